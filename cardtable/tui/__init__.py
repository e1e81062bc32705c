"""The Textual table: draws Views, sends action texts back, decides no rule."""

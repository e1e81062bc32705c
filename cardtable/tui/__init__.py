"""The Textual table: draws Views, sends action texts back, decides no rule."""
import os

# The lobby's and the other screens' rules (not the table's): see screens.tcss.
SCREENS_CSS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "screens.tcss")

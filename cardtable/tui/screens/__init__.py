"""Screens: the lobby, the table, and the modal screens pushed over it."""

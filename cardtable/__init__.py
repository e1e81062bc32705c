"""cardtable: classic card games at a terminal table."""
__version__ = "0.1.0"

"""Piquet Normand heuristic bot: the family's rules of thumb (see _piquet)."""
from ._piquet import PiquetBot

BOT = PiquetBot()

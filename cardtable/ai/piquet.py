"""Piquet heuristic bot: the family's club-player rules of thumb (see _piquet)."""
from ._piquet import PiquetBot

BOT = PiquetBot()

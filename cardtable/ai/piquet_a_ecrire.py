"""Piquet à Écrire heuristic bot: each deal is two-handed Piquet (see _piquet)."""
from ._piquet import PiquetBot

BOT = PiquetBot()

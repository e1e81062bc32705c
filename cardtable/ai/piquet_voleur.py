"""Piquet Voleur heuristic bot: the family's rules of thumb (see _piquet);
it declares its best holding in each class on the first trick and does not
overtake a partner who is winning the trick."""
from ._piquet import PiquetBot

BOT = PiquetBot()

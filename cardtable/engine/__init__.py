"""The cardtable engine: rules only, no UI imports."""
from .actions import Action
from .cards import JOKER, SUITS, Card, card, cards, pack
from .errors import BadSave, IllegalAction, UnknownGame, UnreadableAction
from .events import Event
from .game import Game
from .match import Match
from .options import Option
from .registry import get_game, list_games
from .view import HandSummary, View

__all__ = [
    "Action", "BadSave", "Card", "Event", "Game", "HandSummary", "IllegalAction", "JOKER",
    "Match", "Option", "SUITS", "UnknownGame", "UnreadableAction", "View", "card", "cards",
    "get_game", "list_games", "pack",
]

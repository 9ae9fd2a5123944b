"""The rules engine: pure Python, no Qt, no I/O, no text for people.

Start with :class:`kingdesk.engine.game.Game`; its module docstring shows the
driving loop.
"""

from .errors import EngineError, IllegalMoveError, OptionError
from .game import DealInfo, DealSpec, Decision, Game, Move
from .rules import PRESETS, Rules

__all__ = ["Game", "Decision", "DealSpec", "DealInfo", "Move", "Rules", "PRESETS", "EngineError", "IllegalMoveError",
           "OptionError"]

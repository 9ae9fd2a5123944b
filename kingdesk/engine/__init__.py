"""The rules engine: pure Python, no Qt, no I/O, no text for people.

Start with :class:`kingdesk.engine.game.Game`; its module docstring shows the
driving loop.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .decisions import DealSpec, Decision, Move
    from .errors import EngineError, IllegalMoveError, OptionError
    from .game import Game
    from .rules import PRESETS, Rules
    from .state import DealInfo

_HOMES = {"EngineError": "errors", "IllegalMoveError": "errors", "OptionError": "errors", "DealSpec": "decisions",
          "Decision": "decisions", "Move": "decisions", "Game": "game", "DealInfo": "state", "PRESETS": "rules",
          "Rules": "rules"}
"""Where each of the package's names lives, imported at its first use: a client that needs only the rule presets
or the errors (the window's settings, before its first paint) does not load the whole engine."""


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value


__all__ = ["Game", "Decision", "DealSpec", "DealInfo", "Move", "Rules", "PRESETS", "EngineError", "IllegalMoveError",
           "OptionError"]

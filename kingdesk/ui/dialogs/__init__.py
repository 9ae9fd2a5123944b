"""Dialogs: every decision a human can face, the deal summary, the result, New Game, last trick.

All of them are opened window-modal with ``open()`` (never a blocking ``exec()``):
the table keeps painting and the engine thread keeps its own pace. Each decision
button carries the object name ``option-<choice>`` so tests and accessibility
tools can find it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .decision import DecisionDialog
    from .host import HostDialog, LobbyDialog
    from .join import JoinDialog
    from .new_game import NewGameDialog
    from .summary import DealSummaryDialog, LastTrickDialog, ResultDialog

_HOMES = {"DecisionDialog": "decision", "DealSummaryDialog": "summary", "ResultDialog": "summary",
          "LastTrickDialog": "summary", "NewGameDialog": "new_game", "JoinDialog": "join",
          "HostDialog": "host", "LobbyDialog": "host"}
"""Each dialog's module, imported when the dialog is first asked for: none of them is on the screen at the
window's first paint, and the table's start-up does not pay for their imports."""


def __getattr__(name: str) -> Any:
    if name in _HOMES:
        return getattr(importlib.import_module(f".{_HOMES[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["DecisionDialog", "DealSummaryDialog", "ResultDialog", "NewGameDialog", "LastTrickDialog", "JoinDialog",
           "HostDialog", "LobbyDialog"]

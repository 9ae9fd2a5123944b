"""Dialogs: every decision a human can face, the deal summary, the result, New Game, last trick.

All of them are opened window-modal with ``open()`` (never a blocking ``exec()``):
the table keeps painting and the engine thread keeps its own pace. Each decision
button carries the object name ``option-<choice>`` so tests and accessibility
tools can find it.
"""

from .decision import DecisionDialog
from .summary import DealSummaryDialog, LastTrickDialog, ResultDialog
from .new_game import NewGameDialog

__all__ = ["DecisionDialog", "DealSummaryDialog", "ResultDialog", "NewGameDialog", "LastTrickDialog"]

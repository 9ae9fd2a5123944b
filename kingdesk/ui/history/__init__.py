"""Past games: the statistics window, the list of finished games, replaying a deal, file messages."""

from typing import Any

from .file_texts import autosave_failed_text, import_error_text, notice_text, quarantine_text

__all__ = ["StatisticsWindow", "PastSheetDialog", "deal_script", "import_error_text", "quarantine_text",
           "notice_text", "autosave_failed_text"]


def __getattr__(name: str) -> Any:
    # the window and the replay when asked for: the lifecycle reads the file messages here as the program starts
    if name in ("StatisticsWindow", "PastSheetDialog"):
        from . import window

        return getattr(window, name)
    if name == "deal_script":
        from .replay import deal_script

        return deal_script
    raise AttributeError(name)

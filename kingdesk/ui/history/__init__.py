"""Past games: the statistics window, the list of finished games, replaying a deal, file messages."""

from .file_texts import autosave_failed_text, import_error_text, notice_text, quarantine_text
from .replay import deal_script
from .window import PastSheetDialog, StatisticsWindow

__all__ = ["StatisticsWindow", "PastSheetDialog", "deal_script", "import_error_text", "quarantine_text",
           "notice_text", "autosave_failed_text"]

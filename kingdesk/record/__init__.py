"""The ``kingdesk/1`` game record: load, save, check (pure Python, no Qt)."""

from .replay import FORMAT, RecordError, game_from_record, game_to_record, load_game, save_text
from .report import check_report, legal_report

__all__ = ["FORMAT", "RecordError", "game_from_record", "game_to_record", "load_game", "save_text",
           "check_report", "legal_report"]

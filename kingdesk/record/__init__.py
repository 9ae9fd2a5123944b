"""The ``kingdesk/1`` game record, pure Python, no Qt.

:mod:`.io` is the way in and out (read, size-check, parse, validate, write);
:mod:`.reader` replays a document through the engine, :mod:`.writer` writes a
game's move stack as a document, :mod:`.errors` holds the one error type,
:mod:`.report` the answers of ``kingdesk-record``.
"""

from .errors import RecordError
from .io import MAX_BYTES, Loaded, load_game, parse_record, read_record, record_text, replay_document
from .reader import FORMAT, game_from_record
from .report import check_report, legal_report
from .writer import game_to_record

__all__ = ["FORMAT", "MAX_BYTES", "RecordError", "Loaded", "parse_record", "read_record", "load_game", "record_text",
           "replay_document", "game_from_record", "game_to_record", "check_report", "legal_report"]

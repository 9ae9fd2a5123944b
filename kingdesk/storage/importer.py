"""Open and save ``kingdesk/1`` record files for the program: reading through :mod:`kingdesk.record.io`,
writing atomically (:mod:`.atomic`), and never a traceback.

Opening a record replays it through the engine, so a record that loads is a
game the rules allow. Anything else, whether the file cannot be read, is too
large, not UTF-8, not JSON, not a record, or breaks a rule, raises the record
module's one error type (:class:`~kingdesk.record.errors.RecordError`, also
named :data:`RecordImportError` here) with the format's ``code``, the 0-based
``deal`` and ``play`` where the first problem is, and the engine's sentence
naming the rule. The UI words it for people (``kingdesk.ui.history.messages``).

>>> import tempfile
>>> from kingdesk.engine.game import Game
>>> path = Path(tempfile.mkdtemp()) / "party.king.json"
>>> write_record(path, Game("turkish-12", seed=1), ["A", "B", "C", "D"])
>>> read_record(path).players
['A', 'B', 'C', 'D']
"""

from __future__ import annotations

from pathlib import Path

from kingdesk.engine.game import Game
from kingdesk.record.errors import RecordError
from kingdesk.record.io import MAX_BYTES, Loaded, parse_record, read_record, record_text

from .atomic import atomic_write_text

RecordImportError = RecordError
"""The record module's error type under the name the program's file code has used."""


def write_record(path: str | Path, game: Game, players: list[str] | None = None) -> None:
    """Save ``game`` as a canonical record, atomically; raise :class:`OSError` if the file cannot be written."""
    atomic_write_text(Path(path), record_text(game, players))


__all__ = ["RecordImportError", "Loaded", "parse_record", "read_record", "record_text", "write_record", "MAX_BYTES"]

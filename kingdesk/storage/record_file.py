"""Save a ``kingdesk/1`` record file for the program: the record module's canonical text
(:func:`kingdesk.record.io.record_text`), written atomically (:mod:`.atomic`).

Reading is the record module's own (:func:`kingdesk.record.io.read_record`, whose one error type is
:class:`~kingdesk.record.errors.RecordError`): one module reads and writes records, this one only puts
the text on disk so that a crash never leaves half a file.

>>> import tempfile
>>> from kingdesk.engine.game import Game
>>> from kingdesk.record.io import read_record
>>> path = Path(tempfile.mkdtemp()) / "party.king.json"
>>> write_record(path, Game("turkish-12", seed=1), ["A", "B", "C", "D"])
>>> read_record(path).players
['A', 'B', 'C', 'D']
"""

from __future__ import annotations

from pathlib import Path

from kingdesk.engine.game import Game
from kingdesk.record.io import record_text

from .atomic import atomic_write_text


def write_record(path: str | Path, game: Game, players: list[str] | None = None) -> None:
    """Save ``game`` as a canonical record, atomically; raise :class:`OSError` if the file cannot be written."""
    atomic_write_text(Path(path), record_text(game, players))


__all__ = ["write_record"]

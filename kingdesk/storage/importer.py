"""Open and save ``kingdesk/1`` records with every rule checked, and never a traceback.

Opening a record replays it through the engine (:func:`kingdesk.record.game_from_record`),
so a record that loads is a game the rules allow. Anything else, whether the file
cannot be read, is not UTF-8, not JSON, not a record, or breaks a rule, raises
:class:`RecordImportError` with the record format's stable ``code``, the 0-based
``deal`` and ``play`` where the first problem is, and the engine's sentence
naming the rule. The UI words it for people (``kingdesk.ui.history.errors``).

>>> doc = {"format": "kingdesk/1", "ruleset": "spanish", "deals": []}
>>> loaded = parse_record(json.dumps(doc).encode())
>>> loaded.game.rules.ruleset, loaded.players
('spanish', None)
>>> try:
...     parse_record(b'{"format": "kingdesk/2"}')
... except RecordImportError as e:
...     print(e.code, e.deal)
bad-record None
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kingdesk.engine.game import Game
from kingdesk.record import RecordError, game_from_record, game_to_record

from .atomic import atomic_write_text

log = logging.getLogger(__name__)

MAX_BYTES = 8 * 1024 * 1024
"""A real party is a few tens of kilobytes; anything this large is not a record."""


class RecordImportError(ValueError):
    """A record that cannot be opened, and where the first problem is."""

    def __init__(self, code: str, message: str, deal: int | None = None, play: int | None = None,
                 seat: int | None = None, unexpected: bool = False):
        super().__init__(message)
        self.code = code
        """``unreadable`` (the file), ``too-large``, ``bad-record``, or an engine code such as ``illegal-card``."""
        self.message = message
        self.deal = deal
        self.play = play
        self.seat = seat
        self.unexpected = unexpected
        """True when the engine failed in a way the record format does not describe (a bug to report)."""

    def __str__(self) -> str:
        where = []
        if self.deal is not None:
            where.append(f"deal {self.deal + 1}")
        if self.play is not None:
            where.append(f"play {self.play + 1}")
        prefix = ", ".join(where)
        return f"{prefix}: {self.message} [{self.code}]" if prefix else f"{self.message} [{self.code}]"


@dataclass
class Loaded:
    """A record that replayed cleanly."""

    game: Game
    players: list[str] | None
    doc: dict[str, Any]


def parse_record(data: bytes | str) -> Loaded:
    """Validate a record given as bytes or text; raise :class:`RecordImportError`."""
    if isinstance(data, bytes):
        if len(data) > MAX_BYTES:
            raise RecordImportError("too-large", f"the file holds {len(data)} bytes; a record is far smaller")
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise RecordImportError("bad-record", f"the file is not UTF-8 text (byte {exc.start})") from None
    else:
        text = data
        if len(text) > MAX_BYTES:
            raise RecordImportError("too-large", f"the text holds {len(text)} characters; a record is far smaller")
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordImportError("bad-record", f"not JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise RecordImportError("bad-record", "the JSON is nested too deeply") from None
    try:
        game = game_from_record(doc)
    except RecordError as err:
        raise RecordImportError(err.code, err.message, err.deal, err.play, err.seat) from None
    except RecursionError:
        raise RecordImportError("bad-record", "the record is nested too deeply") from None
    except Exception as exc:  # a bug in the replay: report it cleanly and keep the program running
        log.exception("record replay failed unexpectedly")
        raise RecordImportError("bad-record", f"the record could not be replayed ({type(exc).__name__}: {exc})",
                                unexpected=True) from None
    players = doc.get("players")
    return Loaded(game, list(players) if players is not None else None, doc)


def read_record(path: str | Path) -> Loaded:
    """Open a record file; raise :class:`RecordImportError` (code ``unreadable`` when the file cannot be read)."""
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise RecordImportError("unreadable", f"cannot read {path}: {exc.strerror or exc}") from None
    return parse_record(data)


def record_text(game: Game, players: list[str] | None = None) -> str:
    """The record of ``game`` as indented JSON text."""
    return json.dumps(game_to_record(game, players), ensure_ascii=False, indent=1) + "\n"


def write_record(path: str | Path, game: Game, players: list[str] | None = None) -> None:
    """Save ``game`` as a record, atomically; raise :class:`OSError` if the file cannot be written."""
    atomic_write_text(Path(path), record_text(game, players))


__all__ = ["RecordImportError", "Loaded", "parse_record", "read_record", "record_text", "write_record", "MAX_BYTES"]

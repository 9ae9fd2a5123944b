"""The one way to read and write a ``kingdesk/1`` record (``docs/record-format.md``).

Reading takes bytes, text or a file and goes through every step in one place:
size check (:data:`MAX_BYTES`), UTF-8 (a byte-order mark is accepted), JSON,
the header, then a replay of every decision through the engine
(:mod:`.reader`). Any problem, from an unreadable file to an illegal card, is
one :class:`~kingdesk.record.errors.RecordError` with the format's code and the
0-based deal and play where it is; nothing else escapes, not even a bug in the
replay (``unexpected`` is then set). Writing is canonical (:mod:`.writer`):
cards sorted, keys in the format's order, one spelling of each state.

The ``kingdesk-record`` command, the program, ``kingdesk sheet``, the autosave and the history all
read and write through here; putting the text on disk atomically is
:mod:`kingdesk.storage.record_file`'s job.

>>> doc = {"format": "kingdesk/1", "ruleset": "spanish", "deals": []}
>>> loaded = parse_record(json.dumps(doc).encode())
>>> loaded.game.rules.ruleset, loaded.players
('spanish', None)
>>> try:
...     parse_record(b'{"format": "kingdesk/2"}')
... except RecordError as e:
...     print(e.code, e.deal)
bad-record None
>>> record_text(loaded.game).startswith('{\\n "format": "kingdesk/1"')
True
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.game import Game
from .errors import RecordError
from .reader import game_from_record
from .writer import game_to_record

log = logging.getLogger(__name__)

MAX_BYTES = 8 * 1024 * 1024
"""A real party is a few tens of kilobytes; anything this large is not a record."""


@dataclass
class Loaded:
    """A record that replayed cleanly: the game, the players' names it gives, and the document."""

    game: Game
    players: list[str] | None
    doc: dict[str, Any]


def parse_record(data: bytes | str) -> Loaded:
    """Check and replay a record given as bytes or text; raise :class:`RecordError`."""
    if isinstance(data, bytes):
        if len(data) > MAX_BYTES:
            raise RecordError("too-large", f"the file holds {len(data)} bytes or more; a record is far smaller")
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise RecordError("bad-record", f"the file is not UTF-8 text (byte {exc.start})") from None
    else:
        text = data
        if len(text) > MAX_BYTES:
            raise RecordError("too-large", f"the text holds {len(text)} characters; a record is far smaller")
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError("bad-record", f"not JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise RecordError("bad-record", "the JSON is nested too deeply") from None
    return Loaded(replay_document(doc), _players(doc), doc)


def replay_document(doc: Any) -> Game:
    """Replay an already parsed document into a game; raise :class:`RecordError` (never anything else)."""
    try:
        return game_from_record(doc)
    except RecordError:
        raise
    except RecursionError:
        raise RecordError("bad-record", "the record is nested too deeply") from None
    except Exception as exc:  # a bug in the replay: report it cleanly and keep the program running
        log.exception("record replay failed unexpectedly")
        raise RecordError("bad-record", f"the record could not be replayed ({type(exc).__name__}: {exc})",
                          unexpected=True) from None


def _players(doc: dict[str, Any]) -> list[str] | None:
    players = doc.get("players")
    return list(players) if players is not None else None


def read_record(path: str | Path) -> Loaded:
    """Open a record file; raise :class:`RecordError` (code ``unreadable`` when the file cannot be read)."""
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise RecordError("unreadable", f"cannot read {path}: {exc.strerror or exc}") from None
    return parse_record(data)


def load_game(path: str | Path) -> Game:
    """The game of a record file (:func:`read_record` without the names)."""
    return read_record(path).game


def finished_deals_text(game: Game, players: list[str] | None = None, table: str | None = None) -> str:
    """The record of ``game`` up to its last finished deal, without its shuffle seed: nothing in it that the
    players were not shown (a copy of the party so far for each of them); ``table``: the name of the table it is
    played at."""
    doc = game_to_record(game, players)
    doc.pop("seed", None)
    doc["deals"] = [d for d, info in zip(doc["deals"], game.deals) if info.finished]
    if table is not None:
        doc["table"] = table
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


def record_text(game: Game, players: list[str] | None = None) -> str:
    """The canonical record of ``game`` as indented JSON text ending in a newline."""
    return json.dumps(game_to_record(game, players), ensure_ascii=False, indent=1) + "\n"


__all__ = ["MAX_BYTES", "Loaded", "RecordError", "parse_record", "replay_document", "read_record", "load_game",
           "record_text", "finished_deals_text", "game_to_record", "game_from_record"]

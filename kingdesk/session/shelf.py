"""Unfinished parties kept for later: one record file each in ``<data folder>/unfinished``.

A party is put here when the player keeps it for later (a new game, an opened
record, a replay, the resume question...). :meth:`Shelf.entries` lists them with
what a player recognises a party by (when it was kept, the rules, the players, deal
*n* of *N*, the score so far); a file that does not open as a record is moved to
``unfinished/damaged`` (never deleted) and listed as damaged. Older versions of
KingDesk left declined autosaves as ``autosave.set-aside-*.json`` in the data
folder; they are moved in here so that they are listed too.
"""

from __future__ import annotations

import datetime as dt
import logging
import os
import time
from dataclasses import dataclass
from pathlib import Path

from kingdesk.engine.counted import CountedGame
from kingdesk.engine.game import Game
from kingdesk.storage import paths
from kingdesk.storage.atomic import atomic_write_text
from kingdesk.record.errors import RecordError
from kingdesk.record.io import Loaded, read_record, record_text

from .party import progress_line

log = logging.getLogger(__name__)

SUFFIX = ".king.json"


@dataclass(frozen=True)
class ShelfEntry:
    path: Path
    kept_at: dt.datetime
    """Local time the file was last written."""
    ruleset: str = ""
    players: tuple[str, ...] = ()
    deal: int = 0
    deals: int = 0
    totals: tuple[int, ...] = ()
    counted: bool = False
    """Played with real cards (resumed in the score dialog, not on the table)."""
    table: str = ""
    """The table it was played at (a copy a player kept of a party at another's table), if any."""
    damaged: RecordError | None = None
    """Why the file could not be read; it was moved to :attr:`path` in the ``damaged`` folder."""


class Shelf:
    def __init__(self, folder: Path | None = None, legacy_folder: Path | None = None):
        self.folder = Path(folder) if folder is not None else paths.data_dir() / "unfinished"
        self.legacy_folder = legacy_folder if legacy_folder is not None else self.folder.parent

    @property
    def damaged_folder(self) -> Path:
        return self.folder / "damaged"

    def _free_name(self, folder: Path) -> Path:
        stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
        n = 1
        path = folder / f"party-{stamp}{SUFFIX}"
        while path.exists():
            n += 1
            path = folder / f"party-{stamp}-{n}{SUFFIX}"
        return path

    def keep(self, game: Game, players: list[str] | None, path: Path | None = None) -> Path:
        """Write the party as a new file here (or over ``path``, its file here: a party played with real
        cards is kept after every hand); raise :class:`OSError` if the disk refuses."""
        self.folder.mkdir(parents=True, exist_ok=True)
        if path is None:
            path = self._free_name(self.folder)
        atomic_write_text(path, record_text(game, players))
        return path

    def keep_text(self, text: str, path: Path | None = None) -> Path:
        """Write a record's text as it is (a copy of a party played at another's table) as a new file here, or
        over ``path``; raise :class:`OSError` if the disk refuses."""
        self.folder.mkdir(parents=True, exist_ok=True)
        if path is None:
            path = self._free_name(self.folder)
        atomic_write_text(path, text)
        return path

    def adopt(self, file: Path) -> Path:
        """Move a record file (the autosave of a party kept for later) in here, without rewriting it."""
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self._free_name(self.folder)
        os.replace(file, path)
        return path

    def _adopt_legacy(self) -> None:
        try:
            old = sorted(self.legacy_folder.glob("autosave.set-aside-*.json"))
        except OSError:
            return
        for f in old:
            try:
                self.adopt(f)
            except OSError as exc:
                log.warning("cannot move %s into %s: %s", f, self.folder, exc)

    def entries(self) -> list[ShelfEntry]:
        """Every party kept for later, newest first; damaged files are set aside and listed as damaged."""
        self._adopt_legacy()
        try:
            files = [p for p in self.folder.iterdir() if p.is_file() and p.name.endswith(SUFFIX)]
        except OSError:
            files = []
        out: list[ShelfEntry] = []
        for path in files:
            try:
                kept = dt.datetime.fromtimestamp(path.stat().st_mtime)
            except OSError:
                kept = dt.datetime.now()
            try:
                loaded = read_record(path)
            except RecordError as err:
                out.append(ShelfEntry(self._set_aside(path), kept, damaged=err))
                continue
            out.append(entry_of(path, kept, loaded))
        try:
            damaged = [p for p in self.damaged_folder.iterdir() if p.is_file()]
        except OSError:
            damaged = []
        listed = {e.path for e in out}
        for path in damaged:  # set aside earlier: still shown until the player deletes them
            if path not in listed:
                out.append(ShelfEntry(path, dt.datetime.fromtimestamp(path.stat().st_mtime),
                                      damaged=RecordError("bad-record", "set aside earlier as damaged")))
        out.sort(key=lambda e: e.kept_at, reverse=True)
        return out

    def _set_aside(self, path: Path) -> Path:
        try:
            self.damaged_folder.mkdir(parents=True, exist_ok=True)
            target = self.damaged_folder / path.name
            os.replace(path, target)
            return target
        except OSError as exc:
            log.warning("cannot set %s aside: %s", path, exc)
            return path

    def load(self, path: Path) -> Loaded:
        return read_record(path)

    def remove(self, path: Path) -> None:
        """Delete one kept party (after the player confirmed, or once it is resumed and autosaved)."""
        try:
            Path(path).unlink()
        except FileNotFoundError:
            pass


def entry_of(path: Path, kept: dt.datetime, loaded: Loaded) -> ShelfEntry:
    g = loaded.game
    n, total = progress_line(g)
    table = loaded.doc.get("table")
    return ShelfEntry(path, kept, g.rules.ruleset, tuple(loaded.players or ()), n, total, tuple(g.totals),
                      isinstance(g, CountedGame), table if isinstance(table, str) else "")


__all__ = ["Shelf", "ShelfEntry", "entry_of"]

"""The game in progress, saved after every trick and decision, and offered back on start.

The autosave is an ordinary ``kingdesk/1`` record (``paths.autosave_path()``),
written atomically (:mod:`.atomic`), so a crash, a kill or a closed lid leaves the
last complete state on disk. On start :meth:`Autosave.load` replays it through
the engine:

* no file: ``None``;
* a record that replays: :class:`Resume` with the rebuilt game, exactly where it
  stopped (every completed trick and decision, the partial trick too);
* anything else (not JSON, a rule broken, unreadable): the file is *kept aside*,
  renamed ``autosave.corrupt-<UTC time>.json`` next to it, never deleted, and
  :class:`Quarantined` says where it went and why, so a new game can start.

Writes never raise: a read-only or full disk sets :attr:`Autosave.last_error`
and :meth:`Autosave.save` returns ``False``; the UI warns once and play goes on.
"""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass
from pathlib import Path

from kingdesk.engine.game import Game
from kingdesk.record.errors import RecordError
from kingdesk.record.io import Loaded, read_record, record_text

from . import paths
from .atomic import atomic_write_text

log = logging.getLogger(__name__)


@dataclass
class Resume:
    """An unfinished (or just finished) game found on disk."""

    loaded: Loaded
    path: Path

    @property
    def game(self) -> Game:
        return self.loaded.game

    @property
    def players(self) -> list[str] | None:
        return self.loaded.players

    @property
    def finished(self) -> bool:
        return self.loaded.game.is_over


@dataclass
class Quarantined:
    """An autosave that could not be used; it was renamed to ``aside`` (``None`` if even that failed)."""

    error: RecordError
    aside: Path | None


def aside_name(path: Path, tag: str = "corrupt") -> Path:
    """A free name next to ``path`` such as ``autosave.corrupt-20261129T120000Z.json``."""
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    stem = path.name.split(".")[0]
    candidate = path.with_name(f"{stem}.{tag}-{stamp}.json")
    n = 1
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{stem}.{tag}-{stamp}-{n}.json")
    return candidate


class Autosave:
    """The autosave file of one data folder."""

    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path is not None else paths.autosave_path()
        self.last_error: OSError | None = None
        """The last failed write, for the UI to report (once)."""
        self.saves = 0

    def save(self, game: Game, players: list[str] | None = None) -> bool:
        """Write the game as a record; ``False`` (with :attr:`last_error`) when the disk refuses."""
        try:
            text = record_text(game, players)
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(self.path, text)
        except OSError as exc:
            if self.last_error is None:
                log.warning("autosave to %s failed: %s", self.path, exc)
            self.last_error = exc
            return False
        self.last_error = None
        self.saves += 1
        return True

    def exists(self) -> bool:
        return self.path.is_file()

    def load(self) -> Resume | Quarantined | None:
        """The saved game, ``None`` if there is none, or :class:`Quarantined` if it was unusable."""
        self._remove_leftovers()
        if not self.path.exists():
            return None
        try:
            return Resume(read_record(self.path), self.path)
        except RecordError as err:
            return Quarantined(err, self.quarantine())

    def _remove_leftovers(self) -> None:
        """Temporary files of a write that a kill interrupted (the autosave itself is whole: see :mod:`.atomic`)."""
        for tmp in self.path.parent.glob(f".{self.path.name}.*.tmp"):
            try:
                tmp.unlink()
            except OSError:
                pass

    def quarantine(self, tag: str = "corrupt") -> Path | None:
        """Rename the autosave aside (never delete it); the new name, or ``None`` if the rename failed."""
        target = aside_name(self.path, tag)
        try:
            os.replace(self.path, target)
        except OSError as exc:
            log.warning("cannot move %s aside: %s", self.path, exc)
            return None
        return target

    def discard(self) -> bool:
        """Remove the autosave once its game is finished and stored, or the player starts afresh."""
        try:
            self.path.unlink()
        except FileNotFoundError:
            return True
        except OSError as exc:
            self.last_error = exc
            return False
        return True


__all__ = ["Autosave", "Resume", "Quarantined", "aside_name"]

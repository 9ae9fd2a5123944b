"""Finished parties in an SQLite database, and the statistics drawn from them.

One row per party: when it ended, the ruleset and options, the players, the
totals, the winners, which seat was the human player, and the full
``kingdesk/1`` record (the truth: everything else can be rebuilt from it). A
``deals`` table keeps each deal's contract and points for the per-contract
statistics.

The schema version is SQLite's ``PRAGMA user_version``; :data:`MIGRATIONS`
brings any older file up to :data:`SCHEMA_VERSION`, one step at a time, each
in its own transaction.

Nothing here stops a game:

* a corrupt file is renamed aside (``history.corrupt-<time>.sqlite3``) and a
  fresh database is built; :attr:`History.notices` says so;
* a folder that cannot be written opens the existing file read-only (or a
  database in memory for this session) with a ``read-only`` notice;
* a file written by a newer KingDesk is opened read-only, untouched.

>>> h = History(":memory:")
>>> h.open(); h.schema_version() == SCHEMA_VERSION, h.parties()
(True, [])
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import logging
import os
import sqlite3
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kingdesk.engine.game import Game
from kingdesk.record.errors import RecordError
from kingdesk.record.io import Loaded, game_to_record, parse_record

from . import paths
from .autosave import aside_name
from .people import SETTINGS, join_current_series, migrate_4, seat_people

log = logging.getLogger(__name__)

SCHEMA_VERSION = 4


def _migrate_1(db: sqlite3.Connection) -> None:
    db.execute("""
        CREATE TABLE parties (
            id          INTEGER PRIMARY KEY,
            finished_at TEXT NOT NULL,
            ruleset     TEXT NOT NULL,
            options     TEXT NOT NULL,
            players     TEXT NOT NULL,
            totals      TEXT NOT NULL,
            winners     TEXT NOT NULL,
            record      TEXT NOT NULL
        )""")


def _migrate_2(db: sqlite3.Connection) -> None:
    """Version 2: the human seat, a digest against double inserts, and a table of deals."""
    db.execute("ALTER TABLE parties ADD COLUMN human_seat INTEGER")
    db.execute("ALTER TABLE parties ADD COLUMN digest TEXT")
    db.execute("""
        CREATE TABLE deals (
            party_id INTEGER NOT NULL REFERENCES parties(id) ON DELETE CASCADE,
            idx      INTEGER NOT NULL,
            contract TEXT NOT NULL,
            trump    TEXT,
            declarer INTEGER NOT NULL,
            points   TEXT NOT NULL,
            PRIMARY KEY (party_id, idx)
        )""")
    rows = db.execute("SELECT id, record FROM parties").fetchall()
    for party_id, record in rows:
        db.execute("UPDATE parties SET human_seat = 0, digest = ? WHERE id = ?", (_digest(record), party_id))
        try:
            game = parse_record(record).game
        except RecordError as err:
            log.warning("party %s: stored record does not replay (%s); no deals kept", party_id, err)
            continue
        _insert_deals(db, party_id, game)
    db.execute("CREATE UNIQUE INDEX parties_digest ON parties(digest)")


def _migrate_3(db: sqlite3.Connection) -> None:
    """Version 3: the party's kind, ``cards`` or ``counted`` (played with real cards, kept from the counts)."""
    db.execute("ALTER TABLE parties ADD COLUMN kind TEXT NOT NULL DEFAULT 'cards'")


MIGRATIONS: list[tuple[int, Callable[[sqlite3.Connection], None]]] = [(1, _migrate_1), (2, _migrate_2),
                                                                       (3, _migrate_3), (4, migrate_4)]
"""(version reached, step); run in order on any file older than :data:`SCHEMA_VERSION`."""


def _digest(record_text: str) -> str:
    return hashlib.sha256(record_text.encode("utf-8")).hexdigest()


def _insert_deals(db: sqlite3.Connection, party_id: int, game: Game) -> None:
    for info in game.deals:
        if info.points is None or info.contract is None:
            continue  # cancelled or void deals count for nothing
        db.execute("INSERT INTO deals (party_id, idx, contract, trump, declarer, points) VALUES (?, ?, ?, ?, ?, ?)",
                   (party_id, info.index, info.contract, info.trump, info.declarer, json.dumps(list(info.points))))


@dataclass(frozen=True)
class Notice:
    """Something the player should be told once: ``rebuilt``, ``read-only`` or ``newer``."""

    kind: str
    path: Path | None = None
    """``rebuilt``: where the damaged file was kept."""
    detail: str = ""


@dataclass(frozen=True)
class PartySummary:
    id: int
    finished_at: dt.datetime
    ruleset: str
    options: dict[str, Any]
    players: list[str]
    totals: list[int]
    winners: list[int]
    human_seat: int | None
    counted: bool = False
    """Played with real cards and kept from the counts (no cards to replay)."""
    setting: str = "alone"
    """Where it was played (:data:`kingdesk.storage.people.SETTINGS`)."""
    people: tuple[int, ...] = ()
    """The person at each seat (ids of :class:`kingdesk.storage.people.Person`)."""

    @property
    def human_total(self) -> int | None:
        return self.totals[self.human_seat] if self.human_seat is not None else None

    @property
    def won(self) -> bool:
        return self.human_seat is not None and self.human_seat in self.winners


@dataclass(frozen=True)
class RulesetStats:
    """The human player's results under one ruleset."""

    ruleset: str
    played: int
    won: int
    average: float
    best: PartySummary
    worst: PartySummary


@dataclass(frozen=True)
class ContractStats:
    ruleset: str
    contract: str
    deals: int
    average: float
    """Average points the human player took in a deal of this contract."""


@dataclass
class History:
    """The history database of one data folder. Call :meth:`open` first."""

    path: Path | str | None = None
    notices: list[Notice] = field(default_factory=list)
    read_only: bool = False
    _db: sqlite3.Connection | None = None
    _lock: threading.RLock = field(default_factory=threading.RLock, repr=False, compare=False)
    """The party's owner stores finished parties on the engine thread while the statistics window reads on
    the GUI thread: one connection, used by one thread at a time."""

    def __post_init__(self) -> None:
        if self.path is None:
            self.path = paths.history_path()
        if self.path != ":memory:":
            self.path = Path(self.path)

    # ------------------------------------------------------------------ opening

    def open(self) -> None:
        """Open (creating, migrating, or rebuilding as needed); never raises for a bad file or folder."""
        with self._lock:
            self._open()

    def _open(self) -> None:
        if self._db is not None:
            return
        if self.path == ":memory:":
            self._db = self._connect(":memory:")
            self._migrate()
            return
        path = Path(self.path)  # type: ignore[arg-type]
        if not paths.ensure_writable(path.parent):
            self._open_read_only(path, "the folder cannot be written")
            return
        db = None
        try:
            db = self._connect(str(path))
            ok = db.execute("PRAGMA quick_check").fetchone()[0] == "ok"
            version = db.execute("PRAGMA user_version").fetchone()[0]
        except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:  # the check's report may quote damaged bytes
            ok, version, detail = False, 0, str(exc)
            if db is not None:
                db.close()
            db = None
        else:
            detail = "integrity check failed"
        if not ok:
            if db is not None:
                db.close()
            self._rebuild(path, detail)
            return
        assert db is not None
        if version > SCHEMA_VERSION:
            db.close()
            self._open_read_only(path, f"schema version {version} is newer than {SCHEMA_VERSION}", kind="newer")
            return
        self._db = db
        try:
            self._migrate()
        except sqlite3.DatabaseError as exc:
            db.close()
            self._db = None
            self._rebuild(path, f"migration failed: {exc}")

    def _connect(self, target: str, uri: bool = False) -> sqlite3.Connection:
        db = sqlite3.connect(target, uri=uri, isolation_level=None, check_same_thread=False)  # see _lock
        db.execute("PRAGMA foreign_keys = ON")
        return db

    def _migrate(self) -> None:
        db = self._require()
        version = db.execute("PRAGMA user_version").fetchone()[0]
        for target, step in MIGRATIONS:
            if version < target:
                db.execute("BEGIN IMMEDIATE")
                try:
                    step(db)
                    db.execute(f"PRAGMA user_version = {int(target)}")
                    db.execute("COMMIT")
                except BaseException:
                    db.execute("ROLLBACK")
                    raise
                version = target

    def _rebuild(self, path: Path, detail: str) -> None:
        aside = aside_name(path, "corrupt").with_suffix(".sqlite3")
        try:
            os.replace(path, aside)
            for extra in ("-wal", "-shm", "-journal"):
                side = path.with_name(path.name + extra)
                if side.exists():
                    os.replace(side, aside.with_name(aside.name + extra))
        except OSError as exc:
            log.warning("cannot move damaged history %s aside: %s", path, exc)
            self._open_read_only(path, f"damaged and cannot be moved: {exc}", kind="read-only", usable=False)
            return
        log.warning("history %s was damaged (%s); kept as %s", path, detail, aside)
        self.notices.append(Notice("rebuilt", aside, detail))
        self._db = self._connect(str(path))
        self._migrate()

    def _open_read_only(self, path: Path, detail: str, kind: str = "read-only", usable: bool = True) -> None:
        self.read_only = True
        self.notices.append(Notice(kind, path, detail))
        if usable and path.is_file():
            try:
                db = self._connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
                db.execute("PRAGMA quick_check").fetchone()
                version = db.execute("PRAGMA user_version").fetchone()[0]
                if version == SCHEMA_VERSION:
                    self._db = db
                    return
                db.close()
            except sqlite3.DatabaseError as exc:
                log.warning("cannot read history %s: %s", path, exc)
        # Nothing readable on disk: keep this session's parties in memory.
        self._db = self._connect(":memory:")
        self._migrate()

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None

    def _require(self) -> sqlite3.Connection:
        if self._db is None:
            self._open()
        assert self._db is not None
        return self._db

    def _rows(self, sql: str, args: tuple[Any, ...] = ()) -> list[Any]:
        """A query's rows; damage found only now (SQLite checks pages lazily) rebuilds the file, with a notice."""
        with self._lock:
            try:
                return self._require().execute(sql, args).fetchall()
            except sqlite3.DatabaseError as exc:
                if self.path == ":memory:" or self.read_only:
                    log.warning("history query failed: %s", exc)
                    return []
                self.close()
                self._rebuild(Path(self.path), f"damaged: {exc}")  # type: ignore[arg-type]
                return self._require().execute(sql, args).fetchall()

    def schema_version(self) -> int:
        with self._lock:
            return int(self._require().execute("PRAGMA user_version").fetchone()[0])

    def take_notices(self) -> list[Notice]:
        """The notices not yet shown; each is handed out once."""
        with self._lock:
            out, self.notices = self.notices, []
        return out

    def rows(self, sql: str, args: tuple[Any, ...] = ()) -> list[Any]:
        """A read-only query's rows (for :mod:`kingdesk.storage.book`); damage rebuilds the file, as for any read."""
        return self._rows(sql, args)

    def write(self, step: Callable[[sqlite3.Connection], Any]) -> Any:
        """Run ``step`` in one transaction: its result, or ``None`` when the database cannot be written (a
        ``read-only`` notice once). ``ValueError`` from ``step`` (a refused change) rolls back and is raised."""
        with self._lock:
            db = self._require()
            if self.read_only:
                return None
            try:
                db.execute("BEGIN IMMEDIATE")
                out = step(db)
                db.execute("COMMIT")
                return out
            except (ValueError, sqlite3.IntegrityError):
                db.execute("ROLLBACK")
                raise
            except sqlite3.DatabaseError as exc:
                if db.in_transaction:
                    db.execute("ROLLBACK")
                log.warning("cannot write to %s: %s", self.path, exc)
                self.read_only = True
                self.notices.append(Notice("read-only", Path(self.path) if self.path not in (None, ":memory:")
                                           else None, str(exc)))
                return None

    # ------------------------------------------------------------------ writing

    def add_party(self, game: Game, players: list[str], human_seat: int | None = 0,
                  finished_at: dt.datetime | None = None, levels: Sequence[str | None] | None = None,
                  setting: str | None = None) -> int | None:
        """Store a finished party; its id, the existing id if this very record is already stored, or ``None``.

        ``levels`` is a computer player's level per seat (``None`` for a person: the person of that seat's name,
        made if new); ``setting`` where it was played (:data:`~kingdesk.storage.people.SETTINGS`; by default
        ``counted`` for a counted record, else ``alone``). A new party joins the current series, if any.

        ``None`` means the database could not be written (the folder turned
        read-only, the disk is full); a ``read-only`` notice is added once.
        """
        with self._lock:
            return self._add_party(game, players, human_seat, finished_at, levels, setting)

    def _add_party(self, game: Game, players: list[str], human_seat: int | None,
                   finished_at: dt.datetime | None, levels: Sequence[str | None] | None,
                   setting: str | None) -> int | None:
        if not game.is_over:
            raise ValueError("only finished parties go into the history")
        doc = game_to_record(game, players)
        text = json.dumps(doc, ensure_ascii=False, sort_keys=True)
        digest = _digest(text)
        kind = doc.get("kind", "cards")
        setting = setting or ("counted" if kind == "counted" else "alone")
        if setting not in SETTINGS:
            raise ValueError(f"unknown setting {setting!r}")
        when = (finished_at or dt.datetime.now(dt.timezone.utc)).astimezone(dt.timezone.utc)
        for attempt in (1, 2):
            db = self._require()
            try:
                found = db.execute("SELECT id FROM parties WHERE digest = ?", (digest,)).fetchone()
                if found:
                    return int(found[0])
                db.execute("BEGIN IMMEDIATE")
                cur = db.execute(
                    "INSERT INTO parties (finished_at, ruleset, options, players, totals, winners, record, human_seat,"
                    " digest, kind, setting) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (when.isoformat(timespec="seconds"), game.rules.ruleset,
                     json.dumps(game.rules.options_dict(), ensure_ascii=False),
                     json.dumps(list(players), ensure_ascii=False), json.dumps(list(game.totals)),
                     json.dumps(list(game.winners or ())), text, human_seat, digest, kind, setting))
                party_id = int(cur.lastrowid)  # type: ignore[arg-type]
                _insert_deals(db, party_id, game)
                seat_people(db, party_id, players, levels)
                join_current_series(db, party_id)
                db.execute("COMMIT")
                return party_id
            except sqlite3.OperationalError as exc:  # read-only file or folder, full disk, locked
                if db.in_transaction:
                    db.execute("ROLLBACK")
                log.warning("cannot store the party in %s: %s", self.path, exc)
                if not self.read_only:
                    self.read_only = True
                    where = Path(self.path) if self.path not in (None, ":memory:") else None
                    self.notices.append(Notice("read-only", where,
                                               str(exc)))
                return None
            except sqlite3.DatabaseError as exc:  # damage SQLite found only now
                try:
                    if db.in_transaction:
                        db.execute("ROLLBACK")
                except sqlite3.DatabaseError:
                    pass
                if attempt == 2 or self.path == ":memory:" or self.read_only:
                    log.warning("cannot store the party in %s: %s", self.path, exc)
                    return None
                self.close()
                self._rebuild(Path(self.path), f"damaged: {exc}")  # type: ignore[arg-type]
        return None

    # ------------------------------------------------------------------ reading

    def parties(self, ruleset: str | None = None) -> list[PartySummary]:
        """Past parties, the most recent first."""
        sql = ("SELECT id, finished_at, ruleset, options, players, totals, winners, human_seat, kind, setting"
               " FROM parties")
        args: tuple[Any, ...] = ()
        if ruleset is not None:
            sql += " WHERE ruleset = ?"
            args = (ruleset,)
        sql += " ORDER BY finished_at DESC, id DESC"
        seated: dict[int, dict[int, int]] = {}
        for party_id, seat, person in self._rows("SELECT party_id, seat, person_id FROM party_seats"):
            try:
                seated.setdefault(int(party_id), {})[int(seat)] = int(person)
            except (ValueError, TypeError):  # a damaged row: that party has no people, its numbers still count
                log.warning("history: damaged seat %r of party %r skipped", seat, party_id)
        out = []
        for row in self._rows(sql, args):
            try:
                out.append(_summary(row, seated.get(int(row[0]), {})))
            except (ValueError, TypeError, IndexError) as exc:  # a damaged row: skip it, keep the rest
                log.warning("history row %r cannot be read: %s", row[:1], exc)
        return out

    def record_text(self, party_id: int) -> str:
        rows = self._rows("SELECT record FROM parties WHERE id = ?", (party_id,))
        row = rows[0] if rows else None
        if row is None or not isinstance(row[0], str):
            raise KeyError(party_id)
        return str(row[0])

    def load_party(self, party_id: int) -> Loaded:
        """Replay a stored party (for its score sheet or to replay its deals); :class:`RecordError` if broken."""
        return parse_record(self.record_text(party_id))

    def ruleset_stats(self) -> list[RulesetStats]:
        """Per ruleset: parties played and won by the human player, average final score, best and worst party."""
        by_ruleset: dict[str, list[PartySummary]] = {}
        for p in self.parties():
            if p.human_seat is not None:
                by_ruleset.setdefault(p.ruleset, []).append(p)
        out = []
        for ruleset in sorted(by_ruleset):
            ps = by_ruleset[ruleset]
            totals = [p.human_total for p in ps]
            best = max(ps, key=lambda p: (p.human_total, p.finished_at))
            worst = min(ps, key=lambda p: (p.human_total, -p.finished_at.timestamp()))
            out.append(RulesetStats(ruleset, len(ps), sum(p.won for p in ps),
                                    sum(totals) / len(totals), best, worst))  # type: ignore[arg-type]
        return out

    def contract_stats(self) -> list[ContractStats]:
        """Per ruleset and contract: deals played and the human player's average points in them."""
        rows = self._rows(
            "SELECT p.ruleset, d.contract, d.points, p.human_seat FROM deals d JOIN parties p ON p.id = d.party_id"
            " WHERE p.human_seat IS NOT NULL")
        sums: dict[tuple[str, str], list[int]] = {}
        for ruleset, contract, points, seat in rows:
            try:
                sums.setdefault((ruleset, contract), []).append(int(json.loads(points)[seat]))
            except (ValueError, TypeError, IndexError, KeyError):
                log.warning("history: damaged points %r skipped", points)
        return [ContractStats(r, c, len(v), sum(v) / len(v)) for (r, c), v in sorted(sums.items())]


def _summary(row: tuple[Any, ...], seated: dict[int, int]) -> PartySummary:
    """A party's row, and who sat at each seat (all four, or none known)."""
    pid, when, ruleset, options, players, totals, winners, seat, kind, setting = row
    people = tuple(seated[s] for s in range(4)) if len(seated) == 4 else ()
    return PartySummary(int(pid), dt.datetime.fromisoformat(when), ruleset, json.loads(options), json.loads(players),
                        json.loads(totals), json.loads(winners), seat, kind == "counted", setting, people)


__all__ = ["History", "Notice", "PartySummary", "RulesetStats", "ContractStats", "SCHEMA_VERSION", "MIGRATIONS"]

"""The people and series of a :class:`~kingdesk.storage.history.History`: reading, changing, and a person's history
as a plain file to take to another computer.

>>> from kingdesk.storage.history import History
>>> h = History(":memory:"); h.open(); book = Book(h)
>>> ana = book.add_person("Ana"); book.rename(ana, "Ana María"); [p.name for p in book.people()]
['Ana María']
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from kingdesk.record.io import parse_record

from .atomic import atomic_write_text
from .history import History
from .people import (
    COLOURS, PERSON_COLUMNS, PICTURES, RULES, SETTINGS, Person, Series, computer_person, key_of, person_by_name,
    person_of,
)
from .stats import Played

PERSON_FORMAT = "kingdesk-person/1"
"""The format of a person's exported history: the person and, for each party they sat in, the seat, the evening,
where it was played and the whole ``kingdesk/1`` record."""


class NameTaken(ValueError):
    """Another person already has this name."""


class Book:
    """People and series over one history (the same connection and lock)."""

    def __init__(self, history: History):
        self.history = history

    # ------------------------------------------------------------------ people
    def people(self, computers: bool = True) -> list[Person]:
        """Everyone, people by name then the computer players by level."""
        rows = self.history.rows(f"SELECT {PERSON_COLUMNS} FROM people ORDER BY computer IS NOT NULL, key, computer")
        return [person_of(r) for r in rows if computers or r[6] is None]

    def person(self, pid: int) -> Person:
        rows = self.history.rows(f"SELECT {PERSON_COLUMNS} FROM people WHERE id = ?", (pid,))
        if not rows:
            raise KeyError(pid)
        return person_of(rows[0])

    def find(self, name: str) -> Person | None:
        rows = self.history.rows(f"SELECT {PERSON_COLUMNS} FROM people WHERE key = ? AND computer IS NULL",
                                 (key_of(name),))
        return person_of(rows[0]) if rows else None

    def add_person(self, name: str, colour: str | None = None, picture: str = "", languages: Sequence[str] = (),
                   level: str | None = None) -> int:
        """A new person; :class:`NameTaken` if someone has the name, ``ValueError`` for an empty one."""
        name = " ".join(name.split())
        if not name:
            raise ValueError("a person needs a name")
        if self.find(name) is not None:
            raise NameTaken(name)

        def step(db: sqlite3.Connection) -> int:
            pid = person_by_name(db, name)
            assert pid is not None
            self._set(db, pid, colour, picture, languages, level)
            return pid

        return int(self.history.write(step) or 0)

    def computer(self, level: str) -> int:
        return int(self.history.write(lambda db: computer_person(db, level)) or 0)

    def update(self, pid: int, colour: str | None = None, picture: str = "", languages: Sequence[str] = (),
               level: str | None = None) -> None:
        self.history.write(lambda db: self._set(db, pid, colour, picture, languages, level))

    @staticmethod
    def _set(db: sqlite3.Connection, pid: int, colour: str | None, picture: str, languages: Sequence[str],
             level: str | None) -> None:
        if colour is not None and colour not in COLOURS or picture not in PICTURES:
            raise ValueError(f"no such look {colour!r} {picture!r}")
        db.execute("UPDATE people SET colour = COALESCE(?, colour), picture = ?, languages = ?, level = ? WHERE id = ?",
                   (colour, picture, json.dumps(list(languages)), level, pid))

    def rename(self, pid: int, name: str) -> None:
        """A new name; every party the person sat in stays theirs. :class:`NameTaken` if another has it."""
        name = " ".join(name.split())
        if not name:
            raise ValueError("a person needs a name")
        other = self.find(name)
        if other is not None and other.id != pid:
            raise NameTaken(name)
        self.history.write(lambda db: db.execute(
            "UPDATE people SET name = ?, key = ? WHERE id = ? AND computer IS NULL", (name, key_of(name), pid)))

    def merge(self, gone: int, into: int) -> None:
        """Two people are one (a name typed two ways, a name that was the computer's): every seat of ``gone``
        becomes ``into``'s, and ``gone`` is no more."""
        if gone == into:
            return

        def step(db: sqlite3.Connection) -> None:
            db.execute("UPDATE party_seats SET person_id = ? WHERE person_id = ?", (into, gone))
            db.execute("DELETE FROM people WHERE id = ?", (gone,))

        self.history.write(step)

    # ------------------------------------------------------------------ parties as the statistics see them
    def played(self, series: int | None = None) -> list[Played]:
        """Every stored party with its deals (or a series' parties), the oldest first."""
        deals: dict[int, list[tuple[str, tuple[int, ...]]]] = {}
        for party_id, contract, points in self.history.rows(
                "SELECT party_id, contract, points FROM deals ORDER BY party_id, idx"):
            try:
                deals.setdefault(int(party_id), []).append((str(contract), tuple(int(x) for x in json.loads(points))))
            except (ValueError, TypeError):
                continue  # a damaged row counts for nothing, the others still do
        keep = None if series is None else {int(r[0]) for r in self.history.rows(
            "SELECT party_id FROM series_parties WHERE series_id = ?", (series,))}
        out = [Played(p, tuple(deals.get(p.id, ()))) for p in reversed(self.history.parties())
               if keep is None or p.id in keep]
        return [pl for pl in out if len(pl.party.people) == 4]

    # ------------------------------------------------------------------ series
    def series(self) -> list[Series]:
        return [Series(int(i), str(n), str(r), bool(c)) for i, n, r, c in
                self.history.rows("SELECT id, name, rule, current FROM series ORDER BY id DESC")]

    def add_series(self, name: str, rule: str = "places", current: bool = True) -> int:
        """A new series; the current one (new parties join it) unless ``current`` is false."""
        name = " ".join(name.split())
        if not name or rule not in RULES:
            raise ValueError(f"bad series {name!r} {rule!r}")

        def step(db: sqlite3.Connection) -> int:
            if current:
                db.execute("UPDATE series SET current = 0")
            cur = db.execute("INSERT INTO series (name, rule, current) VALUES (?, ?, ?)", (name, rule, int(current)))
            return int(cur.lastrowid)  # type: ignore[arg-type]

        return int(self.history.write(step) or 0)

    def set_rule(self, sid: int, rule: str) -> None:
        if rule not in RULES:
            raise ValueError(rule)
        self.history.write(lambda db: db.execute("UPDATE series SET rule = ? WHERE id = ?", (rule, sid)))

    def make_current(self, sid: int | None) -> None:
        """New parties join series ``sid`` (``None``: none)."""
        def step(db: sqlite3.Connection) -> None:
            db.execute("UPDATE series SET current = 0")
            if sid is not None:
                db.execute("UPDATE series SET current = 1 WHERE id = ?", (sid,))

        self.history.write(step)

    def add_to_series(self, sid: int, party_id: int) -> None:
        """A stored party of any kind joins a series (once)."""
        self.history.write(lambda db: db.execute(
            "INSERT OR IGNORE INTO series_parties (series_id, party_id) VALUES (?, ?)", (sid, party_id)))

    def remove_from_series(self, sid: int, party_id: int) -> None:
        self.history.write(lambda db: db.execute(
            "DELETE FROM series_parties WHERE series_id = ? AND party_id = ?", (sid, party_id)))

    def _sat(self, party_id: int, seat: int, pid: int) -> None:
        self.history.write(lambda db: db.execute(
            "UPDATE party_seats SET person_id = ? WHERE party_id = ? AND seat = ?", (pid, party_id, seat)))

    # ------------------------------------------------------------------ a person's history as a file
    def export_person(self, pid: int, path: Path) -> int:
        """Write the person and every party they sat in (``kingdesk-person/1``, JSON); the number of parties."""
        p = self.person(pid)
        parties = []
        for pl in self.played():
            seat = pl.seat_of(pid)
            if seat is None:
                continue
            s = pl.party
            parties.append({"seat": seat, "finished_at": s.finished_at.isoformat(), "setting": s.setting,
                            "record": json.loads(self.history.record_text(s.id))})
        doc: dict[str, Any] = {"format": PERSON_FORMAT, "person": {
            "name": p.name, "colour": p.colour, "picture": p.picture, "languages": list(p.languages),
            "level": p.level, "computer": p.computer}, "parties": parties}
        atomic_write_text(path, json.dumps(doc, ensure_ascii=False, indent=1))
        return len(parties)

    def import_person(self, path: Path) -> tuple[int, int]:
        """Read a person's exported history: (the person's id here, parties added). A party already here is not
        added twice; the person is the one of that name here, made if new. ``ValueError`` for a file that is not
        a person's history (nothing is changed), :class:`~kingdesk.record.errors.RecordError` for a broken
        record in it."""
        doc = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(doc, dict) or doc.get("format") != PERSON_FORMAT or not isinstance(doc.get("parties"), list):
            raise ValueError("not a KingDesk person's history")
        who = doc.get("person") or {}
        loaded = []
        for entry in doc["parties"]:
            if entry.get("setting") not in SETTINGS or entry.get("seat") not in range(4):
                raise ValueError("a party of the file says no seat or setting")
            loaded.append((entry, parse_record(json.dumps(entry["record"]))))  # all read before anything is added
        computer = who.get("computer")
        if isinstance(computer, str):
            pid = self.computer(computer)
        else:
            name = str(who.get("name") or "").strip()
            if not name:
                raise ValueError("the person has no name")
            found = self.find(name)
            pid = found.id if found is not None else self.add_person(
                name, who.get("colour") if who.get("colour") in COLOURS else None,
                str(who.get("picture")) if who.get("picture") in PICTURES else "",
                [str(x) for x in who.get("languages") or []], who.get("level"))
        before = {p.id for p in self.history.parties()}
        added = 0
        for entry, rec in loaded:
            names = list(rec.players or [str(s + 1) for s in range(4)])
            when = dt.datetime.fromisoformat(str(entry["finished_at"]))
            party_id = self.history.add_party(rec.game, names, human_seat=int(entry["seat"]), finished_at=when,
                                              setting=str(entry["setting"]))
            if party_id is None:
                break
            if party_id not in before:
                added += 1
                # the person sat there, whatever the seat's name was on that evening
                self._sat(party_id, int(entry["seat"]), pid)
        return pid, added


__all__ = ["Book", "NameTaken", "PERSON_FORMAT"]

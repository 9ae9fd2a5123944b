"""People and series in the history database: who sat at each seat of a stored party, and the contests that group
parties over several evenings.

A **person** is a row of ``people``: a name, a colour and a picture from small fixed sets, the languages they
speak and the computer level they like to play against. A computer player is a person too, one per level
(``computer`` holds the level, the name is shown as "Computer · hard" in the player's language). ``party_seats``
says which person sat at each seat of each party, so renaming a person keeps all of their past: the records keep
the names as they were said that evening, the statistics follow the person.

A **series** is a row of ``series`` with its standings rule (:data:`RULES`) and ``series_parties`` lists its
parties, of any kind. At most one series is *current*: a party stored while it is joins it.

The schema step (:func:`migrate_4`) is run by :class:`~kingdesk.storage.history.History`, in one transaction.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass

from kingdesk.levels import LEVELS

COLOURS: tuple[str, ...] = ("red", "orange", "gold", "green", "teal", "blue", "purple", "grey")
"""The colours a person can have, in the order offered; the first is the default."""
COLOUR_HEX: dict[str, str] = {"red": "#c62828", "orange": "#ef6c00", "gold": "#b8860b", "green": "#2e7d32",
                              "teal": "#00838f", "blue": "#1565c0", "purple": "#6a1b9a", "grey": "#546e7a"}
PICTURES: tuple[str, ...] = ("", "spade", "heart", "diamond", "club", "crown", "star", "moon")
"""The pictures a person can show instead of their initial (``""``: the initial)."""
SETTINGS: tuple[str, ...] = ("alone", "table", "counted")
"""Where a party was played: alone against the computer, at a table with people at other computers, or with
real cards and written down (``counted``)."""
RULES: tuple[str, ...] = ("places", "points", "wins")
"""A series' standings rule: the lowest sum of places, the most points, the most parties won."""


@dataclass(frozen=True)
class Person:
    id: int
    name: str
    colour: str = COLOURS[0]
    picture: str = ""
    languages: tuple[str, ...] = ()
    level: str | None = None
    """The computer level this person likes to play against (New game sets the others to it)."""
    computer: str | None = None
    """A computer player's level; ``None`` for a person."""


@dataclass(frozen=True)
class Series:
    id: int
    name: str
    rule: str
    current: bool = False


def key_of(name: str) -> str:
    """The form two names are compared in ("ana" is "Ana"; Turkish İ and ı kept apart from I and i)."""
    return " ".join(name.split()).casefold()


def migrate_4(db: sqlite3.Connection) -> None:
    """Version 4: people, who sat where, where each party was played, and series.

    Today's parties keep every row. Each name at a seat becomes a person (one person per name, compared by
    :func:`key_of`), because a version-3 file does not say which seats were computer players; so that a name
    that was really the computer's can be merged into "Computer · …" afterwards
    (:meth:`kingdesk.storage.book.Book.merge`), a file with parties gets the computer player of every level. A
    counted party is ``counted``; any other was played on this computer and is ``alone``.
    """
    db.execute("""
        CREATE TABLE people (
            id        INTEGER PRIMARY KEY,
            name      TEXT NOT NULL,
            key       TEXT NOT NULL,
            colour    TEXT NOT NULL DEFAULT 'red',
            picture   TEXT NOT NULL DEFAULT '',
            languages TEXT NOT NULL DEFAULT '[]',
            level     TEXT,
            computer  TEXT
        )""")
    db.execute("CREATE UNIQUE INDEX people_key ON people(key) WHERE computer IS NULL")
    db.execute("CREATE UNIQUE INDEX people_computer ON people(computer) WHERE computer IS NOT NULL")
    db.execute("""
        CREATE TABLE party_seats (
            party_id  INTEGER NOT NULL REFERENCES parties(id) ON DELETE CASCADE,
            seat      INTEGER NOT NULL,
            person_id INTEGER NOT NULL REFERENCES people(id),
            PRIMARY KEY (party_id, seat)
        )""")
    db.execute("CREATE INDEX party_seats_person ON party_seats(person_id)")
    db.execute("ALTER TABLE parties ADD COLUMN setting TEXT NOT NULL DEFAULT 'alone'")
    db.execute("UPDATE parties SET setting = 'counted' WHERE kind = 'counted'")
    db.execute("""
        CREATE TABLE series (
            id      INTEGER PRIMARY KEY,
            name    TEXT NOT NULL,
            rule    TEXT NOT NULL DEFAULT 'places',
            current INTEGER NOT NULL DEFAULT 0
        )""")
    db.execute("""
        CREATE TABLE series_parties (
            series_id INTEGER NOT NULL REFERENCES series(id) ON DELETE CASCADE,
            party_id  INTEGER NOT NULL REFERENCES parties(id) ON DELETE CASCADE,
            PRIMARY KEY (series_id, party_id)
        )""")
    for party_id, players in db.execute("SELECT id, players FROM parties ORDER BY id").fetchall():
        try:
            names = [str(n) for n in json.loads(players)]
        except (ValueError, TypeError):
            names = []
        seat_people(db, party_id, names, None)
    if db.execute("SELECT COUNT(*) FROM parties").fetchone()[0]:
        for level in LEVELS:
            computer_person(db, level)


def person_by_name(db: sqlite3.Connection, name: str, create: bool = True) -> int | None:
    """The id of the person called ``name`` (not a computer), made if there is none and ``create``."""
    name = " ".join(name.split())
    row = db.execute("SELECT id FROM people WHERE key = ? AND computer IS NULL", (key_of(name),)).fetchone()
    if row:
        return int(row[0])
    if not create or not name:
        return None
    n = db.execute("SELECT COUNT(*) FROM people").fetchone()[0]
    cur = db.execute("INSERT INTO people (name, key, colour) VALUES (?, ?, ?)",
                     (name, key_of(name), COLOURS[int(n) % len(COLOURS)]))
    return int(cur.lastrowid)  # type: ignore[arg-type]


def computer_person(db: sqlite3.Connection, level: str) -> int:
    """The id of the computer player of ``level`` (made the first time it plays)."""
    row = db.execute("SELECT id FROM people WHERE computer = ?", (level,)).fetchone()
    if row:
        return int(row[0])
    cur = db.execute("INSERT INTO people (name, key, colour, picture, computer) VALUES (?, ?, 'grey', 'star', ?)",
                     (f"Computer · {level}", f"computer:{level}", level))
    return int(cur.lastrowid)  # type: ignore[arg-type]


def seat_people(db: sqlite3.Connection, party_id: int, names: Sequence[str],
                levels: Sequence[str | None] | None) -> None:
    """Who sat at each seat: the computer player of a seat's level, else the person of the seat's name."""
    for seat in range(4):
        level = levels[seat] if levels is not None and seat < len(levels) else None
        if level is not None:
            pid: int | None = computer_person(db, level)
        else:
            name = names[seat] if seat < len(names) and str(names[seat]).strip() else str(seat + 1)
            pid = person_by_name(db, name)
        db.execute("INSERT OR REPLACE INTO party_seats (party_id, seat, person_id) VALUES (?, ?, ?)",
                   (party_id, seat, pid))


def join_current_series(db: sqlite3.Connection, party_id: int) -> None:
    db.execute("INSERT OR IGNORE INTO series_parties (series_id, party_id) SELECT id, ? FROM series WHERE current = 1",
               (party_id,))


def person_of(row: Sequence[object]) -> Person:
    pid, name, colour, picture, languages, level, computer = row
    try:
        langs = tuple(str(x) for x in json.loads(str(languages)))
    except (ValueError, TypeError):
        langs = ()
    return Person(int(pid), str(name), str(colour) if colour in COLOURS else COLOURS[0],  # type: ignore[call-overload]
                  str(picture) if picture in PICTURES else "", langs,
                  str(level) if level is not None else None, str(computer) if computer is not None else None)


PERSON_COLUMNS = "id, name, colour, picture, languages, level, computer"

__all__ = ["COLOURS", "COLOUR_HEX", "PICTURES", "SETTINGS", "RULES", "Person", "Series", "key_of", "migrate_4",
           "person_by_name", "computer_person", "seat_people", "join_current_series", "person_of", "PERSON_COLUMNS"]

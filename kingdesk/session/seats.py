"""Who sits where: the one description of a party's four seats.

A seat is

* :class:`Person`: a person at this table (the window shows this seat's hand and takes its moves);
* :class:`Computer`: a computer player of a level (:data:`kingdesk.ai.players.LEVELS`) with its seed;
  the party's owner asks it and applies its answer;
* :class:`Remote`: a person at another computer, whose moves come over the network (the owner waits
  for them as for a person here).

Every seat delivers the same move naming its seat (:class:`~.messages.Apply`); the owner checks it.

What follows from the seats when two or more are people:

* **undo and redo** are for a table with one person: they take back that person's last decision (and
  the computer players' moves after it). With two or more people nobody takes back another's move, so
  both are off (:attr:`Seats.undo_allowed`);
* **the history's human seat** is the first person here (:meth:`Seats.player`): the statistics are that
  person's; a party with no person here (a demonstration) has none;
* **the shown seats** are the window's: the hand of its person, or all four when nobody plays here;
* **the autosave** is the same whoever sits: the party's owner writes it after every step.

>>> s = Seats.from_levels((None, "hard", "medium", "easy"))
>>> s.player, s.people, s[1]
(0, (0,), Computer(level='hard', seed=22))
>>> Seats.from_json(s.to_json()) == s
True
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from kingdesk.levels import LEVELS

DEFAULT_SEEDS = (11, 22, 33, 44)
"""The computer players' seeds by seat when the party does not say (the same for every party, so a bug
report replays)."""


@dataclass(frozen=True)
class Person:
    """A person at this table."""


@dataclass(frozen=True)
class Computer:
    """A computer player: its level and its seed."""

    level: str
    seed: int


@dataclass(frozen=True)
class Remote:
    """A person at another computer."""


Seat = Person | Computer | Remote


@dataclass(frozen=True)
class Seats:
    """The four seats, in seat order."""

    seats: tuple[Seat, Seat, Seat, Seat]

    @classmethod
    def from_levels(cls, levels: Sequence[str | None], seeds: Sequence[int] = DEFAULT_SEEDS) -> Seats:
        """``None`` is a person here, a level a computer player with that seat's seed (what New Game asks)."""
        if len(levels) != 4:
            raise ValueError(f"four seats, not {len(levels)}")
        return cls(tuple(Person() if lv is None else Computer(lv, seeds[s % len(seeds)])  # type: ignore[arg-type]
                         for s, lv in enumerate(levels)))

    @classmethod
    def computers(cls, level: str, seeds: Sequence[int] = DEFAULT_SEEDS) -> Seats:
        """Four computer players of one level (a demonstration, a headless table)."""
        return cls.from_levels((level,) * 4, seeds)

    def __getitem__(self, seat: int) -> Seat:
        return self.seats[seat]

    def __iter__(self) -> Iterator[Seat]:
        return iter(self.seats)

    @property
    def levels(self) -> tuple[str | None, ...]:
        """A computer's level per seat, ``None`` for a person (here or elsewhere): what records and settings keep."""
        return tuple(s.level if isinstance(s, Computer) else None for s in self.seats)

    @property
    def people(self) -> tuple[int, ...]:
        """The seats of people, here or at another computer."""
        return tuple(i for i, s in enumerate(self.seats) if not isinstance(s, Computer))

    @property
    def here(self) -> tuple[int, ...]:
        """The seats of people at this table."""
        return tuple(i for i, s in enumerate(self.seats) if isinstance(s, Person))

    @property
    def player(self) -> int | None:
        """The person this table's window plays for (and whose statistics the history keeps): the first here."""
        return self.here[0] if self.here else None

    @property
    def undo_allowed(self) -> bool:
        """One person at the table: undo and redo take back that person's decisions."""
        return len(self.people) == 1

    def to_json(self) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for s in self.seats:
            if isinstance(s, Computer):
                out.append({"seat": "computer", "level": s.level, "seed": s.seed})
            else:
                out.append({"seat": "person" if isinstance(s, Person) else "remote"})
        return out

    @classmethod
    def from_json(cls, data: Sequence[dict[str, Any]]) -> Seats:
        seats: list[Seat] = []
        for d in data:
            kind = d.get("seat")
            if kind == "computer":
                if d.get("level") not in LEVELS:
                    raise ValueError(f"unknown level {d.get('level')!r}")
                seats.append(Computer(str(d["level"]), int(d["seed"])))
            elif kind == "person":
                seats.append(Person())
            elif kind == "remote":
                seats.append(Remote())
            else:
                raise ValueError(f"unknown seat {kind!r}")
        if len(seats) != 4:
            raise ValueError(f"four seats, not {len(seats)}")
        return cls(tuple(seats))  # type: ignore[arg-type]


ONE_PERSON = Seats.from_levels((None, "medium", "medium", "medium"))
"""A person in seat 0 against three medium computer players: a party's seats when nothing says otherwise."""

__all__ = ["DEFAULT_SEEDS", "ONE_PERSON", "Person", "Computer", "Remote", "Seat", "Seats"]

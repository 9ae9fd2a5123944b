"""Statistics of people over stored parties of every kind: a person's record, two people's record against each
other, and a series' standings. Pure functions over :class:`Played` parties (no database, no Qt).

A party's **place** for a seat is one more than the number of seats with a higher total: tied seats share the
better place (totals 10, 10, 0, -20 are places 1, 1, 3, 4).

An **evening** is the local day a party ended on, a party ended before 6 in the morning counting for the
evening before (a game that went on past midnight belongs to the evening it was played).

>>> places((10, 10, 0, -20))
[1, 1, 3, 4]
>>> evening_of(dt.datetime(2026, 11, 2, 1, 30).astimezone())
datetime.date(2026, 11, 1)
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from .history import PartySummary
from .people import RULES, SETTINGS


@dataclass(frozen=True)
class Played:
    """One stored party and its deals: (contract, points by seat) for each deal that counted."""

    party: PartySummary
    deals: tuple[tuple[str, tuple[int, ...]], ...] = ()

    def seat_of(self, person: int) -> int | None:
        people = self.party.people
        return people.index(person) if person in people else None


EVENING_ENDS = dt.timedelta(hours=6)


def evening_of(moment: dt.datetime) -> dt.date:
    return (moment.astimezone() - EVENING_ENDS).date()


def places(totals: Sequence[int]) -> list[int]:
    return [1 + sum(1 for o in totals if o > t) for t in totals]


@dataclass(frozen=True)
class ContractLine:
    contract: str
    deals: int
    average: float


@dataclass(frozen=True)
class Evening:
    day: dt.date
    parties: int
    points: int


@dataclass(frozen=True)
class PersonStats:
    person: int
    parties: int
    by_setting: dict[str, int]
    """Parties per :data:`~kingdesk.storage.people.SETTINGS` (alone, at a table, with real cards)."""
    wins: int
    average_place: float
    deals: int
    points_per_deal: float
    contracts: tuple[ContractLine, ...]
    evenings: tuple[Evening, ...]
    """The person's points evening by evening (the parties of one local day), oldest first."""

    @property
    def best_contract(self) -> ContractLine | None:
        return max(self.contracts, key=lambda c: c.average) if self.contracts else None

    @property
    def worst_contract(self) -> ContractLine | None:
        return min(self.contracts, key=lambda c: c.average) if self.contracts else None


def person_stats(parties: Iterable[Played], person: int, settings: Iterable[str] = SETTINGS) -> PersonStats:
    """The person's record over the parties they sat in, of the kinds in ``settings``."""
    wanted = set(settings)
    n = wins = place_sum = deals = points = 0
    by_setting = {s: 0 for s in SETTINGS}
    per_contract: dict[str, list[int]] = {}
    evenings: dict[dt.date, list[int]] = {}
    for pl in parties:
        seat = pl.seat_of(person)
        if seat is None or pl.party.setting not in wanted:
            continue
        p = pl.party
        n += 1
        by_setting[p.setting] = by_setting.get(p.setting, 0) + 1
        wins += seat in p.winners
        place_sum += places(p.totals)[seat]
        day = evenings.setdefault(evening_of(p.finished_at), [0, 0])
        day[0] += 1
        day[1] += p.totals[seat]
        for contract, pts in pl.deals:
            deals += 1
            points += pts[seat]
            per_contract.setdefault(contract, []).append(pts[seat])
    lines = tuple(ContractLine(c, len(v), sum(v) / len(v)) for c, v in per_contract.items())
    return PersonStats(person, n, by_setting, wins, place_sum / n if n else 0.0, deals,
                       points / deals if deals else 0.0, lines,
                       tuple(Evening(d, v[0], v[1]) for d, v in sorted(evenings.items())))


@dataclass(frozen=True)
class HeadToHead:
    """Two people's record in the parties where both sat."""

    a: int
    b: int
    parties: int = 0
    a_ahead: int = 0
    """Parties ``a`` finished in a better place than ``b``."""
    b_ahead: int = 0
    level: int = 0
    """Parties they finished in the same place."""
    a_wins: int = 0
    b_wins: int = 0
    a_points: int = 0
    b_points: int = 0
    ids: tuple[int, ...] = field(default=())


def head_to_head(parties: Iterable[Played], a: int, b: int) -> HeadToHead:
    n = a_ahead = b_ahead = level = a_wins = b_wins = a_points = b_points = 0
    ids = []
    for pl in parties:
        sa, sb = pl.seat_of(a), pl.seat_of(b)
        if sa is None or sb is None or a == b:
            continue
        p = pl.party
        n += 1
        ids.append(p.id)
        pa, pb = places(p.totals)[sa], places(p.totals)[sb]
        a_ahead += pa < pb
        b_ahead += pb < pa
        level += pa == pb
        a_wins += sa in p.winners
        b_wins += sb in p.winners
        a_points += p.totals[sa]
        b_points += p.totals[sb]
    return HeadToHead(a, b, n, a_ahead, b_ahead, level, a_wins, b_wins, a_points, b_points, tuple(ids))


@dataclass(frozen=True)
class Standing:
    person: int
    parties: int
    places: int
    """The sum of the person's places."""
    points: int
    wins: int
    rank: int = 0


def standings(parties: Iterable[Played], rule: str) -> list[Standing]:
    """A series' table: every person who sat in its parties, best first by ``rule`` (:data:`RULES`), the others
    as tie-breaks (places: fewer is better, then more wins, more points; points: then wins; wins: then points);
    people level on every count share a rank."""
    if rule not in RULES:
        raise ValueError(f"unknown rule {rule!r}")
    acc: dict[int, list[int]] = {}
    for pl in parties:
        p = pl.party
        ps = places(p.totals)
        for seat, person in enumerate(p.people):
            row = acc.setdefault(person, [0, 0, 0, 0])
            row[0] += 1
            row[1] += ps[seat]
            row[2] += p.totals[seat]
            row[3] += seat in p.winners

    def key(item: tuple[int, list[int]]) -> tuple[int, ...]:
        _pid, (n, pl_sum, pts, wins) = item
        if rule == "places":
            return (pl_sum, -wins, -pts)
        if rule == "points":
            return (-pts, -wins, pl_sum)
        return (-wins, -pts, pl_sum)

    rows = sorted(acc.items(), key=lambda it: (key(it), it[0]))
    out: list[Standing] = []
    for i, it in enumerate(rows):
        rank = out[-1].rank if out and key(rows[i - 1]) == key(it) else i + 1
        pid, (n, pl_sum, pts, wins) = it
        out.append(Standing(pid, n, pl_sum, pts, wins, rank))
    return out


__all__ = ["Played", "evening_of", "places", "ContractLine", "Evening", "PersonStats", "person_stats", "HeadToHead",
           "head_to_head", "Standing", "standings"]

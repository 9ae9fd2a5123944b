"""Points of a finished deal, and the party's result (docs/rules.md §1.6, §2.3, §2.6, §3)."""

from __future__ import annotations

from collections.abc import Sequence

from .contracts import LAST_TWO, Contract
from .play import DealPlay
from .rules import Rules


def deal_points(play: DealPlay, rules: Rules) -> list[int]:
    """Each seat's points for a finished deal, before any Spanish sale transfer."""
    return points_of_units(play.contract, play.units(), tuple(play.winners[11:13]), rules)


def points_of_units(c: Contract, units: list[int], last_two: tuple[int, ...], rules: Rules) -> list[int]:
    """Each seat's points from what it took (``units``: tricks or penalty cards; ``last_two``: the seats
    that took tricks 12 and 13), before any Spanish sale transfer. A played deal and a counted one
    (:mod:`.counted`) are scored here alike."""
    if c.family == "tr":
        return [u * c.value for u in units]
    if c.positive:
        return list(units)
    values = rules.es_neg_values
    v = values[c.name]
    if c.unit == LAST_TWO:
        pts = [0, 0, 0, 0]
        for i, w in enumerate(last_two):
            pts[w] -= v[i]
        return pts
    return [-u * v for u in units]


def ten_in_a_row(winners: Sequence[int]) -> int | None:
    """The seat that won ten tricks in a row among ``winners`` (each trick's winner, in order), if one did
    (two cannot: 20 > 13)."""
    run = 0
    for i, w in enumerate(winners):
        run = run + 1 if i and w == winners[i - 1] else 1
        if run == 10:
            return w
    return None


def king_maker(rule: str, tricks: Sequence[int], in_a_row: int | None) -> int | None:
    """The seat that made the King in a Koz deal under ``rule`` (``tr_king_rule``), or ``None``.

    ``tricks`` is what each seat took, ``in_a_row`` the seat that took ten of them in a row
    (:func:`ten_in_a_row` of a played deal; what the players say of a counted one). A played deal and a
    counted one (:mod:`.counted`) are judged here alike.

    >>> king_maker("11_or_10_consecutive", (10, 1, 1, 1), None), king_maker("11_or_10_consecutive", (10, 1, 1, 1), 0)
    (None, 0)
    """
    for s in range(4):
        n = tricks[s]
        if rule == "ge10" and n >= 10 or rule == "all13" and n == 13:
            return s
        if rule == "11_or_10_consecutive" and (n >= 11 or s == in_a_row):
            return s
    return None


def sale_transfer(points: list[int], seller: int, buyer: int, price: int) -> list[int]:
    """Spanish sale: the seller (mano) gets the price, the buyer pays it (§1.5 step 6)."""
    out = list(points)
    out[seller] += price
    out[buyer] -= price
    return out


def contract_total(c: Contract, rules: Rules) -> int:
    """The sum over seats of a fully played deal of this contract."""
    if c.family == "tr":
        return c.value * c.units_total
    if c.positive:
        return 13
    v = rules.es_neg_values[c.name]
    if c.unit == LAST_TWO:
        return -int(sum(v))
    return -int(v) * c.units_total


def winners_by_max(totals: list[int]) -> list[int]:
    best = max(totals)
    return [s for s in range(4) if totals[s] == best]


def turkish_standing(totals: list[int], zero_is: str) -> list[str]:
    """``cikti`` for a positive total, ``batti`` for a negative one; 0 as the option says."""
    zero = {"batmış": "batti", "çıkmış": "cikti", "neutral": "neutral"}[zero_is]
    return ["cikti" if t > 0 else "batti" if t < 0 else zero for t in totals]

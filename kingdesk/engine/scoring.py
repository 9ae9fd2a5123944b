"""Points of a finished deal, and the party's result (docs/rules.md §1.6, §2.3, §2.6, §3)."""

from __future__ import annotations

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

"""Decisions other than cards: contract, trump, El İptal, misdeal, King, and the Spanish sale.

All of them rest on one measurement, :func:`estimate`: deal the unseen cards
at random many times, play each deal out with the rule-based policy of
:mod:`kingdesk.ai.policy` (every seat the same), and average what this seat
scores. The same sampled deals serve every option, so the comparison between
options is much sharper than the noise of each estimate.

* **Turkish contract**: choose by the *advantage* of a contract, the seat's
  expected points minus the contract's average per seat (its total / 4): a
  koz hand is worth taking when it beats the +162.5 an average seat gets in
  koz, a ceza when the seat loses less than an average seat would. Raw
  expected value would always pick koz, and every ceza must be played anyway.
* **Trump**: the suit with the most expected tricks.
* **El İptal**: cancel when the koz hand is expected to score below the
  average seat.
* **Spanish sale**: the mano opens the sale when he may refuse offers (it costs
  nothing), otherwise only when the trump choice is worth little to him. A
  bidder offers up to the tricks that choosing the trump is worth to him
  (``tricks with his best suit - tricks averaged over the other suits``, less
  half a trick), one more than the best offer each time. The mano accepts when
  the price plus the tricks he expects under a suit he does not choose beats
  his tricks with his own best suit.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from kingdesk.engine.cards import HEARTS_MASK, SUITS
from kingdesk.engine.contracts import CONTRACTS, SPANISH
from kingdesk.engine.play import DealPlay
from kingdesk.engine.scoring import contract_total, deal_points
from kingdesk.engine.view import SeatView

from .policy import playout

RECOVERY = "recuperacion"


def random_worlds(view: SeatView, n: int, rng: random.Random,
                  stop: Callable[[], bool] | None = None) -> list[list[int]]:
    """``n`` random full deals consistent with the seat's 13 cards (before any play)."""
    seat = view.seat
    hand = view.current.hands[seat] if view.current is not None else view.hand
    rest = [c for c in range(52) if not (hand >> c) & 1]
    out: list[list[int]] = []
    for _ in range(n):
        if stop is not None and stop():
            break
        rng.shuffle(rest)
        hands = [0, 0, 0, 0]
        k = 0
        for s in range(4):
            if s == seat:
                hands[s] = hand
                continue
            m = 0
            for c in rest[k:k + 13]:
                m |= 1 << c
            hands[s] = m
            k += 13
        out.append(hands)
    return out


def estimate(view: SeatView, worlds: Sequence[list[int]], contract: str, trump: int | None, leader: int,
             stop: Callable[[], bool] | None = None) -> tuple[float, float]:
    """Mean (points, tricks) of the seat over the worlds, playing out with the policy."""
    c = CONTRACTS[contract]
    rules = view.rules
    seat = view.seat
    pts = tricks = 0.0
    n = 0
    for hands in worlds:
        if stop is not None and stop():
            break
        p = DealPlay(hands, c, trump, rules, leader)
        playout(p)
        pts += deal_points(p, rules)[seat]
        tricks += p.tricks_won[seat]
        n += 1
    if not n:
        return 0.0, 0.0
    return pts / n, tricks / n


class ChoiceMaker:
    """Answers the non-card decisions for one seat with ``worlds`` sampled deals per option."""

    def __init__(self, worlds: int, stop: Callable[[], bool] | None = None):
        self.worlds = worlds
        self.stop = stop
        self.values: dict[Any, float] = {}
        """What the last decision measured for each option it weighed, in the seat's points (contract: the
        advantage over an average seat; trump: the points with that suit; El İptal: play's advantage, cancel's
        nought). The explanations read it; the choice never does."""
        self.tricks: dict[Any, float] = {}
        """The tricks the last decision expected (per trump suit; the sale's and the King's measures)."""

    def _worlds(self, view: SeatView, rng: random.Random) -> list[list[int]]:
        return random_worlds(view, self.worlds, rng, self.stop)

    # ------------------------------------------------------------------ Turkish
    def trump_tricks(self, view: SeatView, rng: random.Random, contract: str, leader: int,
                     suits: Sequence[str] = SUITS) -> dict[str, float]:
        worlds = self._worlds(view, rng)
        out = {}
        for s in suits:
            self.values[s], out[s] = estimate(view, worlds, contract, SUITS.index(s), leader, self.stop)
        self.tricks.update(out)
        return out

    def contract(self, view: SeatView, rng: random.Random) -> str:
        options: list[str] = list(view.decision.options)  # type: ignore[union-attr]
        if view.rules.family == "es":
            return self._free_lance(view, rng, options)
        worlds = self._worlds(view, rng)
        seat = view.seat
        best, best_adv = options[0], -1e18
        koz_adv = None
        for name in options:
            if name == "el-iptal":
                continue
            c = CONTRACTS[name]
            avg = contract_total(c, view.rules) / 4
            if name == "koz":
                ev = max(estimate(view, worlds, name, t, seat, self.stop)[0] for t in range(4))
                koz_adv = ev - avg
                adv = koz_adv
            else:
                adv = estimate(view, worlds, name, None, seat, self.stop)[0] - avg
            self.values[name] = adv
            if adv > best_adv:
                best, best_adv = name, adv
        if "el-iptal" in options and koz_adv is not None:
            self.values["el-iptal"] = 0.0
            if koz_adv < 0:
                return "el-iptal"
        return best

    def _free_lance(self, view: SeatView, rng: random.Random, options: list[str]) -> str:
        worlds = self._worlds(view, rng)
        best, best_adv = options[0], -1e18
        for name in options:
            avg = contract_total(SPANISH[name], view.rules) / 4
            adv = estimate(view, worlds, name, None, view.current.declarer, self.stop)[0] - avg  # type: ignore[union-attr]
            self.values[name] = adv
            if adv > best_adv:
                best, best_adv = name, adv
        return best

    def trump(self, view: SeatView, rng: random.Random) -> str:
        options: list[str] = [o for o in view.decision.options if o != "N"]  # type: ignore[union-attr]
        d = view.current
        assert d is not None
        contract = d.contract or ("koz" if view.rules.family == "tr" else RECOVERY)
        tricks = self.trump_tricks(view, rng, contract, d.declarer, options)
        return max(options, key=lambda s: (tricks[s], -SUITS.index(s)))

    def el_iptal(self, view: SeatView, rng: random.Random) -> str:
        d = view.current
        assert d is not None
        worlds = self._worlds(view, rng)
        ev = max(estimate(view, worlds, "koz", t, d.declarer, self.stop)[0] for t in range(4))
        avg = contract_total(CONTRACTS["koz"], view.rules) / 4
        self.values.update({"play": ev - avg, "el-iptal": 0.0})
        return "el-iptal" if ev < avg else "play"

    def misdeal(self, view: SeatView, rng: random.Random) -> str:
        # a lone K♥ or a lone A♥ is the worst holding in Rıfkı: take the redeal
        hearts = view.hand & HEARTS_MASK
        return "misdeal" if hearts.bit_count() == 1 else "play"

    def king(self, view: SeatView, rng: random.Random) -> str:
        d = view.current
        assert d is not None and d.trump is not None
        worlds = self._worlds(view, rng)
        need = {"ge10": 10, "11_or_10_consecutive": 11, "all13": 13}.get(view.rules.tr_king_rule, 13)
        made = 0
        for hands in worlds:
            p = DealPlay(hands, CONTRACTS["koz"], SUITS.index(d.trump), view.rules, d.declarer)
            playout(p)
            made += p.tricks_won[view.seat] >= need
        self.tricks["made"] = made / len(worlds) if worlds else 0.0
        return "declare" if made >= 0.8 * len(worlds) else "pass"

    # ------------------------------------------------------------------ Spanish sale
    def _recovery_tricks(self, view: SeatView, rng: random.Random) -> dict[str, float]:
        d = view.current
        assert d is not None
        return self.trump_tricks(view, rng, RECOVERY, d.declarer)

    def sale(self, view: SeatView, rng: random.Random) -> str:
        if view.rules.es_sale_mano_may_refuse:
            return "sell"  # a free option: any offer may still be refused
        t = sorted(self._recovery_tricks(view, rng).values())
        return "sell" if t[-1] - sum(t[:-1]) / 3 < 0.75 else "choose"

    def bid(self, view: SeatView, rng: random.Random) -> Any:
        options = view.decision.options  # type: ignore[union-attr]
        t = sorted(self._recovery_tricks(view, rng).values())
        worth = t[-1] - sum(t[:-1]) / 3 - 0.5
        cheapest = next((o for o in options if o != "pass"), None)
        if cheapest is not None and cheapest <= worth:
            return cheapest
        return "pass"

    def accept(self, view: SeatView, rng: random.Random) -> str:
        options = view.decision.options  # type: ignore[union-attr]
        d = view.current
        assert d is not None
        price = 0
        for _seat, b in d.bids:
            if b != "pass":
                price = max(price, int(b))
        t = sorted(self._recovery_tricks(view, rng).values())
        # the buyer will pick a suit good for him: assume one of our three other suits
        other = sum(t[:-1]) / 3
        if price + other > t[-1] or "refuse" not in options:
            return "accept"
        return "refuse"


def decide_non_card(maker: ChoiceMaker, view: SeatView, rng: random.Random) -> Any:
    """Dispatch a non-card decision to :class:`ChoiceMaker`."""
    d = view.decision
    assert d is not None
    kind = d.kind
    maker.values, maker.tricks = {}, {}
    if kind == "contract":
        choice = maker.contract(view, rng)
    elif kind == "trump":
        choice = maker.trump(view, rng)
    elif kind == "sale":
        choice = maker.sale(view, rng)
    elif kind == "bid":
        choice = maker.bid(view, rng)
    elif kind == "accept":
        choice = maker.accept(view, rng)
    elif kind == "el-iptal":
        choice = maker.el_iptal(view, rng)
    elif kind == "misdeal":
        choice = maker.misdeal(view, rng)
    elif kind == "king":
        choice = maker.king(view, rng)
    else:
        raise ValueError(f"a computer player does not answer '{kind}' decisions")
    if choice not in d.options:  # never answer outside the engine's options
        choice = d.options[0]
    return choice


__all__ = ["ChoiceMaker", "decide_non_card", "estimate", "random_worlds"]

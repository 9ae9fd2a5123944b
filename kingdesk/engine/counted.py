"""A party played with real cards: the same rules and scores, with the hand's counts instead of its cards.

Many families play King with a real deck and keep the score on paper.
:class:`CountedGame` is a :class:`~kingdesk.engine.game.Game` whose deals carry
no cards: a deal is a :class:`~kingdesk.engine.decisions.TableDeal` (the first
one says who starts), every decision before the first lead is the engine's own
(the contract and its quotas, the Spanish schedule and its dealers, the trump,
the sale, El İptal, the King's declaration), and where a played party would
play 52 cards the counted one takes a single ``count`` decision: a
:class:`~kingdesk.engine.decisions.Count` of what each player took, checked
here (:func:`count_refusal`) and scored by :func:`.scoring.points_of_units`,
the function that scores a played deal. So the two kinds of party share every
rule and every number; only the card play is replaced.

What the cards would have told and the counts do not is taken from the
players: a declarer who calls El İptal holds no card above ten, a player who
calls the Rıfkı misdeal holds a lone K♥ or A♥. The King rule
``11_or_10_consecutive`` needs the order of the tricks, which a count does not
give; such a party is refused (``OptionError``).

>>> g = CountedGame("turkish-12")
>>> _ = g.apply(TableDeal(declarer=2))
>>> g.decision.kind, g.decision.seat
('contract', 2)
>>> _ = g.apply("kiz-almaz"); g.decision.kind
'count'
>>> g.why_not(Count((1, 2, 1, 1)))
'counts-do-not-add-up'
>>> _ = g.apply(Count((1, 2, 1, 0))); g.totals, g.current.declarer
((-100, -200, -100, 0), 2)
"""

from __future__ import annotations

from typing import Any

from . import events as ev
from .contracts import CONTRACTS, KOZ, LAST_TWO, TRICK, Contract
from .decisions import (
    COUNT, COUNT_NEGATIVE, COUNT_TOO_HIGH, COUNTS_DO_NOT_ADD_UP, DEAL, NO_FIRST_SEAT, NOT_A_COUNT, NOT_AN_OPTION,
    WRONG_DEALER, WRONG_DECLARER, Count, DealSpec, TableDeal,
)
from .errors import IllegalMoveError, OptionError
from .game import Game
from .rules import Rules
from .schedule import next_seat
from .scoring import points_of_units

NO_HANDS = (0, 0, 0, 0)
"""The hands of a counted deal: nobody told the engine the cards."""


def _is_seat(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and 0 <= x < 4


def count_refusal(contract: Contract, count: Any) -> tuple[str, int | None] | None:
    """Why ``count`` cannot be what the four players took in a hand of ``contract``: (reason code, the seat
    whose count is wrong or ``None`` for the whole), or ``None`` when it can.

    >>> from .contracts import contract
    >>> count_refusal(contract("el-almaz"), Count((14, 0, 0, 0)))
    ('count-too-high', 0)
    >>> count_refusal(contract("kiz-almaz"), Count((1, 1, 1, 0)))
    ('counts-do-not-add-up', None)
    >>> count_refusal(contract("son-iki"), Count.of_last_two(3, 3)) is None
    True
    """
    if not isinstance(count, Count):
        return NOT_A_COUNT, None
    if contract.unit == LAST_TWO:
        pair = count.last_two
        if not isinstance(pair, tuple) or len(pair) != 2 or not all(_is_seat(s) for s in pair):
            return NOT_A_COUNT, None
        if count.units != Count.of_last_two(pair[0], pair[1]).units:
            return NOT_A_COUNT, None
        return None
    units = count.units
    if count.last_two is not None or not isinstance(units, tuple) or len(units) != 4 \
            or not all(isinstance(u, int) and not isinstance(u, bool) for u in units):
        return NOT_A_COUNT, None
    whole = contract.units_total
    for seat, u in enumerate(units):
        if u < 0:
            return COUNT_NEGATIVE, seat
        if u > whole:
            return COUNT_TOO_HIGH, seat
    if sum(units) != whole:
        return COUNTS_DO_NOT_ADD_UP, None
    return None


class CountedGame(Game):
    """A party whose hands are played with real cards and written down as counts (see the module)."""

    def __init__(self, ruleset: str | Rules = "turkish-20", options: dict[str, Any] | None = None,
                 seed: int | None = None):
        super().__init__(ruleset, options, None)  # nothing is shuffled: the seed is never used
        self.scorer: int | None = None
        """The seat of the person who keeps this score (whose statistics the party counts for), if one of the
        four; the record keeps it (``scorer``)."""
        if self.rules.family == "tr" and self.rules.tr_king_rule == "11_or_10_consecutive":
            raise OptionError("tr_king_rule", "a party scored from counts cannot tell ten tricks in a row; "
                                              "choose another King rule")

    # ------------------------------------------------------------------ what may be said
    def _refuse(self, choice: Any) -> IllegalMoveError | None:
        ph = self.state.phase
        if ph == DEAL:
            return self._check_table_deal(choice)
        if ph == COUNT:
            d = self.current
            assert d is not None and d.contract is not None
            why = count_refusal(CONTRACTS[d.contract], choice)
            if why is not None:
                return IllegalMoveError(f"{choice!r} cannot be what the players took in this hand ({why[0]})",
                                        "bad-count", why[0], why[1])
            return None
        return super()._refuse(choice)

    def _check_table_deal(self, spec: Any) -> IllegalMoveError | None:
        if not isinstance(spec, TableDeal):
            return IllegalMoveError("a hand played with real cards names no cards", "bad-deal", NOT_AN_OPTION)
        st = self.state
        first = not st.deals
        for name, seat in (("dealer", spec.dealer), ("declarer", spec.declarer)):
            if seat is not None and not _is_seat(seat):
                return IllegalMoveError(f"the {name} must be a seat 0..3", "bad-deal",
                                        WRONG_DEALER if name == "dealer" else WRONG_DECLARER)
        if self.family == "es":
            if first:
                if spec.dealer is None:
                    return IllegalMoveError("the first deal names its dealer", "bad-deal", NO_FIRST_SEAT)
                return None
            assert st.first_dealer is not None
            want = next_seat(st.first_dealer, self._schedule[len(st.deals)][0])
            if spec.dealer is not None and spec.dealer != want:
                return IllegalMoveError(f"deal {len(st.deals) + 1} is dealt by seat {want}, not {spec.dealer}",
                                        "bad-deal", WRONG_DEALER)
            return None
        if st.next_declarer is None:
            if spec.declarer is None:
                return IllegalMoveError("the first hand names its declarer", "wrong-declarer", NO_FIRST_SEAT)
        elif spec.declarer is not None and spec.declarer != st.next_declarer:
            return IllegalMoveError(f"the declarer of this hand is seat {st.next_declarer}, not {spec.declarer}",
                                    "wrong-declarer", WRONG_DECLARER)
        return None

    def _options(self) -> tuple[Any, ...]:
        if self.state.phase == COUNT:
            return ()  # a count is checked (why_not), not chosen from a list
        return super()._options()

    def _declarer_for(self, hands: tuple[int, ...], dealer: int | None, given: int | None) -> int | None:
        if self.family == "tr" and self.state.next_declarer is None:
            return given  # the players say who holds the ♦2 (or whom they chose)
        return super()._declarer_for(hands, dealer, given)

    def _may_call_misdeal(self, hand: int) -> bool:
        return True  # the players know their cards; the engine does not

    def _may_call_iptal(self, hand: int) -> bool:
        return True

    # ------------------------------------------------------------------ what it does
    def _do_deal(self, spec: DealSpec | TableDeal | None, events: list[ev.Event] | None) -> None:
        assert isinstance(spec, TableDeal)  # checked by _refuse
        dealer, declarer = spec.dealer, spec.declarer
        if self.family == "tr" and dealer is None:
            st = self.state
            if st.next_dealer is not None:
                dealer = st.next_dealer
            elif declarer is not None:
                dealer = next_seat(declarer, 3)  # the first hand's dealer is informational
        super()._do_deal(DealSpec(NO_HANDS, dealer, declarer), events)

    def _start_play(self) -> None:
        self.play = None
        self._set(phase=COUNT, seat=None, window=())

    def _do_count(self, count: Count, events: list[ev.Event] | None) -> None:
        d = self.current
        assert d is not None and d.contract is not None
        c = CONTRACTS[d.contract]
        r = self.rules
        units = list(count.units)
        common: dict[str, Any] = {"count": count, "tricks": tuple(units) if c.unit == TRICK else None}
        void = (r.family == "tr" and d.contract == "kiz-almaz" and r.tr_kiz_all_one_cancel
                and all(u == 1 for u in units))
        king = None
        if d.contract == KOZ and r.tr_king_rule != "off":
            need = 13 if r.tr_king_rule == "all13" else 10
            king = next((s for s in range(4) if units[s] >= need), None)
        points = points_of_units(c, units, count.last_two or (), r)
        self._close_deal(common, None if void else points, king, events)


__all__ = ["CountedGame", "Count", "TableDeal", "count_refusal", "NO_HANDS"]

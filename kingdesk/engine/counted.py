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
calls the Rıfkı misdeal holds a lone K♥ or A♥. Under the King rule
``11_or_10_consecutive`` a Koz hand's count says whether the player who took
exactly ten tricks took them in a row (:attr:`Count.in_a_row`), which only the
order of the tricks would tell; the King is then judged by
:func:`.scoring.king_maker`, as in a played deal.

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

A King made with ten tricks in a row ends the party, as it would at the table:

>>> g = CountedGame("turkish-20", {"tr_king_rule": "11_or_10_consecutive"})
>>> for choice in (TableDeal(declarer=0), "koz", "S", Count((1, 10, 1, 1), in_a_row=1)):
...     _ = g.apply(choice)
>>> g.is_over, g.winners
(True, (1,))
"""

from __future__ import annotations

from typing import Any

from . import events as ev
from .contracts import CONTRACTS, KOZ, LAST_TWO, TRICK, Contract
from .decisions import (
    COUNT, COUNT_NEGATIVE, COUNT_TOO_HIGH, COUNTS_DO_NOT_ADD_UP, DEAL, IN_A_ROW_NOT_ASKED, IN_A_ROW_NOT_TEN,
    NO_FIRST_SEAT, NOT_A_COUNT, NOT_AN_OPTION, WRONG_DEALER, WRONG_DECLARER, Count, DealSpec, TableDeal,
)
from .errors import IllegalMoveError
from .game import Game
from .rules import Rules
from .schedule import next_seat
from .scoring import king_maker, points_of_units

NO_HANDS = (0, 0, 0, 0)
"""The hands of a counted deal: nobody told the engine the cards."""


def _is_seat(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and 0 <= x < 4


def in_a_row_refusal(contract: Contract, rules: Rules, units: tuple[int, ...], seat: int) -> str | None:
    """Why the player at ``seat`` cannot be said to have taken ten tricks in a row (``units`` what each took),
    or ``None`` when he can: only in a Koz hand under the King rule ``11_or_10_consecutive``, and only with
    exactly ten tricks (with eleven the King is made anyway)."""
    if contract.name != KOZ or rules.family != "tr" or rules.tr_king_rule != "11_or_10_consecutive":
        return IN_A_ROW_NOT_ASKED
    if units[seat] != 10:
        return IN_A_ROW_NOT_TEN
    return None


def count_refusal(contract: Contract, count: Any, rules: Rules) -> tuple[str, int | None] | None:
    """Why ``count`` cannot be what the four players took in a hand of ``contract`` under ``rules``: (reason
    code, the seat whose count is wrong or ``None`` for the whole), or ``None`` when it can.

    >>> from .contracts import contract
    >>> r = Rules.from_preset("turkish-20", {"tr_king_rule": "11_or_10_consecutive"})
    >>> count_refusal(contract("el-almaz"), Count((14, 0, 0, 0)), r)
    ('count-too-high', 0)
    >>> count_refusal(contract("kiz-almaz"), Count((1, 1, 1, 0)), r)
    ('counts-do-not-add-up', None)
    >>> count_refusal(contract("son-iki"), Count.of_last_two(3, 3), r) is None
    True
    >>> count_refusal(contract("koz"), Count((11, 0, 1, 1), in_a_row=0), r)
    ('in-a-row-not-ten', 0)
    """
    if not isinstance(count, Count):
        return NOT_A_COUNT, None
    if count.in_a_row is not None and not _is_seat(count.in_a_row):
        return NOT_A_COUNT, None
    if count.in_a_row is not None and contract.unit == LAST_TWO:
        return IN_A_ROW_NOT_ASKED, count.in_a_row
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
    if count.in_a_row is not None:
        why = in_a_row_refusal(contract, rules, units, count.in_a_row)
        if why is not None:
            return why, count.in_a_row
    return None


class CountedGame(Game):
    """A party whose hands are played with real cards and written down as counts (see the module)."""

    def __init__(self, ruleset: str | Rules = "turkish-20", options: dict[str, Any] | None = None,
                 seed: int | None = None):
        super().__init__(ruleset, options, None)  # nothing is shuffled: the seed is never used
        self.scorer: int | None = None
        """The seat of the person who keeps this score (whose statistics the party counts for), if one of the
        four; the record keeps it (``scorer``)."""

    # ------------------------------------------------------------------ what may be said
    def _refuse(self, choice: Any) -> IllegalMoveError | None:
        ph = self.state.phase
        if ph == DEAL:
            return self._check_table_deal(choice)
        if ph == COUNT:
            d = self.current
            assert d is not None and d.contract is not None
            why = count_refusal(CONTRACTS[d.contract], choice, self.rules)
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
        king = king_maker(r.tr_king_rule, units, count.in_a_row) if d.contract == KOZ and r.tr_king_rule != "off" \
            else None
        points = points_of_units(c, units, count.last_two or (), r)
        self._close_deal(common, None if void else points, king, events)


__all__ = ["CountedGame", "Count", "TableDeal", "in_a_row_refusal", "count_refusal", "NO_HANDS"]

"""Parties played with real cards: entered hand by hand as counts, scored exactly as the engine scores played ones."""

from __future__ import annotations

import random

import pytest

from kingdesk.engine.cards import SUITS
from kingdesk.engine.contracts import CONTRACTS, LAST_TWO
from kingdesk.engine.counted import CountedGame
from kingdesk.engine.decisions import (
    COUNT_NEGATIVE, COUNT_TOO_HIGH, COUNTS_DO_NOT_ADD_UP, EL_IPTAL_NOT_FORCED, IN_A_ROW_NOT_ASKED, IN_A_ROW_NOT_TEN,
    LANCE_PLAYED, NO_PENALTY_HANDS_LEFT, NO_TRUMP_HANDS_LEFT, NOT_A_COUNT, PENALTY_USED_UP, Count, TableDeal,
)
from kingdesk.engine.game import Game
from kingdesk.engine.play import DealPlay
from kingdesk.session.tally import (
    COUNT_PART, CONTRACT_PART, LATER_PART, MANO_BUYS, MISSING, SALE_PART, EntryRefused, HandEntry, corrected, entry_of,
    hand_choices,
)


def _played(ruleset: str, seed: int) -> Game:
    """A whole party played card by card by random legal choices."""
    g = Game(ruleset, seed=seed)
    rng = random.Random(seed)
    while not g.is_over:
        d = g.decision
        g.apply(rng.choice(d.options) if d.options else None)
    return g


def _units(g: Game, index: int) -> tuple[list[int], tuple[int, ...]]:
    """What each seat took in a played deal (tricks or penalty cards) and who took tricks 12 and 13."""
    info = g.deals[index]
    c = CONTRACTS[info.contract]  # type: ignore[index]
    trump = SUITS.index(info.trump) if info.trump and info.trump != "N" else None
    leader = info.buyer if info.sold and g.rules.es_sale_buyer_leads else info.declarer
    play = DealPlay(list(info.hands), c, trump, g.rules, leader)  # type: ignore[arg-type]
    for card in info.plays:
        play.push(card)
    return play.units(), tuple(play.winners[11:13])


def _entry(g: Game, index: int) -> HandEntry:
    """The played deal as the players would say it at the table."""
    info = g.deals[index]
    if info.cancel == "el-iptal" and info.cancel_by is None or info.contract is None:
        return HandEntry(contract="el-iptal")
    units, last = _units(g, index)
    count = Count.of_last_two(*last) if CONTRACTS[info.contract].unit == LAST_TWO else Count(tuple(units))
    contract = info.contract if g.family == "tr" or g.rules.es_schedule == "free_order" else None
    sale = (info.buyer, info.price) if info.sold else None
    return HandEntry(contract=contract, trump=info.trump, sale=sale, count=count)


@pytest.mark.parametrize("ruleset,seed,feature", [
    ("turkish-20", 7, "el-iptal"), ("turkish-20", 9, "kiz-all-one"), ("turkish-12", 12, None),
    ("spanish", 5, "sold"), ("spanish", 3, None)])
def test_a_whole_party_entered_as_counts_scores_as_the_played_one(ruleset: str, seed: int,
                                                                  feature: str | None) -> None:
    played = _played(ruleset, seed)
    counted = CountedGame(ruleset)
    first = played.deals[0]
    start = TableDeal(declarer=first.declarer) if played.family == "tr" else TableDeal(dealer=first.dealer)
    for i in range(len(played.deals)):
        for choice in hand_choices(counted, _entry(played, i), start if i == 0 else None):
            counted.apply(choice)
        assert counted.deals[i].points == played.deals[i].points, f"hand {i + 1}"
        assert counted.deals[i].declarer == played.deals[i].declarer
        assert counted.deals[i].void == played.deals[i].void
    assert counted.is_over
    assert counted.totals == played.totals
    assert counted.winners == played.winners and counted.standing == played.standing
    seen = {d.cancel for d in played.deals} | {"kiz-all-one" for d in played.deals if d.void} \
        | {"sold" for d in played.deals if d.sold}
    assert feature is None or feature in seen  # the seed's party holds the case it is chosen for


def _turkish(ruleset: str = "turkish-20") -> CountedGame:
    g = CountedGame(ruleset)
    g.apply(TableDeal(declarer=0))
    return g


@pytest.mark.parametrize("contract,units,why,seat", [
    ("el-almaz", (14, 0, 0, 0), COUNT_TOO_HIGH, 0),
    ("koz", (4, 4, 4, 4), COUNTS_DO_NOT_ADD_UP, None),
    ("kiz-almaz", (0, 5, 0, 0), COUNT_TOO_HIGH, 1),
    ("rifki", (1, 0, 1, 0), COUNTS_DO_NOT_ADD_UP, None),
    ("rifki", (0, 0, 2, 0), COUNT_TOO_HIGH, 2),
    ("erkek-almaz", (9, 0, 0, 0), COUNT_TOO_HIGH, 0),
    ("kupa-almaz", (14, 0, 0, -1), COUNT_TOO_HIGH, 0),
    ("kupa-almaz", (13, 1, 0, -1), COUNT_NEGATIVE, 3),
    ("son-iki", (1, 1, 0, 0), NOT_A_COUNT, None),
])
def test_impossible_counts_are_refused_with_their_reason(contract: str, units: tuple[int, ...], why: str,
                                                         seat: int | None) -> None:
    g = _turkish()
    entry = HandEntry(contract=contract, trump="S" if contract == "koz" else None, count=Count(units))
    with pytest.raises(EntryRefused) as err:
        hand_choices(g, entry)
    assert (err.value.part, err.value.reason, err.value.seat) == (COUNT_PART, why, seat)
    assert g.deals[0].contract is None and g.totals == (0, 0, 0, 0)  # nothing written


def test_quota_violations_are_refused_with_their_reason() -> None:
    g = CountedGame("turkish-12")  # 2 ceza + 1 koz each
    hands = [("rifki", None, (0, 1, 0, 0)), ("rifki", None, (1, 0, 0, 0)), ("koz", "H", (4, 3, 3, 3)),
             ("koz", "S", (4, 3, 3, 3))]
    for i, (c, t, u) in enumerate(hands):
        for ch in hand_choices(g, HandEntry(contract=c, trump=t, count=Count(u)), TableDeal(declarer=0) if not i
                               else None):
            g.apply(ch)
    # seat 0 declares again: Rıfkı was played twice, El İptal only for a forced declarer
    for contract, why in (("rifki", PENALTY_USED_UP), ("el-iptal", EL_IPTAL_NOT_FORCED)):
        with pytest.raises(EntryRefused) as err:
            hand_choices(g, HandEntry(contract=contract, count=Count((0, 0, 1, 0))))
        assert (err.value.part, err.value.reason) == (CONTRACT_PART, why)
    for c, u in (("kiz-almaz", (1, 1, 2, 0)), ("el-almaz", (3, 3, 3, 4)), ("kupa-almaz", (3, 3, 3, 4)),
                 ("erkek-almaz", (2, 2, 2, 2))):
        for ch in hand_choices(g, HandEntry(contract=c, count=Count(u))):
            g.apply(ch)
    # hand 9: seat 0 has used both ceza rights (mecburi kozcu)
    assert g.deals[-1].declarer == 3
    with pytest.raises(EntryRefused) as err:
        hand_choices(g, HandEntry(contract="kupa-almaz", count=Count((13, 0, 0, 0))))
    assert (err.value.part, err.value.reason) == (CONTRACT_PART, NO_PENALTY_HANDS_LEFT)
    for _ in range(2):  # seats 0 and 1 play their koz
        for ch in hand_choices(g, HandEntry(contract="koz", trump="C", count=Count((4, 3, 3, 3)))):
            g.apply(ch)
    # hand 11: seat 2 has played his only koz
    with pytest.raises(EntryRefused) as err:
        hand_choices(g, HandEntry(contract="koz", trump="C", count=Count((4, 3, 3, 3))))
    assert (err.value.part, err.value.reason) == (CONTRACT_PART, NO_TRUMP_HANDS_LEFT)


def test_the_spanish_schedule_is_the_engines() -> None:
    g = CountedGame("spanish", {"es_schedule": "free_order"})
    for ch in hand_choices(g, HandEntry(contract="no-q", count=Count((1, 1, 1, 1))), TableDeal(dealer=3)):
        g.apply(ch)
    assert g.deals[0].declarer == 0  # the mano is on the first dealer's right
    for ch in hand_choices(g, HandEntry(trump="S", count=Count((13, 0, 0, 0)))):
        g.apply(ch)
    with pytest.raises(EntryRefused) as err:
        hand_choices(g, HandEntry(contract="no-q", count=Count((1, 1, 1, 1))))
    assert (err.value.part, err.value.reason) == (CONTRACT_PART, LANCE_PLAYED)
    with pytest.raises(EntryRefused) as err:  # a missing lance is said, not guessed
        hand_choices(g, HandEntry(count=Count((1, 1, 1, 1))))
    assert (err.value.part, err.value.reason) == (CONTRACT_PART, MISSING)
    # a recuperación's trump right sold by its mano to himself is no sale
    for ch in hand_choices(g, HandEntry(contract="no-bazas", count=Count((4, 3, 3, 3)))):
        g.apply(ch)
    mano = g.decision.seat if g.decision.kind != "deal" else (g.deals[-1].declarer)
    with pytest.raises(EntryRefused) as err:
        hand_choices(g, HandEntry(trump="H", sale=(mano, 3), count=Count((4, 3, 3, 3))))
    assert err.value.part == SALE_PART


def test_a_corrected_row_changes_the_totals_and_nothing_else() -> None:
    g = CountedGame("turkish-20")
    entries = [HandEntry(contract="kiz-almaz", count=Count((1, 2, 1, 0))),
               HandEntry(contract="koz", trump="H", count=Count((5, 3, 3, 2))),
               HandEntry(contract="el-almaz", count=Count((3, 3, 3, 4))),
               HandEntry(contract="rifki", count=Count((0, 0, 0, 1)))]
    for i, e in enumerate(entries):
        for ch in hand_choices(g, e, TableDeal(declarer=2) if not i else None):
            g.apply(ch)
    fixed = HandEntry(contract="koz", trump="H", count=Count((2, 3, 3, 5)))
    h = corrected(g, 1, fixed)
    assert entry_of(h, 1) == fixed and entry_of(g, 1) == entries[1]
    assert [d.points for i, d in enumerate(h.deals) if i != 1] == [d.points for i, d in enumerate(g.deals) if i != 1]
    assert [(d.declarer, d.contract, d.trump) for d in h.deals] == [(d.declarer, d.contract, d.trump) for d in g.deals]
    assert h.deals[1].points == (100, 150, 150, 250)
    delta = [a - b for a, b in zip(h.deals[1].points, g.deals[1].points)]  # type: ignore[arg-type]
    assert list(h.totals) == [t + d for t, d in zip(g.totals, delta)]


def test_a_correction_that_breaks_a_later_hand_is_refused() -> None:
    g = CountedGame("turkish-20")
    entries = [HandEntry(contract="rifki", count=Count((0, 0, 0, 1))),
               HandEntry(contract="kiz-almaz", count=Count((1, 2, 1, 0))),
               HandEntry(contract="rifki", count=Count((0, 1, 0, 0)))]
    for i, e in enumerate(entries):
        for ch in hand_choices(g, e, TableDeal(declarer=0) if not i else None):
            g.apply(ch)
    with pytest.raises(EntryRefused) as err:  # a third Rıfkı is over the quota of two
        corrected(g, 1, HandEntry(contract="rifki", count=Count((1, 0, 0, 0))))
    assert (err.value.part, err.value.reason, err.value.deal) == (LATER_PART, PENALTY_USED_UP, 2)


def test_the_first_hand_names_who_starts() -> None:
    g = CountedGame("turkish-20")
    with pytest.raises(EntryRefused):
        hand_choices(g, HandEntry(contract="rifki", count=Count((0, 0, 0, 1))))


CONSECUTIVE = {"tr_king_rule": "11_or_10_consecutive"}


def _koz_counted(options: dict, count: Count, declare: str | None = None) -> CountedGame:
    """Seat 0 chooses Koz in diamonds (and declares the King or not) and the players say ``count``."""
    g = CountedGame("turkish-20", options)
    for choice in (TableDeal(declarer=0), "koz", "D") + ((declare,) if declare else ()):
        g.apply(choice)
    g.apply(count)
    return g


@pytest.mark.parametrize("script,in_a_row,declare", [
    ("TEN_IN_A_ROW", 0, None), ("TEN_SPLIT", None, None), ("ELEVEN", None, None), ("THIRTEEN", None, None),
    ("TEN_IN_A_ROW", 0, "declare"), ("TEN_SPLIT", None, "declare"), ("TEN_IN_A_ROW", 0, "pass")])
def test_ten_in_a_row_is_said_and_judged_as_the_cards_judge_it(script: str, in_a_row: int | None,
                                                                declare: str | None) -> None:
    """The King rule "11 tricks, or 10 in a row": the same party, played card by card and said as counts (with
    "ten in a row" where the cards had it), ends or goes on alike, with the same score and the same winners."""
    from tests.engine import test_engine_options as opts

    options = dict(CONSECUTIVE, tr_king_needs_declaration=declare is not None)
    played = opts._king_hand(getattr(opts, script), options, declare=declare)
    tricks = played.deals[0].tricks
    assert tricks is not None
    counted = _koz_counted(options, Count(tricks, in_a_row=in_a_row), declare)
    assert counted.deals[0].points == played.deals[0].points
    assert (counted.is_over, counted.winners, counted.standing) == (played.is_over, played.winners, played.standing)
    assert (counted.state.king_seat, counted.state.king_failed) == (played.state.king_seat, played.state.king_failed)
    assert counted.decision.kind == played.decision.kind


def test_a_king_made_with_ten_in_a_row_ends_the_party() -> None:
    g = _koz_counted(CONSECUTIVE, Count((1, 10, 1, 1), in_a_row=1))
    assert g.is_over and g.winners == (1,) and g.standing == ("batti", "cikti", "batti", "batti")
    assert g.deals[0].count == Count((1, 10, 1, 1), in_a_row=1)
    going_on = _koz_counted(CONSECUTIVE, Count((1, 10, 1, 1)))  # ten, not in a row: no King
    assert not going_on.is_over and going_on.decision.kind == "deal"
    assert going_on.totals == g.totals == (50, 500, 50, 50)


@pytest.mark.parametrize("options,contract,units,seat,why", [
    (CONSECUTIVE, "koz", (9, 2, 1, 1), 0, IN_A_ROW_NOT_TEN),
    (CONSECUTIVE, "koz", (11, 0, 1, 1), 0, IN_A_ROW_NOT_TEN),
    (CONSECUTIVE, "koz", (10, 1, 1, 1), 1, IN_A_ROW_NOT_TEN),  # the mark beside another player
    (CONSECUTIVE, "el-almaz", (10, 1, 1, 1), 0, IN_A_ROW_NOT_ASKED),  # a penalty hand
    ({"tr_king_rule": "ge10"}, "koz", (10, 1, 1, 1), 0, IN_A_ROW_NOT_ASKED),
    ({"tr_king_rule": "all13"}, "koz", (10, 1, 1, 1), 0, IN_A_ROW_NOT_ASKED),
    ({}, "koz", (10, 1, 1, 1), 0, IN_A_ROW_NOT_ASKED),
])
def test_ten_in_a_row_is_refused_where_it_cannot_be(options: dict, contract: str, units: tuple[int, ...],
                                                    seat: int, why: str) -> None:
    g = CountedGame("turkish-20", options)
    g.apply(TableDeal(declarer=0))
    entry = HandEntry(contract=contract, trump="S" if contract == "koz" else None,
                      count=Count(units, in_a_row=seat))
    with pytest.raises(EntryRefused) as err:
        hand_choices(g, entry)
    assert (err.value.part, err.value.reason, err.value.seat) == (COUNT_PART, why, seat)
    assert g.deals[0].contract is None and g.totals == (0, 0, 0, 0)  # nothing written


def test_ten_in_a_row_in_a_last_two_hand_or_of_no_seat_is_refused() -> None:
    g = CountedGame("turkish-20", CONSECUTIVE)
    g.apply(TableDeal(declarer=0))
    g.apply("son-iki")
    last = Count.of_last_two(1, 1)
    assert g.why_not(Count(last.units, last.last_two, 1)) == IN_A_ROW_NOT_ASKED
    g = _turkish()
    g.apply("koz")
    g.apply("S")
    assert g.why_not(Count((10, 1, 1, 1), in_a_row=4)) == NOT_A_COUNT


def test_who_started_corrected_moves_the_choosers_and_the_king_follows() -> None:
    """A wrong first chooser put right: every hand is said again by the players of the new rotation (each keeps
    his counts), and a King declared goes with the hand's new chooser."""
    options = dict(CONSECUTIVE, tr_king_needs_declaration=True)
    g = CountedGame("turkish-20", options)
    g.scorer = 2
    entries = [HandEntry(contract="kiz-almaz", count=Count((1, 2, 1, 0))),
               HandEntry(contract="el-almaz", count=Count((3, 3, 3, 4))),
               HandEntry(contract="koz", trump="S", king=True, count=Count((1, 10, 1, 1), in_a_row=1))]
    for i, e in enumerate(entries):
        for ch in hand_choices(g, e, TableDeal(declarer=3) if not i else None):
            g.apply(ch)
    assert [d.declarer for d in g.deals] == [3, 0, 1] and g.is_over and g.winners == (1,)  # Burak's King
    h = corrected(g, 0, entry_of(g, 0), TableDeal(declarer=0))
    assert [d.declarer for d in h.deals] == [0, 1, 2]
    assert [d.count for d in h.deals] == [e.count for e in entries] and h.scorer == 2
    assert h.deals[2].king_declared and h.winners == (0, 1, 3)  # Carmen declared it, Burak made it: she alone batar
    assert h.totals == g.totals
    assert [d.declarer for d in g.deals] == [3, 0, 1] and g.winners == (1,)  # the game corrected is left as it was


def _spanish_with_a_sale() -> CountedGame:
    g = CountedGame("spanish")
    for i, e in enumerate([HandEntry(count=Count((4, 3, 3, 3))),
                           HandEntry(trump="H", sale=(1, 3), count=Count((2, 6, 3, 2)))]):
        for ch in hand_choices(g, e, TableDeal(dealer=3) if not i else None):
            g.apply(ch)
    return g


def test_the_first_dealer_corrected_moves_the_schedule_and_the_totals_follow() -> None:
    g = _spanish_with_a_sale()
    assert [(d.dealer, d.declarer) for d in g.deals] == [(3, 0), (3, 0)]
    assert g.deals[1].points == (5, 3, 3, 2)  # Ana, the mano, sold the trump right to Burak for 3 tricks
    h = corrected(g, 0, entry_of(g, 0), TableDeal(dealer=2))
    assert [(d.dealer, d.declarer) for d in h.deals] == [(2, 3), (2, 3)]
    assert h.deals[1].sold and h.deals[1].buyer == 1 and h.deals[1].points == (2, 3, 3, 5)  # Deniz sold it
    assert h.deals[0].points == g.deals[0].points
    assert h.totals == tuple(t + d for t, d in zip(g.totals, (-3, 0, 0, 3)))


def test_a_first_dealer_that_a_later_hand_cannot_follow_is_refused() -> None:
    """Burak bought the trump right of hand 2: he cannot have been its mano, who sells it."""
    g = _spanish_with_a_sale()
    before = g.state
    with pytest.raises(EntryRefused) as err:
        corrected(g, 0, entry_of(g, 0), TableDeal(dealer=0))
    assert (err.value.part, err.value.reason, err.value.deal, err.value.seat) == (LATER_PART, MANO_BUYS, 1, 1)
    assert g.state is before

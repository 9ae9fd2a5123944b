"""docs/rules.md §10: the fourteen acceptance tests, one test each (some with a second half)."""

from __future__ import annotations

import random

import pytest

from kd_engine_helpers import C, M, Scenario, codes, deal_for, mono_tricks, play_party, position, random_choice
from kingdesk.engine import DealSpec, Game
from kingdesk.engine.cards import HONOURS_MASK
from kingdesk.engine.contracts import TURKISH_CEZA

LANCE_TOTALS = {"no-bazas": -13, "no-corazones": -13, "ni-k-ni-j": -8, "no-q": -8, "rey-de-corazones": -6,
                "dos-ultimas": -4}


# ---------------------------------------------------------------------------------------- 1
@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("options", [{"es_sale_enabled": False}, {}])
def test_01_spanish_partida_without_sales_sums_to_zero(seed, options):
    game = Game("spanish", options, seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        d = game.decision
        if d.kind == "sale":
            game.apply("choose")  # the mano names trump himself: no sale in this test
        else:
            game.apply(random_choice(game, rng))
    assert len(game.deals) == 10 and all(d.counts for d in game.deals)
    lances = [d for d in game.deals if d.contract != "recuperacion"]
    recoveries = [d for d in game.deals if d.contract == "recuperacion"]
    assert sorted(d.contract for d in lances) == sorted(LANCE_TOTALS)
    assert len(recoveries) == 4
    for d in lances:
        assert sum(d.points) == LANCE_TOTALS[d.contract], d
    for d in recoveries:
        assert not d.sold
        assert sum(d.points) == 13 and d.points == d.tricks
    assert sum(game.totals) == 0
    assert game.totals == tuple(sum(d.points[s] for d in game.deals) for s in range(4))


# ---------------------------------------------------------------------------------------- 2
def test_02_spanish_sale_price_four_buyer_takes_three():
    # A8 defaults: bidding starts at next(mano), a pass is final, the mano may refuse; A9: the mano leads.
    # Deal 1 is dealt by seat 0 (first dealer), so the mano is seat 1 for deals 1 and 2.
    game = Game("spanish", seed=3)
    game.apply(DealSpec(deal_for({}), dealer=0))
    rng = random.Random(0)
    while game.decision.kind == "card":              # lance 1, No bazas, played at random
        game.apply(rng.choice(game.decision.options))
    assert game.decision.kind == "deal" and len(game.deals) == 1
    before = game.totals
    # Recovery 1: mano 1 sells, seat 2 offers 4 tricks, the others pass, mano accepts, buyer names spades.
    winners = [1, 1, 2, 2, 2, 0, 0, 0, 0, 0, 3, 3, 3]   # mano 2 tricks, buyer 3, seat 0 five, seat 3 three
    sc = Scenario(mono_tricks(winners, leader=1, trump="S"), leader=1, trump="S")
    game.apply(DealSpec(sc.hands))
    d = game.current
    assert (d.dealer, d.declarer, d.contract) == (0, 1, "recuperacion")
    assert game.decision.kind == "sale" and game.decision.seat == 1
    game.apply("sell")
    assert game.decision.kind == "bid" and game.decision.seat == 2
    game.apply(4)
    assert game.decision.seat == 3
    game.apply("pass")
    assert game.decision.seat == 0
    game.apply("pass")
    assert game.decision.kind == "accept" and game.decision.seat == 1
    game.apply("accept")
    assert game.decision.kind == "trump" and game.decision.seat == 2
    game.apply("S")
    assert game.play.to_play == 1          # the mano keeps the lead (A9)
    for c in sc.plays:
        game.apply(c)
    d = game.deals[1]
    assert d.sold and d.buyer == 2 and d.price == 4 and d.trump == "S"
    assert d.tricks == (5, 2, 3, 3)
    assert d.points == (5, 6, -1, 3)       # buyer 3 - 4, mano 2 + 4, the others keep their tricks
    assert sum(d.points) == 13
    assert game.totals == tuple(a + b for a, b in zip(before, d.points))


# ---------------------------------------------------------------------------------------- 3
def test_03_spanish_king_of_hearts_void_and_under_ace():
    p = position("rey-de-corazones", ["2C"], leader=0, hold={1: "KH 3H"}, voids={1: "C"})
    assert p.to_play == 1
    assert codes(p.legal_mask()) == {"KH"}
    assert p.refusal(C("3H")) == "must-play-king-of-hearts"
    # Nine earlier tricks empty everybody's spades, diamonds and clubs but the twos; seat 0 keeps only hearts.
    before = mono_tricks([0] * 9, leader=0, suits="SDC")
    p = position("rey-de-corazones", before, leader=0,
                 hold={0: "AH 6H 5H 4H", 1: "KH 3H 2S 2D"}, exact=(0, 1))
    assert codes(p.legal_mask()) == {"AH", "6H", "5H", "4H"}   # only hearts left: any heart may be led
    p.push(C("AH"))
    assert codes(p.legal_mask()) == {"KH", "3H"}               # default: K♥ not forced under the ace (A5)


# ---------------------------------------------------------------------------------------- 4
@pytest.mark.parametrize("contract", ["no-corazones", "rey-de-corazones"])
def test_04_spanish_heart_lead_ban_is_absolute(contract):
    # Seat 1, void in spades, discards a heart; seat 0 wins and leads again holding hearts and spades.
    p = position(contract, ["AS 5H 2S 3S"], leader=0, hold={0: "KS 4H 3H", 2: "KH"}, voids={0: "DC", 1: "S"})
    assert p.leader == 0 and p.hearts_broken
    legal = codes(p.legal_mask())
    assert legal and all(c.endswith("S") for c in legal)
    assert p.refusal(C("4H")) == "no-hearts-lead-absolute"


# ---------------------------------------------------------------------------------------- 5
def test_05_turkish_kiz_drop_queen_under_ace_and_void_queens():
    p = position("kiz-almaz", ["5S AS"], leader=0, hold={2: "QS 3S"})
    assert codes(p.legal_mask()) == {"QS"}
    assert p.refusal(C("3S")) == "must-drop-penalty"
    p = position("kiz-almaz", ["5S AS"], leader=0,
                 hold={2: "QD QC 2H AD KD JD TD 9D AC KC JC TC 9C"}, exact=(2,))
    assert codes(p.legal_mask()) == {"QD", "QC"}
    assert p.refusal(C("2H")) == "must-discard-penalty"


# ---------------------------------------------------------------------------------------- 6
def test_06_turkish_erkek_drop_under_higher():
    p = position("erkek-almaz", ["4C QC"], leader=0, hold={2: "KC JC 2C"})
    assert codes(p.legal_mask()) == {"JC"}
    p = position("erkek-almaz", ["4C AC"], leader=0, hold={2: "KC JC 2C"})
    assert codes(p.legal_mask()) == {"KC", "JC"}


# ---------------------------------------------------------------------------------------- 7
def test_07_turkish_koz_must_overruff_else_underruff():
    p = position("koz", ["AS 3S 5H"], leader=0, trump="H", voids={2: "S"},
                 hold={3: "3H 9H AD KD QD JD TD 9D 8D 7D 6D 5D 4D"}, exact=(3,))
    assert codes(p.legal_mask()) == {"9H"}
    assert p.refusal(C("3H")) == "must-overruff"
    assert p.refusal(C("AD")) == "must-ruff"
    p = position("koz", ["AS 3S 5H"], leader=0, trump="H", voids={2: "S"},
                 hold={3: "3H AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D"}, exact=(3,))
    assert codes(p.legal_mask()) == {"3H"}


# ---------------------------------------------------------------------------------------- 8
@pytest.mark.parametrize("second", ["KH", "QH"])
def test_08_turkish_koz_akq_exception_and_run(second):
    # A21 default: the first trump lead is one of A/K/Q and the other two follow on the next two leads,
    # in any order ([I] in §2.5).
    before = mono_tricks([0] * 8, leader=0, suits="SDC")   # eight tricks, no heart played: trump unbroken
    sc = Scenario(before + ["AH 3H 5H 6H"], leader=0, trump="H", hold={0: "KH QH 4H 2S"}, exact=(0,))
    p = Scenario(before, 0, "H", {0: "AH KH QH 4H 2S"}, (0,)).play("koz")
    assert not p.trump_broken
    assert codes(p.legal_mask()) == {"2S", "AH", "KH", "QH"}
    assert p.refusal(C("4H")) == "no-trump-lead"
    p = sc.play("koz")
    assert p.leader == 0 and p.trump_broken
    assert codes(p.legal_mask()) == {"KH", "QH"}
    assert p.refusal(C("2S")) == "akq-run-pending" and p.refusal(C("4H")) == "akq-run-pending"
    p.push(C(second))
    for c in p.legal_cards()[:3]:
        p.push(c)
    assert p.leader == 0                              # seat 0 won with the honour and leads again
    third = "QH" if second == "KH" else "KH"
    assert codes(p.legal_mask()) == {third}
    p.push(C(third))
    for _ in range(3):
        p.push(p.legal_cards()[0])
    assert p.leader == 0
    assert codes(p.legal_mask()) == {"4H", "2S"}       # run over, trump broken: any card


# ---------------------------------------------------------------------------------------- 9
def test_09_turkish_kupa_no_heart_lead_until_broken():
    hand0 = "AH 5H 4H 3H 2H AC KC QC JC TC 9C 8C 7C"
    p = position("kupa-almaz", [], leader=0, hold={0: hand0}, exact=(0,))
    assert codes(p.legal_mask()) == {"AC", "KC", "QC", "JC", "TC", "9C", "8C", "7C"}
    assert p.refusal(C("2H")) == "no-hearts-lead"
    # Seat 1, void in clubs, must discard a heart; seat 0 wins with the ace and leads again.
    rest0 = hand0.replace("AC ", "")
    p = position("kupa-almaz", ["AC 9H 6C 5C"], leader=0, hold={0: rest0}, exact=(0,), voids={1: "C"})
    assert p.leader == 0 and p.hearts_broken
    assert codes(p.legal_mask()) == codes(M(hand0)) - {"AC"}


# ---------------------------------------------------------------------------------------- 10
def _counted(game):
    return [d for d in game.deals if d.counts]


@pytest.mark.parametrize("seed", range(6))
def test_10_turkish_20_quotas_and_zero_sum(seed):
    game = Game("turkish-20", seed=seed)
    play_party(game, random.Random(seed))
    counted = _counted(game)
    assert len(counted) == 20
    for name in TURKISH_CEZA:
        assert sum(d.contract == name for d in counted) == 2, name
    for s in range(4):
        mine = [d for d in counted if d.declarer == s]
        assert sum(d.contract == "koz" for d in mine) == 2
        assert sum(d.contract != "koz" for d in mine) == 3
    assert sum(game.totals) == 0


# ---------------------------------------------------------------------------------------- 11
@pytest.mark.parametrize("seed", range(6))
def test_11_turkish_12_quotas_sum_and_winner(seed):
    game = Game("turkish-12", seed=seed)
    play_party(game, random.Random(seed))
    counted = _counted(game)
    assert len(counted) == 12
    for s in range(4):
        mine = [d for d in counted if d.declarer == s]
        assert sum(d.contract == "koz" for d in mine) == 1
        assert sum(d.contract != "koz" for d in mine) == 2
    for name in TURKISH_CEZA:
        assert sum(d.contract == name for d in counted) <= 2
    assert -1240 <= sum(game.totals) <= -340
    assert sum(sum(d.points) for d in counted if d.contract == "koz") == 2600
    best = max(game.totals)
    assert game.winners == tuple(s for s in range(4) if game.totals[s] == best)
    assert game.standing is None           # çıktı/battı is the 20-hand rule


# ---------------------------------------------------------------------------------------- 12
def _first_ceza(game, options):
    return next(o for o in options if o not in ("koz", "el-iptal"))


def test_12_turkish_el_iptal_redeal_same_declarer():
    # A23 default scope (mecburi declarer); §2.4 [I]: same declarer, may call it again on a new low hand.
    from kd_engine_helpers import turkish_party_until

    game = Game("turkish-20", seed=12)
    turkish_party_until(game, random.Random(12), 12, _first_ceza)   # every seat spends its 3 ceza first
    assert game.decision.kind == "deal"
    declarer = game.state.next_declarer
    assert game.quota_left(declarer) == (0, 2)
    low = "TS 9S 8S 7S 6S 5S 4S 3S 2S TH 9H 8H 7H"
    game.apply(DealSpec(deal_for({declarer: low})))
    assert game.current.declarer == declarer and not game.hand(declarer) & HONOURS_MASK
    assert game.decision.kind == "contract" and set(game.decision.options) == {"koz", "el-iptal"}
    index = game.current.index
    game.apply("el-iptal")
    cancelled = game.deals[index]
    assert cancelled.cancel == "el-iptal" and cancelled.cancel_by == declarer and not cancelled.counts
    assert game.state.hands_scored == 12 and game.decision.kind == "deal"
    assert game.quota_left(declarer) == (0, 2)
    # The redeal: same declarer, same hand number (hand 13); no card above ten again -> offered again.
    game.apply(DealSpec(deal_for({declarer: low, (declarer + 1) % 4: "2D"})))
    assert game.current.declarer == declarer and game.state.hands_scored == 12
    assert set(game.decision.options) == {"koz", "el-iptal"}
    game.apply("el-iptal")
    game.apply(DealSpec(deal_for({declarer: "AS " + " ".join(low.split()[1:])})))
    assert game.current.declarer == declarer
    assert game.decision.options == ("koz",)   # mecburi kozcu, and an honour: no iptal


# ---------------------------------------------------------------------------------------- 13
KIZ_ALL_ONE = ["QS 2S 3S 4S", "2H QH 3H 4H", "3D QD 4D 2D", "2C QC 3C 4C"]


def test_13_turkish_kiz_all_one_cancel():
    # A24 default ON: the hand is void, nothing is consumed, the same declarer chooses again freely.
    sc = Scenario(KIZ_ALL_ONE, leader=0)                 # seat 0 plays the ♦2, so it declares
    assert sc.seats[-4:] == [2, 3, 0, 1]
    game = Game("turkish-20", seed=13)
    game.apply(DealSpec(sc.hands))
    assert game.current.declarer == 0
    game.apply("kiz-almaz")
    for c in sc.plays:
        game.apply(c)
    d = game.deals[0]
    assert d.void and not d.counts and d.points is None and d.tricks_played == 4
    assert game.totals == (0, 0, 0, 0) and game.state.hands_scored == 0
    assert game.quota_left(0) == (3, 2) and game.ceza_left("kiz-almaz") == 2
    assert game.decision.kind == "deal"
    game.apply(DealSpec(deal_for({2: "2D"})))     # the ♦2 moved: the declarer does not
    assert game.current.declarer == 0 and game.decision.seat == 0
    assert "kiz-almaz" in game.decision.options    # free re-choice


# ---------------------------------------------------------------------------------------- 14
def test_14_early_end_rifki_erkek_and_el_almaz():
    # A26 default ON (tr_early_end).
    sc = Scenario(["2S KH 3S 4S"], leader=0, hold={0: "2D"}, voids={1: "S"})
    game = Game("turkish-20", seed=14)
    game.apply(DealSpec(sc.hands))
    game.apply("rifki")
    game.apply(C("2S"))
    assert game.decision.options == (C("KH"),)
    for c in sc.plays[1:]:
        game.apply(c)
    d = game.deals[0]
    assert d.tricks_played == 1 and d.points == (0, 0, 0, -320)

    erkek = ["KS JS 2S 3S", "KH JH 2H 3H", "KD JD 3D 4D", "KC JC 2C 3C"]
    sc = Scenario(erkek, leader=0, hold={0: "2D"})
    game = Game("turkish-20", seed=14)
    game.apply(DealSpec(sc.hands))
    game.apply("erkek-almaz")
    for c in sc.plays[:12]:
        game.apply(c)
    assert game.decision.kind == "card" and len(game.play.winners) == 3   # 6 of 8 taken: play goes on
    for c in sc.plays[12:]:
        game.apply(c)
    d = game.deals[0]
    assert d.tricks_played == 4 and d.points == (-480, 0, 0, 0)

    for seed in range(8):
        game = Game("turkish-20", seed=seed)
        game.apply(None)
        game.apply("el-almaz")
        rng = random.Random(seed)
        while game.decision.kind == "card":
            game.apply(rng.choice(game.decision.options))
        d = game.deals[0]
        assert d.contract == "el-almaz" and d.tricks_played == 13 and sum(d.points) == -650

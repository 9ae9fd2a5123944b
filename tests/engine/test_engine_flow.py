"""Party flow: who declares, quotas, forced choices, schedules, sale scoring, the end
(docs/rules.md §1.2-§1.6, §2.1-§2.6, §3, §4.1)."""

from __future__ import annotations

import random

import pytest

from kd_engine_helpers import C, deal_for, play_party, random_choice, turkish_party_until
from kingdesk.engine import DealSpec, Game, IllegalMoveError
from kingdesk.engine import events as ev
from kingdesk.engine.cards import FULL_DECK, TWO_OF_DIAMONDS
from kingdesk.engine.contracts import TURKISH_CEZA


# ======================================================================== Turkish
@pytest.mark.parametrize("preset, hands", [("turkish-20", 20), ("turkish-12", 12)])
@pytest.mark.parametrize("seed", range(4))
def test_tr_declarer_rotation_from_diamond_two(preset, hands, seed):
    game = Game(preset, seed=seed)
    play_party(game, random.Random(seed))
    first = game.deals[0]
    assert first.hands[first.declarer] >> TWO_OF_DIAMONDS & 1
    counted = [d for d in game.deals if d.counts]
    assert len(counted) == hands
    for n, d in enumerate(counted):
        assert d.declarer == (first.declarer + n) % 4
    for a, b in zip(game.deals, game.deals[1:]):
        if a.counts:
            assert b.declarer == (a.declarer + 1) % 4 and b.dealer == a.declarer   # pagat: the declarer deals next
        else:
            assert b.declarer == a.declarer                                          # cancelled: same declarer
    for d in counted:
        assert d.plays[0] in [c for c in range(52) if d.hands[d.declarer] >> c & 1]  # the declarer leads



def test_tr_mecburi_cezaci_after_both_koz():
    game = Game("turkish-20", seed=2)
    seen = []
    rng = random.Random(2)
    while not game.is_over:
        d = game.decision
        if d.kind == "contract":
            koz_left = game.quota_left(d.seat)[1]
            seen.append((d.seat, koz_left, "koz" in d.options))
            game.apply("koz" if "koz" in d.options else d.options[0])
        else:
            game.apply(random_choice(game, rng))
    assert all(offered == (left > 0) for _, left, offered in seen)
    assert [d.contract for d in game.deals if d.counts][:8] == ["koz"] * 8   # each seat spends its 2 koz first
    assert all(d.contract != "koz" for d in [x for x in game.deals if x.counts][8:])


def test_tr_mecburi_kozcu_after_three_ceza():
    game = Game("turkish-20", seed=3)
    rng = random.Random(3)
    while not game.is_over:
        d = game.decision
        if d.kind == "contract":
            ceza_left, koz_left = game.quota_left(d.seat)
            if ceza_left == 0:
                assert set(d.options) <= {"koz", "el-iptal"} and "koz" in d.options
            else:
                assert set(TURKISH_CEZA) & set(d.options)
            game.apply(next((o for o in d.options if o not in ("koz", "el-iptal")), "koz"))
        else:
            game.apply(random_choice(game, rng))
    counted = [d for d in game.deals if d.counts]
    assert all(d.contract != "koz" for d in counted[:12]) and all(d.contract == "koz" for d in counted[12:])
    assert sum(game.totals) == 0


def test_tr_ceza_type_at_most_twice_and_not_offered_after():
    game = Game("turkish-20", seed=4)
    rng = random.Random(4)
    while not game.is_over:
        d = game.decision
        if d.kind == "contract":
            for name in TURKISH_CEZA:
                used = sum(x.contract == name for x in game.deals if x.counts)
                assert game.ceza_left(name) == 2 - used
                if used == 2:
                    assert name not in d.options
                    with pytest.raises(IllegalMoveError) as info:
                        game.apply(name)
                    assert info.value.code == "contract-not-allowed"
            game.apply("rifki" if "rifki" in d.options else random_choice(game, rng))
        else:
            game.apply(random_choice(game, rng))
    assert sum(d.contract == "rifki" for d in game.deals if d.counts) == 2


def test_tr_quota_left_counts_down():
    game = Game("turkish-20", seed=5)
    rng = random.Random(5)
    while not game.is_over:
        d = game.decision
        if d.kind == "contract":
            seat = d.seat
            before = game.quota_left(seat)
            choice = random_choice(game, rng)
            game.apply(choice)
            if choice == "el-iptal":
                continue
            while game.decision.kind != "deal" and not game.is_over:
                game.apply(random_choice(game, rng))
            last = game.deals[-1]
            if last.counts:
                want = (before[0], before[1] - 1) if choice == "koz" else (before[0] - 1, before[1])
            else:
                want = before
            assert game.quota_left(seat) == want
        else:
            game.apply(random_choice(game, rng))
    assert all(game.quota_left(s) == (0, 0) for s in range(4))


def test_tr_trump_choice_and_koz_scoring():
    game = Game("turkish-20", seed=6)
    game.apply(None)
    game.apply("koz")
    d = game.decision
    assert d.kind == "trump" and d.seat == game.current.declarer and d.options == ("S", "H", "D", "C")
    with pytest.raises(IllegalMoveError) as info:
        game.apply("N")                    # no-trump is not a Turkish contract
    assert info.value.code == "bad-trump"
    game.apply("C")
    assert game.play.trump == 3 and game.play.to_play == game.current.declarer
    rng = random.Random(6)
    while game.decision.kind == "card":
        game.apply(rng.choice(game.decision.options))
    d = game.deals[0]
    assert d.tricks_played == 13 and d.points == tuple(50 * t for t in d.tricks) and sum(d.points) == 650


@pytest.mark.parametrize("contract, total", [("el-almaz", -650), ("kupa-almaz", -390), ("erkek-almaz", -480),
                                             ("kiz-almaz", -400), ("son-iki", -360), ("rifki", -320)])
def test_tr_ceza_values(contract, total):
    for seed in range(6):
        game = Game("turkish-20", {"tr_kiz_all_one_cancel": False}, seed=seed)
        game.apply(None)
        game.apply(contract)
        rng = random.Random(seed)
        while game.decision.kind == "card":
            game.apply(rng.choice(game.decision.options))
        d = game.deals[0]
        assert sum(d.points) == total
        unit = {"el-almaz": -50, "kupa-almaz": -30, "erkek-almaz": -60, "kiz-almaz": -100, "son-iki": -180,
                "rifki": -320}[contract]
        assert all(p % unit == 0 for p in d.points)


def test_tr_son_iki_scores_the_last_two_tricks():
    from kingdesk.engine.contracts import CONTRACTS
    from kingdesk.engine.play import DealPlay

    split = 0
    for seed in range(12):
        game = Game("turkish-20", seed=seed)
        game.apply(None)
        game.apply("son-iki")
        rng = random.Random(seed)
        while game.decision.kind == "card":
            game.apply(rng.choice(game.decision.options))
        d = game.deals[0]
        p = DealPlay(list(d.hands), CONTRACTS["son-iki"], None, game.rules, d.declarer)
        for c in d.plays:
            p.push(c)
        want = [0, 0, 0, 0]
        want[p.winners[11]] -= 180
        want[p.winners[12]] -= 180
        assert d.tricks_played == 13 and list(d.points) == want
        split += p.winners[11] != p.winners[12]
    assert split > 0


def test_tr20_winners_are_cikti_seats():
    for seed in range(5):
        game = Game("turkish-20", seed=seed)
        play_party(game, random.Random(seed))
        assert game.standing == tuple("cikti" if t > 0 else "batti" for t in game.totals)
        assert game.winners == tuple(s for s in range(4) if game.totals[s] > 0)


def test_party_over_refuses_more_and_reports_none():
    game = Game("turkish-12", seed=1)
    play_party(game, random.Random(1))
    assert game.decision.kind == "none" and game.decision.options == ()
    with pytest.raises(IllegalMoveError) as info:
        game.apply(None)
    assert info.value.code == "party-over"


def test_wrong_kind_of_choice_is_refused():
    game = Game("turkish-20", seed=1)
    with pytest.raises(IllegalMoveError):
        game.apply("koz")                 # a deal is due
    game.apply(None)
    with pytest.raises(IllegalMoveError) as info:
        game.apply(C("2S"))               # a contract is due
    assert info.value.code == "contract-not-allowed"
    with pytest.raises(IllegalMoveError):
        game.apply("no-such-contract")
    game.apply("el-almaz")
    for bad in ("AS", -1, 52, True, None):
        with pytest.raises(IllegalMoveError):
            game.apply(bad)


def test_deal_spec_validation():
    game = Game("turkish-20")
    hands = deal_for({})
    with pytest.raises(IllegalMoveError) as info:
        game.apply(DealSpec((hands[0], hands[1], hands[2], hands[2])))
    assert info.value.code == "bad-deal"
    short = hands[0] & (hands[0] - 1)
    with pytest.raises(IllegalMoveError):
        game.apply(DealSpec((short, hands[1], hands[2], hands[3] | (hands[0] ^ short))))
    with pytest.raises(IllegalMoveError):
        game.apply(DealSpec(hands, dealer=4))
    assert game.decision.kind == "deal" and game.deals == ()


def test_events_tell_the_story():
    game = Game("turkish-20", seed=8)
    events = game.apply(None)
    assert isinstance(events[0], ev.Dealt) and events[0].declarer == game.current.declarer
    events = game.apply("kupa-almaz")
    assert any(isinstance(e, ev.ContractChosen) and e.contract == "kupa-almaz" for e in events)
    rng = random.Random(8)
    all_events = []
    while game.decision.kind == "card":
        all_events += game.apply(rng.choice(game.decision.options))
    plays = [e for e in all_events if isinstance(e, ev.CardPlayed)]
    tricks = [e for e in all_events if isinstance(e, ev.TrickWon)]
    scored = [e for e in all_events if isinstance(e, ev.DealScored)]
    d = game.deals[0]
    assert [e.card for e in plays] == list(d.plays)
    assert len(tricks) == d.tricks_played and len(scored) == 1
    assert scored[0].points == d.points and scored[0].totals == game.totals


# ======================================================================== Spanish
def test_es_mano_leads_every_deal_and_holds_the_trump_right():
    for seed in range(4):
        game = Game("spanish", seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            d = game.decision
            if d.kind in ("sale", "trump") and not game.current.sale_opened:
                assert d.seat == game.current.declarer == (game.current.dealer + 1) % 4
            if d.kind == "card" and not game.play.plays:
                cur = game.current
                leader = cur.declarer
                assert d.seat == leader
            game.apply(random_choice(game, rng))
        assert sum(game.totals) == 0


def test_es_deal_spec_dealer_must_follow_schedule():
    game = Game("spanish", seed=1)
    game.apply(DealSpec(deal_for({}), dealer=2))
    assert game.current.dealer == 2 and game.current.declarer == 3
    rng = random.Random(1)
    while game.decision.kind == "card":
        game.apply(rng.choice(game.decision.options))
    with pytest.raises(IllegalMoveError) as info:
        game.apply(DealSpec(deal_for({}), dealer=3))   # deal 2 is dealt by the same dealer
    assert info.value.code == "bad-deal"
    game.apply(DealSpec(deal_for({}), dealer=2))
    assert game.current.contract == "recuperacion" and game.current.declarer == 3


def test_es_sale_scoring_random_sales_zero_sum():
    sold = 0
    for seed in range(10):
        game = Game("spanish", seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            d = game.decision
            if d.kind == "sale":
                game.apply("sell")
            elif d.kind == "bid":
                game.apply(rng.choice(["pass", d.options[1] if len(d.options) > 1 else "pass"]))
            elif d.kind == "accept":
                game.apply("accept")
            else:
                game.apply(random_choice(game, rng))
        for d in game.deals:
            if d.sold:
                sold += 1
                want = list(d.tricks)
                want[d.chooser] += d.price
                want[d.buyer] -= d.price
                assert list(d.points) == want and sum(d.points) == 13
        assert sum(game.totals) == 0
    assert sold > 5


def test_es_winners_are_max_total():
    for seed in range(5):
        game = Game("spanish", seed=seed)
        play_party(game, random.Random(seed))
        best = max(game.totals)
        assert game.winners == tuple(s for s in range(4) if game.totals[s] == best)
        assert game.standing is None


def test_es_dos_ultimas_and_no_bazas_play_all_tricks():
    for seed in range(4):
        game = Game("spanish", seed=seed)
        play_party(game, random.Random(seed))
        for d in game.deals:
            if d.contract in ("no-bazas", "dos-ultimas", "recuperacion"):
                assert d.tricks_played == 13
            if d.contract == "no-bazas":
                assert d.points == tuple(-t for t in d.tricks)


def test_es_card_lances_end_early_when_all_penalties_fall():
    from kingdesk.engine.cards import HEARTS_MASK, KING_OF_HEARTS, KINGS_JACKS_MASK, QUEENS_MASK

    masks = {"no-corazones": HEARTS_MASK, "ni-k-ni-j": KINGS_JACKS_MASK, "no-q": QUEENS_MASK,
             "rey-de-corazones": 1 << KING_OF_HEARTS}
    for seed in range(6):
        game = Game("spanish", seed=seed)
        play_party(game, random.Random(seed))
        for d in game.deals:
            if d.contract in masks:
                played = 0
                for c in d.plays:
                    played |= 1 << c
                assert played & masks[d.contract] == masks[d.contract]
                # the trick before the last did not complete the set
                before = 0
                for c in d.plays[:-4]:
                    before |= 1 << c
                assert before & masks[d.contract] != masks[d.contract]
                assert len(d.plays) == 4 * d.tricks_played


def test_view_hides_other_hands():
    game = Game("turkish-20", seed=9)
    game.apply(None)
    seat = game.decision.seat
    view = game.view((seat + 1) % 4)
    assert view.decision is None and view.hand == game.hand((seat + 1) % 4)
    assert [h for s, h in enumerate(view.current.hands) if s != (seat + 1) % 4] == [0, 0, 0]
    assert game.view(seat).decision == game.decision
    assert sum(game.hand(s).bit_count() for s in range(4)) == 52
    assert game.hand(0) | game.hand(1) | game.hand(2) | game.hand(3) == FULL_DECK


def test_deal_spec_declarer_must_follow_the_rules():
    game = Game("spanish", seed=2)
    with pytest.raises(IllegalMoveError) as info:
        game.apply(DealSpec(deal_for({}), dealer=1, declarer=3))     # the mano is right of the dealer: seat 2
    assert info.value.code == "wrong-declarer"
    game.apply(DealSpec(deal_for({}), dealer=1, declarer=2))
    assert game.current.declarer == 2
    game = Game("turkish-20", seed=2)
    turkish_party_until(game, random.Random(2), 1)
    nxt = (game.deals[-1].declarer + 1) % 4
    with pytest.raises(IllegalMoveError) as info:
        game.apply(DealSpec(deal_for({}), declarer=(nxt + 1) % 4))
    assert info.value.code == "wrong-declarer"
    game.apply(DealSpec(deal_for({}), declarer=nxt))
    assert game.current.declarer == nxt

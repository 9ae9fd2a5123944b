"""Property tests over random legal parties of every preset (hypothesis picks the seeds).

Every decision of a party is checked: the offered options are all accepted, a
sample of refused cards raise :class:`IllegalMoveError` without changing the
game, cards are conserved, each trick has four cards and the right winner,
push/pop and copy behave. At the end the totals and quotas are checked.
"""

from __future__ import annotations

import random

import pytest

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kd_engine_helpers import trick_winner
from kingdesk.engine import Game, IllegalMoveError
from kingdesk.engine import events as ev
from kingdesk.engine.cards import FULL_DECK, SUITS
from kingdesk.engine.contracts import TURKISH_CEZA

pytestmark = pytest.mark.slow  # takes seconds

SETTINGS = dict(deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
seeds = st.integers(min_value=0, max_value=2 ** 32 - 1)

# Card-play variants that keep every total of the party (all penalty units still fall).
TR_VARIANTS = st.fixed_dictionaries({}, optional={
    "tr_must_ruff": st.booleans(), "tr_overruff": st.booleans(), "tr_overtrump_on_trump_lead": st.booleans(),
    "tr_trump_lead_until_broken": st.booleans(), "tr_akq_exception": st.booleans(),
    "tr_kiz_drop_under_higher": st.booleans(), "tr_erkek_drop_under_higher": st.booleans(),
    "tr_rifki_drop_under_ace": st.booleans(), "tr_rifki_void_any_heart": st.booleans(),
    "tr_kupa_must_duck": st.booleans(), "tr_forced_highest_heart_lead": st.booleans(),
    "tr_early_end": st.booleans(), "tr_el_iptal": st.sampled_from(["off", "mecburi_declarer", "any_player_in_koz"]),
    "tr_kiz_all_one_cancel": st.booleans(), "tr_rifki_singleton_misdeal": st.booleans(),
    "tr_first_four_ceza": st.booleans(), "tr_first_declarer": st.sampled_from(["D2", "D7", "random"]),
})
ES_VARIANTS = st.fixed_dictionaries({}, optional={
    "es_schedule": st.sampled_from(["alternate", "negatives_first", "free_order"]),
    "es_hearts_lead": st.sampled_from(["absolute", "until_broken", "free"]),
    "es_kh_drop_when_void": st.booleans(), "es_kh_drop_under_ace": st.booleans(), "es_early_end": st.booleans(),
    "es_recovery_trump_chooser": st.sampled_from(["mano", "dealer"]), "es_recovery_allow_notrump": st.booleans(),
    "es_recovery_must_ruff": st.booleans(), "es_recovery_must_overruff": st.booleans(),
    "es_recovery_no_trump_lead_until_broken": st.booleans(), "es_sale_enabled": st.booleans(),
    "es_sale_pass_is_final": st.booleans(), "es_sale_mano_may_refuse": st.booleans(),
    "es_sale_buyer_leads": st.booleans(),
})


def snapshot(game: Game):
    p = game.play
    play = None
    if p is not None:
        play = (tuple(p.hands), tuple(p.trick), p.leader, p.to_play, tuple(p.winners), tuple(p.tricks_won),
                tuple(p.captured), tuple(p.plays), p.over, p.legal_mask())
    return game.state, play, game.decision


def check_cards_conserved(game: Game) -> None:
    p = game.play
    held = 0
    count = 0
    for h in p.hands:
        assert not held & h
        held |= h
        count += h.bit_count()
    played = 0
    for c in p.plays:
        assert not played >> c & 1
        played |= 1 << c
    assert not held & played
    assert count + len(p.plays) == 52 and held | played == FULL_DECK
    assert len(p.plays) == 4 * len(p.winners) + len(p.trick)
    assert sum(p.tricks_won) == len(p.winners)
    # every seat holds as many cards as it has not yet played
    for s in range(4):
        played_by_s = len(p.winners) + (1 if (s - p.leader) % 4 < len(p.trick) else 0)
        assert p.hands[s].bit_count() == 13 - played_by_s


def check_card_decision(game: Game, rng: random.Random) -> None:
    d = game.decision
    p = game.play
    hand = p.hands[d.seat]
    assert d.seat == p.to_play and d.options
    offered = 0
    for c in d.options:
        assert hand >> c & 1 and game.is_legal(c) and game.refusal(c) is None
        offered |= 1 << c
    assert offered == p.legal_mask()
    refused = [c for c in range(52) if hand >> c & 1 and not offered >> c & 1]
    foreign = [c for c in range(52) if not hand >> c & 1]
    before = snapshot(game)
    for c in rng.sample(refused, min(2, len(refused))) + rng.sample(foreign, 1):
        try:
            game.apply(c)
        except IllegalMoveError as e:
            assert e.code == ("illegal-card" if hand >> c & 1 else "not-in-hand")
            assert e.reason == game.refusal(c) and e.reason is not None
        else:
            raise AssertionError(f"card {c} was accepted though not offered")
        assert snapshot(game) == before


def check_other_decision(game: Game) -> None:
    d = game.decision
    before = snapshot(game)
    for o in d.options:
        assert game.is_legal(o)
        twin = game.copy()
        twin.apply(o)                 # every option is accepted ...
        assert snapshot(game) == before   # ... and the copy is independent
    for bad in ("bogus", 99, True):
        if bad not in d.options:
            try:
                game.apply(bad)
            except IllegalMoveError:
                pass
            else:
                raise AssertionError(f"{bad!r} accepted for a {d.kind} decision")
    assert snapshot(game) == before


def run_party(preset: str, seed: int, options: dict | None = None, checks: bool = True) -> tuple[Game, list]:
    game = Game(preset, options, seed=seed)
    rng = random.Random(seed)
    choices = []
    while not game.is_over:
        d = game.decision
        if d.kind == "deal":
            choice = None
        else:
            choice = rng.choice(d.options)
        if checks:
            if d.kind == "card":
                check_cards_conserved(game)
                check_card_decision(game, rng)
            elif d.kind != "deal":
                check_other_decision(game)
            if rng.random() < 0.05:   # push/pop round trip
                before = snapshot(game)
                game.push(choice)
                game.pop()
                assert snapshot(game) == before
        trump = game.play.trump if d.kind == "card" else None
        events = game.apply(choice)
        choices.append(choice)
        if checks:
            for e in events:
                if isinstance(e, ev.TrickWon):
                    assert len(e.cards) == 4 and len(set(e.cards)) == 4
                    assert e.seat == trick_winner(e.cards, e.leader, trump)
    return game, choices


def check_end(game: Game, preset: str) -> None:
    counted = [d for d in game.deals if d.counts]
    for d in game.deals:
        assert d.finished
        if d.counts:
            assert sum(d.tricks) == d.tricks_played and len(d.plays) == 4 * d.tricks_played
    assert game.totals == tuple(sum(d.points[s] for d in counted) for s in range(4))
    assert game.winners is not None and game.decision.kind == "none"
    if preset == "spanish":
        assert len(game.deals) == 10 and len(counted) == 10
        assert sum(game.totals) == 0
        return
    hands, ceza, koz = (20, 3, 2) if preset == "turkish-20" else (12, 2, 1)
    assert len(counted) == hands
    for s in range(4):
        mine = [d.contract for d in counted if d.declarer == s]
        assert mine.count("koz") == koz and len(mine) == ceza + koz
    for name in TURKISH_CEZA:
        n = sum(d.contract == name for d in counted)
        assert n == 2 if preset == "turkish-20" else n <= 2
    if preset == "turkish-20":
        assert sum(game.totals) == 0
    else:
        assert -1240 <= sum(game.totals) <= -340


@settings(max_examples=30, **SETTINGS)
@given(seed=seeds)
def test_turkish20_random_parties(seed):
    game, _ = run_party("turkish-20", seed)
    check_end(game, "turkish-20")


@settings(max_examples=30, **SETTINGS)
@given(seed=seeds)
def test_turkish12_random_parties(seed):
    game, _ = run_party("turkish-12", seed)
    check_end(game, "turkish-12")


@settings(max_examples=30, **SETTINGS)
@given(seed=seeds)
def test_spanish_random_parties(seed):
    game, _ = run_party("spanish", seed)
    check_end(game, "spanish")


@settings(max_examples=30, **SETTINGS)
@given(seed=seeds, options=TR_VARIANTS, short=st.booleans())
def test_turkish_variants_keep_the_invariants(seed, options, short):
    preset = "turkish-12" if short else "turkish-20"
    game, _ = run_party(preset, seed, options)
    check_end(game, preset)


@settings(max_examples=30, **SETTINGS)
@given(seed=seeds, options=ES_VARIANTS)
def test_spanish_variants_keep_the_invariants(seed, options):
    game, _ = run_party("spanish", seed, options)
    check_end(game, "spanish")


@settings(max_examples=20, **SETTINGS)
@given(seed=seeds, preset=st.sampled_from(["turkish-20", "turkish-12", "spanish"]))
def test_same_seed_same_decisions_same_game(seed, preset):
    a, choices = run_party(preset, seed, checks=False)
    b = Game(preset, seed=seed)
    for c in choices:
        b.apply(c)
    assert b.is_over and b.deals == a.deals and b.totals == a.totals and b.winners == a.winners
    c, _ = run_party(preset, seed, checks=False)
    assert c.deals == a.deals


@settings(max_examples=20, **SETTINGS)
@given(seed=seeds, preset=st.sampled_from(["turkish-20", "turkish-12", "spanish"]), cut=st.integers(1, 400))
def test_pop_all_the_way_and_copy_independence(seed, preset, cut):
    full, choices = run_party(preset, seed, checks=False)
    cut = min(cut, len(choices) - 1)
    game = Game(preset, seed=seed)
    states = []
    for c in choices[:cut]:
        states.append(snapshot(game))
        game.apply(c)
    here = snapshot(game)
    twin = game.copy()
    frozen = game.copy(stack=False)
    for c in choices[cut:]:
        twin.apply(c)
    assert twin.deals == full.deals and twin.totals == full.totals
    assert snapshot(game) == here                  # the copy's moves did not touch the original
    for c in choices[cut:]:
        frozen.apply(c)
    assert frozen.totals == full.totals
    back = game.copy()                             # a copy undone to the start leaves the original alone
    for want in reversed(states):
        back.pop()
        assert snapshot(back) == want
    assert snapshot(game) == here
    for want in reversed(states):                  # undo every decision back to the start
        game.pop()
        assert snapshot(game) == want
    assert game.deals == () and game.history_length == 0
    for c in choices:                              # and replay: same seed, same decisions
        game.apply(c)
    assert game.deals == full.deals


def test_trump_suits_and_play_leader_in_party():
    # A deterministic sweep (no hypothesis) of the "declarer/mano leads trick 1" rule over many seeds.
    for seed in range(15):
        for preset in ("turkish-20", "spanish"):
            game = Game(preset, seed=seed)
            rng = random.Random(seed)
            while not game.is_over:
                d = game.decision
                if d.kind == "card" and not game.play.plays:
                    cur = game.current
                    lead = cur.buyer if cur.sold and game.rules.es_sale_buyer_leads else cur.declarer
                    assert d.seat == lead
                    if cur.trump:
                        assert game.play.trump == SUITS.index(cur.trump)
                game.apply(None if d.kind == "deal" else rng.choice(d.options))

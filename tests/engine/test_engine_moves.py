"""The game's move stack (``Game.moves``), rebuilding from moves, undo/redo, and ``why_not``.

The move stack is what the record writer, the deal replay and undo are built
from, so it must hold every decision in order, with the deciding seat, through
apply, push, pop and copy; a game rebuilt from its start and its moves must be
the same game, and the reasons ``why_not`` gives must agree with the options the
engine offers for every decision of real parties.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kd_engine_helpers import play_party, random_choice, turkish_party_until
from kingdesk.engine import DealSpec, Game, IllegalMoveError
from kingdesk.engine.cards import SUITS, TWO_OF_DIAMONDS
from kingdesk.engine.contracts import SPANISH_LANCES, TURKISH_CEZA
from kingdesk.engine.game import Move

SETTINGS = dict(deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
PRESETS = ["turkish-20", "turkish-12", "spanish"]


def _party(preset: str, seed: int, options: dict | None = None) -> tuple[Game, list[tuple[str, int | None, object]]]:
    """A random party; also the (kind, seat, choice) of each decision as it was asked."""
    game = Game(preset, options, seed=seed)
    rng = random.Random(seed)
    asked = []
    while not game.is_over:
        d = game.decision
        choice = random_choice(game, rng)
        asked.append((d.kind, d.seat, choice))
        game.apply(choice)
    return game, asked


@settings(max_examples=12, **SETTINGS)
@given(seed=st.integers(0, 2 ** 32 - 1), preset=st.sampled_from(PRESETS))
def test_moves_hold_every_decision_in_order_and_rebuild_the_game(seed, preset):
    game, asked = _party(preset, seed)
    assert [tuple(m) for m in game.moves] == asked
    again = Game.from_moves(preset, game.moves, seed=seed)
    assert again.state == game.state and again.moves == game.moves
    bare = Game.from_moves(preset, [m.choice for m in game.moves], seed=seed)
    assert bare.state == game.state
    assert game.rebuilt().state == game.state


@settings(max_examples=8, **SETTINGS)
@given(seed=st.integers(0, 2 ** 32 - 1), preset=st.sampled_from(PRESETS), cut=st.integers(1, 600))
def test_push_pop_and_copy_keep_the_moves(seed, preset, cut):
    full, asked = _party(preset, seed)
    cut = min(cut, len(asked) - 1)
    game = Game(preset, seed=seed)
    for _kind, _seat, choice in asked[:cut]:
        game.push(choice)                      # unchecked moves are kept too
    assert list(game.moves) == list(full.moves[:cut])
    twin, frozen = game.copy(), game.copy(stack=False)
    assert twin.moves == frozen.moves == game.moves
    twin.apply(asked[cut][2])
    assert len(game.moves) == cut and len(twin.moves) == cut + 1   # independent
    with pytest.raises(ValueError, match="stack=False"):
        frozen.pop_to(0)
    assert frozen.rebuilt().state == game.state                    # a snapshot can still be rebuilt
    undone = game.pop_to(cut // 2)
    assert len(game.moves) == cut // 2 == game.history_length
    assert undone == list(full.moves[cut // 2:cut])
    for m in undone:
        game.apply(m.choice)
    assert game.state == Game.from_moves(preset, full.moves[:cut], seed=seed).state


def test_undo_and_redo_across_deals_give_the_same_cards():
    game = Game("turkish-20", seed=11)
    rng = random.Random(3)
    while len(game.deals) < 4:
        game.apply(random_choice(game, rng))
    human = 0
    hands_before = [d.hands for d in game.deals]
    state_before = game.state
    redo: list[Move] = []
    while len(game.deals) > 1:                  # undo the human's decisions back into the first deal
        at = game.last_decision(human)
        assert at is not None and game.moves[at].seat == human and game.moves[at].kind != "deal"
        assert game.last_decision(human, before=at + 1) == at
        redo = game.pop_to(at) + redo
        assert game.decision.seat == human and game.decision.kind == redo[0].kind
    assert len(game.deals) == 1 and game.history_length == len(game.moves)
    for m in redo:                              # redo: the computer's moves are replayed, not re-thought
        game.apply(m.choice)
    assert [d.hands for d in game.deals] == hands_before and game.state == state_before


def test_from_moves_refuses_a_move_of_the_wrong_kind_or_seat():
    game = Game("turkish-20", seed=5)
    game.apply(None)
    moves = list(game.moves) + [Move("trump", game.decision.seat, "S")]
    with pytest.raises(IllegalMoveError) as err:
        Game.from_moves("turkish-20", moves, seed=5)
    assert err.value.code == "bad-move"
    seat = game.decision.seat
    wrong_seat = [game.moves[0], Move("contract", (seat + 1) % 4, game.decision.options[0])]
    with pytest.raises(IllegalMoveError) as err:
        Game.from_moves("turkish-20", wrong_seat, seed=5)
    assert err.value.code == "bad-move"
    with pytest.raises(IllegalMoveError) as err:  # bare choices are validated too
        Game.from_moves("turkish-20", [None, "no-such-contract"], seed=5)
    assert err.value.code == "contract-not-allowed" and err.value.reason == "unknown-contract"


# ---------------------------------------------------------------------------- why_not

def _candidates(game: Game) -> list[object]:
    kind = game.decision.kind
    if kind == "contract":
        return list(TURKISH_CEZA) + ["koz", "el-iptal", "recuperacion", "nope", 3, True] + list(SPANISH_LANCES)
    if kind == "trump":
        return list(SUITS) + ["N", "X", "SH", 0]
    if kind == "bid":
        return ["pass", "nope", True, *range(0, 15)]
    if kind == "card":
        return list(range(52)) + [-1, 52, True, "AS"]
    return ["choose", "sell", "accept", "refuse", "el-iptal", "misdeal", "play", "declare", "pass", "x", None]


OPTION_VARIANTS = [
    ("turkish-20", {}), ("turkish-20", {"tr_first_four_ceza": True}), ("turkish-20", {"tr_trump_suit_cap": 2}),
    ("turkish-20", {"tr_el_iptal": "any_player_in_koz", "tr_rifki_singleton_misdeal": True}),
    ("turkish-20", {"tr_king_rule": "ge10", "tr_king_needs_declaration": True}),
    ("spanish", {"es_schedule": "free_order", "es_sale_mano_may_refuse": False}),
    ("spanish", {"es_recovery_allow_notrump": True}),
]


@pytest.mark.parametrize("preset,options", OPTION_VARIANTS)
def test_why_not_agrees_with_the_options_at_every_decision(preset, options):
    for seed in range(2):
        game = Game(preset, options, seed=seed)
        rng = random.Random(seed)
        step = 0
        while not game.is_over:
            d = game.decision
            step += 1
            if d.kind == "card" and step % 9:       # cards: DealPlay.refusal has its own tests; sample them
                game.apply(random_choice(game, rng))
                continue
            offered = set(d.options)
            for x in _candidates(game):
                why = game.why_not(x)
                legal = (x in offered and not isinstance(x, bool)) if d.kind != "deal" else x is None
                assert (why is None) == legal, (d, x, why)
                assert game.is_legal(x) == legal
                if why is not None and d.kind not in ("deal",):
                    with pytest.raises(IllegalMoveError) as err:
                        game.apply(x)
                    assert err.value.reason == why
            unavailable = game.unavailable_options()
            assert not set(unavailable) & offered
            if d.kind == "contract":
                names = SPANISH_LANCES if game.family == "es" else TURKISH_CEZA + ("koz",)
                assert set(unavailable) | (offered - {"el-iptal"}) == set(names)
            game.apply(random_choice(game, rng))


def test_why_not_explains_a_missing_trump_hand_under_first_four_ceza():
    """The dialog used to say "no trump hands left" here, while both remain."""
    game = Game("turkish-20", {"tr_first_four_ceza": True}, seed=2)
    game.apply(None)
    seat = game.decision.seat
    assert "koz" not in game.decision.options and game.quota_left(seat)[1] == 2
    assert game.why_not("koz") == "penalties-first"
    assert game.unavailable_options() == {"koz": "penalties-first"}
    turkish_party_until(game, random.Random(1), 4)
    while game.decision.kind != "contract":
        game.apply(random_choice(game, random.Random(0)))
    assert game.why_not("koz") in (None, "no-trump-hands-left")


def test_why_not_names_quotas_and_caps():
    rng = random.Random(4)
    # a penalty chosen as often as allowed
    game = Game("turkish-20", {"tr_first_four_ceza": False}, seed=4)
    turkish_party_until(game, rng, 2, contract_for=lambda g, opts: "rifki" if "rifki" in opts else opts[0])
    while game.decision.kind != "contract":
        game.apply(random_choice(game, rng))
    assert game.ceza_left("rifki") == 0 and game.why_not("rifki") == "penalty-used-up"
    # a seat with no penalty hands left must play trumps
    game = Game("turkish-12", seed=8)
    while not game.is_over:
        d = game.decision
        if d.kind == "contract" and game.quota_left(d.seat)[0] == 0:
            assert game.why_not("el-almaz") == "no-penalty-hands-left"
            assert all(why == "no-penalty-hands-left" for n, why in game.unavailable_options().items()
                       if n in TURKISH_CEZA)
            break
        game.apply(random_choice(game, rng))
    else:
        pytest.fail("no seat ran out of penalty hands")
    # spades named trumps twice under a cap of 2: spades is capped for the third trump hand
    game = Game("turkish-20", {"tr_trump_suit_cap": 2, "tr_first_four_ceza": False}, seed=6)
    spades = 0
    while spades < 2 or game.decision.kind != "trump":
        d = game.decision
        if d.kind == "contract":
            game.apply("koz" if "koz" in d.options else d.options[0])
        elif d.kind == "trump":
            game.apply("S")
            spades += 1
        else:
            game.apply(random_choice(game, rng))
    assert game.why_not("S") == "trump-suit-capped" and game.why_not("H") is None
    assert game.unavailable_options() == {"S": "trump-suit-capped"}


def test_why_not_el_iptal_and_spanish_codes():
    g = Game("turkish-20", {"tr_el_iptal": "off"}, seed=1)
    g.apply(None)
    assert g.why_not("el-iptal") == "el-iptal-off"
    g = Game("turkish-20", {"tr_el_iptal": "any_player_in_koz"}, seed=1)
    g.apply(None)
    assert g.why_not("el-iptal") == "el-iptal-after-trump"
    g = Game("turkish-20", seed=1)
    g.apply(None)
    assert g.why_not("el-iptal") == "el-iptal-not-forced"
    assert g.why_not("N") == "unknown-contract"
    g.apply("koz")
    assert g.why_not("N") == "no-trump-not-allowed" and g.why_not("X") == "unknown-suit"

    es = Game("spanish", {"es_schedule": "free_order", "es_sale_mano_may_refuse": False}, seed=3)
    es.apply(None)
    first = es.decision.options[0]
    es.apply(first)
    while es.decision.kind != "contract":
        es.apply(random_choice(es, random.Random(0)))
    assert es.why_not(first) == "lance-played" and es.why_not("recuperacion") == "unknown-contract"
    es = Game("spanish", seed=5)
    while es.decision.kind != "sale":
        es.apply(random_choice(es, random.Random(1)))
    es.apply("sell")
    es.apply(4)
    assert es.why_not(4) == "bid-too-low" and es.why_not(14) == "not-an-option" and es.why_not(5) is None
    assert es.why_not("N") == "not-an-option"
    es = Game("spanish", {"es_sale_mano_may_refuse": False}, seed=5)
    while es.decision.kind != "sale":
        es.apply(random_choice(es, random.Random(1)))
    es.apply("sell")
    while es.decision.kind == "bid":
        es.apply(13 if 13 in es.decision.options else "pass")
    assert es.decision.kind == "accept" and es.why_not("refuse") == "must-accept"


def test_why_not_on_deals_and_at_the_end():
    g = Game("turkish-20", seed=1)
    assert g.why_not(None) is None and g.why_not("AS") == "not-an-option"
    hands = (0x1FFF, 0x1FFF << 13, 0x1FFF << 26, 0x1FFF << 39)
    assert g.why_not(DealSpec((1, 2, 3, 4))) == "bad-hands"
    assert g.why_not(DealSpec(hands, dealer=7)) == "wrong-dealer"
    holder = next(s for s in range(4) if hands[s] >> TWO_OF_DIAMONDS & 1)   # the ♦2 chooses first
    assert g.why_not(DealSpec(hands, declarer=(holder + 1) % 4)) == "wrong-declarer"
    assert g.why_not(DealSpec(hands, declarer=holder)) is None
    play_party(g, random.Random(0))
    assert g.why_not(None) == "party-over"


def test_every_reason_code_has_an_english_sentence():
    from kingdesk.engine import game as game_module
    from kingdesk.engine import play
    from kingdesk.record.sentences import DECISION_REASONS, REFUSALS

    listed = {v for k, v in vars(game_module).items() if k.isupper() and isinstance(v, str) and "-" in v} - {
        "el-iptal"}                                        # a decision kind, not a reason
    assert set(game_module.DECISION_REASONS) == listed
    assert set(game_module.DECISION_REASONS) <= set(DECISION_REASONS)
    assert set(play.CARD_REASONS) <= set(REFUSALS)


def test_only_card_counting_contracts_have_penalty_cards():
    """Clients use ``contract.penalty_mask`` as it is (it once took ``if unit == CARD else 0`` in five places)."""
    from kingdesk.engine.contracts import CARD, CONTRACTS

    for c in CONTRACTS.values():
        assert (c.penalty_mask != 0) == (c.unit == CARD), c.name


def test_the_split_engine_keeps_its_public_names():
    from kingdesk.engine import game

    for name in game.__all__:
        assert hasattr(game, name), name
    assert {"Game", "Decision", "DealSpec", "DealInfo", "Move", "spanish_schedule", "shuffled_hands", "CARD",
            "DEAL"} <= set(game.__all__)


def test_deal_play_copy_sets_every_slot_and_shares_no_list():
    """``DealPlay.copy`` names each slot (a mypyc-compiled class cannot iterate ``__slots__``): a slot added
    without a line in ``copy`` would be missing from the copy, a list not copied would be shared."""
    from kingdesk.engine.play import DealPlay

    game = Game("turkish-20", seed=5)
    rng = random.Random(5)
    while game.play is None or game.decision.kind != "card":
        game.apply(random_choice(game, rng))
    play = game.play
    assert play is not None
    for _ in range(6):
        play.push(play.legal_cards()[0])
    other = play.copy()
    for name in DealPlay.__slots__:
        mine, theirs = getattr(play, name), getattr(other, name)
        assert theirs == mine, name
        if isinstance(mine, list):
            assert theirs is not mine, f"{name} is shared by the copy"

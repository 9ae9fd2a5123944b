"""The explanations (kingdesk.ai.explain) and the review (kingdesk.ai.review): what they say is true, known to the
seat, and graded as the search measures it."""

from __future__ import annotations

import pytest

from kingdesk.ai.explain import TEMPLATES, Explanation, Sentence, Teacher, _known, fifths, round_points
from kingdesk.ai.players import make_player
from kingdesk.ai.review import BLUNDER, INACCURACY, MISTAKE, Position, grade, positions, reviewed, trick_value
from kingdesk.ai.search import HardPlayer
from kingdesk.engine.cards import SUIT_MASKS
from kingdesk.engine.game import Game


def proven_void(game: Game, viewer: int, seat: int, suit: int) -> bool:
    """Whether the public plays prove that ``seat`` holds no card of ``suit`` unseen by ``viewer``: for each such
    card, some card ``seat`` played in this deal would have been refused by the engine had it held that card too
    (it did not follow the suit; void, it did not discard that penalty suit; it did not ruff with it...)."""
    view = game.view(viewer)
    play = view.deal_play([game.hand(s) for s in range(4)])
    wanted = view.unseen & SUIT_MASKS[suit]
    proven = 0
    for i in range(len(view.plays) - 1, -1, -1):
        c = play.pop()
        if view.seat_of_play(i) != seat:
            continue
        held = play.hands[seat]
        for y in range(52):
            if wanted >> y & 1:
                play.hands[seat] = held | 1 << y
                if play.refusal(c, seat) is not None:
                    proven |= 1 << y
        play.hands[seat] = held
    return proven == wanted


@pytest.mark.parametrize("ruleset", ["turkish-20", "spanish", "turkish-12"])
def test_what_a_sentence_says_of_the_others_is_true_and_known_to_the_seat(ruleset: str) -> None:
    """Over whole parties: every "X has no ♣" is true of X's real hand and follows from the public plays (by the
    engine's own refusals, replayed here); every "still out" card is in another seat's hand."""
    g = Game(ruleset, seed=31)
    players = [make_player("easy", s) for s in range(4)]
    voids = outs = 0
    while not g.is_over:
        d = g.decision
        if d.kind == "deal":
            g.apply(None)
            continue
        assert d.seat is not None
        view = g.view(d.seat)
        if d.kind == "card" and len(d.options) > 1:
            for c in d.options:
                s = _known(view, c)
                if s is None:
                    continue
                if s.key == "void":
                    seat, suit = s.args
                    assert seat != view.seat
                    assert not g.hand(seat) & SUIT_MASKS[suit], (seat, suit)
                    assert proven_void(g, view.seat, seat, suit), (seat, suit)
                    voids += 1
                else:
                    card = s.args[0]
                    assert not view.hand >> card & 1 and card not in view.plays
                    assert any(g.hand(x) >> card & 1 for x in range(4) if x != view.seat)
                    outs += 1
        g.apply(players[d.seat].decide(view))
    assert voids > 20 and outs > 5  # the parties said both kinds, often


def test_rounding_for_a_person() -> None:
    assert [fifths(x) for x in (0.0, 0.09, 0.11, 0.5, 0.95, 1.0)] == [0, 0, 1, 2, 5, 5]
    assert [round_points(x) for x in (0.4, 0.6, 7.4, 12.0, 13.0, 41.0, 44.0, 166.0)] == [0, 1, 7, 10, 15, 40, 45, 170]


def test_sentences_are_templates_only() -> None:
    with pytest.raises(ValueError):
        Sentence("free-text")
    assert all(isinstance(v, str) for v in TEMPLATES.values())


def test_grades_by_the_trick() -> None:
    t = 50.0
    assert grade(0.0, t) == "good" and grade(INACCURACY * t - 1, t) == "good"
    assert grade(INACCURACY * t, t) == "inaccuracy" and grade(MISTAKE * t, t) == "mistake"
    assert grade(BLUNDER * t, t) == "blunder" and grade(320.0, t) == "blunder"  # the K♥ given away


def _spread_position() -> tuple[Position, Explanation]:
    """A card decision of a fixed Turkish party where one candidate is far worse than the best."""
    g = Game("turkish-20", seed=8)
    easy = make_player("easy", 3)
    teacher = Teacher(99, deadline=600.0)
    while True:
        d = g.decision
        if d.kind == "deal":
            g.apply(None)
            continue
        assert d.seat is not None
        view = g.view(d.seat)
        if d.kind == "card" and len(d.options) > 2 and g.move_count > 6:
            why = teacher.explain(view)
            values = sorted(why.values.values())
            if values[-1] - values[0] >= 3 * trick_value(view):
                return Position(g.move_count, len(g.deals), view, why.choice), why
        g.apply(easy.decide(view))


def test_a_planted_mistake_is_graded_and_an_equal_card_is_not() -> None:
    pos, why = _spread_position()
    worst = min(why.values, key=lambda c: why.values[c])
    planted = reviewed(Position(pos.step, pos.deal, pos.view, worst), why)
    assert planted.grade in ("mistake", "blunder") and planted.loss is not None and planted.loss > 0
    assert planted.preferred == why.choice
    own = reviewed(pos, why)
    assert own.grade == "good" and own.loss == 0.0
    # an equivalent card (the same run in the hand) is the same decision
    for c in pos.view.decision.options:  # type: ignore[union-attr]
        if c != why.choice and why.value_of(c) == why.value_of(why.choice):
            assert reviewed(Position(pos.step, pos.deal, pos.view, c), why).grade == "good"


def test_hard_s_own_card_is_good_and_the_teacher_prefers_it() -> None:
    """The teacher's choice is the hard player's own (same seed, same stream): the hint suggests what hard plays."""
    g = Game("spanish", seed=5)
    easy = make_player("easy", 1)
    hard = HardPlayer(99)
    hard.deadline = 600.0
    teacher = Teacher(99, deadline=600.0)
    seen = 0
    while seen < 6:
        d = g.decision
        if d.kind == "deal":
            g.apply(None)
            continue
        assert d.seat is not None
        view = g.view(d.seat)
        if len(d.options) > 1:
            why = teacher.explain(view)
            assert why.choice == hard.decide(view)
            assert why.sentences
            seen += 1
        g.apply(easy.decide(view))


def test_positions_are_the_seat_s_decisions_with_a_choice() -> None:
    g = Game("turkish-12", seed=2)
    p = [make_player("easy", s) for s in range(4)]
    while g.move_count < 80:
        d = g.decision
        g.apply(None if d.kind == "deal" else p[d.seat].decide(g.view(d.seat)))  # type: ignore[index]
    found = list(positions(g, 1))
    assert found and all(x.view.seat == 1 and len(x.view.decision.options) > 1 for x in found)  # type: ignore[union-attr]
    assert [x.played for x in found] == [g.moves[x.step].choice for x in found]


KINDS = {
    "contract": ("turkish-20", None),
    "trump": ("turkish-20", None),
    "sale": ("spanish", {"es_sale_mano_may_refuse": False}),
    "bid": ("spanish", None),
    "accept": ("spanish", None),
    "el-iptal": ("turkish-20", {"tr_el_iptal": "any_player_in_koz"}),
    "misdeal": ("turkish-20", {"tr_rifki_singleton_misdeal": True}),
    "king": ("turkish-20", {"tr_king_rule": "ge10", "tr_king_needs_declaration": True}),
}


def _facing(kind: str) -> Game:
    import random

    ruleset, options = KINDS[kind]
    for seed in range(500):
        g = Game(ruleset, options, seed)
        rng = random.Random(seed)
        while not g.is_over:
            d = g.decision
            if d.kind == kind and d.seat == 0 and len(d.options) > 1:
                return g
            g.apply(None if d.kind == "deal" else d.options[rng.randrange(len(d.options))])
    raise AssertionError(kind)


@pytest.mark.parametrize("kind", list(KINDS))
def test_every_decision_kind_is_explained(kind: str) -> None:
    """Contract, trump, sale, bid, accept, El İptal, misdeal, King: the hard player's own choice, with a sentence
    built from what it measured."""
    g = _facing(kind)
    view = g.view(0)
    why = Teacher(99, deadline=600.0).explain(view)
    assert why.choice == HardPlayer(99).decide(view)
    expected = {"contract": {"better-option", "as-good-option", "el-iptal-below"}, "trump": {"trump-tricks"},
                "sale": {"sale-worth"}, "bid": {"sale-worth"}, "accept": {"offer-better", "offer-worse"},
                "el-iptal": {"el-iptal-below", "el-iptal-above"}, "king": {"king-made"},
                "misdeal": {"misdeal-lone", "misdeal-keep"}}[kind]
    keys = {s.key for s in why.sentences} or {None}
    assert keys <= expected, (kind, why)
    if kind in ("contract", "trump", "el-iptal"):
        assert why.values and why.value_of(why.choice) is not None

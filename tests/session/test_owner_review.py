"""The owner gives a person's decisions of a hand to review at a table of one person only, and only that seat's
views (as the hint: at a shared table nobody has one)."""

from __future__ import annotations

from typing import Any

from kingdesk.ai.players import make_player
from kingdesk.session import messages as m
from kingdesk.session.owner import PartyOwner
from kingdesk.session.seats import Seats


def _played_hand(people: tuple[Any, ...]) -> tuple[PartyOwner, list[Any]]:
    """A hand played by four people through the owner; then ``people`` sit at the table."""
    got: list[Any] = []
    owner = PartyOwner(got.append, pool=object())  # nothing is asked of the pool: the people play
    owner.handle(m.Start(m.PartySetup("turkish-12", seed=5, seats=Seats.from_levels((None,) * 4), autosave=False)))
    easy = make_player("easy", 1)
    game = owner.party.game  # type: ignore[union-attr]
    while len(game.deals) < 2:
        d = game.decision
        owner.handle(m.Apply(owner.gen, owner.step, d.seat, easy.decide(game.view(d.seat))))  # type: ignore[arg-type]
    owner.party.seats = Seats.from_levels(people)  # type: ignore[union-attr]
    return owner, got


def test_one_person_gets_the_hand_s_decisions() -> None:
    owner, got = _played_hand(("easy", "easy", None, "easy"))
    owner.handle(m.ReviewDeal(owner.gen, 0, 2))
    answer = got[-1]
    assert isinstance(answer, m.ToReview) and answer.deal == 0 and answer.seat == 2
    assert len(answer.positions) >= 5
    assert all(p.deal == 0 and p.view.seat == 2 and p.view.decision.seat == 2 for p in answer.positions)


def test_no_review_at_a_shared_table() -> None:
    owner, got = _played_hand((None, None, "easy", "easy"))
    before = len(got)
    owner.handle(m.ReviewDeal(owner.gen, 0, 0))
    owner.handle(m.ReviewDeal(owner.gen, 0, 2))  # nor of a computer's seat
    assert not any(isinstance(e, m.ToReview) for e in got[before:])


def test_a_lesson_s_review_leaves_out_what_the_lesson_chose_for_the_person() -> None:
    """A lesson names the contract for the person before the hand is theirs (``PartySetup.given``): the review
    grades only what the person chose after, never the lesson's own set-up."""
    from kingdesk.ai.lessons import lesson_game
    from kingdesk.ai.review import positions

    start = lesson_game("kupa-almaz")
    got: list[Any] = []
    owner = PartyOwner(got.append, pool=object())
    owner.handle(m.Start(m.PartySetup(start.rules.ruleset, start.rules.options_dict(), start=start, autosave=False,
                                      seats=Seats.from_levels((None,) * 4), given=len(start.moves))))
    game = owner.party.game  # type: ignore[union-attr]
    deal = len(game.deals) - 1
    easy = make_player("easy", 1)
    while len(game.deals) == deal + 1 and not game.deals[deal].finished:
        d = game.decision
        owner.handle(m.Apply(owner.gen, owner.step, d.seat, easy.decide(game.view(d.seat))))  # type: ignore[arg-type]
    owner.party.seats = Seats.from_levels((None, "easy", "easy", "easy"))  # type: ignore[union-attr]
    set_up = [p for p in positions(game, 0, deal) if p.step < len(start.moves)]
    assert set_up  # the lesson chose something for seat 0 in that hand (its contract)
    owner.handle(m.ReviewDeal(owner.gen, deal, 0))
    answer = got[-1]
    assert isinstance(answer, m.ToReview) and answer.positions
    assert all(p.step >= len(start.moves) for p in answer.positions)

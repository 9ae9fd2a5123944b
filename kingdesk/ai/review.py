"""The review of one seat's decisions in a party: what was played, what the hard player's search prefers, the
expected points lost, a grade and the sentence why.

The party is replayed through the engine from its record (:func:`positions`); each decision of the seat with a
choice is explained by a :class:`~kingdesk.ai.explain.Teacher` against the choice the seat made
(:func:`reviewed`). A position costs one hard search, so a party's review runs on the computer players' process
(:meth:`kingdesk.ai.worker.Requests.explain`), never where a window paints; ``kingdesk-record review`` and the
window's review share these two functions.

**Grades.** The points lost are measured in the family's *trick*, what one trick is worth in a trump hand (50
Turkish points, one Spanish point): the K♥ is six and a half Turkish tricks, a heart in Kupa Almaz three fifths of
one. A loss below :data:`INACCURACY` is *good*; below :data:`MISTAKE` an *inaccuracy*; below :data:`BLUNDER` a
*mistake*; above, a *blunder*. The thresholds are calibrated on parties of hard against hard
(``python -m lab.planted``): two hard searches with different seeds disagree by sampling alone, and that
disagreement stays under :data:`INACCURACY` nearly always, while a planted card the search rates far worse is
graded a mistake or a blunder.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from kingdesk.engine.contracts import CONTRACTS
from kingdesk.engine.decisions import CARD, COUNT, DEAL
from kingdesk.engine.game import Game
from kingdesk.engine.view import SeatView

from .explain import Explanation, Sentence
from .search import representative

REVIEW_SEED = 99
"""The reviewer's seed: the hint's (the window asks the same hard player), so that the review of a decision the
player took on the hint's advice prefers the same choice."""
REVIEW_DEADLINE = 600.0
"""A review waits for the whole search (the number of worlds is the position's): the same figures on a busy
machine as on an idle one."""

GRADES = ("good", "inaccuracy", "mistake", "blunder")
INACCURACY, MISTAKE, BLUNDER = 0.3, 0.75, 1.5
"""The grades' thresholds, in the family's trick (see the module's text)."""


@dataclass(frozen=True)
class Position:
    """One decision of the reviewed seat: its index in the party's moves, the deal's (``game.deals``, from 0), the
    seat's view then and the choice made."""

    step: int
    deal: int
    view: SeatView
    played: Any


@dataclass(frozen=True)
class Reviewed:
    """One decision reviewed: what was played and what the search prefers, the expected points lost (``None``
    where the choice rests on a count of tricks or a rule of thumb, which no points measure), the grade and why."""

    step: int
    deal: int
    seat: int
    kind: str
    played: Any
    preferred: Any
    loss: float | None
    grade: str | None
    sentences: tuple[Sentence, ...]


def positions(game: Game, seat: int, deal: int | None = None) -> Iterator[Position]:
    """The decisions of ``seat`` in ``game`` (in its deal ``deal`` only, if given) that had a choice, in order,
    each with the seat's view then."""
    replay = game.rebuilt(0)
    index = -1
    for step, move in enumerate(game.moves):
        d = replay.decision
        if move.kind == DEAL:
            index += 1
            if deal is not None and index > deal:
                return
        elif move.seat == seat and move.kind != COUNT and len(d.options) > 1 and deal in (None, index):
            yield Position(step, index, replay.view(seat), move.choice)
        replay.apply(move.choice)


def trick_value(game_or_view: Game | SeatView) -> float:
    """What one trick of a trump hand is worth in the family: the unit of the points lost."""
    family = game_or_view.rules.family
    return float(abs(CONTRACTS["koz" if family == "tr" else "recuperacion"].value))


def grade(loss: float, trick: float) -> str:
    """The grade of a decision that lost ``loss`` expected points, ``trick`` the family's trick value."""
    x = loss / trick
    return GRADES[(x >= INACCURACY) + (x >= MISTAKE) + (x >= BLUNDER)]


def reviewed(position: Position, why: Explanation) -> Reviewed:
    """The review of ``position`` from the teacher's explanation of it (asked ``against`` the choice played)."""
    view = position.view
    played, preferred = position.played, why.choice
    best, mine = why.value_of(preferred), why.value_of(played)
    if played == preferred or (why.kind == CARD and _same_run(why, played, preferred)):
        loss: float | None = 0.0
    elif best is None or mine is None:
        loss = None
    else:
        loss = max(0.0, best - mine)
    return Reviewed(position.step, position.deal, view.seat, why.kind, played, preferred,
                    None if loss is None else round(loss, 1),
                    None if loss is None else grade(loss, trick_value(view)), why.sentences)


def _same_run(why: Explanation, a: Any, b: Any) -> bool:
    """Two cards the search treats as one (equivalent in the hand: the same candidate)."""
    cands = [c for c in why.values if isinstance(c, int)]
    return representative(a, cands) == representative(b, cands)


__all__ = ["BLUNDER", "GRADES", "INACCURACY", "MISTAKE", "Position", "REVIEW_DEADLINE", "REVIEW_SEED", "Reviewed",
           "grade", "positions", "reviewed", "trick_value"]

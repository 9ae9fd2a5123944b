"""Checks that a party shown on the table ended as the engine says it should.

Used by ``kingdesk --self-test`` (and the tests): every counting deal's points
add up to the totals, the party has its full number of deals, zero-sum families
sum to zero, and the cards on the table are where the engine's last deal left
them (hands, captured penalty cards and won cards per seat).
"""

from __future__ import annotations

from kingdesk.engine.cards import mask_of
from kingdesk.engine.shown import PartyLike, ShownParty

from .table.scene import TableScene


def check_party(game: PartyLike, scene: TableScene | None = None) -> list[str]:
    """Problems found (empty when the party ended correctly)."""
    problems: list[str] = []
    if not game.is_over:
        problems.append("the party is not over")
    counted = [d for d in game.deals if d.counts]
    if game.state.king_seat is None and len(counted) != game.hands_total:
        problems.append(f"{len(counted)} counting deals, expected {game.hands_total}")
    sums = [sum(d.points[s] for d in counted if d.points is not None) for s in range(4)]
    if tuple(sums) != tuple(game.totals):
        problems.append(f"totals {game.totals} differ from the sum of the deals {tuple(sums)}")
    zero_sum = game.family == "es" or game.rules.tr_mode == 20
    if zero_sum and sum(game.totals) != 0:
        problems.append(f"totals {game.totals} do not sum to zero")
    if scene is not None and game.play is not None:
        play = game.play
        for seat in range(4):
            slot = scene.slot_of(seat)
            if isinstance(game, ShownParty) and seat not in game.visible:  # face-down stand-ins: their number
                differs = len(scene.hands[slot]) != game.hand_size(seat)
            else:
                differs = mask_of(scene.hands[slot]) != play.hands[seat]
            if differs:
                problems.append(f"seat {seat}: the table's hand differs from the engine's")
            taken = mask_of(scene.captured[slot]) | mask_of(scene.won[slot])
            if taken != play.captured[seat]:
                problems.append(f"seat {seat}: the table's won cards differ from the engine's")
        if scene.trick:
            problems.append("cards are left in the middle of the table")
    return problems

"""Seat views of a bare deal: for positions (the blunder suite) and the arena's duplicate deals.

The computer players only ever read a :class:`~kingdesk.engine.view.SeatView`.
A party builds them with ``Game.view(seat)``; here we build the same view for a
single deal given as four hands, a contract, a trump and a leader, so that a
position can start anywhere (any contract, any declarer, any point of play)
without replaying a party up to it. The other hands are zeroed exactly as
``SeatView.of`` does.
"""

from __future__ import annotations

from kingdesk.engine.cards import SUITS, mask_of, parse_cards
from kingdesk.engine.contracts import CONTRACTS
from kingdesk.engine.game import DealInfo, Decision
from kingdesk.engine.play import DealPlay
from kingdesk.engine.rules import Rules
from kingdesk.engine.view import SeatView


class DealTable:
    """One deal being played: the true hands, and the view each seat may have of it."""

    def __init__(self, rules: Rules, hands: list[int], contract: str, trump: str | None, leader: int,
                 index: int = 0):
        self.rules = rules
        self.hands = tuple(hands)
        self.contract = contract
        self.trump = trump
        self.leader = leader
        self.index = index
        suit = SUITS.index(trump) if trump and trump != "N" else None
        self.play = DealPlay(list(hands), CONTRACTS[contract], suit, rules, leader)

    @classmethod
    def from_codes(cls, rules: Rules, hands: list[str] | list[list[str]], contract: str, trump: str | None,
                   leader: int, plays: list[str] = ()) -> DealTable:  # type: ignore[assignment]
        masks = [mask_of(parse_cards(h.split() if isinstance(h, str) else h)) for h in hands]
        t = cls(rules, masks, contract, trump, leader)
        for code in plays:
            c = parse_cards([code])[0]
            why = t.play.refusal(c)
            if why is not None:
                raise ValueError(f"{code} cannot be played here ({why})")
            t.play.push(c)
        return t

    def view(self, seat: int) -> SeatView:
        p = self.play
        info = DealInfo(self.index, (self.leader - 1) & 3,
                        tuple(h if s == seat else 0 for s, h in enumerate(self.hands)),  # type: ignore[arg-type]
                        self.leader, self.leader, self.contract, self.trump)
        decision = Decision("card", seat, tuple(p.legal_cards())) if not p.over and p.to_play == seat else None
        tr = self.rules.family == "tr"
        return SeatView(
            seat=seat, rules=self.rules, hand=p.hands[seat], decision=decision, current=info, past_deals=(),
            plays=tuple(p.plays), first_leader=p.first_leader, trick=tuple(p.trick), leader=p.leader,
            winners=tuple(p.winners), totals=(0, 0, 0, 0),
            quotas=((3, 2),) * 4 if tr else (), ceza={}, trump_count=(0, 0, 0, 0), hands_scored=0,
        )

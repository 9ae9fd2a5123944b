"""What one seat may know: its own hand and everything public.

Computer players get a :class:`SeatView`, never the live :class:`Game`; the
other hands are not in it. ``deal_play(hands)`` rebuilds the card play of the
current deal for a guessed distribution of the hidden cards (determinization).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from .cards import FULL_DECK, SUITS
from .contracts import CONTRACTS, Contract
from .play import DealPlay
from .rules import Rules

if TYPE_CHECKING:
    from .decisions import Decision
    from .game import Game
    from .state import DealInfo


@dataclass(frozen=True)
class SeatView:
    seat: int
    rules: Rules
    hand: int
    """The seat's cards now."""
    decision: Decision | None
    """The decision due, if it is this seat's."""
    current: DealInfo | None
    """The current deal with the other hands hidden (zero)."""
    past_deals: tuple[DealInfo, ...]
    """Earlier deals, hands hidden."""
    plays: tuple[int, ...]
    """Cards played so far in this deal, in order."""
    first_leader: int
    """Who led the first trick of this deal."""
    trick: tuple[int, ...]
    leader: int
    """Who led the trick in progress."""
    winners: tuple[int, ...]
    """Winner of each completed trick."""
    totals: tuple[int, int, int, int]
    quotas: tuple[tuple[int, int], ...]
    """Turkish: (ceza rights, koz rights) left, per seat."""
    ceza: Mapping[str, int]
    """Turkish: how many more times each ceza may be chosen."""
    trump_count: tuple[int, int, int, int]
    hands_scored: int

    @classmethod
    def of(cls, game: Game, seat: int) -> SeatView:
        st = game.state
        d = game.current
        hidden = None
        if d is not None:
            hidden = replace(d, hands=tuple(h if s == seat else 0 for s, h in enumerate(d.hands)))  # type: ignore[arg-type]
        past = tuple(replace(x, hands=(0, 0, 0, 0)) for x in st.deals[:-1])
        play = game.play
        dec = game.decision
        from .contracts import TURKISH_CEZA

        return cls(
            seat=seat,
            rules=game.rules,
            hand=game.hand(seat),
            decision=dec if dec.seat == seat else None,
            current=hidden,
            past_deals=past,
            plays=tuple(play.plays) if play else (),
            first_leader=play.first_leader if play else (d.declarer if d else 0),
            trick=tuple(play.trick) if play else (),
            leader=play.leader if play else (d.declarer if d else 0),
            winners=tuple(play.winners) if play else (),
            totals=st.totals,
            quotas=tuple(game.quota_left(s) for s in range(4)) if game.family == "tr" else (),
            ceza={n: game.ceza_left(n) for n in TURKISH_CEZA} if game.family == "tr" else {},
            trump_count=st.trump_count,
            hands_scored=st.hands_scored,
        )

    @property
    def contract(self) -> Contract | None:
        return CONTRACTS[self.current.contract] if self.current and self.current.contract else None

    @property
    def trump(self) -> int | None:
        t = self.current.trump if self.current else None
        return SUITS.index(t) if t and t != "N" else None

    @property
    def played_mask(self) -> int:
        m = 0
        for c in self.plays:
            m |= 1 << c
        return m

    @property
    def unseen(self) -> int:
        """Cards held by the other three seats now."""
        return FULL_DECK & ~self.hand & ~self.played_mask

    def seat_of_play(self, i: int) -> int:
        """Who played the i-th card of this deal."""
        trick, pos = divmod(i, 4)
        leader = self.first_leader if trick == 0 else self.winners[trick - 1]
        return (leader + pos) & 3

    def deal_play(self, hands_now: list[int] | tuple[int, ...]) -> DealPlay:
        """The card play of this deal, rebuilt for the given current hands of all seats.

        ``hands_now[self.seat]`` must be this seat's hand; the others are a guess.
        """
        assert self.current is not None and self.contract is not None
        initial = list(hands_now)
        for i, c in enumerate(self.plays):
            initial[self.seat_of_play(i)] |= 1 << c
        play = DealPlay(initial, self.contract, self.trump, self.rules, self.first_leader)
        for c in self.plays:
            play.push(c)
        return play


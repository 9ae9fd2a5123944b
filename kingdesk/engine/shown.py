"""What the people at the table may see of a party after one step: :class:`ShownParty`.

The engine thread builds one after every step and the GUI reads nothing else of
the party (no :class:`~kingdesk.engine.game.Game` crosses between the threads).
It holds the public facts (the deals' contracts, sales, points and totals, the
cards played and taken, the quotas left) and the hands of the ``visible`` seats only:
the human's at a table, all four in a demonstration or a replay. Every other hand
is empty (``0``); :attr:`ShownPlay.hand_sizes` says how many cards it holds, and the
decision due to another seat comes without its options. What the GUI asks the engine
(why a card may not be played, why a contract is not offered) is answered here,
for the visible seat's decision, before the view leaves the engine thread.

Its read API is the part of ``Game`` a table needs, under the same names, so a
score sheet or a dialog reads a view as it would read a game.

>>> from kingdesk.engine.game import Game
>>> g = Game("turkish-12", seed=5)
>>> _ = g.apply(None)
>>> g.decision.kind, g.decision.seat, len(g.decision.options) > 0
('contract', 1, True)
>>> mine, theirs = ShownParty.of(g, {1}), ShownParty.of(g, {0})
>>> mine.current.hands[1] == g.current.hands[1], mine.current.hands[0]
(True, 0)
>>> mine.decision == g.decision, theirs.decision.options
(True, ())
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from . import events as ev
from .cards import iter_cards, sorted_cards
from .contracts import TURKISH_CEZA, Contract
from .decisions import CARD, Decision
from .rules import Rules
from .state import DealInfo, PartyState, evolve
from .view import SeatView

from .game import Game


def shown_hands(hands: Sequence[int], visible: Collection[int]) -> tuple[int, int, int, int]:
    """The four ``hands`` as the ``visible`` seats are shown them: their own, ``0`` for the others."""
    return tuple(h if s in visible else 0 for s, h in enumerate(hands))  # type: ignore[return-value]


def shown_deal(d: DealInfo, visible: Collection[int]) -> DealInfo:
    """A deal as the ``visible`` seats are shown it: the hands dealt to the others empty."""
    if all(s in visible for s in range(4)):
        return d
    return evolve(d, {"hands": shown_hands(d.hands, visible)})


@dataclass(frozen=True)
class ShownPlay:
    """The card play of the current deal as the table sees it (the public part of a ``DealPlay``)."""

    contract: Contract
    trump: int | None
    hands: tuple[int, int, int, int]
    """The visible seats' cards now; ``0`` for the others."""
    hand_sizes: tuple[int, int, int, int]
    first_leader: int
    leader: int
    """Who led the trick in progress."""
    trick: tuple[int, ...]
    plays: tuple[int, ...]
    winners: tuple[int, ...]
    captured: tuple[int, int, int, int]
    """The cards each seat has taken (tricks are public)."""
    tricks_won: tuple[int, int, int, int]
    unit_counts: tuple[int, ...]
    over: bool

    @classmethod
    def of(cls, play: Any, visible: Collection[int]) -> ShownPlay:
        return cls(
            contract=play.contract, trump=play.trump,
            hands=shown_hands(play.hands, visible),
            hand_sizes=tuple(h.bit_count() for h in play.hands),
            first_leader=play.first_leader, leader=play.leader, trick=tuple(play.trick), plays=tuple(play.plays),
            winners=tuple(play.winners), captured=tuple(play.captured),
            tricks_won=tuple(play.tricks_won), unit_counts=tuple(play.units()), over=play.over)

    @property
    def tricks_played(self) -> int:
        return len(self.winners)

    def trick_seat(self, i: int) -> int:
        """Seat that played the i-th card of the current trick (as ``DealPlay.trick_seat``)."""
        return (self.leader + i) & 3

    def units(self) -> list[int]:
        """What each seat has taken in the contract's unit (tricks, penalty cards, last tricks)."""
        return list(self.unit_counts)

    def last_trick(self) -> tuple[int, list[int], int] | None:
        """(leader, four cards, winner) of the last completed trick, or ``None``."""
        n = len(self.winners)
        if not n:
            return None
        leader = self.winners[-2] if n >= 2 else self.first_leader
        return leader, list(self.plays[4 * (n - 1): 4 * n]), self.winners[-1]


@dataclass(frozen=True)
class ShownParty:
    """The party as the table may show it (see the module's docstring)."""

    visible: frozenset[int]
    """The seats whose hands this view holds (the window's person, or all four when nobody plays there)."""
    rules: Rules
    state: PartyState
    """The party's state with the hidden hands of every deal emptied."""
    play: ShownPlay | None
    decision: Decision
    """The decision due; its options only when it is a visible seat's."""
    is_over: bool
    winners: tuple[int, ...] | None
    standing: tuple[str, ...] | None
    quotas: tuple[tuple[int, int], ...] = ()
    """Turkish: (ceza rights, koz rights) left, per seat."""
    ceza: Mapping[str, int] = field(default_factory=dict)
    """Turkish: how many more times each ceza may be chosen."""
    refusals: Mapping[int, str] = field(default_factory=dict)
    """Why each card of the visible seat's hand that is not among the options may not be played now."""
    unavailable: Mapping[Any, str] = field(default_factory=dict)
    """The contracts or trumps of these rules that the visible seat's decision does not offer, with why."""

    @classmethod
    def of(cls, game: Game, visible: Collection[int]) -> ShownParty:
        seen = frozenset(visible)
        st = game.state
        tr = game.family == "tr"
        return cls(
            rules=game.rules, state=replace(st, deals=tuple(shown_deal(d, seen) for d in st.deals)),
            play=ShownPlay.of(game.play, seen) if game.play is not None else None,
            is_over=game.is_over, winners=game.winners, standing=game.standing,
            quotas=tuple(game.quota_left(s) for s in range(4)) if tr else (),
            ceza={n: game.ceza_left(n) for n in TURKISH_CEZA} if tr else {},
            **cls.own(game, seen))

    @staticmethod
    def own(game: Game, visible: frozenset[int], decision: Decision | None = None) -> dict[str, Any]:
        """The fields of the view of ``visible`` seats that are theirs alone, by name, but for their hands (in
        the deals and the play, :func:`shown_hands`): every other field is the same whoever sees the party. A
        table writes the part its seats share once (:mod:`kingdesk.net.steps`). ``decision``: the game's, if
        the caller has it already (the engine works it out anew each time it is asked)."""
        d = game.decision if decision is None else decision
        mine = d.seat in visible
        refusals: dict[int, str] = {}
        if mine and d.kind == CARD and d.seat is not None:
            legal = set(d.options)
            for c in iter_cards(game.hand(d.seat)):
                why = game.refusal(c) if c not in legal else None
                if why is not None:
                    refusals[c] = why
        return {"visible": visible, "decision": d if mine else Decision(d.kind, d.seat, ()), "refusals": refusals,
                "unavailable": game.unavailable_options() if mine else {}}

    # ------------------------------------------------------------------ the read API of a Game
    @property
    def family(self) -> str:
        return self.rules.family

    @property
    def deals(self) -> tuple[DealInfo, ...]:
        return self.state.deals

    @property
    def current(self) -> DealInfo | None:
        return self.state.deals[-1] if self.state.deals else None

    @property
    def totals(self) -> tuple[int, int, int, int]:
        return self.state.totals

    @property
    def hands_total(self) -> int:
        """Deals that count in a full party: 20 or 12 Turkish hands, 10 Spanish deals."""
        return self.rules.tr_mode if self.family == "tr" else 10

    def hand(self, seat: int) -> int:
        """The cards ``seat`` holds now, if it is visible (else ``0``)."""
        if self.play is not None:
            return self.play.hands[seat]
        cur = self.current
        return cur.hands[seat] if cur is not None else 0

    def hand_cards(self, seat: int) -> list[int]:
        return sorted_cards(iter_cards(self.hand(seat)))

    def hand_size(self, seat: int) -> int:
        if self.play is not None:
            return self.play.hand_sizes[seat]
        cur = self.current
        return 13 if cur is not None and not cur.finished else 0

    def refusal(self, c: int) -> str | None:
        """Why the shown seat may not play card ``c`` now (a reason code), or ``None``."""
        return self.refusals.get(c)

    def unavailable_options(self) -> dict[Any, str]:
        return dict(self.unavailable)

    def quota_left(self, seat: int) -> tuple[int, int]:
        return self.quotas[seat]

    def ceza_left(self, name: str) -> int:
        return self.ceza[name]

    def seat_view(self, seat: int) -> SeatView:
        """What a computer player of visible ``seat`` is given (:meth:`Game.view`), from this view alone: a
        computer player at another computer chooses from what its seat was told, and chooses as it would here.

        >>> from kingdesk.engine.game import Game
        >>> g = Game("spanish", seed=3)
        >>> _ = g.apply(None)
        >>> ShownParty.of(g, {1}).seat_view(1) == g.view(1)
        True
        """
        if seat not in self.visible:
            raise ValueError(f"seat {seat} is not shown in this view")
        d, cur, play = self.decision, self.current, self.play
        fallback = cur.declarer if cur is not None else 0
        return SeatView(
            seat=seat, rules=self.rules, hand=self.hand(seat),
            decision=d if d.seat == seat else None,
            current=shown_deal(cur, {seat}) if cur is not None else None,
            past_deals=tuple(replace(x, hands=(0, 0, 0, 0)) for x in self.state.deals[:-1]),
            plays=play.plays if play is not None else (),
            first_leader=play.first_leader if play is not None else fallback,
            trick=play.trick if play is not None else (),
            leader=play.leader if play is not None else fallback,
            winners=play.winners if play is not None else (),
            totals=self.state.totals, quotas=self.quotas, ceza=dict(self.ceza),
            trump_count=self.state.trump_count, hands_scored=self.state.hands_scored)


PartyLike = Game | ShownParty
"""What a score sheet, a dialog or an export reads: the table's view of the party on it, or a whole game (one
from the history, a record)."""


def shown_event(e: ev.Event, visible: Collection[int]) -> ev.Event:
    """An engine event as the table may see it: the hands dealt to the seats not shown are empty."""
    if isinstance(e, ev.Dealt) and not all(s in visible for s in range(4)):
        return replace(e, hands=shown_hands(e.hands, visible))
    return e


__all__ = ["ShownParty", "ShownPlay", "PartyLike", "shown_event", "shown_deal", "shown_hands"]

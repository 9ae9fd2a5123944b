"""A whole party of King: the flow from deal to deal, decision by decision, with undo.

This module holds :class:`Game`: the party's driving API, its move stack, undo,
copies and rebuilds, and its seat views. The rest of the engine, by what it
holds: :mod:`.decisions` (what is asked, the answers, the reason codes),
:mod:`.decision_rules` (the options of a decision and why a choice is
refused), :mod:`.decision_effects` (what each decision does to the party's
state, the scoring of a finished deal, the party's result), :mod:`.state`
(the immutable deal and party records), :mod:`.play` (the card play of one
deal), :mod:`.shuffle` (the seeded shuffle and its checkpoint for undo),
:mod:`.schedule` (the Spanish schedule), :mod:`.scoring`.
The names they define that clients use are importable from here too.

The driving loop, the same for the UI, the computer players and the arena::

    game = Game("turkish-20", seed=7)
    while not game.is_over:
        d = game.decision            # Decision(kind, seat, options)
        choice = ask(d.seat, d)      # a human, a computer player, a record...
        events = game.apply(choice)  # validated; IllegalMoveError if not allowed
        animate(events)

Decision kinds: ``deal`` (choice ``None`` to shuffle with the game's seeded random
generator, or a :class:`DealSpec`), ``contract`` (a contract name, or
``el-iptal``), ``trump`` (``S H D C``, ``N`` where no-trump is allowed), ``sale``
(``sell``/``choose``), ``bid`` (``pass`` or a number), ``accept``
(``accept``/``refuse``), ``el-iptal`` and ``misdeal`` (windows before the first
lead: ``el-iptal``/``misdeal`` or ``play``), ``king`` (``declare``/``pass``),
``card`` (a card index), and ``none`` once the party is over.

``push`` applies a choice without checks (for search), ``pop`` undoes the last
decision, ``copy`` gives an independent game. ``moves`` is every decision made
so far (:class:`Move`: kind, seat, choice): the record is written from it, and
``Game.from_moves``/``rebuilt``/``pop_to`` rebuild or undo a game from it.
``why_not(choice)`` says why a choice is not allowed now (a reason code), so
that no client re-derives a rule.

>>> g = Game("turkish-20", seed=1)
>>> g.decision.kind
'deal'
>>> _ = g.apply(None)
>>> d = g.decision
>>> d.kind, d.seat == g.current.declarer, "koz" in d.options
('contract', True, True)
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any, Self

from . import events as ev
from .cards import iter_cards, sorted_cards
from .contracts import KOZ, RECOVERY
from .decision_effects import _HANDLERS, DecisionEffects
from .decisions import (
    ACCEPT, BAD_HANDS, BID, BID_TOO_LOW, CARD, CONTRACT, DEAL, DECISION_REASONS, EL_IPTAL, EL_IPTAL_AFTER_TRUMP,
    EL_IPTAL_HOLDS_HONOUR, EL_IPTAL_NOT_FORCED, EL_IPTAL_OFF, KING, LANCE_PLAYED, MISDEAL, MISDEAL_NOT_SINGLETON,
    MUST_ACCEPT, NO_PENALTY_HANDS_LEFT, NO_TRUMP_HANDS_LEFT, NO_TRUMP_NOT_ALLOWED, NONE, NOT_A_CARD, NOT_AN_OPTION,
    PARTY_OVER, PENALTIES_FIRST, PENALTY_USED_UP, SALE, TRUMP, TRUMP_SUIT_CAPPED, TRUMP_SUITS_USED_UP,
    UNKNOWN_CONTRACT, UNKNOWN_SUIT, WRONG_DEALER, WRONG_DECLARER, DealSpec, Decision, Move,
)
from .decisions import (  # the counted party's (engine.counted)
    COUNT, COUNT_NEGATIVE, COUNT_TOO_HIGH, COUNTS_DO_NOT_ADD_UP, IN_A_ROW_NOT_ASKED, IN_A_ROW_NOT_TEN, NO_FIRST_SEAT,
    NOT_A_COUNT, Count, TableDeal,
)
from .errors import IllegalMoveError
from .play import DealPlay
from .rules import Rules
from .schedule import spanish_schedule
from .shuffle import SeededDraws, shuffled_hands
from .state import DealInfo, PartyState

_CARD_UNDO = (CARD, None)
"""Undo record of a card that did not end the deal (the party state did not change)."""


_new_move = tuple.__new__
"""``Move(kind, seat, choice)`` from a plain tuple without the Python-level ``__new__``.

The game keeps plain ``(kind, seat, choice)`` tuples (the card push is the hot
path of whole-party loops) and makes :class:`Move` records when asked.
"""


class Game(DecisionEffects):
    """One party (partida / parti) of King under a rule set."""

    def __init__(self, ruleset: str | Rules = "turkish-20", options: dict[str, Any] | None = None,
                 seed: int | None = None):
        self.rules = ruleset if isinstance(ruleset, Rules) else Rules.from_preset(ruleset, options)
        self.seed = seed
        self._draws = SeededDraws(seed)
        self.state = PartyState()
        self.play: DealPlay | None = None
        self._stack: list[tuple[Any, ...]] = []
        self._moves: list[tuple[str, int | None, Any]] = []
        self._schedule = spanish_schedule(self.rules.es_schedule) if self.rules.family == "es" else ()

    # ------------------------------------------------------------------ queries
    @property
    def rng(self) -> random.Random:
        """The game's seeded generator (drawn from only while dealing)."""
        return self._draws.rng

    @property
    def is_over(self) -> bool:
        return self.state.over

    @property
    def deals(self) -> tuple[DealInfo, ...]:
        return self.state.deals

    @property
    def totals(self) -> tuple[int, int, int, int]:
        return self.state.totals

    @property
    def hands_total(self) -> int:
        """Deals that count in a full party: 20 or 12 Turkish hands, 10 Spanish deals."""
        return self.rules.tr_mode if self.family == "tr" else 10

    @property
    def moves(self) -> tuple[Move, ...]:
        """Every decision applied since the start of the party, in order (python-chess's ``move_stack``).

        :meth:`apply` and :meth:`push` add one, :meth:`pop` removes the last;
        :meth:`copy` keeps them (also with ``stack=False``, which only drops the
        undo data), so a snapshot can still be written as a record or rebuilt.

        >>> g = Game("turkish-20", seed=1)
        >>> _ = g.apply(None); _ = g.apply(g.decision.options[0])
        >>> [(m.kind, m.choice) for m in g.moves]
        [('deal', None), ('contract', 'el-almaz')]
        >>> g.moves[1].seat == g.current.declarer, len(g.copy(stack=False).moves)
        (True, 2)
        >>> _ = g.pop(); len(g.moves)
        1
        """
        return tuple([_new_move(Move, m) for m in self._moves])

    @property
    def move_count(self) -> int:
        """``len(game.moves)``, without making them: a table asks it of every message (the step due).

        >>> g = Game("spanish", seed=1)
        >>> _ = g.apply(None)
        >>> g.move_count == len(g.moves) == 1
        True
        """
        return len(self._moves)

    def last_decision(self, seat: int, before: int | None = None) -> int | None:
        """The index in :attr:`moves` of ``seat``'s last decision (not a deal) before index ``before``, or ``None``.

        Undoing to it (``pop_to(index)``) gives ``seat`` that decision again.
        """
        moves = self._moves
        end = len(moves) if before is None else min(before, len(moves))
        for i in range(end - 1, -1, -1):
            m = moves[i]
            if m[1] == seat and m[0] != DEAL:
                return i
        return None

    def pop_to(self, n: int) -> list[Move]:
        """Undo decisions until ``n`` moves are left; return the undone moves in the order they were made.

        Applying the returned moves' choices again (redo) gives back the same game,
        deals included: undoing a deal puts the seeded generator back.

        >>> g = Game("spanish", seed=2)
        >>> for _ in range(30):
        ...     _ = g.apply(g.decision.options[0] if g.decision.options else None)
        >>> before = g.copy()
        >>> undone = g.pop_to(0)
        >>> len(undone), g.moves, g.deals
        (30, (), ())
        >>> for m in undone:
        ...     _ = g.apply(m.choice)
        >>> g.state == before.state and g.moves == before.moves
        True
        """
        if not 0 <= n <= len(self._moves):
            raise ValueError(f"the game has {len(self._moves)} moves; cannot go back to {n}")
        if len(self._moves) - n > len(self._stack):
            raise ValueError("this copy was made with stack=False and cannot be undone that far")
        undone = [_new_move(Move, m) for m in self._moves[n:]]
        while len(self._moves) > n:
            self.pop()
        return undone

    @classmethod
    def from_moves(cls, ruleset: str | Rules, moves: Iterable[Move | Any], options: dict[str, Any] | None = None,
                   seed: int | None = None) -> Self:
        """A new game of these rules and seed with ``moves`` applied in order, each one validated.

        ``moves`` may be :class:`Move` records (their kind and seat must be the
        decision's, else :class:`IllegalMoveError` with code ``bad-move``) or bare
        choices. The computer's moves are replayed, not thought again.

        >>> g = Game("turkish-12", seed=9)
        >>> for _ in range(20):
        ...     _ = g.apply(g.decision.options[-1] if g.decision.options else None)
        >>> h = Game.from_moves(g.rules, g.moves, seed=g.seed)
        >>> h.state == g.state and h.moves == g.moves and h.hand(0) == g.hand(0)
        True
        """
        game = cls(ruleset, options, seed)
        for m in moves:
            if isinstance(m, Move):
                d = game.decision
                if m.kind != d.kind or m.seat != d.seat:
                    raise IllegalMoveError(f"move {len(game._moves)} is a {m.kind} decision of seat {m.seat}, but the "
                                           f"game asks seat {d.seat} for a {d.kind} decision", "bad-move",
                                           NOT_AN_OPTION, d.seat)
                game.apply(m.choice)
            else:
                game.apply(m)
        return game

    def rebuilt(self, n: int | None = None) -> Self:
        """A new game rebuilt from this one's start (rules, seed) and its first ``n`` moves (all by default).

        For undo/redo and replays: the game at any earlier point, with its whole
        undo stack, without touching this one.

        >>> g = Game("turkish-20", seed=4)
        >>> for _ in range(40):
        ...     _ = g.apply(g.decision.options[0] if g.decision.options else None)
        >>> h = g.rebuilt(1)
        >>> h.moves == g.moves[:1], h.current.hands == g.deals[0].hands, len(g.moves)
        (True, True, 40)
        """
        moves = self._moves if n is None else self._moves[:n]
        return type(self).from_moves(self.rules, [m[2] for m in moves], seed=self.seed)

    # ------------------------------------------------------------------ moves
    def apply(self, choice: Any) -> list[ev.Event]:
        """Validate and make a decision; return the events it caused."""
        self._check(choice)
        events: list[ev.Event] = []
        self._push(choice, events)
        return events

    def push(self, choice: Any) -> None:
        """Make a decision without validation (for search and replays already checked)."""
        if self.state.phase == CARD:  # the hot path of playouts: _push's card branch without events
            play = self.play
            self._moves.append((CARD, play.to_play, choice))  # type: ignore[union-attr]
            play.push(choice)  # type: ignore[union-attr]
            if play.over:  # type: ignore[union-attr]
                self._stack.append((CARD, self.state))
                self._finish_deal(None)
            else:
                self._stack.append(_CARD_UNDO)
            return
        self._push(choice, None)

    def _push(self, choice: Any, events: list[ev.Event] | None) -> None:
        st = self.state
        if st.phase == CARD:
            play = self.play
            assert play is not None
            self._moves.append((CARD, play.to_play, choice))
            if events is not None:
                seat, pos, trick_no = play.to_play, len(play.trick), len(play.winners)
                events.append(ev.CardPlayed(len(st.deals) - 1, seat, choice, trick_no, pos))
            play.push(choice)
            if events is not None and len(play.trick) == 0:
                last = play.last_trick()
                assert last is not None
                events.append(ev.TrickWon(len(st.deals) - 1, last[2], len(play.winners) - 1, tuple(last[1]),
                                          last[0]))
            if play.over:
                self._stack.append((CARD, st))
                self._finish_deal(events)
            else:
                self._stack.append(_CARD_UNDO)
            return
        rng_mark = self._draws.mark() if st.phase == DEAL else None
        self._stack.append((st.phase, st, self.play, rng_mark))
        self._moves.append((st.phase, st.seat, choice))
        handler = getattr(self, _HANDLERS[st.phase])
        handler(choice, events)

    def pop(self) -> Any:
        """Undo the last decision. Returns the undone choice's kind.

        Undoing a deal puts the seeded generator back too, so the same deals come again
        (here across more deals than one generator checkpoint covers):

        >>> g = Game("turkish-12", seed=5)
        >>> seen = []
        >>> while not g.is_over:
        ...     d = g.decision
        ...     if d.kind == DEAL:
        ...         seen.append((g.history_length, g.rng.getstate()))
        ...     g.push(d.options[-1] if d.options else None)
        >>> len(seen)
        12
        >>> ok = []
        >>> for n, rng_state in reversed(seen):
        ...     while g.history_length > n:
        ...         _ = g.pop()
        ...     ok.append(g.rng.getstate() == rng_state)
        >>> all(ok), g.history_length
        (True, 0)
        """
        entry = self._stack.pop()
        self._moves.pop()
        if entry[0] == CARD:
            if entry[1] is not None:
                self.state = entry[1]
            assert self.play is not None
            self.play.pop()
            return CARD
        kind, self.state, self.play, rng_mark = entry
        if rng_mark is not None:
            self._draws.restore(rng_mark)
        return kind

    def copy(self, stack: bool = True) -> Self:
        """An independent game; with ``stack=False`` it cannot be undone past this point.

        The moves are kept either way (``stack=False`` drops only the undo data), so a
        snapshot can still be written as a record or rebuilt.
        """
        g = type(self).__new__(type(self))
        g.rules = self.rules
        g.seed = self.seed
        g._draws = self._draws.copy()
        g.state = self.state
        g._schedule = self._schedule
        g.play = self.play.copy() if self.play is not None else None
        g._moves = list(self._moves)
        if not stack:
            g._stack = []
        else:
            plays = {id(self.play): g.play}
            new_stack: list[tuple[Any, ...]] = []
            for entry in self._stack:
                if entry[0] != CARD and entry[2] is not None:
                    p = entry[2]
                    if id(p) not in plays:
                        plays[id(p)] = p.copy()
                    entry = (entry[0], entry[1], plays[id(p)], entry[3])
                new_stack.append(entry)
            g._stack = new_stack
        return g

    @property
    def history_length(self) -> int:
        return len(self._stack)

    # ------------------------------------------------------------------ views
    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know: its own cards and everything played in public."""
        from .view import SeatView

        return SeatView.of(self, seat)

    def hand(self, seat: int) -> int:
        """The cards ``seat`` holds now (all 13 before play starts)."""
        if self.play is not None:
            return self.play.hands[seat]
        d = self.current
        return d.hands[seat] if d else 0

    def hand_cards(self, seat: int) -> list[int]:
        return sorted_cards(iter_cards(self.hand(seat)))


from .view import SeatView  # noqa: E402  (SeatView refers back to Game)

__all__ = [
    "Game", "Decision", "DealSpec", "DealInfo", "Move", "PartyState", "spanish_schedule", "shuffled_hands", "KOZ",
    "RECOVERY", "DECISION_REASONS",
    # decision kinds
    "DEAL", "CONTRACT", "TRUMP", "SALE", "BID", "ACCEPT", "EL_IPTAL", "MISDEAL", "KING", "CARD", "NONE",
    # reason codes of Game.why_not
    "PARTY_OVER", "NOT_AN_OPTION", "NOT_A_CARD", "BAD_HANDS", "WRONG_DEALER", "WRONG_DECLARER", "UNKNOWN_CONTRACT",
    "NO_PENALTY_HANDS_LEFT", "PENALTY_USED_UP", "NO_TRUMP_HANDS_LEFT", "PENALTIES_FIRST", "TRUMP_SUITS_USED_UP",
    "EL_IPTAL_OFF", "EL_IPTAL_AFTER_TRUMP", "EL_IPTAL_NOT_FORCED", "EL_IPTAL_HOLDS_HONOUR", "MISDEAL_NOT_SINGLETON",
    "LANCE_PLAYED",
    "UNKNOWN_SUIT", "NO_TRUMP_NOT_ALLOWED", "TRUMP_SUIT_CAPPED", "BID_TOO_LOW", "MUST_ACCEPT",
    # a party played with real cards (engine.counted)
    "COUNT", "Count", "TableDeal", "NOT_A_COUNT", "COUNT_TOO_HIGH", "COUNT_NEGATIVE", "COUNTS_DO_NOT_ADD_UP",
    "IN_A_ROW_NOT_ASKED", "IN_A_ROW_NOT_TEN", "NO_FIRST_SEAT",
]

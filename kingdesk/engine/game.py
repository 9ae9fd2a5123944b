"""A whole party of King: the flow from deal to deal, decision by decision, with undo.

This module holds the party's flow (:class:`Game`: each decision's effect, the
scoring of a deal, the move stack and undo). The rest of the engine, by what
it holds: :mod:`.decisions` (what is asked, the answers, the reason codes),
:mod:`.decision_rules` (the options of a decision and why a choice is
refused), :mod:`.state` (the immutable deal and party records), :mod:`.play`
(the card play of one deal), :mod:`.shuffle` (the seeded shuffle and its
checkpoint for undo), :mod:`.schedule` (the Spanish schedule), :mod:`.scoring`.
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
from typing import Any

from . import events as ev
from .cards import (
    ACE_OF_HEARTS, HEARTS_MASK, HONOURS_MASK, KING_OF_HEARTS, QUEENS_MASK, SUITS, iter_cards, sorted_cards,
)
from .contracts import CONTRACTS, KOZ, RECOVERY, TURKISH_CEZA
from .decision_rules import DecisionRules
from .decisions import (
    ACCEPT, BAD_HANDS, BID, BID_TOO_LOW, CARD, CONTRACT, DEAL, DECISION_REASONS, EL_IPTAL, EL_IPTAL_AFTER_TRUMP,
    EL_IPTAL_HOLDS_HONOUR, EL_IPTAL_NOT_FORCED, EL_IPTAL_OFF, KING, LANCE_PLAYED, MISDEAL, MUST_ACCEPT,
    NO_PENALTY_HANDS_LEFT, NO_TRUMP_HANDS_LEFT, NO_TRUMP_NOT_ALLOWED, NONE, NOT_A_CARD, NOT_AN_OPTION, PARTY_OVER,
    PENALTIES_FIRST, PENALTY_USED_UP, SALE, TRUMP, TRUMP_SUIT_CAPPED, TRUMP_SUITS_USED_UP, UNKNOWN_CONTRACT,
    UNKNOWN_SUIT, WRONG_DEALER, WRONG_DECLARER, DealSpec, Decision, Move,
)
from .errors import IllegalMoveError
from .play import DealPlay
from .rules import Rules
from .schedule import next_seat, spanish_schedule
from .scoring import deal_points, sale_transfer, turkish_standing, winners_by_max
from .shuffle import SeededDraws, shuffled_hands
from .state import DealInfo, PartyState, bump, evolve

_HANDLERS = {ph: "_do_" + ph.replace("-", "_") for ph in (DEAL, CONTRACT, TRUMP, SALE, BID, ACCEPT, EL_IPTAL,
                                                           MISDEAL, KING, NONE)}
"""The method that makes each kind of decision."""

_CARD_UNDO = (CARD, None)
"""Undo record of a card that did not end the deal (the party state did not change)."""


_new_move = tuple.__new__
"""``Move(kind, seat, choice)`` from a plain tuple without the Python-level ``__new__``.

The game keeps plain ``(kind, seat, choice)`` tuples (the card push is the hot
path of whole-party loops) and makes :class:`Move` records when asked.
"""


class Game(DecisionRules):
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
    def to_move(self) -> int | None:
        return self.play.to_play if self.state.phase == CARD and self.play else self.state.seat

    @property
    def winners(self) -> tuple[int, ...] | None:
        st = self.state
        if not st.over:
            return None
        if self.family == "tr":
            if st.king_seat is not None:
                return tuple(s for s in range(4) if s != st.king_seat) if st.king_failed else (st.king_seat,)
            if self.rules.tr_mode == 20:
                standing = self.standing or ()
                return tuple(s for s in range(4) if standing[s] == "cikti")
        return tuple(winners_by_max(list(st.totals)))

    @property
    def standing(self) -> tuple[str, ...] | None:
        """Turkish 20-hand parties: ``cikti``/``batti`` per seat once over."""
        st = self.state
        if not st.over or self.family != "tr" or self.rules.tr_mode != 20:
            return None
        if st.king_seat is not None:
            win = set(self.winners or ())
            return tuple("cikti" if s in win else "batti" for s in range(4))
        return tuple(turkish_standing(list(st.totals), self.rules.tr_zero_is))

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
                   seed: int | None = None) -> Game:
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

    def rebuilt(self, n: int | None = None) -> Game:
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
        return Game.from_moves(self.rules, [m[2] for m in moves], seed=self.seed)

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

    def copy(self, stack: bool = True) -> Game:
        """An independent game; with ``stack=False`` it cannot be undone past this point.

        The moves are kept either way (``stack=False`` drops only the undo data), so a
        snapshot can still be written as a record or rebuilt.
        """
        g = Game.__new__(Game)
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

    # ------------------------------------------------------------------ transitions
    def _set(self, **changes: Any) -> None:
        self.state = evolve(self.state, changes)

    def _set_deal(self, **changes: Any) -> DealInfo:
        st = self.state
        d = evolve(st.deals[-1], changes)
        self.state = evolve(st, {"deals": st.deals[:-1] + (d,)})
        return d

    def _do_deal(self, spec: DealSpec | None, events: list[ev.Event] | None) -> None:
        st = self.state
        if spec is None:
            hands = self._draws.hands()
            dealer = declarer = None
        else:
            h = spec.hands
            hands, dealer, declarer = (h[0], h[1], h[2], h[3]), spec.dealer, spec.declarer
        index = len(st.deals)
        self.play = None
        if self.family == "es":
            first = st.first_dealer
            if first is None:
                first = dealer if dealer is not None else self._draws.seat()
            offset, contract = self._schedule[index]
            dealer = next_seat(first, offset)
            mano = next_seat(dealer)
            chooser = mano
            if contract == RECOVERY and self.rules.es_recovery_trump_chooser == "dealer":
                chooser = dealer
            info = DealInfo(index, dealer, hands, mano, chooser, contract)
            self.state = evolve(st, {"deals": st.deals + (info,), "first_dealer": first})
            if events is not None:
                events.append(ev.Dealt(index, dealer, mano, hands, contract))
            if contract is None:
                self._set(phase=CONTRACT, seat=mano)
            elif contract == RECOVERY:
                phase = SALE if self.rules.es_sale_enabled else TRUMP
                self._set(phase=phase, seat=chooser)
            else:
                self._start_play()
            return
        if dealer is None:
            dealer = st.next_dealer if st.next_dealer is not None else self._draws.seat()
        want = self._declarer_for(hands, dealer, declarer)
        if want is None:
            want = declarer if declarer is not None else self._draws.seat()
        info = DealInfo(index, dealer, hands, want, want)
        self.state = evolve(st, {"deals": st.deals + (info,), "next_declarer": want, "next_dealer": dealer,
                                  "phase": CONTRACT, "seat": want})
        if events is not None:
            events.append(ev.Dealt(index, dealer, want, hands, None))

    def _do_contract(self, name: str, events: list[ev.Event] | None) -> None:
        st = self.state
        seat = st.seat
        assert seat is not None
        if name == "el-iptal":
            self._cancel("el-iptal", seat, events)
            return
        self._set_deal(contract=name)
        if events is not None:
            events.append(ev.ContractChosen(len(st.deals) - 1, seat, name))
        if name == KOZ:
            self._set(phase=TRUMP)
            return
        if name == "rifki" and self.rules.tr_rifki_singleton_misdeal:
            hands = self.current.hands  # type: ignore[union-attr]
            order = [next_seat(seat, k) for k in range(4)]
            elig = tuple(s for s in order if hands[s] & HEARTS_MASK in (1 << KING_OF_HEARTS, 1 << ACE_OF_HEARTS))
            if elig:
                self._set(phase=MISDEAL, seat=elig[0], window=elig[1:])
                return
        self._start_play()

    def _do_trump(self, suit: str, events: list[ev.Event] | None) -> None:
        st = self.state
        d = self._set_deal(trump=suit)
        if events is not None:
            events.append(ev.TrumpNamed(d.index, st.seat, suit))  # type: ignore[arg-type]
        if self.family == "tr":
            if self.rules.tr_el_iptal == "any_player_in_koz":
                order = [next_seat(d.declarer, k) for k in range(4)]
                elig = tuple(s for s in order if not d.hands[s] & HONOURS_MASK)
                if elig:
                    self._set(phase=EL_IPTAL, seat=elig[0], window=elig[1:])
                    return
            if self._king_window():
                return
        self._start_play()

    def _king_window(self) -> bool:
        r = self.rules
        if r.tr_king_rule != "off" and r.tr_king_needs_declaration:
            self._set(phase=KING, seat=self.current.declarer, window=())  # type: ignore[union-attr]
            return True
        return False

    def _do_el_iptal(self, choice: str, events: list[ev.Event] | None) -> None:
        st = self.state
        if choice == "el-iptal":
            self._cancel("el-iptal", st.seat, events)  # type: ignore[arg-type]
            return
        if st.window:
            self._set(seat=st.window[0], window=st.window[1:])
            return
        if self._king_window():
            return
        self._start_play()

    def _do_misdeal(self, choice: str, events: list[ev.Event] | None) -> None:
        st = self.state
        if choice == "misdeal":
            self._cancel("rifki-misdeal", st.seat, events)  # type: ignore[arg-type]
            return
        if st.window:
            self._set(seat=st.window[0], window=st.window[1:])
            return
        self._start_play()

    def _do_king(self, choice: str, events: list[ev.Event] | None) -> None:
        d = self._set_deal(king_declared=choice == "declare")
        if events is not None:
            events.append(ev.KingDeclared(d.index, d.declarer, choice == "declare"))
        self._start_play()

    def _do_sale(self, choice: str, events: list[ev.Event] | None) -> None:
        d = self.current
        assert d is not None
        if events is not None:
            events.append(ev.SaleOpened(d.index, d.chooser, choice == "sell"))
        if choice == "choose":
            self._set(phase=TRUMP)
            return
        self._set_deal(sale_opened=True)
        self._set(phase=BID, seat=next_seat(d.chooser), passed=frozenset(), best_seat=None, best_bid=0,
                  passes_since=0)

    def _do_bid(self, bid: int | str, events: list[ev.Event] | None) -> None:
        st = self.state
        seat = st.seat
        assert seat is not None
        d = self._set_deal(bids=self.current.bids + ((seat, bid),))  # type: ignore[union-attr]
        if events is not None:
            events.append(ev.BidMade(d.index, seat, bid))
        passed, best_seat, best_bid, since = st.passed, st.best_seat, st.best_bid, st.passes_since
        if bid == "pass":
            passed = passed | {seat}
            since += 1
        else:
            best_seat, best_bid, since = seat, int(bid), 0
        bidders = [next_seat(d.chooser, k) for k in (1, 2, 3)]
        final = self.rules.es_sale_pass_is_final
        nxt = None
        if best_bid < 13:
            if final:
                active = [b for b in bidders if b not in passed and b != best_seat]
            else:
                needed = 2 if best_seat is not None else 3
                active = [] if since >= needed else [b for b in bidders if b != best_seat]
            if active:
                i = bidders.index(seat)
                for k in range(1, 4):
                    cand = bidders[(i + k) % 3]
                    if cand in active:
                        nxt = cand
                        break
        self._set(passed=passed, best_seat=best_seat, best_bid=best_bid, passes_since=since)
        if nxt is not None:
            self._set(seat=nxt)
        elif best_seat is None:
            self._set(phase=TRUMP, seat=d.chooser)
        else:
            self._set(phase=ACCEPT, seat=d.chooser)

    def _do_accept(self, choice: str, events: list[ev.Event] | None) -> None:
        st = self.state
        d = self.current
        assert d is not None
        if choice == "accept":
            d = self._set_deal(sold=True, buyer=st.best_seat, price=st.best_bid)
            self._set(phase=TRUMP, seat=st.best_seat)
        else:
            self._set(phase=TRUMP, seat=d.chooser)
        if events is not None:
            events.append(ev.SaleAnswered(d.index, d.chooser, choice == "accept", d.buyer, d.price))

    def _start_play(self) -> None:
        d = self.current
        assert d is not None
        c = CONTRACTS[d.contract]  # type: ignore[index]
        trump = SUITS.index(d.trump) if d.trump and d.trump != "N" else None
        leader = d.declarer
        if d.sold and self.rules.es_sale_buyer_leads:
            leader = d.buyer  # type: ignore[assignment]
        self.play = DealPlay(list(d.hands), c, trump, self.rules, leader)
        self._set(phase=CARD, seat=None, window=())

    def _cancel(self, reason: str, seat: int, events: list[ev.Event] | None) -> None:
        d = self._set_deal(cancel=reason, cancel_by=seat)
        if events is not None:
            events.append(ev.DealCancelled(d.index, seat, reason))
        self.play = None
        self._set(phase=DEAL, seat=None, window=())

    def _finish_deal(self, events: list[ev.Event] | None) -> None:
        play = self.play
        assert play is not None
        st = self.state
        d = st.deals[-1]
        r = self.rules
        tricks = tuple(play.tricks_won)
        common: dict[str, Any] = {"plays": tuple(play.plays), "tricks": tricks, "tricks_played": len(play.winners)}
        if (r.family == "tr" and d.contract == "kiz-almaz" and r.tr_kiz_all_one_cancel
                and all((m & QUEENS_MASK).bit_count() == 1 for m in play.captured)):
            self._set_deal(void=True, **common)
            if events is not None:
                events.append(ev.DealCancelled(d.index, None, "kiz-all-one"))
            self._set(phase=DEAL, seat=None)
            return
        points = deal_points(play, r)
        if d.sold:
            points = sale_transfer(points, d.chooser, d.buyer, d.price)  # type: ignore[arg-type]
        pts = tuple(points)
        t = st.totals
        totals = (t[0] + pts[0], t[1] + pts[1], t[2] + pts[2], t[3] + pts[3])
        common["points"] = pts
        # the scored deal and the party state in one step
        changes: dict[str, Any] = {"deals": st.deals[:-1] + (evolve(d, common),), "totals": totals, "phase": DEAL,
                                   "seat": None}
        if r.family == "tr":
            seat = d.declarer
            if d.contract == KOZ:
                changes["koz_used"] = bump(st.koz_used, seat)
                changes["trump_count"] = bump(st.trump_count, SUITS.index(d.trump))  # type: ignore[arg-type]
            else:
                changes["ceza_used"] = bump(st.ceza_used, seat)
                changes["type_count"] = bump(st.type_count, TURKISH_CEZA.index(d.contract))
            changes["hands_scored"] = st.hands_scored + 1
            changes["next_declarer"] = next_seat(seat)
            changes["next_dealer"] = seat
            over = changes["hands_scored"] == r.tr_mode
            if d.contract == KOZ and r.tr_king_rule != "off":
                king = self._king_made(play)
                if r.tr_king_needs_declaration:
                    if d.king_declared:
                        changes["king_seat"] = seat
                        changes["king_failed"] = king != seat
                        over = True
                elif king is not None:
                    changes["king_seat"] = king
                    over = True
            changes["over"] = over
        else:
            changes["lances_played"] = st.lances_played | {d.contract}
            changes["over"] = len(st.deals) == 10
        if changes["over"]:
            changes["phase"] = NONE
        self.state = evolve(st, changes)
        if events is not None:
            events.append(ev.DealScored(d.index, pts, tricks, totals, play.tricks_played))  # type: ignore[arg-type]
            if self.state.over:
                events.append(ev.PartyOver(totals, self.winners or (), self.standing))

    def _king_made(self, play: DealPlay) -> int | None:
        rule = self.rules.tr_king_rule
        for s in range(4):
            n = play.tricks_won[s]
            if rule == "ge10" and n >= 10 or rule == "all13" and n == 13:
                return s
            if rule == "11_or_10_consecutive":
                if n >= 11:
                    return s
                run = best = 0
                for w in play.winners:
                    run = run + 1 if w == s else 0
                    best = max(best, run)
                if best >= 10:
                    return s
        return None

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
    "EL_IPTAL_OFF", "EL_IPTAL_AFTER_TRUMP", "EL_IPTAL_NOT_FORCED", "EL_IPTAL_HOLDS_HONOUR", "LANCE_PLAYED",
    "UNKNOWN_SUIT", "NO_TRUMP_NOT_ALLOWED", "TRUMP_SUIT_CAPPED", "BID_TOO_LOW", "MUST_ACCEPT",
]

"""Determinized search (Perfect-Information Monte Carlo) for the medium and hard levels.

For a card decision the searcher

1. infers from the public plays which unseen cards each other seat cannot hold
   (:func:`kingdesk.ai.sampler.exclusions`) and samples *worlds*, complete
   deals of the unseen cards consistent with it, uniformly
   (:class:`kingdesk.ai.sampler.Sampler`);
2. rebuilds the deal in each world and tries every candidate card in it
   (cards equivalent in the seat's hand, such as a 7 and a 9 once the 8 has
   been played, are tried once), playing the rest of the deal with the
   rule-based policy;
3. plays the candidate with the best average score for the seat. All the
   candidates see the same worlds, so their differences are measured sharply.

The hard level adds: more worlds; an exact endgame solver (max-n: each player
maximizes his own points, with all cards known in the world) for the last
three tricks; soft inference, where a world in which an opponent's earlier
plays disagree with what the policy would have played in his place counts a
little less; and a veto on the moves the rules of thumb call dangerous
(:func:`dangerous`), applied when a safe move scores nearly as well.

Both levels are deterministic for a seed: the number of worlds is fixed by the
level and the position, never by the clock. A deadline (and :meth:`cancel`)
only cuts a search short as a safety net.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kingdesk.engine.cards import ACE_OF_HEARTS, FULL_DECK, KING_OF_HEARTS, SUIT_MASKS
from kingdesk.engine.cards import iter_cards as _iter
from kingdesk.engine.contracts import CARD, LAST_TWO
from kingdesk.engine.play import DealPlay
from kingdesk.engine.scoring import deal_points
from kingdesk.engine.view import SeatView

from .players import Player
from .policy import choose_card, playout
from .sampler import Sampler

_KH = 1 << KING_OF_HEARTS


def candidates(legal: int, hand: int, gone: int, penalty: int) -> list[int]:
    """Legal cards with equivalent ones merged.

    Two cards of the same suit in the hand are equivalent when every card
    between them has been played already (``gone``) or is in the hand too, and
    neither or both are penalty cards. The lowest card of each run stands for it.
    """
    out = []
    m = legal
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        # walk up the run of equivalent cards
        s = c // 13
        top = s * 13 + 12
        x = c + 1
        is_pen = penalty >> c & 1
        while x <= top:
            xb = 1 << x
            if gone & xb:
                x += 1
                continue
            if hand & xb and (penalty >> x & 1) == is_pen:
                if legal & xb:
                    m &= ~xb
                x += 1
                continue
            break
        out.append(c)
    return out


def representative(card: int, cands: list[int]) -> int:
    """The candidate standing for ``card``: itself, or the lowest card of its run of equivalent cards (-1: none)."""
    return max((c for c in cands if c // 13 == card // 13 and c <= card), default=-1)


def view_candidates(view: SeatView) -> list[int]:
    """The candidates of the card decision of ``view``: its options with equivalent cards merged."""
    d = view.decision
    assert d is not None and view.contract is not None
    legal = 0
    for c in d.options:
        legal |= 1 << c
    return candidates(legal, view.hand, view.played_mask, view.contract.penalty_mask)


def deal_start(view: SeatView, seats: list[int], hands_now: list[int]) -> DealPlay:
    """The world's deal before its first card: each hand now plus the cards its seat has played."""
    initial = list(hands_now)
    for i, c in enumerate(view.plays):
        initial[seats[i]] |= 1 << c
    return DealPlay(initial, view.contract, view.trump, view.rules, view.first_leader)  # type: ignore[arg-type]


def rebuild(view: SeatView, seats: list[int], hands_now: list[int], soft: float = 1.0) -> tuple[DealPlay, float]:
    """The world's deal at the current point and its soft-inference weight.

    With ``soft < 1`` every earlier play of another seat that differs from what
    the policy would have played there multiplies the weight by ``soft``.
    """
    play = deal_start(view, seats, hands_now)
    plays = view.plays
    w = 1.0
    me = view.seat
    push = play.push
    if soft < 1.0:
        for i, c in enumerate(plays):
            if seats[i] != me:
                m = play.legal_mask()
                if m & (m - 1) and choose_card(play) != c:
                    w *= soft
            push(c)
    else:
        for c in plays:
            push(c)
    return play, w


def solve(play: DealPlay, rules: Any) -> list[int]:
    """Exact max-n value of a perfect-information position: the points each seat ends with."""
    if play.over:
        return deal_points(play, rules)
    mover = play.to_play
    best: list[int] | None = None
    hand = play.hands[mover]
    gone = play.captured_all | play.trick_mask
    pen = play.contract.penalty_mask
    for c in candidates(play.legal_mask(), hand, gone, pen):
        play.push(c)
        v = solve(play, rules)
        play.pop()
        if best is None or v[mover] > best[mover]:
            best = v
    assert best is not None
    return best


def _trick_winner_after(play: DealPlay, c: int) -> bool:
    """Whether ``c`` would be the winning card of the current trick so far."""
    tm = play.trick_mask | (1 << c)
    T = SUIT_MASKS[play.trump] if play.trump is not None else 0
    led = play.led if play.trick else c // 13
    wins = tm & T or tm & SUIT_MASKS[led]
    return wins.bit_length() - 1 == c


def dangerous(play: DealPlay, c: int) -> bool:
    """Rules of thumb: is card ``c`` a move good players call a blunder here?

    * last to play in a penalty contract, winning a trick that could be ducked
      when the trick holds a penalty card, or with one's own penalty card, or in
      the contracts where every trick costs;
    * Rıfkı/K♥ lance: leading the A♥, or following with it under a lower heart,
      while the K♥ is still out (its holder may have to drop it);
    * void in a penalty contract without trumps: keeping a penalty card one
      could give away;
    * positive contracts: last to play and not winning a trick one could win.
    """
    con = play.contract
    legal = play.legal_mask()
    hand = play.hands[play.to_play]
    trick = play.trick
    pen = con.penalty_mask
    if con.positive:
        if len(trick) == 3 and not _trick_winner_after(play, c):
            return any(_trick_winner_after(play, x) for x in _iter(legal))
        return False
    unseen = FULL_DECK & ~(play.captured_all | play.trick_mask | hand)
    if pen == _KH and unseen & _KH and c == ACE_OF_HEARTS:
        if not trick:
            return True
        if play.led == 1 and legal & ~(1 << c) & SUIT_MASKS[1] and len(trick) < 3:
            return True
    if len(trick) == 3 and _trick_winner_after(play, c):
        ducks = [x for x in _iter(legal) if not _trick_winner_after(play, x)]
        if ducks:
            costly = (con.unit != CARD and not (con.unit == LAST_TWO and len(play.winners) < 10)) or \
                bool((play.trick_mask | (1 << c)) & pen)
            if costly:
                return True
    if trick and pen and not hand & SUIT_MASKS[play.led] and not pen >> c & 1 and legal & pen:
        if play.trump is None:
            return True
    return False


@dataclass(frozen=True)
class Evaluation:
    """One searched card decision: the candidates (equivalent cards merged), their mean
    value for the seat over the worlds searched (in the same order) and the card chosen."""

    candidates: list[int]
    values: list[float]
    card: int
    worlds: int


class SearchPlayer(Player):
    """PIMC card play; the level's parameters are class attributes."""

    level = "search"
    worlds = 32
    """Worlds sampled per card decision (at most)."""
    budget_ms = 40.0
    """Planned thinking time. The number of worlds comes from a fixed cost model
    (candidates × cards left to play out, per world), never from the clock, so a
    seed gives the same game on any machine."""
    deadline = 0.09
    """Safety net (seconds) that cuts the search short; never reached in normal play."""
    endgame_cards = 0
    """Solve exactly when at most this many cards are left in all hands together."""
    soft = 1.0
    veto_tolerance = 0.0
    """Veto dangerous moves whose safe alternative scores within this fraction of a unit."""
    choice_worlds = 24
    observe: Callable[[int, DealPlay], None] | None = None
    """Called with (candidate's index, the world played out to its end) after each playout (not for the exact
    endgame, which plays nothing out): how the explanations count, say, how often a card takes its trick. It
    reads the world and changes nothing, so the search chooses the same with it or without."""

    def card(self, view: SeatView, rng: random.Random, stop: Callable[[], bool]) -> int:
        return self.evaluate(view, rng, stop).card

    def analyse(self, view: SeatView) -> Evaluation:
        """The search behind :meth:`decide` for a card decision with a choice, with its values.

        Uses the same random stream as :meth:`decide`, so ``analyse(view).card``
        is the card ``decide(view)`` plays (the self-play recorder's hook).
        """
        d = view.decision
        if d is None or d.kind != "card" or len(d.options) < 2:
            raise ValueError("analyse needs a card decision with a choice")
        return self.evaluate(view, self.rng_for(view), lambda: False)

    def evaluate(self, view: SeatView, rng: random.Random, stop: Callable[[], bool]) -> Evaluation:
        """Search the card decision of ``view``: every candidate's mean value and the card chosen."""
        t0 = time.perf_counter()
        assert view.contract is not None
        contract = view.contract
        cands = view_candidates(view)
        if len(cands) == 1:
            return Evaluation(cands, [0.0], cands[0], 0)
        sampler = self.sampler(view)
        seats = [view.seat_of_play(i) for i in range(len(view.plays))]
        left = 52 - len(view.plays)
        n_worlds = self.plan_worlds(len(cands), left, len(view.plays))
        exact = left <= self.endgame_cards
        if exact:
            n_worlds = min(n_worlds, self.endgame_worlds(left, len(cands)))
        totals = [0.0] * len(cands)
        wsum = 0.0
        rules = view.rules
        me = view.seat
        limit = t0 + self.deadline
        sample_play: DealPlay | None = None
        done = 0
        weigh = self.soft < 1.0
        run_out = self.playout
        observe = self.observe
        for i in range(n_worlds):
            if i and (stop() or time.perf_counter() > limit):
                break
            hands = sampler.sample(rng, view.hand)
            if sample_play is None or weigh:
                base, w = self.rebuild(view, seats, hands)
                if sample_play is None:
                    sample_play = base
            else:
                # the public state is the same in every world: only the hands change
                base = sample_play.copy()
                base.hands = hands
                w = 1.0
            self.world_started()
            for j, c in enumerate(cands):
                p = base.copy()
                p.push(c)
                if exact:
                    v = solve(p, rules)[me]
                else:
                    run_out(p, me)
                    v = deal_points(p, rules)[me]
                    if observe is not None:
                        observe(j, p)
                totals[j] += w * v
            wsum += w
            done += 1
        means = [round(t / wsum, 6) if wsum else 0.0 for t in totals]
        # ties (common when nothing is at stake) go to the rule-of-thumb card
        hint = representative(choose_card(sample_play), cands) if sample_play is not None else -1
        self.last_stats = {"worlds": done, "candidates": len(cands)}
        best = max(range(len(cands)), key=lambda j: (means[j], cands[j] == hint, -j))
        if self.veto_tolerance and sample_play is not None and dangerous(sample_play, cands[best]):
            tol = self.veto_tolerance * abs(contract.value)
            safe = [j for j in range(len(cands)) if not dangerous(sample_play, cands[j])
                    and means[j] >= means[best] - tol]
            if safe:
                best = max(safe, key=lambda j: (means[j], cands[j] == hint, -j))
        return Evaluation(cands, means, cands[best], done)

    def rebuild(self, view: SeatView, seats: list[int], hands: list[int]) -> tuple[DealPlay, float]:
        """The world's deal now and its weight (soft inference: the rule policy as the likelihood)."""
        return rebuild(view, seats, hands, self.soft)

    def playout(self, play: DealPlay, me: int) -> None:
        """Play the world to its end after our candidate card (every seat by the rule policy)."""
        playout(play)

    def world_started(self) -> None:
        """Called once per world before its candidates are played out (a hook for stochastic playouts)."""

    def sampler(self, view: SeatView) -> Sampler:
        """Where the worlds come from: every deal consistent with what the seat has seen."""
        return Sampler.for_view(view)

    def plan_worlds(self, n_cands: int, left: int, played: int) -> int:
        """Worlds that fit the budget by the cost model (microseconds, measured on this machine)."""
        per_world = 120.0 + n_cands * left * 4.5 + (12.0 * played if self.soft < 1.0 else 0.0)
        return max(4, min(self.worlds, int(self.budget_ms * 1000 / per_world)))

    def endgame_worlds(self, left: int, n_cands: int) -> int:
        return self.worlds


class MediumPlayer(SearchPlayer):
    level = "medium"
    worlds = 400
    budget_ms = 50.0
    deadline = 0.2


class HardPlayer(SearchPlayer):
    """The hard level: the flat search at 8x medium's budget, exact endgame, soft inference, veto. The tree
    search of the lab's research level ``hard-tree`` builds on it and uses it for the last three tricks."""

    level = "hard"
    worlds = 2000
    budget_ms = 420.0
    deadline = 0.7
    endgame_cards = 12
    soft = 0.5
    veto_tolerance = 0.25
    choice_worlds = 48

    def endgame_worlds(self, left: int, n_cands: int) -> int:
        # a three-trick max-n tree costs ~5 ms per candidate; two tricks ~0.3 ms
        return max(8, 60 // n_cands) if left > 8 else 120

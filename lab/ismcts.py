"""Information-Set Monte Carlo Tree Search (single observer): a research level built on the hard level.

The flat search of :mod:`kingdesk.ai.search` tries each of our cards once in every sampled world and
plays the rest of the deal with the rule policy: the others answer our card as the rules of thumb
would, and our own later cards are the policy's too. Whatever its budget, it converges to the value
of "this card, then the policy" and stops improving.

Here one tree grows over the seat's information set (Cowling, Powley & Whitehouse 2012, SO-ISMCTS).
Every iteration

1. draws a world: a deal of the unseen cards consistent with what the seat has seen, from a pool of
   worlds sampled uniformly (:class:`~kingdesk.ai.sampler.Sampler`) and weighed by the soft inference
   (a world where another seat's earlier plays differ from the policy's counts ×``soft`` per play);
2. walks down the tree through the moves legal *in that world*: each seat, ours and the others',
   picks by UCB1 over its own points, counting a child's trials from the iterations in which it was
   available (so a card that one world allows and another does not is judged fairly);
3. adds one node (the rule policy's card first, so a thin tree starts as the policy), plays the rest
   of the deal with the policy, and credits every node on the path with the points of the seat that
   moved into it.

So the others answer our card by what is best for *them* in each world, our own later cards are
searched too: in principle more iterations keep sharpening the answer. Measured (``lab/RESULTS.md``,
eleventh session), it plays level with the flat hard at the same time and did not yet show that it
grows with time, so it is not the hard level.
Equivalent cards (:func:`~kingdesk.ai.search.candidates`) are one move, in every node.

The iterations are planned by a fixed cost model, never from the clock, so a seed gives the same card
on any machine; the deadline and :meth:`~kingdesk.ai.players.Player.cancel` only cut a search short.
In the last ``endgame_cards`` cards the flat search with the exact max-n solver decides
(:class:`~kingdesk.ai.search.HardPlayer`), which is close to perfect there.
"""

from __future__ import annotations

import math
import random
import time
from bisect import bisect_right
from collections.abc import Callable

from kingdesk.engine.contracts import Contract
from kingdesk.engine.play import DealPlay
from kingdesk.engine.rules import Rules
from kingdesk.engine.scoring import contract_total, deal_points
from kingdesk.engine.view import SeatView

from kingdesk.ai.policy import choose_card
from kingdesk.ai.search import Evaluation, HardPlayer, candidates, dangerous, rebuild, representative, view_candidates


class Node:
    """One move in the tree: its trials, the summed reward of the seat that made it, its availability."""

    __slots__ = ("kids", "n", "w", "avail")

    def __init__(self) -> None:
        self.kids: dict[int, Node] = {}
        self.n = 0
        self.w = 0.0
        self.avail = 0


class TreeHardPlayer(HardPlayer):
    """ISMCTS over sampled worlds (module docstring), the flat exact search at the end: a research level
    (:mod:`lab.research`), measured level with the hard level in ``lab/RESULTS.md``."""

    level = "hard-tree"
    stream = "hard"
    budget_ms = 600.0
    """Planned thinking time per card by the cost model of :meth:`plan_iterations`, which over-estimates: the
    searches take about a third of it (measured p50 / p95 209 / 265 ms on the build machine)."""
    deadline = 1.6
    exploration = 0.5
    """UCB1's constant, for rewards scaled to the contract's total (a whole deal's points are ±1)."""
    pool = 256
    """Worlds sampled per decision (at most); iterations draw from them by weight."""
    paired = False
    """Walk every world drawn below each of our moves (:func:`grow`) instead of choosing among them by UCB1."""
    widen = 0.0
    """Progressive widening below the root (:func:`_walk`); 0: every move of a node is tried once first."""
    prior = 0.0
    """PUCT below the root (:func:`_walk`): the rule policy's card of the world walked has this prior, the
    other moves share the rest; 0: UCB1 over every move, each tried once first."""
    min_iterations = 64
    max_iterations = 40_000

    def evaluate(self, view: SeatView, rng: random.Random, stop: Callable[[], bool]) -> Evaluation:
        left = 52 - len(view.plays)
        if left <= self.endgame_cards:
            return super().evaluate(view, rng, stop)
        return self.search(view, rng, stop)

    def plan_iterations(self, left: int, played: int) -> int:
        """Iterations that fit the budget by the cost model: a walk and a playout of the cards left."""
        per_iteration = 40.0 + left * 5.5
        n = int((self.budget_ms * 1000 - played * 12.0 * min(self.pool, 64)) / per_iteration)
        return max(self.min_iterations, min(self.max_iterations, n))

    def search(self, view: SeatView, rng: random.Random, stop: Callable[[], bool]) -> Evaluation:
        """The tree's card: the pool of weighed worlds, :func:`grow`, the most tried card (hard's veto applies)."""
        t0 = time.perf_counter()
        assert view.contract is not None
        contract = view.contract
        rules = view.rules
        root_cands = view_candidates(view)
        if len(root_cands) == 1:
            return Evaluation(root_cands, [0.0], root_cands[0], 0)
        seats = [view.seat_of_play(i) for i in range(len(view.plays))]
        left = 52 - len(view.plays)
        n_iter = self.plan_iterations(left, len(view.plays))
        scale = reward_scale(contract, rules)
        sampler = self.sampler(view)

        # the world pool: sampled uniformly, weighed by the soft inference
        n_pool = max(1, min(self.pool, n_iter // 4))
        worlds: list[DealPlay] = []
        cum: list[float] = []
        acc = 0.0
        for _ in range(n_pool):
            hands = sampler.sample(rng, view.hand)
            play, w = rebuild(view, seats, hands, self.soft)
            worlds.append(play)
            acc += w
            cum.append(acc)

        root = grow(worlds, cum, n_iter, rules, self.exploration, rng, stop, t0 + self.deadline, self.paired,
                    self.widen, self.prior)
        done = root.n
        kids = root.kids
        visits = [kids[c].n if c in kids else 0 for c in root_cands]
        means = [round(kids[c].w / kids[c].n / scale, 6) if c in kids and kids[c].n else 0.0 for c in root_cands]
        hint = representative(choose_card(worlds[0]), root_cands)
        pick = max(range(len(root_cands)), key=lambda j: (visits[j], means[j], root_cands[j] == hint, -j))
        if self.veto_tolerance and dangerous(worlds[0], root_cands[pick]):
            tol = self.veto_tolerance * abs(contract.value)
            safe = [j for j in range(len(root_cands)) if visits[j] and not dangerous(worlds[0], root_cands[j])
                    and means[j] >= means[pick] - tol]
            if safe:
                pick = max(safe, key=lambda j: (visits[j], means[j], -j))
        self.last_stats = {"worlds": n_pool, "iterations": done, "candidates": len(root_cands)}
        return Evaluation(root_cands, means, root_cands[pick], done)


def reward_scale(contract: Contract, rules: Rules) -> float:
    """What a point is worth in the tree's rewards: the contract's total over a whole deal is 1."""
    return 1.0 / max(1, abs(contract_total(contract, rules)))


def grow(worlds: list[DealPlay], cum: list[float], n_iter: int, rules: Rules, explore: float, rng: random.Random,
         stop: Callable[[], bool], limit: float, paired: bool = False, widen: float = 0.0,
         prior: float = 0.0) -> Node:
    """The tree of ``n_iter`` walks over ``worlds`` (each drawn by its share of the cumulative weights
    ``cum``), all at the same public position; stops early on ``stop()`` or at the clock's ``limit``.
    A child of the root is one of our moves: its ``n`` and ``w / n`` are its trials and mean reward (the
    contract's total is 1). With ``paired`` every world drawn is walked once below each of our moves (the
    flat search's common worlds at the root, the tree below it) instead of UCB1 choosing among them;
    ``prior`` and ``widen``: :func:`_walk`."""
    root = Node()
    acc = cum[-1]
    first = worlds[0]
    pen = first.contract.penalty_mask
    scale = reward_scale(first.contract, rules)
    push = DealPlay.push
    me = first.to_play
    ours = candidates(first.legal_mask(), first.hands[me], first.captured_all | first.trick_mask, pen)
    done = 0
    while done < n_iter:
        if done and (stop() or time.perf_counter() > limit):
            break
        for _ in range(min(32, n_iter - done) if not paired else 32):
            world = worlds[bisect_right(cum, rng.random() * acc)]
            if not paired:
                _walk(world.copy(), root, [], [], pen, explore, rules, scale, widen, root, prior)
                root.n += 1
                done += 1
                continue
            kids = root.kids
            for c in ours:
                k = kids.get(c)
                if k is None:
                    k = kids[c] = Node()
                k.avail += 1
                p = world.copy()
                push(p, c)
                _walk(p, k, [k], [me], pen, explore, rules, scale, widen, None, prior)
            root.n += 1
            done += len(ours)
            if done >= n_iter:
                break
    return root


def _policy_move(p: DealPlay, moves: list[int]) -> int:
    """The rule policy's card in ``p`` as one of ``moves`` (equivalent cards are one move: the lowest of its run
    that is not above it), or the policy's card itself when no move stands for it."""
    hint = choose_card(p)
    r = representative(hint, moves)
    return r if r >= 0 else hint


def _walk(p: DealPlay, node: Node, path: list[Node], movers: list[int], pen: int, explore: float, rules: Rules,
          scale: float, widen: float = 0.0, top: Node | None = None, prior: float = 0.0) -> None:
    """One iteration below ``node`` in the world ``p``: select, expand one node, play out, back up.

    With ``widen`` a node below the root takes a new child (the policy's card first) only while it has
    fewer than ``1 + widen * sqrt(visits)``: a thinly visited node stays near the rule policy. ``top`` (the
    root) is never narrowed.

    With ``prior`` a node below the root selects by PUCT (Silver et al. 2017) instead: the mean reward of a
    move (an untried one counts as the mean of the tried ones) plus ``explore * P * sqrt(visits) / (1 + n)``,
    where the rule policy's card in this world has ``P = prior`` and the other moves share ``1 - prior``;
    a move chosen without a node gets one. So the others' replies and our later cards stay near the policy
    until their statistics say otherwise, instead of every reply being tried once first."""
    push = DealPlay.push
    log = math.log
    sqrt = math.sqrt
    while not p.over:
        seat = p.to_play
        lm = p.legal_mask()
        if lm & (lm - 1):
            moves = candidates(lm, p.hands[seat], p.captured_all | p.trick_mask, pen)
        else:
            moves = [lm.bit_length() - 1]
        kids = node.kids
        if prior and node is not top and len(moves) > 1:
            hint = _policy_move(p, moves)
            sw = 0.0
            sn = 0
            for c in moves:
                k = kids.get(c)
                if k is not None:
                    k.avail += 1
                    sw += k.w
                    sn += k.n
            fpu = sw / sn if sn else 0.0
            rest = (1.0 - prior) / (len(moves) - 1) if hint in moves else 1.0 / len(moves)
            root_n = explore * sqrt(node.n + 1)
            best_c = moves[0]
            best_v = -1e300
            for c in moves:
                k = kids.get(c)
                q, n = (k.w / k.n, k.n) if k is not None and k.n else (fpu, 0)
                v = q + root_n * (prior if c == hint else rest) / (1 + n)
                if v > best_v:
                    best_v, best_c = v, c
            got = kids.get(best_c)
            chosen = got if got is not None else Node()
            if got is None:
                chosen.avail = 1
                kids[best_c] = chosen
            push(p, best_c)
            path.append(chosen)
            movers.append(seat)
            if got is None:
                break
            node = chosen
            continue
        fresh = -1
        tried = 0
        for c in moves:
            k = kids.get(c)
            if k is None:
                if fresh < 0:
                    fresh = c
            else:
                k.avail += 1
                tried += 1
        if fresh >= 0 and (not tried or not widen or node is top or len(kids) < 1 + widen * sqrt(node.n)):
            if len(moves) > 1:
                hint = _policy_move(p, moves)
                if hint in moves and hint not in kids:
                    fresh = hint
            k = Node()
            k.avail = 1
            kids[fresh] = k
            push(p, fresh)
            path.append(k)
            movers.append(seat)
            break
        best_c = moves[0]
        if len(moves) > 1:
            best_v = -1e300
            for c in moves:
                k = kids.get(c)  # with widening, a move of this world may have no node yet
                if k is None:
                    continue
                v = k.w / k.n + explore * sqrt(log(k.avail) / k.n)
                if v > best_v:
                    best_v, best_c = v, c
        node = kids[best_c]
        push(p, best_c)
        path.append(node)
        movers.append(seat)
    while not p.over:
        push(p, choose_card(p))
    pts = deal_points(p, rules)
    for k, s in zip(path, movers):
        k.n += 1
        k.w += pts[s] * scale

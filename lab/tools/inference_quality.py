"""How much do the sampled worlds know? A low-noise yardstick for inference work.

    python tools/inference_quality.py --ruleset turkish-20 --deals 40

The arena needs hundreds of deals to see a few points of difference; this looks
at the inference itself. Four easy players (or ``--players``) play the arena's
deal file. At every card decision with a choice (from the second trick to the
eleventh) the seat to move samples worlds exactly as the searchers do
(:class:`~kingdesk.ai.sampler.Sampler`) and weights them four ways; a fifth
set of worlds comes from a chain:

* ``uniform``: every consistent world alike (the medium level);
* ``hard``: hard's soft inference, each earlier play that differs from the
  policy's card multiplies the weight by ``HardPlayer.soft``;
* ``learned``: the hard-learned level's soft inference, each earlier play of
  another seat weighs the world by the learned policy's probability of that
  play (:mod:`lab.learned`), to the power ``likelihood_power``;
* ``easy-model``: the likelihood of the earlier plays if the others play exactly
  as the easy level does (the policy, with its random variety in leads and
  discards, estimated by drawing that variety a few times). Against easy
  opponents this is the best weighting there is; no level uses it.
* ``chain``: no weights; the worlds come from a Metropolis chain over a sharper
  soft model (each earlier play that differs from the policy's card costs a
  factor ``CHAIN_SOFT``): a step swaps two unseen cards between two other seats
  and is accepted by the change in those seats' disagreements. It is what a
  searcher could sample instead of weighting uniform worlds, without losing
  worlds to tiny weights; no level uses it (see ``lab/RESULTS.md``).

For each weighting it prints, by stage of the deal, the mean probability the
worlds give to the true holder of an unseen card (a third at worst, 1.0 for a
player who sees the cards) and, in brackets, the effective number of worlds
(for ``chain``, the number of distinct worlds). With ``--players medium``,
``easy-model`` models the wrong players.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import defaultdict

from lab import dealfile
from lab.arena import seat_seed
from kingdesk.ai.players import EasyPlayer, make_player
from kingdesk.ai.policy import choose_card
from kingdesk.ai.sampler import Sampler
from kingdesk.ai.search import HardPlayer, deal_start, rebuild
from lab.research import LearnedHardPlayer
from kingdesk.ai.deal_table import DealTable
from kingdesk.engine.cards import SUIT_MASKS, iter_cards
from kingdesk.engine.play import DealPlay
from kingdesk.engine.rules import PRESETS, Rules
from kingdesk.engine.view import SeatView

WEIGHTINGS = ("uniform", "hard", "learned", "easy-model", "chain")
CHAIN_SOFT = 0.1


def _varies(play: DealPlay, legal: int) -> bool:
    """Whether the easy level's random variety enters this choice (leads and discards)."""
    if not play.trick:
        return True
    # positive contracts: only the lead varies; avoid contracts: leads and discards
    return not play.contract.positive and not legal & SUIT_MASKS[play.led]


def easy_likelihood(view: SeatView, seats: list[int], hands: list[int], rng: random.Random,
                    draws: int = 8, floor: float = 0.01) -> float:
    """Probability of the other seats' earlier plays in this world if they play like easy."""
    play = deal_start(view, seats, hands)
    w = 1.0
    for i, c in enumerate(view.plays):
        if seats[i] != view.seat:
            legal = play.legal_mask()
            if legal & (legal - 1) and choose_card(play) != c:
                if _varies(play, legal):
                    hits = sum(choose_card(play, rng, EasyPlayer.noise) == c for _ in range(draws))
                    w *= max(hits / draws, floor)
                else:
                    w *= floor
        play.push(c)
    return w


class _Decisions:
    """The other seats' earlier choices, ready to be asked again with a guessed hand."""

    def __init__(self, view: SeatView, seats: list[int], hands: list[int]):
        # cards each seat plays from each point on: its hand then is its hand now plus these
        later = [0, 0, 0, 0]
        after = [0] * len(view.plays)
        for i in range(len(view.plays) - 1, -1, -1):
            later[seats[i]] |= 1 << view.plays[i]
            after[i] = later[seats[i]]
        play = deal_start(view, seats, hands)
        self.by_seat: list[list[tuple[DealPlay, int, int]]] = [[], [], [], []]
        for i, c in enumerate(view.plays):
            if seats[i] != view.seat:
                self.by_seat[seats[i]].append((play.copy(), after[i], c))
            play.push(c)

    def disagreements(self, seat: int, hand: int) -> int:
        """How many of ``seat``'s earlier choices differ from the policy's, had it held ``hand`` now."""
        n = 0
        for before, after, c in self.by_seat[seat]:
            before.hands[seat] = hand | after  # the policy reads only the mover's hand
            legal = before.legal_mask()
            if legal & (legal - 1) and choose_card(before) != c:
                n += 1
        return n


def chain_worlds(view: SeatView, sampler: Sampler, n: int, rng: random.Random, soft: float = CHAIN_SOFT,
                 burn: int = 100, thin: int = 3) -> list[list[int]]:
    """``n`` worlds from a Metropolis chain whose stationary law weights a world by ``soft`` per disagreement.

    A step swaps a card of one other seat with a card of another, each allowed
    in its new hand by the exclusions; the proposal is symmetric, so accepting
    with probability ``soft ** (change in disagreements)`` samples the soft model.
    """
    seats = [view.seat_of_play(i) for i in range(len(view.plays))]
    world = sampler.sample(rng, view.hand)
    others = [s for s in range(4) if s != view.seat]
    decisions = _Decisions(view, seats, world)
    allowed = {s: view.unseen & ~sampler.excl[s] for s in others}
    dis = {s: decisions.disagreements(s, world[s]) for s in others}

    def step() -> None:
        a, b = rng.sample(others, 2)
        give = list(iter_cards(world[a] & allowed[b]))
        take = list(iter_cards(world[b] & allowed[a]))
        if not give or not take:
            return
        swap = (1 << rng.choice(give)) | (1 << rng.choice(take))
        ha, hb = world[a] ^ swap, world[b] ^ swap
        da, db = decisions.disagreements(a, ha), decisions.disagreements(b, hb)
        change = da + db - dis[a] - dis[b]
        if change <= 0 or rng.random() < soft ** change:
            world[a], world[b], dis[a], dis[b] = ha, hb, da, db

    for _ in range(burn):
        step()
    out = []
    for i in range(n):
        for _ in range(thin if i else 0):
            step()
        out.append(list(world))
    return out


def measure(ruleset: str, deals: int, contract: str | None, worlds: int, seed: int,
            players: str = "easy") -> dict[int, dict[str, list]]:
    rules = Rules.from_preset(ruleset)
    entries = dealfile.load(rules.family, contract)[:deals]
    out: dict[int, dict[str, list]] = defaultdict(lambda: defaultdict(list))
    for e in entries:
        table = DealTable.from_codes(rules, e["hands"], e["contract"], e["trump"], e["leader"])
        table.index = e["id"]
        seated = [make_player(players, seat_seed(seed, e["id"], s)) for s in range(4)]
        play = table.play
        while not play.over:
            s = play.to_play
            view = table.view(s)
            if 4 <= len(view.plays) < 44 and len(view.decision.options) > 1:  # type: ignore[union-attr]
                stage = len(view.plays) // 12
                for name, (p_true, ess) in _score(view, play.hands, worlds, len(view.plays)).items():
                    out[stage][name].append((p_true, ess))
            play.push(seated[s].decide(view))
    return out


_LEARNED = LearnedHardPlayer(0)


def _score(view: SeatView, true_hands: list[int], n: int, key: int) -> dict[str, tuple[float, float]]:
    sampler = Sampler.for_view(view)
    seats = [view.seat_of_play(i) for i in range(len(view.plays))]
    rng = random.Random(key)
    worlds = [sampler.sample(rng, view.hand) for _ in range(n)]
    lik_rng = random.Random(key + 1)
    chained = chain_worlds(view, sampler, n, random.Random(key + 2))
    weighted = {
        "uniform": (worlds, [1.0] * n),
        "hard": (worlds, [rebuild(view, seats, h, HardPlayer.soft)[1] for h in worlds]),
        "learned": (worlds, [_LEARNED.rebuild(view, seats, h)[1] for h in worlds]),
        "easy-model": (worlds, [easy_likelihood(view, seats, h, lik_rng) for h in worlds]),
        "chain": (chained, [1.0] * n),
    }
    holder = {c: next(q for q in range(4) if true_hands[q] >> c & 1) for c in iter_cards(view.unseen)}
    out = {}
    for name, (ws_worlds, ws) in weighted.items():
        total = sum(ws)
        if name == "chain":
            ess = float(len({tuple(h) for h in ws_worlds}))
        else:
            ess = total * total / sum(w * w for w in ws)
        p = sum(sum(w for w, h in zip(ws, ws_worlds) if h[q] >> c & 1) for c, q in holder.items())
        out[name] = (p / total / len(holder), ess)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ruleset", default="turkish-20", choices=PRESETS)
    ap.add_argument("--deals", type=int, default=40)
    ap.add_argument("--contract", default=None, help="only this contract's deals")
    ap.add_argument("--worlds", type=int, default=200, help="worlds sampled per decision")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", default="easy", choices=("easy", "medium", "hard", "hard-learned"),
                    help="who plays the deals")
    a = ap.parse_args(argv)
    res = measure(a.ruleset, a.deals, a.contract, a.worlds, a.seed, a.players)
    print(f"inference quality: {a.ruleset}, {a.deals} deals{' of ' + a.contract if a.contract else ''} "
          f"played by {a.players}, {a.worlds} worlds per decision; P(true holder) and effective worlds")
    print(f"{'cards played':14s}{'decisions':>10s}" + "".join(f"{w:>22s}" for w in WEIGHTINGS))
    for stage in sorted(res):
        row = res[stage]
        n = len(row["uniform"])
        cells = "".join(f"{sum(x[0] for x in row[w]) / n:>13.3f} ({sum(x[1] for x in row[w]) / n:>5.0f})"
                        for w in WEIGHTINGS)
        first = max(4, stage * 12)
        print(f"{first:>3d}-{stage * 12 + 11:<10d}{n:>10d}{cells}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

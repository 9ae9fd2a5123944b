"""How much do the sampled worlds know? A low-noise yardstick for inference work.

    python tools/inference_quality.py --ruleset turkish-20 --deals 40

The arena needs hundreds of deals to see a few points of difference; this looks
at the inference itself. Four easy players play the arena's deal file. At every
card decision with a choice (from the second trick to the eleventh) the seat to
move samples worlds exactly as the searchers do (:class:`~kingdesk.ai.sampler.Sampler`),
then weights them three ways:

* ``uniform``: every consistent world alike (the medium level);
* ``hard``: hard's soft inference, each earlier play that differs from the
  policy's card multiplies the weight by ``HardPlayer.soft``;
* ``easy-model``: the likelihood of the earlier plays if the others play exactly
  as the easy level does (the policy, with its random variety in leads and
  discards, estimated by drawing that variety a few times). Against easy
  opponents this is the best weighting there is; no level uses it.

For each weighting it prints, by stage of the deal, the mean probability the
weighted worlds give to the true holder of an unseen card (a third at worst,
1.0 for a player who sees the cards) and the effective number of worlds.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import defaultdict

from kingdesk.ai import dealfile
from kingdesk.ai.arena import seat_seed
from kingdesk.ai.players import EasyPlayer, make_player
from kingdesk.ai.policy import choose_card
from kingdesk.ai.sampler import Sampler
from kingdesk.ai.search import HardPlayer, rebuild
from kingdesk.ai.table import DealTable
from kingdesk.engine.cards import SUIT_MASKS
from kingdesk.engine.play import DealPlay
from kingdesk.engine.rules import PRESETS, Rules
from kingdesk.engine.view import SeatView

WEIGHTINGS = ("uniform", "hard", "easy-model")


def _varies(play: DealPlay, legal: int) -> bool:
    """Whether the easy level's random variety enters this choice (leads and discards)."""
    if not play.trick:
        return True
    # positive contracts: only the lead varies; avoid contracts: leads and discards
    return not play.contract.positive and not legal & SUIT_MASKS[play.led]


def easy_likelihood(view: SeatView, seats: list[int], hands: list[int], rng: random.Random,
                    draws: int = 8, floor: float = 0.01) -> float:
    """Probability of the other seats' earlier plays in this world if they play like easy."""
    initial = list(hands)
    for i, c in enumerate(view.plays):
        initial[seats[i]] |= 1 << c
    play = DealPlay(initial, view.contract, view.trump, view.rules, view.leader)  # type: ignore[arg-type]
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


def measure(ruleset: str, deals: int, contract: str | None, worlds: int, seed: int) -> dict[int, dict[str, list]]:
    rules = Rules.from_preset(ruleset)
    entries = [e for e in dealfile.load(rules.family) if contract in (None, e["contract"])][:deals]
    out: dict[int, dict[str, list]] = defaultdict(lambda: defaultdict(list))
    for e in entries:
        table = DealTable.from_codes(rules, e["hands"], e["contract"], e["trump"], e["leader"])
        table.index = e["id"]
        players = [make_player("easy", seat_seed(seed, e["id"], s)) for s in range(4)]
        play = table.play
        while not play.over:
            s = play.to_play
            view = table.view(s)
            if 4 <= len(view.plays) < 44 and len(view.decision.options) > 1:  # type: ignore[union-attr]
                stage = len(view.plays) // 12
                for name, (p_true, ess) in _score(view, play.hands, worlds, len(view.plays)).items():
                    out[stage][name].append((p_true, ess))
            play.push(players[s].decide(view))
    return out


def _score(view: SeatView, true_hands: list[int], n: int, key: int) -> dict[str, tuple[float, float]]:
    sampler = Sampler.for_view(view)
    seats = [view.seat_of_play(i) for i in range(len(view.plays))]
    rng = random.Random(key)
    worlds = [sampler.sample(rng, view.hand) for _ in range(n)]
    lik_rng = random.Random(key + 1)
    weights = {
        "uniform": [1.0] * n,
        "hard": [rebuild(view, seats, h, HardPlayer.soft)[1] for h in worlds],
        "easy-model": [easy_likelihood(view, seats, h, lik_rng) for h in worlds],
    }
    holder = {}
    m = view.unseen
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        holder[c] = next(q for q in range(4) if true_hands[q] >> c & 1)
    out = {}
    for name, ws in weights.items():
        total = sum(ws)
        ess = total * total / sum(w * w for w in ws)
        p = sum(sum(w for w, h in zip(ws, worlds) if h[q] >> c & 1) for c, q in holder.items())
        out[name] = (p / total / len(holder), ess)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ruleset", default="turkish-20", choices=PRESETS)
    ap.add_argument("--deals", type=int, default=40)
    ap.add_argument("--contract", default=None, help="only this contract's deals")
    ap.add_argument("--worlds", type=int, default=200, help="worlds sampled per decision")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args(argv)
    res = measure(a.ruleset, a.deals, a.contract, a.worlds, a.seed)
    print(f"inference quality: {a.ruleset}, {a.deals} deals{' of ' + a.contract if a.contract else ''}, "
          f"{a.worlds} worlds per decision; P(true holder) and effective worlds")
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

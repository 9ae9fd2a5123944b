"""Train the learned card policy (:mod:`kingdesk.ai.learned`) on self-play records.

    python -m kingdesk.ai.train --data build/selfplay-s1 --parties 60 --out kingdesk/ai/data

Needs NumPy (the ``train`` extra); the game never imports this module.

The records of parties ``0 .. --parties-1`` (:mod:`kingdesk.ai.selfplay`) are
rebuilt into positions as the deciding seat saw them; each becomes the feature
rows of its searched candidates and the index of the card the search chose.
Parties with ``index % 5 == 4`` are held out. The model is a softmax over the
candidates, one weight vector per context, fitted by full-batch Adam on the
cross-entropy of the chosen card with a little L2; the run is deterministic
(no random initialisation, a fixed number of steps).

**Agreement** on the held-out positions is measured the way the playouts use the
policy: :meth:`LearnedPolicy.choose` over all legal cards, counted as agreeing
when it is the chosen candidate or a card equivalent to it; beside it, the rule
policy's card (:func:`kingdesk.ai.policy.choose_card`) on the same positions.
The weights and a manifest (data command, seed, parties, commit, agreement,
the weights' SHA-256) are written to ``--out``.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from kingdesk.engine.contracts import CONTRACTS
from kingdesk.engine.play import DealPlay
from kingdesk.engine.rules import Rules

from .learned import CONTEXTS, FEATURES, LearnedPolicy, context_of, features, file_sha256, voids_of
from .policy import choose_card
from .selfplay import party_path, read_records

HELD_OUT = 5


def position(rec: dict[str, Any], rules: Rules) -> DealPlay:
    """The deal as the deciding seat saw it (``SeatView.deal_play`` with the others' hands empty)."""
    seat = rec["seat"]
    plays = rec["plays"]
    contract = CONTRACTS[rec["contract"]]
    # first pass: who played each card (each put in its player's hand just before it is played)
    probe = DealPlay([0, 0, 0, 0], contract, rec["trump"], rules, rec["leader"])
    initial = [0, 0, 0, 0]
    for c in plays:
        s = probe.to_play
        initial[s] |= 1 << c
        probe.hands[s] |= 1 << c
        probe.push(c)
    assert probe.to_play == seat, "record does not match its plays"
    initial[seat] |= rec["hand"]
    play = DealPlay(initial, contract, rec["trump"], rules, rec["leader"])
    for c in plays:
        play.push(c)
    return play


def representative(card: int, cands: list[int]) -> int:
    """The candidate standing for ``card`` (the lowest card of its run of equivalent cards)."""
    return max((c for c in cands if c // 13 == card // 13 and c <= card), default=-1)


def load(data: Path, parties: int) -> list[dict[str, Any]]:
    missing = [i for i in range(parties) if not party_path(data, i).exists()]
    if missing:
        raise SystemExit(f"{data}: parties {missing[:5]}... are not on disk yet")
    return list(read_records([party_path(data, i) for i in range(parties)]))


def examples(recs: list[dict[str, Any]]) -> list[tuple[int, list[list[float]], int, dict[str, Any], DealPlay]]:
    rules_of: dict[str, Rules] = {}
    out = []
    for rec in recs:
        rules = rules_of.setdefault(rec["ruleset"], Rules.from_preset(rec["ruleset"]))
        play = position(rec, rules)
        voids = voids_of(play)
        cards, rows = features(play, voids)
        idx = {c: i for i, c in enumerate(cards)}
        cands = rec["cands"]
        crow = [rows[idx[c]] for c in cands]
        out.append((context_of(play), crow, cands.index(rec["card"]), rec, play))
    return out


PRIOR_RULE = 2.0
"""The prior weight of the rule-card feature: a context with few positions stays near the rule policy."""


def fit(train: list[tuple[int, list[list[float]], int, Any, Any]], steps: int = 400, lr: float = 0.05,
        l2: float = 1e-4) -> list[list[float]]:
    """Weights by Adam on the mean cross-entropy plus ``l2 · |W − prior|²`` (prior: the rule policy)."""
    import numpy as np

    n = len(train)
    cmax = max(len(x[1]) for x in train)
    X = np.zeros((n, cmax, len(FEATURES)))
    mask = np.zeros((n, cmax), dtype=bool)
    y = np.zeros(n, dtype=np.int64)
    ctx = np.zeros(n, dtype=np.int64)
    for i, (k, rows, j, _r, _p) in enumerate(train):
        X[i, :len(rows)] = rows
        mask[i, :len(rows)] = True
        y[i] = j
        ctx[i] = k
    prior = np.zeros((len(CONTEXTS), len(FEATURES)))
    prior[:, FEATURES.index("rule-card")] = PRIOR_RULE
    W = prior.copy()
    m = np.zeros_like(W)
    v = np.zeros_like(W)
    b1, b2 = 0.9, 0.999
    onehot = np.zeros((n, cmax))
    onehot[np.arange(n), y] = 1.0
    for t in range(1, steps + 1):
        logits = np.einsum("ncf,nf->nc", X, W[ctx])
        logits = np.where(mask, logits, -1e9)
        logits -= logits.max(axis=1, keepdims=True)
        p = np.exp(logits) * mask
        p /= p.sum(axis=1, keepdims=True)
        g_logits = (p - onehot) / n  # d(mean cross-entropy)/d logits
        g_rows = np.einsum("nc,ncf->nf", g_logits, X)
        G = np.zeros_like(W)
        np.add.at(G, ctx, g_rows)
        G += 2 * l2 * (W - prior)
        m = b1 * m + (1 - b1) * G
        v = b2 * v + (1 - b2) * G * G
        W -= lr * (m / (1 - b1 ** t)) / (np.sqrt(v / (1 - b2 ** t)) + 1e-8)
    return W.tolist()


def agreement(policy: LearnedPolicy, exs: list[tuple[int, list[list[float]], int, dict[str, Any], DealPlay]]
              ) -> dict[str, dict[str, float | int]]:
    """Held-out agreement with the search's card, learned vs rule policy, per level and family."""
    groups: dict[str, list[tuple[bool, bool]]] = defaultdict(list)
    for _k, _rows, _j, rec, play in exs:
        cands = rec["cands"]
        chosen = rec["card"]
        learned = representative(policy.choose(play, voids_of(play)), cands) == chosen
        rule = representative(choose_card(play), cands) == chosen
        fam = "turkish" if rec["ruleset"].startswith("turkish") else "spanish"
        for key in ("all", rec["level"], f"{rec['level']}/{fam}"):
            groups[key].append((learned, rule))
    return {k: {"n": len(g), "learned": round(sum(a for a, _ in g) / len(g), 4),
                "rule": round(sum(b for _, b in g) / len(g), 4)} for k, g in sorted(groups.items())}


def commit() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True, check=True,
                              cwd=Path(__file__).parent).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def train(data: Path, parties: int, out: Path, steps: int = 400, name: str = "policy-v1") -> dict[str, Any]:
    meta_data = json.loads((data / "selfplay.json").read_text())
    recs = load(data, parties)
    exs = examples(recs)
    tr = [e for e in exs if e[3]["party"] % HELD_OUT != HELD_OUT - 1]
    te = [e for e in exs if e[3]["party"] % HELD_OUT == HELD_OUT - 1]
    weights = fit(tr, steps)
    data_cmd = (f"python -m kingdesk.ai.selfplay --out {data.name} --parties {parties} --seed {meta_data['seed']}"
                f" --rulesets {','.join(meta_data['rulesets'])} --jobs 2"
                + (f" --max-deals {meta_data['max_deals']}" if meta_data.get("max_deals") else "")
                + (f" --levels {','.join(meta_data['levels'])}" if meta_data.get("levels", ["hard", "medium"])
                   != ["hard", "medium"] else ""))
    policy = LearnedPolicy(weights, {"name": name})
    agree = agreement(policy, te)
    out.mkdir(parents=True, exist_ok=True)
    wpath = out / f"{name}.json"
    wpath.write_text(policy.to_json(), encoding="utf-8")
    manifest = {
        "weights": wpath.name, "weights_sha256": file_sha256(wpath),
        "features": list(FEATURES), "contexts": list(CONTEXTS),
        "data_command": data_cmd, "data_seed": meta_data["seed"], "parties": parties,
        "train_command": f"python -m kingdesk.ai.train --data {data.name} --parties {parties} --steps {steps}",
        "held_out": f"parties with index % {HELD_OUT} == {HELD_OUT - 1}",
        "positions": {"train": len(tr), "held_out": len(te)},
        "commit": commit(), "held_out_agreement": agree,
    }
    (out / f"{name}.manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    return manifest


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m kingdesk.ai.train", description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, required=True, help="a selfplay data directory")
    ap.add_argument("--parties", type=int, required=True, help="use parties 0 .. N-1")
    ap.add_argument("--out", type=Path, default=Path(__file__).with_name("data"))
    ap.add_argument("--steps", type=int, default=400)
    ap.add_argument("--name", default="policy-v1")
    a = ap.parse_args(argv)
    man = train(a.data, a.parties, a.out, a.steps, a.name)
    print(f"trained on {man['positions']['train']} positions, held out {man['positions']['held_out']}")
    for k, g in man["held_out_agreement"].items():
        print(f"  {k:16s} n={g['n']:6d}  learned {g['learned']:.3f}  rule {g['rule']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

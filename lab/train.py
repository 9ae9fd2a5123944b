"""Train the learned card policy (:mod:`lab.learned`) on self-play records.

    python -m lab.train --data build/selfplay-s1 --parties 60 --out kingdesk/ai/data

Needs NumPy (the ``train`` extra); the game never imports this module.

The records of parties ``0 .. --parties-1`` (:mod:`lab.selfplay`) are
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
import math
import subprocess
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from kingdesk.engine.contracts import CONTRACTS
from kingdesk.engine.play import DealPlay
from kingdesk.engine.rules import Rules

from lab.learned import CONTEXTS, FEATURES, LearnedPolicy, context_of, features, file_sha256, voids_of
from kingdesk.ai.policy import choose_card
from kingdesk.ai.search import representative
from lab.selfplay import party_path, read_records

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


def load(data: Path, parties: int) -> list[dict[str, Any]]:
    missing = [i for i in range(parties) if not party_path(data, i).exists()]
    if missing:
        raise SystemExit(f"{data}: parties {missing[:5]}... are not on disk yet")
    return list(read_records([party_path(data, i) for i in range(parties)]))


Example = tuple[int, list[list[float]], int, dict[str, Any], DealPlay]
"""A position: its context, the feature rows of its candidates, the index of the chosen one, the record, the deal."""


def examples(recs: list[dict[str, Any]]) -> list[Example]:
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
RULE_FEATURES = ("rule-card", "rule-suit")
"""The features that need the rule policy's card; ``no_rule`` keeps their weights at 0, so the scorer
never calls the rule policy (:func:`lab.learned.fast_scores`)."""


def soft_target(rec: dict[str, Any], temperature: float) -> list[float]:
    """The search's values of the candidates as a distribution: ``softmax(value / (temperature · |unit|))``.

    The unit is the contract's value (points per trick or penalty card), so one temperature serves
    every contract of both families.
    """
    unit = abs(CONTRACTS[rec["contract"]].value) or 1
    xs = [v / (temperature * unit) for v in rec["values"]]
    top = max(xs)
    ex = [math.exp(x - top) for x in xs]
    z = sum(ex)
    return [e / z for e in ex]


def fit(train: list[Example], steps: int = 400, lr: float = 0.05, l2: float = 1e-4, soft: float = 0.0,
        temperature: float = 0.25, no_rule: bool = False) -> list[list[float]]:
    """Weights by Adam on the mean cross-entropy plus ``l2 · |W − prior|²`` (prior: the rule policy).

    The target of a position is ``(1 − soft) ·`` the chosen card ``+ soft ·`` :func:`soft_target`
    (the search's value of every candidate, not only its choice). With ``no_rule`` the prior is 0
    and the rule policy's features stay at weight 0.
    """
    import numpy as np

    n = len(train)
    cmax = max(len(x[1]) for x in train)
    X = np.zeros((n, cmax, len(FEATURES)))
    mask = np.zeros((n, cmax), dtype=bool)
    y = np.zeros(n, dtype=np.int64)
    ctx = np.zeros(n, dtype=np.int64)
    target = np.zeros((n, cmax))
    for i, (k, rows, j, rec, _p) in enumerate(train):
        X[i, :len(rows)] = rows
        mask[i, :len(rows)] = True
        y[i] = j
        ctx[i] = k
        if soft:
            target[i, :len(rows)] = soft * np.array(soft_target(rec, temperature))
    target[np.arange(n), y] += 1.0 - soft
    prior = np.zeros((len(CONTEXTS), len(FEATURES)))
    free = np.ones((len(CONTEXTS), len(FEATURES)))
    if no_rule:
        for name in RULE_FEATURES:
            free[:, FEATURES.index(name)] = 0.0
    else:
        prior[:, FEATURES.index("rule-card")] = PRIOR_RULE
    W = prior.copy()
    m = np.zeros_like(W)
    v = np.zeros_like(W)
    b1, b2 = 0.9, 0.999
    for t in range(1, steps + 1):
        logits = np.einsum("ncf,nf->nc", X, W[ctx])
        logits = np.where(mask, logits, -1e9)
        logits -= logits.max(axis=1, keepdims=True)
        p = np.exp(logits) * mask
        p /= p.sum(axis=1, keepdims=True)
        g_logits = (p - target) / n  # d(mean cross-entropy)/d logits
        g_rows = np.einsum("nc,ncf->nf", g_logits, X)
        G = np.zeros_like(W)
        np.add.at(G, ctx, g_rows)
        G += 2 * l2 * (W - prior)
        G *= free
        m = b1 * m + (1 - b1) * G
        v = b2 * v + (1 - b2) * G * G
        W -= lr * (m / (1 - b1 ** t)) / (np.sqrt(v / (1 - b2 ** t)) + 1e-8)
    return W.tolist()


def agreement(policy: LearnedPolicy, exs: list[Example]) -> dict[str, dict[str, float | int]]:
    """Held-out agreement with the search's card, learned vs rule policy, per level and family.

    ``nll``: the learned model's mean negative log-likelihood of the chosen candidate (softmax over
    the candidates), how well it predicts the searcher's card when it is sampled rather than maximised.
    """
    groups: dict[str, list[tuple[bool, bool, float]]] = defaultdict(list)
    for k, rows, j, rec, play in exs:
        cands = rec["cands"]
        chosen = rec["card"]
        learned = representative(policy.choose(play, voids_of(play)), cands) == chosen
        rule = representative(choose_card(play), cands) == chosen
        w = policy.weights[k]
        sc = [sum(a * b for a, b in zip(w, row)) for row in rows]
        top = max(sc)
        nll = top + math.log(sum(math.exp(x - top) for x in sc)) - sc[j]
        fam = "turkish" if rec["ruleset"].startswith("turkish") else "spanish"
        for key in ("all", rec["level"], f"{rec['level']}/{fam}"):
            groups[key].append((learned, rule, nll))
    return {k: {"n": len(g), "learned": round(sum(a for a, _, _ in g) / len(g), 4),
                "rule": round(sum(b for _, b, _ in g) / len(g), 4),
                "nll": round(sum(x for _, _, x in g) / len(g), 4)} for k, g in sorted(groups.items())}


def commit() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True, check=True,
                              cwd=Path(__file__).parent).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def train(data: Path, parties: int, out: Path, steps: int = 400, name: str = "policy-v1", soft: float = 0.0,
          temperature: float = 0.25, no_rule: bool = False, levels: tuple[str, ...] = ()) -> dict[str, Any]:
    """Fit on the training parties (only the records of ``levels`` if given), measure on the held-out ones."""
    meta_data = json.loads((data / "selfplay.json").read_text())
    recs = load(data, parties)
    exs = examples(recs)
    tr = [e for e in exs if e[3]["party"] % HELD_OUT != HELD_OUT - 1 and (not levels or e[3]["level"] in levels)]
    te = [e for e in exs if e[3]["party"] % HELD_OUT == HELD_OUT - 1]
    weights = fit(tr, steps, soft=soft, temperature=temperature, no_rule=no_rule)
    options = (f" --soft {soft:g} --temperature {temperature:g}" if soft else "") + (" --no-rule" if no_rule else "") \
        + (f" --train-levels {','.join(levels)}" if levels else "")
    data_cmd = (f"python -m lab.selfplay --out {data.name} --parties {parties} --seed {meta_data['seed']}"
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
        "train_command": f"python -m lab.train --data {data.name} --parties {parties} --steps {steps}"
                         f" --name {name}{options}",
        "held_out": f"parties with index % {HELD_OUT} == {HELD_OUT - 1}",
        "positions": {"train": len(tr), "held_out": len(te)},
        "commit": commit(), "held_out_agreement": agree,
    }
    (out / f"{name}.manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    return manifest


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m lab.train", description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, required=True, help="a selfplay data directory")
    ap.add_argument("--parties", type=int, required=True, help="use parties 0 .. N-1")
    ap.add_argument("--out", type=Path, default=Path(__file__).with_name("data"))
    ap.add_argument("--steps", type=int, default=400)
    ap.add_argument("--name", default="policy-v1")
    ap.add_argument("--soft", type=float, default=0.0,
                    help="share of the target given to the softmax of the search's values (0: the chosen card only)")
    ap.add_argument("--temperature", type=float, default=0.25, help="of that softmax, in units of the contract")
    ap.add_argument("--no-rule", action="store_true",
                    help="no rule-policy features: the scorer never calls the rule policy (cheaper)")
    ap.add_argument("--train-levels", default="", help="fit only the records of these levels (comma-separated)")
    a = ap.parse_args(argv)
    man = train(a.data, a.parties, a.out, a.steps, a.name, a.soft, a.temperature, a.no_rule,
                tuple(x for x in a.train_levels.split(",") if x))
    print(f"trained on {man['positions']['train']} positions, held out {man['positions']['held_out']}")
    for k, g in man["held_out_agreement"].items():
        print(f"  {k:16s} n={g['n']:6d}  learned {g['learned']:.3f}  rule {g['rule']:.3f}  nll {g['nll']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

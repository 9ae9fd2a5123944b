"""Print a trace of seeded play over every rule option, one JSON line per step, for the compiled-parity test.

    python tests/engine/parity_trace.py --expect compiled|pure > trace.txt

``tests/engine/test_compiled_parity.py`` runs it twice, once on the source tree (pure Python) and once on
the mypyc-compiled install (``packaging/compiled_site.py``), and requires the two traces to be identical.
``--expect`` makes the run fail unless :func:`kingdesk.native.path` says that path runs, so that a
compiled run that silently fell back to Python cannot pass as a comparison.

What is traced, for every variant of :func:`variants` (each preset as it is, then each option of
``OPTION_SPECS`` at each of its other values, on a preset of its family):

* a party of uniformly random legal choices: at every decision its kind, seat and options; at a card, the
  legal set (``DealPlay.legal_mask``), ``why_not`` of every card of the hand, and the rule policy's card,
  plain and with the easy level's noise; after every decision its events, and the totals;
* for each preset, a party of four easy players (the rule policy and the contract/trump/sale choices
  of :mod:`kingdesk.ai.declarations`), with, on the first card and non-card decisions with a choice, what
  the medium and the hard player would decide (no deadline: the number of worlds is fixed, so the
  choice does not depend on the machine's speed).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterator
from typing import Any

from kingdesk import native
from kingdesk.ai.players import make_player
from kingdesk.ai.policy import choose_card
from kingdesk.engine import Game
from kingdesk.engine.cards import iter_cards
from kingdesk.engine.rules import BOOL, OPTION_SPECS, PRESETS, Rules

SAMPLES: dict[str, Any] = {"number": 2, "positive_int": 3, "suit_cap": 2, "neg_values": {"no-q": 3, "dos-ultimas": 4}}
"""A value other than the default for each kind of option that takes more than a list of choices."""

FAMILY_PRESET = {"tr": "turkish-20", "es": "spanish"}


def other_values(key: str) -> list[Any]:
    """Every value of option ``key`` but its default (one sample for the open-ended kinds)."""
    _family, default, allowed = OPTION_SPECS[key]
    if allowed == BOOL:
        return [not default]
    if isinstance(allowed, tuple):
        return [v for v in allowed if v != default]
    return [SAMPLES[allowed]]


def variants() -> Iterator[tuple[str, dict[str, Any]]]:
    """(preset, options): every preset as it is, then every option at each other value on its family's preset."""
    for preset in PRESETS:
        yield preset, {}
    for key, (family, _default, _allowed) in OPTION_SPECS.items():
        for preset in (FAMILY_PRESET.values() if family == "both" else [FAMILY_PRESET[family]]):
            for value in other_values(key):
                Rules.from_preset(preset, {key: value})  # a sample that is not a valid option fails here
                yield preset, {key: value}


def _line(out: list[str], *fields: Any) -> None:
    out.append(json.dumps(fields, default=repr, ensure_ascii=False))


def random_party(preset: str, options: dict[str, Any], seed: int, out: list[str]) -> None:
    game = Game(preset, options, seed=seed)
    rng = random.Random(f"{preset}:{sorted(options.items())}:{seed}")
    noise_rng = random.Random(seed)
    step = 0
    while not game.is_over:
        d = game.decision
        _line(out, step, d.kind, d.seat, d.options)
        if d.kind == "card":
            play = game.play
            assert play is not None
            hand = play.hands[play.to_play]
            why = {c: game.why_not(c) for c in iter_cards(hand)}
            _line(out, "legal", play.legal_mask(), sorted(why.items()), choose_card(play),
                  choose_card(play, noise_rng, 1.0))
            choice: Any = d.options[int(rng.random() * len(d.options))]
        elif d.kind == "deal":
            choice = None
        else:
            choice = d.options[int(rng.random() * len(d.options))]
        _line(out, "events", game.apply(choice), game.totals)
        step += 1
    _line(out, "party", preset, options, seed, game.totals, len(game.moves))


def ai_party(preset: str, seed: int, out: list[str], searched: int = 2) -> None:
    """Four easy seats play the party; the first decisions with a choice are also asked of medium and hard."""
    game = Game(preset, seed=seed)
    easy = [make_player("easy", seed * 10 + s) for s in range(4)]
    others = [make_player(level, seed) for level in ("medium", "hard")]
    for p in others:
        p.deadline = float("inf")  # type: ignore[attr-defined]
    asked = {"card": 0, "other": 0}
    while not game.is_over:
        d = game.decision
        if d.kind == "deal":
            game.apply(None)
            continue
        assert d.seat is not None
        view = game.view(d.seat)
        choice = easy[d.seat].decide(view)
        group = "card" if d.kind == "card" else "other"
        if len(d.options) > 1 and asked[group] < searched:
            asked[group] += 1
            _line(out, "searched", d.kind, d.seat, [p.decide(view) for p in others])
        _line(out, "easy", d.kind, d.seat, choice, game.apply(choice))
    _line(out, "ai-party", preset, seed, game.totals)


def trace(seeds: int = 1) -> list[str]:
    out: list[str] = []
    for preset, options in variants():
        for seed in range(1, seeds + 1):
            random_party(preset, options, seed, out)
    for preset in PRESETS:
        ai_party(preset, 1, out)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--expect", choices=("compiled", "pure"), required=True,
                        help="fail unless this path runs (kingdesk.native.path())")
    parser.add_argument("--seeds", type=int, default=1, help="random parties per variant (default 1)")
    args = parser.parse_args(argv)
    import kingdesk

    where = native.path()
    print(f"parity_trace: kingdesk from {kingdesk.__file__}; {where}; {native.module_states()}", file=sys.stderr)
    if where != ("compiled" if args.expect == "compiled" else "pure Python"):
        print(f"parity_trace: expected the {args.expect} path, this is {where}", file=sys.stderr)
        return 3
    sys.stdout.write("\n".join(trace(args.seeds)) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

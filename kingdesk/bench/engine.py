"""``python -m kingdesk.bench engine``: random full deals per second, one core.

A *random full deal* goes through the real engine from the shuffle to the
score: the ``deal`` decision (the game's seeded shuffle), then every decision
of the deal (contract, trump, sale, bids, windows) chosen at random among
``game.decision.options``, then every card chosen uniformly at random among
``game.play.legal_mask()`` and made with ``game.push``, until the deal is
scored. A party that ends is replaced by a new one. Deals that end before the
first card (El İptal, a Rıfkı misdeal) are counted apart, not as deals.

When ``open_spiel`` is installed (the ``bench`` extra) the same loop drives
OpenSpiel's C++ Hearts from Python: a uniformly random legal action at each
step (``state.legal_actions()`` / ``state.apply_action``), chance outcomes drawn
from ``state.chance_outcomes()``. One Hearts game is one deal, so the ratio
compares like with like.

Time is this process's CPU time by default (``--clock cpu``): "per second on
one core" even when the machine is shared, as ours is. Within each of the
``--rounds`` rounds the presets and OpenSpiel take turns of ``--slice`` seconds
until each has had ``--seconds``, so a burst of load hurts both sides alike.
Rates are medians over rounds; a ratio is the median of the rounds' ratios.

>>> r = run(seconds=0.01, rounds=1, presets=("spanish",), openspiel=False)
>>> r["presets"]["spanish"]["deals"] > 0, r["openspiel"]["available"]
(True, False)
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random as _random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from kingdesk import native
from kingdesk.engine.game import CARD, DEAL, NONE, Game
from kingdesk.engine.rules import PRESETS

TARGET_RATIO = 1.5
"""The goal: at least this many of our deals per OpenSpiel Hearts game, same run."""


def random_card(mask: int, random: Callable[[], float]) -> int:
    """A card drawn uniformly from the non-empty set ``mask``.

    ``random`` is a bound ``Random.random``. Clearing the ``k`` lowest cards
    costs ``k`` integer operations; legal sets are small (a suit, or a hand).

    >>> random_card(0b1010_0000, lambda: 0.99)
    7
    """
    k = random() * mask.bit_count()  # skip floor(k) cards; counting down a float spares an int() call
    while k >= 1.0:
        mask &= mask - 1
        k -= 1.0
    return (mask & -mask).bit_length() - 1


class DealLoop:
    """Plays random full deals of one preset, party after party."""

    def __init__(self, preset: str, seed: int = 0, game_class: type[Game] = Game):
        self.preset = preset
        self.game_class = game_class
        self.rng = _random.Random(seed)
        self.parties = 0
        self.deals = 0
        self.cards = 0
        self.cancelled = 0
        self._seed = seed
        self.game = self._new_game()

    def _new_game(self) -> Game:
        self.parties += 1
        return self.game_class(self.preset, seed=self._seed * 1_000_003 + self.parties)

    def run(self, seconds: float, clock: Callable[[], float] = time.process_time) -> tuple[int, float]:
        """Play deals for about ``seconds`` of ``clock`` (at least one); return (deals, seconds taken)."""
        rand = self.rng.random
        game = self.game
        deals = cards = cancelled = 0
        start = clock()
        end = start + seconds
        while True:
            phase = game.state.phase
            if phase == CARD:
                play = game.play
                assert play is not None
                push = game.push
                legal = play.legal_mask
                while not play.over:
                    # random_card(legal(), rand), inlined: a call is a fifth of its cost
                    m = legal()
                    k = rand() * m.bit_count()
                    while k >= 1.0:
                        m &= m - 1
                        k -= 1.0
                    push((m & -m).bit_length() - 1)
                cards += len(play.plays)
                deals += 1
                if clock() >= end:
                    break
            elif phase == DEAL:
                if game.state.deals and game.play is None:
                    cancelled += 1  # the previous deal ended before its first card
                game.push(None)
            elif phase == NONE:
                game = self.game = self._new_game()
            else:
                options = game.decision.options
                game.push(options[int(rand() * len(options))])
        elapsed = clock() - start
        self.deals += deals
        self.cards += cards
        self.cancelled += cancelled
        return deals, elapsed


class HeartsLoop:
    """Plays random OpenSpiel Hearts games from Python."""

    def __init__(self, seed: int = 0):
        import pyspiel

        self.game = pyspiel.load_game("hearts")
        self.rng = _random.Random(seed)
        self.games = 0
        self.actions = 0

    def run(self, seconds: float, clock: Callable[[], float] = time.process_time) -> tuple[int, float]:
        """Play games for about ``seconds`` of ``clock`` (at least one); return (games, seconds taken)."""
        rand = self.rng.random
        new_state = self.game.new_initial_state
        games = actions = 0
        start = clock()
        end = start + seconds
        while True:
            state = new_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(_draw(outcomes, rand()))
                else:
                    legal = state.legal_actions()
                    state.apply_action(legal[int(rand() * len(legal))])
                actions += 1
            games += 1
            if clock() >= end:
                break
        elapsed = clock() - start
        self.games += games
        self.actions += actions
        return games, elapsed


def _draw(outcomes: Sequence[tuple[int, float]], u: float) -> int:
    """The outcome that ``u`` in [0, 1) selects. Hearts' chance nodes are uniform, so
    this is one index; a non-uniform node falls back to the cumulative walk."""
    n = len(outcomes)
    action, p = outcomes[int(u * n)]
    if abs(p * n - 1.0) < 1e-9:
        return action
    for action, p in outcomes:  # pragma: no cover - Hearts never gets here
        u -= p
        if u < 0:
            return action
    return outcomes[-1][0]  # pragma: no cover


def openspiel_version() -> str | None:
    """The installed ``open_spiel`` version, or ``None`` if it cannot be imported."""
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        return None
    try:
        from importlib.metadata import version

        return version("open_spiel")
    except Exception:  # pragma: no cover - metadata missing on an odd install
        return "unknown"


def machine_info() -> dict[str, Any]:
    cpu = platform.processor() or ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "platform": platform.platform(),
        "machine": platform.machine(),
        "cpu": cpu,
        "cpu_count": os.cpu_count(),
    }


CLOCKS: dict[str, Callable[[], float]] = {"cpu": time.process_time, "wall": time.perf_counter}
"""``cpu``: this process's CPU time, i.e. work done per second of one core, whatever
else the machine runs; ``wall``: elapsed time, honest only on an idle machine."""

HEARTS = "openspiel-hearts"


def run(seconds: float = 2.0, rounds: int = 3, presets: Sequence[str] = PRESETS, openspiel: bool = True,
        seed: int = 0, clock: str = "cpu", slice_seconds: float = 0.05,
        progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Measure and return the report as a JSON-ready dict (see ``--json``).

    Each round gives every preset and OpenSpiel ``seconds`` of ``clock``, handed
    out in turns of ``slice_seconds`` so that a burst of load on a shared machine
    falls on all of them alike. A rate is the median over rounds; a ratio is the
    median over rounds of that round's ours / OpenSpiel.
    """
    timer = CLOCKS[clock]
    loops: dict[str, DealLoop | HeartsLoop] = {p: DealLoop(p, seed) for p in presets}
    version = openspiel_version() if openspiel else None
    if version is not None:
        loops[HEARTS] = HeartsLoop(seed)
    runs: dict[str, list[float]] = {name: [] for name in loops}
    for i in range(rounds):
        done: dict[str, list[float]] = {name: [0, 0.0] for name in loops}
        while any(t < seconds for _, t in done.values()):
            for name, loop in loops.items():
                acc = done[name]
                if acc[1] < seconds:
                    n, dt = loop.run(min(slice_seconds, seconds - acc[1]), timer)
                    acc[0] += n
                    acc[1] += dt
        for name, (count, took) in done.items():
            runs[name].append(count / took)
        if progress:
            progress(f"round {i + 1}/{rounds}: " + ", ".join(f"{name} {r[-1]:,.0f}/s" for name, r in runs.items()))
    hearts_runs = runs.pop(HEARTS, [])
    hearts = loops.pop(HEARTS, None)
    assert hearts is None or isinstance(hearts, HeartsLoop)
    out_presets: dict[str, dict[str, Any]] = {}
    for p, loop in loops.items():
        assert isinstance(loop, DealLoop)
        round_ratios = [a / b for a, b in zip(runs[p], hearts_runs)]
        out_presets[p] = {
            "deals_per_s": statistics.median(runs[p]),
            "runs": runs[p],
            "deals": loop.deals,
            "cards": loop.cards,
            "cancelled": loop.cancelled,
            "parties": loop.parties,
            "ratio": statistics.median(round_ratios) if round_ratios else None,
            "round_ratios": round_ratios,
        }
    ratios = [v["ratio"] for v in out_presets.values() if v["ratio"] is not None]
    return {
        "benchmark": "engine",
        "unit": "random full deals per second, one core",
        "clock": clock,
        "seconds": seconds,
        "rounds": rounds,
        "slice_seconds": slice_seconds,
        "seed": seed,
        "machine": machine_info(),
        "code_path": native.path(),
        "presets": out_presets,
        "openspiel": {
            "available": hearts is not None,
            "version": version,
            "game": "hearts",
            "games_per_s": statistics.median(hearts_runs) if hearts_runs else None,
            "runs": hearts_runs,
            "games": hearts.games if hearts else 0,
            "actions": hearts.actions if hearts else 0,
        },
        "min_ratio": min(ratios) if ratios else None,
        "target_ratio": TARGET_RATIO,
    }


def format_report(r: dict[str, Any]) -> str:
    m = r["machine"]
    lines = [
        "KingDesk engine: random full deals per second, one core",
        f"machine: {m['cpu'] or m['machine']}, {m['cpu_count']} cores; "
        f"{m['implementation']} {m['python']} on {m['platform']}",
        f"{r['rounds']} round(s) of {r['seconds']:g} s {r['clock']} time per measurement, interleaved in "
        f"{r['slice_seconds']:g} s turns; medians over rounds (ratio: median of the rounds' ratios)",
        "",
        f"code: {r['code_path']} (kingdesk.native: {', '.join(native.COMPILED_MODULES)})",
        "",
        f"{'preset':<12}{'deals/s':>10}{'ratio':>8}   runs",
    ]
    for p, v in r["presets"].items():
        ratio = f"{v['ratio']:.2f}x" if v["ratio"] is not None else "-"
        runs = " ".join(f"{x:,.0f}" for x in v["runs"])
        lines.append(f"{p:<12}{v['deals_per_s']:>10,.0f}{ratio:>8}   {runs}")
    o = r["openspiel"]
    if o["available"]:
        runs = " ".join(f"{x:,.0f}" for x in o["runs"])
        lines.append(f"{'OS hearts':<12}{o['games_per_s']:>10,.0f}{'1.00x':>8}   {runs}  "
                     f"(OpenSpiel {o['version']}, games/s)")
        ok = "met" if r["min_ratio"] >= r["target_ratio"] else "NOT met"
        lines.append("")
        lines.append(f"lowest ratio {r['min_ratio']:.2f}x; target {r['target_ratio']:g}x {ok}")
    else:
        lines.append("")
        lines.append("OpenSpiel is not installed (pip install 'kingdesk[bench]'): no comparison")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kingdesk.bench engine",
                                     description="Random full deals per second per preset, on one core, "
                                                 "against OpenSpiel's Hearts when it is installed.")
    parser.add_argument("--seconds", type=float, default=2.0, help="length of one measurement (default 2)")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds; the median is reported (default 3)")
    parser.add_argument("--preset", action="append", choices=PRESETS, dest="presets",
                        help="measure only this preset (repeatable; default all)")
    parser.add_argument("--no-openspiel", action="store_true", help="skip the OpenSpiel comparison")
    parser.add_argument("--clock", choices=tuple(CLOCKS), default="cpu",
                        help="cpu: this process's CPU time, i.e. per second of one core (default); wall: elapsed time")
    parser.add_argument("--slice", type=float, default=0.05, dest="slice_seconds",
                        help="length of one turn when interleaving the measurements of a round (default 0.05 s)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the parties and of the random choices")
    parser.add_argument("--json", action="store_true", help="print the result as one JSON object")
    parser.add_argument("-q", "--quiet", action="store_true", help="no progress lines on stderr")
    args = parser.parse_args(argv)
    if args.seconds <= 0 or args.rounds < 1 or args.slice_seconds <= 0:
        parser.error("--seconds and --slice must be positive and --rounds at least 1")
    progress = None if args.quiet or args.json else (lambda s: print(s, file=sys.stderr, flush=True))
    result = run(args.seconds, args.rounds, tuple(args.presets or PRESETS), not args.no_openspiel, args.seed,
                 args.clock, args.slice_seconds, progress)
    print(json.dumps(result, indent=2) if args.json else format_report(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())

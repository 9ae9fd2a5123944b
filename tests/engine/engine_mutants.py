"""A small mutation check: do the engine tests notice when a rule is broken?

Run by CI after the test suite (``.ci/run``), not by the default test run, where
``test_engine_mutants_apply.py`` checks that every mutant still applies; runnable
by hand::

    python tests/engine/engine_mutants.py [--only TEXT]

It copies ``kingdesk/`` and ``tests/engine/`` to a temporary directory, applies
one-line rule breakages there one at a time (never in the working tree), runs
``tests/engine`` against each (the tests named as its killer first, so a killed
mutant costs seconds), and fails if any breakage survives, or if a mutant no
longer applies: its original text must be found exactly once in its file, so
a refactoring that moves or rewrites a rule must move the mutant with it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[2]


class Mutant(NamedTuple):
    file: str
    """In ``kingdesk/engine/``."""
    old: str
    """Text found exactly once in the file."""
    new: str
    rule: str
    """The rule it breaks."""
    first: str
    """The engine test file (or test) expected to kill it, run first: a hypothesis test that fails shrinks for
    minutes, so a deterministic killer keeps the check fast."""


ACCEPT = "test_engine_acceptance.py"
LEGAL = "test_engine_legality.py"
FLOW = "test_engine_flow.py"
OPTS = "test_engine_options.py"
MOVES = "test_engine_moves.py"
UNDO = "test_engine_moves.py::test_undo_and_redo_across_deals_give_the_same_cards"

MUTANTS = [
    Mutant("play.py", "forced = drop & ((1 << high) - 1)", "forced = 0", "Kız/Erkek/Rıfkı drop under a higher card",
           LEGAL),
    Mutant("play.py", "self.hearts_broken = True", "pass", "hearts broken releases the heart lead", LEGAL),
    Mutant("play.py", "wins = tm & self._trump_mask or tm & SUIT_MASKS[self.led]", "wins = tm & SUIT_MASKS[self.led]",
           "a trump wins the trick", LEGAL),
    Mutant("play.py", "self._overtrump_led = tr and c.trumps and r.tr_overtrump_on_trump_lead",
           "self._overtrump_led = False", "overtrump when trump is led", LEGAL),
    Mutant("play.py", "return self.run_mask & hand", "return hand", "A-K-Q run", LEGAL),
    Mutant("scoring.py", "out[seller] += price", "out[seller] += 0", "sale: mano +k", ACCEPT),
    Mutant("scoring.py", "pts[w] -= v[i]", "pts[w] -= v[0]", "ES last-two values per trick", OPTS),
    Mutant("decision_effects.py", 'changes["next_dealer"] = seat', 'changes["next_dealer"] = next_seat(seat)',
           "TR: the declarer deals the next hand", FLOW),
    Mutant("decision_rules.py", "if cur.hands[seat] & HONOURS_MASK:", "if False:", "El İptal needs no card above ten",
           FLOW),
    Mutant("decision_effects.py", "and all((m & QUEENS_MASK).bit_count() == 1 for m in play.captured)",
           "and max((m & QUEENS_MASK).bit_count() for m in play.captured) <= 2", "Kız cancel only when each takes one",
           FLOW),
    Mutant("decision_rules.py", "st.hands_scored < 4 and ceza_ok", "st.hands_scored < 3 and ceza_ok",
           "first four hands ceza", FLOW),
    Mutant("decision_rules.py", "return (3, 2) if self.rules.tr_mode == 20 else (2, 1)",
           "return (3, 2) if self.rules.tr_mode == 20 else (3, 1)", "12-hand quotas 2 + 1", FLOW),
    Mutant("scoring.py", 'if rule == "ge10" and n >= 10', 'if rule == "ge10" and n >= 11',
           "King at 10 tricks", FLOW),
    Mutant("decision_effects.py", "active = [b for b in bidders if b not in passed and b != best_seat]",
           "active = [b for b in bidders if b != best_seat and len(passed) < 3]", "a pass is final", FLOW),
    Mutant("schedule.py", "(1, L[1]), (1, RECOVERY), (2, L[2])", "(1, L[1]), (2, RECOVERY), (2, L[2])",
           "alternate schedule: same dealer for a lance and its recovery", FLOW),
    Mutant("decision_effects.py", "leader = d.buyer", "leader = d.declarer", "es_sale_buyer_leads", FLOW),
    Mutant("game.py", "        self._moves.pop()\n", "", "undo takes the move off the move stack", UNDO),
    Mutant("decision_rules.py", "return PENALTIES_FIRST", "return NO_TRUMP_HANDS_LEFT",
           "why_not: trumps wait for the first four hands", MOVES),
    Mutant("shuffle.py", "        for op in log[:n]:\n            self._apply(op)\n", "",
           "undoing a deal puts the seeded generator back", UNDO),
]


def check(mutant: Mutant, src: str) -> str | None:
    """Why ``mutant`` does not apply to its file's text ``src`` (stale), or ``None``."""
    n = src.count(mutant.old)
    if n == 1:
        return None
    return "its text is gone" if n == 0 else f"its text is found {n} times"


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    only = args[args.index("--only") + 1] if "--only" in args else None
    todo = [m for m in MUTANTS if only is None or only in m.rule]
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        shutil.copytree(ROOT / "kingdesk", work / "kingdesk", ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copytree(ROOT / "tests" / "engine", work / "tests" / "engine",
                        ignore=shutil.ignore_patterns("__pycache__", "engine_mutants.py", "test_engine_mutants*",
                                                      # compiled against pure: a mutant changes both alike, and
                                                      # it builds from packaging/, which is not copied
                                                      "test_compiled_parity.py", "parity_trace.py"))
        env = dict(os.environ, PYTHONPATH=str(work), PYTHONDONTWRITEBYTECODE="1")
        bad = 0
        for m in todo:
            path = work / "kingdesk" / "engine" / m.file
            src = path.read_text(encoding="utf-8")
            why = check(m, src)
            if why is not None:
                print(f"STALE     {m.rule}: {m.file}: {why}: {m.old!r}", flush=True)
                bad += 1
                continue
            path.write_text(src.replace(m.old, m.new, 1), encoding="utf-8")
            t0 = time.perf_counter()
            try:
                # the expected killer alone first (pytest would merge it into the folder's order), then all
                for target in (f"tests/engine/{m.first}", "tests/engine"):
                    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider",
                                          "-o", "addopts=", target], cwd=work, env=env, capture_output=True,
                                         text=True, timeout=900)
                    if run.returncode != 0:
                        break
            finally:
                path.write_text(src, encoding="utf-8")
            killed = run.returncode == 1  # tests failed (not: collection error 2, no tests 5)
            bad += not killed
            print(f"{'killed  ' if killed else 'SURVIVED'}  {m.rule} ({time.perf_counter() - t0:.0f} s)"
                  + ("" if killed or run.returncode == 0 else f" (pytest exit {run.returncode})"), flush=True)
        print(f"{len(todo)} mutants, {bad} survived or stale")
        return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

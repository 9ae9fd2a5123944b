"""A small mutation check: do the engine tests notice when a rule is broken?

Run by hand (it takes a minute or two; it is not part of the test run)::

    python tests/engine/engine_mutants.py

It copies ``kingdesk/`` and ``tests/engine/`` to a temporary directory, applies
one-line rule breakages there one at a time (never in the working tree), runs
``tests/engine`` against each, and fails if any breakage survives. A mutant whose
source line has changed is reported as ``stale`` so the list can be updated.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

MUTANTS = [
    # (file, original text, broken text, the rule it breaks)
    ("play.py", "forced = drop & ((1 << high) - 1)", "forced = 0", "Kız/Erkek/Rıfkı drop under a higher card"),
    ("play.py", "self.hearts_broken = True", "pass", "hearts broken releases the heart lead"),
    ("play.py", "wins = tm & self._trump_mask or tm & SUIT_MASKS[led]", "wins = tm & SUIT_MASKS[led]",
     "a trump wins the trick"),
    ("play.py", "self._overtrump_led = tr and c.trumps and r.tr_overtrump_on_trump_lead",
     "self._overtrump_led = False", "overtrump when trump is led"),
    ("play.py", "return self.run_mask & hand", "return hand", "A-K-Q run"),
    ("scoring.py", "out[seller] += price", "out[seller] += 0", "sale: mano +k"),
    ("scoring.py", "pts[w] -= v[i]", "pts[w] -= v[0]", "ES last-two values per trick"),
    ("game.py", 'changes["next_dealer"] = seat', 'changes["next_dealer"] = _next(seat)',
     "TR: the declarer deals the next hand"),
    ("game.py", "and not cur.hands[seat] & HONOURS_MASK", "", "El İptal needs no card above ten"),
    ("game.py", "and all((m & QUEENS_MASK).bit_count() == 1 for m in play.captured)",
     "and max((m & QUEENS_MASK).bit_count() for m in play.captured) <= 2", "Kız cancel only when each takes one"),
    ("game.py", "st.hands_scored < 4 and ceza_ok", "st.hands_scored < 3 and ceza_ok", "first four hands ceza"),
    ("game.py", "return (3, 2) if self.rules.tr_mode == 20 else (2, 1)",
     "return (3, 2) if self.rules.tr_mode == 20 else (3, 1)", "12-hand quotas 2 + 1"),
    ("game.py", 'if rule == "ge10" and n >= 10', 'if rule == "ge10" and n >= 11', "King at 10 tricks"),
    ("game.py", "active = [b for b in bidders if b not in passed and b != best_seat]",
     "active = [b for b in bidders if b != best_seat and len(passed) < 3]", "a pass is final"),
    ("game.py", "(1, L[1]), (1, RECOVERY), (2, L[2])", "(1, L[1]), (2, RECOVERY), (2, L[2])",
     "alternate schedule: same dealer for a lance and its recovery"),
    ("game.py", "leader = d.buyer", "leader = d.declarer", "es_sale_buyer_leads"),
]


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        shutil.copytree(ROOT / "kingdesk", work / "kingdesk", ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copytree(ROOT / "tests" / "engine", work / "tests" / "engine",
                        ignore=shutil.ignore_patterns("__pycache__", "engine_mutants.py"))
        env = dict(os.environ, PYTHONPATH=str(work))
        survivors = 0
        for name, old, new, rule in MUTANTS:
            path = work / "kingdesk" / "engine" / name
            src = path.read_text()
            if old not in src:
                print(f"stale     {name}: {old!r}")
                continue
            path.write_text(src.replace(old, new, 1))
            try:
                run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider",
                                      "-o", "addopts=", "tests/engine"], cwd=work, env=env, capture_output=True,
                                     text=True, timeout=900)
            finally:
                path.write_text(src)
            killed = run.returncode != 0
            survivors += not killed
            print(f"{'killed ' if killed else 'SURVIVED'}  {rule}")
        return 1 if survivors else 0


if __name__ == "__main__":
    sys.exit(main())

"""Start-up time of the frozen KingDesk next to KingDesk run from source. Prints figures; tests nothing.

    python packaging/startup_time.py [dist/kingdesk] [--runs 7] [--platform offscreen]

What is timed, for both: a fresh process running ``kingdesk --self-test --timeout 0`` until it
exits. That builds the QApplication, installs the translators, builds and shows the main window,
enters the event loop, where the self-test's 0-second timeout fires first and quits (exit
code 2, "timed out", is the expected end here), then shuts the engine threads down. So it is
the start-up cost up to a shown window with a running event loop, plus a quick exit, without
the party. Run "from source" means ``python -m kingdesk.app`` with this interpreter (the
same code the installed ``kingdesk`` script runs, without pyenv's or pip's launcher in front).

The first run of each is reported on its own (cold: files not yet in the page cache, Python's
``.pyc`` possibly written), then the median and the best of the following ``--runs``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def one_run(cmd: list[str], env: dict[str, str]) -> float:
    t0 = time.perf_counter()
    r = subprocess.run(cmd, env=env, cwd=env["HOME"], capture_output=True, text=True, timeout=300)
    took = time.perf_counter() - t0
    if r.returncode != 2 or "timed out" not in r.stderr:
        raise SystemExit(f"startup_time: unexpected end of {cmd[0]} (exit {r.returncode}):\n{r.stdout}{r.stderr}")
    return took


def measure(name: str, cmd: list[str], runs: int, env: dict[str, str]) -> dict[str, float]:
    cold = one_run(cmd, env)
    warm = [one_run(cmd, env) for _ in range(runs)]
    figures = {"cold": cold, "median": statistics.median(warm), "best": min(warm)}
    print(f"{name:<12} first run {cold:6.2f} s   median of {runs} {figures['median']:6.2f} s   "
          f"best {figures['best']:6.2f} s")
    return figures


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Frozen vs source start-up time of KingDesk.")
    p.add_argument("bundle", nargs="?", type=Path, default=ROOT / "dist" / "kingdesk")
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--platform", default="offscreen", help="QT_QPA_PLATFORM for both (offscreen, xcb, ...)")
    args = p.parse_args(argv)
    exe = args.bundle / ("kingdesk.exe" if sys.platform == "win32" else "kingdesk")
    if not exe.is_file():
        exe = args.bundle / "Contents" / "MacOS" / "kingdesk"
    if not exe.is_file():
        print(f"startup_time: no frozen kingdesk in {args.bundle} (build it first)", file=sys.stderr)
        return 1
    args_common = ["--self-test", "--timeout", "0"]
    with tempfile.TemporaryDirectory(prefix="kingdesk-startup-") as home:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "KINGDESK_", "PYTHON"))}
        env.update(HOME=home, QT_QPA_PLATFORM=args.platform)
        print(f"start-up to a shown window and a running event loop, then quit (QT_QPA_PLATFORM={args.platform})")
        frozen = measure("frozen", [str(exe)] + args_common, args.runs, env)
        src_env = dict(env, PYTHONPATH=str(ROOT))
        source = measure("from source", [sys.executable, "-m", "kingdesk.app"] + args_common, args.runs, src_env)
    ratio = frozen["median"] / source["median"]
    print(f"frozen / source (medians): {ratio:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

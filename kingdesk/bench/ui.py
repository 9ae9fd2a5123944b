"""``python -m kingdesk.bench ui``: figures for the card table (not pass/fail tests).

* **start-up**: wall time from launching a fresh interpreter to the first painted
  table, next to a bare PySide6 window (``QMainWindow`` + label) launched the same
  way; median of ``--runs`` launches each (target ratio ≤ 1.5). Every figure is taken with
  byte-code caching on, as after ``pip install`` (:func:`as_installed`).
* **frames**: the share of animation frames on time at 60 Hz while cards move,
  during the first deal and the first trick at normal speed (target ≥ 98 %). A
  frame is on time when it comes within 8 ms of its schedule, one frame period
  after the previous one (:func:`kingdesk.bench.events.frames_on_time`); the first
  frame of each movement (after a reading pause or a computer player's turn, when
  nothing moved) is not counted. The stall figure counts them over a whole party.
  Run under Xvfb when ``xvfb-run`` exists and no display is set; otherwise on
  the current Qt platform (reported).
* **stall**: the longest stall of the GUI thread over a whole party of four hard
  computer players on the real window (engine steps on the engine thread, the
  autosave writer, the players in their process, scene updates and the score
  sheet on the GUI thread): the longest gap of a 5 ms GUI-thread timer, less
  5 ms, from the party's first engine step to its end (the party starts once the
  window has been painted: its first paint is start-up, measured above), with
  hard computer players; ``--deals N`` stops after N deals. That wall-clock figure
  has no target any more: its longest stalls are the virtual machine's, which stops for 16-45 ms at times.
  What this machine can hold is reported beside it (:mod:`kingdesk.bench.events`):
  the GUI thread's CPU per event (p99 ≤ 4 ms, max ≤ 16 ms), the frames on time
  during animation over the party (≥ 98 %) and the wall-clock stalls over 50 ms the
  idle loop did not share (0), the result dialog included. Beside it, in the same run: an idle loop in a process of
  its own (what the machine does to a thread that asks for nothing, and how long the
  machine ran nothing of it), and for each stall over 16 ms how the GUI thread spent
  it (working, waiting for a CPU, blocked, reading from the disk), with the most our
  own process held it up (never the time the machine ran nothing, which the guest
  counts as the running thread's work), and what the GUI thread read from the disk
  over the party (see :mod:`kingdesk.bench.machine`), and what the last read of the
  files the program maps cost (:mod:`kingdesk.ui.mapped_pages`). ``--sound`` plays the table's sounds over
  the party (miniaudio's null device, which takes them at a real device's pace), to set beside a run without.
* **memory**: resident memory after one party played on the real window at
  instant speed, and its growth over ``--parties`` parties (target ≤ 200 MB, no growth).

``--json`` prints the same figures as one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from typing import Any

TIMER_MS = 5  # the stall figure's GUI-thread timer
FRAME_MS = 16  # its target: one frame at 60 Hz
SPLIT_OVER_MS = 8.0  # stalls split into work, wait and blocked time (a shorter one cannot make ours exceed a frame)
RESULT_MS = 1500  # the stall figure goes on this long after the party's result is shown (its banner grows)

_BARE = r"""
import sys, time
t0 = float(sys.argv[1])
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
w = QMainWindow(); lab = QLabel("KingDesk"); w.setCentralWidget(lab); w.resize(1180, 780)
class F(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            print("painted", time.time() - t0, flush=True); QTimer.singleShot(0, app.quit)
        return False
f = F(); lab.installEventFilter(f); w.show(); app.exec()
"""

_TABLE = r"""
import sys, time
t0 = float(sys.argv[1])
from kingdesk.ui._compat import keep_none_alive, quick_feature_check; keep_none_alive(); quick_feature_check()
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
from kingdesk.ui.main_window import MainWindow
app = QApplication(sys.argv[:1])
w = MainWindow(demo=True, speed="normal", settings=QSettings(sys.argv[2], QSettings.Format.IniFormat))
def painted():
    print("painted", time.time() - t0, flush=True); QTimer.singleShot(0, app.quit)
w.first_paint.connect(painted)
w.show()
app.exec()
w.controller.shutdown()
"""


def _launch(code: str, extra: list[str], env: dict[str, str]) -> float:
    t0 = time.time()
    out = subprocess.run([sys.executable, "-c", code, repr(t0), *extra], capture_output=True, text=True,
                         timeout=120, env=env)
    for line in out.stdout.splitlines():
        if line.startswith("painted"):
            return float(line.split()[1]) * 1000.0
    raise RuntimeError(f"no first paint: {out.stderr[-800:]}")


def as_installed(env: dict[str, str]) -> dict[str, str]:
    """``env`` with byte-code caching on, as after ``pip install`` or in a bundle: the package compiled in
    place (pip does so at install; the standard library and the installed packages are compiled already).
    Without it, where the environment says ``PYTHONDONTWRITEBYTECODE``, every import the window makes while a
    party is played would be compiled from source in the measured events."""
    import kingdesk

    out = dict(env)
    out.pop("PYTHONDONTWRITEBYTECODE", None)
    out.pop("PYTHONPYCACHEPREFIX", None)  # a private prefix has none of the standard library's files
    subprocess.run([sys.executable, "-c", "import compileall, sys; compileall.compile_dir(sys.argv[1], quiet=1)",
                    os.path.dirname(kingdesk.__file__)], env=out, check=True, timeout=300)
    return out


def startup(runs: int, env: dict[str, str]) -> dict[str, Any]:
    import tempfile

    tmp = tempfile.mkdtemp(prefix="kingdesk-bench-")
    ini = os.path.join(tmp, "s.ini")
    bare, table = [], []
    _launch(_BARE, [], env)  # warm the file and byte-code caches once for both
    _launch(_TABLE, [ini], env)
    for _ in range(runs):
        bare.append(_launch(_BARE, [], env))
        table.append(_launch(_TABLE, [ini], env))
    b, t = statistics.median(bare), statistics.median(table)
    return {"bare_ms": round(b, 1), "table_ms": round(t, 1), "ratio": round(t / b, 3), "runs": runs,
            "target_ratio": 1.5}


def _qt_env() -> tuple[list[str], dict[str, str], str]:
    """How to run a Qt child: under xvfb-run if possible, else the current/offscreen platform."""
    env = dict(os.environ)
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        return [], env, env.get("QT_QPA_PLATFORM", "xcb")
    if shutil.which("xvfb-run"):
        env.pop("QT_QPA_PLATFORM", None)
        return ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24"], env, "xcb (Xvfb)"
    env["QT_QPA_PLATFORM"] = env.get("QT_QPA_PLATFORM", "offscreen")
    return [], env, env["QT_QPA_PLATFORM"]


# ---------------------------------------------------------------------------- in-process measurements

def _frames_child() -> dict[str, Any]:
    from kingdesk.ui._compat import keep_none_alive

    keep_none_alive()  # PySide6 6.12 on CPython 3.11: see _compat
    from PySide6.QtCore import QEvent, QObject, QSettings, QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from kingdesk.bench.events import FrameWatch, frames_on_time
    from kingdesk.engine import events as ev
    from kingdesk.session.seats import Seats
    from kingdesk.session.setup import PartySetup
    from kingdesk.ui.main_window import MainWindow

    from kingdesk.ui import responsive

    responsive.before_qt()  # as kingdesk.app does
    app = QApplication.instance() or QApplication(sys.argv[:1])
    responsive.tune()  # as kingdesk.app does
    import tempfile

    w = MainWindow(demo=True, speed="normal",
                   settings=QSettings(os.path.join(tempfile.mkdtemp(), "s.ini"), QSettings.Format.IniFormat))
    w.resize(1280, 800)
    w.show()
    sc = w.scene
    phase = {"name": "deal"}
    frames: dict[str, list[float]] = {"deal": [], "trick": []}
    watch = FrameWatch(sc)
    watch.on = True

    class Painted(QObject):
        def eventFilter(self, obj: Any, e: Any) -> bool:
            if e.type() == QEvent.Type.Paint:
                n = len(watch.gaps_ms)
                watch.painted()
                if len(watch.gaps_ms) > n and phase["name"] in frames:  # a frame of a running movement
                    frames[phase["name"]].append(watch.gaps_ms[-1])
            return False

    f = Painted()
    w.view.viewport().installEventFilter(f)
    seen = {"cards": 0}

    orig_show = w.controller._show

    def show(e: Any) -> None:
        if isinstance(e, ev.CardPlayed):
            phase["name"] = "trick"
            seen["cards"] += 1
        elif isinstance(e, ev.TrickWon):
            QTimer.singleShot(int(2000), app.quit)  # let the collect animation finish, then stop
        orig_show(e)

    w.controller._show = show  # type: ignore[method-assign]
    w.start(PartySetup(ruleset="turkish-12", seats=Seats.computers("easy"), seed=3))
    QTimer.singleShot(60000, app.quit)
    app.exec()
    w.controller.shutdown()
    out: dict[str, Any] = {"platform": QGuiApplication.platformName()}
    allf: list[float] = []
    for k, v in frames.items():
        allf += v
        on = frames_on_time(v)
        out[k] = {"frames": len(v), "on_time": None if on is None else round(on, 3),
                  "worst_ms": round(max(v), 1) if v else None}
    on = frames_on_time(allf)
    out["on_time"] = None if on is None else round(on, 3)
    out["target"] = 0.98
    return out


def _stall_child(deals: int) -> dict[str, Any]:
    """The longest wait of the GUI thread over a party of four hard players on the real window, autosave on."""
    import tempfile

    from kingdesk.ui._compat import keep_none_alive

    keep_none_alive()  # PySide6 6.12 on CPython 3.11: see _compat

    os.environ["KINGDESK_DATA_DIR"] = tempfile.mkdtemp(prefix="kingdesk-bench-")
    import kingdesk.ui  # noqa: F401
    from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer

    from kingdesk.ai.worker import shared_pool
    from kingdesk.bench import events, machine
    from kingdesk.session.seats import Seats
    from kingdesk.session.setup import PartySetup
    from kingdesk.ui.lifecycle import Storage
    from kingdesk.ui.main_window import MainWindow

    from kingdesk.ui import responsive

    responsive.before_qt()  # as kingdesk.app does
    per_event = events.EventClock()
    app = events.timed_application(sys.argv[:1], per_event)
    responsive.tune()  # as kingdesk.app does
    ini = os.path.join(os.environ["KINGDESK_DATA_DIR"], "bench.ini")
    sound = os.environ.get(SOUND_ENV) == "1"
    if sound:  # every card heard, on miniaudio's null device (the pace of a real one, on a machine without sound)
        QSettings(ini, QSettings.Format.IniFormat).setValue("sound", True)
    w = MainWindow(demo=True, speed="fast", settings=QSettings(ini, QSettings.Format.IniFormat),
                   storage=Storage.default(), pool=shared_pool(), sound_player=_null_device_player if sound else None)
    w.resize(1366, 768)
    frames = events.FrameWatch(w.scene)

    class Painted(QObject):
        def eventFilter(self, _obj: Any, e: Any) -> bool:  # noqa: N802 (Qt's name)
            if e.type() == QEvent.Type.Paint:
                frames.painted()
            return False

    painted = Painted()
    w.view.viewport().installEventFilter(painted)
    responsive.freeze()  # as kingdesk.app does
    responsive.follow(w)
    clock = machine.Clock() if machine.available() else None
    gaps: list[float] = []
    # stalls over SPLIT_OVER_MS: how spent, when they began and ended, the last step before (deal, cards played)
    split: list[tuple[machine.StallParts, float, float, tuple[float, int, int]]] = []
    state: dict[str, Any] = {"last": time.perf_counter(), "steps": 0, "t0": time.perf_counter(),
                             "times": clock.now() if clock else None, "idle": None, "step": (time.perf_counter(), 1, 0)}

    def tick() -> None:
        now = time.perf_counter()
        stall = (now - state["last"]) * 1000.0 - TIMER_MS
        gaps.append(stall)
        if clock is not None:
            times = clock.now()
            if stall > SPLIT_OVER_MS:
                split.append((machine.parts(stall, TIMER_MS, state["times"], times), state["last"], now,
                              state["step"]))
            state["times"] = times
        state["last"] = now

    def stepped(snap: Any) -> None:
        if not timer.isActive():  # the party from its first step
            if clock is not None:
                state["times"] = state["first"] = clock.now()
            state["last"] = time.perf_counter()
            state["from"] = state["last"]
            timer.start()
            per_event.on = frames.on = True
        state["steps"] += 1
        state["step"] = (time.perf_counter(), sum(1 for d in snap.deals if d.finished) + 1,
                         len(snap.play.plays) if snap.play is not None else 0)
        done = sum(1 for d in snap.deals if d.finished)
        if deals and done >= deals:
            QTimer.singleShot(0, stop_measuring)

    def begin() -> None:
        """Once the window is on the screen (its first paint is start-up, measured by that figure)."""
        state["idle"] = machine.IdleLoop() if clock is not None else None  # both read Linux's clocks
        w.start(PartySetup(ruleset="spanish", seats=Seats.computers("hard"), seed=5,
                           names=("Ana", "Baran", "Carmen", "Deniz")))

    w.controller.stepped.connect(stepped)
    def stop_measuring() -> None:
        """The measurement ends before the window starts to quit: quitting is not the party."""
        timer.stop()
        per_event.on = frames.on = False
        app.quit()

    w.party_finished.connect(lambda _e, _g: QTimer.singleShot(RESULT_MS, stop_measuring))  # the result on the screen
    w.first_paint.connect(lambda: QTimer.singleShot(0, begin))
    timer = QTimer()
    timer.setInterval(TIMER_MS)
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.timeout.connect(tick)
    w.show()
    QTimer.singleShot(3_600_000, stop_measuring)
    app.exec()
    timer.stop()
    end = time.perf_counter()
    idle = state["idle"].stop() if state["idle"] is not None else []
    snap = w.controller.shown
    read = w.page_reader.last_read
    w.quit_now()
    over = sorted(gaps)
    out: dict[str, Any] = {
        "steps": state["steps"], "deals": sum(1 for d in snap.deals if d.finished) if snap else 0,
        "party_over": bool(snap is not None and snap.is_over), "seconds": round(time.perf_counter() - state["t0"], 1),
        "longest_stall_ms": round(over[-1], 1) if over else None,
        "p99_ms": round(over[int(0.99 * (len(over) - 1))], 1) if over else None,
        "over_16ms": sum(1 for g in over if g > FRAME_MS), "ticks": len(over), "timer_ms": TIMER_MS,
        "target_ms": FRAME_MS, "worst_ms": [round(g, 1) for g in over[-5:][::-1]],
        "page_read": None if read is None else {"mb": round(read[0] / 1e6, 1), "ms": round(read[1] * 1000, 1),
                                                "cpu_ms": round(read[2] * 1000, 1)}}
    start = state.get("from", end)
    during = [g for g in idle if g.slept >= start and g.woke <= end]
    late = [(g.woke - g.slept) * 1000.0 - TIMER_MS for g in during]
    stopped = [g.stopped_ms for g in during]
    out["idle_loop"] = None if state["idle"] is None else {
        "longest_late_ms": round(max(late), 1) if late else 0.0, "late_over_16ms": sum(1 for x in late if x > FRAME_MS),
        "longest_stopped_ms": round(max(stopped), 1) if stopped else 0.0}
    if clock is not None:
        first, last = state.get("first"), state["times"]  # the party's first step, its last tick
        clock.close()
        out["disk_read_kb"] = None if first is None or first.disk_read_kb is None or last.disk_read_kb is None \
            else round(last.disk_read_kb - first.disk_read_kb, 1)
        # the machine stopped (the idle loop late with no wait for a CPU): the guest counts that as work
        stops = [machine.stopped_within(idle, a, b) for _, a, b, _ in split]
        ours = [p.ours_beside(stop) for (p, _, _, _), stop in zip(split, stops)]
        unsplit = max((g for g in gaps if g <= SPLIT_OVER_MS), default=0.0)  # not split: counted as ours
        out["own_longest_ms"] = round(max(ours + [unsplit]), 1)
        out["own_over_16ms"] = sum(1 for x in ours if x > FRAME_MS)
        long = [dict(vars(p), ours_ms=round(o, 1), idle_late_ms=machine.late_within(idle, a, b),
                     machine_stopped_ms=stop, deal=step[1], cards_played=step[2],
                     ms_after_step=round((a - step[0]) * 1000.0))
                for o, stop, (p, a, b, step) in sorted(zip(ours, stops, split), key=lambda x: -x[2][0].stall_ms)
                if p.stall_ms > FRAME_MS]
        out["stalls_over_16ms"] = long[:10]
        alone = [x["stall_ms"] for x in long if x["idle_late_ms"] <= machine.SHARED_MS]
        out["unshared_over_16ms"] = len(alone)
        out["unshared_longest_ms"] = max(alone, default=None)
        over50 = events.unshared([(x["stall_ms"], x["idle_late_ms"]) for x in long], events.STALL_OVER_MS,
                                 machine.SHARED_MS)
        out["unshared_over_50ms"] = {"count": len(over50), "stalls_ms": over50[:10],
                                     "all_over_50ms": sum(1 for x in long if x["stall_ms"] > events.STALL_OVER_MS)}
    stopped_in = [machine.stopped_within(idle, e.start, e.start + e.wall_ms / 1000.0) for e in per_event.long]
    cpu = events.cpu_figures(per_event.cpu_ms, [e.net_ms(s) for e, s in zip(per_event.long, stopped_in)])
    t_from = state.get("from", end)
    cpu["longest"] = [{"cpu_ms": e.cpu_ms, "wall_ms": e.wall_ms, "event": e.event, "receiver": e.receiver,
                       "machine_stopped_ms": s, "s_into_party": round(e.start - t_from, 2)}
                      for e, s in sorted(zip(per_event.long, stopped_in), key=lambda x: -x[0].cpu_ms)[:10]]
    cpu["target_p99_ms"], cpu["target_max_ms"] = 4.0, 16.0
    out["cpu_per_event"] = cpu
    on = events.frames_on_time(frames.gaps_ms)
    out["frames_during_animation"] = {"frames": len(frames.gaps_ms), "on_time": None if on is None else round(on, 4),
                                      "late": len(frames.gaps_ms) - round((on or 0.0) * len(frames.gaps_ms)),
                                      "worst_ms": [round(g, 1) for g in sorted(frames.gaps_ms)[-5:][::-1]],
                                      "slack_ms": events.FRAME_SLACK_MS, "target": 0.98}
    return out


def _rss_mb() -> float:
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def _memory_child(parties: int) -> dict[str, Any]:
    import gc

    from kingdesk.ui._compat import keep_none_alive

    keep_none_alive()  # PySide6 6.12 on CPython 3.11: see _compat
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from kingdesk.session.seats import Seats
    from kingdesk.session.setup import PartySetup
    from kingdesk.ui.main_window import MainWindow

    from kingdesk.ui import responsive

    responsive.before_qt()  # as kingdesk.app does
    app = QApplication.instance() or QApplication(sys.argv[:1])
    responsive.tune()  # as kingdesk.app does
    import tempfile

    w = MainWindow(demo=True, speed="instant",
                   settings=QSettings(os.path.join(tempfile.mkdtemp(), "s.ini"), QSettings.Format.IniFormat))
    w.resize(1280, 800)
    w.show()
    responsive.follow(w)  # as kingdesk.app does: a party's garbage is collected as the next one starts
    rss: list[float] = []
    state = {"n": 0}

    def next_party() -> None:
        w.start(PartySetup(ruleset="turkish-12" if state["n"] % 2 == 0 else "spanish", seats=Seats.computers("easy"),
                           seed=100 + state["n"]))

    def finished(_e: Any, _g: Any) -> None:
        state["n"] += 1
        gc.collect()
        rss.append(_rss_mb())
        if state["n"] >= parties:
            QTimer.singleShot(0, app.quit)
        else:
            QTimer.singleShot(0, next_party)

    w.party_finished.connect(finished)
    QTimer.singleShot(0, next_party)
    QTimer.singleShot(900000, app.quit)
    app.exec()
    w.controller.shutdown()
    half = len(rss) // 2
    return {"parties": len(rss), "rss_after_first_mb": round(rss[0], 1) if rss else None,
            "rss_after_last_mb": round(rss[-1], 1) if rss else None,
            "growth_mb": round(rss[-1] - rss[0], 1) if rss else None,
            "growth_second_half_mb": round(rss[-1] - rss[half - 1], 1) if half else None,
            "rss_mb": [round(x, 1) for x in rss], "target_mb": 200}


SOUND_ENV = "KINGDESK_BENCH_SOUND"
"""``1``: the stall figure's window plays its sounds (``--sound``)."""


def _null_device_player() -> Any:
    from kingdesk.ui.sound import sounds_dir
    from kingdesk.ui.sound.miniaudio_player import MiniaudioPlayer

    return MiniaudioPlayer(sounds_dir(), null_device=True)


def _child(kind: str, arg: int, prefix: list[str], env: dict[str, str]) -> dict[str, Any]:
    cmd = prefix + [sys.executable, "-m", "kingdesk.bench.ui", "--child", kind, "--arg", str(arg)]
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=1200, env=env)
    for line in out.stdout.splitlines()[::-1]:
        if line.startswith("{"):
            return json.loads(line)
    raise RuntimeError(f"{kind} failed: {out.stderr[-1500:]}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m kingdesk.bench ui", description=__doc__.split("\n")[0])
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--runs", type=int, default=5, help="launches per window for the start-up figure")
    p.add_argument("--parties", type=int, default=10, help="parties for the memory figure")
    p.add_argument("--deals", type=int, default=0, help="stall figure: stop after this many deals (0: the party)")
    p.add_argument("--only", choices=("startup", "frames", "stall", "memory"), action="append",
                   help="measure only this (repeatable)")
    p.add_argument("--sound", action="store_true",
                   help="stall figure: with the table's sounds on (miniaudio's null device), to compare without")
    p.add_argument("--child", help=argparse.SUPPRESS)
    p.add_argument("--arg", type=int, default=0, help=argparse.SUPPRESS)
    ns = p.parse_args(argv)
    if ns.child:
        fn = {"frames": lambda: _frames_child(), "stall": lambda: _stall_child(ns.arg),
              "memory": lambda: _memory_child(ns.arg)}[ns.child]
        print(json.dumps(fn()), flush=True)
        return 0
    from kingdesk.bench import machine

    prefix, env, platform = _qt_env()
    env = as_installed(env)
    off = dict(env, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    if ns.sound:
        off[SOUND_ENV] = "1"
    only = set(ns.only or ("startup", "frames", "stall", "memory"))
    result: dict[str, Any] = {"python": sys.version.split()[0]}
    if "startup" in only:
        result["startup"] = startup(ns.runs, off)
        result["startup"]["platform"] = off["QT_QPA_PLATFORM"]
    if "frames" in only:
        result["frames"] = _child("frames", 0, prefix, env)
        result["frames"]["runner"] = platform
    if "stall" in only:
        result["stall"] = _child("stall", ns.deals, [], off)
    if "memory" in only:
        result["memory"] = _child("memory", ns.parties, [], off)
    if ns.json:
        print(json.dumps(result))
        return 0
    print("KingDesk UI benchmark (figures, not tests)")
    if "startup" in result:
        s = result["startup"]
        print(f"  start-up to first painted table: {s['table_ms']:.0f} ms; bare PySide6 window: {s['bare_ms']:.0f} ms;"
              f" ratio {s['ratio']:.2f} (target <= 1.5; median of {s['runs']}, {s['platform']})")
    if "frames" in result:
        f = result["frames"]
        share = lambda x: "n/a" if x is None else f"{100 * x:.1f} %"  # noqa: E731
        print(f"  animation frames on time at 60 Hz: {share(f['on_time'])} (target >= 98 %; deal "
              f"{share(f['deal']['on_time'])} of {f['deal']['frames']}, trick {share(f['trick']['on_time'])} of "
              f"{f['trick']['frames']}; {f['runner']})")
    if "stall" in result:
        s = result["stall"]
        print(f"  longest GUI-thread stall over a party of hard players: {s['longest_stall_ms']} ms (wall clock,"
              f" no target: 99th percentile {s['p99_ms']} ms, {s['over_16ms']} of {s['ticks']} ticks over 16 ms,"
              f" worst five {s['worst_ms']} ms; "
              f"{s['deals']} deals, {s['steps']} engine steps in {s['seconds']} s, whole party: {s['party_over']})")
        i = s["idle_loop"]
        if i is not None and "own_longest_ms" in s:
            print(f"    baseline, the same time: an idle loop in its own process woke up to {i['longest_late_ms']} ms"
                  f" late ({i['late_over_16ms']} times over 16 ms); the machine ran nothing of it (late, not waiting"
                  f" for a CPU) for up to {i['longest_stopped_ms']} ms")
            print("    the GUI thread held up by our own process (its work, our other threads' while it was"
                  " blocked, or its own reads from the disk; not while the machine ran nothing, which the"
                  f" guest counts as work): at most {s['own_longest_ms']} ms,"
                  f" {s['own_over_16ms']} stalls over 16 ms (a wall-clock figure too)")
            if s["disk_read_kb"] is not None:
                print(f"    the GUI thread read {s['disk_read_kb']:.0f} KB from the disk during the party (not from the"
                      " system's cache; target 0)")
            if s["page_read"] is not None:
                r = s["page_read"]
                print("    the files the program maps, kept in memory by a thread of their own"
                      f" (kingdesk.ui.mapped_pages): the last read {r['mb']} MB in {r['ms']} ms, {r['cpu_ms']} ms"
                      " of its CPU")
            alone = f", longest {s['unshared_longest_ms']} ms" if s["unshared_over_16ms"] else ""
            print(f"    stalls over 16 ms the idle loop did not share (it overslept <= {machine.SHARED_MS:.0f} ms"
                  f" meanwhile): {s['unshared_over_16ms']}{alone}")
            for x in s["stalls_over_16ms"]:
                steal = "n/a" if x["steal_ms"] is None else f"{x['steal_ms']:.0f}"
                print(f"      stall {x['stall_ms']:5.1f} ms: working {x['working_ms']:5.1f}, waiting for a CPU "
                      f"{x['waiting_for_cpu_ms']:5.1f}, blocked {x['blocked_ms']:5.1f} (our other threads ran "
                      f"{x['others_cpu_ms']:5.1f}; the machine's steal, all CPUs, {steal}; read from the disk "
                      f"{'n/a' if x['disk_read_kb'] is None else format(x['disk_read_kb'], '.0f')} KB); "
                      f"ours {x['ours_ms']:5.1f}; idle loop late {x['idle_late_ms']:5.1f}, the machine ran"
                      f" nothing {x['machine_stopped_ms']:5.1f}; deal {x['deal']}, {x['cards_played']} cards played,"
                      f" {x['ms_after_step']} ms after a step")
        else:
            print("    (this system does not say how a thread's time was spent: no baseline, no split of the stalls)")
    if "stall" in result and "cpu_per_event" in result["stall"]:
        _print_held(result["stall"])
    if "memory" in result:
        m = result["memory"]
        print(f"  resident memory after a party: {m['rss_after_first_mb']} MB; after {m['parties']} parties: "
              f"{m['rss_after_last_mb']} MB (growth {m['growth_mb']} MB, {m['growth_second_half_mb']} MB over the "
              f"second half; target <= 200 MB, no growth)")
    return 0


def _print_held(s: dict[str, Any]) -> None:
    """The figures a shared virtual machine can hold (:mod:`kingdesk.bench.events`)."""
    c, f = s["cpu_per_event"], s["frames_during_animation"]
    print(f"  the GUI thread's CPU per event over the party: max {c['max_ms']} ms (net of the machine's stops"
          f" {c['max_net_ms']} ms; target <= 16), 99th percentile {c['p99_ms']} ms (target <= 4); {c['events']}"
          f" events, {c['over_16ms']} over 16 ms")
    for e in c["longest"][:5]:
        print(f"      {e['cpu_ms']:6.2f} ms CPU ({e['wall_ms']:6.2f} wall, machine stopped {e['machine_stopped_ms']})"
              f" {e['event']} to {e['receiver']}, {e['s_into_party']} s into the party")
    share = "n/a" if f["on_time"] is None else f"{100 * f['on_time']:.2f} %"
    print(f"  frames on time during animation (within {f['slack_ms']:.0f} ms of their schedule at 60 Hz): {share}"
          f" of {f['frames']} (target >= 98 %; {f['late']} late, worst gaps {f['worst_ms']} ms)")
    u = s.get("unshared_over_50ms")
    if u is not None:
        print(f"  wall-clock stalls over 50 ms the idle loop did not share: {u['count']} {u['stalls_ms']} (target 0;"
              f" {u['all_over_50ms']} over 50 ms in all)")


if __name__ == "__main__":
    sys.exit(main())

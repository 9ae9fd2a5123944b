"""``python -m kingdesk.bench sound``: what the table's sounds cost the window, and how soon they are heard.

    python -m kingdesk.bench sound [--effects 400] [--rate 25] [--null-device]

Three figures, with the real player (:class:`kingdesk.ui.sound.miniaudio_player.MiniaudioPlayer`) on the
default audio device (``--null-device``: miniaudio's null device, which takes the samples at the pace of a
real one, for a machine without sound):

* ``play_call_us``: what one :meth:`play` costs the calling thread (the GUI thread in the window), p50 and max;
* ``tick_max_gap_ms``: the longest gap between the ticks of a 1 ms loop on the calling thread while effects
  are played at ``--rate`` per second (the GIL shared with the player's mixing thread), against the same loop
  idle (``idle_tick_max_gap_ms``): the stall the sounds add;
* ``queue_to_device_ms``: from :meth:`play` to the device's feed taking the effect, p50 and max (the latency
  before the buffer of :data:`~kingdesk.ui.sound.mixing.BUFFER_MS`).
"""

from __future__ import annotations

import argparse
import queue
import time
from collections.abc import Callable
from typing import Any

from kingdesk.bench.events import percentile


class _TimedQueue(queue.SimpleQueue):  # type: ignore[type-arg]
    """The player's queue, noting when each effect is put and when the feed takes it."""

    def __init__(self) -> None:
        super().__init__()
        self.waits: list[float] = []

    def put(self, item: Any, block: bool = True, timeout: float | None = None) -> None:
        super().put((time.perf_counter(), item), block, timeout)

    def get_nowait(self) -> Any:
        put_at, item = super().get_nowait()
        self.waits.append(time.perf_counter() - put_at)
        return item


def _ticks(seconds: float, between: Callable[[], None]) -> float:
    """The longest gap (ms) between the ticks of a 1 ms loop running ``between`` each tick, for ``seconds``."""
    worst, end = 0.0, time.perf_counter() + seconds
    last = time.perf_counter()
    while last < end:
        between()
        time.sleep(0.001)
        now = time.perf_counter()
        worst = max(worst, now - last)
        last = now
    return worst * 1000


def run(effects: int, rate: float, null_device: bool = False) -> dict[str, float]:
    from kingdesk.ui.sound import EFFECTS, sounds_dir
    from kingdesk.ui.sound.miniaudio_player import MiniaudioPlayer

    timed = _TimedQueue()
    player = MiniaudioPlayer(sounds_dir(), timed, null_device)
    time.sleep(0.5)  # the device is open
    out: dict[str, float] = {}
    if player.failed is not None:
        raise SystemExit(f"no audio device: {player.failed}")
    out["idle_tick_max_gap_ms"] = _ticks(2.0, lambda: None)
    calls: list[float] = []
    state = {"n": 0, "next": time.perf_counter()}

    def maybe_play() -> None:
        now = time.perf_counter()
        if state["n"] < effects and now >= state["next"]:
            t0 = time.perf_counter()
            player.play(EFFECTS[int(state["n"]) % len(EFFECTS)], 0.5)
            calls.append(time.perf_counter() - t0)
            state["n"] += 1
            state["next"] = now + 1 / rate

    out["tick_max_gap_ms"] = _ticks(effects / rate + 1.0, maybe_play)
    time.sleep(0.3)
    player.close()
    us = [c * 1e6 for c in calls]
    waits = [w * 1000 for w in timed.waits]
    out["effects"] = len(calls)
    out["play_call_us_p50"] = percentile(us, 0.5) or 0.0
    out["play_call_us_max"] = max(us)
    out["queue_to_device_ms_p50"] = percentile(waits, 0.5) or 0.0
    out["queue_to_device_ms_max"] = max(waits) if waits else 0.0
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m kingdesk.bench sound", description=__doc__.split("\n\n")[0])
    ap.add_argument("--effects", type=int, default=400, help="effects played")
    ap.add_argument("--rate", type=float, default=25.0, help="effects per second (a fast deal is about 20)")
    ap.add_argument("--null-device", action="store_true",
                    help="miniaudio's null device (a machine without sound: same pace, nothing heard)")
    a = ap.parse_args(argv)
    for k, v in run(a.effects, a.rate, a.null_device).items():
        print(f"{k:28s} {v:10.3f}")
    return 0


__all__ = ["main", "run"]

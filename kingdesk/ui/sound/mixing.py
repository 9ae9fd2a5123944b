"""The effects as samples and their mixing, for the player's thread (no audio library here: the tests use it).

>>> import queue
>>> pending = queue.SimpleQueue(); feed = mixer({"card": array.array("h", [100, 200, 300])}, pending); next(feed)
b''
>>> pending.put(("card", 0.5)); array.array("h", feed.send(4)).tolist()
[50, 100, 150, 0]
"""

from __future__ import annotations

import array
import queue
import sys
import wave
from collections.abc import Generator
from pathlib import Path

from .board import EFFECTS

RATE = 22050
BUFFER_MS = 20
"""The device's buffer: the longest an effect waits for its turn once queued."""


def read_effects(folder: Path) -> dict[str, array.array[int]]:
    """Each effect's samples (mono 16-bit at :data:`RATE`, as tools/make_sounds.py writes them)."""
    out: dict[str, array.array[int]] = {}
    for name in EFFECTS:
        with wave.open(str(folder / f"{name}.wav"), "rb") as w:
            if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
                raise ValueError(f"{name}.wav is not mono 16-bit {RATE} Hz")
            samples = array.array("h", w.readframes(w.getnframes()))
        if sys.byteorder == "big":
            samples.byteswap()
        out[name] = samples
    return out


def mixer(effects: dict[str, array.array[int]], pending: queue.SimpleQueue[tuple[str, float] | None]
          ) -> Generator[bytes, int, None]:
    """The device's feed: send it the number of frames wanted, get that many frames of every effect playing."""
    voices: list[tuple[array.array[int], int, float]] = []
    wanted = yield b""
    while True:
        while True:
            try:
                item = pending.get_nowait()
            except queue.Empty:
                break
            if item is None:
                return
            voices.append((effects[item[0]], 0, item[1]))
        out = array.array("h", bytes(2 * wanted))
        kept = []
        for samples, pos, volume in voices:
            n = min(wanted, len(samples) - pos)
            for i in range(n):
                v = out[i] + int(samples[pos + i] * volume)
                out[i] = 32767 if v > 32767 else -32768 if v < -32768 else v
            if pos + n < len(samples):
                kept.append((samples, pos + n, volume))
        voices = kept
        wanted = yield out.tobytes()


__all__ = ["RATE", "BUFFER_MS", "read_effects", "mixer"]

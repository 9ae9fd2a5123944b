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
    """The device's feed: send it the number of frames wanted, get that many frames of every effect playing.

    It runs on miniaudio's audio thread and holds the interpreter while it works, so it does little in Python:
    an effect is scaled to its volume once (kept for the next time at that volume), the first effect of a
    buffer is copied in with one slice (C speed), and only effects that overlap it are added sample by sample."""
    scaled: dict[tuple[str, float], array.array[int]] = {}
    voices: list[tuple[array.array[int], int]] = []
    wanted = yield b""
    while True:
        while True:
            try:
                item = pending.get_nowait()
            except queue.Empty:
                break
            if item is None:
                return
            key = (item[0], round(item[1], 2))
            if key not in scaled:
                scaled[key] = array.array("h", (int(x * key[1]) for x in effects[key[0]]))
            voices.append((scaled[key], 0))
        out = array.array("h", bytes(2 * wanted))
        kept = []
        for k, (samples, pos) in enumerate(voices):
            n = min(wanted, len(samples) - pos)
            if k == 0:
                out[:n] = samples[pos:pos + n]
            else:
                for i in range(n):
                    v = out[i] + samples[pos + i]
                    out[i] = 32767 if v > 32767 else -32768 if v < -32768 else v
            if pos + n < len(samples):
                kept.append((samples, pos + n))
        voices = kept
        wanted = yield out.tobytes()


__all__ = ["RATE", "BUFFER_MS", "read_effects", "mixer"]

"""Make the table's sounds: kingdesk/assets/sounds/<effect>.wav, synthesised here from numbers (no recording, no
sample from elsewhere), so they are the project's own and under its licence (GPL-3.0-or-later, as the rest).

    python tools/make_sounds.py [OUT_DIR]        (default: kingdesk/assets/sounds)

Mono, 16-bit, 22 050 Hz, each well under a second. Card sounds are filtered noise under a fast envelope (a card
is a short dry "tick", a deal a run of them, a trick taken a longer slide); the end of a deal and a party won
are soft sine chimes. A fixed seed: running it again writes the same bytes (tests/ui/test_sounds.py checks).
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
ROOT = Path(__file__).resolve().parent.parent


def _noise(n: int, rng: random.Random, smooth: float) -> list[float]:
    """White noise through a one-pole low-pass (``smooth`` near 1: duller)."""
    out, last = [], 0.0
    for _ in range(n):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(last)
    return out


def _tick(seconds: float, rng: random.Random, smooth: float = 0.55, decay: float = 90.0) -> list[float]:
    n = int(seconds * RATE)
    return [x * math.exp(-decay * i / RATE) for i, x in enumerate(_noise(n, rng, smooth))]


def _mix(into: list[float], sound: list[float], at: float, gain: float = 1.0) -> None:
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, x in enumerate(sound):
        into[start + i] += gain * x


def _chime(freqs: list[float], step: float, length: float) -> list[float]:
    out: list[float] = []
    for k, f in enumerate(freqs):
        n = int(length * RATE)
        note = [math.sin(2 * math.pi * f * i / RATE) * math.exp(-5.0 * i / n) * min(1.0, i / (0.005 * RATE))
                for i in range(n)]
        _mix(out, note, k * step, 0.5)
    return out


def card(rng: random.Random) -> list[float]:
    return _tick(0.07, rng)


def deal(rng: random.Random) -> list[float]:
    out: list[float] = []
    for k in range(8):  # a quick run of cards sliding off the deck
        _mix(out, _tick(0.05, rng, 0.5, 110.0), k * 0.035 + rng.uniform(0, 0.006), 0.8)
    return out


def trick(rng: random.Random) -> list[float]:
    n = int(0.16 * RATE)
    swish = _noise(n, rng, 0.8)
    return [x * math.sin(math.pi * i / n) ** 2 for i, x in enumerate(swish)]


def deal_end(rng: random.Random) -> list[float]:
    return _chime([659.25, 880.0], 0.09, 0.35)  # E5, A5


def party_won(rng: random.Random) -> list[float]:
    return _chime([523.25, 659.25, 783.99, 1046.5], 0.11, 0.45)  # C5 E5 G5 C6


MAKERS: dict[str, Callable[[random.Random], list[float]]] = {
    "deal": deal, "card": card, "trick": trick, "deal-end": deal_end, "party-won": party_won}
"""One file per effect of :data:`kingdesk.ui.sound.EFFECTS` (a test ties the two lists)."""


def write(path: Path, samples: list[float], peak: float = 0.7) -> None:
    top = max(abs(x) for x in samples) or 1.0
    frames = b"".join(struct.pack("<h", int(round(x / top * peak * 32767))) for x in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for name, make in MAKERS.items():
        write(out / f"{name}.wav", make(random.Random(f"kingdesk-{name}")))


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "kingdesk" / "assets" / "sounds")

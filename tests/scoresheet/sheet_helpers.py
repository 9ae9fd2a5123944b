"""Helpers shared by the score-sheet tests (a unique module name: other test folders have a conftest too)."""

from __future__ import annotations

import json
import random
from pathlib import Path

DATA = Path(__file__).parent / "data"


def known_record(name: str) -> dict:
    return json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))


def random_game(preset: str, seed: int, options: dict | None = None):
    """A complete random game of the preset, played through the engine's own decisions."""
    from kingdesk.engine.game import Game

    g = Game(preset, options, seed=seed)
    rng = random.Random(seed)
    while not g.is_over:
        d = g.decision
        g.apply(None if d.kind == "deal" else rng.choice(d.options))
    return g

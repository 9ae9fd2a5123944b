"""Helpers for the storage tests: real parties played by seeded random choices through the engine."""

from __future__ import annotations

import random

from kingdesk.engine.game import DEAL, Game

NAMES = ["Ana", "Burak", "Carmen", "Deniz"]


def play(ruleset: str = "turkish-20", seed: int = 1, options: dict | None = None,
         decisions: int | None = None) -> Game:
    """A party played with random legal choices, to its end or for ``decisions`` steps."""
    game = Game(ruleset, options, seed=seed)
    rng = random.Random(seed)
    n = 0
    while not game.is_over and (decisions is None or n < decisions):
        d = game.decision
        game.apply(None if d.kind == DEAL else rng.choice(d.options))
        n += 1
    return game

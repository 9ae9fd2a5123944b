"""Score-sheet tests run without a screen, in each of the three languages."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

DATA = Path(__file__).parent / "data"


@pytest.fixture
def language(qapp):
    """Switch the application language for one test and back to English afterwards."""
    from kingdesk.ui import i18n

    def use(code: str) -> str:
        return i18n.install_translators(qapp, code)

    yield use
    i18n.install_translators(qapp, "en")


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

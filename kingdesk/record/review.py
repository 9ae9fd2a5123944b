"""``kingdesk-record review FILE [--seat N] [--lang es|tr|en] [--json] [--jobs N]``: one seat's decisions reviewed.

A line per decision of the seat that had a choice (or, with ``--json``, a JSON object per line): the move's
index in the record, the hand, the choice made, the choice the hard player's search prefers, the expected
points lost, the grade and the sentence why (:mod:`kingdesk.ai.review`). The searches run in a pool of
computer-player processes (``--jobs``, two by default); the sentences are the window's, in its translations
(the words need Qt's translator, as ``kingdesk sheet`` does; nothing is shown).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

from ..engine.cards import card_code
from ..engine.decisions import CARD
from ..engine.game import Game

ProgressFn = Callable[[int, int], None]


def review_game(game: Game, seat: int, jobs: int = 2, progress: ProgressFn | None = None) -> list[Any]:
    """The :class:`~kingdesk.ai.review.Reviewed` decisions of ``seat``, searched by ``jobs`` processes."""
    from kingdesk.ai.review import REVIEW_DEADLINE, REVIEW_SEED, positions, reviewed
    from kingdesk.ai.worker import DecisionPool

    found = list(positions(game, seat))
    out = []
    with DecisionPool(workers=max(1, jobs), warm=False) as pool:
        asker = pool.requests()
        futures = [asker.explain(REVIEW_SEED, p.view, p.played, REVIEW_DEADLINE) for p in found]
        for i, (p, f) in enumerate(zip(found, futures, strict=True)):
            out.append(reviewed(p, f.result()))
            if progress is not None:
                progress(i + 1, len(found))
    return out


def _code(kind: str, choice: Any) -> Any:
    return card_code(choice) if kind == CARD and isinstance(choice, int) else choice


def print_review(reviews: Sequence[Any], names: Sequence[str], lang: str | None, as_json: bool) -> None:
    from PySide6.QtCore import QCoreApplication

    from kingdesk.ui import i18n

    app = QCoreApplication.instance() or QCoreApplication(["kingdesk-record"])
    before = i18n.current_language()
    i18n.install_translators(app, lang or "en")
    try:
        _print(reviews, names, as_json)
    finally:  # the language of a program that called this (a test's application) stays its own
        i18n.install_translators(app, before)


def _print(reviews: Sequence[Any], names: Sequence[str], as_json: bool) -> None:
    from kingdesk.ui import i18n

    if not as_json:
        print("\t".join(["step", "hand", "played", "preferred", "lost", "grade", "why"]))
    for r in reviews:
        if as_json:
            print(json.dumps({
                "step": r.step, "hand": r.deal + 1, "seat": r.seat, "decision": r.kind,
                "played": _code(r.kind, r.played), "preferred": _code(r.kind, r.preferred), "lost": r.loss,
                "grade": r.grade, "why": " ".join(i18n.sentence_text(s, names) for s in r.sentences),
                "sentences": [{"key": s.key, "args": list(s.args)} for s in r.sentences],
            }, ensure_ascii=False))
        else:
            print(i18n.review_line(r, names))


def run(game: Game, names: Sequence[str] | None, seat: int, lang: str | None, as_json: bool, jobs: int) -> int:
    if not 0 <= seat <= 3:
        print("kingdesk-record review: --seat is 0, 1, 2 or 3", file=sys.stderr)
        return 2
    reviews = review_game(game, seat, jobs)
    print_review(reviews, list(names) if names else [f"{i}" for i in range(4)], lang, as_json)
    return 0


__all__ = ["print_review", "review_game", "run"]

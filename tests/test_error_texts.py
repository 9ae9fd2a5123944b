"""The engine's refusals and failures reach the player as sentences in his language.

Through the real engine thread (:class:`kingdesk.ui.workers.EngineService`): a
refused move, a bad rule combination and a bug inside the engine each come out
as a translated sentence; a traceback goes to the log, never into the message.
"""

from __future__ import annotations

import logging
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

import kingdesk.ui  # noqa: E402,F401  (installs the PySide6 refcount work-around first)


class Explodes:
    """A choice whose comparison raises: the engine fails inside ``apply`` (a bug, not a refusal)."""

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("boom inside the engine")

    __hash__ = object.__hash__


@pytest.fixture
def engine(qtbot, qapp):  # type: ignore[no-untyped-def]
    from kingdesk.ui import i18n
    from kingdesk.ui.workers import EngineService

    i18n.install_translators(qapp, "tr")
    service = EngineService()
    yield service
    service.thread.quit()
    service.thread.wait(5000)
    i18n.install_translators(qapp, "en")


def _failure(qtbot, engine, action) -> str:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(engine.failed, timeout=10000) as blocker:
        action()
    return blocker.args[1]


def test_refusal_bad_rules_and_bug_are_sentences(qtbot, engine, caplog):  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(engine.stepped, timeout=10000):
        engine.start(1, "turkish-20", None, 3)
    with qtbot.waitSignal(engine.stepped, timeout=10000):
        engine.apply(1, None)  # the deal
    refused = _failure(qtbot, engine, lambda: engine.apply(1, "no-such-contract"))
    assert refused == "Bu oyun şu an seçilemez."
    with caplog.at_level(logging.ERROR, logger="kingdesk.ui.workers"):
        bug = _failure(qtbot, engine, lambda: engine.apply(1, Explodes()))
    assert "Traceback" not in bug and "boom" not in bug and bug.startswith("KingDesk bir iç hatayla")
    assert "boom inside the engine" in caplog.text  # the details are logged
    bad = _failure(qtbot, engine, lambda: engine.start(2, "turkish-20", {"tr_max_per_ceza": 1}, 3))
    assert bad.startswith("Bu kurallar birlikte oynanamaz:") and "tr_max_per_ceza" not in bad

"""The engine's refusals and failures reach the player as sentences in his language.

Through the real engine thread (:class:`kingdesk.ui.workers.EngineService`): a
refused move, a bad rule combination and a bug inside the engine each come back
as an error that :func:`kingdesk.ui.i18n.failure_text` words as a translated
sentence (what the controller shows); the traceback goes to the log.
"""

from __future__ import annotations

import logging
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

import kingdesk.ui  # noqa: E402,F401  (installs the PySide6 refcount work-around first)


class Explodes(int):
    """A card number whose comparisons raise: the engine fails inside ``apply`` (a bug, not a refusal)."""

    def __le__(self, other: object) -> bool:
        raise RuntimeError("boom inside the engine")

    __lt__ = __ge__ = __gt__ = __le__


@pytest.fixture
def engine(qtbot, qapp):  # type: ignore[no-untyped-def]
    from kingdesk.ui import i18n
    from kingdesk.ui.workers import EngineService

    i18n.install_translators(qapp, "tr")
    service = EngineService()
    yield service
    service.shutdown()
    i18n.install_translators(qapp, "en")


def _next(qtbot, engine, intent, kind):  # type: ignore[no-untyped-def]
    """Send ``intent`` and return the first event of type ``kind`` that comes back."""
    got = []
    engine.event.connect(lambda e: got.append(e) if isinstance(e, kind) else None)
    engine.send(intent)
    qtbot.waitUntil(lambda: bool(got), timeout=10000)
    return got[0]


def test_refusal_bad_rules_and_bug_are_sentences(qtbot, engine, caplog):  # type: ignore[no-untyped-def]
    from kingdesk.session import messages as m
    from kingdesk.ui import i18n

    _next(qtbot, engine, m.Start(1, m.PartySetup("turkish-20", None, 3, levels=(None,) * 4, autosave=False)),
          m.Stepped)
    snap = _next(qtbot, engine, m.Apply(1, None), m.Stepped).snap  # the deal
    refused = _next(qtbot, engine, m.Apply(1, "no-such-contract"), m.Failed)
    assert i18n.failure_text(refused.error) == "Bu oyun burada seçilemez."
    penalty = next(o for o in snap.decision.options if o not in ("koz", "el-iptal"))
    snap = _next(qtbot, engine, m.Apply(1, penalty), m.Stepped).snap
    assert snap.decision.kind == "card"
    with caplog.at_level(logging.ERROR):
        bug = i18n.failure_text(_next(qtbot, engine, m.Apply(1, Explodes(5)), m.Failed).error)
    assert "Traceback" not in bug and "boom" not in bug and bug.startswith("KingDesk bir iç hatayla")
    assert "boom inside the engine" in caplog.text  # the details are logged
    bad = _next(qtbot, engine, m.Start(2, m.PartySetup("turkish-20", {"tr_max_per_ceza": 1}, 3)), m.Failed)
    text = i18n.failure_text(bad.error)
    assert text.startswith("Bu kurallar birlikte oynanamaz:") and "tr_max_per_ceza" not in text

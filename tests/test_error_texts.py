"""The engine's refusals and failures reach the player as sentences in his language.

Through the real engine thread (:class:`kingdesk.ui.engine_service.EngineService`): a
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


@pytest.fixture
def engine(qtbot, qapp):  # type: ignore[no-untyped-def]
    from kingdesk.ui import i18n
    from kingdesk.ui.engine_service import EngineService

    i18n.install_translators(qapp, "tr")
    service = EngineService()
    yield service
    service.shutdown()
    i18n.install_translators(qapp, "en")


def _wait(qtbot, engine, kind, action):  # type: ignore[no-untyped-def]
    got = []
    engine.arrived.connect(lambda e: isinstance(e, kind) and got.append(e))
    action()
    qtbot.waitUntil(lambda: bool(got), timeout=10000)
    return got[0]


def _failure(qtbot, engine, action) -> str:  # type: ignore[no-untyped-def]
    from kingdesk.session import messages as m
    from kingdesk.ui import i18n

    return i18n.failure_text(_wait(qtbot, engine, m.Failed, action).error)


def _refusal(qtbot, engine, action) -> str:  # type: ignore[no-untyped-def]
    from kingdesk.session import messages as m
    from kingdesk.ui import i18n

    refused = _wait(qtbot, engine, m.Refused, action)
    assert refused.error is not None, refused
    return i18n.failure_text(refused.error)


def test_refusal_bad_rules_and_bug_are_sentences(qtbot, engine, caplog, monkeypatch):  # type: ignore[no-untyped-def]
    from kingdesk.engine.game import Game
    from kingdesk.session import messages as m
    from kingdesk.session.seats import Seats

    people = Seats.from_levels((None,) * 4)
    _wait(qtbot, engine, m.Stepped, lambda: engine.send(m.Start(m.PartySetup("turkish-20", seed=3, seats=people))))
    dealt = _wait(qtbot, engine, m.Stepped, lambda: engine.send(m.Shown(engine.gen, engine.step)))  # the owner deals
    seat = dealt.shown.decision.seat
    refused = _refusal(qtbot, engine, lambda: engine.send(m.Apply(engine.gen, engine.step, seat, "no-such-contract")))
    assert refused == "Bu oyun burada seçilemez."  # the engine says why: not a contract of this game
    def explode(self, choice):  # type: ignore[no-untyped-def]
        raise RuntimeError("boom inside the engine")  # a bug, not a refusal (the engine's own checks are robust)

    with caplog.at_level(logging.ERROR, logger="kingdesk.session.owner"):
        monkeypatch.setattr(Game, "apply", explode)
        bug = _failure(qtbot, engine, lambda: engine.send(m.Apply(engine.gen, engine.step, seat, "koz")))
        monkeypatch.undo()
    assert "Traceback" not in bug and "boom" not in bug and bug.startswith("KingDesk bir iç hatayla")
    assert "boom inside the engine" in caplog.text  # the details are logged
    bad = _failure(qtbot, engine, lambda: engine.send(m.Start(m.PartySetup("turkish-20", {"tr_max_per_ceza": 1},
                                                                         3))))
    assert bad.startswith("Bu kurallar birlikte oynanamaz:") and "tr_max_per_ceza" not in bad

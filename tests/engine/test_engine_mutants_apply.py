"""The mutation check's mutants all still apply (``engine_mutants.py`` runs them in CI, from ``.ci/run``).

A refactoring that moves or rewrites a rule must move its mutant with it: a
mutant whose text is gone would silently check nothing (one did, for a while).
"""

from __future__ import annotations

from pathlib import Path

import engine_mutants as em

ENGINE = Path(__file__).resolve().parents[2] / "kingdesk" / "engine"


def test_every_mutant_applies_exactly_once_and_changes_the_code():
    stale = []
    for m in em.MUTANTS:
        src = (ENGINE / m.file).read_text(encoding="utf-8")
        why = em.check(m, src)
        if why is not None:
            stale.append((m.rule, m.file, why))
        assert m.old != m.new
        assert (Path(__file__).parent / m.first.split("::")[0]).is_file(), m.first
    assert stale == []


def test_a_stale_mutant_is_reported():
    m = em.Mutant("game.py", "text that is not there", "x", "nothing", "test_engine_flow.py")
    assert em.check(m, "some source") == "its text is gone"
    assert em.check(m._replace(old="a"), "a a") == "its text is found 2 times"
    assert em.check(m._replace(old="some"), "some source") is None

"""``kingdesk-record review``: a line (or a JSON object) per decision of the seat, in the language asked."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kingdesk.ai.players import make_player
from kingdesk.ai.review import GRADES
from kingdesk.engine.game import Game
from kingdesk.record.cli import main
from kingdesk.record.io import record_text


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An unfinished Turkish party: the first hand and a little of the second."""
    g = Game("turkish-12", seed=17)
    players = [make_player("easy", s) for s in range(4)]
    while g.move_count < 70:
        d = g.decision
        g.apply(None if d.kind == "deal" else players[d.seat].decide(g.view(d.seat)))  # type: ignore[index]
    path = tmp_path_factory.mktemp("review") / "party.king.json"
    path.write_text(record_text(g, ["Ana", "Baran", "Carmen", "Deniz"]), encoding="utf-8")
    return path


def test_review_as_json_in_spanish(qapp, record: Path, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    # qapp: the words need a Qt application; a command line makes a QCoreApplication, which would stand in the
    # way of the QApplication the tests after this one need
    assert main(["review", str(record), "--seat", "2", "--lang", "es", "--json", "--jobs", "1"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(rows) >= 8
    for r in rows:
        assert r["seat"] == 2 and r["grade"] in GRADES and r["lost"] >= 0
        assert r["why"] and r["sentences"]
    cards = [r for r in rows if r["decision"] == "card"]
    assert cards and all(len(r["played"]) == 2 and len(r["preferred"]) == 2 for r in cards)  # "QS", "TH"
    assert any(("baza" in r["why"] or "asistir" in r["why"] or "jugar" in r["why"]) for r in cards)


def test_review_as_lines_in_turkish(qapp, record: Path, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    from kingdesk.ui import i18n

    before = i18n.current_language()
    assert main(["review", str(record), "--seat", "0", "--lang", "tr", "--jobs", "1"]) == 0
    assert i18n.current_language() == before  # a program's own language is left as it was (a test's)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split("\t") == ["step", "hand", "played", "preferred", "lost", "grade", "why"]
    assert len(lines) > 5 and all(len(x.split("\t")) == 7 for x in lines[1:])
    assert any(x.split("\t")[5] == "iyi" for x in lines[1:])


def test_review_refuses_a_seat_that_is_not_one(record: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", str(record), "--seat", "4"]) == 2

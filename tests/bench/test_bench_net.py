"""``python -m kingdesk.bench net``: a short run of two tables really plays moves over 127.0.0.1 and accounts for
every one of them (none lost, none duplicated); the book that does the accounting finds a lost, a duplicated and
a misread move on made-up steps.

No timing is asserted beyond sanity: the machine is shared and a second is noise.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kingdesk.bench import net as bench
from kingdesk.bench.net_clients import TableBook

ROOT = Path(__file__).resolve().parents[2]
CARD = [{"type": "CardPlayed", "seat": 1, "card": 37}]


def test_two_tables_play_and_lose_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    """Ended by its count of moves (the time bound is far), so it takes about a second whatever the load."""
    assert bench.main(["--tables", "2", "--seconds", "30", "--moves", "300", "--json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["benchmark"] == "net" and r["host"] == "127.0.0.1" and r["moves_cap"] == 300
    [pt] = r["points"]
    assert pt["tables"] == 2 and pt["clients"] == 1
    assert pt["moves"] == 300, "a count-bounded run sends its count exactly"
    assert (pt["lost"], pt["duplicated"]) == (0, 0)
    assert pt["wrong"] == pt["refused"] == pt["seq_gaps"] == 0
    assert pt["taken"] == pt["delivered"] == pt["moves"], "every move taken by its table and seen by four seats"
    assert pt["errors"] == []
    assert pt["latencies"] == 3 * pt["moves"], "one latency per move at each of the other three seats"
    assert 0 < pt["p50_ms"] <= pt["p99_ms"] <= pt["max_ms"] < 10_000
    assert 0 < pt["seconds"] < 30 and pt["moves_per_s"] == pytest.approx(pt["moves"] / pt["seconds"])
    assert 0 < pt["server_cpu"] < 2.5 and len(pt["clients_cpu"]) == 1
    assert pt["parties"] >= 2
    text = bench.format_report(r)
    assert bench.HEADER in text and "most moves/s" in text and "taken by the tables" not in text, "no trouble to tell"


def test_the_book_counts_a_lost_move_and_latencies() -> None:
    b = TableBook()
    b.sent(0, 4, seat=1, choice=37, card=True, at=1.0)
    for seat in (0, 1, 2):
        b.saw(0, 5, seat, CARD, at=1.002)
    assert (b.delivered(), b.lost(), b.outstanding) == (0, 1, 1), "seat 3 has not seen it: lost"
    b.saw(0, 5, 3, CARD, at=1.004)
    assert (b.delivered(), b.lost(), b.outstanding, b.duplicated) == (1, 0, 0, 0)
    assert [round(x * 1000) for x in b.latencies] == [2, 2, 4], "the mover's own step is no latency"


def test_the_book_counts_duplicates_and_misreads() -> None:
    b = TableBook()
    b.sent(0, 4, seat=1, choice=37, card=True, at=1.0)
    b.sent(0, 4, seat=1, choice=37, card=True, at=1.0)
    assert b.duplicated == 1, "a move sent twice for one decision"
    b.saw(0, 5, 2, CARD, at=1.001)
    b.saw(0, 5, 2, CARD, at=1.002)
    assert b.duplicated == 2, "a step a seat got twice"
    b.saw(0, 5, 3, [{"type": "CardPlayed", "seat": 1, "card": 36}], at=1.001)
    assert b.wrong == 1 and b.lost() == 1, "a step that shows another card does not deliver the move"
    b.saw(1, 5, 0, CARD, at=1.001)
    assert b.moves[(0, 4)].seen == {2}, "the same step of the next party is another step"
    b.sent(0, 9, seat=0, choice="erkek-almaz", card=False, at=2.0)
    b.saw(0, 10, 1, [{"type": "ContractChosen", "seat": 0, "contract": "erkek-almaz"}], at=2.001)
    assert b.moves[(0, 9)].seen == {1}


def test_where_it_bends() -> None:
    def pt(n: int, rate: float, p99: float) -> dict:
        return {"tables": n, "moves_per_s": rate, "p99_ms": p99}

    text = bench.bend([pt(1, 300, 8), pt(25, 420, 60), pt(50, 410, 130)])
    assert "420 at 25 tables" in text and "from 50 tables (130.0 ms)" in text and "NOT met" in text
    assert "every point" in bench.bend([pt(50, 400, 90)]) and " met" in bench.bend([pt(50, 400, 90)])


def test_only_the_loopback_address() -> None:
    assert bench.HOST == "127.0.0.1"
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-m", "kingdesk.bench", "net", "--help"], capture_output=True, text=True,
                         env=env, timeout=60, check=True).stdout
    assert "--sweep" in out and "--host" not in out and "127.0.0.1" in out

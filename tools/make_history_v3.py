"""Build tests/storage/data/history-v3.sqlite3: a history database as KingDesk wrote it at schema version 3
(before people and series), for the migration test. Run once with the version-3 code (commit 2472713):

    python tools/make_history_v3.py tests/storage/data/history-v3.sqlite3
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "storage"))

from kd_storage_helpers import counted_copy, play  # noqa: E402

from kingdesk.storage.history import SCHEMA_VERSION, History  # noqa: E402


def main(out: str) -> None:
    assert SCHEMA_VERSION == 3, "run with the version-3 code"
    Path(out).unlink(missing_ok=True)
    h = History(out)
    h.open()
    day = dt.datetime(2026, 11, 1, 20, 0, tzinfo=dt.timezone.utc)
    names = [["Ana", "Burak", "Carmen", "Deniz"], ["Abuela", "Ana", "Carmen", "Deniz"],
             ["Ana", "Tío Paco", "Abuela", "Deniz"]]
    for i, (ruleset, seed) in enumerate([("turkish-20", 1), ("turkish-12", 2), ("spanish", 3), ("turkish-12", 4)]):
        h.add_party(play(ruleset, seed), names[i % 3], human_seat=0, finished_at=day + dt.timedelta(days=i))
    h.add_party(counted_copy(play("turkish-12", 5), scorer=2), names[2], human_seat=2,
                finished_at=day + dt.timedelta(days=5))
    h.add_party(counted_copy(play("spanish", 6), scorer=None), names[1], human_seat=None,
                finished_at=day + dt.timedelta(days=6))
    h.close()


if __name__ == "__main__":
    main(sys.argv[1])

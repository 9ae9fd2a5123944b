"""The autosave never holds up the table: one writer thread, the latest record, failures told once."""

from __future__ import annotations

import json
import threading
import time

import pytest
from PySide6.QtCore import QElapsedTimer, QSettings, QTimer

from kingdesk.record import game_to_record
from kingdesk.session.writer import AutosaveWriter
from kingdesk.storage.autosave import Autosave
from kingdesk.storage.history import History
from kingdesk.ui.settings import Settings

from tests.ui.driver import VS_RANDOM, table_record

from .kd_storage_helpers import NAMES, play


class SlowDisk(Autosave):
    """An autosave whose every write takes ``delay`` seconds, and fails while ``failing`` is set."""

    def __init__(self, delay: float = 0.0, failures: int = 0):
        super().__init__()
        self.delay = delay
        self.failures = failures
        self.calls = 0
        self.threads: set[str] = set()

    def save(self, game, players=None) -> bool:
        self.calls += 1
        self.threads.add(threading.current_thread().name)
        time.sleep(self.delay)
        if self.failures:
            self.failures -= 1
            self.last_error = OSError(28, "No space left on device")
            return False
        return super().save(game, players)


def test_the_writer_writes_the_latest_and_skips_what_a_newer_state_replaced(data_dir):
    disk = SlowDisk(delay=0.2)
    w = AutosaveWriter(disk)
    games = [play("turkish-12", 3, decisions=n) for n in (10, 20, 30, 40)]
    t0 = time.perf_counter()
    for g in games:
        w.submit(g, NAMES)
    assert time.perf_counter() - t0 < 0.1  # submitting never waits for the disk
    assert w.flush(10)
    assert disk.calls <= 3  # the states replaced while it was busy were never written
    assert json.loads(disk.path.read_text()) == game_to_record(games[-1], NAMES)
    assert disk.threads == {"kingdesk-autosave"}
    w.close()


def test_a_failing_write_is_told_once_and_retried_with_the_next_state(data_dir):
    disk = SlowDisk(failures=3)
    told = []
    w = AutosaveWriter(disk, on_error=told.append)
    for n in (10, 20, 30, 40):
        w.submit(play("spanish", 2, decisions=n), NAMES)
        w.flush(10)
    assert len(told) == 1 and told[0].errno == 28
    assert json.loads(disk.path.read_text()) == game_to_record(play("spanish", 2, decisions=40), NAMES)
    disk.failures = 1
    w.submit(play("spanish", 2, decisions=50), NAMES)
    w.flush(10)
    assert len(told) == 2  # a new run of failures after a success is told again
    w.close()


@pytest.mark.parametrize("delay,failures", [(0.6, 0), (0.6, 1)])
def test_a_slow_or_failing_disk_leaves_the_table_responsive_and_loses_no_trick(qtbot, data_dir, tmp_path, delay,
                                                                               failures):
    from kingdesk.session.shelf import Shelf
    from kingdesk.session.setup import PartySetup
    from kingdesk.ui.lifecycle import Storage
    from kingdesk.ui.main_window import MainWindow
    from tests.ui.driver import Driver

    disk = SlowDisk(delay, failures)
    w = MainWindow(speed="instant", settings=QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat),
                   storage=Storage(disk, Shelf(), History()),
                   user_settings=Settings(QSettings(str(data_dir / "s.ini"), QSettings.Format.IniFormat)))
    qtbot.addWidget(w)
    w.show()
    told = []
    w.lifecycle.told.connect(told.append)
    # the GUI thread's longest wait between two ticks of a 5 ms timer, while the party goes on
    clock = QElapsedTimer()
    clock.start()
    gaps = [0]
    last = [clock.elapsed()]

    def tick() -> None:
        now = clock.elapsed()
        gaps[0] = max(gaps[0], now - last[0])
        last[0] = now

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(5)
    drv = Driver(qtbot, w, seed=2)
    w.start(PartySetup(ruleset="turkish-12", names=tuple(NAMES), seats=VS_RANDOM,
                       seed=6))
    while drv.cards_played < 8:
        drv.step()
        if w.lifecycle.dialog is not None and w.lifecycle.dialog.isVisible():
            w.lifecycle.dialog.accept()  # the message about the failed write
    qtbot.waitUntil(lambda: drv.ready(), timeout=20_000)
    timer.stop()
    assert gaps[0] < delay * 1000 * 0.8, gaps[0]  # never waited for a write (each takes 600 ms)
    if failures:  # told once (the writer's report crosses to the GUI thread: it may still be on its way)
        qtbot.waitUntil(lambda: any("cannot be saved" in t for t in told), timeout=10_000)
        qtbot.wait(200)
        assert len([t for t in told if "cannot be saved" in t]) == 1
    final = table_record(qtbot, w, tmp_path / "on-table.json")
    tricks = sum(len(d.get("plays") or []) // 4 for d in final["deals"])
    assert tricks >= 7
    w.quit_now()  # Quit writes the latest state before the engine thread stops
    assert json.loads(disk.path.read_text()) == final


def test_at_quit_a_state_whose_write_failed_is_tried_once_more(data_dir):
    disk = SlowDisk(failures=1)
    w = AutosaveWriter(disk)
    last = play("turkish-12", 4, decisions=33)
    w.submit(last, NAMES)
    w.flush(10)
    assert not disk.path.exists()  # the disk refused
    w.close()  # the last state is not lost if the disk is back
    assert json.loads(disk.path.read_text()) == game_to_record(last, NAMES)

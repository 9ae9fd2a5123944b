"""The files the program maps kept in memory by a thread of their own, and read before the party's result is built
(issue 15)."""

from __future__ import annotations

import gc
import os
import sys
import threading
import time
from pathlib import Path

import pytest

from kingdesk.ui.mapped_pages import PageReader, mapped_files, read_into_cache

from PySide6.QtCore import QSettings, Qt

from kingdesk.session.setup import PartySetup

from .driver import VS_RANDOM, Driver
from .test_party_result import last_card_of_party


def test_the_regular_files_mapped_are_listed(tmp_path: Path) -> None:
    maps = tmp_path / "maps"
    maps.write_text(
        "55d0-55d1 r--p 00000000 08:01 1 /usr/bin/python3.11\n"
        "55d1-55d2 r-xp 00001000 08:01 1 /usr/bin/python3.11\n"
        "7f00-7f01 r-xp 00000000 08:01 2 /opt/Qt/lib/libQt6Widgets.so.6\n"
        "7f01-7f02 r--p 00010000 08:01 2 /opt/Qt/lib/libQt6Widgets.so.6\n"
        "7f02-7f03 r--p 00000000 08:01 3 /usr/share/fonts/DejaVuSans.ttf\n"
        "7f03-7f04 r-xp 00000000 08:01 4 /tmp/an old library.so (deleted)\n"
        "7f04-7f05 rw-s 00000000 00:05 9 /dev/shm/sem.x\n"
        "7f05-7f06 rw-p 00000000 00:00 0 \n"
        "7ffd-7ffe r-xp 00000000 00:00 0 [vdso]\n")
    assert mapped_files(str(maps)) == ["/opt/Qt/lib/libQt6Widgets.so.6", "/usr/bin/python3.11",
                                       "/usr/share/fonts/DejaVuSans.ttf"]
    assert mapped_files(str(tmp_path / "none")) == []  # no such file (not Linux): nothing to read


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the files are listed from Linux's /proc")
def test_qts_widgets_are_among_this_programs_mapped_files(qapp) -> None:  # type: ignore[no-untyped-def]
    files = mapped_files()
    assert any("Qt6Widgets" in os.path.basename(f) for f in files), files
    assert all(os.path.isfile(f) for f in files)


def test_reading_reads_every_file_through_and_passes_over_one_it_cannot(tmp_path: Path) -> None:
    a, b = tmp_path / "a.so", tmp_path / "b.so"
    a.write_bytes(b"x" * (3 << 20) + b"y" * 5)  # more than one read
    b.write_bytes(b"z" * 10)
    assert read_into_cache([str(a), str(tmp_path / "gone.so"), str(b)]) == (3 << 20) + 5 + 10


def _blocked(release: threading.Event, started: threading.Event):  # type: ignore[no-untyped-def]
    def read(files) -> int:  # type: ignore[no-untyped-def]
        started.set()
        release.wait(30)
        return 0
    return read


def test_the_call_waits_for_the_read_and_comes_on_the_gui_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    release, started = threading.Event(), threading.Event()
    reader = PageReader(files=lambda: ["x"], read=_blocked(release, started))
    calls: list[threading.Thread] = []
    reader.then(lambda: calls.append(threading.current_thread()), 0, 20_000)
    assert started.wait(5)
    qtbot.wait(300)
    assert calls == []  # still reading
    release.set()
    qtbot.waitUntil(lambda: bool(calls), timeout=5000)
    assert calls == [threading.main_thread()]


def test_a_read_that_never_ends_delays_the_call_only_so_long(qtbot) -> None:  # type: ignore[no-untyped-def]
    release, started = threading.Event(), threading.Event()
    reader = PageReader(files=lambda: [], read=_blocked(release, started))
    calls: list[float] = []
    t0 = time.monotonic()
    reader.then(lambda: calls.append(time.monotonic() - t0), 0, 400)
    qtbot.waitUntil(lambda: bool(calls), timeout=5000)
    assert calls[0] >= 0.395 and started.is_set()
    release.set()
    qtbot.wait(100)
    assert len(calls) == 1  # the read's end does not call again


def test_a_quick_read_still_leaves_the_frame_asked_for(qtbot) -> None:  # type: ignore[no-untyped-def]
    reader = PageReader(files=lambda: [], read=lambda files: 0)
    calls: list[float] = []
    t0 = time.monotonic()
    reader.then(lambda: calls.append(time.monotonic() - t0), 150, 5000)
    qtbot.waitUntil(lambda: bool(calls), timeout=5000)
    assert calls[0] >= 0.145


def test_a_later_call_takes_the_place_of_one_waiting(qtbot) -> None:  # type: ignore[no-untyped-def]
    reader = PageReader(files=lambda: [], read=lambda files: 0)
    calls: list[str] = []
    reader.then(lambda: calls.append("first"), 50, 5000)
    reader.then(lambda: calls.append("second"), 50, 5000)
    qtbot.waitUntil(lambda: bool(calls), timeout=5000)
    qtbot.wait(200)
    assert calls == ["second"]
    reader.then(lambda: calls.append("third"), 50, 300)
    reader.cancel()
    qtbot.wait(500)
    assert calls == ["second"]


def test_the_result_is_built_once_the_code_is_read(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The party's result waits for the window's reader: building it, the GUI thread finds the dialog's code in
    memory, not on the disk."""
    release, started = threading.Event(), threading.Event()
    window.page_reader = PageReader(window, read=_blocked(release, started))
    g = last_card_of_party("spanish")
    window.start(PartySetup(ruleset="spanish", names=("You", "Baran", "Carmen", "Deniz"),
                            seats=VS_RANDOM, start=g))
    Driver(qtbot, window).step()
    qtbot.waitUntil(started.is_set, timeout=20000)
    qtbot.wait(500)
    assert window.dialog is None or window.dialog.objectName() != "party-result"
    release.set()
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.objectName() == "party-result"
                    and window.dialog.isVisible(), timeout=5000)


def test_kept_the_files_are_read_again_and_again_at_the_tables_priority(qtbot) -> None:  # type: ignore[no-untyped-def]
    """At a lower priority than the GUI thread, the reader could keep it waiting for the interpreter lock."""
    linux = sys.platform.startswith("linux")
    reads: list[int] = []

    def read(files) -> int:  # type: ignore[no-untyped-def]
        reads.append(os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) if linux else 0)
        return 0

    reader = PageReader(files=lambda: [], read=read)
    reader.keep(100)
    qtbot.wait(50)
    assert reads == []  # the program has just read them, starting
    qtbot.waitUntil(lambda: len(reads) >= 3, timeout=5000)
    assert set(reads) == {os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) if linux else 0}
    reader.stop()
    qtbot.wait(150)
    n = len(reads)
    qtbot.wait(300)
    assert len(reads) == n


def test_a_read_under_way_serves_the_call(qtbot) -> None:  # type: ignore[no-untyped-def]
    release, started = threading.Event(), threading.Event()
    reads: list[int] = []
    blocked = _blocked(release, started)

    def read(files) -> int:  # type: ignore[no-untyped-def]
        reads.append(1)
        return blocked(files)

    reader = PageReader(files=lambda: [], read=read)
    reader.read()
    assert started.wait(5)
    calls: list[int] = []
    reader.then(lambda: calls.append(1), 0, 20_000)
    release.set()
    qtbot.waitUntil(lambda: bool(calls), timeout=5000)
    assert reads == [1]


def test_a_read_that_fails_still_lets_the_call_and_the_next_read_come(qtbot) -> None:  # type: ignore[no-untyped-def]
    reads: list[int] = []

    def read(files) -> int:  # type: ignore[no-untyped-def]
        reads.append(1)
        if len(reads) == 1:
            raise ValueError("a file listed in a way nobody foresaw")
        return 0

    reader = PageReader(files=lambda: [], read=read)
    calls: list[int] = []
    threading.excepthook, hook = (lambda args: None), threading.excepthook  # the thread's error, expected here
    try:
        reader.then(lambda: calls.append(1), 0, 20_000)
        qtbot.waitUntil(lambda: bool(calls), timeout=5000)
        reader.read()
        qtbot.waitUntil(lambda: len(reads) == 2, timeout=5000)
    finally:
        threading.excepthook = hook


@pytest.mark.parametrize("setting,reads_files", [(None, False), ("0", False), ("1", True)])
def test_the_files_are_kept_in_memory_only_when_asked(qtbot, tmp_path, monkeypatch, setting,  # type: ignore[no-untyped-def]
                                                      reads_files) -> None:
    """An ordinary desktop keeps what it used lately: the reader is opt-in (KINGDESK_KEEP_MAPPED_PAGES=1)."""
    from kingdesk.ui import mapped_pages
    from kingdesk.ui.main_window import MainWindow

    if setting is None:
        monkeypatch.delenv(mapped_pages.ENABLE_ENV, raising=False)
    else:
        monkeypatch.setenv(mapped_pages.ENABLE_ENV, setting)
    w = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    assert (w.page_reader._files() != []) is reads_files
    w.first_paint.emit()
    assert w.page_reader._every.isActive() is reads_files


def test_a_reader_dropped_while_it_reads_dies_on_the_gui_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The reading thread holds no reference to its reader: were it the last holder, the reader (a QObject with
    timers of the GUI thread) would be destroyed on that thread when the read ended, which crashes the process."""
    started, release = threading.Event(), threading.Event()

    def read(files) -> int:  # type: ignore[no-untyped-def]
        started.set()
        release.wait(5)
        return 0

    reader = PageReader(files=lambda: [], read=read)
    died_on: list[str] = []
    reader.destroyed.connect(lambda: died_on.append(threading.current_thread().name),
                             Qt.ConnectionType.DirectConnection)
    reader.read()
    assert started.wait(5)
    del reader
    gc.collect()
    release.set()
    qtbot.waitUntil(lambda: bool(died_on), timeout=5000)
    qtbot.wait(50)  # the read's end reaches the GUI thread and finds no reader
    assert died_on == [threading.main_thread().name]

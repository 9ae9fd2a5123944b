"""The files the program maps (its code, its fonts, Qt's data) kept in memory by a thread of its own, so that
the GUI thread does not wait for the disk to run code or draw a glyph it has not used for a while.

**Why.** A system short of memory, or a virtual machine that hands what it does not use back to its host,
drops the pages of mapped files that were not touched lately, and the next touch waits for the disk. Some
machines do this about a minute after a page was last touched (the kernel's DAMON reclaim, action
``pageout``). In a party the table's code runs all the time; what it uses rarely does not: the GUI thread
would wait for the disk building the party's result, the first dialog in a long while, with the table and
the sheet standing still (the figures: ``docs/architecture.md``, *Keeping the GUI thread free*).

**What.** :class:`PageReader` reads every file the process maps (on Linux, listed in ``/proc/self/maps``)
through into the system's cache, on a thread of its own, each file in one call that releases the
interpreter lock (:func:`read_into_cache`). A page read counts as a touch, so it is not the next to be
dropped. It reads every :data:`KEEP_EVERY_MS` while the window is up, and once more before the party's
result is built (:meth:`PageReader.then`). Where nothing is dropped, a read takes a few milliseconds of
that thread (``python -m kingdesk.bench ui --only stall`` prints the last one). Elsewhere than Linux
no file is listed, and nothing is read.

**Opt-in.** An ordinary desktop keeps a page it used in the last minute, and there this thread would
only hold some 130 MB of file pages in memory against the system's judgement (a pass costs a few
milliseconds of CPU every 20 s). So it runs only where it was seen to help, when the player or the
machine's owner asks for it: :data:`ENABLE_ENV` ``=1`` (:func:`wanted`). Otherwise the reader reads
nothing and :meth:`PageReader.then` only waits out its minimum.

**At the table's priority.** At the lowest priority (nice 19) the thread could hold the GUI thread up:
it takes the interpreter lock between two files, Python makes the thread that gave the lock up wait
until the one that asked for it has run, and on two cores busy with the computer player a thread at
nice 19 may wait long for a CPU. Its few milliseconds every 20 s are not worth that risk.
"""

from __future__ import annotations

import os
import threading
import time
import weakref
from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

ENABLE_ENV = "KINGDESK_KEEP_MAPPED_PAGES"
"""Set to ``1``, the program keeps the files it maps in memory (see the module's docstring)."""


def wanted() -> bool:
    """Whether the files are to be kept in memory (:data:`ENABLE_ENV`)."""
    return os.environ.get(ENABLE_ENV) == "1"


def no_files() -> list[str]:
    """What the reader reads when it is not wanted: nothing."""
    return []


KEEP_EVERY_MS = 20_000
"""How often the files are read while the window is up: well inside the minute after which the machines above
drop a page."""


def mapped_files(maps: str = "/proc/self/maps") -> list[str]:
    """The regular files this process maps, as ``maps`` lists them (Linux); none where there is no such file."""
    try:
        with open(maps, encoding="utf-8", errors="replace") as f:
            lines = f.readlines()
    except OSError:
        return []
    files: set[str] = set()
    for line in lines:
        fields = line.split(maxsplit=5)
        if len(fields) == 6 and fields[5].startswith("/"):
            path = fields[5].rstrip("\n")
            if not path.endswith(" (deleted)") and not path.startswith("/dev/"):
                files.add(path)
    return sorted(files)


def read_into_cache(paths: Iterable[str]) -> int:
    """Read ``paths`` through into the system's cache; the bytes read. Each file is read by one call to the
    system that releases the interpreter lock (``sendfile`` to the null device: the kernel reads the file's
    pages and marks them used, and copies nothing), so the reading thread asks the GUI thread for the lock
    once a file. A file that cannot be opened or read is passed over: this only saves waiting later."""
    total = 0
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        for path in paths:
            try:
                fd = os.open(path, os.O_RDONLY)
            except OSError:
                continue
            done = 0
            try:
                size = os.fstat(fd).st_size
                while done < size:
                    n = os.sendfile(null, fd, done, size - done)
                    if n <= 0:
                        break
                    done += n
            except OSError:
                pass
            finally:
                os.close(fd)
            total += done
    finally:
        os.close(null)
    return total


class _Relay(QObject):
    """Carries a finished read from the reading thread to the GUI thread.

    The reading thread holds no reference to its :class:`PageReader`: were it the last holder, the reader (a
    ``QObject`` with timers of the GUI thread) would be destroyed on the reading thread, and a reader destroyed
    by its window while the thread emitted one of its signals would be used after it was freed (both crash the
    process). This relay is made once, on the GUI thread, and never destroyed; the reader is looked up there."""

    done = Signal(object, int, object)
    """(a weak reference to the reader, the read's number, its ``last_read`` or ``None``), queued to the GUI
    thread."""

    @Slot(object, int, object)
    def deliver(self, ref: weakref.ReferenceType[PageReader], number: int,
                last: tuple[int, float, float] | None) -> None:
        reader = ref()
        if reader is None:
            return
        try:
            reader._done(number, last)
        except RuntimeError:  # its window deleted it meanwhile
            pass


_relay: _Relay | None = None


def _the_relay() -> _Relay:
    """The one relay, made on the first reader's thread (the GUI thread)."""
    global _relay
    if _relay is None:
        _relay = _Relay()
        _relay.done.connect(_relay.deliver, Qt.ConnectionType.QueuedConnection)
    return _relay


class PageReader(QObject):
    """Reads the files the program maps (:func:`mapped_files`) on a thread of its own: every ``every_ms``
    (:meth:`keep`), and before a call that needs them (:meth:`then`). ``files`` and ``read`` are this module's
    functions unless a test gives others."""

    def __init__(self, parent: QObject | None = None, files: Callable[[], list[str]] = mapped_files,
                 read: Callable[[Iterable[str]], int] = read_into_cache):
        super().__init__(parent)
        self._files = files
        self._reader = read
        self._started = 0
        """Reads started so far; a read's number."""
        self._running = False
        self._waits_for = 0
        """The number of the read the waiting call needs (0: none waits)."""
        self._due: Callable[[], None] | None = None
        self._not_before = 0.0
        self._every = QTimer(self)
        self._every.timeout.connect(self.read)
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.setTimerType(Qt.TimerType.PreciseTimer)
        self._deadline.timeout.connect(self._now)
        self._soon = QTimer(self)
        self._soon.setSingleShot(True)
        self._soon.setTimerType(Qt.TimerType.PreciseTimer)  # a coarse timer may come 5 % early
        self._soon.timeout.connect(self._now)
        self._relay = _the_relay()
        self.last_read: tuple[int, float, float] | None = None
        """The last finished read: bytes, seconds, and seconds of the reading thread's CPU."""

    def keep(self, every_ms: int = KEEP_EVERY_MS) -> None:
        """Read every ``every_ms`` from now on (the files were read a moment ago, as the program started)."""
        self._every.start(every_ms)

    def stop(self) -> None:
        """No more reads, and no call (a read under way ends on its own)."""
        self._every.stop()
        self.cancel()

    def read(self) -> None:
        """Start a read, unless one is under way."""
        if self._running:
            return
        self._running = True
        self._started += 1
        number = self._started
        files, reader, relay, me = self._files, self._reader, self._relay, weakref.ref(self)

        def work() -> None:  # nothing of the PageReader here (see _Relay)
            t, cpu = time.monotonic(), time.thread_time()
            last: tuple[int, float, float] | None = None
            try:
                n = reader(files())
                last = (n, time.monotonic() - t, time.thread_time() - cpu)
            finally:  # whatever happened, the next read may start and a waiting call is made
                relay.done.emit(me, number, last)

        threading.Thread(target=work, name="kingdesk-page-reader", daemon=True).start()

    def then(self, call: Callable[[], None], at_least_ms: int, at_most_ms: int) -> None:
        """Read the files, then ``call`` on the GUI thread: not sooner than ``at_least_ms`` from now (a frame of
        its own for what was drawn before), and not later than ``at_most_ms`` (a disk that does not answer only
        delays it). A read under way serves. A later call takes the place of one still waiting."""
        self._due = call
        self._not_before = time.monotonic() + at_least_ms / 1000.0
        self._soon.stop()
        self._deadline.start(at_most_ms)
        self._waits_for = self._started if self._running else self._started + 1
        self.read()

    def cancel(self) -> None:
        """The call waiting, if any, is not made."""
        self._due = None
        self._waits_for = 0
        self._deadline.stop()
        self._soon.stop()

    def _done(self, number: int, last: tuple[int, float, float] | None) -> None:
        if last is not None:
            self.last_read = last
        self._running = False
        if self._due is None or number < self._waits_for:
            return  # no call waits, or it waits for a read begun after this one
        wait_ms = (self._not_before - time.monotonic()) * 1000.0
        if wait_ms > 0:
            self._soon.start(max(1, round(wait_ms)))
        else:
            self._now()

    def _now(self) -> None:
        call, self._due = self._due, None
        self._waits_for = 0
        self._deadline.stop()
        self._soon.stop()
        if call is not None:
            call()

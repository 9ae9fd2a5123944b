"""The real player: ``miniaudio`` (a small C library through cffi, wheels for Windows, macOS and Linux).

Why not Qt's ``QSoundEffect``: it is in QtMultimedia, which ``pyside6-essentials`` does not carry; the
``pyside6-addons`` wheel that does is 175 MB (438 MB installed, 6.11.3, Linux), and a bundle would take
QtMultimedia and its FFmpeg libraries, about 23 MB of a 100 MB budget. miniaudio 1.71 is a 0.64 MB wheel
(1.8 MB installed) needing only cffi. Both play from memory with a short buffer; here the device asks for
:data:`BUFFER_MS` at a time (``python -m kingdesk.bench sound`` measures what a call costs the window).

:meth:`MiniaudioPlayer.play` only puts the effect in a queue and returns. A thread of its own
(``kingdesk-sound``) imports miniaudio (loading its library took 85 ms of the GUI thread at the first card,
``python -m kingdesk.bench ui --only stall --sound``: so not there), reads the files, opens the device, and
feeds it from a generator that mixes the effects playing. A computer with no audio device (or one that
refuses) logs it once and stays silent; the game goes on.
"""

from __future__ import annotations

import logging
import queue
import threading
from pathlib import Path

from .board import EFFECTS
from .mixing import BUFFER_MS, RATE, mixer, read_effects

log = logging.getLogger(__name__)

class MiniaudioPlayer:
    """Plays the effects of ``folder`` on the default audio device, from a thread of its own."""

    def __init__(self, folder: Path, pending: queue.SimpleQueue[tuple[str, float] | None] | None = None,
                 null_device: bool = False):
        """``pending``: the queue between :meth:`play` and the device (the sound bench gives one that times it);
        ``null_device``: miniaudio's device that takes the samples at the pace of a real one and discards them
        (the bench on a machine without sound)."""
        self.folder = folder
        self.null_device = null_device
        self._pending: queue.SimpleQueue[tuple[str, float] | None] = pending or queue.SimpleQueue()
        self._closed = threading.Event()
        self.failed: str | None = None
        """Why no sound can be made here (no audio device), once known."""
        self._thread = threading.Thread(target=self._run, name="kingdesk-sound", daemon=True)
        self._thread.start()

    def play(self, effect: str, volume: float) -> None:
        if effect not in EFFECTS:
            raise ValueError(effect)
        if self.failed is None:
            self._pending.put((effect, volume))

    def close(self) -> None:
        self._closed.set()
        self._pending.put(None)
        self._thread.join(timeout=1.0)

    def _run(self) -> None:
        try:  # on this thread: loading the library is not the window's to wait for
            import miniaudio
        except ImportError as exc:  # a broken installation (the self-test says so too): the party goes on
            self.failed = str(exc)
            log.error("no sound, miniaudio cannot be imported: %s", exc)
            return
        try:
            effects = read_effects(self.folder)
            device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                                              sample_rate=RATE, buffersize_msec=BUFFER_MS, app_name="KingDesk",
                                              backends=[miniaudio.Backend.NULL] if self.null_device else None)
        except (OSError, ValueError, miniaudio.MiniaudioError) as exc:
            self.failed = str(exc)
            log.warning("no sound: %s", exc)
            return
        feed = mixer(effects, self._pending)
        next(feed)
        try:
            device.start(feed)
            self._closed.wait()
        except miniaudio.MiniaudioError as exc:
            self.failed = str(exc)
            log.warning("no sound: %s", exc)
        finally:
            device.close()


__all__ = ["MiniaudioPlayer"]

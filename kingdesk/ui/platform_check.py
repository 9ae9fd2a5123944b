"""Before the window opens on Linux: can Qt's X11 (xcb) platform plugin load, and is there a display?

Qt's xcb plugin needs about twenty system libraries that a Python wheel cannot
ship. When one is missing Qt aborts with "Could not load the Qt platform plugin
xcb" and often names the wrong library. :func:`exit_if_libraries_missing`
runs before the ``QApplication`` is made: it tries to load each library the
plugin (and Qt's GUI module) links against and, if some cannot be loaded, prints
which ones and the command that installs them, then exits with status 1.
:func:`exit_if_no_display` then says so when no X server answers at ``DISPLAY``.

This module uses the standard library only, so ``tools/desktop-deps.sh`` runs it
as a script from a checkout (before anything is installed) to get the package
names: ``python3 kingdesk/ui/platform_check.py --packages debian``. The table
below is the one list of those libraries.
"""

from __future__ import annotations

import argparse
import ctypes
import importlib.util
import os
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO


@dataclass(frozen=True)
class Library:
    """A shared library the xcb plugin needs, and the package that has it on each family of distributions."""

    soname: str
    debian: str
    fedora: str


XCB_LIBRARIES: tuple[Library, ...] = (
    # the xcb plugin and libQt6XcbQpa (readelf -d PySide6/Qt/plugins/platforms/libqxcb.so)
    Library("libxcb.so.1", "libxcb1", "libxcb"),
    Library("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor"),
    Library("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm"),
    Library("libxcb-image.so.0", "libxcb-image0", "xcb-util-image"),
    Library("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms"),
    Library("libxcb-randr.so.0", "libxcb-randr0", "libxcb"),
    Library("libxcb-render.so.0", "libxcb-render0", "libxcb"),
    Library("libxcb-render-util.so.0", "libxcb-render-util0", "xcb-util-renderutil"),
    Library("libxcb-shape.so.0", "libxcb-shape0", "libxcb"),
    Library("libxcb-shm.so.0", "libxcb-shm0", "libxcb"),
    Library("libxcb-sync.so.1", "libxcb-sync1", "libxcb"),
    Library("libxcb-util.so.1", "libxcb-util1", "xcb-util"),
    Library("libxcb-xfixes.so.0", "libxcb-xfixes0", "libxcb"),
    Library("libxcb-xkb.so.1", "libxcb-xkb1", "libxcb"),
    Library("libX11.so.6", "libx11-6", "libX11"),
    Library("libX11-xcb.so.1", "libx11-xcb1", "libX11-xcb"),
    Library("libxkbcommon.so.0", "libxkbcommon0", "libxkbcommon"),
    Library("libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11"),
    # Qt's GUI and D-Bus modules, which every platform plugin loads
    Library("libGL.so.1", "libgl1", "libglvnd-glx"),
    Library("libEGL.so.1", "libegl1", "libglvnd-egl"),
    Library("libfontconfig.so.1", "libfontconfig1", "fontconfig"),
    Library("libfreetype.so.6", "libfreetype6", "freetype"),
    Library("libglib-2.0.so.0", "libglib2.0-0", "glib2"),
    Library("libgthread-2.0.so.0", "libglib2.0-0", "glib2"),
    Library("libdbus-1.so.3", "libdbus-1-3", "dbus-libs"),
)

Loader = Callable[[str], bool]
"""Tries to load a shared library by its soname; True when it loads."""


def _bundle_dirs() -> list[Path]:
    """Folders that hold shipped copies of the libraries: the frozen bundle's, and PySide6's own."""
    dirs = []
    meipass = getattr(sys, "_MEIPASS", None)  # set by PyInstaller in the frozen app
    if meipass:
        dirs.append(Path(meipass))
    spec = importlib.util.find_spec("PySide6")  # locates the package without importing Qt
    if spec is not None and spec.origin:
        dirs.append(Path(spec.origin).parent / "Qt" / "lib")
    return dirs


def load_library(soname: str) -> bool:
    """The real loader: a copy shipped in the bundle first, then the system's dynamic linker."""
    for d in _bundle_dirs():
        path = d / soname
        if path.exists():
            try:
                ctypes.CDLL(str(path))
                return True
            except OSError:
                pass
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def qt_platform(environ: Mapping[str, str]) -> str:
    """The platform plugin Qt will try first, from the environment as Qt reads it.

    ``QT_QPA_PLATFORM`` wins (its first entry, without ``:options``); otherwise a
    Wayland session gets ``wayland`` and anything else ``xcb``.

    >>> qt_platform({"QT_QPA_PLATFORM": "offscreen"})
    'offscreen'
    >>> qt_platform({"QT_QPA_PLATFORM": "xcb:nograb;wayland"})
    'xcb'
    >>> qt_platform({"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"})
    'wayland'
    >>> qt_platform({"XDG_SESSION_TYPE": "x11"})
    'xcb'
    """
    requested = environ.get("QT_QPA_PLATFORM", "").strip()
    if requested:
        return requested.split(";")[0].split(":")[0].strip()
    if environ.get("XDG_SESSION_TYPE") == "wayland" and environ.get("WAYLAND_DISPLAY"):
        return "wayland"
    return "xcb"


def missing_libraries(load: Loader | None = None,
                      libraries: Iterable[Library] = XCB_LIBRARIES) -> list[Library]:
    """The libraries of ``libraries`` that ``load`` (default :func:`load_library`) cannot load, in table order."""
    load = load_library if load is None else load
    return [lib for lib in libraries if not load(lib.soname)]


def _unique(names: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(names))


def install_commands(missing: Sequence[Library]) -> dict[str, str]:
    """The command that installs ``missing``, per family of distributions.

    >>> install_commands([XCB_LIBRARIES[2], XCB_LIBRARIES[4]])["debian"]
    'sudo apt install libxcb-icccm4 libxcb-keysyms1'
    >>> install_commands([XCB_LIBRARIES[2], XCB_LIBRARIES[4]])["fedora"]
    'sudo dnf install xcb-util-wm xcb-util-keysyms'
    """
    return {
        "debian": "sudo apt install " + " ".join(_unique(lib.debian for lib in missing)),
        "fedora": "sudo dnf install " + " ".join(_unique(lib.fedora for lib in missing)),
    }


def message(missing: Sequence[Library]) -> str:
    """What the player reads when the window cannot open (English: no translator exists before Qt runs)."""
    commands = install_commands(missing)
    return "\n".join([
        "kingdesk: the game window cannot open: Qt's X11 platform plugin (xcb) needs these system "
        "libraries, which are missing:",
        "    " + " ".join(lib.soname for lib in missing),
        "Install them, then start kingdesk again:",
        "    Debian, Ubuntu:  " + commands["debian"],
        "    Fedora:          " + commands["fedora"],
        "(From a KingDesk source folder, `bash tools/desktop-deps.sh` installs all of them.)",
    ])


def exit_if_libraries_missing(environ: Mapping[str, str] | None = None, load: Loader | None = None,
                              platform: str = sys.platform, stream: TextIO | None = None) -> None:
    """On Linux, when Qt will use the xcb plugin and it cannot load: tell the player why and exit 1.

    Call it before the ``QApplication`` is made. Does nothing on other systems and
    for the offscreen, Wayland and other plugins.
    """
    if not platform.startswith("linux"):
        return
    if qt_platform(os.environ if environ is None else environ) != "xcb":
        return
    missing = missing_libraries(load)
    if missing:
        print(message(missing), file=sys.stderr if stream is None else stream)
        raise SystemExit(1)


Connector = Callable[[str], bool]
"""Tries to connect to an X display by its name (``":0"``); True when it answers."""


def connect_display(display: str) -> bool:
    """The real connector: the X server named ``display`` answers libxcb, as it will answer Qt's xcb plugin."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True  # the libraries' check names the missing library: not this one's to say
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    conn = xcb.xcb_connect(display.encode(), None)  # never NULL: an error connection says what went wrong
    error = xcb.xcb_connection_has_error(conn)
    xcb.xcb_disconnect(conn)
    return error == 0


def no_display_message(display: str) -> str:
    """What the player reads when there is no display to open the window on (English, as :func:`message`)."""
    where = f"no display ({display})" if display else "no display (DISPLAY is not set)"
    return "\n".join([
        f"KingDesk cannot open a window: {where}.",
        "Start it from a desktop session, or set DISPLAY to a running X server (for example DISPLAY=:0).",
    ])


def exit_if_no_display(environ: Mapping[str, str] | None = None, connect: Connector | None = None,
                       platform: str = sys.platform, stream: TextIO | None = None) -> None:
    """On Linux, when Qt will use the xcb plugin and no X server answers at ``DISPLAY``: say so and exit 1.

    Qt would abort with its plugin text ("xcb-cursor0 or libxcb-cursor0 is needed…, Reinstalling the
    application may fix this problem"), the real cause one line above it (player-run-3 #22). Call it after
    :func:`exit_if_libraries_missing`, before the ``QApplication`` is made.
    """
    env = os.environ if environ is None else environ
    if not platform.startswith("linux") or qt_platform(env) != "xcb":
        return
    display = env.get("DISPLAY", "").strip()
    if not display or not (connect_display if connect is None else connect)(display):
        print(no_display_message(display), file=sys.stderr if stream is None else stream)
        raise SystemExit(1)


def packages(family: str) -> list[str]:
    """Every package of the table for ``family`` (``"debian"`` or ``"fedora"``), once each, in table order."""
    return _unique(getattr(lib, family) for lib in XCB_LIBRARIES)


def main(argv: list[str] | None = None) -> int:
    """``--packages debian|fedora``: print every package of the table (tools/desktop-deps.sh);
    without options: check this machine and print what is missing."""
    ap = argparse.ArgumentParser(prog="platform_check", description=main.__doc__)
    ap.add_argument("--packages", choices=("debian", "fedora"))
    args = ap.parse_args(argv)
    if args.packages:
        print(" ".join(packages(args.packages)))
        return 0
    missing = missing_libraries()
    if missing:
        print(message(missing))
        return 1
    print("platform_check: every library of Qt's xcb plugin loads")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""The first-run check: a missing library of Qt's xcb plugin is named, with the command that installs it.

The loader is injected, so the tests see what a player on a bare desktop sees
without uninstalling anything; one test reads the real plugin's ELF header to keep
the table honest.
"""

from __future__ import annotations

import io
import json
import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from kingdesk.ui import platform_check as pc

ROOT = Path(__file__).resolve().parents[1]
X11 = {"DISPLAY": ":0", "XDG_SESSION_TYPE": "x11"}
ABSENT = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1"}  # what a plain Debian 12 desktop lacked (review S1)
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb plugin exists on Linux only")


def refuse(absent: set[str]):
    calls: list[str] = []

    def load(soname: str) -> bool:
        calls.append(soname)
        return soname not in absent

    return load, calls


def test_missing_libraries_are_named_with_the_commands_that_install_them():
    load, _ = refuse(ABSENT)
    out = io.StringIO()
    with pytest.raises(SystemExit) as stop:
        pc.exit_if_libraries_missing(X11, load=load, platform="linux", stream=out)
    assert stop.value.code == 1
    text = out.getvalue()
    assert "libxcb-icccm.so.4 libxcb-keysyms.so.1" in text
    assert "sudo apt install libxcb-icccm4 libxcb-keysyms1" in text
    assert "sudo dnf install xcb-util-wm xcb-util-keysyms" in text
    assert "libxcb-cursor" not in text  # only what is missing


def test_nothing_happens_when_every_library_loads():
    load, calls = refuse(set())
    out = io.StringIO()
    pc.exit_if_libraries_missing(X11, load=load, platform="linux", stream=out)
    assert out.getvalue() == ""
    assert calls == [lib.soname for lib in pc.XCB_LIBRARIES]


@pytest.mark.parametrize("environ, platform", [
    ({"QT_QPA_PLATFORM": "offscreen"}, "linux"),
    ({"QT_QPA_PLATFORM": "wayland"}, "linux"),
    ({"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"}, "linux"),
    (X11, "win32"),
    (X11, "darwin"),
])
def test_other_platforms_are_not_checked(environ, platform):
    load, calls = refuse(ABSENT)
    pc.exit_if_libraries_missing(environ, load=load, platform=platform, stream=io.StringIO())
    assert calls == []


def test_xcb_named_in_qt_qpa_platform_is_checked_even_in_a_wayland_session():
    load, _ = refuse(ABSENT)
    with pytest.raises(SystemExit):
        pc.exit_if_libraries_missing({"QT_QPA_PLATFORM": "xcb", "XDG_SESSION_TYPE": "wayland",
                                      "WAYLAND_DISPLAY": "wayland-0"}, load=load, platform="linux",
                                     stream=io.StringIO())


@linux_only
def test_the_real_loader_loads_what_exists_and_refuses_what_does_not():
    assert pc.load_library("libc.so.6")
    assert not pc.load_library("libkingdesk-no-such-library.so.0")


@linux_only
def test_kingdesk_stops_before_the_qt_application_is_made(tmp_path):
    """The real entry point: a loader that refuses two libraries makes ``kingdesk`` exit 1 with the message,
    before Qt's widgets are even imported."""
    code = (
        "import json, sys\n"
        "from kingdesk.ui import platform_check\n"
        f"platform_check.load_library = lambda name: name not in {sorted(ABSENT)!r}\n"
        "from kingdesk import app\n"
        "try:\n"
        "    app.main(['kingdesk'])\n"
        "except SystemExit as stop:\n"
        "    print(json.dumps([stop.code, 'PySide6.QtWidgets' in sys.modules]))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", KINGDESK_DATA_DIR=str(tmp_path),
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env,
                         timeout=120)
    assert json.loads(out.stdout.strip().splitlines()[-1]) == [1, False], out.stderr
    assert "sudo apt install libxcb-icccm4 libxcb-keysyms1" in out.stderr


def _needed(path: Path) -> list[str]:
    """DT_NEEDED entries of a 64-bit little-endian ELF shared object (what ``readelf -d`` lists as NEEDED)."""
    data = path.read_bytes()
    assert data[:4] == b"\x7fELF" and data[4] == 2 and data[5] == 1, f"{path}: not a 64-bit little-endian ELF"
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    dynamic = next(s for s in sections if s[1] == 6)  # SHT_DYNAMIC
    strtab = sections[dynamic[6]]  # sh_link: the string table of the dynamic section
    names = []
    for off in range(dynamic[4], dynamic[4] + dynamic[5], 16):
        tag, val = struct.unpack_from("<qQ", data, off)
        if tag == 0:
            break
        if tag == 1:  # DT_NEEDED
            start = strtab[4] + val
            names.append(data[start:data.index(b"\0", start)].decode())
    return names


@linux_only
def test_the_table_lists_every_system_library_the_installed_xcb_plugin_links():
    import importlib.util

    spec = importlib.util.find_spec("PySide6")
    assert spec is not None and spec.origin
    qt = Path(spec.origin).parent / "Qt"
    linked = set()
    for binary in (qt / "plugins" / "platforms" / "libqxcb.so", qt / "lib" / "libQt6XcbQpa.so.6",
                   qt / "lib" / "libQt6Gui.so.6", qt / "lib" / "libQt6DBus.so.6"):
        linked |= set(_needed(binary))
    base = {"libc.so.6", "libm.so.6", "libstdc++.so.6", "libgcc_s.so.1", "libz.so.1", "libzstd.so.1",
            "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1"}  # always there: the C/C++ runtime, zlib
    system = {name for name in linked if not name.startswith("libQt6") and not name.startswith("libicu")} - base
    assert system, "the ELF reader found no library: the check would be vacuous"
    assert system <= {lib.soname for lib in pc.XCB_LIBRARIES}, system - {lib.soname for lib in pc.XCB_LIBRARIES}


def test_the_readme_names_every_package_for_those_who_install_by_hand():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    apt = readme[readme.index("sudo apt install"):readme.index("sudo dnf install")]
    dnf = readme[readme.index("sudo dnf install"):]
    dnf = dnf[:dnf.index("\n\n")]
    assert set(pc.packages("debian")) <= set(apt.split()), set(pc.packages("debian")) - set(apt.split())
    assert set(pc.packages("fedora")) <= set(dnf.split()), set(pc.packages("fedora")) - set(dnf.split())


def test_no_display_is_said_in_the_players_words():
    """player-run-3 #22: DISPLAY pointing to no X server, or not set at all."""
    for display, where in ((":3", "no display (:3)"), ("", "no display (DISPLAY is not set)")):
        asked: list[str] = []
        out = io.StringIO()
        with pytest.raises(SystemExit) as stop:
            pc.exit_if_no_display({"DISPLAY": display, "XDG_SESSION_TYPE": "x11"},
                                  connect=lambda d: asked.append(d) is not None, platform="linux", stream=out)
        assert stop.value.code == 1
        assert f"KingDesk cannot open a window: {where}." in out.getvalue()
        assert asked == ([display] if display else [])
    pc.exit_if_no_display(X11, connect=lambda d: True, platform="linux", stream=io.StringIO())  # a display: on
    pc.exit_if_no_display({"QT_QPA_PLATFORM": "offscreen"}, connect=lambda d: False, platform="linux")  # no X


def _free_display() -> str:
    """A display number nobody serves on this machine."""
    n = next(n for n in range(87, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists()
             and not Path(f"/tmp/.X{n}-lock").exists())
    return f":{n}"


@linux_only
def test_kingdesk_without_a_display_says_so_instead_of_qts_plugin_text(tmp_path):
    """The real program, DISPLAY pointing to a display nobody serves: KingDesk's own sentence, exit 1, and not
    Qt's "xcb-cursor0 … Reinstalling the application may fix this problem"."""
    display = _free_display()
    assert not pc.connect_display(display)
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env.update(DISPLAY=display, XDG_SESSION_TYPE="x11", KINGDESK_DATA_DIR=str(tmp_path),
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-c", "from kingdesk import app; raise SystemExit(app.main(['kingdesk']))"],
                         capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert out.returncode == 1, (out.returncode, out.stderr)
    assert f"KingDesk cannot open a window: no display ({display})." in out.stderr
    assert "xcb-cursor" not in out.stderr and "Reinstalling" not in out.stderr

"""Check a PyInstaller one-folder build of KingDesk (``dist/kingdesk``) before it is packed.

    python packaging/check_bundle.py dist/kingdesk [--budget-mb 115] [--skip-run]

Fails (exit 1) when any of these does not hold:

1. **size**: the files of the folder add up to at most ``--budget-mb`` megabytes (10^6 bytes;
   symbolic links count as nothing, they are links);
2. **contents**: our card SVGs, compiled translations and the computer players' data are all
   there, as are Qt's es/tr translations and the plugins KingDesk needs (offscreen, xcb and
   wayland windows on Linux, SVG images and icons); no Qt module KingDesk does not import
   (QML, Quick, Network, OpenGL, PDF, ...) and no other Qt translation came along;
   The compiled modules (``kingdesk/native.py``'s COMPILED_MODULES, mypyc's extension modules) and
   mypyc's shared library (``kingdesk__mypyc``) are there as extension modules.
   On Linux every library the bundle's binaries load (``ldd``) must come from the bundle,
   except the C library, the graphics stack PyInstaller leaves to the system (OpenGL/EGL, libdrm,
   libxcb, libwayland-*) and the printing stack.
3. **run**: the frozen ``kingdesk --self-test`` plays a whole party offscreen and exits 0, in
   Turkish (so the translations are loaded), with ``HOME`` and the XDG folders pointed at a
   fresh temporary folder and the data folder inside it, where the finished party must be
   stored (``history.sqlite3``: SQLite, hashing and atomic writes work frozen), and it must say that
   it runs the compiled modules (``self-test: code path: compiled``; the frozen self-test also fails by
   itself when it does not). On Linux it
   runs under ``strace``, which shows that the app read its translations, Qt's translations
   and the card SVGs from inside the bundle, and that it
   created, changed or removed no file inside the bundle; on every system the bundle's files
   (names, sizes, modification times) are compared before and after the run.
   On Linux the self-test also runs on an X server (Xvfb) through the xcb plugin and on a
   Wayland compositor (headless Weston) through the wayland plugin, which shows that the
   desktop platform plugins and the libraries bundled for them load and work.
4. **metadata** (Linux): the desktop entry passes ``desktop-file-validate``, the AppStream
   metainfo passes ``appstreamcli validate --no-net``.

Prints what it measured; nothing here is a timing test.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from kingdesk.native import COMPILED_MODULES, SHARED_LIBRARY  # noqa: E402  (what setup.py compiles; no Qt import)

sys.path.remove(str(ROOT))
LINUX = sys.platform.startswith("linux")
APP_ID = "io.github.kingdesk.KingDesk"

# Qt shared libraries and binding modules that must not be in the bundle (substring of the name).
FORBIDDEN = ("Qt6Qml", "Qt6Quick", "Qt6Network", "Qt6OpenGL", "Qt6Pdf", "Qt6WebEngine", "Qt6Multimedia",
             "Qt6Designer", "Qt6Sql", "Qt6Test", "Qt63D", "QtQml", "QtQuick", "QtNetwork", "QtOpenGL", "QtPdf",
             "QtDBus.", "QtWebEngine", "QtMultimedia", "QtDesigner", "QtSql", "QtTest", "QtUiTools", "Qt3D")
# (OpenSSL is shipped: the table's network client, websockets, imports Python's ssl module.)
QT_TRANSLATIONS_ALLOWED = {"qtbase_en.qm", "qtbase_es.qm", "qtbase_tr.qm"}


def internal(bundle: Path) -> Path:
    """Where PyInstaller put the libraries and data (``_internal``, or the folder itself)."""
    mac_frameworks = bundle / "Contents" / "Frameworks"
    if mac_frameworks.is_dir():
        return mac_frameworks
    return bundle / "_internal" if (bundle / "_internal").is_dir() else bundle


def executable(bundle: Path) -> Path:
    for candidate in (bundle / "kingdesk", bundle / "kingdesk.exe", bundle / "Contents" / "MacOS" / "kingdesk"):
        if candidate.is_file():
            return candidate
    raise SystemExit(f"check_bundle: no kingdesk executable in {bundle}")


def files_of(folder: Path) -> dict[str, tuple[int, int]]:
    """Relative path -> (size, mtime in ns) of every regular file (links are not followed)."""
    out = {}
    for dirpath, _dirs, names in os.walk(folder):
        for n in names:
            p = Path(dirpath, n)
            st = p.lstat()
            if not p.is_symlink():
                out[str(p.relative_to(folder))] = (st.st_size, st.st_mtime_ns)
    return out


def check_size(bundle: Path, budget_mb: float) -> list[str]:
    files = files_of(bundle)
    total = sum(size for size, _t in files.values())
    print(f"size: {len(files)} files, {total / 1e6:.1f} MB ({total / 2**20:.1f} MiB); budget {budget_mb:g} MB")
    for name, (size, _t) in sorted(files.items(), key=lambda kv: -kv[1][0])[:8]:
        print(f"      {size / 1e6:6.1f} MB  {name}")
    if total > budget_mb * 1e6:
        return [f"the bundle is {total / 1e6:.1f} MB, over the {budget_mb:g} MB budget"]
    return []


def check_contents(bundle: Path) -> list[str]:
    problems = []
    inside = internal(bundle)
    names = files_of(bundle)
    # Our package data: every file of the source package's data folders, byte for byte in size.
    pkg = ROOT / "kingdesk"
    wanted = [p for p in (pkg / "assets").rglob("*") if p.is_file()]
    wanted += list((pkg / "translations").glob("*.qm"))
    if not any(p.suffix == ".svg" for p in wanted) or not any(p.suffix == ".qm" for p in wanted):
        problems.append("the source tree has no card SVGs or no compiled translations to compare with")
    for src in wanted:
        dest = inside / src.relative_to(ROOT)
        if not dest.is_file():
            problems.append(f"missing package data: {src.relative_to(ROOT)}")
        elif dest.stat().st_size != src.stat().st_size:
            problems.append(f"package data differs from the source: {src.relative_to(ROOT)}")
    print(f"contents: {len(wanted)} package data files (cards, translations) checked")
    qt = inside / "PySide6" / "Qt" if (inside / "PySide6" / "Qt").is_dir() else inside / "PySide6"
    for qm in ("qtbase_es.qm", "qtbase_tr.qm"):
        if not (qt / "translations" / qm).is_file():
            problems.append(f"missing Qt translation {qm}")
    plugins = qt / "plugins"
    needed = ["imageformats/*qsvg*", "iconengines/*qsvgicon*", "platforms/*qoffscreen*"]
    if LINUX:
        needed += ["platforms/libqxcb.so", "platforms/libqwayland.so", "wayland-shell-integration/libxdg-shell.so"]
    for pattern in needed:
        if not list(plugins.glob(pattern)):
            problems.append(f"missing Qt plugin {pattern}")
    for name in names:
        base = os.path.basename(name)
        if any(f in base for f in FORBIDDEN):
            problems.append(f"unwanted library or module in the bundle: {name}")
        if "/translations/" in name.replace("\\", "/") and base.startswith("qt") and base.endswith(".qm") \
                and base not in QT_TRANSLATIONS_ALLOWED:
            problems.append(f"unwanted Qt translation: {name}")
    if (bundle / "kingdesk").is_dir() and not (bundle / "_internal").is_dir():
        problems.append("a 'kingdesk' folder next to the executable: is this a one-file build?")
    return problems


def check_compiled(bundle: Path) -> list[str]:
    """The mypyc-compiled modules and their shared library are in the bundle as extension modules."""
    inside = internal(bundle)
    problems = []
    for name in (SHARED_LIBRARY, *COMPILED_MODULES):
        folder, _, stem = (inside / name.replace(".", "/")).as_posix().rpartition("/")
        found = sorted(p.name for p in Path(folder).glob(stem + ".*") if p.suffix in (".so", ".pyd"))
        print(f"compiled: {name}: {found[0] if found else 'MISSING'}")
        if not found:
            problems.append(f"the compiled module {name} is not in the bundle (built from the editable install, or "
                            "without a C compiler?)")
    return problems


# Libraries the bundle takes from the user's system on purpose: the C library, the OpenGL/EGL
# dispatchers and libdrm (they load the machine's own GPU driver), libxcb and libwayland-*
# (PyInstaller leaves them to the display server's machine, as their ABI follows the system's
# graphics stack) and the printing stack (kingdesk.spec, SYSTEM_LIBS_NOT_SHIPPED: it must match
# the local CUPS).
HOST_LIBS = re.compile(r"^(ld-linux.*|linux-vdso.*|lib(c|m|dl|rt|pthread|util|resolv|anl|nsl|crypt)\.so.*|"
                       r"lib(GL|EGL|GLX|GLdispatch|OpenGL|GLESv2|drm)\.so.*|"
                       r"libxcb\.so.*|libxcb-dri.*|libwayland-(client|cursor|egl|server)\.so.*|"
                       r"lib(cups|gnutls|gssapi_krb5|krb5|k5crypto|krb5support|com_err|keyutils|avahi-[a-z-]+|"
                       r"nettle|hogweed|p11-kit|tasn1|idn2|unistring|gmp|ffi)\.so.*|"
                       r"lib(dbus-1|systemd|gcrypt|gpg-error|cap)\.so.*)$")


def check_self_contained(bundle: Path) -> list[str]:
    """Every shared library the bundle's binaries load comes from the bundle, except HOST_LIBS (Linux, ldd)."""
    inside = internal(bundle)
    elves = [executable(bundle)] + [p for p in inside.rglob("*.so*") if p.is_file() and not p.is_symlink()]
    env = dict(os.environ, LD_LIBRARY_PATH=str(inside))  # what PyInstaller's bootloader sets
    outside: dict[str, set[str]] = {}
    for elf in elves:
        r = subprocess.run(["ldd", str(elf)], env=env, capture_output=True, text=True)
        for line in r.stdout.splitlines():
            m = re.match(r"\s*(\S+)\s+=>\s+(not found|\S+)", line)
            if not m:
                continue
            name, where = m.groups()
            if where == "not found" or not Path(where).resolve().is_relative_to(bundle.resolve()):
                if not HOST_LIBS.match(name):
                    outside.setdefault(f"{name} ({where})", set()).add(elf.name)
    print(f"self-contained: {len(elves)} binaries checked with ldd; libraries from the system outside the "
          f"allowed base: {len(outside)}")
    return [f"{lib} is loaded from outside the bundle by {', '.join(sorted(users)[:4])}"
            for lib, users in sorted(outside.items())]


_WRITE_FLAGS = re.compile(r"O_WRONLY|O_RDWR|O_CREAT|O_TRUNC|O_APPEND")
_CALL = re.compile(r'^(?:\[pid\s+)?(\d+)\]?\s+(\w+)\((.*)\)\s+=\s+(-?\d+|\?)(.*)$')
_MUTATING = {"mkdir", "mkdirat", "unlink", "unlinkat", "rmdir", "rename", "renameat", "renameat2", "creat",
             "link", "linkat", "symlink", "symlinkat", "truncate", "chmod", "fchmodat", "utimensat", "setxattr"}


def parse_strace(log: str, bundle: Path) -> tuple[set[str], list[str]]:
    """(files opened for reading inside the bundle, changes attempted inside the bundle) from ``strace -f``."""
    root = str(bundle.resolve()) + os.sep
    reads, writes = set(), []
    for line in log.splitlines():
        m = _CALL.match(line.strip())
        if not m:
            continue
        _pid, call, args, result, _rest = m.groups()
        paths = re.findall(r'"((?:[^"\\]|\\.)*)"', args)
        inside = [p for p in paths if os.path.normpath(p).startswith(root)]
        if not inside:
            continue
        if call in ("open", "openat", "openat2"):
            if _WRITE_FLAGS.search(args):
                writes.append(line.strip())
            elif result not in ("?",) and int(result) >= 0:
                reads.add(os.path.normpath(inside[0])[len(root):])
        elif call in _MUTATING:
            writes.append(line.strip())
    return reads, writes


def check_run(bundle: Path, timeout: float, use_strace: bool) -> list[str]:
    problems = []
    exe = executable(bundle)
    before = files_of(bundle)
    with tempfile.TemporaryDirectory(prefix="kingdesk-home-") as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "KINGDESK_"))}
        # A demo or self-test party is kept (autosave, then history) only when KINGDESK_DATA_DIR
        # names the data folder: point it where platformdirs puts it on Linux, inside the temporary HOME.
        data = home / ".local" / "share" / "KingDesk"
        env.update(HOME=str(home), USERPROFILE=str(home), QT_QPA_PLATFORM="offscreen",
                   XDG_RUNTIME_DIR=str(Path(tmp) / "run"), KINGDESK_DATA_DIR=str(data))
        (Path(tmp) / "run").mkdir(mode=0o700)
        cmd = [str(exe), "--self-test", "--language", "tr", "--timeout", str(int(timeout))]
        log = Path(tmp) / "strace.log"
        if use_strace:
            cmd = ["strace", "-f", "-qq", "-s", "512", "-e", "trace=%file", "-o", str(log)] + cmd
        t0 = time.perf_counter()
        r = subprocess.run(cmd, cwd=tmp, env=env, capture_output=True, text=True, timeout=timeout + 60)
        took = time.perf_counter() - t0
        out = (r.stdout + r.stderr).strip().splitlines()
        verdict = [line for line in out if line.startswith("self-test:")]
        print(f"run: frozen self-test (Turkish, offscreen{', under strace' if use_strace else ''}) exit {r.returncode} "
              f"in {took:.1f} s: {verdict[-1] if verdict else '(no verdict)'}")
        if r.returncode != 0:
            problems.append(f"the frozen self-test exited {r.returncode}:\n" + "\n".join(out[-30:]))
        code_path = [line for line in out if line.startswith("self-test: code path:")]
        print(f"     {code_path[0] if code_path else 'self-test: code path: (not said)'}")
        # (a windowed Windows app may print nothing: then the self-test's exit status says it, see kingdesk/app.py)
        if verdict and code_path != ["self-test: code path: compiled"]:
            problems.append(f"the frozen app does not run the compiled modules: {code_path or 'it did not say'}")
        user_files = sorted(str(p.relative_to(home)) for p in home.rglob("*") if p.is_file())
        print(f"     files written for the user under the temporary HOME: {len(user_files)} "
              f"{user_files[:5] if user_files else ''}")
        history = data / "history.sqlite3"
        if not history.is_file() or not history.read_bytes().startswith(b"SQLite format 3\0"):
            problems.append(f"the finished party was not stored in the data folder's history ({history})")
        if use_strace:
            reads, writes = parse_strace(log.read_text(errors="replace"), bundle)
            for w in writes[:20]:
                problems.append(f"the frozen app changed its own folder: {w}")
            wanted = {
                "our Turkish translation": r"kingdesk/translations/kingdesk_tr\.qm$",
                "Qt's Turkish translation": r"translations/qtbase_tr\.qm$",
                "a card SVG": r"kingdesk/assets/cards/.*\.svg$",
                "the offscreen platform plugin": r"platforms/libqoffscreen\.so$",
            }
            for what, pattern in wanted.items():
                hits = sorted(p for p in reads if re.search(pattern, p.replace(os.sep, "/")))
                print(f"     read from the bundle: {what}: {hits[0] if hits else 'NOT READ'}"
                      f"{f' (+{len(hits) - 1} more)' if len(hits) > 1 else ''}")
                if not hits:
                    problems.append(f"the frozen app did not read {what} from its bundle")
            print(f"     changes attempted inside the bundle: {len(writes)}")
    after = files_of(bundle)
    changed = sorted(set(before) ^ set(after) | {k for k in before.keys() & after.keys() if before[k] != after[k]})
    for name in changed[:20]:
        problems.append(f"the bundle changed during the run: {name}")
    return problems


def check_x11(bundle: Path, timeout: float) -> list[str]:
    """The self-test once more on a real X server (Xvfb), through the xcb plugin and its bundled libraries."""
    with tempfile.TemporaryDirectory(prefix="kingdesk-home-") as tmp:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "KINGDESK_", "QT_QPA"))}
        env.update(HOME=tmp, QT_QPA_PLATFORM="xcb")
        cmd = ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", str(executable(bundle)), "--self-test",
               "--timeout", str(int(timeout))]
        t0 = time.perf_counter()
        r = subprocess.run(cmd, cwd=tmp, env=env, capture_output=True, text=True, timeout=timeout + 60)
        out = (r.stdout + r.stderr).strip().splitlines()
        verdict = [line for line in out if line.startswith("self-test:")]
        print(f"x11: frozen self-test on Xvfb (xcb plugin) exit {r.returncode} in {time.perf_counter() - t0:.1f} s: "
              f"{verdict[-1] if verdict else '(no verdict)'}")
        if r.returncode != 0:
            return [f"the frozen self-test on X11 exited {r.returncode}:\n" + "\n".join(out[-30:])]
    return []


def check_wayland(bundle: Path, timeout: float) -> list[str]:
    """The self-test once more on a Wayland compositor (headless Weston), through the wayland plugin."""
    with tempfile.TemporaryDirectory(prefix="kingdesk-wl-") as tmp:
        runtime = Path(tmp) / "run"
        runtime.mkdir(mode=0o700)
        env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "KINGDESK_", "QT_QPA", "WAYLAND_"))}
        env.update(HOME=tmp, XDG_RUNTIME_DIR=str(runtime))
        weston = subprocess.Popen(["weston", "--backend=headless-backend.so", "--socket=kingdesk-check",
                                   "--idle-time=0", "--width=1280", "--height=800"],
                                  env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        try:
            for _ in range(100):
                if (runtime / "kingdesk-check").exists() or weston.poll() is not None:
                    break
                time.sleep(0.1)
            if not (runtime / "kingdesk-check").exists():
                weston.kill()
                return [f"headless Weston did not start: {weston.communicate()[1][-2000:]}"]
            env.update(WAYLAND_DISPLAY="kingdesk-check", QT_QPA_PLATFORM="wayland")
            t0 = time.perf_counter()
            r = subprocess.run([str(executable(bundle)), "--self-test", "--timeout", str(int(timeout))], cwd=tmp,
                               env=env, capture_output=True, text=True, timeout=timeout + 60)
        finally:
            weston.terminate()
            try:
                weston.wait(timeout=10)
            except subprocess.TimeoutExpired:
                weston.kill()
                weston.wait()
        out = (r.stdout + r.stderr).strip().splitlines()
        verdict = [line for line in out if line.startswith("self-test:")]
        print(f"wayland: frozen self-test on headless Weston (wayland plugin) exit {r.returncode} in "
              f"{time.perf_counter() - t0:.1f} s: {verdict[-1] if verdict else '(no verdict)'}")
        if r.returncode != 0:
            return [f"the frozen self-test on Wayland exited {r.returncode}:\n" + "\n".join(out[-30:])]
    return []


def check_metadata() -> list[str]:
    problems = []
    linux = ROOT / "packaging" / "linux"
    for cmd in (["desktop-file-validate", str(linux / f"{APP_ID}.desktop")],
                ["appstreamcli", "validate", "--no-net", str(linux / f"{APP_ID}.metainfo.xml")]):
        if not shutil.which(cmd[0]):
            problems.append(f"{cmd[0]} is not installed (packaging/linux/build-deps.sh installs it)")
            continue
        r = subprocess.run(cmd, capture_output=True, text=True)
        print(f"metadata: {' '.join(cmd[:-1])} {Path(cmd[-1]).name}: exit {r.returncode}")
        if r.returncode != 0:
            problems.append(f"{cmd[0]} rejects {Path(cmd[-1]).name}:\n{r.stdout}{r.stderr}")
    return problems


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Check a one-folder KingDesk build.")
    p.add_argument("bundle", type=Path, help="dist/kingdesk (or dist/KingDesk.app)")
    p.add_argument("--budget-mb", type=float, default=115.0, help="size budget in MB (10^6 bytes)")
    p.add_argument("--timeout", type=float, default=600.0, help="seconds the self-test may take")
    p.add_argument("--skip-run", action="store_true", help="do not run the frozen app (cross-built bundles)")
    p.add_argument("--no-strace", action="store_true", help="run without strace (systems that forbid ptrace)")
    args = p.parse_args(argv)
    bundle = args.bundle.resolve()
    if not bundle.is_dir():
        print(f"check_bundle: {bundle} is not a folder", file=sys.stderr)
        return 1
    problems = check_size(bundle, args.budget_mb) + check_contents(bundle) + check_compiled(bundle)
    if LINUX:
        problems += check_self_contained(bundle)
    if not args.skip_run:
        use_strace = LINUX and not args.no_strace
        if use_strace and not shutil.which("strace"):
            problems.append("strace is not installed (packaging/linux/build-deps.sh installs it)")
            use_strace = False
        problems += check_run(bundle, args.timeout, use_strace)
        if LINUX:
            if shutil.which("xvfb-run"):
                problems += check_x11(bundle, args.timeout)
            else:
                problems.append("xvfb-run is not installed (packaging/linux/build-deps.sh installs it)")
            if shutil.which("weston"):
                problems += check_wayland(bundle, args.timeout)
            else:
                problems.append("weston is not installed (packaging/linux/build-deps.sh installs it)")
    if LINUX:
        problems += check_metadata()
    for problem in problems:
        print("check_bundle: FAILED:", problem, file=sys.stderr)
    print("check_bundle:", "ok" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())

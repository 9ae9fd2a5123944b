"""The bundle checker and the ICU trimmer, on small inputs (the real bundle is checked by packaging/linux/build.sh)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from _packaging_load import load

check = load("check_bundle.py", "kingdesk_check_bundle")
icu = load("linux/icu_trim.py", "kingdesk_icu_trim")

LINUX = sys.platform.startswith("linux")


def test_strace_parser_finds_reads_and_writes_inside_the_bundle(tmp_path):
    b = tmp_path / "dist" / "kingdesk"
    b.mkdir(parents=True)
    log = "\n".join([
        f'101 openat(AT_FDCWD, "{b}/_internal/kingdesk/translations/kingdesk_tr.qm", O_RDONLY|O_CLOEXEC) = 5',
        f'101 openat(AT_FDCWD, "{b}/_internal/missing.qm", O_RDONLY) = -1 ENOENT (No such file or directory)',
        f'[pid   102] openat(AT_FDCWD, "{b}/_internal/settings.ini", O_WRONLY|O_CREAT|O_TRUNC, 0666) = 7',
        f'101 mkdir("{b}/cache", 0777) = -1 EACCES (Permission denied)',
        f'101 openat(AT_FDCWD, "{tmp_path}/home/.local/share/KingDesk/x", O_WRONLY|O_CREAT, 0666) = 8',
        f'101 stat("{b}/_internal/kingdesk", {{st_mode=S_IFDIR|0755, st_size=4096, ...}}) = 0',
        f'101 openat(AT_FDCWD, "{b}-other/file", O_WRONLY|O_CREAT, 0666) = 9',
    ])
    reads, writes = check.parse_strace(log, b)
    assert reads == {"_internal/kingdesk/translations/kingdesk_tr.qm"}
    assert len(writes) == 2 and "settings.ini" in writes[0] and "mkdir" in writes[1]


def test_compiled_modules_must_be_in_the_bundle(tmp_path):
    from kingdesk.native import COMPILED_MODULES, SHARED_LIBRARY

    inside = tmp_path / "kingdesk" / "_internal"
    for name in COMPILED_MODULES:
        (inside / name.replace(".", "/")).parent.mkdir(parents=True, exist_ok=True)
        (inside / (name.replace(".", "/") + ".py")).write_text("")  # a source is not a compiled module
    problems = check.check_compiled(tmp_path / "kingdesk")
    assert len(problems) == len(COMPILED_MODULES) + 1
    for name in COMPILED_MODULES:
        (inside / (name.replace(".", "/") + ".cpython-311-x86_64-linux-gnu.so")).write_bytes(b"")
    assert [SHARED_LIBRARY in p for p in check.check_compiled(tmp_path / "kingdesk")] == [True]
    (inside / (SHARED_LIBRARY + ".cp311-win_amd64.pyd")).write_bytes(b"")
    assert check.check_compiled(tmp_path / "kingdesk") == []


def test_size_budget(tmp_path):
    (tmp_path / "big").write_bytes(b"\0" * 2_000_000)
    (tmp_path / "link").symlink_to(tmp_path / "big")
    assert check.check_size(tmp_path, 3) == []
    assert check.check_size(tmp_path, 1) and "over the 1 MB budget" in check.check_size(tmp_path, 1)[0]


def test_icu_items_kept():
    keep = icu._keep
    for item in ("root.res", "en.res", "en_GB.res", "es_419.res", "tr_TR.res", "coll/tr.res", "coll/root.res",
                 "supplementalData.res", "likelySubtags.res", "pool.res", "coll/pool.res", "cnvalias.icu",
                 "uts46.nrm", "brkitr/word.brk", "zone/es.res", "zoneinfo64.res", "ibm-5348_P100-1997.cnv"):
        assert keep(item, 1000), item
    for item in ("de.res", "ja_JP.res", "coll/zh.res", "brkitr/cjdict.dict", "translit/root.res", "zone/ru.res"):
        assert not keep(item, 1000), item
    assert not keep("gb18030.cnv", 232_816)


@pytest.mark.skipif(not LINUX, reason="PySide6 ships ICU only in its Linux wheels")
def test_icu_data_symbol_found():
    import PySide6

    lib = next((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    name, offset, size = icu._elf_symbol(lib.read_bytes(), b"icudt")
    data = lib.read_bytes()[offset:offset + size]
    assert name.startswith(b"icudt") and name.endswith(b"_dat")
    assert size > 1_000_000 and data[2:4] == b"\xda\x27"  # ICU data header magic


PROBE = r"""
from PySide6.QtCore import QCollator, QLocale
tr = QLocale("tr_TR")
print(tr.toUpper("istanbul ılık iğde"), tr.toLower("İSTANBUL IŞIK"), QLocale("es_ES").toUpper("niño"))
for loc in ("tr_TR", "es_ES", "en_US"):
    c = QCollator(QLocale(loc))
    print(loc, sorted(["çay", "cam", "ılık", "inci", "şeker", "sal", "ñu", "nube", "Ana", "ana"], key=c.sortKey))
print([l.split()[-1] for l in open("/proc/self/maps") if "libicudata" in l][:1])
"""


@pytest.mark.integration  # runs the whole program or system tools
@pytest.mark.skipif(not LINUX, reason="PySide6 ships ICU only in its Linux wheels")
def test_trimmed_icu_behaves_like_the_full_one_for_our_languages(tmp_path):
    import PySide6

    lib = next((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    small = icu.trim(lib, tmp_path)
    assert small.stat().st_size < lib.stat().st_size / 3

    def probe(preload: Path | None) -> list[str]:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        if preload:
            env["LD_PRELOAD"] = str(preload)
        out = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, check=True)
        return out.stdout.splitlines()

    full, trimmed = probe(None), probe(small)
    assert trimmed[0] == "İSTANBUL ILIK İĞDE istanbul ışık NIÑO"
    assert full[:-1] == trimmed[:-1]
    assert str(tmp_path) in trimmed[-1]  # the trimmed library was the one loaded

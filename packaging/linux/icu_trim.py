"""Shrink the ICU data library that PySide6's Linux wheels ship (libicudata.so.NN, ~30 MB).

Qt Core links ICU on Linux, and ICU's data library holds every locale of the world, every
legacy East Asian character set and the word-break dictionaries of Chinese, Japanese, Thai,
Lao, Khmer and Burmese. KingDesk speaks English, Spanish and Turkish, and Qt takes its own
locale data (numbers, dates, month names) from QLocale's built-in CLDR tables; ICU serves it
case mapping (Turkish dotted/dotless i, which lives in libicuuc's built-in properties),
collation, normalisation and legacy text codecs. This script keeps, of ICU's data:

* every item that is not locale data (properties, normalisation, converters' alias table,
  time-zone tables, plural rules, supplemental data, the shared string pools);
* the locale data of root, English, Spanish and Turkish in every tree (coll, curr, lang,
  region, zone, unit, rbnf, brkitr);
* break-iterator rules, but not the dictionaries (``*.dict``);
* single-byte converter tables (ISO 8859, Windows code pages, ...), not the multi-byte
  East Asian ones (over 64 KiB each);

and drops transliteration rules. The result is linked back into a shared library with the
same soname and the same exported ``icudtNN_dat`` symbol (GNU ``as``/``ld`` from binutils,
which PyInstaller needs on Linux anyway; ``icupkg`` from Debian's ``icu-devtools``).

    python packaging/linux/icu_trim.py SRC_LIBICUDATA OUT_DIR   -> prints the new library's path
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from kingdesk.languages import LANGUAGES as LANGS  # noqa: E402  (the one list of languages)
LOCALE = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]+)*\.res$")
MULTIBYTE_CNV = 64 * 1024


def _elf_symbol(data: bytes, prefix: bytes) -> tuple[bytes, int, int]:
    """(name, file offset, size) of the first dynamic symbol whose name starts with ``prefix`` (ELF64 LE)."""
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError("not a little-endian ELF64 library")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    for sh in sections:
        if sh[1] != 11:  # SHT_DYNSYM
            continue
        strtab = sections[sh[6]]
        for off in range(sh[4], sh[4] + sh[5], 24):
            st_name, _info, _other, st_shndx, st_value, st_size = struct.unpack_from("<IBBHQQ", data, off)
            end = data.index(b"\0", strtab[4] + st_name)
            name = data[strtab[4] + st_name:end]
            if name.startswith(prefix) and st_shndx:
                sec = sections[st_shndx]
                return name, st_value - sec[3] + sec[4], st_size
    raise ValueError("no ICU data symbol found")


def _keep(item: str, size: int) -> bool:
    tree, _, base = item.rpartition("/")
    if tree == "translit" or base.endswith(".dict"):
        return False
    if base.endswith(".cnv"):
        return size <= MULTIBYTE_CNV
    if LOCALE.match(base):
        return base.split("_")[0].split(".")[0] in LANGS
    return True


def trim(src: Path, out_dir: Path) -> Path:
    data = src.read_bytes()
    symbol, offset, size = _elf_symbol(data, b"icudt")
    icupkg = shutil.which("icupkg")
    if not icupkg:
        raise SystemExit("icu_trim: icupkg not found (Debian: apt-get install icu-devtools)")
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        t = Path(tmp)
        # icupkg takes the package name (icudt73l: version, little-endian) from the file name, and
        # reads a list of items only from a file whose name ends in .txt
        pkg = t / (symbol.decode().removesuffix("_dat") + "l.dat")
        pkg.write_bytes(data[offset:offset + size])
        items = subprocess.run([icupkg, "-l", str(pkg)], check=True, capture_output=True, text=True).stdout.split()
        (t / "items.txt").write_text("\n".join(items) + "\n")
        (t / "x").mkdir()
        subprocess.run([icupkg, "-x", str(t / "items.txt"), "-d", str(t / "x"), str(pkg)], check=True,
                       capture_output=True)
        drop = {i for i in items if not _keep(i, (t / "x" / i).stat().st_size)}
        small = t / "small" / pkg.name
        small.parent.mkdir()
        # Items that extend a dropped one (a converter built on a dropped table) go too. The
        # root break rules name the word dictionaries; without them ICU breaks Chinese, Thai,
        # ... text by rules alone, so that one dependency is deliberately left dangling.
        for _round in range(20):
            (t / "drop.txt").write_text("\n".join(sorted(drop)) + "\n")
            r = subprocess.run([icupkg, "-r", str(t / "drop.txt"), str(pkg), str(small)], capture_output=True,
                               text=True)
            if r.returncode == 0:
                break
            missing = re.findall(r"Item (\S+) depends on missing item (\S+)", r.stderr)
            more = {a for a, b in missing if not b.endswith(".dict")}
            if not missing:
                raise SystemExit(f"icu_trim: icupkg failed: {r.stderr}")
            if not more:
                subprocess.run([icupkg, "--ignore-deps", "-r", str(t / "drop.txt"), str(pkg), str(small)],
                               check=True, capture_output=True)
                break
            drop |= more
        else:
            raise SystemExit("icu_trim: could not close the dependencies of the dropped items")
        name = symbol.decode()
        (t / "icudata.s").write_text(
            "\t.section .rodata\n\t.globl {0}\n\t.type {0}, @object\n\t.balign 16\n{0}:\n"
            '\t.incbin "{1}"\n\t.size {0}, .-{0}\n\t.section .note.GNU-stack,"",@progbits\n'.format(
                name, small))
        subprocess.run(["as", "-o", str(t / "icudata.o"), str(t / "icudata.s")], check=True)
        out = out_dir / src.name
        subprocess.run(["ld", "-shared", "-soname", src.name, "-o", str(out), str(t / "icudata.o")], check=True)
        subprocess.run(["strip", "--strip-unneeded", str(out)], check=True)
    print(f"icu_trim: {src.name} {size / 2**20:.1f} MiB of data -> {out.stat().st_size / 2**20:.1f} MiB "
          f"({len(drop)} of {len(items)} items dropped)", file=sys.stderr)
    return out


if __name__ == "__main__":
    print(trim(Path(sys.argv[1]), Path(sys.argv[2])))

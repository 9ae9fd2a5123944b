"""Render KingDesk's application icon from ``kingdesk.svg`` into every format the installers need.

    python packaging/icons/make_icons.py            # rewrite the generated files next to this script
    python packaging/icons/make_icons.py --check    # exit 1 if a generated file is missing or stale

Writes, beside this script:

* ``hicolor/<N>x<N>/apps/<APP_ID>.png`` for the freedesktop icon theme (16 … 512) and
  ``hicolor/scalable/apps/<APP_ID>.svg`` (a copy of the source);
* ``kingdesk.ico`` for Windows (16 … 256, PNG-compressed entries, which Windows reads since Vista);
* ``kingdesk.icns`` for macOS (16 … 1024, ``icp4``/``icp5``/``ic07`` … ``ic14`` PNG entries).

Only Qt (QSvgRenderer into a QImage) and the standard library are used: the ICO and ICNS
containers are a few ``struct`` headers in front of PNG data. ``--check`` renders again and
compares pixels, so it holds on any machine with the same Qt.
"""

from __future__ import annotations

import argparse
import os
import shutil
import struct
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "kingdesk.svg"
APP_ID = "io.github.kingdesk.KingDesk"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element type -> pixel size (the @2x types are the doubled size of their point size)
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("ic11", 32), ("ic12", 64), ("ic07", 128), ("ic13", 256),
              ("ic08", 256), ("ic14", 512), ("ic09", 512), ("ic10", 1024))


def render(size: int) -> bytes:
    """The icon as PNG bytes, ``size`` pixels square, antialiased, transparent outside the shape."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: cannot read {SOURCE}")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buf, "PNG")
    buf.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """An ICO file: ICONDIR, one ICONDIRENTRY per size, then the PNG images."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        data = pngs[s]
        # width/height 0 means 256; no palette; 1 plane; 32 bits per pixel
        entries += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: 'icns' + length, then one (type, length, PNG) element per entry of ICNS_TYPES."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(pngs[s])) + pngs[s] for kind, s in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def outputs() -> dict[Path, bytes]:
    """Every generated file and its content."""
    sizes = sorted(set(HICOLOR_SIZES) | set(ICO_SIZES) | {s for _k, s in ICNS_TYPES})
    pngs = {s: render(s) for s in sizes}
    files = {HERE / "hicolor" / f"{s}x{s}" / "apps" / f"{APP_ID}.png": pngs[s] for s in HICOLOR_SIZES}
    files[HERE / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"] = SOURCE.read_bytes()
    files[HERE / "kingdesk.ico"] = ico({s: pngs[s] for s in ICO_SIZES})
    files[HERE / "kingdesk.icns"] = icns(pngs)
    return files


def _pixels(data: bytes) -> bytes:
    """Decoded RGBA pixels of a PNG (PNG bytes can differ between zlib versions for the same image)."""
    from PySide6.QtGui import QImage

    image = QImage.fromData(data, "PNG").convertToFormat(QImage.Format.Format_RGBA8888)
    return bytes(image.constBits())


def read_ico(data: bytes) -> dict[int, bytes]:
    """Pixel size -> PNG bytes of every entry of an ICO file written by :func:`ico`."""
    _reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    if kind != 1:
        raise ValueError("not an icon file")
    out = {}
    for i in range(count):
        w, _h, _c, _r, _planes, _bpp, size, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        out[w or 256] = data[offset:offset + size]
    return out


def read_icns(data: bytes) -> dict[str, bytes]:
    """Element type -> PNG bytes of every element of an ICNS file."""
    if data[:4] != b"icns" or struct.unpack_from(">I", data, 4)[0] != len(data):
        raise ValueError("not an icns file")
    out, pos = {}, 8
    while pos < len(data):
        kind, length = data[pos:pos + 4].decode("ascii"), struct.unpack_from(">I", data, pos + 4)[0]
        out[kind] = data[pos + 8:pos + length]
        pos += length
    return out


# Qt's raster engine picks SIMD paths by processor, so the same SVG can come out one step apart in
# a few antialiased edge pixels on another machine; a stale icon differs far more than that.
TOLERANCE = 2


def _alike(a: bytes, b: bytes) -> bool:
    """Two decoded images are the same picture: same size, no channel more than TOLERANCE apart."""
    return len(a) == len(b) and (a == b or max(abs(x - y) for x, y in zip(a, b)) <= TOLERANCE)


def same_content(path: Path, data: bytes) -> bool:
    """Same content, comparing decoded pixels (PNG bytes can differ between zlib versions)."""
    if not path.exists():
        return False
    old = path.read_bytes()
    if old == data:
        return True
    if path.suffix == ".png":
        return _alike(_pixels(old), _pixels(data))
    reader = {".ico": read_ico, ".icns": read_icns}.get(path.suffix)
    if reader is None:
        return False
    a, b = reader(old), reader(data)
    return a.keys() == b.keys() and all(_alike(_pixels(a[k]), _pixels(b[k])) for k in a)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--check", action="store_true", help="only report missing or stale files (exit 1)")
    args = p.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    stale = []
    for path, data in outputs().items():
        if args.check:
            if not same_content(path, data):
                stale.append(path)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.suffix == ".svg":
            shutil.copyfile(SOURCE, path)
        else:
            path.write_bytes(data)
        print(path.relative_to(HERE.parent.parent), len(data))
    for path in stale:
        print("make_icons: stale or missing:", path.relative_to(HERE.parent.parent), file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    raise SystemExit(main())

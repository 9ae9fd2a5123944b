"""The application icon: generated files match the SVG, and the ICO/ICNS containers are well formed."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtGui import QImage, QImageReader  # noqa: E402

from _packaging_load import PACKAGING, load  # noqa: E402

icons = load("icons/make_icons.py", "kingdesk_make_icons")


@pytest.fixture
def app(qapp):  # type: ignore[no-untyped-def]
    """pytest-qt's QApplication (a bare QGuiApplication here would break later widget tests)."""
    return qapp


def _size(png: bytes) -> tuple[int, int]:
    image = QImage.fromData(png, "PNG")
    assert not image.isNull()
    return image.width(), image.height()


def test_generated_icons_match_the_svg(app):  # type: ignore[no-untyped-def]
    assert icons.main(["--check"]) == 0


def test_hicolor_sizes(app):  # type: ignore[no-untyped-def]
    for s in icons.HICOLOR_SIZES:
        png = (PACKAGING / "icons" / "hicolor" / f"{s}x{s}" / "apps" / f"{icons.APP_ID}.png").read_bytes()
        assert _size(png) == (s, s)
    assert (PACKAGING / "icons" / "hicolor" / "scalable" / "apps" / f"{icons.APP_ID}.svg").read_bytes() \
        == icons.SOURCE.read_bytes()


def test_ico_container(app):  # type: ignore[no-untyped-def]
    data = (PACKAGING / "icons" / "kingdesk.ico").read_bytes()
    entries = icons.read_ico(data)
    assert sorted(entries) == sorted(icons.ICO_SIZES)
    for size, png in entries.items():
        assert _size(png) == (size, size)
    # Qt's own ICO reader (the format Windows and PyInstaller read) sees every image
    reader = QImageReader(str(PACKAGING / "icons" / "kingdesk.ico"))
    assert reader.imageCount() == len(icons.ICO_SIZES)


def test_icns_container(app):  # type: ignore[no-untyped-def]
    data = (PACKAGING / "icons" / "kingdesk.icns").read_bytes()
    entries = icons.read_icns(data)
    assert list(entries) == [kind for kind, _s in icons.ICNS_TYPES]
    for kind, size in icons.ICNS_TYPES:
        assert _size(entries[kind]) == (size, size), kind


def test_ico_writer_round_trip(app):  # type: ignore[no-untyped-def]
    pngs = {s: icons.render(s) for s in (16, 256)}
    assert icons.read_ico(icons.ico(pngs)) == pngs
    data = icons.icns({s: icons.render(s) for s in {s for _k, s in icons.ICNS_TYPES}})
    assert data[:4] == b"icns" and int.from_bytes(data[4:8], "big") == len(data)


def _png(image: QImage) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    raw = QByteArray()
    buf = QBuffer(raw)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buf, "PNG")
    return bytes(raw.data())


def test_check_tells_a_changed_icon_from_rasterizer_noise(app, tmp_path):  # type: ignore[no-untyped-def]
    """One step in a few edge pixels is the same picture; a recoloured icon is stale."""
    from PySide6.QtGui import QColor

    fresh = icons.render(48)
    image = QImage.fromData(fresh, "PNG").convertToFormat(QImage.Format.Format_RGBA8888)
    noisy, changed = image.copy(), image.copy()
    c = QColor(noisy.pixelColor(24, 24))
    noisy.setPixelColor(24, 24, QColor(min(c.red() + 1, 255), c.green(), c.blue(), c.alpha()))
    changed.fill(QColor(200, 30, 30, 255))
    for name, img, same in (("noisy.png", noisy, True), ("changed.png", changed, False)):
        path = tmp_path / name
        path.write_bytes(_png(img))
        assert icons.same_content(path, fresh) is same, name

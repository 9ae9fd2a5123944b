"""The deck is ours, complete, regenerable, and renders sharp at the size asked."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from PySide6.QtGui import QColor

from kingdesk.ui.theme import CardRenderer, cards_dir

ROOT = Path(__file__).resolve().parents[2]


def _generator():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("generate", ROOT / "assets" / "cards" / "generate.py")
    mod = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(mod)  # type: ignore[union-attr]
    return mod


def test_committed_svgs_are_what_the_generator_writes() -> None:
    files = _generator().all_files()
    assert len([f for f in files if f.startswith("standard/")]) == 52
    assert len([f for f in files if f.startswith("four-colour/")]) == 52
    assert len([f for f in files if f.startswith("backs/")]) >= 2
    root = ROOT / "kingdesk" / "assets" / "cards"
    assert cards_dir() == root
    for rel, text in files.items():
        assert (root / rel).read_text(encoding="utf-8") == text, f"{root / rel} is stale: run generate.py"
    assert sorted(p.relative_to(root).as_posix() for p in root.rglob("*.svg")) == sorted(files)


def test_one_copy_of_the_deck_in_the_repository() -> None:
    tops = [t for t in ROOT.iterdir() if t.is_dir() and not t.name.startswith(".") and t.name not in ("build", "dist")]
    copies = {p.parent.parent for top in tops for p in top.glob("**/standard/AS.svg")}
    assert copies == {ROOT / "kingdesk" / "assets" / "cards"}


def test_four_colour_deck_differs_in_diamonds_and_clubs() -> None:
    g = _generator()
    assert g.card_svg("7D", "standard") != g.card_svg("7D", "four-colour")
    assert g.card_svg("7S", "standard") == g.card_svg("7S", "four-colour").replace("four-colour", "standard")


def test_renderer_caches_per_size_and_pixel_ratio(qapp) -> None:  # type: ignore[no-untyped-def]
    assert (cards_dir() / "standard" / "AS.svg").is_file()
    r = CardRenderer()
    a = r.pixmap(12, 100, 140, 1.0)
    assert r.pixmap(12, 100, 140, 1.0) is a and r.renders == 1
    b = r.pixmap(12, 100, 140, 2.0)
    assert (b.width(), b.height()) == (200, 280) and b.devicePixelRatio() == 2.0 and r.renders == 2
    img = b.toImage()
    corner = QColor(img.pixel(100, 140))  # the centre of the ace of spades: the big black pip
    assert corner.lightness() < 80
    back = r.pixmap(None, 60, 84, 1.0).toImage()
    assert QColor(back.pixel(30, 20)).blue() > QColor(back.pixel(30, 20)).red()


def test_deferred_renderer_stands_in_then_delivers_the_exact_size(qtbot) -> None:  # type: ignore[no-untyped-def]
    r = CardRenderer(deferred=True)
    first = r.pixmap(40, 100, 140, 1.0)  # never rendered: at once, never blank
    assert (first.width(), first.height()) == (100, 140) and r.renders == 1
    stand_in = r.pixmap(40, 150, 210, 1.0)
    assert stand_in is first and r.rendering  # the old size stands in while the new one waits its turn
    assert r.renders == 1  # nothing rendered while the GUI thread is busy: only between event-loop turns
    with qtbot.waitSignal(r.updated, timeout=5000):
        pass
    exact = r.pixmap(40, 150, 210, 1.0)
    assert (exact.width(), exact.height()) == (150, 210) and r.renders == 2 and not r.rendering


def test_the_queue_is_worked_off_in_slices_between_event_loop_turns(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """53 faces at a new size: none rendered in the call that asks for them; with a budget of nothing, each
    slice renders one face and the queue still goes on by itself to the end."""
    from kingdesk.ui import theme

    r = CardRenderer(deferred=True)
    assert r.files.wait(10)  # the card files are read ahead (see the next test)
    r.pixmap(40, 100, 140, 1.0)
    r.prefetch(120, 168, 1.0)
    assert r.renders == 1 and r.rendering
    slices: list[int] = []
    render_slice = CardRenderer._render_slice

    def counted(self: CardRenderer) -> None:
        before = self.renders
        render_slice(self)
        if self is r:  # a window of an earlier test may still be rendering
            slices.append(self.renders - before)

    monkeypatch.setattr(CardRenderer, "_render_slice", counted)
    monkeypatch.setattr(theme, "SLICE_MS", 0.0)
    with qtbot.waitSignal(r.updated, timeout=5000):
        pass
    assert r.renders == 54 and not r.rendering
    assert slices == [1] * 53


RED_CARD = b'<svg xmlns="http://www.w3.org/2000/svg" width="240" height="336"><rect width="240" height="336" ' \
    b'fill="#ff0000"/></svg>'


def test_faces_are_rendered_from_files_read_ahead_and_the_gui_thread_never_waits_for_the_disk(
        qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Reading a card's file on the GUI thread waited 20-60 ms for a disk that had not cached it (issue 15):
    the queue waits for files still being read ahead, and renders what was read, not the file again."""
    import threading

    from kingdesk.ui import theme

    gate = threading.Event()
    on_gui_thread: list[str] = []

    def slow_disk(path):  # type: ignore[no-untyped-def]
        if threading.current_thread() is threading.main_thread():
            on_gui_thread.append(path.name)
        else:
            gate.wait(10)
        return RED_CARD

    monkeypatch.setattr(theme, "_read", slow_disk)
    r = CardRenderer(deferred=True)
    r.pixmap(40, 100, 140, 1.0)  # nothing to stand in for it: rendered at once, its file read there and then
    assert on_gui_thread == ["3C.svg"]
    r.prefetch(120, 168, 1.0)
    qtbot.wait(200)  # the disk is slow: the queue waits, and the GUI thread reads nothing
    assert r.renders == 1 and r.rendering and on_gui_thread == ["3C.svg"]
    gate.set()
    with qtbot.waitSignal(r.updated, timeout=5000):
        pass
    assert r.renders == 54 and not r.rendering and on_gui_thread == ["3C.svg"]
    assert r.files.read_on_demand == 1
    face = r.pixmap(0, 120, 168, 1.0).toImage()
    assert face.pixelColor(60, 84).name() == "#ff0000"  # what was read ahead, not the file on the disk


def test_a_deck_chosen_later_is_read_ahead_too(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import threading

    from kingdesk.ui import theme
    from kingdesk.ui.name_lists import BACKS, FACES

    on_gui_thread: list[str] = []

    def disk(path):  # type: ignore[no-untyped-def]
        if threading.current_thread() is threading.main_thread():
            on_gui_thread.append(f"{path.parent.name}/{path.name}")
        return RED_CARD

    monkeypatch.setattr(theme, "_read", disk)
    r = CardRenderer(deferred=True)
    r.set_style(faces=FACES[-1], back=BACKS[-1])
    assert r.files.wait(10)
    r.pixmap(5, 100, 140, 1.0)
    r.pixmap(None, 100, 140, 1.0)
    assert r.renders == 2 and on_gui_thread == []


def test_a_style_change_drops_what_was_queued_for_the_old_style(qtbot) -> None:  # type: ignore[no-untyped-def]
    r = CardRenderer(deferred=True)
    r.pixmap(40, 100, 140, 1.0)
    assert r.pixmap(40, 150, 210, 1.0).width() == 100  # stand-in; the exact size is queued
    r.set_style(faces="four-colour")
    assert not r.rendering
    with qtbot.assertNotEmitted(r.updated, wait=100):
        pass
    assert r.renders == 1
    r.set_style(faces="standard")
    assert r.pixmap(40, 150, 210, 1.0).width() == 100  # nothing was rendered for the dropped request
    r.render_queued()
    assert r.pixmap(40, 150, 210, 1.0).width() == 150 and r.renders == 2
    r.set_style(faces="four-colour")
    assert (r.pixmap(40, 200, 280, 1.0).width()) == 200  # a style never rendered is rendered at once

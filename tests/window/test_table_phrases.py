"""Game › Say to the table (issue 41): at a shared table (a real ``kingdesk-server`` on 127.0.0.1) the player says a
phrase from the menu, the table passes it to every seat and the window shows it in a bubble at the sayer's seat, in
the player's language; the menu rests as long as the table would refuse another, and is off at the window's own
table. Every wait is bounded."""

from __future__ import annotations

import tempfile
from typing import Any

import pytest

from kingdesk.net import protocol as p
from kingdesk.ui import i18n
from kingdesk.ui.i18n.phrases import EMOJI, phrase_text
from tests.net.test_commands import _command, _listening, _programs, _start


def _bubble_texts(window: Any) -> list[str]:
    return [b.text for b in window.scene._bubbles.values()]


@pytest.mark.integration
def test_a_phrase_said_from_the_menu_comes_back_from_the_table_as_a_bubble_at_the_sayer(make_window: Any, qtbot: Any,
                                                                                      qapp: Any) -> None:
    i18n.install_translators(qapp, "es")
    try:
        window = make_window()
        menu = window.say_menu
        window.refresh_actions()
        assert not menu.isEnabled()  # the window's own table: nobody to talk to
        with _programs() as procs, tempfile.TemporaryFile("w+") as err:
            address = _listening(_start(procs, _command("server_main", "--port", "0", "--people", "2"), err))
            window.join_table(address, "Ana", None)
            qtbot.waitUntil(lambda: window.joining.remote is not None and window.joining.remote.seat is not None,
                            timeout=30_000)
            window.refresh_actions()
            assert menu.isEnabled()
            menu.aboutToShow.emit()
            said = {a.objectName(): a for a in menu.actions()}
            assert set(said) == {f"say-{x}" for x in p.PHRASES}
            assert said["say-well-played"].text() == "¡Bien jugado!"  # in the player's language
            assert said["say-wow"].text() in (EMOJI["wow"], "¡Vaya!")  # the emoji, or its words without its font
            said["say-well-played"].trigger()
            assert not menu.isEnabled()  # resting: the table would refuse another now
            qtbot.waitUntil(lambda: "¡Bien jugado!" in _bubble_texts(window), timeout=10_000)
            assert window.scene.slot_of(window.joining.remote.seat) in window.scene._bubbles
            window.refresh_actions()
            assert not menu.isEnabled()
            qtbot.waitUntil(menu.isEnabled, timeout=int(p.SAY_EVERY_S * 1000) + 5_000)
            window.joining.leave()
            window.refresh_actions()
            assert not menu.isEnabled()
    finally:
        i18n.install_translators(qapp, "en")


def test_every_phrase_of_the_protocol_has_its_words(qapp: Any) -> None:
    for phrase in p.PHRASES:
        assert phrase_text(phrase) != phrase
    assert set(EMOJI) <= set(p.PHRASES)


def test_an_emoji_the_fonts_cannot_draw_gives_way_to_its_words(monkeypatch: Any, qapp: Any) -> None:
    """player-run-3 #12: without an emoji font the thumb was a 10-pixel symbol that said nothing: its words now."""
    from kingdesk.ui.i18n import phrases

    monkeypatch.setattr(phrases, "_drawable", lambda text: False)
    assert phrase_text("thumbs-up") == "Great!"
    i18n.install_translators(qapp, "es")
    try:
        assert phrase_text("sad") == "¡Oh, no!"
    finally:
        i18n.install_translators(qapp, "en")
    monkeypatch.setattr(phrases, "_drawable", lambda text: True)
    assert phrase_text("thumbs-up") == "👍"


def test_an_emoji_is_drawn_bigger_than_words(monkeypatch: Any, qapp: Any) -> None:
    """The emoji in a bubble and in the Say menu, bigger than a phrase's letters (they read at 10 pixels)."""
    from kingdesk.ui.i18n import phrases
    from kingdesk.ui.say_menu import SayMenu
    from kingdesk.ui.table.plates import Bubble

    from PySide6.QtCore import QPointF

    monkeypatch.setattr(phrases, "_drawable", lambda text: True)
    word, thumb = Bubble("Hello!", QPointF(), 16), Bubble("👍", QPointF(), 16)
    assert word.font.pixelSize() == 16 and thumb.font.pixelSize() >= 28
    menu = SayMenu(lambda _p: True)
    menu.aboutToShow.emit()
    sizes = {a.objectName(): a.font().pointSizeF() for a in menu.actions()}
    assert sizes["say-thumbs-up"] >= 1.5 * sizes["say-hello"], sizes

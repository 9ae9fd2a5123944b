"""Game › Say: the table phrases and emoji a player says at a shared table (:data:`kingdesk.net.protocol.PHRASES`),
worded in the player's language (:mod:`.i18n.phrases`). The menu is filled when it opens, so that it always speaks
the language of the moment; after a phrase it rests as long as the table would refuse another
(:data:`~kingdesk.net.protocol.SAY_EVERY_S`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMenu, QWidget

from .i18n import tr


class SayMenu(QMenu):
    def __init__(self, say: Callable[[str], bool], parent: QWidget | None = None):
        """``say(phrase)`` sends it to the table, ``False`` when not seated at one."""
        super().__init__(parent)
        self.setObjectName("say-menu")
        self._say = say
        self._at_table = False
        self._resting = QTimer(self)
        self._resting.setSingleShot(True)
        self._resting.timeout.connect(lambda: self.setEnabled(self._at_table))
        self.setEnabled(False)
        self.aboutToShow.connect(self._fill)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(tr("&Say to the table"))

    def set_at_table(self, at_table: bool) -> None:
        """Whether this window sits at a shared table (the menu is off elsewhere, and while it rests)."""
        self._at_table = at_table
        self.setEnabled(at_table and not self._resting.isActive())

    def _fill(self) -> None:
        from kingdesk.net.protocol import PHRASES, SAY_EVERY_S

        from .i18n.phrases import EMOJI_SCALE, is_emoji, phrase_text

        self.clear()
        for phrase in PHRASES:
            act = self.addAction(phrase_text(phrase))
            act.setObjectName(f"say-{phrase}")
            if is_emoji(act.text()):  # a glyph the size of a letter did not read
                font = self.font()
                font.setPointSizeF(font.pointSizeF() * EMOJI_SCALE)
                act.setFont(font)
            act.triggered.connect(lambda _checked=False, ph=phrase: self.say(ph, SAY_EVERY_S))

    def say(self, phrase: str, rest_s: float) -> None:
        if self._say(phrase):
            self.setEnabled(False)
            self._resting.start(int(rest_s * 1000))


__all__ = ["SayMenu"]

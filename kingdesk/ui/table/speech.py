"""What the table says to screen readers: accessible names of cards and plates, and spoken events.

The cards and plates are graphics items, which Qt's accessibility tree does not
see; the table view stands for them. :func:`card_label` and :func:`plate_label`
give each its name ("Queen of spades, playable"); the view carries the focused
card's name as its accessible description and announces the table's events
(a card played, a trick won, the player's turn) with
:class:`QAccessibleAnnouncementEvent`, which screen readers speak as a live
region. :class:`Announcer` keeps the last announcements for tests and for
anyone who wants to read them back.
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QRect, Qt, Signal
from PySide6.QtWidgets import QWidget

from .. import i18n

translate = QCoreApplication.translate


def capitalised(text: str) -> str:
    """The first letter in upper case, the locale's way (Turkish i -> İ)."""
    return QLocale().toUpper(text[:1]) + text[1:] if text else text


def card_label(card: int, playable: bool | None, reason: str = "", face_up: bool = True) -> str:
    """A card's accessible name: "Queen of spades, playable" / "..., not playable: you must follow suit"."""
    if not face_up:
        return translate("Table", "Face-down card")
    name = capitalised(i18n.card_name(card))
    if playable:
        return translate("Table", "%1, playable").replace("%1", name)
    if playable is False:
        return translate("Table", "%1, not playable: %2").replace("%1", name).replace("%2", reason)
    return name


def trick_card_label(card: int, player: str, you: bool = False) -> str:
    if you:
        return translate("Table", "%1, played by you").replace("%1", capitalised(i18n.card_name(card)))
    return translate("Table", "%1, played by %2").replace("%1", capitalised(i18n.card_name(card))).replace(
        "%2", player)


def plate_label(name: str, roles: str, detail: str, active: bool, you: bool = False) -> str:
    """A name plate read aloud: name, roles this deal, tricks and score, and whether it is that player's turn.

    ``you``: the human's own plate, where the turn is "your turn", not "his turn".
    """
    parts = [p for p in (name, roles, detail) if p]
    if active and you:
        parts.append(translate("Table", "your turn", "read aloud on the human's own name plate"))
    elif active:
        parts.append(translate("Table", "to play"))
    return ", ".join(parts)


def played_text(player: str, card: int, you: bool = False) -> str:
    """What was played, in the second person when ``you`` (the human's seat): "You play the queen of spades."."""
    if you:
        return translate("Table", "You play the %1.").replace("%1", i18n.card_name(card))
    return translate("Table", "%1 plays the %2.").replace("%1", player).replace("%2", i18n.card_name(card))


def trick_won_text(player: str, you: bool = False) -> str:
    if you:
        return translate("Table", "You win the trick.")
    return translate("Table", "%1 wins the trick.").replace("%1", player)


class Announcer(QObject):
    """Speaks the table's events through ``widget`` and keeps the last ones (:attr:`history`)."""

    spoken = Signal(str)

    def __init__(self, widget: QWidget, keep: int = 50):
        super().__init__(widget)
        self.widget = widget
        self.history: deque[str] = deque(maxlen=keep)

    @staticmethod
    def make_ready() -> None:
        """Have the bindings build ``QAccessible``'s enumerations (some 200 events and roles, 2-3 ms), a step of
        its own once the window is on the screen: not with the table's first frame, which says nothing yet, nor
        in the handler of the party's first card, which must stay under a frame."""
        from PySide6.QtGui import QAccessible

        QAccessible.AnnouncementPoliteness.Assertive  # noqa: B018 (built at the first use)
        QAccessible.Event.DescriptionChanged  # noqa: B018

    def announce(self, text: str, assertive: bool = False) -> None:
        if not text:
            return
        from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent  # see make_ready

        self.history.append(text)
        event = QAccessibleAnnouncementEvent(self.widget, text)
        if assertive:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)
        self.spoken.emit(text)

    def describe(self, text: str) -> None:
        """The widget's accessible description (the focused card), and tell screen readers it changed."""
        if self.widget.accessibleDescription() != text:
            from PySide6.QtGui import QAccessible, QAccessibleEvent

            self.widget.setAccessibleDescription(text)
            QAccessible.updateAccessibility(QAccessibleEvent(self.widget, QAccessible.Event.DescriptionChanged))


class AccessibleSpots(QObject):
    """Invisible, click-through child widgets of the view laid over the plates and cards, one per thing a
    screen reader should find, named as :func:`card_label` and :func:`plate_label` say.

    Graphics items are not in Qt's accessibility tree; these stand-ins are, with the right place on the
    screen, so a screen reader can walk the table: the four plates, the cards on the table, the hand.
    """

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.parent_widget = parent
        self.pool: list[QWidget] = []

    def show(self, spots: list[tuple[str, QRect]]) -> None:
        while len(self.pool) < len(spots):
            w = QWidget(self.parent_widget)
            w.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            # never painted: moving a see-through child repaints the view under its old and new place, which
            # would make every step a repaint of most of the table
            w.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
            w.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.pool.append(w)
        for w, (name, rect) in zip(self.pool, spots):
            w.setGeometry(rect)
            if w.accessibleName() != name:
                w.setAccessibleName(name)
            w.setVisible(True)
        for w in self.pool[len(spots):]:
            w.setVisible(False)

    def names(self) -> list[str]:
        return [w.accessibleName() for w in self.pool if w.isVisibleTo(self.parent_widget)]

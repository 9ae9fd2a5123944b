"""The way back to a decision whose dialog the player closed.

Escape or the window's close button on a decision dialog only hides it (the
player may want to look at the table first); the decision stays pending, and this
button, over the middle of the table, names it and reopens the same dialog. It
takes the keyboard focus, so Enter or Space reopens the dialog too; when it goes, the
focus goes back to the table it stands over (hidden with the focus, Qt would hand the
focus to the next widget of the window, the score sheet's buttons, and the window gives
it back there once the dialog closes).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import QPushButton, QWidget


class DecisionPrompt(QPushButton):
    """A button over ``over`` (the table view), kept in its middle as it is resized."""

    def __init__(self, over: QWidget):
        super().__init__(over)
        self.setObjectName("decision-prompt")
        self._over = over
        f = QFont(self.font())
        f.setPointSizeF(f.pointSizeF() * 1.2)
        f.setBold(True)
        self.setFont(f)
        self.setStyleSheet("QPushButton#decision-prompt { padding: 10px 22px; }")
        over.installEventFilter(self)
        self.hide()

    def show_for(self, title: str) -> None:
        """Show the button with ``title`` (the decision's heading) and give it the focus."""
        self.setText(title if title.endswith("?") else title + "…")
        self.setAccessibleName(title)
        self.adjustSize()
        self._place()
        self.show()
        self.raise_()
        self.window().activateWindow()
        self.setFocus()

    def withdraw(self) -> None:
        """Hide the button; the keyboard goes back to the table (``over``) if the button had it."""
        if self.hasFocus():
            self._over.setFocus()
        self.hide()

    def _place(self) -> None:
        r = self._over.rect()
        self.move(r.center().x() - self.width() // 2, r.center().y() - self.height() // 2)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):  # a plain button outside a dialog ignores Enter
            self.click()
            return
        super().keyPressEvent(event)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self._over and event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return super().eventFilter(obj, event)

"""The window's yes-or-no questions: one helper asks each, window-modal (``open()``, never a nested event loop),
with named buttons that tests and a screen reader find, Escape giving the safe answer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from PySide6.QtWidgets import QMessageBox, QWidget


class Answer(NamedTuple):
    text: str
    """The button's text, already translated (``tr()`` with a literal at the caller, for lupdate)."""
    name: str
    """The button's object name."""
    role: QMessageBox.ButtonRole


def ask(parent: QWidget, name: str, title: str, text: str, yes: Answer, no: Answer, then: Callable[[], Any],
        otherwise: Callable[[], Any] | None = None, default_yes: bool = False) -> QMessageBox:
    """Ask ``text``: ``then`` runs when the player chose ``yes``, ``otherwise`` (if any) when they did not (``no``,
    Escape, the window's close button). ``no`` is the default unless ``default_yes``."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName(name)
    yes_button = box.addButton(yes.text, yes.role)
    yes_button.setObjectName(yes.name)
    no_button = box.addButton(no.text, no.role)
    no_button.setObjectName(no.name)
    box.setDefaultButton(yes_button if default_yes else no_button)
    box.setEscapeButton(no_button)

    def answered(_result: int) -> None:
        if box.clickedButton() is yes_button:
            then()
        elif otherwise is not None:
            otherwise()

    box.finished.connect(answered)
    box.open()
    return box

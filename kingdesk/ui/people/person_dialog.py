"""A person's card: name, colour, picture, languages and the computer level they like (new or changed)."""

from __future__ import annotations

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QWidget,
)

from kingdesk.languages import ENDONYMS, LANGUAGES
from kingdesk.storage.book import Book, NameTaken
from kingdesk.storage.people import COLOURS, PICTURES, Person

from ..i18n import tr
from ..name_lists import LEVEL_TEXT
from ..settings.model import NAME_MAX
from .picker import avatar
from .texts import COLOUR_TEXT, PICTURE_TEXT


class PersonDialog(QDialog):
    """New person (``person`` is ``None``) or a person's card; OK stores it in the book, refusing a name taken."""

    def __init__(self, book: Book, person: Person | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("person-dialog")
        self.setWindowTitle(tr("New person") if person is None else tr("Person"))
        self.book = book
        self.person = person
        self.saved: int | None = None
        """The person's id once OK stored it."""
        form = QFormLayout(self)
        self.name = QLineEdit(person.name if person is not None else "")
        self.name.setObjectName("person-name")
        self.name.setMaxLength(NAME_MAX)
        form.addRow(tr("Name"), self.name)
        self.colour = QComboBox()
        self.colour.setObjectName("person-colour")
        self.picture = QComboBox()
        self.picture.setObjectName("person-picture")
        for c in COLOURS:
            self.colour.addItem(COLOUR_TEXT[c](), c)
        for p in PICTURES:
            self.picture.addItem(PICTURE_TEXT[p](), p)
        if person is not None:
            self.colour.setCurrentIndex(COLOURS.index(person.colour))
            self.picture.setCurrentIndex(PICTURES.index(person.picture))
        self.colour.currentIndexChanged.connect(self._icons)
        self.picture.currentIndexChanged.connect(self._icons)
        self.name.textChanged.connect(self._icons)
        self.badge = QLabel()
        looks = QHBoxLayout()
        looks.addWidget(self.badge)
        looks.addWidget(self.colour, 1)
        looks.addWidget(self.picture, 1)
        form.addRow(tr("Colour and picture"), looks)
        langs = QHBoxLayout()
        self.languages: dict[str, QCheckBox] = {}
        for code in LANGUAGES:
            check = QCheckBox(ENDONYMS[code])
            check.setObjectName(f"person-language-{code}")
            check.setChecked(person is not None and code in person.languages)
            self.languages[code] = check
            langs.addWidget(check)
        langs.addStretch(1)
        form.addRow(tr("Languages"), langs)
        self.level = QComboBox()
        self.level.setObjectName("person-level")
        self.level.addItem(tr("No preference"), None)
        for key, text in LEVEL_TEXT.items():
            self.level.addItem(text(), key)
        if person is not None and person.level in LEVEL_TEXT:
            self.level.setCurrentIndex(1 + list(LEVEL_TEXT).index(person.level))
        form.addRow(tr("Likes to play against"), self.level)
        self.problem = QLabel()
        self.problem.setObjectName("person-problem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        form.addRow(self.problem)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        box.button(QDialogButtonBox.StandardButton.Ok).setObjectName("ok")
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        form.addRow(box)
        if person is not None and person.computer is not None:  # a computer player's name is its level's
            self.name.setEnabled(False)
        self._icons()

    def _look(self) -> Person:
        return Person(0, self.name.text().strip() or "?", self.colour.currentData(), self.picture.currentData())

    def _icons(self) -> None:
        look = self._look()
        self.badge.setPixmap(avatar(look, 28))
        for i, c in enumerate(COLOURS):
            self.colour.setItemIcon(i, QIcon(avatar(Person(0, look.name, c, look.picture), 16)))
        for i, p in enumerate(PICTURES):
            self.picture.setItemIcon(i, QIcon(avatar(Person(0, look.name, look.colour, p), 16)))

    def accept(self) -> None:
        name = self.name.text().strip()
        langs = [code for code, box in self.languages.items() if box.isChecked()]
        try:
            if self.person is None:
                self.saved = self.book.add_person(name, self.colour.currentData(), self.picture.currentData(), langs,
                                                  self.level.currentData())
            else:
                if self.person.computer is None:
                    self.book.rename(self.person.id, name)
                self.book.update(self.person.id, self.colour.currentData(), self.picture.currentData(), langs,
                                 self.level.currentData())
                self.saved = self.person.id
        except NameTaken:
            self._refuse(tr("Someone on this computer is already called %1.").replace("%1", name))
            return
        except ValueError:
            self._refuse(tr("Write the person's name."))
            return
        if self.book.history.read_only:
            self._refuse(tr("The history cannot be written: the person is not kept."))
            return
        super().accept()

    def _refuse(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.show()
        self.name.setFocus()


__all__ = ["PersonDialog"]

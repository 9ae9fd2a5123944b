"""Game records on disk, for the lifecycle: File › Open (an unfinished game is played on after the question,
a finished one shows its sheet, a party played with real cards opens its score dialog), a record given on the
command line (the unfinished autosave is asked about first), the question when a record cannot be opened, and
File › Save (the party's owner writes the record; the file dialogs open in the folder last used for records).

Everything that touches the party on the table goes through :class:`.lifecycle.Lifecycle`, which owns this.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton

from kingdesk.engine.counted import CountedGame
from kingdesk.record.errors import RecordError
from kingdesk.record.io import Loaded, read_record
from kingdesk.storage.autosave import Quarantined, Resume

from . import i18n
from .history.file_texts import import_error_text, quarantine_text
from .i18n import tr

if TYPE_CHECKING:  # the messages when first used: not before the first paint
    from kingdesk.session import messages as m

    from .lifecycle import Lifecycle

RECORDS_FOLDER_KEY = "folders/records"
"""The window setting of the folder last used to save or open a game record."""


class RecordFiles(QObject):
    """The records ``lifecycle`` opens and saves (see the module); a child of it, on the GUI thread."""

    def __init__(self, lifecycle: Lifecycle):
        super().__init__(lifecycle)
        self.lifecycle = lifecycle
        lifecycle.controller.saved.connect(self._record_saved)
        self._saving: set[Path] = set()
        """The records asked with File › Save and not written yet (the controller reports every record)."""

    def open_record(self, path: str | None = None) -> Loaded | None:
        """Open a record: an unfinished game is played on (after the question), a finished one shows its sheet."""
        from kingdesk.session.tally import CountedParty

        lc = self.lifecycle
        if path is None:
            path = self._ask_file("open", tr("Open game record"), tr("KingDesk game records (*.json);;All files (*)"))
            if not path:
                return None
        try:
            loaded = read_record(path)
        except RecordError as err:
            self._cannot_open(path, err)
            return None
        if isinstance(loaded.game, CountedGame) and not loaded.game.is_over:
            lc.open_tally(CountedParty(loaded.game, lc.names_of(loaded), lc.shelf, lc.history))
            return loaded
        if loaded.game.is_over:
            from .history.window import PastSheetDialog, _summary_of

            dlg = PastSheetDialog(loaded, _summary_of(loaded), lc.parent_widget)
            dlg.replay_at.connect(lc.replay_at)
            dlg.open()
            lc.dialog = dlg
        else:
            lc.replace(lambda: lc.resume(loaded.game, loaded.players))
        return loaded

    def open_at_start(self, path: str) -> None:
        """A record given on the command line: the unfinished autosave, if any, is asked about first."""
        lc = self.lifecycle
        problems = lc.stored_problems()
        found = lc.autosave.load()
        if isinstance(found, Quarantined):
            problems.append(quarantine_text(found))
        if problems:
            lc.inform("\n\n".join(problems), warning=True)
        if isinstance(found, Resume) and found.finished:
            lc.continue_from(found, lambda: None, False, None)  # into the history
            found = None
        interrupted = found if isinstance(found, Resume) else None
        try:
            loaded = read_record(path)
        except RecordError as err:
            self._cannot_open(path, err, interrupted)
            return
        if loaded.game.is_over:  # its score sheet; the table starts as usual behind it
            self.open_record(path)
            lc.continue_from(interrupted, lc.window.new_game_dialog, False, None)
            return
        if interrupted is None:
            lc.resume(loaded.game, loaded.players)
            return
        lc.replace(lambda: lc.resume(loaded.game, loaded.players),
                   on_cancel=lambda: lc.ask_resume(interrupted), pending=interrupted.game)

    def _cannot_open(self, path: str, err: RecordError, interrupted: Resume | None = None) -> None:
        """The record is refused; with nothing on the table the player is offered the next step."""
        lc = self.lifecycle
        text = tr("%1 cannot be opened.").replace("%1", Path(path).name) + "\n\n" + import_error_text(err)
        if lc.controller.shown is not None:
            lc.inform(text, warning=True)
            return
        box = QMessageBox(QMessageBox.Icon.Warning, tr("KingDesk"), text, QMessageBox.StandardButton.NoButton,
                          lc.parent_widget)
        box.setObjectName("cannot-open")
        new = box.addButton(tr("New game…"), QMessageBox.ButtonRole.AcceptRole)
        new.setObjectName("new-game")
        resume: QPushButton | None = None
        kept: QPushButton | None = None
        if interrupted is not None:
            resume = box.addButton(tr("Resume the interrupted game"), QMessageBox.ButtonRole.ActionRole)
            resume.setObjectName("resume")
        if lc.shelf.entries():
            kept = box.addButton(tr("Unfinished games…"), QMessageBox.ButtonRole.ActionRole)
            kept.setObjectName("unfinished")
        default = resume or new
        box.setDefaultButton(default)
        box.setEscapeButton(default)

        def answered(_r: int) -> None:
            clicked = box.clickedButton()
            if resume is not None and clicked is resume and interrupted is not None:
                lc.resume(interrupted.game, interrupted.players)
            elif kept is not None and clicked is kept:
                lc.show_unfinished()
            elif clicked is new and interrupted is not None:  # the interrupted game is kept once the new one starts
                dlg = lc.window.new_game_dialog(then_start=lc.aside_then_start,
                                                on_cancel=lambda: self._cannot_open(path, err, interrupted))
                lc.dialog = dlg
            else:
                lc.window.new_game_dialog()

        box.finished.connect(answered)
        lc.dialog = box
        box.open()

    def save_record(self, path: str | None = None) -> str | None:
        """Ask where (unless ``path``), then have the party's owner write the record there; :attr:`saved` tells
        when it is written (the owner holds the whole party: the table sees only what the player may)."""
        from kingdesk.session import messages as m

        lc = self.lifecycle
        if lc.controller.shown is None:
            lc.inform(tr("There is no game to save yet."))
            return None
        if path is None:
            path = self._ask_file("save", tr("Save game record"), tr("KingDesk game records (*.json)"),
                                  tr("kingdesk-game", "the file name offered for a saved game record, no spaces")
                                  + ".king.json")
            if not path:
                return None
        self._saving.add(Path(path))
        lc.controller.send(m.SaveRecord(Path(path)))
        return path

    def _record_saved(self, saved: m.Saved) -> None:
        lc = self.lifecycle
        if saved.path is not None and saved.path not in self._saving:
            return  # another part of the window asked for it (Help › Report a problem…)
        if saved.path is None:  # the owner had no party: no save of ours is still on its way
            self._saving.clear()
        else:
            self._saving.discard(saved.path)
        if saved.error is not None:
            lc.inform(tr("The record cannot be saved: %1").replace("%1", i18n.os_error_text(saved.error)),
                      warning=True)
        elif saved.path is None:
            lc.inform(tr("There is no game to save yet."))
        else:
            lc.window.statusBar().showMessage(tr("Game record saved: %1").replace("%1", saved.path.name), 5000)
            lc.saved.emit(saved.path)

    def _ask_file(self, kind: str, title: str, filters: str, name: str = "") -> str:
        """A file dialog (``kind``: "save" or "open") that opens in the folder last used for records, by either,
        and remembers the new one: Open went to the home folder just after a save elsewhere (player-run-2)."""
        lc = self.lifecycle
        key = RECORDS_FOLDER_KEY
        folder = str(lc.window.settings.value(key, "") or "")
        if not folder or not Path(folder).is_dir():
            folder = str(Path.home())
        start = str(Path(folder) / name) if name else folder
        if kind == "save":
            path, _f = QFileDialog.getSaveFileName(lc.parent_widget, title, start, filters)
        else:
            path, _f = QFileDialog.getOpenFileName(lc.parent_widget, title, start, filters)
        if path:
            lc.window.settings.setValue(key, str(Path(path).parent))
        return path


__all__ = ["RecordFiles", "RECORDS_FOLDER_KEY"]

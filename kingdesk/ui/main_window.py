"""The main window: the table in the middle, the score sheet docked at the side, menus.

The window owns the scene, the view and the controller; it opens the dialogs the
controller asks for (a human decision, the end of a deal, the end of the party)
and turns menu actions (New Game, Undo, Hint, Last trick, speed, reduced motion,
auto-play, deck style) into controller and scene calls. In demo mode every seat
is a computer player and nothing waits for a click.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from . import i18n
from .controller import Controller, GameConfig
from .dialogs import placement
from .table import timings as T
from .table.scene import TableScene
from .table.view import TableView
from .theme import CardRenderer
from .i18n import tr

if TYPE_CHECKING:
    from kingdesk.engine.game import Decision, Game

    from .dialogs import LastTrickDialog, NewGameDialog


class MainWindow(QMainWindow):
    party_finished = Signal(object, object)
    first_paint = Signal()

    def __init__(self, demo: bool = False, speed: str | None = None, settings: QSettings | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("kingdesk-main")
        self.setWindowTitle("KingDesk")
        self.settings = settings if settings is not None else QSettings("KingDesk", "KingDesk")
        self.demo = demo
        s = self.settings
        self.renderer = CardRenderer(str(s.value("faces", "standard")), str(s.value("back", "blue")), threaded=True)
        timings = T.Timings(speed or str(s.value("speed", "normal")), _bool(s.value("reduced_motion", False)))
        if timings.speed not in T.SPEEDS:
            timings.speed = "normal"
        self.scene = TableScene(self.renderer, timings, self)
        self.renderer.updated.connect(self.scene.update)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        from .dialogs.pending import DecisionPrompt

        self.prompt = DecisionPrompt(self.view)
        """Shown over the table when the player closed a pending decision's dialog; reopens it."""
        self.prompt.clicked.connect(self.reopen_decision)
        from .sale_panel import SalePanel

        self.sale_panel = SalePanel(self.view)
        """The Spanish sale's offers and passes, over the table until the trump is named."""
        self.controller = Controller(self.scene, self)
        self.controller.auto_play_single = _bool(s.value("auto_play", False))
        self.controller.stop_after_deals = not demo
        self.controller.human_decision.connect(self._ask_human)
        self.controller.deal_finished.connect(self._deal_finished)
        self.controller.party_finished.connect(self._party_finished)
        self.controller.state_changed.connect(self._refresh_actions)
        self.controller.state_changed.connect(self._follow_sale)
        self.controller.hint_ready.connect(self._show_hint)
        self.controller.failed.connect(self._failed)
        self.dialog: Any = None
        self._hint_message = ""
        """The hint shown in the status bar, taken away once its decision is made."""
        """The dialog currently open (decision, summary, result), for tests and for closing on New Game."""
        self.score_dock: Any = None
        self._score_key: Any = None
        self._make_menus()
        # the score sheet (and its printing support) is built right after the first paint of the table
        self.first_paint.connect(lambda: QTimer.singleShot(0, self._make_score_dock))
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        w, h = 1440, 900
        if screen is not None and screen.width() > 0:
            w, h = min(w, int(screen.width() * 0.95)), min(h, int(screen.height() * 0.92))
        self.resize(w, h)
        self._painted = False
        self.view.viewport().installEventFilter(self)

    # ------------------------------------------------------------------ setup
    def _make_score_dock(self) -> None:
        """The score sheet, docked at the right, when the score-sheet package provides it."""
        if self.score_dock is not None:
            return
        try:
            from .scoresheet import ScoreDock  # type: ignore[attr-defined]
        except ImportError:
            return
        self.score_dock = ScoreDock(self, self.settings)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
        self.view_menu.addAction(self.score_dock.toggleViewAction())
        self.view_menu.addAction(self.score_dock.act_fold)
        self.view_menu.addAction(self.score_dock.act_full)
        self._score_key = None
        self._refresh_actions()

    def _make_menus(self) -> None:
        """Game, View (the score sheet) and Help; the File menu (with the one Settings… entry) is added by
        the part of the window that keeps the games. Texts are set in :meth:`retranslate_menus`."""
        bar = self.menuBar()
        game = bar.addMenu("")
        game.setObjectName("game-menu")
        self.game_menu = game
        self.act_new = game.addAction("", self.new_game_dialog)
        self.act_new.setShortcut(QKeySequence.StandardKey.New)
        self.act_undo = game.addAction("", self.undo)
        self.act_undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.act_hint = game.addAction("", self.hint)
        self.act_hint.setShortcut(QKeySequence("H"))
        self.act_last = game.addAction("", self.show_last_trick)
        self.act_last.setShortcut(QKeySequence("L"))
        game.addSeparator()
        self.act_quit = game.addAction("", self.close)
        self.act_quit.setShortcut(QKeySequence.StandardKey.Quit)
        self.view_menu = bar.addMenu("")
        """The score sheet's entries (added with the sheet)."""
        self.view_menu.setObjectName("view-menu")
        from .help_dialogs import HelpMenu

        self.help_menu = HelpMenu(self)
        bar.addMenu(self.help_menu)
        self.retranslate_menus()
        self._refresh_actions()

    def retranslate_menus(self) -> None:
        self.game_menu.setTitle(tr("&Game"))
        self.act_new.setText(tr("&New game…"))
        self.act_undo.setText(tr("&Undo"))
        self.act_hint.setText(tr("&Hint"))
        self.act_last.setText(tr("&Last trick"))
        self.act_quit.setText(tr("&Quit"))
        self.view_menu.setTitle(tr("&View"))

    def changeEvent(self, event: Any) -> None:
        """A language change (the settings dialog installs it at once): every text on the table anew."""
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_menus()
            self.controller.retranslate()
            self._follow_sale()
            from .dialogs import DecisionDialog

            if isinstance(self.dialog, DecisionDialog):  # built again in the new language, as it was
                shown = self.dialog.isVisible()
                self._ask_human(self.dialog.decision)
                if not shown:
                    self.dialog.hide()
                    self._decision_put_aside(self.dialog)
        super().changeEvent(event)

    # ------------------------------------------------------------------ game
    def start(self, config: GameConfig) -> None:
        keeper = getattr(self, "keeper", None)
        if keeper is not None:  # the game keeper fills in rule options from the settings, remembers choices
            config = keeper.prepare(config)
        self._close_dialog()
        self.controller.new_game(config)
        self.view.setFocus()
        if self.score_dock is not None:
            self.score_dock.setVisible(True)
        self._refresh_actions()

    def new_game_dialog(self) -> NewGameDialog:
        from .dialogs import NewGameDialog

        keeper = getattr(self, "keeper", None)
        if keeper is not None:
            base = keeper.new_game_config()  # the settings' defaults and the last choices
        else:
            base = self.controller.config if self.controller.config.human is not None else None
        dlg = NewGameDialog(base, self)
        dlg.accepted.connect(lambda: self.start(dlg.config()))
        dlg.open()
        self.new_dialog = dlg
        return dlg

    def undo(self) -> None:
        self._close_dialog()
        self.controller.undo()
        self._refresh_actions()

    def hint(self) -> None:
        if self.controller.hint():
            self.statusBar().showMessage(tr("Thinking of a hint…"))

    def _show_hint(self, choice: Any) -> None:
        d = self.controller._waiting_human
        if d is None:
            return
        if d.kind == "card":
            text = tr("Hint: play the %1.").replace("%1", i18n.card_name(choice))
            self.scene.set_focus_card(choice)
        else:
            text = tr("Hint: %1.").replace("%1", i18n.option_text(d.kind, choice))
            from .dialogs import DecisionDialog

            if isinstance(self.dialog, DecisionDialog):
                self.dialog.show_hint(choice)
        self.statusBar().showMessage(text, 8000)
        self._hint_message = text

    def show_last_trick(self) -> LastTrickDialog | None:
        last = self.controller.last_trick()
        if last is None:
            self.statusBar().showMessage(tr("No trick has been played yet in this hand."), 4000)
            return None
        from .dialogs import LastTrickDialog

        dlg = LastTrickDialog(last, self.renderer, self.controller.config.names, self)
        dlg.open()
        self.last_dialog = dlg
        return dlg

    def set_speed(self, key: str) -> None:
        self.scene.timings.speed = key
        self.settings.setValue("speed", key)

    def set_reduced_motion(self, on: bool) -> None:
        self.scene.timings.reduced_motion = on
        self.settings.setValue("reduced_motion", on)

    def set_auto_play(self, on: bool) -> None:
        self.controller.auto_play_single = on
        self.settings.setValue("auto_play", on)

    def set_deck(self, faces: str | None = None, back: str | None = None) -> None:
        self.renderer.set_style(faces, back)
        self.settings.setValue("faces", self.renderer.faces)
        self.settings.setValue("back", self.renderer.back)
        self.scene.update()

    # ------------------------------------------------------------------ controller requests
    def _close_dialog(self) -> None:
        self.prompt.hide()
        if self.dialog is not None:
            dlg, self.dialog = self.dialog, None
            dlg.blockSignals(True)
            dlg.close()
            dlg.deleteLater()

    def _ask_human(self, d: Decision) -> None:
        g = self.controller.snap
        assert g is not None
        from .dialogs import DecisionDialog

        self._close_dialog()
        dlg = DecisionDialog(d, g, self.controller.config.names, self)
        dlg.chosen.connect(self._human_chose)
        dlg.hint_requested.connect(self.hint)
        dlg.rejected.connect(lambda: self._decision_put_aside(dlg))
        dlg.addActions([self.act_hint, self.act_undo])  # their shortcuts work inside the dialog too
        self.dialog = dlg
        placement.over(dlg, self.view)
        dlg.show()  # not modal: the menus stay usable while the decision is pending

    def _decision_put_aside(self, dlg: Any) -> None:
        """Escape or the close button hid the decision's dialog: leave a way back on the table."""
        if self.dialog is dlg:
            self.prompt.show_for(i18n.decision_title(dlg.decision.kind))

    def reopen_decision(self) -> None:
        """Show the pending decision's dialog again (the table's prompt button)."""
        from .dialogs import DecisionDialog

        if isinstance(self.dialog, DecisionDialog):
            self.prompt.hide()
            self.dialog.show()
            self.dialog.raise_()
            self.dialog.activateWindow()

    def _follow_sale(self) -> None:
        self.sale_panel.follow(self.controller.snap, self.controller.config.names)

    def _human_chose(self, choice: Any) -> None:
        self.dialog = None
        self.prompt.hide()
        self.controller.choose(choice)

    def _deal_finished(self, event: Any, game: Game) -> None:
        self._refresh_score(game)
        if not self.controller.stop_after_deals or self.controller.human is None or game.is_over:
            return
        from .dialogs import DealSummaryDialog

        self._close_dialog()
        dlg = DealSummaryDialog(event, game, self.controller.config.names, self)
        dlg.finished.connect(lambda _r: self._summary_closed(dlg))
        self.dialog = dlg
        placement.over(dlg, self.view)
        dlg.show()

    def _summary_closed(self, dlg: Any) -> None:
        if self.dialog is dlg:
            self.dialog = None
        self.controller.resume()

    def _party_finished(self, event: Any, game: Game) -> None:
        self._refresh_score(game)
        self._refresh_actions()
        self.party_finished.emit(event, game)
        from .dialogs import ResultDialog

        self._close_dialog()
        dock = self.score_dock
        dlg = ResultDialog(event, game, self.controller.config.names, self,
                           reduced_motion=self.scene.timings.reduced_motion, can_print=dock is not None)
        dlg.play_again.connect(self.play_again)
        dlg.new_game.connect(self.act_new.trigger)
        if dock is not None:
            dlg.print_sheet.connect(dock.act_print.trigger)  # the File menu's Print action
        self.dialog = dlg
        placement.over(dlg, self.view)
        dlg.show()

    def play_again(self) -> None:
        """A new party with the same players, levels and rules (new cards)."""
        from dataclasses import replace

        self.start(replace(self.controller.config, seed=None, start=None, script=None))

    def _refresh_score(self, game: Game | None) -> None:
        if self.score_dock is not None and game is not None:
            self.score_dock.set_game(game, list(self.controller.config.names))
            self.score_dock.refresh()

    def _refresh_actions(self) -> None:
        c = self.controller
        hint = self._hint_message
        if hint and not c.human_to_move:  # the decision it was for is made (or the deal is over)
            if self.statusBar().currentMessage() == hint:
                self.statusBar().clearMessage()
            self._hint_message = ""
        human = c.human is not None and not self.demo
        self.act_undo.setEnabled(human and c.can_undo)
        self.act_hint.setEnabled(human and c.human_to_move)
        self.act_last.setEnabled(c.last_trick() is not None)
        if c.snap is not None and self.score_dock is not None:
            cur = c.snap.current
            key = (id(c.snap.rules), len(c.snap.deals), cur.contract if cur else None, cur.trump if cur else None,
                   cur.finished if cur else None)
            if key != self._score_key:
                self._score_key = key
                self._refresh_score(c.snap)

    def _failed(self, message: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, tr("KingDesk"), message, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("failure")
        box.open()  # never a blocking exec(): the table keeps running
        self.failure_box = box

    # ------------------------------------------------------------------ misc
    def eventFilter(self, obj: Any, event: Any) -> bool:
        from PySide6.QtCore import QEvent

        if not self._painted and obj is self.view.viewport() and event.type() == QEvent.Type.Paint:
            self._painted = True
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, self.first_paint.emit)
        return super().eventFilter(obj, event)

    def closeEvent(self, event: Any) -> None:
        self._close_dialog()
        self.controller.shutdown()
        super().closeEvent(event)


def _bool(v: Any) -> bool:
    return v in (True, "true", "1", 1)

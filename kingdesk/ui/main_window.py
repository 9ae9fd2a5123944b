"""The main window: the table in the middle, the score sheet docked at the side, menus.

The window owns the scene, the view and the controller; it opens the dialogs the
controller asks for (a human decision, the end of a deal, the end of the party)
and turns menu actions (New Game, Undo, Redo, Hint, Last trick, speed, reduced
motion, auto-play, deck style) into controller and scene calls. In demo mode
every seat is a computer player and nothing waits for a click.

Given ``storage`` and ``user_settings`` (``kingdesk.app`` does), the window keeps
the player's games: it builds the :class:`.lifecycle.Lifecycle` (the questions
before a party is replaced, the autosave's resume, the history), the File menu
and the settings dialog, and hands the storage to the engine thread. Without
them (a demonstration, a table test) nothing is kept. The window remembers its
size, position and dock layout.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QCoreApplication, QRect, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from . import i18n
from .controller import Controller, GameConfig
from .table import timings as T
from .table.scene import TableScene
from .table.view import TableView
from .theme import CardRenderer

if TYPE_CHECKING:
    from collections.abc import Callable

    from kingdesk.engine.game import Decision, Game

    from .dialogs import LastTrickDialog, NewGameDialog
    from .lifecycle import Storage
    from .settings import Settings


def tr(text: str) -> str:
    # pyside6-lupdate files a bare tr("...") under the empty context, so look it up there.
    return QCoreApplication.translate("", text)


class MainWindow(QMainWindow):
    party_finished = Signal(object, object)
    first_paint = Signal()

    def __init__(self, demo: bool = False, speed: str | None = None, settings: QSettings | None = None,
                 parent: QWidget | None = None, storage: Storage | None = None, user_settings: Settings | None = None,
                 pool: Any = None):
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
        self.controller = Controller(self.scene, self, storage=storage, pool=pool)
        self.controller.auto_play_single = _bool(s.value("auto_play", False))
        self.controller.stop_after_deals = not demo
        self.controller.human_decision.connect(self._ask_human)
        self.controller.deal_finished.connect(self._deal_finished)
        self.controller.party_finished.connect(self._party_finished)
        self.controller.state_changed.connect(self._refresh_actions)
        self.controller.hint_ready.connect(self._show_hint)
        self.controller.failed.connect(self._failed)
        self.dialog: Any = None
        """The dialog currently open (decision, summary, result), for tests and for closing on New Game."""
        self.score_dock: Any = None
        self._score_key: Any = None
        self._make_menus()
        self.lifecycle: Any = None
        """The :class:`.lifecycle.Lifecycle` when the player's games are kept (``storage`` given)."""
        self.display: Any = None
        self.file_menu: Any = None
        if storage is not None:
            from .display_settings import DisplaySettings
            from .file_menu import FileMenu
            from .lifecycle import Lifecycle
            from .settings import Settings as _Settings

            user = user_settings if user_settings is not None else _Settings()
            self.lifecycle = Lifecycle(self, user, storage)
            self.display = DisplaySettings(self, user)
            self.file_menu = FileMenu(self, self.lifecycle, self.display)
            self.display.apply_table_look()
        self._quitting = False
        # the score sheet (and its printing support) is built right after the first paint of the table
        self.first_paint.connect(lambda: QTimer.singleShot(0, self._make_score_dock))
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        w, h = 1440, 900
        if screen is not None and screen.width() > 0:
            w, h = min(w, int(screen.width() * 0.95)), min(h, int(screen.height() * 0.92))
        self.resize(w, h)
        self.restore_window_state()
        self._painted = False
        self.view.viewport().installEventFilter(self)

    # ------------------------------------------------------------------ setup
    def _make_score_dock(self) -> None:
        """The score sheet, docked at the right, when the score-sheet package provides it."""
        if self.score_dock is not None:
            return
        try:
            from .scoresheet import ScoreDock
        except ImportError as exc:  # a broken installation: say so, play on without the sheet
            self._failed(tr("The score sheet cannot be shown (%1). Please reinstall KingDesk.").replace(
                "%1", str(exc)))
            return
        self.score_dock = ScoreDock(self)
        self.score_dock.setObjectName("score-dock")
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
        state = self.settings.value("window/state")
        if isinstance(state, QByteArray) and not state.isEmpty():
            self.restoreState(state)
        self.settings_menu.addAction(self.score_dock.toggleViewAction())
        self._score_key = None
        self._refresh_actions()

    def _make_menus(self) -> None:
        game = self.menuBar().addMenu(tr("&Game"))
        self.act_new = game.addAction(tr("&New game…"), self.new_game_dialog)
        self.act_new.setShortcut(QKeySequence.StandardKey.New)
        self.act_undo = game.addAction(tr("&Undo"), self.undo)
        self.act_undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.act_redo = game.addAction(tr("&Redo"), self.redo)
        self.act_redo.setShortcut(QKeySequence.StandardKey.Redo)
        self.act_hint = game.addAction(tr("&Hint"), self.hint)
        self.act_hint.setShortcut(QKeySequence("H"))
        self.act_last = game.addAction(tr("&Last trick"), self.show_last_trick)
        self.act_last.setShortcut(QKeySequence("L"))
        game.addSeparator()
        quit_ = game.addAction(tr("&Quit"), self.close)
        quit_.setShortcut(QKeySequence.StandardKey.Quit)
        opts = self.menuBar().addMenu(tr("&Settings"))
        speed = opts.addMenu(tr("Animation &speed"))
        group = QActionGroup(self)
        names = {"slow": tr("Slow"), "normal": tr("Normal"), "fast": tr("Fast"), "instant": tr("Instant")}
        self.speed_actions: dict[str, QAction] = {}
        for key, text in names.items():
            a = speed.addAction(text)
            a.setCheckable(True)
            a.setChecked(key == self.scene.timings.speed)
            a.triggered.connect(lambda _=False, k=key: self.set_speed(k))
            group.addAction(a)
            self.speed_actions[key] = a
        self.act_reduced = opts.addAction(tr("&Reduced motion"))
        self.act_reduced.setCheckable(True)
        self.act_reduced.setChecked(self.scene.timings.reduced_motion)
        self.act_reduced.toggled.connect(self.set_reduced_motion)
        self.act_auto = opts.addAction(tr("&Play a single legal card by itself"))
        self.act_auto.setCheckable(True)
        self.act_auto.setChecked(self.controller.auto_play_single)
        self.act_auto.toggled.connect(self.set_auto_play)
        self.act_four = opts.addAction(tr("&Four-colour deck"))
        self.act_four.setCheckable(True)
        self.act_four.setChecked(self.renderer.faces == "four-colour")
        self.act_four.toggled.connect(lambda on: self.set_deck(faces="four-colour" if on else "standard"))
        backs = opts.addMenu(tr("Card &back"))
        bgroup = QActionGroup(self)
        for key, text in (("blue", tr("Blue")), ("red", tr("Red"))):
            a = backs.addAction(text)
            a.setCheckable(True)
            a.setChecked(self.renderer.back == key)
            a.triggered.connect(lambda _=False, k=key: self.set_deck(back=k))
            bgroup.addAction(a)
        self.settings_menu = opts
        self._refresh_actions()

    # ------------------------------------------------------------------ game
    def start(self, config: GameConfig) -> None:
        """Put a party on the table now (the lifecycle has asked about the one there, if it had to)."""
        if self.lifecycle is not None:  # rule options from the settings; the choices remembered
            config = self.lifecycle.prepare(config)
        self._close_dialog()
        self.controller.new_game(config)
        self.view.setFocus()
        if self.score_dock is not None:
            self.score_dock.setVisible(True)
        self._refresh_actions()

    def new_game_dialog(self, then_start: Callable[[GameConfig], Any] | None = None,
                        on_cancel: Callable[[], Any] | None = None) -> NewGameDialog:
        """The New Game dialog; OK asks about an unfinished party first (or calls ``then_start``)."""
        from .dialogs import NewGameDialog

        if self.lifecycle is not None:
            base = self.lifecycle.new_game_config()  # the settings' defaults and the last choices
        else:
            base = self.controller.config if self.controller.config.human is not None else None
        dlg = NewGameDialog(base, self)
        dlg.accepted.connect(lambda: (then_start or self.request_start)(dlg.config()))
        if on_cancel is not None:
            dlg.rejected.connect(on_cancel)
        dlg.open()
        self.new_dialog = dlg
        return dlg

    def request_start(self, config: GameConfig) -> None:
        """Start ``config`` once the player has said what happens to the unfinished party, if any."""
        if self.lifecycle is None:
            self.start(config)
        else:
            self.lifecycle.replace(lambda: self.start(config))

    def undo(self) -> None:
        self._close_dialog()
        self.controller.undo()
        self._refresh_actions()

    def redo(self) -> None:
        self._close_dialog()
        self.controller.redo()
        self._refresh_actions()

    def hint(self) -> None:
        if self.controller.hint():
            self.statusBar().showMessage(tr("Thinking of a hint…"))

    def _show_hint(self, choice: Any) -> None:
        d = self.controller.pending_decision
        if d is None:
            return
        if d.kind == "card":
            text = tr("Hint: play the %1.").replace("%1", i18n.card_name(choice))
            self.scene._focus = choice
            self.scene._refresh_raised()
        else:
            text = tr("Hint: %1.").replace("%1", i18n.option_text(d.kind, choice))
            if hasattr(self.dialog, "buttons") and choice in self.dialog.buttons:
                self.dialog.buttons[choice].setFocus()
        self.statusBar().showMessage(text, 8000)

    def show_last_trick(self) -> LastTrickDialog | None:
        last = self.controller.last_trick()
        if last is None:
            self.statusBar().showMessage(tr("No trick has been played yet in this deal."), 4000)
            return None
        from .dialogs import LastTrickDialog

        dlg = LastTrickDialog(last, self.renderer, self.controller.config.names, self)
        dlg.open()
        self.last_dialog = dlg
        return dlg

    def set_speed(self, key: str) -> None:
        self.scene.timings.speed = key
        self.settings.setValue("speed", key)
        if key in self.speed_actions:
            self.speed_actions[key].setChecked(True)

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
        self.dialog = dlg
        dlg.open()

    def _human_chose(self, choice: Any) -> None:
        self.dialog = None
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
        dlg.open()

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
        dlg = ResultDialog(event, game, self.controller.config.names, self)
        dlg.new_button.clicked.connect(lambda: self.new_game_dialog())
        self.dialog = dlg
        dlg.open()

    def _refresh_score(self, game: Game | None) -> None:
        if self.score_dock is not None and game is not None:
            self.score_dock.set_game(game, list(self.controller.config.names))
            self.score_dock.refresh()

    def _refresh_actions(self) -> None:
        c = self.controller
        human = c.human is not None and not self.demo
        self.act_undo.setEnabled(human and c.can_undo)
        self.act_redo.setEnabled(human and c.can_redo)
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
        if self.lifecycle is not None and not self.demo and not self._quitting:
            if not self.lifecycle.confirm_quit(self.quit_now):
                event.ignore()  # the question is open; its answer quits (or not)
                return
        self.save_window_state()
        self._close_dialog()
        self.controller.shutdown()
        super().closeEvent(event)

    def quit_now(self) -> None:
        """Close without asking again (the player has answered the question about the unfinished party)."""
        self._quitting = True
        self.close()

    # ------------------------------------------------------------------ window state
    def save_window_state(self) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())

    def restore_window_state(self) -> bool:
        """The size and position of the last session, if they fit on a screen that still exists."""
        geo = self.settings.value("window/geometry")
        if not isinstance(geo, QByteArray) or geo.isEmpty():
            return False
        before = self.geometry()
        if not self.restoreGeometry(geo):
            return False
        frame = self.frameGeometry() if self.isVisible() else self.geometry()
        if not any(_mostly_on(frame, sc.availableGeometry()) for sc in QGuiApplication.screens()):
            self.setGeometry(before)  # that screen is gone: the default place
            return False
        return True


def _mostly_on(window: QRect, screen: QRect) -> bool:
    """The window's title bar area is on ``screen`` (it can be grabbed and moved)."""
    top = QRect(window.left(), window.top(), window.width(), min(40, window.height()))
    inter = top.intersected(screen)
    return inter.width() * inter.height() >= 0.5 * top.width() * top.height()


def _bool(v: Any) -> bool:
    return v in (True, "true", "1", 1)

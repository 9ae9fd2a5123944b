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
size, position and dock layout (its base, :class:`.window_state.RememberingWindow`).
"""

from __future__ import annotations

import importlib
import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QEvent, QObject, QRect, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import QWidget

from . import i18n
from kingdesk.session.setup import PartySetup

from .controller import Controller
from .table import timings as T
from .table.scene import TableScene
from .table.view import TableView
from .theme import CardRenderer
from .i18n import tr
from .settings import Settings
from .window_state import RememberingWindow

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QDialog, QMessageBox

    from kingdesk.engine.events import DealCancelled, DealScored, PartyOver
    from kingdesk.engine.game import Decision, Game
    from kingdesk.engine.shown import ShownParty

    from .display_settings import DisplaySettings
    from .file_menu import FileMenu
    from .lifecycle import Lifecycle
    from .dialogs.host import LobbyDialog
    from .net_bridge import HostedTable, RemoteTable
    from .replay_bar import ReplayViewer
    from .sale_panel import SalePanel
    from .scoresheet.dock import ScoreDock

    from .dialogs import DecisionDialog, LastTrickDialog, NewGameDialog
    from .dialogs.pending import DecisionPrompt

    from .lifecycle import Storage


RESULT_STAGE_MS = 20
"""Between the goes of the party's end (:meth:`MainWindow._party_finished`): a frame and a bit, so that the
window is drawn between them."""
RESULT_WAIT_MS = 1500
"""The longest the result waits for the program's files to be read (:mod:`.mapped_pages`)."""
SCORE_STAGE_MS = 20
"""The score sheet takes a deal's new row or result this long after the table has taken the step, a frame and
a bit, so that the table and the sheet are drawn in frames of their own (:meth:`MainWindow._refresh_score`)."""

SHEET_DATA = "kingdesk.ui.scoresheet.sheet"
"""The score sheet as data, imported just after the first paint (:meth:`MainWindow._settle_in`)."""

LOADED_DURING_THE_FIRST_DEAL = ("kingdesk.ui.i18n.cards", "kingdesk.ui.i18n.party", "kingdesk.ui.i18n.talk",
                                "kingdesk.ui.i18n.decisions", "kingdesk.ui.dialogs.suits",
                                "kingdesk.ui.dialogs.breakdown", "html", "kingdesk.ui.sale_panel",
                                "kingdesk.ui.dialogs.dealt_hands", "kingdesk.ui.dialogs.summary",
                                "kingdesk.ui.dialogs.decision")
"""The code a deal's and the party's end need (the summary, the result, their words), imported one module a turn
of the event loop once the first party is on the table: not before the first frame, which does not show it, and
not in the handler that first builds one of those dialogs, which must stay under a frame. What the summary imports
comes a turn before it (``html`` alone is a few milliseconds). Once the party is on the table the engine's
modules, which these import, are loaded (by the engine thread)."""


class MainWindow(RememberingWindow):
    party_started = Signal()
    """A party was put on the table (:meth:`start`), before its first step."""
    party_finished = Signal(object, object)
    replay_ended = Signal()
    """The replay viewer was closed (the Statistics window it came from may show again)."""
    first_paint = Signal()

    def __init__(self, demo: bool = False, speed: str | None = None, settings: QSettings | None = None,
                 parent: QWidget | None = None, storage: Storage | None = None, user_settings: Settings | None = None,
                 pool: Any = None):
        super().__init__(parent)
        self.setObjectName("kingdesk-main")
        self.setWindowTitle("KingDesk")
        self.settings = settings if settings is not None else QSettings("KingDesk", "KingDesk")
        """Where the window keeps its size, position and docks (:class:`RememberingWindow`)."""
        self.user = user_settings if user_settings is not None else Settings(self.settings)
        """The player's settings, typed and validated: the one reader of the stored values."""
        self.demo = demo
        u = self.user
        # its files are read once the window is on the screen (see _later)
        self.renderer = CardRenderer(u.value("faces"), u.value("back"), deferred=True, read_now=False)
        timings = T.Timings(speed or u.value("speed"), u.value("reduced_motion"))
        self.scene = TableScene(self.renderer, timings, self)
        self.renderer.updated.connect(self.scene.redraw_cards)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.statusBar().setObjectName("status-bar")  # from the start: the first hint does not shrink the table
        self._prompt: DecisionPrompt | None = None
        self._sale_panel: SalePanel | None = None
        self.controller = Controller(self.scene, self, storage=storage, pool=pool)
        self._pool = pool
        from .hosting import Hosting
        from .joining import Joining

        self.hosting = Hosting(self)
        """The window's table opened to people at other computers (Game › Host a table…)."""
        self.joining = Joining(self, storage)
        """This window as one seat of a table served elsewhere (Game › Join a table…)."""
        self._storage = storage
        self.controller.auto_play_single = u.value("auto_play")
        self.controller.stop_after_deals = not demo
        self.controller.human_decision.connect(self._ask_human)
        self.controller.deal_finished.connect(self._deal_finished)
        self.controller.reviewed.connect(self._reviewed)
        self.controller.party_finished.connect(self._party_finished)
        self.controller.state_changed.connect(self.refresh_actions)
        self.controller.state_changed.connect(self._follow_sale)
        self.controller.hint_ready.connect(self._show_hint)
        self.controller.failed.connect(self.show_failure)
        self.controller.notice.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.dialog: QDialog | None = None
        """The dialog currently open (decision, summary, result), for tests and for closing on New Game."""
        self.replay_viewer: ReplayViewer | None = None
        """The :class:`.replay_bar.ReplayViewer` shown in place of the table, if any."""
        self._table_widget: QWidget | None = None
        self._hint_message = ""
        """The hint shown in the status bar, taken away once its decision is made."""
        self.score_dock: ScoreDock | None = None
        self._score_key: object = None
        self._score_due: tuple[int, ShownParty] | None = None
        """The party (and its generation) the sheet is to show when :attr:`_score_timer` fires."""
        self._score_timer = QTimer(self)  # owned by the window: it dies with it, never fires late
        self._score_timer.setSingleShot(True)
        self._score_timer.setInterval(SCORE_STAGE_MS)
        self._score_timer.timeout.connect(self._score_now)
        from . import mapped_pages

        keep_pages = mapped_pages.wanted()
        self.page_reader = mapped_pages.PageReader(
            self, files=mapped_pages.mapped_files if keep_pages else mapped_pages.no_files)
        """Keeps the files the program maps in memory when asked to (:mod:`.mapped_pages`, opt-in), and reads
        them before the party's result is built; from the first paint until the window closes."""
        if keep_pages:
            self.first_paint.connect(self.page_reader.keep)
        self._make_menus()
        self.lifecycle: Lifecycle | None = None
        """The :class:`.lifecycle.Lifecycle` when the player's games are kept (``storage`` given)."""
        self.display: DisplaySettings | None = None
        self.file_menu: FileMenu | None = None
        if storage is not None:
            from .display_settings import DisplaySettings
            from .file_menu import FileMenu
            from .lifecycle import Lifecycle
            self.lifecycle = Lifecycle(self, self, u, storage)
            self.display = DisplaySettings(self, u, apply=self.apply_display,
                                           in_game=lambda: self.controller.unfinished)
            self.game_menu.removeAction(self.act_quit)  # Quit goes to the end of the File menu
            self.file_menu = FileMenu(self.menuBar(), self.lifecycle, self.display,
                                      can_save=lambda: self.controller.shown is not None
                                      and self.controller.can_keep,  # the host keeps a remote table's party
                                      quit_action=self.act_quit)
            self.scene.set_table_colour(u.value("table_colour"))
            self.scene.set_hand_sort(u.value("hand_sort"))
        self._quitting = False
        self._to_load = list(LOADED_DURING_THE_FIRST_DEAL)
        self.controller.state_changed.connect(self._start_loading)
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        w, h = 1440, 900
        if screen is not None and screen.width() > 0:
            w, h = min(w, int(screen.width() * 0.95)), min(h, int(screen.height() * 0.92))
        self.resize(w, h)
        self.restore_window_state()
        self._make_score_dock()  # part of the window's first frame, as the menus and the felt
        self._painted = False
        self.view.viewport().installEventFilter(self)
        # what the first frame leaves for later, a step a turn of the event loop once the window is on the screen
        # (_settle_in), the GUI thread's own work before the threads that would share the interpreter with it: the
        # controller's queue and the 52 cards, which wait hidden in the deck until a deal (neither made in the
        # handler of the party's first step); the score sheet as data (not imported in the handler that puts the
        # first party on the table); the card files, read on a thread; what screen readers are told (before the
        # first card is played); the party's owner, made on the engine thread (its imports are the engine's)
        self._later: list[Callable[[], object]] = [self.controller.make_ready, self.scene.make_cards]
        if self.score_dock is not None:
            self._later.append(lambda: importlib.import_module(SHEET_DATA))
        self._later += [self.renderer.read_ahead, self.view.announcer.make_ready, self.controller.engine.begin]
        self.first_paint.connect(lambda: QTimer.singleShot(0, self, self._settle_in))

    # ------------------------------------------------------------------ setup
    def _make_score_dock(self) -> None:
        """The score sheet, docked at the right, when the score-sheet package provides it."""
        try:
            from .scoresheet import ScoreDock
        except ImportError as exc:  # a broken installation: say so over the table, play on without the sheet
            message = tr("The score sheet cannot be shown (%1). Please reinstall KingDesk.").replace("%1", str(exc))
            self.first_paint.connect(lambda: self.show_failure(message))
            return
        self.score_dock = ScoreDock(self, self.settings)
        self.score_dock.setObjectName("score-dock")
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
        state = self.settings.value("window/state")
        if isinstance(state, QByteArray) and not state.isEmpty():
            self.restoreState(state)
        self.view_menu.addAction(self.score_dock.toggleViewAction())
        self.view_menu.addAction(self.score_dock.act_fold)
        self.view_menu.addAction(self.score_dock.act_full)
        self._score_key = None
        self.refresh_actions()

    def _make_menus(self) -> None:
        """Game, View (the score sheet) and Help; the File menu (with the one Settings… entry) is added by
        the part of the window that keeps the games. Texts are set in :meth:`retranslate_menus`."""
        bar = self.menuBar()
        game = bar.addMenu("")
        game.setObjectName("game-menu")
        self.game_menu = game
        self.act_new = game.addAction("", self.new_game_dialog)
        self.act_new.setShortcut(QKeySequence.StandardKey.New)
        self.act_join = game.addAction("", self.join_table_dialog)
        self.act_join.setObjectName("join-table")
        self.act_host = game.addAction("", self.host_table_dialog)
        self.act_host.setObjectName("host-table")
        self.act_tally = game.addAction("", self.score_real_cards)
        self.act_tally.setObjectName("score-real-cards")
        self.act_undo = game.addAction("", self.undo)
        self.act_undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.act_redo = game.addAction("", self.redo)
        self.act_redo.setShortcut(QKeySequence.StandardKey.Redo)
        self.act_hint = game.addAction("", self.hint)
        self.act_hint.setShortcut(QKeySequence(i18n.letter_key("hint")))  # the same in every language
        self.act_last = game.addAction("", self.show_last_trick)
        self.act_last.setShortcut(QKeySequence(i18n.letter_key("last-trick")))
        from .say_menu import SayMenu

        self.say_menu = SayMenu(self._say, game)
        game.addMenu(self.say_menu)
        game.addSeparator()
        self.act_quit = game.addAction("", self.close)
        self.act_quit.setShortcut(QKeySequence.StandardKey.Quit)
        self.view_menu = bar.addMenu("")
        """The score sheet's entries (added with the sheet)."""
        self.view_menu.setObjectName("view-menu")
        from .help_menu import HelpMenu
        from .problem_report import ProblemReport

        self.help_menu = HelpMenu(self, ProblemReport(self.controller, self))
        bar.addMenu(self.help_menu)
        self.retranslate_menus()
        self.refresh_actions()

    def show_replay(self, start: Game, choices: list[Any], names: tuple[str, ...],
                    human: int | None = None) -> ReplayViewer:
        """Replay a recorded deal in place of the table (all hands face up); the party on the table stays."""
        from .replay_bar import DealReplay, ReplayViewer

        self.end_replay()
        viewer = ReplayViewer(DealReplay(start, choices), names, self.renderer, self.scene.timings.speed, self,
                              human=human)
        viewer.scene.set_table_colour(self.scene.felt.name())
        viewer.closed.connect(self.end_replay)
        if self.score_dock is not None:  # the sheet as it stood at the step shown; the party's again after
            viewer.position_changed.connect(lambda party: self.score_dock.set_game(party, list(names)))
            viewer.show_step(viewer.step)
        self._table_widget = self.takeCentralWidget()
        self.setCentralWidget(viewer)
        viewer.show()
        self.replay_viewer = viewer
        self.raise_()
        self.activateWindow()
        viewer.setFocus()
        return viewer

    def end_replay(self) -> None:
        """Back to the table from a replay."""
        viewer = self.replay_viewer
        if viewer is None:
            return
        self.replay_viewer = None
        self.takeCentralWidget()
        viewer.deleteLater()
        table, self._table_widget = self._table_widget, None
        assert table is not None  # taken when the replay was shown
        self.setCentralWidget(table)
        table.show()
        self.view.setFocus()
        if self.score_dock is not None:
            self.score_dock.set_game(self.controller.shown, list(self.controller.config.names))
        self.replay_ended.emit()

    def retranslate_menus(self) -> None:
        self.game_menu.setTitle(tr("&Game"))
        self.act_new.setText(tr("&New game…"))
        self.act_join.setText(tr("&Join a table…"))
        self.act_host.setText(tr("H&ost a table…"))
        self.act_tally.setText(tr("Score a game with real &cards…"))
        self.act_undo.setText(tr("&Undo"))
        self.act_redo.setText(tr("&Redo"))
        self.act_hint.setText(tr("&Hint"))
        self.act_last.setText(tr("&Last trick"))
        self.act_quit.setText(tr("&Quit"))
        self.say_menu.retranslate()
        self.view_menu.setTitle(tr("&View"))

    def changeEvent(self, event: QEvent) -> None:
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
    def start(self, config: PartySetup) -> None:
        """Put a party on the table now (the lifecycle has asked about the one there, if it had to)."""
        if self.lifecycle is not None:  # rule options from the settings; the choices remembered
            config = self.lifecycle.prepare(config)
        self.hosting.stop()
        self.joining.leave()
        self.start_here(config)

    def start_here(self, config: PartySetup) -> None:
        """Put a party on this window's table now, as set up (a party alone, or the one of the table it hosts)."""
        self._close_dialog()
        self.end_replay()
        self.controller.new_game(config)
        self.party_started.emit()
        if config.human is None:  # a demonstration (or a replay on the table): every hand face up
            self.scene.face_up_hand = {0, 1, 2, 3}
        self.view.setFocus()
        if self.score_dock is not None:
            self.score_dock.setVisible(True)
            self._preview_party(config)
        self.refresh_actions()

    def _preview_party(self, config: PartySetup) -> None:
        """The sheet and the table's texts of the party being put on the table, before its first step, and the
        window laid out and drawn for it now: the dock takes the party's width as the player's click is
        answered, not at the first step, where widening the dock and resizing the table would share the first
        deal's frames."""
        from PySide6.QtCore import QCoreApplication, QEvent

        from kingdesk.engine.game import Game
        from kingdesk.engine.shown import ShownParty

        assert self.score_dock is not None
        try:
            game = config.start if config.start is not None else Game(config.ruleset, config.options, config.seed)
        except ValueError:
            return  # a rule the engine refuses: the engine thread says so in the player's words, as it starts
        party = ShownParty.of(game, ())
        self._refresh_score(party)  # now, and nothing of the party before it comes later
        self.controller.preview(party)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest.value)
        self.repaint()  # and drawn: the cards resized with the table are drawn anew once, here, before any moves

    def new_game_dialog(self, then_start: Callable[[PartySetup], Any] | None = None,
                        on_cancel: Callable[[], Any] | None = None) -> NewGameDialog:
        """The New Game dialog; OK asks about an unfinished party first (or calls ``then_start``)."""
        from .dialogs import NewGameDialog

        base: PartySetup | None
        if self.lifecycle is not None:
            base = self.lifecycle.new_game_config()  # the settings' defaults and the last choices
        else:
            base = self.controller.config if self.controller.config.human is not None else None
        dlg = NewGameDialog(base, self)
        dlg.accepted.connect(lambda: (then_start or self.request_start)(dlg.config()))
        if on_cancel is not None:
            dlg.rejected.connect(on_cancel)
        else:
            dlg.rejected.connect(self.empty_table_hint)
        dlg.open()
        self.new_dialog = dlg
        return dlg

    def replace_then(self, then: Callable[[], Any]) -> None:
        """``then`` once the player has said what happens to the table this window hosts, and to its own
        unfinished party."""
        if self.hosting.unfinished:
            self.hosting.confirm_end(lambda: self.replace_then(then))
        elif self.lifecycle is None:
            then()
        else:
            self.lifecycle.replace(then)

    def clear_for_another_table(self) -> None:
        """Before this window hosts or joins a table: its dialogs closed, a replay ended, the table it hosted ended
        and the one it joined left, and an empty table."""
        self._close_dialog()
        self.end_replay()
        self.hosting.stop()
        self.joining.leave()
        self.controller.clear()

    # Game › Join a table… and Game › Host a table… (ui/joining.py, ui/hosting.py)
    def join_table_dialog(self, interfaces: Any = None) -> Any:
        return self.joining.dialog(interfaces)

    def join_table(self, address: str, name: str, code: str | None, token: str | None = None) -> RemoteTable:
        return self.joining.join(address, name, code, token)

    def host_table_dialog(self) -> Any:
        return self.hosting.dialog()

    def stop_hosting(self) -> None:
        self.hosting.stop()

    @property
    def hosted(self) -> HostedTable | None:
        return self.hosting.hosted

    @property
    def lobby(self) -> LobbyDialog | None:
        return self.hosting.lobby

    @property
    def end_table_question(self) -> QMessageBox | None:
        return self.hosting.end_table_question

    def _say(self, phrase: str) -> bool:
        """Say a table phrase at the shared table this window hosts or joined."""
        return self.hosting.say(phrase) or self.joining.say(phrase)

    def score_real_cards(self) -> Any:
        """Game › Score a game with real cards… (the lifecycle keeps such parties; none without storage)."""
        if self.lifecycle is not None:
            return self.lifecycle.score_real_cards()
        return None

    def empty_table_hint(self) -> None:
        """An empty table says how to go on (New Game was cancelled with nothing on it)."""
        if self.controller.shown is None:
            self.scene.set_status(tr("No game on the table.") + "\n" + tr("Start a new one from the Game menu, or "
                                                                          "resume one from the File menu."))

    def request_start(self, config: PartySetup) -> None:
        """Start ``config`` once the player has said what happens to the unfinished party, if any."""
        self.replace_then(lambda: self.start(config))

    def undo(self) -> None:
        self._close_dialog()
        self.controller.undo()
        self.refresh_actions()

    def redo(self) -> None:
        self._close_dialog()
        self.controller.redo()
        self.refresh_actions()

    def hint(self) -> None:
        if self.controller.hint():
            self.statusBar().showMessage(tr("Thinking of a hint…"))

    def _show_hint(self, choice: Any) -> None:
        d = self.controller.pending_decision
        if d is None:
            return
        text = i18n.hint_text(d.kind, choice)
        if d.kind == "card":
            self.scene.set_focus_card(choice)
        else:
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

        dlg = LastTrickDialog(last, self.renderer, self.controller.config.names, self, human=self.controller.human)
        dlg.open()
        return dlg

    def apply_display(self, u: Settings) -> None:
        """The player's display settings on the table at once (the rules wait for the next party)."""
        self.set_speed(u.value("speed"))
        self.set_reduced_motion(u.value("reduced_motion"))
        self.set_auto_play(u.value("auto_play"))
        self.set_deck(u.value("faces"), u.value("back"))
        self.scene.set_table_colour(u.value("table_colour"))
        self.scene.set_hand_sort(u.value("hand_sort"))

    def set_speed(self, key: str) -> None:
        self.scene.timings.speed = key

    def set_reduced_motion(self, on: bool) -> None:
        self.scene.timings.reduced_motion = on

    def set_auto_play(self, on: bool) -> None:
        self.controller.auto_play_single = on

    def set_deck(self, faces: str | None = None, back: str | None = None) -> None:
        self.renderer.set_style(faces, back)
        self.scene.redraw_cards()  # each card keeps its drawing (cached) until told

    # ------------------------------------------------------------------ controller requests
    @property
    def prompt(self) -> DecisionPrompt:
        """Shown over the table when the player closed a pending decision's dialog; reopens it. Made the first time
        it is shown (the first frame has no decision)."""
        if self._prompt is None:
            from .dialogs.pending import DecisionPrompt

            self._prompt = DecisionPrompt(self.view)
            self._prompt.clicked.connect(self.reopen_decision)
        return self._prompt

    def _withdraw_prompt(self) -> None:
        if self._prompt is not None:
            self._prompt.withdraw()

    @property
    def sale_panel(self) -> SalePanel:
        """The Spanish sale's offers and passes, over the table until the trump is named. Made at the first sale
        (the first frame has none)."""
        if self._sale_panel is None:
            from .sale_panel import SalePanel

            self._sale_panel = SalePanel(self.view, covers=self._sale_panel_covers)
        return self._sale_panel

    def _close_dialog(self) -> None:
        self._withdraw_prompt()
        if self.dialog is not None:
            dlg, self.dialog = self.dialog, None
            dlg.blockSignals(True)
            dlg.close()
            dlg.deleteLater()

    def _ask_human(self, d: Decision) -> None:
        g = self.controller.shown
        assert g is not None
        from .dialogs import DecisionDialog, on_screen

        self._close_dialog()
        dlg = DecisionDialog(d, g, self.controller.config.names, self, human=self.controller.human)
        dlg.chosen.connect(self._human_chose)
        dlg.hint_requested.connect(self.hint)
        dlg.hint_button.setVisible(self.controller.can_hint)  # no hint at a shared table
        dlg.rejected.connect(lambda: self._decision_put_aside(dlg))
        dlg.addActions([self.act_hint, self.act_undo, self.act_redo])  # their shortcuts work inside the dialog too
        self.dialog = dlg
        dlg.show()
        on_screen.over(dlg, self.view)  # not modal: the menus stay usable while the decision is pending

    def _decision_put_aside(self, dlg: DecisionDialog) -> None:
        """Escape or the close button hid the decision's dialog: leave a way back on the table."""
        if self.dialog is dlg:
            self.prompt.show_for(i18n.decision_title(dlg.decision.kind))

    def reopen_decision(self) -> None:
        """Show the pending decision's dialog again (the table's prompt button)."""
        from .dialogs import DecisionDialog

        if isinstance(self.dialog, DecisionDialog):
            self._withdraw_prompt()
            self.dialog.show()
            self.dialog.raise_()
            self.dialog.activateWindow()

    def _follow_sale(self) -> None:
        shown = self.controller.shown
        if self._sale_panel is None and (shown is None or shown.current is None or not shown.current.sale_opened):
            return  # no sale so far: no panel to show or hide
        self.sale_panel.follow(shown, self.controller.config.names, self.controller.human)

    def _human_chose(self, choice: Any) -> None:
        self.dialog = None
        self._withdraw_prompt()
        self.view.setFocus()  # the window's keyboard goes back to the hand, whatever had it before the dialog
        self.controller.choose(choice)

    def _deal_finished(self, event: DealScored | DealCancelled, game: ShownParty) -> None:
        self._refresh_score(game, later=True)
        if not self.controller.stop_after_deals or self.controller.human is None or game.is_over:
            return
        from .dialogs import DealSummaryDialog, on_screen

        self._close_dialog()
        dlg = DealSummaryDialog(event, game, self.controller.config.names, self, human=self.controller.human,
                                hands=self.controller.reviewed_hands.get(event.deal))
        dlg.finished.connect(lambda _r: self._summary_closed(dlg))
        self.dialog = dlg
        dlg.show()
        on_screen.over(dlg, self.view)

    def _reviewed(self, deal: int, hands: tuple[int, int, int, int]) -> None:
        """The table showed a deal's four hands: the summary of that deal, if open, may show them."""
        from .dialogs import DealSummaryDialog

        dlg = self.dialog
        if isinstance(dlg, DealSummaryDialog) and dlg.deal == deal:
            dlg.show_hands(hands)

    def _summary_closed(self, dlg: QDialog) -> None:
        if self.dialog is dlg:
            self.dialog = None
            self.view.setFocus()
        self.controller.resume()

    def _party_finished(self, event: PartyOver, game: ShownParty) -> None:
        """The party's end, in three goes a frame apart: the sheet's last row and the window drawn with it, the
        result built, the result shown (then :attr:`party_finished`): each stays under a frame, the three in one
        handler would not. The build waits for :attr:`page_reader` as well (:mod:`.mapped_pages`). Nothing of it
        is done for a party that is no longer on the table (a new game or an undo in between)."""
        self._refresh_score(game)
        self.refresh_actions()
        gen = self.controller.gen
        # the result's code, not run for a while, may have to come from the disk: read off the GUI thread first
        self.page_reader.then(lambda: self._build_result(gen, event, game), RESULT_STAGE_MS, RESULT_WAIT_MS)

    def _build_result(self, gen: int, event: PartyOver, game: ShownParty) -> None:
        from .dialogs import ResultDialog

        if gen != self.controller.gen or self._quitting:
            return
        dock = self.score_dock
        dlg = ResultDialog(event, game, self.controller.config.names, self,
                           reduced_motion=self.scene.timings.reduced_motion, can_print=dock is not None,
                           human=self.controller.human)
        dlg.play_again.connect(self.play_again)
        dlg.new_game.connect(self.act_new.trigger)
        if dock is not None:
            dlg.print_sheet.connect(dock.act_print.trigger)  # the File menu's Print action
        QTimer.singleShot(RESULT_STAGE_MS, dlg, lambda: self._show_result(gen, dlg, event, game))

    def _show_result(self, gen: int, dlg: QDialog, event: PartyOver, game: ShownParty) -> None:
        from .dialogs import on_screen

        if gen != self.controller.gen or self._quitting:
            dlg.deleteLater()  # another party is on the table now
            return
        self._close_dialog()  # the last trick, say: the result takes its place, as it would have a moment before
        self.dialog = dlg
        dlg.show()
        on_screen.over(dlg, self.view)
        self.party_finished.emit(event, game)

    def play_again(self) -> None:
        """A new party with the same players, levels and rules (new cards); after a remote table's party, the
        player chooses them (the table's host deals its own next party)."""
        from dataclasses import replace

        if not self.controller.can_keep:  # the table's host deals its next party there
            self.new_game_dialog()
            return
        self.start(replace(self.controller.config, seed=None, start=None))

    def _refresh_score(self, game: ShownParty | None, later: bool = False) -> None:
        """The sheet shows ``game``; ``later``: a frame and a bit from now (:data:`SCORE_STAGE_MS`), for a step
        the table is drawing: the sheet's new row, the table's last trick and its status line drawn in one go
        would overrun a frame at a deal's end. A party put on the table meanwhile (a new game, an undo) cancels
        it; a later call takes its place."""
        if self.score_dock is None or game is None:
            return
        if later:
            self._score_due = (self.controller.gen, game)
            if not self._score_timer.isActive():
                self._score_timer.start()
            return
        self._score_timer.stop()
        self._score_due = None
        self.score_dock.set_game(game, list(self.controller.config.names))  # rebuilds the sheet once

    def _score_now(self) -> None:
        due, self._score_due = self._score_due, None
        if due is not None and due[0] == self.controller.gen and not self._quitting:
            self._refresh_score(due[1])

    def refresh_actions(self) -> None:
        c = self.controller
        hint = self._hint_message
        if hint and not c.human_to_move:  # the decision it was for is made (or the deal is over)
            if self.statusBar().currentMessage() == hint:
                self.statusBar().clearMessage()
            self._hint_message = ""
        human = c.human is not None and not self.demo
        self.act_undo.setEnabled(human and c.can_undo)
        self.act_redo.setEnabled(human and c.can_redo)
        self.act_hint.setEnabled(human and c.can_hint)  # no hint at a shared table
        self.act_last.setEnabled(c.last_trick() is not None)
        self.say_menu.set_at_table(c.at_shared_table)
        if c.shown is not None and self.score_dock is not None:
            cur = c.shown.current
            key = (id(c.shown.rules), len(c.shown.deals), cur.contract if cur else None, cur.trump if cur else None,
                   cur.finished if cur else None)
            if key != self._score_key:
                self._score_key = key
                self._refresh_score(c.shown, later=True)

    def show_failure(self, message: str) -> None:
        from PySide6.QtWidgets import QMessageBox  # its buttons' and icons' enumerations: not for the first frame

        box = QMessageBox(QMessageBox.Icon.Warning, tr("KingDesk"), message, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("failure")
        box.open()  # never a blocking exec(): the table keeps running
        self.failure_box = box

    # ------------------------------------------------------------------ misc
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        from PySide6.QtCore import QEvent

        if not self._painted and obj is self.view.viewport() and event.type() == QEvent.Type.Paint:
            self._painted = True
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, self.first_paint.emit)
        return super().eventFilter(obj, event)

    def _sale_panel_covers(self, rect: QRect | None) -> None:
        """The scene keeps its bubbles out from under the sale panel (:attr:`TableScene.kept_clear`)."""
        self.scene.kept_clear = None if rect is None else self.view.mapToScene(rect).boundingRect()

    def _settle_in(self) -> None:
        """The next step the first frame left for later (:attr:`_later`), and the one after at the next turn."""
        if self._later:
            self._later.pop(0)()
            QTimer.singleShot(0, self, self._settle_in)

    def _start_loading(self) -> None:
        self.controller.state_changed.disconnect(self._start_loading)
        self._load_next()

    def _load_next(self) -> None:
        """Import the next module of :data:`LOADED_DURING_THE_FIRST_DEAL`, and the one after at the next turn."""
        if self._to_load:
            importlib.import_module(self._to_load.pop(0))
            QTimer.singleShot(0, self, self._load_next)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.hosting.unfinished and not self._quitting:
            self.hosting.confirm_end(self.close)
            event.ignore()  # the question is open; its answer ends the table and closes (or not)
            return
        if self.lifecycle is not None and not self.demo and not self._quitting:
            if not self.lifecycle.confirm_quit(self.quit_now):
                event.ignore()  # the question is open; its answer quits (or not)
                return
        self.save_window_state()
        self._close_dialog()
        self.page_reader.stop()
        self.hosting.stop()
        self.joining.leave()
        self.controller.shutdown()
        super().closeEvent(event)

    def quit_now(self) -> None:
        """Close without asking again (the player has answered the question about the unfinished party)."""
        self._quitting = True
        self.close()


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
size, position and dock layout (its lowest base, :class:`.window_state.RememberingWindow`).

The window is built in layers, one concern each, as the table scene is: above the remembering window, what shows
over the table while a decision is due (:mod:`.window_decisions`), the end of a deal and of the party
(:mod:`.window_party_end`) and the menus (:mod:`.window_menus`); here, the window's making and first frame, the
party put on the table, a replay in its place, the display settings, and closing.
"""

from __future__ import annotations

import importlib
import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QEvent, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QWidget

from kingdesk.session.setup import PartySetup

from .controller import Controller
from .table import timings as T
from .table.scene import TableScene
from .table.view import TableView
from .theme import CardRenderer
from .i18n import tr
from .settings import Settings
from .sound.board import SoundBoard, sounds_dir
from .window_menus import MenuWindow

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QMessageBox

    from kingdesk.engine.game import Game

    from .display_settings import DisplaySettings
    from .file_menu import FileMenu
    from .lifecycle import Lifecycle
    from .dialogs.host import HostChoice, LobbyDialog
    from .net_bridge import HostedTable, RemoteTable
    from .replay_bar import ReplayViewer
    from .scoresheet.dock import ScoreDock

    from .dialogs import NewGameDialog

    from .lifecycle import Storage
    from .sound.board import Player


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


class MainWindow(MenuWindow):
    party_started = Signal()
    """A party was put on the table (:meth:`start`), before its first step."""
    replay_ended = Signal()
    """The replay viewer was closed (the Statistics window it came from may show again)."""
    first_paint = Signal()

    def __init__(self, demo: bool = False, speed: str | None = None, settings: QSettings | None = None,
                 parent: QWidget | None = None, storage: Storage | None = None, user_settings: Settings | None = None,
                 pool: Any = None, sound_player: Callable[[], Player] | None = None):
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
        self.controller.to_review.connect(self._to_review)
        self.controller.party_finished.connect(self._party_finished)
        self.controller.state_changed.connect(self.refresh_actions)
        self.controller.state_changed.connect(self._follow_sale)
        self.controller.hint_ready.connect(self._show_hint)
        self.controller.failed.connect(self.show_failure)
        self.controller.notice.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.controller.decision_withdrawn.connect(self._close_dialog)
        self.sounds = SoundBoard(sound_player or _real_sound_player)
        """The table's sounds (off until the player switches them on; a test gives a player that listens)."""
        self.controller.event_shown.connect(lambda e: self.sounds.heard(e, self.controller.human))
        self._configure_sounds(u)
        self.replay_viewer: ReplayViewer | None = None
        """The :class:`.replay_bar.ReplayViewer` shown in place of the table, if any."""
        self._table_widget: QWidget | None = None
        self.score_dock: ScoreDock | None = None
        from . import mapped_pages

        keep_pages = mapped_pages.wanted()
        self.page_reader = mapped_pages.PageReader(
            self, files=mapped_pages.mapped_files if keep_pages else mapped_pages.no_files)
        """Keeps the files the program maps in memory when asked to (:mod:`.mapped_pages`, opt-in), and reads
        them before the party's result is built; from the first paint until the window closes."""
        if keep_pages:
            self.first_paint.connect(self.page_reader.keep)
        self._make_menus()
        from .lesson import Lesson

        self.lesson = Lesson(self)
        """Help › Learn a contract: the lesson in course, if any (its hands' summaries are its steps)."""
        self.help_menu.learn.connect(self.lesson.begin)
        self.lifecycle: Lifecycle | None = None
        """The :class:`.lifecycle.Lifecycle` when the player's games are kept (``storage`` given)."""
        self.display: DisplaySettings | None = None
        self.file_menu: FileMenu | None = None
        if storage is not None:
            from .display_settings import DisplaySettings
            from .file_menu import FileMenu
            from .lifecycle import Lifecycle
            self.lifecycle = Lifecycle(self, self, u, storage)
            self.review_replay_at.connect(self.lifecycle.replay_at)  # the deal summary's review, as History's
            self.display = DisplaySettings(self, u, apply=self.apply_display,
                                           in_game=lambda: self.controller.unfinished)
            self.game_menu.removeAction(self.act_quit)  # Quit goes to the end of the File menu
            self.file_menu = FileMenu(self.menuBar(), self.lifecycle, self.display,
                                      can_save=lambda: self.controller.shown is not None
                                      and self.controller.can_keep,  # the host keeps a remote table's party
                                      quit_action=self.act_quit)
            self.scene.set_table_colour(u.value("table_colour"))
            self.scene.set_hand_sort(u.value("hand_sort"))
        self.keys_back_after_menus()
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
        dock = self.score_dock
        self.controller.emptied.connect(lambda: dock.set_game(None))
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
        state = self.settings.value("window/state")
        if isinstance(state, QByteArray) and not state.isEmpty():
            self.restoreState(state)
        self.view_menu.addAction(self.score_dock.toggleViewAction())
        self.view_menu.addAction(self.score_dock.act_fold)
        self.view_menu.addAction(self.score_dock.act_full)
        self._score_key = None
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
        if self.lifecycle is not None:
            from .people.picker import offer_people

            offer_people(dlg.names[0], self.lifecycle.book.people(computers=False), dlg.person_chosen)
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

    def join_table(self, address: str, name: str, code: str | None, token: str | None = None) -> RemoteTable:
        return self.joining.join(address, name, code, token)

    def join_by_link(self, link: str) -> Any:
        """KingDesk was started with an invitation's link (opened from a messenger): Join a table…, filled in with
        it; turned down, the start goes on as usual (the unfinished game offered, or a new one)."""
        dlg = self.joining.dialog(link=link)
        if self.lifecycle is not None:
            dlg.rejected.connect(self.lifecycle.startup)
        return dlg

    def offer_table_return(self, otherwise: Callable[[], Any]) -> bool:
        return self.joining.offer_return(otherwise)

    def table_again(self, players: list[str] | None) -> HostChoice | None:
        return self.hosting.again(players)

    def host_again(self, choice: HostChoice) -> None:
        self.hosting.host_again(choice)

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

    def empty_table_hint(self) -> None:
        """An empty table says how to go on (New Game was cancelled with nothing on it)."""
        if self.controller.shown is None:
            self.scene.set_status(tr("No game on the table.") + "\n" + tr("Start a new one from the Game menu, or "
                                                                          "resume one from the File menu."))

    def request_start(self, config: PartySetup) -> None:
        """Start ``config`` once the player has said what happens to the unfinished party, if any."""
        self.replace_then(lambda: self.start(config))

    def apply_display(self, u: Settings) -> None:
        """The player's display settings on the table at once (the rules wait for the next party)."""
        self.set_speed(u.value("speed"))
        self.set_reduced_motion(u.value("reduced_motion"))
        self.set_auto_play(u.value("auto_play"))
        self.set_deck(u.value("faces"), u.value("back"))
        self.scene.set_table_colour(u.value("table_colour"))
        self.scene.set_hand_sort(u.value("hand_sort"))
        self._configure_sounds(u)

    def _configure_sounds(self, u: Settings) -> None:
        self.sounds.configure(u.value("sound"), u.value("sound_volume"), u.value("sound_quiet_in_reduced_motion"),
                              u.value("reduced_motion"))

    def set_speed(self, key: str) -> None:
        self.scene.timings.speed = key

    def set_reduced_motion(self, on: bool) -> None:
        self.scene.timings.reduced_motion = on

    def set_auto_play(self, on: bool) -> None:
        self.controller.auto_play_single = on

    def set_deck(self, faces: str | None = None, back: str | None = None) -> None:
        self.renderer.set_style(faces, back)
        self.scene.redraw_cards()  # each card keeps its drawing (cached) until told

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
        self.sounds.close()
        super().closeEvent(event)

    def quit_now(self) -> None:
        """Close without asking again (the player has answered the question about the unfinished party)."""
        self._quitting = True
        self.close()


def _real_sound_player() -> Player:
    """The sound player of a window that plays: miniaudio on the default audio device (made at the first sound)."""
    from .sound.miniaudio_player import MiniaudioPlayer

    return MiniaudioPlayer(sounds_dir())

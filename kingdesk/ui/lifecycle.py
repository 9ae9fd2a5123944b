"""What happens to the party in progress when the player does something that would replace it.

:class:`Lifecycle` is the GUI side of the party's owner (:class:`kingdesk.session.owner.PartyOwner`,
on the engine thread). Every path that would put another party on the table (New
game, Open, a record handed over by the desktop, a replayed deal, the resume
question, resuming a kept party) and Quit go through :meth:`Lifecycle.replace`: if
the party on the table (or the unfinished autosave found at start) is not over, the
player is asked, and "Keep it for later" is the default. Kept parties are listed
in File › Unfinished games…; a finished party goes to the history.

Its services are given where the window is built (``kingdesk.app``; :mod:`.lifecycle_services`): the
settings, the history, the shelf of kept parties and the autosave file. Game records (File › Open and Save,
a record given at start) are :mod:`.record_files`'.
"""

from __future__ import annotations

from dataclasses import replace

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from kingdesk.engine.counted import CountedGame
from kingdesk.engine.game import Game
from kingdesk.engine.shown import ShownParty
from kingdesk.session.party import progress_line
from kingdesk.session.seats import Seats
from kingdesk.session.shelf import ShelfEntry
from kingdesk.storage.autosave import Quarantined, Resume
from kingdesk.record.errors import RecordError
from kingdesk.record.io import Loaded

from . import i18n
from kingdesk.session.setup import PartySetup

from .controller import Controller
from .dialogs import on_screen
from .history.file_texts import autosave_failed_text, import_error_text, notice_text, quarantine_text
from .lifecycle_services import Storage, Table
from .record_files import RecordFiles
from .settings import Settings
from .settings.model import NAME_MAX
from .i18n import tr

if TYPE_CHECKING:  # the messages and the real cards' party when first used: not before the first paint
    from kingdesk.session import messages as m
    from kingdesk.session.tally import CountedParty

log = logging.getLogger(__name__)


KEEP, DISCARD, CANCEL = "keep", "discard", "cancel"


def describe(game: Game | ShownParty) -> str:
    """``Turkish King, 20 hands; hand 3 of 20``: how the question names a party (the name holds a comma)."""
    n, total = progress_line(game)
    return tr("%1; hand %2 of %3").replace("%1", i18n.ruleset_name(game.rules.ruleset)).replace(
        "%2", i18n.number(n)).replace("%3", i18n.number(total))


TALLY_SIZE = QSize(1000, 900)
"""The score dialog of a party played with real cards, where the screen has room (else the screen's free area)."""


class Lifecycle(QObject):
    resumed = Signal(object)
    """The game put on the table from the autosave, a record or the shelf."""
    stored = Signal(int)
    """The history id of a party just finished."""
    kept = Signal(object)
    """The file where a party was kept for later."""
    told = Signal(str)
    """The text of every message shown to the player about his files."""
    saved = Signal(object)
    """The path of a record the player saved (File › Save), once it is written."""

    def __init__(self, parent: QWidget, window: Table, settings: Settings, storage: Storage):
        super().__init__(parent)
        self.parent_widget = parent
        """Over which the questions and file dialogs open."""
        self.window = window
        self.settings = settings
        self.storage = storage
        self.autosave = storage.autosave
        self.history = storage.history
        self.shelf = storage.shelf
        self.book = storage.book
        self.dialog: Any = None
        """The last question or message opened here (for tests and for the player)."""
        self.stats_window: Any = None
        self.people_window: Any = None
        self.unfinished_dialog: Any = None
        self.tally_dialog: Any = None
        """The score dialog of a party played with real cards, once opened."""
        self._table_offered = False
        """The seat kept at a table elsewhere was offered at start (once)."""
        c = window.controller
        c.stored.connect(self._party_stored)
        c.autosave_failed.connect(self._autosave_failed)
        c.put_aside.connect(self._put_aside_done)
        self.records = RecordFiles(self)
        """File › Open and Save, and a record given at start."""

    @property
    def controller(self) -> Controller:
        return self.window.controller

    # ------------------------------------------------------------------ the one question
    def replace(self, then: Callable[[], Any], on_cancel: Callable[[], Any] | None = None,
                pending: Game | None = None, quitting: bool = False) -> QMessageBox | None:
        """Run ``then`` once the unfinished party (on the table, or ``pending`` from the autosave) is dealt with.

        With nothing unfinished ``then`` runs at once. Otherwise the player chooses:
        keep it for later (the default: it goes to Unfinished games), discard it, or
        cancel (``on_cancel`` runs, nothing changes). When ``quitting``, a party kept for
        later stays in the autosave, so that the next start offers to resume it.
        """
        game: Game | ShownParty | None = pending if pending is not None else (
            self.controller.shown if self.controller.unfinished else None)
        if game is None or game.is_over:
            then()
            return None
        head = tr("The game interrupted last time (%1) is not finished.") if pending is not None else \
            tr("The game in progress (%1) is not finished.")
        text = head.replace("%1", describe(game)) + "\n\n" + (
            tr("Keep it for later? KingDesk offers to resume it at the next start.") if quitting else
            tr("Keep it for later? You can resume it from File › Unfinished games."))
        box = QMessageBox(QMessageBox.Icon.Question, tr("Unfinished game"), text, QMessageBox.StandardButton.NoButton,
                          self.parent_widget)
        box.setObjectName("keep-question")
        keep = box.addButton(tr("&Keep it for later"), QMessageBox.ButtonRole.AcceptRole)
        keep.setObjectName(KEEP)
        discard = box.addButton(tr("&Discard it"), QMessageBox.ButtonRole.DestructiveRole)
        discard.setObjectName(DISCARD)
        cancel = box.addButton(tr("Cancel"), QMessageBox.ButtonRole.RejectRole)
        cancel.setObjectName(CANCEL)
        box.setDefaultButton(keep)
        box.setEscapeButton(cancel)

        def answered(_result: int) -> None:
            from kingdesk.session import messages as m

            clicked = box.clickedButton()
            if clicked is keep:
                if not quitting:
                    self.controller.send(m.PutAside())
                then()
            elif clicked is discard:
                self.controller.send(m.Abandon())
                then()
            elif on_cancel is not None:
                on_cancel()

        box.finished.connect(answered)
        self.dialog = box
        box.open()
        return box

    def _put_aside_done(self, aside: m.Aside) -> None:
        if aside.error is not None:
            text = tr("The unfinished game could not be kept for later (%1). It stays in the autosave and "
                      "is offered again at the next start.")
            self.inform(text.replace("%1", i18n.os_error_text(aside.error)), warning=True)
        elif aside.path is not None:
            self.kept.emit(aside.path)
            if self.unfinished_dialog is not None:
                self.unfinished_dialog.list.refresh()
            if self.stats_window is not None:
                self.stats_window.refresh()

    # ------------------------------------------------------------------ start-up
    def startup(self, new_game: Callable[[], Any] | None = None, auto_resume: bool = False,
                seats: Seats | None = None) -> Resume | None:
        """Tell the player what went wrong with stored files (once), then resume or start a new game.

        ``new_game`` is called when there is nothing to resume (default: the
        window's New Game dialog). ``auto_resume`` resumes without asking;
        ``seats`` are the players of the resumed game (default: the settings' seats).
        """
        new_game = new_game or self.window.new_game_dialog
        problems = self.stored_problems()
        found = self.autosave.load()
        if isinstance(found, Quarantined):
            problems.append(quarantine_text(found))
        if problems and not auto_resume:
            # The player reads what happened first; the resume question or New Game comes after.
            self.inform("\n\n".join(problems), warning=True,
                        then=lambda: self.continue_from(found, new_game, False, seats))
            return None
        if problems:
            self.inform("\n\n".join(problems), warning=True)
        return self.continue_from(found, new_game, auto_resume, seats)

    def stored_problems(self) -> list[str]:
        """The settings and the history read; what went wrong with them, in the player's words."""
        self.settings.load_all()
        problems = []
        notice = self.settings.take_fallback_notice()
        if notice:
            problems.append(notice)
        self.history.open()
        problems += [notice_text(n) for n in self.history.take_notices()]
        return problems

    def continue_from(self, found: Resume | Quarantined | None, new_game: Callable[[], Any], auto_resume: bool,
                      seats: Seats | None) -> Resume | None:
        """After the autosave was read at start (``found``): a finished party goes into the history, an unfinished
        one is resumed (``auto_resume``) or asked about; otherwise ``new_game`` comes next."""
        from kingdesk.session import messages as m

        if not auto_resume and not self._table_offered:
            self._table_offered = True  # once: "Not now" goes on with the rest
            if self.window.offer_table_return(lambda: self.continue_from(found, new_game, False, seats)):
                return None
        if isinstance(found, Resume):
            log.info("the autosave holds a %s party: KingDesk stopped before it was stored",
                     "finished" if found.finished else "unfinished")
            if found.finished:  # the owner stores it and lets the autosave go; stored follows
                names = tuple(found.players) if found.players else tuple(self.settings.names())
                self.controller.send(m.StoreFinished(found.game, names, 0))
            elif auto_resume:
                self.resume(found.game, found.players, seats)
                return found
            else:
                self.ask_resume(found, new_game, seats)
                return None
        QTimer.singleShot(0, new_game)
        return None

    def ask_resume(self, found: Resume, new_game: Callable[[], Any] | None = None,
                   seats: Seats | None = None) -> QMessageBox:
        """Resume (the default) or a new game; the interrupted party is kept for later only once a new one starts."""
        g = found.game
        deal = g.current
        where = i18n.where_stopped_text(len(g.deals), g.play.tricks_played if g.play is not None
                                        and deal is not None and not deal.finished else 0)
        # the rule set's name holds a comma and takes suffixes: it goes in brackets, outside the sentence's grammar
        text = tr("The game you were playing (%1; %2) was interrupted. Resume it where it stopped?").replace(
            "%1", i18n.ruleset_name(g.rules.ruleset)).replace("%2", where)
        again = self.window.table_again(found.players)
        if again is not None:  # the others can come back to their seats: the names they sat down with
            others = [n for s, n in enumerate(found.players or ()) if s and s not in again.table.computers]
            text += "\n\n" + tr("It was played at your table (%1) with %2. Host it again, and they sit down in "
                                 "their seats again.").replace("%1", again.table.name).replace(
                "%2", i18n.join_names(others))
        box = QMessageBox(QMessageBox.Icon.Question, tr("Resume game"), text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self.parent_widget)
        box.setObjectName("resume-question")
        box.button(QMessageBox.StandardButton.Yes).setText(tr("Resume alone") if again is not None
                                                            else tr("Resume"))
        box.button(QMessageBox.StandardButton.Yes).setObjectName("resume")
        box.button(QMessageBox.StandardButton.No).setText(tr("New game"))
        box.button(QMessageBox.StandardButton.No).setObjectName("new-game")
        host = box.addButton(tr("&Host it again"), QMessageBox.ButtonRole.AcceptRole) if again is not None else None
        if host is not None:
            host.setObjectName("host-again")
        if host is not None:
            box.setDefaultButton(host)
        else:
            box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.setEscapeButton(QMessageBox.StandardButton.Yes)  # closing the question resumes: nothing is lost

        def answered(result: int) -> None:
            if host is not None and box.clickedButton() is host:
                self.resume(found.game, found.players, seats)
                self.window.host_again(again)
            elif result == QMessageBox.StandardButton.No:
                # A new game: the interrupted one is kept for later when the new one starts; Cancel in the
                # New Game dialog comes back to this question.
                dlg = self.window.new_game_dialog(then_start=lambda cfg: self.aside_then_start(cfg),
                                                  on_cancel=lambda: self.ask_resume(found, new_game, seats))
                self.dialog = dlg
            else:
                self.resume(found.game, found.players, seats)

        box.finished.connect(answered)
        self.dialog = box
        box.open()
        return box

    def aside_then_start(self, config: PartySetup) -> None:
        """The interrupted party is kept for later, then ``config`` starts."""
        from kingdesk.session import messages as m

        self.controller.send(m.PutAside())  # moves the interrupted autosave onto the shelf
        self.window.start(config)

    # ------------------------------------------------------------------ putting parties on the table
    def resume(self, game: Game, players: list[str] | None, seats: Seats | None = None,
               from_shelf: Path | None = None) -> None:
        """Put ``game`` on the table exactly where it stopped and play on."""
        names = tuple(players) if players else tuple(self.settings.names())
        config = PartySetup(ruleset=game.rules.ruleset, options=game.rules.options_dict(), names=names,
                            seats=seats or Seats.from_levels(self.settings.levels()), seed=game.seed, start=game,
                            from_shelf=from_shelf)
        self.window.start(config)
        self.resumed.emit(game)

    def resume_kept(self, entry: ShelfEntry) -> Loaded | None:
        """Play on with a kept party; the one on the table is kept for later first (no question)."""
        from kingdesk.session import messages as m
        from kingdesk.session.tally import CountedParty

        try:
            loaded = self.shelf.load(entry.path)
        except RecordError as err:
            self.inform(tr("%1 cannot be opened.").replace("%1", entry.path.name) + "\n\n" + import_error_text(err),
                        warning=True)
            return None
        if self.unfinished_dialog is not None and isinstance(loaded.game, CountedGame):
            self.unfinished_dialog.accept()
        if isinstance(loaded.game, CountedGame):  # played with real cards: its sheet, not the table
            self.open_tally(CountedParty(loaded.game, self.names_of(loaded), self.shelf, self.history,
                                         path=entry.path))
            return loaded
        if self.controller.unfinished:
            self.controller.send(m.PutAside())
        if self.unfinished_dialog is not None:
            self.unfinished_dialog.accept()
        self.resume(loaded.game, loaded.players, self._seats_of(loaded), from_shelf=entry.path)
        return loaded

    def _seats_of(self, loaded: Loaded) -> Seats | None:
        """The seats a kept party plays on with: a copy of a game at another's table puts its player back in the
        seat they had there (the record's ``seat``), the others played by the computer players of the settings."""
        seat = loaded.doc.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 4 or seat == 0:
            return None
        mine = list(self.settings.levels())
        levels: list[str | None] = [mine[s] or "medium" for s in range(4)]
        levels[0], levels[seat] = levels[seat], None
        return Seats.from_levels(levels)

    # ------------------------------------------------------------------ records (:mod:`.record_files`)
    def open_record(self, path: str | None = None) -> Loaded | None:
        """File › Open, or a record handed over by the desktop: :meth:`.RecordFiles.open_record`."""
        return self.records.open_record(path)

    def open_at_start(self, path: str) -> None:
        """A record given on the command line: :meth:`.RecordFiles.open_at_start`."""
        self.records.open_at_start(path)

    def save_record(self, path: str | None = None) -> str | None:
        """File › Save: :meth:`.RecordFiles.save_record`; :attr:`saved` tells when the record is written."""
        return self.records.save_record(path)

    # ------------------------------------------------------------------ kept parties, history
    def show_unfinished(self) -> Any:
        from .history.unfinished import UnfinishedDialog

        if self.unfinished_dialog is None:
            self.unfinished_dialog = UnfinishedDialog(self.shelf, self.parent_widget)
            self.unfinished_dialog.list.resume_requested.connect(self.resume_kept)
        else:
            self.unfinished_dialog.list.refresh()
        self.unfinished_dialog.open()
        return self.unfinished_dialog

    def show_statistics(self) -> Any:
        from .history.window import StatisticsWindow

        if self.stats_window is None:
            self.stats_window = StatisticsWindow(self.history, self.parent_widget, shelf=self.shelf)
            self.stats_window.replay_requested.connect(self.replay)
            self.stats_window.replay_at.connect(self.replay_at)
            self.stats_window.resume_requested.connect(self._resume_from_stats)
        else:
            self.stats_window.refresh()
        self.stats_window.show()
        self.stats_window.raise_()
        return self.stats_window

    def show_people(self) -> Any:
        """File › People and series…: each person's record, head to head, the series."""
        from .people.window import PeopleWindow

        if self.people_window is None:
            self.people_window = PeopleWindow(self.book, self.parent_widget)
        else:
            self.people_window.refresh()
        self.people_window.show()
        self.people_window.raise_()
        return self.people_window

    def _resume_from_stats(self, entry: ShelfEntry) -> None:
        self.resume_kept(entry)

    def replay(self, doc: dict[str, Any], index: int, human: int | None = None) -> Any:
        """Replay deal ``index`` of a recorded game in the main window's replay viewer.

        The party on the table is not replaced (the viewer has a table of its own), so
        nothing needs asking; the Statistics window steps aside and comes back after.
        """
        from .history.replay import deal_script

        start, choices = deal_script(doc, index)
        names = tuple(doc.get("players") or self.settings.names())
        stats = self.stats_window
        if stats is not None and stats.isVisible():
            stats.hide()
            self.window.replay_ended.connect(stats.show, Qt.ConnectionType.SingleShotConnection)
        return self.window.show_replay(start, list(choices), names, human)

    def replay_at(self, doc: dict[str, Any], index: int, human: int | None, step: int, card: int | None) -> Any:
        """A reviewed decision on the table: deal ``index`` replayed up to ``step`` (its decision due), the better
        ``card`` raised in the hand of its player, ``human`` (at the bottom of the table)."""
        viewer = self.replay(doc, index, human)
        if human is not None:
            viewer.scene.human_seat = human  # that player at the bottom, where the raised card shows
        viewer.show_step(step)
        if card is not None:
            viewer.scene.set_playable({card}, {})
            viewer.scene.set_focus_card(card)
        return viewer

    def _party_stored(self, e: m.Finished) -> None:
        """The party's owner put the finished party in the history (on the engine thread)."""
        self._history_grew(e.notices)
        if e.party_id is not None:
            self.stored.emit(e.party_id)

    def _history_grew(self, notices: list[Any]) -> None:
        """A party went into the history: say what went wrong, if anything; the statistics show it."""
        notes = [notice_text(n) for n in notices]
        if notes:
            self.inform("\n\n".join(notes), warning=True)
        if self.stats_window is not None:
            self.stats_window.refresh()
        if self.people_window is not None:
            self.people_window.refresh()

    def _autosave_failed(self, e: m.AutosaveFailed) -> None:
        self.inform(autosave_failed_text(e.path, e.error), warning=True)

    # ------------------------------------------------------------------ parties played with real cards
    def score_real_cards(self) -> Any:
        """Game › Score a game with real cards…: the rules and players, then the score dialog."""
        from .tally.setup import TallySetupDialog

        names = self.settings.names()
        names[0] = self.settings.own_name() or i18n.default_player_names()[0]  # "You" would fill "%1 cannot…"
        dlg = TallySetupDialog(self.settings.ruleset, names, self.parent_widget)
        from .people.picker import offer_people

        people = self.book.people(computers=False)
        for field in dlg.names:
            offer_people(field, people)
        dlg.accepted.connect(lambda: self._start_tally(dlg))
        dlg.open()
        self.dialog = dlg
        return dlg

    def _start_tally(self, dlg: Any) -> None:
        from kingdesk.session.tally import CountedParty

        from .settings.model import rules_from_settings

        game = CountedGame(rules_from_settings(self.settings, dlg.chosen_ruleset()))
        game.scorer = dlg.human_seat()
        self.open_tally(CountedParty(game, dlg.chosen_names(), self.shelf, self.history), dlg.start())

    def open_tally(self, party: CountedParty, start: Any = None) -> Any:
        """The score dialog of a party played with real cards (a window of its own; the table stays)."""
        from .tally.dialog import TallyDialog

        t = TallyDialog(party, start, self.parent_widget)
        t.stored.connect(lambda _pid: self._history_grew(self.history.take_notices()))
        # as tall as the screen lets it: a whole party's rows, like the paper sheet, rather than a few and a scrollbar
        on_screen.fit_on_screen(t, TALLY_SIZE, self.parent_widget)
        t.show()
        self.tally_dialog = t
        return t

    def names_of(self, loaded: Loaded) -> list[str]:
        """The players of a record, or the settings' names when it has none."""
        return list(loaded.players) if loaded.players else self.settings.names()

    # ------------------------------------------------------------------ new games
    def new_game_config(self) -> PartySetup:
        """The New Game defaults from the settings: ruleset and its options, names, levels."""
        ruleset = self.settings.ruleset
        return PartySetup(ruleset=ruleset, options=self.settings.rule_options(ruleset) or None,
                          names=tuple(self.settings.names()), seats=Seats.from_levels(self.settings.levels()))

    def prepare(self, config: PartySetup) -> PartySetup:
        """Before every start: a new game takes its rule options from the settings; the choices are remembered.

        A game that continues (``config.start``) keeps the rules of its record.
        """
        if config.start is not None:
            return config
        if config.options is None:
            config = replace(config, options=self.settings.rule_options(config.ruleset) or None)
        if self.window.demo:
            return config
        from .settings.model import BadValue

        defaults = self.settings.names()
        try:
            self.settings.set_value("ruleset", config.ruleset)
            for s, name in enumerate(config.names[:4]):
                self.settings.set_value(f"names/{s}", "" if name == defaults[s] else name[:NAME_MAX])
            for s, level in enumerate(config.seats.levels):
                if s and level is not None:
                    self.settings.set_value(f"levels/{s}", level)
        except BadValue as exc:
            log.warning("new game choices not remembered: %s", exc)
        return config

    # ------------------------------------------------------------------ quitting
    def confirm_quit(self, quit_now: Callable[[], Any]) -> bool:
        """``True``: quit at once. Otherwise the question is open and ``quit_now`` runs once it is answered."""
        if not self.controller.unfinished:
            return True
        self.replace(quit_now, quitting=True)
        return False

    # ------------------------------------------------------------------ helpers
    def inform(self, text: str, warning: bool = False, then: Callable[[], Any] | None = None) -> None:
        """A message box that does not block play; ``then`` runs once it is closed."""
        log.info("%s", text)
        self.told.emit(text)
        box = QMessageBox(QMessageBox.Icon.Warning if warning else QMessageBox.Icon.Information,
                          tr("KingDesk"), text, QMessageBox.StandardButton.Ok, self.parent_widget)
        box.setObjectName("files-message")
        if then is not None:
            box.finished.connect(lambda _result: then())
        self.dialog = box
        box.open()


__all__ = ["Lifecycle", "Storage", "describe", "KEEP", "DISCARD", "CANCEL"]

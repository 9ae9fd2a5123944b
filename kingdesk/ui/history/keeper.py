"""Keeps the player's games: autosave and resume, the history, File → Open/Save, Settings, Statistics.

One :class:`GameKeeper` is attached to the main window. It listens to the
controller and the window without changing how they play:

* every engine step (each decision, each card, hence every trick) reaches
  :meth:`GameKeeper._stepped` and is written as a ``kingdesk/1`` autosave;
* the end of a party stores the party in the history and removes the autosave;
* at start-up :meth:`GameKeeper.startup` tells the player once about settings
  that fell back to defaults and about a damaged or read-only history, then
  offers an unfinished game for resuming exactly where it stopped (a damaged
  autosave is kept aside with a clear message, and a new game starts);
* the File menu opens and saves records (checked by the engine, the first
  error reported precisely), opens the settings and the statistics.

The window needs to provide ``controller`` (with ``engine.stepped``, ``gen``,
``config``, ``snap``), ``party_finished``, ``start(config)`` and
``new_game_dialog()``; everything else here is this package's own.

Environment, for tests and scripted runs: ``KINGDESK_TRACE_AUTOSAVE=1`` prints
``autosave <decisions>`` on standard error after each successful save.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from kingdesk.engine.game import Game
from kingdesk.record import game_to_record
from kingdesk.storage.autosave import Autosave, Quarantined, Resume
from kingdesk.storage.history import History
from kingdesk.storage.importer import Loaded, RecordImportError, read_record, write_record

from .. import i18n
from ..settings import Settings
from .messages import autosave_failed_text, import_error_text, notice_text, quarantine_text
from ..i18n import tr

log = logging.getLogger(__name__)

TRACE_ENV = "KINGDESK_TRACE_AUTOSAVE"


def decisions_in(doc: dict[str, Any]) -> int:
    """How many decisions and cards a record holds (a measure of progress, for traces and tests)."""
    n = 0
    for d in doc.get("deals", []):
        n += 1 + len(d.get("plays") or [])
        n += sum(1 for k in ("contract", "trump") if d.get(k) is not None)
        sale = d.get("sale")
        if isinstance(sale, dict):
            n += 1 + len(sale.get("bids", [])) + ("accepted" in sale)
    return n


class GameKeeper(QObject):
    """Autosave, resume, history and the File menu for one main window."""

    resumed = Signal(object)
    """The game that was resumed from the autosave or opened from a record."""
    stored = Signal(int)
    """The history id of a party just finished."""

    def __init__(self, window: Any, settings: Settings | None = None, autosave: Autosave | None = None,
                 history: History | None = None):
        super().__init__(window)
        self.window = window
        self.settings = settings or Settings()
        self.autosave = autosave or Autosave()
        self.history = history or History()
        self.replaying = False
        """A deal replay is on the table: nothing is saved, nothing stored."""
        self.names: list[str] = []
        self._warned_autosave = False
        self._finished_gen: int | None = None
        self._trace = os.environ.get(TRACE_ENV) == "1"
        self.stats_window: Any = None
        self.dialog: Any = None
        """The last dialog or message box opened here (for tests)."""
        c = window.controller
        c.engine.stepped.connect(self._stepped)
        window.party_finished.connect(self._party_finished)
        window.keeper = self  # the window asks it to prepare each new game (rule options from the settings)

    # ------------------------------------------------------------------ menu
    def install_menu(self) -> QMenu:
        """A File menu first in the menu bar: Open/Save record, Statistics, Settings."""
        bar = self.window.menuBar()
        menu = QMenu(tr("&File"), self.window)
        menu.setObjectName("file-menu")
        self.act_open = menu.addAction(tr("&Open game record…"), self.open_record)
        self.act_open.setShortcut(QKeySequence.StandardKey.Open)
        self.act_save = menu.addAction(tr("&Save game record…"), self.save_record)
        self.act_save.setShortcut(QKeySequence.StandardKey.Save)
        # Back to the game kept in the autosave (after a replay, or an opened finished record).
        self.act_resume = menu.addAction(tr("Resume"), self.resume_saved)
        self.act_resume.setObjectName("resume-saved")
        menu.aboutToShow.connect(self._update_actions)
        menu.addSeparator()
        self.act_stats = menu.addAction(tr("S&tatistics…"), self.show_statistics)
        self.act_settings = menu.addAction(tr("Settin&gs…"), self.show_settings)
        self.act_settings.setMenuRole(QAction.MenuRole.PreferencesRole)
        actions = bar.actions()
        bar.insertMenu(actions[0], menu) if actions else bar.addMenu(menu)
        self.menu = menu
        return menu

    def _update_actions(self) -> None:
        snap = self.window.controller.snap
        elsewhere = self.replaying or snap is None or snap.is_over
        self.act_resume.setEnabled(elsewhere and self.autosave.exists())
        self.act_save.setEnabled(snap is not None)

    def resume_saved(self) -> Resume | None:
        """Play on with the game in the autosave (the table showed something else meanwhile)."""
        found = self.autosave.load()
        if isinstance(found, Quarantined):
            self._inform(quarantine_text(found), warning=True)
            return None
        if found is None or found.finished:
            return None
        self.resume(found.game, found.players)
        return found

    # ------------------------------------------------------------------ start-up
    def startup(self, new_game: Any = None, auto_resume: bool = False,
                levels: tuple[str | None, ...] | None = None) -> Resume | None:
        """Tell the player what went wrong with stored files (once), then resume or start a new game.

        ``new_game`` is called when there is nothing to resume (default: the
        window's New Game dialog). ``auto_resume`` resumes without asking;
        ``levels`` are the players of the resumed game (default: the settings').
        Returns the resumed game, if any.
        """
        new_game = new_game or self.window.new_game_dialog
        self.settings.load_all()
        self.apply_table_look()
        problems = []
        notice = self.settings.take_fallback_notice()
        if notice:
            problems.append(notice)
        self.history.open()
        problems += [notice_text(n) for n in self.history.take_notices()]
        found = self.autosave.load()
        if isinstance(found, Quarantined):
            problems.append(quarantine_text(found))
        if problems and not auto_resume:
            # The player reads what happened first; the resume question or New Game comes after.
            self._inform("\n\n".join(problems), warning=True,
                         then=lambda: self._proceed(found, new_game, False, levels))
            return None
        if problems:
            self._inform("\n\n".join(problems), warning=True)
        return self._proceed(found, new_game, auto_resume, levels)

    def _proceed(self, found: Resume | Quarantined | None, new_game: Any, auto_resume: bool,
                 levels: tuple[str | None, ...] | None) -> Resume | None:
        if isinstance(found, Resume):
            if found.finished:
                pid = self._store(found.game, found.players)
                self.autosave.discard()
                if pid is not None:
                    self.stored.emit(pid)
            elif auto_resume or self._ask_resume(found):
                self.resume(found.game, found.players, levels)
                return found
            else:
                self.autosave.quarantine("set-aside")  # kept, never deleted: the player declined it
        QTimer.singleShot(0, new_game)
        return None

    def _ask_resume(self, found: Resume) -> bool:
        g = found.game
        deal = g.current
        where = i18n.where_stopped_text(len(g.deals), g.play.tricks_played if g.play is not None
                                        and deal is not None and not deal.finished else 0)
        text = tr("A game of %1 was interrupted (%2). Resume it where it stopped?").replace(
            "%1", i18n.ruleset_name(g.rules.ruleset)).replace("%2", where)
        box = QMessageBox(QMessageBox.Icon.Question, tr("Resume game"), text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self._parent_widget())
        box.setObjectName("resume-question")
        box.button(QMessageBox.StandardButton.Yes).setText(tr("Resume"))
        box.button(QMessageBox.StandardButton.No).setText(tr("New game"))
        self.dialog = box
        return box.exec() == QMessageBox.StandardButton.Yes

    def resume(self, game: Game, players: list[str] | None, levels: tuple[str | None, ...] | None = None) -> None:
        """Put ``game`` on the table exactly where it stopped and play on."""
        from ..controller import GameConfig

        names = tuple(players) if players else tuple(self.settings.names())
        config = GameConfig(ruleset=game.rules.ruleset, options=game.rules.options_dict(), names=names,
                            levels=levels or self.settings.levels(), seed=game.seed, start=game)
        self.replaying = False
        self.window.start(config)
        self.resumed.emit(game)

    # ------------------------------------------------------------------ saving as we go
    def _stepped(self, gen: int, _events: Any, snap: Game, _resync: bool) -> None:
        c = self.window.controller
        if gen != c.gen or self.replaying or snap is None:
            return
        self.names = list(c.config.names) if c.config.names else self.settings.names()
        # A finished party is saved too: if the program stops before it reaches the history, the next
        # start stores it from the autosave (the history refuses the same record twice). The controller
        # may have announced the end already (at instant speed, before this slot runs): then it is stored.
        if snap.is_over and self._finished_gen == gen:
            return
        if self.autosave.save(snap, self.names):
            if self._trace:
                sys.stderr.write(f"autosave {decisions_in(game_to_record(snap))}\n")  # one write: one whole line
                sys.stderr.flush()
        elif not self._warned_autosave and self.autosave.last_error is not None:
            self._warned_autosave = True
            self._inform(autosave_failed_text(self.autosave.path, self.autosave.last_error), warning=True)

    def _party_finished(self, _event: Any, game: Game) -> None:
        if self.replaying or game is None:
            return
        self._finished_gen = self.window.controller.gen
        pid = self._store(game, self.names or list(self.window.controller.config.names))
        self.autosave.discard()
        if pid is not None:
            self.stored.emit(pid)

    def _store(self, game: Game, players: list[str] | None) -> int | None:
        names = list(players) if players else self.settings.names()
        human = getattr(self.window.controller.config, "human", 0)
        pid = self.history.add_party(game, names, human_seat=human)
        notes = [notice_text(n) for n in self.history.take_notices()]
        if notes:
            self._inform("\n\n".join(notes), warning=True)
        if self.stats_window is not None:
            self.stats_window.refresh()
        return pid

    # ------------------------------------------------------------------ File menu
    def open_record(self, path: str | None = None) -> Loaded | None:
        """Open a record: an unfinished game is played on, a finished one shows its score sheet."""
        if path is None:
            path, _f = QFileDialog.getOpenFileName(self._parent_widget(), tr("Open game record"), "",
                                                   tr("KingDesk game records (*.json);;All files (*)"))
            if not path:
                return None
        try:
            loaded = read_record(path)
        except RecordImportError as err:
            self._inform(tr("%1 cannot be opened.").replace("%1", Path(path).name) + "\n\n" + import_error_text(err),
                         warning=True)
            return None
        if loaded.game.is_over:
            from .window import PastSheetDialog, _summary_of

            dlg = PastSheetDialog(loaded, _summary_of(loaded), self._parent_widget())
            dlg.open()
            self.dialog = dlg
        else:
            self.resume(loaded.game, loaded.players)
        return loaded

    def save_record(self, path: str | None = None) -> str | None:
        snap = self.window.controller.snap
        if snap is None:
            self._inform(tr("There is no game to save yet."))
            return None
        if path is None:
            path, _f = QFileDialog.getSaveFileName(self._parent_widget(), tr("Save game record"),
                                                   "kingdesk-game.king.json", tr("KingDesk game records (*.json)"))
            if not path:
                return None
        try:
            write_record(path, snap, list(self.window.controller.config.names) or None)
        except OSError as exc:
            self._inform(tr("The record cannot be saved: %1").replace("%1", i18n.os_error_text(exc)), warning=True)
            return None
        return path

    def show_statistics(self) -> Any:
        from .window import StatisticsWindow

        if self.stats_window is None:
            self.stats_window = StatisticsWindow(self.history, self._parent_widget())
            self.stats_window.replay_requested.connect(self.replay)
        else:
            self.stats_window.refresh()
        self.stats_window.show()
        self.stats_window.raise_()
        return self.stats_window

    def show_settings(self) -> Any:
        from ..settings.dialog import SettingsDialog

        c = self.window.controller
        in_game = c.snap is not None and not c.snap.is_over
        dlg = SettingsDialog(self.settings, self._parent_widget(), in_game=in_game)
        dlg.accepted.connect(self.apply_display_settings)
        dlg.open()
        self.dialog = dlg
        return dlg

    def apply_display_settings(self) -> None:
        """Settings that change the table at once (the rules wait for the next game)."""
        s, w = self.settings, self.window
        for setter, args in ((getattr(w, "set_speed", None), (s.value("speed"),)),
                             (getattr(w, "set_reduced_motion", None), (s.value("reduced_motion"),)),
                             (getattr(w, "set_auto_play", None), (s.value("auto_play"),)),
                             (getattr(w, "set_deck", None), (s.value("faces"), s.value("back")))):
            if setter is not None:
                setter(*args)
        self.apply_table_look()
        # Actions the menu shows must agree with what was stored.
        for attr, key in (("act_reduced", "reduced_motion"), ("act_auto", "auto_play")):
            act = getattr(w, attr, None)
            if act is not None:
                act.blockSignals(True)
                act.setChecked(bool(s.value(key)))
                act.blockSignals(False)

    def apply_table_look(self) -> None:
        """The table colour and the order of the hand, where the table offers them."""
        scene = getattr(self.window, "scene", None)
        for name, key in (("set_table_colour", "table_colour"), ("set_hand_sort", "hand_sort")):
            setter = getattr(scene, name, None)
            if setter is not None:
                setter(self.settings.value(key))

    def new_game_config(self) -> Any:
        """The New Game defaults from the settings: ruleset and its options, names, levels."""
        from ..controller import GameConfig

        ruleset = self.settings.ruleset
        return GameConfig(ruleset=ruleset, options=self.settings.rule_options(ruleset) or None,
                          names=tuple(self.settings.names()), levels=self.settings.levels())

    def prepare(self, config: Any) -> Any:
        """Called by the window before every start: a new game takes its rule options from the settings.

        A game that continues (``config.start``) keeps the rules of its record. The
        ruleset, names and levels chosen for a new game are remembered as the next defaults.
        """
        self.replaying = getattr(config, "script", None) is not None
        if getattr(config, "start", None) is not None:
            return config
        if config.options is None:
            config.options = self.settings.rule_options(config.ruleset) or None
        if getattr(self.window, "demo", False):
            return config
        from ..settings.model import BadValue

        defaults = self.settings.names()
        try:
            self.settings.set_value("ruleset", config.ruleset)
            for s, name in enumerate(config.names[:4]):
                self.settings.set_value(f"names/{s}", "" if name == defaults[s] else name[:24])
            for s, level in enumerate(config.levels[:4]):
                if s and level is not None:
                    self.settings.set_value(f"levels/{s}", level)
        except BadValue as exc:
            log.warning("new game choices not remembered: %s", exc)
        return config

    def replay(self, doc: dict[str, Any], index: int) -> None:
        """Play deal ``index`` of a recorded game again on the table, every seat by the record."""
        from ..controller import GameConfig
        from .replay import deal_script

        start, choices = deal_script(doc, index)
        names = tuple(doc.get("players") or self.settings.names())
        config = GameConfig(ruleset=start.rules.ruleset, options=start.rules.options_dict(), names=names,
                            levels=("random",) * 4, seed=start.seed, start=start, script=list(choices))
        self.replaying = True
        self.window.start(config)
        self.window.scene.face_up_hand = {0, 1, 2, 3}  # a replay shows every hand

    # ------------------------------------------------------------------ helpers
    def _parent_widget(self) -> QWidget | None:
        return self.window if isinstance(self.window, QWidget) else None

    def _inform(self, text: str, warning: bool = False, then: Any = None) -> None:
        """A message box that does not block play; ``then`` runs once it is closed."""
        log.info("%s", text)
        box = QMessageBox(QMessageBox.Icon.Warning if warning else QMessageBox.Icon.Information,
                          tr("KingDesk"), text, QMessageBox.StandardButton.Ok, self._parent_widget())
        box.setObjectName("files-message")
        if then is not None:
            box.finished.connect(lambda _result: then())
        self.dialog = box
        box.open()


__all__ = ["GameKeeper", "decisions_in", "TRACE_ENV"]

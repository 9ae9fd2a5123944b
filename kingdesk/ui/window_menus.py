"""The main window's menus: Game (a new party, joining or hosting a table, a game counted with real cards, undo,
redo, the hint, the last trick, the table phrases, quit), View (the score sheet's entries, added with the sheet)
and Help; their texts in the language installed, and which of their actions may be used now
(:meth:`MenuWindow.refresh_actions`, each time the controller's state changes).

:class:`MenuWindow` is the layer of :class:`~.main_window.MainWindow` just under the window itself, above the
end of a deal and of the party (:class:`~.window_party_end.PartyEndWindow`); the commands its actions call are the
window's and its layers'. The File menu is the lifecycle's (:mod:`.file_menu`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QKeySequence

from . import i18n
from .i18n import tr
from .window_party_end import PartyEndWindow

if TYPE_CHECKING:
    from .hosting import Hosting
    from .joining import Joining
    from .lifecycle import Lifecycle


class MenuWindow(PartyEndWindow):
    """The window's menus and their actions."""

    # set up by MainWindow, read here
    demo: bool
    hosting: Hosting
    joining: Joining
    lifecycle: Lifecycle | None

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
        # one key opens the phrases over the table (player-run-3 #12: only the menu bar reached them)
        self.act_say = self.say_menu.menuAction()
        self.act_say.setObjectName("say")
        self.act_say.setShortcut(QKeySequence(i18n.letter_key("say")))
        self.act_say.triggered.connect(self.open_say_menu)
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

    def open_say_menu(self) -> None:
        """The phrases for the table, opened over the table's middle (its key; the menu bar opens it too)."""
        if self.say_menu.isEnabled():
            self.say_menu.popup(self.view.mapToGlobal(self.view.rect().center()))

    def keys_back_after_menus(self) -> None:
        """A menu of the menu bar closed with Escape (or by choosing nothing) gives the keys back to the hand at
        once: Qt leaves the menu bar holding them until a second Escape (player-run-3, minor 19). Called once
        every menu is on the bar."""
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication, QMenu

        def back() -> None:
            focus = QApplication.focusWidget()
            if QApplication.activePopupWidget() is None and QApplication.activeModalWidget() is None \
                    and (focus is None or focus is self.menuBar()):
                self.view.setFocus()

        for action in self.menuBar().actions():
            menu = action.menu()
            if isinstance(menu, QMenu):
                menu.aboutToHide.connect(lambda: QTimer.singleShot(0, back))

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
        self.act_hint.setEnabled(human and c.can_hint)  # no hint at a shared table: the menu says why
        self.act_hint.setText(tr("&Hint (none at a shared table)") if c.at_shared_table else tr("&Hint"))
        self.act_last.setEnabled(c.last_trick() is not None)
        self.say_menu.set_at_table(c.at_shared_table)
        if c.shown is not None and self.score_dock is not None:
            cur = c.shown.current
            key = (id(c.shown.rules), len(c.shown.deals), cur.contract if cur else None, cur.trump if cur else None,
                   cur.finished if cur else None)
            if key != self._score_key:
                self._score_key = key
                self._refresh_score(c.shown, later=True)

    def undo(self) -> None:
        self._close_dialog()
        self.controller.undo()
        self.refresh_actions()

    def redo(self) -> None:
        self._close_dialog()
        self.controller.redo()
        self.refresh_actions()

    # Game › Join a table… and Game › Host a table… (ui/joining.py, ui/hosting.py)
    def join_table_dialog(self, interfaces: Any = None) -> Any:
        return self.joining.dialog(interfaces)

    def host_table_dialog(self) -> Any:
        return self.hosting.dialog()

    def _say(self, phrase: str) -> bool:
        """Say a table phrase at the shared table this window hosts or joined."""
        return self.hosting.say(phrase) or self.joining.say(phrase)

    def score_real_cards(self) -> Any:
        """Game › Score a game with real cards… (the lifecycle keeps such parties; none without storage)."""
        if self.lifecycle is not None:
            return self.lifecycle.score_real_cards()
        return None

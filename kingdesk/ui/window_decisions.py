"""The main window's layer for what shows over the table while a decision is due: the dialog of its person's
non-card decision (the controller asks for it), the prompt left on the table when the player puts that dialog
aside (it reopens it), the Spanish sale's panel, a hint (Game › Hint or the dialog's button) and the last trick
(Game › Last trick).

:class:`DecisionWindow` holds :attr:`~DecisionWindow.dialog`, the one dialog open over the table (a decision, a
deal's summary, the result), which a new party, an undo or the party's end closes first. The prompt and the sale
panel are made, and the dialogs' modules imported, the first time they show: the first frame has no decision.
It is the lowest layer of :class:`~.main_window.MainWindow`, above the window that remembers its place; the
table, the controller and the Game menu's actions it reads are set up by the window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import i18n
from .i18n import tr
from .window_state import RememberingWindow

if TYPE_CHECKING:
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDialog, QWidget

    from kingdesk.ai.explain import Explanation
    from kingdesk.engine.game import Decision

    from .controller import Controller
    from .dialogs import DecisionDialog, LastTrickDialog
    from .dialogs.pending import DecisionPrompt
    from .sale_panel import SalePanel
    from .table.scene import TableScene
    from .table.view import TableView
    from .theme import CardRenderer


class DecisionWindow(RememberingWindow):
    """The dialogs and panels over the table while a decision is due."""

    # set up by MainWindow, read here
    controller: Controller
    scene: TableScene
    view: TableView
    renderer: CardRenderer
    act_hint: QAction
    act_undo: QAction
    act_redo: QAction

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._prompt: DecisionPrompt | None = None
        self._sale_panel: SalePanel | None = None
        self.dialog: QDialog | None = None
        """The dialog currently open (decision, summary, result), for tests and for closing on New Game."""
        self._hint_message = ""
        """The hint shown in the status bar, taken away once its decision is made."""

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

    def _sale_panel_covers(self, rect: QRect | None) -> None:
        """The scene keeps its bubbles out from under the sale panel (:attr:`TableScene.kept_clear`)."""
        self.scene.kept_clear = None if rect is None else self.view.mapToScene(rect).boundingRect()

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

    def hint(self) -> None:
        if self.controller.hint():
            self.statusBar().showMessage(tr("Thinking of a hint…"))

    def _show_hint(self, why: Explanation) -> None:
        d = self.controller.pending_decision
        if d is None:
            return
        choice = why.choice
        text = i18n.hint_why_text(why, self.controller.config.names, self.controller.human)
        if d.kind == "card":
            self.scene.set_focus_card(choice)
            self.scene.set_status(text)  # on the table too, where it wraps: the status bar cuts a long one
        else:
            from .dialogs import DecisionDialog

            if isinstance(self.dialog, DecisionDialog):
                self.dialog.show_hint(choice, text)
        short = i18n.hint_text(d.kind, choice)  # the status bar is one line: the sentences are on the table or
        self.statusBar().showMessage(short)    # in the dialog, where they wrap; it stays until the decision is made
        self._hint_message = short

    def show_last_trick(self) -> LastTrickDialog | None:
        last = self.controller.last_trick()
        if last is None:
            self.statusBar().showMessage(tr("No trick has been played yet in this hand."), 4000)
            return None
        from .dialogs import LastTrickDialog

        dlg = LastTrickDialog(last, self.renderer, self.controller.config.names, self, human=self.controller.human)
        dlg.open()
        return dlg

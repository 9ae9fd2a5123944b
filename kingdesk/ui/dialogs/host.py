"""Game › Host a table…: the table's name and rules, who may sit in each of the three other seats (a person, or a
computer player of a level), an optional table code and the host's name; then the host's lobby, where the seats
fill as people sit down and the host starts the party."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QListWidget,
    QSpinBox, QVBoxLayout, QWidget,
)

from kingdesk.engine import PRESETS
from kingdesk.net import protocol as p
from kingdesk.net.reachability import Reachability, Verdict
from kingdesk.net.server import TableConfig
from kingdesk.session.table import MOVE_TIMER_S

from .. import i18n
from ..i18n import tr
from ..name_lists import LEVEL_TEXT

PERSON, COMPUTER = "person", "computer"
MOVE_TIMER_MAX_S = 600
"""The longest move timer the dialog offers (ten minutes; ``kingdesk-server --move-timer`` takes up to an hour)."""


@dataclass(frozen=True)
class HostChoice:
    """What the host chose: the table (its rules, name, code, seed, the seats given to computer players and their
    levels), the host's own name (seat 0), and whether the table plays on the game in progress."""

    table: TableConfig
    host: str
    play_on: bool = False
    """The table plays on the window's game in progress (its rules and players) instead of a new party."""


class HostDialog(QDialog):
    """Emits :attr:`host` with the :class:`HostChoice` once the player asks to open the table."""

    host = Signal(object)

    def __init__(self, name: str, ruleset: str, levels: tuple[str | None, ...], parent: QWidget | None = None,
                 in_progress: str | None = None):
        """``in_progress``: the window's unfinished game, described, which the table may play on."""
        super().__init__(parent)
        self.setObjectName("host-table")
        self.setWindowTitle(tr("Host a table"))
        layout = QVBoxLayout(self)
        about = QLabel(tr("Your KingDesk deals and holds every card; the others join from Game › Join a table… on "
                          "the same network. A seat nobody sits down in, or whose player leaves, is played by the "
                          "computer at the level chosen for it."))
        about.setObjectName("about")
        about.setWordWrap(True)
        layout.addWidget(about)
        form = QFormLayout()
        self.own = QLineEdit(name[:p.MAX_NAME])
        self.own.setObjectName("own-name")
        self.own.setMaxLength(p.MAX_NAME)
        self.own.setPlaceholderText(tr("the name the others see"))
        form.addRow(tr("Your name"), self.own)
        self.table_name = QLineEdit()
        self.table_name.setObjectName("table-name")
        self.table_name.setMaxLength(p.MAX_NAME)
        form.addRow(tr("Table name"), self.table_name)
        self.ruleset = QComboBox()
        self.ruleset.setObjectName("ruleset")
        for key in PRESETS:
            self.ruleset.addItem(i18n.ruleset_name(key), key)
        if ruleset in PRESETS:
            self.ruleset.setCurrentIndex(PRESETS.index(ruleset))
        form.addRow(tr("Rules"), self.ruleset)
        self.kinds: list[QComboBox] = []
        self.levels: list[QComboBox] = []
        for s in (1, 2, 3):
            kind = QComboBox()
            kind.setObjectName(f"seat-{s}")
            kind.addItem(tr("a person"), PERSON)
            kind.addItem(tr("a computer"), COMPUTER)
            kind.setCurrentIndex(0 if s == 1 else 1)
            level = QComboBox()
            level.setObjectName(f"level-{s}")
            for key, text in LEVEL_TEXT.items():
                level.addItem(text(), key)
            want = (levels[s] if s < len(levels) else None) or "medium"
            level.setCurrentIndex(list(LEVEL_TEXT).index(want))
            row = QHBoxLayout()
            row.addWidget(kind, 1)
            row.addWidget(level, 1)
            form.addRow(tr("Player %1").replace("%1", i18n.number(s + 1)), row)
            self.kinds.append(kind)
            self.levels.append(level)
        from .new_game import DealNumberEdit

        self.seed = DealNumberEdit()
        self.seed.setObjectName("seed")
        form.addRow(tr("Game number"), self.seed)
        self.code = QLineEdit()
        self.code.setObjectName("code")
        self.code.setMaxLength(p.MAX_NAME)
        self.code.setPlaceholderText(tr("none: anyone on this network may sit down"))
        form.addRow(tr("Table code"), self.code)
        self.move_timer = QSpinBox()
        self.move_timer.setObjectName("move-timer")
        self.move_timer.setRange(0, MOVE_TIMER_MAX_S)
        self.move_timer.setSingleStep(15)
        self.move_timer.setValue(int(MOVE_TIMER_S))
        self.move_timer.setSuffix(tr(" s", "seconds, after a number"))
        self.move_timer.setSpecialValueText(tr("no limit"))
        self.move_timer.setToolTip(tr("A player who does not decide in this time has that decision made by the "
                                      "computer, and keeps the seat. A game alone is never timed."))
        form.addRow(tr("Time to decide"), self.move_timer)
        layout.addLayout(form)
        self.play_on = QCheckBox(tr("&Play on the game in progress at the table (%1)").replace("%1", in_progress or ""))
        self.play_on.setObjectName("play-on")
        self.play_on.setToolTip(tr("Its rules and players stay: who sits down under a player's name takes that "
                                   "player's seat."))
        self.play_on.setVisible(in_progress is not None)
        self.play_on.setChecked(in_progress is not None)
        self.play_on.toggled.connect(self._playing_on)
        layout.addWidget(self.play_on)
        self._playing_on(self.play_on.isChecked())
        code_note = QLabel(tr("On a network you do not own (a café, a dormitory), choose a short table code and "
                              "give it to the others."))
        code_note.setObjectName("code-note")
        code_note.setWordWrap(True)
        layout.addWidget(code_note)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.ok = box.addButton(tr("&Open the table"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok.setObjectName("host")
        box.accepted.connect(self._host)
        box.rejected.connect(self.reject)
        layout.addWidget(box)
        self.own.textChanged.connect(self._named)
        self._default_name = ""
        self._named()
        self.resize(560, self.sizeHint().height())

    def _playing_on(self, on: bool) -> None:
        """Playing on a game: its rules and its shuffle are the game's."""
        self.ruleset.setEnabled(not on)
        self.seed.setEnabled(not on)

    def _named(self) -> None:
        """The table is named after its host until the host names it otherwise."""
        name = p.clean_name(self.own.text()) or ""
        if self.table_name.text() == self._default_name:
            self._default_name = i18n.table_of(name)[:p.MAX_NAME] if name else ""
            self.table_name.setText(self._default_name)
        self.ok.setEnabled(bool(name))

    def choice(self) -> HostChoice:
        host = p.clean_name(self.own.text()) or ""  # never "You": Open the table is off until a name is typed
        name = p.clean_name(self.table_name.text()) or i18n.table_of(host)[:p.MAX_NAME]
        computers = frozenset(s for s, k in enumerate(self.kinds, 1) if k.currentData() != PERSON)
        levels = tuple(lv.currentData() for lv in self.levels)
        table = TableConfig(self.ruleset.currentData(), None, self.seed.value() or None, name,
                            self.code.text().strip() or None, None, levels[0],
                            (levels[0], *levels),  # the host's seat, if the host leaves: as the first other seat
                            computers, move_timer_s=float(self.move_timer.value()))
        return HostChoice(table, host, self.play_on.isChecked())

    def _host(self) -> None:
        if self.ok.isEnabled():
            self.host.emit(self.choice())
            self.accept()


class LobbyDialog(QDialog):
    """The host's table before its party: where the others find it, who sat down, and Start. Not modal: the
    window behind it is the table the party will be played on."""

    start = Signal()
    close_table = Signal()
    check_again = Signal()
    """The host asks to check again whether the others can reach the table (after allowing it in the firewall)."""
    invite = Signal()
    """The host asks for an invitation across the internet."""

    def __init__(self, choice: HostChoice, parent: QWidget | None = None, waiting: tuple[str, ...] = ()):
        """``waiting``: the players of a party played on, by seat: a person's seat waits for them by name."""
        super().__init__(parent)
        self.waiting = waiting
        self.setObjectName("lobby")
        self.setWindowTitle(tr("Your table: %1").replace("%1", choice.table.name))
        self.choice = choice
        layout = QVBoxLayout(self)
        self.where = QLabel(tr("Opening the table…"))
        self.where.setObjectName("where")
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.where)
        self.reach = QLabel()
        """One line: whether the others can reach the table, as far as this computer can tell."""
        self.reach.setObjectName("reach")
        self.reach.setWordWrap(True)
        self.reach.setVisible(False)
        layout.addWidget(self.reach)
        self.advice = QLabel()
        """What to do, only when there is something to do (its commands can be selected and copied)."""
        self.advice.setObjectName("advice")
        self.advice.setWordWrap(True)
        self.advice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.advice.setVisible(False)
        layout.addWidget(self.advice)
        self.command = QLabel()
        """The command that opens the port, on a line of its own, never broken (to be copied whole)."""
        self.command.setObjectName("command")
        self.command.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.command.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.command.setVisible(False)
        layout.addWidget(self.command)
        self.reachability: Reachability | None = None
        """The last check's answer (``None`` while it runs)."""
        seated = QLabel(tr("At the table:"))
        layout.addWidget(seated)
        self.seats = QListWidget()
        self.seats.setObjectName("seats")
        seated.setBuddy(self.seats)
        layout.addWidget(self.seats)
        note = QLabel(tr("Start when everyone you wait for has sat down: the seats still empty are played by the "
                         "computer."))
        note.setWordWrap(True)
        layout.addWidget(note)
        box = QDialogButtonBox()
        self.go = box.addButton(tr("&Start the game"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.go.setObjectName("start")
        self.go.setEnabled(False)
        end = box.addButton(tr("&Close the table"), QDialogButtonBox.ButtonRole.RejectRole)
        end.setObjectName("close-table")
        self.again = box.addButton(tr("Check &again"), QDialogButtonBox.ButtonRole.ActionRole)
        self.again.setObjectName("check-again")
        self.again.setVisible(False)
        self.again.clicked.connect(self.check_again)
        self.by_link = box.addButton(tr("Invite by &link…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.by_link.setObjectName("invite")
        self.by_link.setToolTip(tr("Friends in another house or city join with a link you send them"))
        self.by_link.clicked.connect(self.invite)
        box.accepted.connect(self._start)
        box.rejected.connect(self.reject)
        self.ending = False
        """Closed by the window (the table ended), not by the host."""
        self.rejected.connect(lambda: None if self.ending else self.close_table.emit())
        layout.addWidget(box)
        self.show_seats(())
        row = max(self.seats.sizeHintForRow(0), self.seats.fontMetrics().height() + 6)
        rows = row * 4 + 2 * self.seats.frameWidth() + 8
        self.seats.setFixedHeight(rows)  # the four seats, no empty space under them
        self.resize(520, self.sizeHint().height())
        self._fit()

    def listening(self, addresses: list[str], port: int) -> None:
        """Where the others find the table (besides the list of Join a table…)."""
        where = ", ".join(f"{a}:{port}" for a in addresses) or f"?:{port}"
        text = tr("The table is open. The others choose Game › Join a table…: it is listed there, or they type "
                  "the address %1.").replace("%1", where)
        if self.choice.table.code:
            text += "\n" + tr("Table code: %1").replace("%1", self.choice.table.code)
        self.where.setText(text)
        self.go.setEnabled(True)
        self._fit()

    def checking(self) -> None:
        """The check of whether the others can reach the table runs (off the GUI thread)."""
        self.reachability = None
        self.reach.setText(tr("Checking whether the others can reach your table…"))
        self.reach.setToolTip("")
        self.reach.setVisible(True)
        self.advice.setVisible(False)
        self.command.setVisible(False)
        self.again.setVisible(False)
        self._fit()

    def reached(self, result: Reachability) -> None:
        """The check's answer: a line, and what to do only when there is something to do."""
        self.reachability = result
        line, advice, command, tip = reachability_texts(result)
        self.reach.setText(line)
        self.reach.setToolTip(tip)
        self.reach.setVisible(True)
        self.advice.setText(advice)
        self.advice.setVisible(bool(advice))
        self.command.setText(command)
        self.command.setVisible(bool(command))
        self.again.setVisible(result.verdict is not Verdict.OK)
        self._fit()

    def _fit(self) -> None:
        """As tall as its wrapped texts need at its width (a top-level's minimum size knows nothing of a wrapped
        label's height for a width: the texts were drawn over the list)."""
        layout = self.layout()
        assert layout is not None
        layout.activate()
        self.resize(self.width(), max(self.height(), layout.totalHeightForWidth(self.width())))

    def show_seats(self, seats: tuple[p.SeatInfo, ...]) -> None:
        """Who sits where, as the table told (the host's own connection is told like everyone)."""
        told = {info.seat: info for info in seats}
        self.seats.clear()
        for s in range(4):
            info = told.get(s)
            number = i18n.number(s + 1)
            if s == 0:
                line = tr("%1. %2 (you)").replace("%1", number).replace("%2", self.choice.host)
            elif info is not None and info.player == "person":
                line = tr("%1. %2").replace("%1", number).replace("%2", info.name)
                if not info.connected:
                    line += " " + tr("(left)")
            elif info is not None and info.player == "computer" or s in self.choice.table.computers:
                level = LEVEL_TEXT[self.choice.table.level_of(s)]()
                line = tr("%1. computer, %2").replace("%1", number).replace("%2", level)
            elif s < len(self.waiting) and self.waiting[s]:
                line = tr("%1. waiting for %2…").replace("%1", number).replace("%2", self.waiting[s])
            else:
                line = tr("%1. waiting for a person…").replace("%1", number)
            self.seats.addItem(line)

    def _start(self) -> None:
        if self.go.isEnabled():
            self.start.emit()
            self.accept()


def _windows_advice() -> str:
    return tr("When Windows asks, allow KingDesk on private networks. If it did not ask, allow it in Windows "
              "Security › Firewall & network protection › Allow an app through firewall, then choose Check again.")


def _macos_advice() -> str:
    return tr("When macOS asks whether KingDesk may accept incoming network connections, choose Allow. Or, in System "
              "Settings › Network › Firewall › Options…, set KingDesk to allow incoming connections.")


def _open_port(result: Reachability) -> str:
    """The command that opens the table's port in the Linux firewall that keeps it closed."""
    if result.firewall == "firewalld":
        return f"sudo firewall-cmd --add-port={result.port}/tcp"
    return f"sudo ufw allow {result.port}/tcp"


def reachability_texts(result: Reachability) -> tuple[str, str, str, str]:
    """What the lobby says of a :class:`~kingdesk.net.reachability.Reachability`: its line, what to do (empty when
    nothing), the command that does it (empty when none: it goes on a line of its own, whole), and the line's
    tooltip. A host cannot see itself from outside: "ok" says the firewall does not seem to be in the way, never that
    the others can reach the table."""
    port = str(result.port)  # digits in every language, as in the address the lobby gives
    if result.verdict is Verdict.OK:
        return (tr("Your table takes connections, and this computer's firewall does not seem to keep the others out."),
                "", "", tr("KingDesk cannot try from another computer: a router or another firewall may still be in "
                           "the way. If nobody can sit down, check that the others are on the same network."))
    if result.verdict is Verdict.NOT_LISTENING:
        return (tr("Your table does not take connections at %1: the others cannot sit down.").replace(
                    "%1", ", ".join(result.refused)),
                tr("Close the table and open it again."), "", "")
    if result.reason == "no-address":
        return (tr("This computer seems to be on no network: the others cannot find your table."),
                tr("Connect it to the others' network, then close the table and open it again."), "", "")
    if result.verdict is Verdict.UNKNOWN:
        unasked = ", ".join(result.unasked)
        line = tr("KingDesk could not ask this computer's firewall whether it lets the others in (%1).").replace(
            "%1", unasked) if unasked else tr("KingDesk could not tell whether the others can reach your table.")
        if result.firewall == "windows":
            return line, _windows_advice(), "", ""
        if result.firewall == "macos":
            return line, _macos_advice(), "", ""
        if result.firewall in ("firewalld", "ufw"):
            return line, tr("If nobody can sit down, open its port with this command:"), _open_port(result), ""
        return line, tr("If nobody can sit down, allow KingDesk, or port %1 over TCP, in this computer's "
                        "firewall.").replace("%1", port), "", ""
    # likely blocked
    if result.firewall == "windows":
        if result.reason == "rule-blocks":
            return (tr("Windows Firewall blocks KingDesk: the others cannot sit down."),
                    tr("Allow it in Windows Security › Firewall & network protection › Allow an app through firewall "
                       "(on private networks), then choose Check again."), "", "")
        return tr("Windows Firewall may keep the others out."), _windows_advice(), "", ""
    if result.firewall == "macos":
        if result.reason == "block-all":
            return (tr("The macOS firewall blocks every incoming connection: the others cannot sit down."),
                    tr("In System Settings › Network › Firewall › Options…, turn off “Block all incoming "
                       "connections”, then choose Check again."), "", "")
        if result.reason == "rule-blocks":
            return (tr("The macOS firewall blocks KingDesk: the others cannot sit down."),
                    tr("In System Settings › Network › Firewall › Options…, set KingDesk to allow incoming "
                       "connections, then choose Check again."), "", "")
        return tr("The macOS firewall may keep the others out."), _macos_advice(), "", ""
    line = tr("This computer's firewall (%1) does not open port %2: the others cannot sit down.").replace(
        "%1", result.firewall or "?").replace("%2", port)
    if result.firewall == "firewalld":
        return line, tr("To open it until the computer restarts, run this command:"), _open_port(result), ""
    return line, tr("To open it, run this command:"), _open_port(result), ""


__all__ = ["HostDialog", "HostChoice", "LobbyDialog", "reachability_texts"]

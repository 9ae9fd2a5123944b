"""In-app rules help for both families of King, in the player's language.

The texts are our own summary of the team's rules reference (docs/rules.md §1–§3),
one translatable paragraph per message, so that the help speaks English,
Spanish or Turkish like the rest of the application. Contract names come from
:mod:`kingdesk.ui.i18n`, the same words the table and the score sheet use.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout, QWidget

from . import i18n

translate = QCoreApplication.translate


def _p(text: str) -> str:
    return f"<p>{escape(text)}</p>"


def _h(text: str) -> str:
    return f"<h3>{escape(text)}</h3>"


def _table(rows: list[tuple[str, str, str]], head: tuple[str, str, str]) -> str:
    out = ['<table border="1" cellspacing="0" cellpadding="4" width="100%">']
    out.append("<tr>" + "".join(f"<th align='left'>{escape(h)}</th>" for h in head) + "</tr>")
    for a, b, c in rows:
        out.append(f"<tr><td><b>{escape(a)}</b></td><td>{escape(b)}</td><td align='right'>{escape(c)}</td></tr>")
    out.append("</table>")
    return "".join(out)


def _head() -> tuple[str, str, str]:
    return (translate("RulesHelp", "Contract"), translate("RulesHelp", "What counts"),
            translate("RulesHelp", "Points"))


def turkish_html() -> str:
    """The rules of Turkish King (20 and 12 hands) as HTML."""
    n = i18n.contract_name
    title = translate("RulesHelp", "Turkish King")  # both lengths: not the 20-hand preset's name
    parts = [
        f"<h2>{escape(title)}</h2>",
        _p(translate("RulesHelp", "Four players, no partners, each for himself, with a 52-card deck; aces are "
                     "high. Play goes counter-clockwise: the next player is the one on your right. "
                     "A game has 20 hands (or 12 in the short game).")),
        _h(translate("RulesHelp", "Choosing the contract")),
        _p(translate("RulesHelp", "The holder of the two of diamonds chooses first; after each hand the right "
                     "passes to the next player. The chooser looks at his cards, names the contract "
                     "(and the trump suit in a trump hand) and leads the first trick.")),
        _p(translate("RulesHelp", "In 20 hands every player chooses three penalty hands and two trump hands; "
                     "in 12 hands, two penalty hands and one trump hand. Each penalty contract may be "
                     "played at most twice in a game. A player with no penalty right left must call "
                     "trumps; one with no trump right left must call a penalty.")),
        _h(translate("RulesHelp", "The contracts")),
        _table([
            (n("el-almaz"), translate("RulesHelp", "each trick taken"), "−50"),
            (n("kupa-almaz"), translate("RulesHelp", "each heart taken"), "−30"),
            (n("erkek-almaz"), translate("RulesHelp", "each king or jack taken"), "−60"),
            (n("kiz-almaz"), translate("RulesHelp", "each queen taken"), "−100"),
            (n("son-iki"), translate("RulesHelp", "each of the last two tricks"), "−180"),
            (n("rifki"), translate("RulesHelp", "taking the king of hearts"), "−320"),
            (n("koz"), translate("RulesHelp", "each trick taken"), "+50"),
        ], _head()),
        _h(translate("RulesHelp", "Playing the cards")),
        _p(translate("RulesHelp", "You must always follow suit when you can. In a penalty hand, a player who "
                     "cannot follow must get rid of a penalty card if he has one: a heart, a queen, a "
                     "king or jack, or the king of hearts (in King of Hearts, a heart when he does not "
                     "hold the king).")),
        _p(translate("RulesHelp", "When a higher card of the suit is already on the table, a queen (No Queens), "
                     "a king or jack (No Kings or Jacks) or the king of hearts under the ace (King of "
                     "Hearts) must be dropped on it.")),
        _p(translate("RulesHelp", "In No Hearts and King of Hearts nobody may lead a heart until a heart has "
                     "been played, unless he holds nothing else.")),
        _p(translate("RulesHelp", "In a trump hand, trumps may not be led until a trump has been played, "
                     "unless the leader holds only trumps. The one exception: a player holding the ace, "
                     "king and queen of trumps may lead trumps at once, but must then lead all three "
                     "of them one after another.")),
        _p(translate("RulesHelp", "A player who cannot follow must ruff. Whenever a trump is on the table, a "
                     "player who plays a trump must beat it if he can.")),
        _p(translate("RulesHelp", "A penalty hand stops as soon as every penalty card has been taken.")),
        _h(translate("RulesHelp", "Cancelled hands")),
        _p(translate("RulesHelp", "A player forced to call trumps whose hand holds no card above ten may ask for "
                     "a redeal. If each player takes one queen in No Queens, the hand does not count. "
                     "In both cases the same player chooses again and no right is used up.")),
        _h(translate("RulesHelp", "The result")),
        _p(translate("RulesHelp", "After 20 hands the scores add up to zero: a player with a positive total is "
                     "up, the others are down. After 12 hands the highest total wins.")),
        _p(translate("RulesHelp", "Tables differ on some of these points (who chooses first, the king of "
                     "hearts under the ace, El İptal…): the rules above are KingDesk's defaults, and "
                     "the Settings dialog lists every variant.")),
    ]
    return "".join(parts)


def spanish_html() -> str:
    """The rules of Spanish King as HTML."""
    n = i18n.contract_name
    parts = [
        f"<h2>{escape(i18n.ruleset_name('spanish'))}</h2>",
        _p(translate("RulesHelp", "Four players, each for himself, with a 52-card deck; aces are high. "
                     "Cards are dealt and played counter-clockwise. The player on the dealer's right is "
                     "the mano: he leads the first trick of the hand.")),
        _h(translate("RulesHelp", "The ten hands")),
        _p(translate("RulesHelp", "A game has ten hands: six negative lances, always in the same order, and "
                     "four recovery rounds. The negative lances are played without trumps. By default "
                     "each lance is followed by a recovery dealt by the same dealer, until every "
                     "player has been mano in one recovery; the last two lances close the game.")),
        _table([
            (n("no-bazas"), translate("RulesHelp", "each trick taken"), "−1"),
            (n("no-corazones"), translate("RulesHelp", "each heart taken"), "−1"),
            (n("ni-k-ni-j"), translate("RulesHelp", "each king or jack taken"), "−1"),
            (n("no-q"), translate("RulesHelp", "each queen taken"), "−2"),
            (n("rey-de-corazones"), translate("RulesHelp", "taking the king of hearts"), "−6"),
            (n("dos-ultimas"), translate("RulesHelp", "each of the last two tricks"), "−2"),
            (n("recuperacion"), translate("RulesHelp", "each trick taken"), "+1"),
        ], _head()),
        _h(translate("RulesHelp", "Playing the cards")),
        _p(translate("RulesHelp", "You must follow suit when you can; otherwise you may play any card. Nobody "
                     "is ever forced to beat the card on the table or to ruff.")),
        _p(translate("RulesHelp", "In No Hearts and King of Hearts a heart may only be led by a player who holds "
                     "nothing but hearts. In King of Hearts, the first time you cannot follow suit you "
                     "must play the king of hearts if you hold it.")),
        _p(translate("RulesHelp", "A lance stops as soon as every penalty card has been taken.")),
        _h(translate("RulesHelp", "Recovery and the sale of the trump")),
        _p(translate("RulesHelp", "In a recovery the mano names the trump suit, and every trick is worth one "
                     "point. Instead, he may sell his choice: the others offer tricks, each offer higher "
                     "than the last. If the mano accepts the best offer, the buyer names the trump; the "
                     "mano scores the price and the buyer pays it, whatever he then takes.")),
        _h(translate("RulesHelp", "The result")),
        _p(translate("RulesHelp", "The negative lances take away 52 points in all and the recoveries give back "
                     "52, so the final totals always add up to zero. The highest total wins.")),
    ]
    return "".join(parts)


def sheet_html() -> str:
    """How to read the score sheet."""
    return "".join([
        _h(translate("RulesHelp", "The score sheet")),
        _p(translate("RulesHelp", "The score sheet beside the table shows every hand as it is written down, the "
                     "totals, and (in Turkish King) the rights each player has left. The hand being "
                     "played is highlighted. Use File › Print score sheet… to print it or save it as PDF.")),
    ])


class RulesHelpDialog(QDialog):
    """Help → Rules: one tab per family, in the current language."""

    def __init__(self, parent: QWidget | None = None, family: str = "tr"):
        super().__init__(parent)
        self.setObjectName("RulesHelpDialog")
        self.resize(640, 720)
        box = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        self.turkish = QTextBrowser(self)
        self.spanish = QTextBrowser(self)
        self.tabs.addTab(self.turkish, "")
        self.tabs.addTab(self.spanish, "")
        box.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.tabs.setCurrentIndex(1 if family == "es" else 0)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules of King"))
        self.tabs.setTabText(0, self.tr("Turkish King"))
        self.tabs.setTabText(1, self.tr("Spanish King"))
        self.turkish.setHtml(turkish_html() + sheet_html())
        self.spanish.setHtml(spanish_html() + sheet_html())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def show_rules_help(parent: QWidget | None = None, family: str = "tr") -> RulesHelpDialog:
    """Open the rules help (non-modal) on the given family's tab and return the dialog."""
    dialog = RulesHelpDialog(parent, family)
    dialog.show()
    return dialog


__all__ = ["RulesHelpDialog", "show_rules_help", "turkish_html", "spanish_html", "sheet_html"]

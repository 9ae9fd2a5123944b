"""The form of one hand on the score dialog for real cards, as it works: the choices the rules allow (greyed
with the engine's reason otherwise), the fields each contract asks for, the last count worked out and every
count checked as it is typed, the form read as a :class:`~kingdesk.session.tally.HandEntry` and filled from
one, and the engine's refusals said beside their fields. Which hand it is, and writing it down, is
:class:`.dialog.TallyDialog`'s.
"""

from __future__ import annotations

from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QWidget

from kingdesk.engine.cards import SUITS
from kingdesk.engine.contracts import CONTRACTS, KOZ, LAST_TWO, RECOVERY
from kingdesk.engine.counted import CountedGame, count_refusal, in_a_row_refusal
from kingdesk.engine.decisions import Count
from kingdesk.session.tally import (
    CANCEL_PART, CONTRACT_PART, COUNT_PART, LATER_PART, MISSING, SALE_PART, START_PART, TRUMP_PART, CountedParty,
    HandEntry,
)

from .. import i18n
from ..dialogs import suits as suit_icons
from ..i18n import tr
from .hand_rules import KING_OF_HEARTS_CONTRACTS, HandContext
from .texts import missing_text, refusal_text
from .widgets import TallyWidgets


class HandForm(TallyWidgets):
    """The hand's form over ``party`` (see the module); :attr:`context` says which hand and what its rules allow."""

    def __init__(self, party: CountedParty, parent: QWidget | None = None):
        super().__init__(parent)
        self.party = party
        self.context: HandContext | None = None
        self._typed: list[int] = []
        """The count fields the player typed in, in order; the one left is worked out."""
        self._filling = False

    @property
    def game(self) -> CountedGame:
        return self.party.game

    def _names(self) -> list[str]:
        return self.party.names

    # ------------------------------------------------------------------ the contract and what it asks for
    def _fill_contracts(self) -> None:
        ctx = self.context
        assert ctx is not None
        self._filling = True
        self.contract.clear()
        self.contract.setVisible(ctx.fixed is None)
        self.fixed.setVisible(ctx.fixed is not None)
        self.fixed.setText(i18n.contract_name(ctx.fixed) if ctx.fixed else "")
        model = self.contract.model()
        assert isinstance(model, QStandardItemModel)
        for i, c in enumerate(ctx.contracts):
            name = i18n.contract_name(c) if c != "el-iptal" else i18n.cancel_text("el-iptal")
            self.contract.addItem(name, c)
            why = ctx.refused.get(c)
            if why is not None:
                item = model.item(i)
                item.setEnabled(False)
                item.setToolTip(refusal_text(why, self._names()[ctx.chooser], c))
        self.contract.setCurrentIndex(-1)
        self._filling = False

    def _contract_refused(self, i: int) -> None:
        """A greyed contract's digit: say why it may not be chosen."""
        ctx = self.context
        c = self.contract.itemData(i)
        if ctx is not None and c in ctx.refused:
            self._say(CONTRACT_PART, ctx.refused[c])

    def chosen_contract(self) -> str | None:
        ctx = self.context
        if ctx is None:
            return None
        if ctx.fixed is not None:
            return ctx.fixed
        data = self.contract.currentData()
        return str(data) if data is not None else None

    def _contract_changed(self) -> None:
        if self._filling or self.context is None:
            return
        r = self.game.rules
        c = self.chosen_contract()
        names = self._names()
        trumps = c in (KOZ, RECOVERY)
        self._show(trumps, self.trump_label, self.trump)
        if trumps and self.trump.count() == 0:
            suits = list(SUITS) + (["N"] if r.family == "es" and r.es_recovery_allow_notrump else [])
            for suit in suits:  # a red suit in red, as on the cards (player-run-3 #23)
                if suit == "N":
                    self.trump.addItem(i18n.suit_name(suit), suit)
                else:
                    self.trump.addItem(suit_icons.icon(suit), suit_icons.capital(i18n.suit_name(suit)), suit)
            self.trump.setCurrentIndex(-1)
        self._show(self.context.sale, self.sale_label, self.buyer, self.price)
        if self.context.sale and self.buyer.count() == 0:
            self.buyer.addItem(tr("Not sold"), None)
            for s in range(4):
                if s != self.context.chooser:
                    self.buyer.addItem(names[s], s)
        cancel = r.family == "tr" and (c == KOZ and r.tr_el_iptal == "any_player_in_koz"
                                       or c == "rifki" and r.tr_rifki_singleton_misdeal)
        self._show(cancel, self.cancel_label, self.cancel_by)
        if cancel:
            self.cancel_by.clear()
            self.cancel_by.addItem(tr("Nobody"), None)
            for s in range(4):
                self.cancel_by.addItem(names[s], s)
        self._show(r.family == "tr" and c == KOZ and r.tr_king_rule != "off" and r.tr_king_needs_declaration,
                   self.king)
        kind = CONTRACTS[c] if c in CONTRACTS else None
        counting = kind is not None
        last_two = kind is not None and kind.unit == LAST_TWO
        kh = c in KING_OF_HEARTS_CONTRACTS
        self.count_heading.setVisible(counting)
        self.count_heading.setText(self._count_heading(c))
        for s in range(4):
            self._show(counting and not last_two and not kh, self.count_names[s], self.counts[s])
            self.count_names[s].setText(names[s])
        self._show(kh or last_two, self.taker_labels[0], self.takers[0])
        self._show(last_two, self.taker_labels[1], self.takers[1])
        self.taker_labels[0].setText(tr("Took it") if kh else tr("12th trick"))
        for combo in self.takers:
            if combo.count() == 0:
                for s in range(4):
                    combo.addItem(names[s], s)
                combo.setCurrentIndex(-1)
        self._check_counts()

    # ------------------------------------------------------------------ counts
    def _count_changed(self, seat: int) -> None:
        if self._filling:
            return
        if seat in self._typed:
            self._typed.remove(seat)
        self._typed.append(seat)
        c = self.chosen_contract()
        if c in CONTRACTS and len(self._typed) >= 3:
            left = [s for s in range(4) if s not in self._typed[-3:]]
            if len(left) == 1:  # the last player's count follows from the other three
                whole = CONTRACTS[c].units_total
                rest = whole - sum(self.counts[s].value() for s in range(4) if s != left[0])
                self._filling = True
                self.counts[left[0]].setValue(max(rest, 0))
                self._filling = False
        self._check_counts()

    def chosen_count(self) -> Count | None:
        c = self.chosen_contract()
        if c not in CONTRACTS:
            return None
        if CONTRACTS[c].unit == LAST_TWO:
            a, b = self.takers[0].currentData(), self.takers[1].currentData()
            return Count.of_last_two(a, b) if a is not None and b is not None else None
        if c in KING_OF_HEARTS_CONTRACTS:
            s = self.takers[0].currentData()
            return Count(tuple(1 if i == s else 0 for i in range(4))) if s is not None else None
        in_a_row = next((s for s, mark in enumerate(self.in_a_row) if not mark.isHidden() and mark.isChecked()), None)
        return Count(tuple(sp.value() for sp in self.counts), in_a_row=in_a_row)

    def _check_counts(self) -> None:
        """The counts' messages as they are typed (the engine's check of a count)."""
        if self._filling:
            return
        for err in self.count_errors:
            err.hide()
        self.count_error.hide()
        self._show_marks()
        c = self.chosen_contract()
        count = self.chosen_count()
        if c not in CONTRACTS or count is None or c in KING_OF_HEARTS_CONTRACTS:
            return
        if CONTRACTS[c].unit == LAST_TWO:
            return
        why = count_refusal(CONTRACTS[c], count, self.game.rules)
        if why is not None and (why[1] is not None or len(self._typed) >= 3):
            self._say(COUNT_PART, why[0], why[1])

    def _show_marks(self) -> None:
        """"Ten in a row" beside the one count the engine may be told it of (hidden, it is cleared)."""
        c = self.chosen_contract()
        units = tuple(sp.value() for sp in self.counts)
        for s, mark in enumerate(self.in_a_row):
            on = c in CONTRACTS and not self.counts[s].isHidden() \
                and in_a_row_refusal(CONTRACTS[c], self.game.rules, units, s) is None
            if not on:
                mark.setChecked(False)
            mark.setVisible(on)

    # ------------------------------------------------------------------ the form as a hand; the refusals
    def entry(self) -> HandEntry:
        """The hand as the form holds it."""
        c = self.chosen_contract()
        ctx = self.context
        sale = None
        if ctx is not None and ctx.sale and self.buyer.currentData() is not None:
            sale = (int(self.buyer.currentData()), self.price.value())
        cancel = self.cancel_by.currentData() if not self.cancel_by.isHidden() else None
        return HandEntry(contract=c if ctx is not None and ctx.fixed is None else None,
                         trump=self.trump.currentData() if c in (KOZ, RECOVERY) else None, sale=sale,
                         cancel_by=cancel,
                         king=self.king.isChecked() if not self.king.isHidden() else False,
                         count=None if c == "el-iptal" or cancel is not None else self.chosen_count())

    def fill(self, entry: HandEntry) -> None:
        """Put ``entry`` into the form, field by field, as a player would."""
        ctx = self.context
        assert ctx is not None
        if ctx.fixed is None and entry.contract is not None:
            self.contract.setCurrentIndex(self.contract.findData(entry.contract))
        if entry.trump is not None:
            self.trump.setCurrentIndex(self.trump.findData(entry.trump))
        if entry.sale is not None:
            self.buyer.setCurrentIndex(self.buyer.findData(entry.sale[0]))
            self.price.setValue(entry.sale[1])
        if entry.cancel_by is not None:
            self.cancel_by.setCurrentIndex(self.cancel_by.findData(entry.cancel_by))
        self.king.setChecked(entry.king)
        count = entry.count
        if count is None:
            return
        c = self.chosen_contract()
        if count.last_two is not None:
            for combo, seat in zip(self.takers, count.last_two):
                combo.setCurrentIndex(combo.findData(seat))
        elif c in KING_OF_HEARTS_CONTRACTS:
            self.takers[0].setCurrentIndex(self.takers[0].findData(count.units.index(1)) if 1 in count.units else -1)
        else:
            self._filling = True
            for s, u in enumerate(count.units):
                self.counts[s].setValue(u)
            self._filling = False
            self._typed = [0, 1, 2, 3]
            self._check_counts()
            if count.in_a_row is not None and 0 <= count.in_a_row < 4:
                self.in_a_row[count.in_a_row].setChecked(True)

    def _say(self, part: str, reason: str, seat: int | None = None, deal: int | None = None) -> None:
        """The engine's reason, in the player's language, beside the field it is about."""
        ctx = self.context
        names = self._names()
        who = names[seat] if seat is not None else (names[ctx.chooser] if ctx is not None else "")
        text = refusal_text(reason, who, self.chosen_contract())
        if reason == MISSING:  # what is missing, by name (player-run-3 minor 17: "say this" was vague)
            text = missing_text(part)
        if part == LATER_PART and deal is not None:
            text = tr("Hand %1 would no longer be possible: %2").replace("%1", i18n.number(deal + 1)).replace(
                "%2", refusal_text(reason, names[seat] if seat is not None else "", None))
            label = self.contract_error
        elif part == COUNT_PART:
            label = self.count_errors[seat] if seat is not None and not self.counts[seat].isHidden() \
                else self.count_error
        else:
            label = {CONTRACT_PART: self.contract_error, TRUMP_PART: self.trump_error, SALE_PART: self.sale_error,
                     CANCEL_PART: self.cancel_error, START_PART: self.contract_error}.get(part, self.contract_error)
        label.setText(text)
        label.show()


    def _clear(self) -> None:
        self._filling = True
        self._typed = []
        self._hide_errors()
        for sp in self.counts:
            sp.setValue(0)
        for combo in (self.trump, self.buyer, self.cancel_by, *self.takers):
            combo.clear()
        self.price.setValue(0)
        self.king.setChecked(False)
        for mark in self.in_a_row:
            mark.setChecked(False)
            mark.hide()
        self._filling = False



__all__ = ["HandForm"]

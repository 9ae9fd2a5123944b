"""The score sheet as data: what the paper sheet of each family holds, built from a :class:`Game`.

One :class:`Sheet` feeds the live table model, the printed page and the CSV file,
so the three always agree. Every number on it is taken from the engine (the
deal's ``points``, ``Game.totals``, ``Game.quota_left``, ``Game.ceza_left``,
``Game.standing``, ``Game.winners``); the sheet only arranges them. Running
totals are the engine's deal points added up row by row, and the last one is
checked against ``Game.totals``.

Turkish sheet (docs/rules.md §2, §3): one row per hand — number, declarer, contract
and trump, each player's points and running total — then the totals, each
player's rights left (ceza and koz), and at the end çıktı/battı (20 hands) or the
winner (12 hands). Cancelled and void hands get a row of their own with no number.

Spanish sheet (docs/rules.md §1): the ten deals in schedule order (unplayed ones
already written in, as on paper), the sale where there was one, a negative and a
positive column per player, the column sums, the net totals and the zero-sum check.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from kingdesk.engine.shown import PartyLike

from .. import i18n
from ..i18n import tr
from .kinds import CANCELLED, DEAL, PLANNED, RESULT, RIGHTS, TOTAL

translate = QCoreApplication.translate


@dataclass
class Row:
    kind: str
    cells: list[Any]
    """One value per column: ``str``, ``int`` (a score, formatted by the locale) or ``None`` (blank)."""
    latest: bool = False
    """The hand being played, or the last one written down."""
    note: str = ""
    """A longer explanation (tooltip; printed under the table for cancelled hands)."""
    deal_index: int | None = None
    price: int | None = None
    """Spanish: the price in tricks the trump choice was sold for (the compact sheet marks the row with it)."""
    net: bool = False
    """Spanish: the net totals, each in the player's − or + column by its sign, as on paper (the printed sheet
    draws each across the two, the CSV in the first: one place per player)."""


@dataclass
class Column:
    title: str
    group: str = ""
    """Spanish: the player name over the − and + columns."""
    numeric: bool = False
    player: int | None = None
    sign: int = 0
    """Spanish: -1 for the negative column, +1 for the positive one."""


@dataclass
class Sheet:
    family: str
    title: str
    ruleset: str
    names: list[str]
    columns: list[Column]
    rows: list[Row]
    totals: tuple[int, int, int, int]
    """The engine's totals (``Game.totals``)."""
    variants: list[tuple[str, str]] = field(default_factory=list)
    """(setting, value) pairs that differ from the preset, translated."""
    status: str = ""
    """One line on where the game stands ("Hand 7 of 20", "Game over")."""
    result: list[str] = field(default_factory=list)
    """Footer lines: the result of a finished game, the zero-sum check."""
    remarks: list[str] = field(default_factory=list)
    """Extra lines under the table (ceza types left, cancelled hands)."""
    over: bool = False
    counted: bool = False
    """Played with real cards and kept from the counts (the sheet says so)."""

    @property
    def headline(self) -> str:
        """Who won, in one line (the page footer); the game's progress while it goes on."""
        if not self.result:
            return self.status
        return " · ".join(line for line in self.result if "✓" not in line and "✗" not in line)

    @property
    def latest_row(self) -> int | None:
        for i, r in enumerate(self.rows):
            if r.latest:
                return i
        return None


def player_names(names: list[str] | None) -> list[str]:
    default = i18n.default_player_names()
    if not names:
        return default
    return [(names[i] if i < len(names) and names[i] else default[i]) for i in range(4)]


def build_sheet(game: PartyLike, names: list[str] | None = None) -> Sheet:
    """The score sheet of ``game``, in the current language."""
    from kingdesk.engine.counted import CountedGame  # the engine's parties: the sheet is built for one

    names = player_names(names)
    if game.family == "tr":
        sheet = _turkish(game, names)
    else:
        sheet = _spanish(game, names)
    sheet.variants = variant_lines(game)
    sheet.counted = isinstance(game, CountedGame)
    return sheet


def scaled(points: int, game: PartyLike) -> int | float:
    """A score as the sheet writes it: times the rules' ``score_scale`` (docs/rules.md §5: a display multiplier
    only, e.g. ×25 for the Brazilian look; the engine, the record and every check keep the real points)."""
    v = points * game.rules.score_scale
    return int(v) if float(v).is_integer() else v


def _trump_text(trump: str | None) -> str:
    if not trump:
        return ""
    return i18n.suit_symbol(trump)


def contract_cell(contract: str | None, trump: str | None) -> str:
    name = i18n.contract_name(contract) if contract else ""
    if trump:
        return f"{name} {_trump_text(trump)}".strip()
    return name


def _latest_index(game: PartyLike) -> int | None:
    return len(game.deals) - 1 if game.deals else None


# ---------------------------------------------------------------------------- Turkish

def _turkish(game: PartyLike, names: list[str]) -> Sheet:
    mode = game.rules.tr_mode
    cols = [
        Column(translate("ScoreSheet", "No.", "hand number column")),
        Column(translate("ScoreSheet", "Declarer", "who chose the contract")),
        Column(translate("ScoreSheet", "Contract")),
    ]
    cols += [Column(n, numeric=True, player=s) for s, n in enumerate(names)]
    rows: list[Row] = []
    running = [0, 0, 0, 0]
    number = 0
    latest = _latest_index(game)
    remarks: list[str] = []
    for d in game.deals:
        is_latest = d.index == latest
        if d.cancel is not None or d.void:
            reason = d.cancel or "kiz-all-one"
            label = contract_cell(d.contract, d.trump) if d.contract and not d.cancel else ""
            what = i18n.cancel_text(reason)
            cells: list[Any] = ["", names[d.declarer], f"{label} — {what}" if label else what] + [None] * 4
            rows.append(Row(CANCELLED, cells, is_latest, what, d.index))
            continue
        number += 1
        cells = [i18n.number(number), names[d.declarer], contract_cell(d.contract, d.trump)]
        if d.points is not None:
            running = [a + b for a, b in zip(running, d.points)]
            cells += [scaled(p, game) for p in d.points]
            rows.append(Row(DEAL, cells, is_latest, _running_note([scaled(v, game) for v in running], names), d.index))
        else:
            cells += [None] * 4
            rows.append(Row(DEAL, cells, is_latest, translate("ScoreSheet", "Being played"), d.index))
    totals = cast("tuple[int, int, int, int]", tuple(game.totals))
    assert tuple(running) == totals, "the deal points do not add up to the engine's totals"
    rows.append(Row(TOTAL, [translate("ScoreSheet", "Total"), "", ""] + [scaled(t, game) for t in totals]))
    ceza_left = [game.quota_left(s)[0] for s in range(4)]
    koz_left = [game.quota_left(s)[1] for s in range(4)]
    rows.append(Row(RIGHTS, [translate("ScoreSheet", "Penalty rights left", "Turkish: ceza hakkı"), "", ""]
                    + [i18n.number(n) for n in ceza_left]))
    rows.append(Row(RIGHTS, [translate("ScoreSheet", "Trump rights left", "Turkish: koz hakkı"), "", ""]
                    + [i18n.number(n) for n in koz_left]))
    from kingdesk.engine.contracts import TURKISH_CEZA  # with a party shown, not for the empty sheet

    types = ", ".join(
        f"{i18n.contract_name(n)} {i18n.number(game.ceza_left(n))}" for n in TURKISH_CEZA)
    remarks.append(translate("ScoreSheet", "Penalty contracts left: %1").replace("%1", types))
    result: list[str] = []
    played = sum(1 for r in rows if r.kind == DEAL and r.cells[3] is not None)
    if game.is_over:
        winners = game.winners or ()
        standing = game.standing
        if standing is not None:
            rows.append(Row(RESULT, [translate("ScoreSheet", "Result"), "", ""]
                            + [i18n.standing_text(s) for s in standing]))
            ups = [names[s] for s in range(4) if standing[s] == "cikti"]
            downs = [names[s] for s in range(4) if standing[s] == "batti"]
            result.append(translate("ScoreSheet", "Up: %1").replace("%1", i18n.join_names(ups) or "—"))
            result.append(translate("ScoreSheet", "Down: %1").replace("%1", i18n.join_names(downs) or "—"))
            evens = [names[s] for s in range(4) if standing[s] == "neutral"]
            if evens:
                result.append(translate("ScoreSheet", "Even: %1").replace("%1", i18n.join_names(evens)))
        else:
            rows.append(Row(RESULT, [translate("ScoreSheet", "Result"), "", ""]
                            + [translate("ScoreSheet", "winner") if s in winners else "" for s in range(4)]))
            result.append(_winners_line(winners, names))
        if mode == 20 and _king_made(game):
            result.append(translate("ScoreSheet", "The game ended early: King was made in a trump hand."))
        elif mode == 20:
            result.append(_sum_line(totals, 0))
        status = tr("Game over after %n hand(s)", None, played)
    else:
        n = number if _in_play(game) else number + 1
        status = translate("ScoreSheet", "Hand %1 of %2").replace("%1", i18n.number(min(n, mode))).replace(
            "%2", i18n.number(mode))
    title = translate("ScoreSheet", "King score sheet")
    return Sheet("tr", title, game.rules.ruleset, names, cols, rows, totals, status=status, result=result,
                 remarks=remarks, over=game.is_over)


def _in_play(game: PartyLike) -> bool:
    d = game.current
    return d is not None and not d.finished


def _king_made(game: PartyLike) -> bool:
    return game.rules.tr_king_rule != "off" and game.is_over and game.state.king_seat is not None


def _running_note(running: Sequence[float], names: list[str]) -> str:
    parts = [f"{n}: {i18n.number(v)}" for n, v in zip(names, running)]
    return translate("ScoreSheet", "Running totals: %1").replace("%1", ", ".join(parts))


def _winners_line(winners: tuple[int, ...], names: list[str]) -> str:
    who = i18n.join_names([names[s] for s in winners])
    if len(winners) > 1:
        return translate("ScoreSheet", "Shared win: %1").replace("%1", who)
    return translate("ScoreSheet", "Winner: %1").replace("%1", who)


def _sum_line(totals: tuple[int, ...], expected: int) -> str:
    s = sum(totals)
    mark = "✓" if s == expected else "✗"
    return translate("ScoreSheet", "Sum of the totals: %1 %2").replace("%1", i18n.number(s)).replace("%2", mark)


# ---------------------------------------------------------------------------- Spanish

def _spanish(game: PartyLike, names: list[str]) -> Sheet:
    cols = [
        Column(translate("ScoreSheet", "No.", "hand number column")),
        Column(translate("ScoreSheet", "Mano", "Spanish: the player who leads the deal")),
        Column(translate("ScoreSheet", "Contract")),
        Column(translate("ScoreSheet", "Sale", "Spanish: the trump choice sold: buyer and price")),
    ]
    for s, n in enumerate(names):
        cols.append(Column("−", n, True, s, -1))
        cols.append(Column("+", n, True, s, +1))
    from kingdesk.engine.contracts import SPANISH_LANCES
    from kingdesk.engine.game import spanish_schedule

    schedule = spanish_schedule(game.rules.es_schedule)
    first_dealer = game.state.first_dealer
    latest = _latest_index(game)
    rows: list[Row] = []
    neg = [0, 0, 0, 0]
    pos = [0, 0, 0, 0]
    running = [0, 0, 0, 0]
    recovery_no = 0
    played_lances = {d.contract for d in game.deals if d.contract}
    free_left = [n for n in SPANISH_LANCES if n not in played_lances]
    for i, (offset, planned) in enumerate(schedule):
        d = game.deals[i] if i < len(game.deals) else None
        contract = d.contract if d is not None else planned
        if contract == "recuperacion" or planned == "recuperacion":
            recovery_no += 1
        label = _spanish_label(contract, planned, recovery_no)
        mano = ""
        if d is not None:
            mano = names[d.declarer]
        elif first_dealer is not None:
            mano = names[(first_dealer + offset + 1) & 3]
        if d is None:
            if planned is None and free_left:
                label = translate("ScoreSheet", "Lance of the mano's choice")
            rows.append(Row(PLANNED, [i18n.number(i + 1), mano, label, ""] + [None] * 8))
            continue
        if contract == "recuperacion":
            label = f"{_spanish_label(contract, planned, recovery_no)} {_trump_text(d.trump)}".strip()
        sale = _sale_text(d, names)
        cells: list[Any] = [i18n.number(i + 1), mano, label, sale]
        if d.points is None:
            cells += [None] * 8
            rows.append(Row(DEAL, cells, d.index == latest, translate("ScoreSheet", "Being played"), d.index,
                            d.price if d.sold and d.buyer is not None else None))
            continue
        for s in range(4):
            p = d.points[s]
            running[s] += p
            positive_round = contract == "recuperacion"
            if positive_round and p >= 0:
                cells += [None, scaled(p, game)]
                pos[s] += p
            else:
                cells += [scaled(p, game), None]
                neg[s] += p
        rows.append(Row(DEAL, cells, d.index == latest, _running_note([scaled(v, game) for v in running], names),
                        d.index, d.price if d.sold and d.buyer is not None else None))
    totals = cast("tuple[int, int, int, int]", tuple(game.totals))
    assert tuple(running) == totals, "the deal points do not add up to the engine's totals"
    sums: list[Any] = [translate("ScoreSheet", "Sums", "Spanish sheet: the sum of each − and + column"), "", "", ""]
    for s in range(4):
        sums += [scaled(neg[s], game), scaled(pos[s], game)]
    rows.append(Row(TOTAL, sums))
    net: list[Any] = [translate("ScoreSheet", "Net total"), "", "", ""]
    for s in range(4):
        net += [None, scaled(totals[s], game)] if totals[s] >= 0 else [scaled(totals[s], game), None]
    rows.append(Row(TOTAL, net, net=True))
    result: list[str] = []
    dealt = sum(1 for d in game.deals if d.points is not None)
    if game.is_over:
        winners = game.winners or ()
        res: list[Any] = [translate("ScoreSheet", "Result"), "", "", ""]
        for s in range(4):
            res += [translate("ScoreSheet", "winner") if s in winners else "", ""]
        rows.append(Row(RESULT, res))
        result.append(_winners_line(winners, names))
        result.append(_sum_line(totals, 0))
        status = tr("Game over after %n hand(s)", None, dealt)
    else:
        shown = min(len(game.deals) if _in_play(game) else len(game.deals) + 1, 10)
        status = translate("ScoreSheet", "Hand %1 of %2").replace("%1", i18n.number(shown)).replace(
            "%2", i18n.number(10))
    title = translate("ScoreSheet", "King score sheet")
    return Sheet("es", title, game.rules.ruleset, names, cols, rows, totals, status=status, result=result,
                 over=game.is_over)


def recovery_label(number: int) -> str:
    """"Recuperación 1".."Recuperación 4"."""
    return translate("ScoreSheet", "Recovery %1", "Spanish: Recuperación 1..4").replace("%1", i18n.number(number))


CONTRACT_COLUMN = 2
"""The column of the contract (and its trump) on both families' sheets."""


def contract_texts(family: str) -> list[str]:
    """Every contract the contract column of a ``family`` sheet may come to hold, trump included: the widest sizes
    the column before the hand is written, so that it does not change width hand by hand."""
    from kingdesk.engine.contracts import SPANISH_LANCES, TURKISH_CEZA  # for a party shown, not the empty sheet

    suits = [i18n.suit_symbol(s) for s in "CDHS"]
    if family == "es":
        # not "Lance of the mano's choice": the rows of a free order hold it, and are measured, until it is chosen
        return ([i18n.contract_name(n) for n in SPANISH_LANCES]
                + [f"{recovery_label(k)} {s}" for k in range(1, 5) for s in suits])
    return [i18n.contract_name(n) for n in TURKISH_CEZA] + [contract_cell("koz", s) for s in "CDHS"]


def _spanish_label(contract: str | None, planned: str | None, recovery_no: int) -> str:
    if contract == "recuperacion":
        return recovery_label(recovery_no)
    if contract is None:
        return translate("ScoreSheet", "Lance of the mano's choice")
    return i18n.contract_name(contract)


def _sale_text(d: Any, names: list[str]) -> str:
    if d.sold and d.buyer is not None:
        # tr(), not translate("ScoreSheet", ...): lupdate sees the count (%n) of tr() calls only
        return tr("%1 for %n", "the score sheet's Sale cell: the buyer of the trump choice for a price in tricks",
                  d.price).replace("%1", names[d.buyer])
    if d.sale_opened and d.contract == "recuperacion" and d.trump is not None:
        return translate("ScoreSheet", "not sold")
    return ""


# ---------------------------------------------------------------------------- rule settings

def variant_lines(game: PartyLike) -> list[tuple[str, str]]:
    """The settings of this game that differ from its preset, as (label, value) in the current language."""
    rules = game.rules
    from kingdesk.engine.rules import OPTION_SPECS, Rules

    base = Rules.from_preset(rules.ruleset).effective()
    out = []
    for key, value in rules.effective().items():
        if base.get(key) != value and key in OPTION_SPECS:
            out.append((i18n.option_label(key), i18n.option_value_text(key, value)))
    return out


__all__ = ["Sheet", "Row", "Column", "build_sheet", "player_names", "variant_lines",
           "DEAL", "CANCELLED", "PLANNED", "TOTAL", "RIGHTS", "RESULT"]

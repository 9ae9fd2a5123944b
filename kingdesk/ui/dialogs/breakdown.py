"""How each player's score of a deal arose, in words: "3 tricks × −50", "6 tricks − price 2".

The units (tricks, penalty cards, last tricks) come from the engine's finished
:class:`~kingdesk.engine.play.DealPlay`; the value of one unit from the contract
and the rules' data. A line is only given when its sum equals the engine's score
for that seat, so a breakdown never disagrees with the sheet.
"""

from __future__ import annotations

from kingdesk.engine.contracts import CARD, LAST_TWO, TRICK
from kingdesk.engine.shown import PartyLike

from .. import i18n
from ..i18n import tr


def _units_text(unit: str, n: int) -> str:
    if unit == CARD:
        return tr("%n penalty card(s)", None, n)
    if unit == LAST_TWO:
        return tr("%n of the last two tricks", None, n)
    return tr("%n trick(s)", None, n)


def score_lines(game: PartyLike, deal: int) -> list[str] | None:
    """One line per seat for deal ``deal`` of ``game``, or ``None`` when its play is not at hand.

    ``game`` is the snapshot taken as the deal ended (its ``play`` is that deal's).
    """
    d = game.deals[deal]
    play = game.play
    if d.points is None or play is None or tuple(play.plays) != tuple(d.plays) or not play.over:
        return None
    c = play.contract
    units = play.units()
    if c.family == "tr":
        values = [c.value, c.value]
    elif c.positive:
        values = [1, 1]
    else:
        v = game.rules.es_neg_values[c.name]
        values = [-x for x in v] if isinstance(v, (list, tuple)) else [-v, -v]
    lines = []
    for s in range(4):
        u = units[s]
        if c.unit == LAST_TWO and values[0] != values[1]:
            won = [k for k, w in enumerate(play.winners[11:13]) if w == s]
            raw = sum(values[k] for k in won)
            text = ", ".join((tr("trick 12: %1") if k == 0 else tr("trick 13: %1")).replace(
                "%1", i18n.number(values[k], signed=True)) for k in won) or _units_text(LAST_TWO, 0)
        else:
            raw = u * values[0]
            text = _units_text(c.unit if c.unit in (CARD, LAST_TWO) else TRICK, u)
            if u and values[0] != 1:
                text += " × " + i18n.number(values[0])
        if d.sold and d.buyer is not None:
            price = i18n.number(d.price)
            if s == d.buyer:
                raw -= d.price
                text = tr("%1 − price %2").replace("%1", text).replace("%2", price)
            elif s == d.chooser:
                raw += d.price
                text = tr("%1 + price %2").replace("%1", text).replace("%2", price)
        if raw != d.points[s]:
            return None  # the engine scored otherwise (a rule this breakdown does not know): say nothing
        lines.append(text)
    return lines

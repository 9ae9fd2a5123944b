"""The headings and the choices of a decision (:class:`kingdesk.engine.game.Decision`)."""

from __future__ import annotations

from .cards import card_name, contract_name, suit_name
from .core import tr, translate


def decision_title(kind: str) -> str:
    """A heading for a decision kind of :class:`kingdesk.engine.game.Decision`."""
    texts = {
        "deal": lambda: translate("Decision", "Deal the cards"),
        "contract": lambda: translate("Decision", "Choose the contract"),
        "trump": lambda: translate("Decision", "Name the trump suit"),
        "sale": lambda: translate("Decision", "Name the trump or sell the choice"),
        "bid": lambda: translate("Decision", "Offer tricks for the trump choice"),
        "accept": lambda: translate("Decision", "Sell the trump choice for the best offer?"),
        "el-iptal": lambda: translate("Decision", "Cancel the hand (no card above ten)?"),
        "misdeal": lambda: translate("Decision", "Call a misdeal (lone ace or king of hearts)?"),
        "king": lambda: translate("Decision", "Declare King?"),
        "card": lambda: translate("Decision", "Play a card"),
        "none": lambda: translate("Decision", "The game is over"),
    }
    f = texts.get(kind)
    return f() if f else kind


def option_text(kind: str, option: object) -> str:
    """The label of one choice of a decision (contracts, suits, bids, yes/no answers)."""
    if kind == "contract":
        return contract_name(str(option))
    if kind == "trump":
        return suit_name(str(option))
    if kind == "card" and isinstance(option, int):
        return card_name(option)
    if kind == "bid" and isinstance(option, int):
        return tr("Offer %n trick(s)", "a bid in the trump sale", option)
    texts = {
        "choose": lambda: translate("Decision", "Name the trump"),
        "sell": lambda: translate("Decision", "Sell the choice"),
        "pass": lambda: translate("Decision", "Pass"),
        "accept": lambda: translate("Decision", "Accept"),
        "refuse": lambda: translate("Decision", "Refuse"),
        "el-iptal": lambda: translate("Decision", "Cancel the hand"),
        "misdeal": lambda: translate("Decision", "Misdeal"),
        "play": lambda: translate("Decision", "Play on"),
        "declare": lambda: translate("Decision", "Declare King"),
    }
    f = texts.get(str(option))
    return f() if f else str(option)

"""The headings and the choices of a decision (:class:`kingdesk.engine.game.Decision`)."""

from __future__ import annotations

from .cards import card_name, contract_name, suit_name
from .core import number, tr, translate


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


# One choice has up to four uses, each with its own messages, because each speaks
# in another person: the button (a bare label), a computer player's speech bubble
# (first person: "I sell the choice"), the hint to the human (an instruction: "Hint:
# sell the choice of trump.") and the replay's line (third person, second for the
# human: "Ana sells the choice of trump", "You pass"). Contracts, suits and cards are
# nouns and serve every use as they are.

def option_text(kind: str, option: object) -> str:
    """The label of one choice of a decision on its button (contracts, suits, bids, yes/no answers)."""
    if kind == "contract":
        return contract_name(str(option))
    if kind == "trump":
        return suit_name(str(option))
    if kind == "card" and isinstance(option, int):
        return card_name(option)
    if kind == "bid" and isinstance(option, int):
        return number(option)  # the sale's buttons: 7, 8, 9… under the question "Offer tricks for the trump choice"
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


def bubble_text(kind: str, option: object) -> str:
    """What a computer player says over its plate when it makes this choice (first person)."""
    if kind == "bid" and isinstance(option, int):
        return tr("I offer %n trick(s)", None, option)
    texts = {
        ("sale", "choose"): lambda: translate("Bubble", "I name the trump", "a computer player keeps the choice"),
        ("sale", "sell"): lambda: translate("Bubble", "I sell the choice", "a computer player sells the trump choice"),
        ("bid", "pass"): lambda: translate("Bubble", "Pass", "a computer player passes in the sale"),
        ("accept", "accept"): lambda: translate("Bubble", "I accept", "the mano accepts the best offer"),
        ("accept", "refuse"): lambda: translate("Bubble", "I refuse", "the mano refuses the best offer"),
        ("king", "declare"): lambda: translate("Bubble", "I declare King", "a computer player declares King"),
    }
    f = texts.get((kind, str(option)))
    return f() if f else option_text(kind, option)


def hint_text(kind: str, option: object) -> str:
    """The hint for the human: what the hard computer player would choose, said as advice ("Hint: pass.")."""
    if kind == "card" and isinstance(option, int):
        return tr("Hint: play the %1.").replace("%1", card_name(option))
    if kind in ("contract", "trump"):
        return tr("Hint: %1.").replace("%1", option_text(kind, option))
    if kind == "bid" and isinstance(option, int):
        return tr("Hint: offer %n trick(s).", "advice in the trump sale", option)
    texts = {
        ("sale", "choose"): lambda: translate("Hint", "Hint: name the trump yourself."),
        ("sale", "sell"): lambda: translate("Hint", "Hint: sell the choice of trump."),
        ("bid", "pass"): lambda: translate("Hint", "Hint: pass."),
        ("accept", "accept"): lambda: translate("Hint", "Hint: accept the best offer."),
        ("accept", "refuse"): lambda: translate("Hint", "Hint: refuse the offer and name the trump yourself."),
        ("el-iptal", "el-iptal"): lambda: translate("Hint", "Hint: call El İptal."),
        ("el-iptal", "play"): lambda: translate("Hint", "Hint: play the hand."),
        ("misdeal", "misdeal"): lambda: translate("Hint", "Hint: ask for a redeal."),
        ("misdeal", "play"): lambda: translate("Hint", "Hint: play the hand."),
        ("king", "declare"): lambda: translate("Hint", "Hint: declare King."),
        ("king", "pass"): lambda: translate("Hint", "Hint: do not declare King."),
    }
    f = texts.get((kind, str(option)))
    return f() if f else tr("Hint: %1.").replace("%1", option_text(kind, option))


def replay_text(name: str, kind: str, option: object, you: bool = False) -> str:
    """The replay's line for a choice: third person with the seat's name, second person when ``you``."""
    if kind == "bid" and isinstance(option, int):
        if you:
            return tr("You offer %n trick(s)", None, option)
        return tr("%1 offers %n trick(s)", None, option).replace("%1", name)
    mine = {
        ("sale", "choose"): lambda: translate("Replay", "You keep the choice of trump"),
        ("sale", "sell"): lambda: tr("You sell the choice of trump"),
        ("bid", "pass"): lambda: tr("You pass"),
        ("accept", "accept"): lambda: translate("Replay", "You accept the best offer"),
        ("accept", "refuse"): lambda: translate("Replay", "You refuse the best offer"),
        ("el-iptal", "el-iptal"): lambda: translate("Replay", "You call El İptal"),
        ("el-iptal", "play"): lambda: translate("Replay", "You play the hand"),
        ("misdeal", "misdeal"): lambda: translate("Replay", "You ask for a redeal"),
        ("misdeal", "play"): lambda: translate("Replay", "You play the hand"),
        ("king", "declare"): lambda: translate("Replay", "You declare King"),
        ("king", "pass"): lambda: translate("Replay", "You do not declare King"),
    }
    theirs = {
        ("sale", "choose"): lambda: translate("Replay", "%1 keeps the choice of trump"),
        ("sale", "sell"): lambda: tr("%1 sells the choice of trump"),
        ("bid", "pass"): lambda: tr("%1 passes"),
        ("accept", "accept"): lambda: translate("Replay", "%1 accepts the best offer"),
        ("accept", "refuse"): lambda: translate("Replay", "%1 refuses the best offer"),
        ("el-iptal", "el-iptal"): lambda: translate("Replay", "%1 calls El İptal"),
        ("el-iptal", "play"): lambda: translate("Replay", "%1 plays the hand"),
        ("misdeal", "misdeal"): lambda: translate("Replay", "%1 asks for a redeal"),
        ("misdeal", "play"): lambda: translate("Replay", "%1 plays the hand"),
        ("king", "declare"): lambda: translate("Replay", "%1 declares King"),
        ("king", "pass"): lambda: translate("Replay", "%1 does not declare King"),
    }
    f = (mine if you else theirs).get((kind, str(option)))
    if f:
        return f().replace("%1", name)
    if kind == "trump":  # "Ana: diamonds" did not say it was the trump
        if you:
            return translate("Replay", "You name the trump: %1").replace("%1", option_text(kind, option))
        return translate("Replay", "%1 names the trump: %2").replace("%1", name).replace(
            "%2", option_text(kind, option))
    # contracts, suits and cards are nouns: "Ana: No Queens", "You: queen of spades"
    return tr("%1: %2").replace("%1", name).replace("%2", option_text(kind, option))

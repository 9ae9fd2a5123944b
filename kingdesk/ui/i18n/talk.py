"""Table talk: the sentences about seats, counts and winners, and the table's info panel."""

from __future__ import annotations

from typing import Any

from .cards import contract_name, suit_name, suit_symbol
from .core import number, tr, translate
from .party import ruleset_name


# Sentences about a seat come in two messages: the third person with the seat's
# name, and the second person when the seat is the human ("You won the trick." →
# "Te llevas la baza." / "Eli sen aldın."). The human's default name ("You", "Tú",
# "Sen") is a label for plates and columns; it never fills a sentence's %1.
# Counts meet their noun through Qt's plural forms (%n), English included
# (translations/kingdesk_en.ts holds only the English plural forms).

def join_names(names: list[str] | tuple[str, ...]) -> str:
    """``"Ana"``, ``"Ana and Eva"``, ``"Ana, Luis and Eva"`` in the current language."""
    names = list(names)
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    head = translate("Talk", ", ", "separator between names in a list, before the last pair").join(names[:-1])
    last = names[-1]
    if starts_with_i_sound(last):
        pair = translate("Talk", "%1 and %2", "the last two names of a list, the last one starting with the sound "
                         "/i/ (Ignacio, Hilario, İsmail): Spanish writes 'e' there; other languages as usual")
    else:
        pair = translate("Talk", "%1 and %2", "the last two names of a list")
    return pair.replace("%1", head).replace("%2", last)


_DIGIT_ENDS = {"0": "ı", "1": "i", "2": "i", "3": "ü", "4": "ü", "5": "i", "6": "ı", "7": "i", "8": "i", "9": "u"}
"""The last vowel of each digit as it is read (sıfır, bir, iki, üç, dört, beş, altı, yedi, sekiz, dokuz)."""
_DIGIT_OPEN = {"2", "6", "7"}
"""The digits read with a final vowel (iki, altı, yedi)."""
_HARMONY = {"a": "ı", "ı": "ı", "e": "i", "i": "i", "o": "u", "u": "u", "ö": "ü", "ü": "ü"}


def name_ending(name: str) -> tuple[bool, str]:
    """How ``name`` ends as Turkish reads it: whether on a vowel, and the vowel a suffix after it takes (ı, i, u,
    ü, by its last vowel). The name comes at run time, so no translation can choose the suffix: the code picks
    one of eight messages, which only Turkish translates differently (English and Spanish alike)."""
    low = name.strip().replace("I", "ı").replace("İ", "i").lower()
    if low[-1:].isdigit():
        return low[-1] in _DIGIT_OPEN, _DIGIT_ENDS[low[-1]]
    vowels = [c for c in low if c in _HARMONY]
    return (bool(low) and low[-1] in _HARMONY), _HARMONY[vowels[-1]] if vowels else "i"


def table_of(name: str) -> str:
    """The default name of ``name``'s table ("Ana's table", "Mesa de Ana", "Ayşe'nin masası")."""
    vowel, harmony = name_ending(name)
    texts = {
        (True, "ı"): lambda: translate("Talk", "%1's table", "the name ends in a vowel, its last vowel a or ı"),
        (True, "i"): lambda: translate("Talk", "%1's table", "the name ends in a vowel, its last vowel e or i"),
        (True, "u"): lambda: translate("Talk", "%1's table", "the name ends in a vowel, its last vowel o or u"),
        (True, "ü"): lambda: translate("Talk", "%1's table", "the name ends in a vowel, its last vowel ö or ü"),
        (False, "ı"): lambda: translate("Talk", "%1's table", "the name ends in a consonant, its last vowel a or ı"),
        (False, "i"): lambda: translate("Talk", "%1's table", "the name ends in a consonant, its last vowel e or i"),
        (False, "u"): lambda: translate("Talk", "%1's table", "the name ends in a consonant, its last vowel o or u"),
        (False, "ü"): lambda: translate("Talk", "%1's table", "the name ends in a consonant, its last vowel ö or ü"),
    }
    return texts[(vowel, harmony)]().replace("%1", name)


def starts_with_i_sound(name: str) -> bool:
    """Whether ``name`` starts with the vowel /i/ as Spanish reads it: (h)i-, (h)í-, İ-, ı-, not (h)i before a vowel.

    Spanish writes *e* for *and* before that sound ("Ana e Iñaki", "Eva e Hilario"), not
    before the diphthong of *hie-*, *hia-* ("Luis y Hierro"). The names come at run time,
    so no translation can do it: the code picks a second message, which only Spanish
    translates differently.
    """
    low = name.strip().lower()  # "İ" lowers to "i" and a combining dot
    if low.startswith("h"):
        low = low[1:]
    if low[:1] in ("í", "ı"):
        return True
    if low[:1] == "i":
        rest = low[1:].lstrip("\u0307")
        return not rest[:1] or rest[0] not in "aeouáéóú"  # "Iago", "Hierro": a diphthong, read /j/
    return False


def trick_won_text(name: str, you: bool) -> str:
    """Who took the (last) trick: "You won the trick." / "Ana won the trick."."""
    if you:
        return translate("Talk", "You won the trick.")
    return translate("Talk", "%1 won the trick.").replace("%1", name)


def sold_text(buyer: str, price: int, you: bool) -> str:
    """The info panel's line for a sold trump choice (Spanish recovery)."""
    if you:
        return tr("Sold to you for %n trick(s)", None, price)
    return tr("Sold to %1 for %n trick(s)", None, price).replace("%1", buyer)


def kept_text(seller: str, trump: str, you: bool) -> str:
    """The info panel's line for a sale of the trump choice that ended with no sale (Spanish recovery: the seller
    refused the best offer, or had none) and the seller named ``trump`` (a suit letter; rich text)."""
    suit = _trump_html(trump, whole=False)
    if you:
        return tr("You do not sell: you name %1").replace("%1", suit)
    return tr("%1 does not sell: names %2").replace("%2", suit).replace("%1", seller)


def best_offer_text(bidder: str, bid: int, you: bool) -> str:
    """The best offer so far in the sale of the trump choice."""
    if you:
        return tr("Best offer: yours, %n trick(s).", None, bid)
    return tr("Best offer: %1 offers %n trick(s).", None, bid).replace("%1", bidder)


def hand_counter(number_: int, total: int) -> str:
    """"Hand 3 of 20": the hand (deal of 13 tricks) being played, counted hands only."""
    return translate("Talk", "Hand %1 of %2").replace("%1", number(number_)).replace("%2", number(total))


def where_stopped_text(hand: int, tricks: int) -> str:
    """Where an interrupted game stopped: "hand 3, 5 tricks played"."""
    return tr("hand %1, %n trick(s) played", None, tricks).replace("%1", number(hand))


def winners_text(names: tuple[str, ...] | list[str], winners: tuple[int, ...] | list[int], human: int | None,
                 up_down: bool = False) -> str:
    """The heading of the end of a game, in the second person when the human is among the winners.

    ``up_down``: a Turkish 20-hand game, where the winners are the players who
    finished up (çıktı) rather than the highest total.
    """
    others = [names[s] for s in winners if s != human]
    you = human is not None and human in winners
    if not winners:
        return translate("Talk", "Nobody is up.") if up_down else translate("Talk", "Nobody wins.")
    if up_down:
        if you and others:
            return translate("Talk", "You are up, with %1.").replace("%1", join_names(others))
        if you:
            return translate("Talk", "You are up!")
        return translate("Talk", "Up: %1").replace("%1", join_names(others))
    if you and others:
        return translate("Talk", "You share the win with %1.").replace("%1", join_names(others))
    if you:
        return translate("Talk", "You win!")
    if len(others) == 1:
        return translate("Talk", "Winner: %1").replace("%1", others[0])
    return translate("Talk", "Winners: %1").replace("%1", join_names(others))


def deal_info_lines(g: Any, d: Any) -> list[str]:
    """The table's info panel for deal ``d`` of game ``g``: rule set, "Hand n of N", contract and trump (rich text).

    One helper for the live table and the replay viewer.
    """
    lines = [f"<b>{ruleset_name(g.rules.ruleset)}</b>"]
    if d is not None:
        counted = sum(1 for x in g.deals[:d.index] if x.counts)
        lines.append(hand_counter(counted + 1, g.hands_total))
        if d.contract:
            lines.append(tr("Contract: <b>%1</b>").replace("%1", contract_name(d.contract)))
        if d.trump:
            lines.append(tr("Trump: %1").replace("%1", _trump_html(d.trump)))
    return lines


def _trump_html(trump: str, whole: bool = True) -> str:
    """A trump in the info panel, red or white as on the cards: its symbol and name ("♥ Hearts") or, not
    ``whole``, its symbol alone; no trump by name."""
    if trump == "N":
        suit = suit_name("N")
    else:
        suit = f"{suit_symbol(trump)} {suit_name(trump)}" if whole else suit_symbol(trump)
    colour = "#ff8080" if trump in "HD" else "#ffffff"
    return f"<span style='color:{colour}'><b>{suit}</b></span>"

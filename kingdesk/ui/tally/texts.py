"""The words of the score dialog for real cards: why the rules refuse an entry, said of the player it is about.

The reason codes are the engine's (``Game.why_not``, :func:`kingdesk.engine.counted.count_refusal`) and
:data:`kingdesk.session.tally.MISSING`, ``MANO_BUYS``; the table's own texts
(:func:`kingdesk.ui.i18n.reason_text`) speak to "you", the player at the table, so the codes about the chooser
or a count are worded here of the named player.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .. import i18n


translate = QCoreApplication.translate


def whole_text(contract: str | None) -> str:
    """What the four counts of ``contract`` add up to, as players say it."""
    texts = {
        "kupa-almaz": lambda: translate("Tally", "The hearts taken must add up to 13."),
        "no-corazones": lambda: translate("Tally", "The hearts taken must add up to 13."),
        "erkek-almaz": lambda: translate("Tally", "The kings and jacks taken must add up to 8."),
        "ni-k-ni-j": lambda: translate("Tally", "The kings and jacks taken must add up to 8."),
        "kiz-almaz": lambda: translate("Tally", "The queens taken must add up to 4."),
        "no-q": lambda: translate("Tally", "The queens taken must add up to 4."),
        "rifki": lambda: translate("Tally", "Exactly one player takes the King of Hearts."),
        "rey-de-corazones": lambda: translate("Tally", "Exactly one player takes the King of Hearts."),
    }
    f = texts.get(contract or "")
    return f() if f else translate("Tally", "The tricks taken must add up to 13.")


def too_high_text(contract: str | None, name: str) -> str:
    texts = {
        "kupa-almaz": lambda: translate("Tally", "%1 cannot take more than 13 hearts."),
        "no-corazones": lambda: translate("Tally", "%1 cannot take more than 13 hearts."),
        "erkek-almaz": lambda: translate("Tally", "%1 cannot take more than 8 kings and jacks."),
        "ni-k-ni-j": lambda: translate("Tally", "%1 cannot take more than 8 kings and jacks."),
        "kiz-almaz": lambda: translate("Tally", "%1 cannot take more than 4 queens."),
        "no-q": lambda: translate("Tally", "%1 cannot take more than 4 queens."),
        "rifki": lambda: translate("Tally", "There is only one King of Hearts."),
        "rey-de-corazones": lambda: translate("Tally", "There is only one King of Hearts."),
    }
    f = texts.get(contract or "")
    return (f() if f else translate("Tally", "%1 cannot take more than 13 tricks.")).replace("%1", name)


def missing_text(part: str) -> str:
    """What the entry still lacks, by the part of it that is empty (:data:`kingdesk.session.tally.MISSING`)."""
    texts = {
        "contract": lambda: translate("Tally", "Choose the contract."),
        "trump": lambda: translate("Tally", "Choose the trump suit."),
        "sale": lambda: translate("Tally", "Say whether the trump was sold, and to whom."),
        "cancel": lambda: translate("Tally", "Say who cancelled the hand."),
        "count": lambda: translate("Tally", "Fill in what each player took."),
        "start": lambda: translate("Tally", "Say who starts the game."),
    }
    f = texts.get(part)
    return f() if f else translate("Tally", "Say this before writing the hand down.")


def refusal_text(reason: str, name: str = "", contract: str | None = None) -> str:
    """Why the entry is refused; ``name`` is the player it is about (the chooser, or whose count is wrong)."""
    texts = {
        "missing": lambda: translate("Tally", "Say this before writing the hand down."),
        "mano-buys": lambda: translate("Tally", "%1 is the mano of that hand, who sells the trump and cannot buy it."),
        "count-too-high": lambda: too_high_text(contract, name),
        "count-negative": lambda: translate("Tally", "A count cannot be below zero."),
        "counts-do-not-add-up": lambda: whole_text(contract),
        "not-a-count": lambda: translate("Tally", "Say who took the 12th and the 13th trick."),
        "no-first-seat": lambda: translate("Tally", "Say who starts the game."),
        "no-penalty-hands-left": lambda: translate(
            "Tally", "%1 has no penalty hands left: %1 must choose a trump hand."),
        "no-trump-hands-left": lambda: translate("Tally", "%1 has no trump hands left: %1 must choose a penalty."),
        "penalties-first": lambda: translate("Tally", "The first four hands are penalty hands."),
        "el-iptal-not-forced": lambda: translate(
            "Tally", "Only a player who has no penalty hands left may call El İptal."),
        "el-iptal-off": lambda: translate("Tally", "El İptal is not played under these rules."),
        "el-iptal-after-trump": lambda: translate(
            "Tally", "Under these rules El İptal is called after the trump is named."),
        "el-iptal-holds-honour": lambda: translate("Tally", "El İptal needs a hand without any card above ten."),
        "unknown-contract": lambda: translate("Tally", "Choose the contract."),
        "unknown-suit": lambda: translate("Tally", "Choose the trump suit."),
        "not-an-option": lambda: translate("Tally", "That is not possible in this hand under these rules."),
        "bid-too-low": lambda: translate("Tally", "The price is at least one trick."),
        "later": lambda: translate("Tally", "A later hand would no longer be possible."),
    }
    f = texts.get(reason)
    text = f() if f else i18n.reason_text(reason, contract)
    return text.replace("%1", name)


__all__ = ["refusal_text", "whole_text", "too_high_text"]

"""Contracts, suits, ranks and cards in the players' words (docs/rules.md §9)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .core import _cached, translate


# ---------------------------------------------------------------------------- contracts

def contract_name(name: str | None) -> str:
    """The players' name of a contract, from its record name (``"kiz-almaz"``)."""
    if name is None:
        return ""
    return _cached("contract", name, lambda: _contract_name(name))


def _contract_name(name: str) -> str:
    names = {
        # Turkish King (docs/rules.md §2.3, §9.1)
        "el-almaz": lambda: translate("Contract", "No Tricks", "Turkish contract: El Almaz"),
        "kupa-almaz": lambda: translate("Contract", "No Hearts", "Turkish contract: Kupa Almaz"),
        "kiz-almaz": lambda: translate("Contract", "No Queens", "Turkish contract: Kız Almaz"),
        "erkek-almaz": lambda: translate("Contract", "No Kings or Jacks", "Turkish contract: Erkek Almaz"),
        "son-iki": lambda: translate("Contract", "Last Two", "Turkish contract: Son İki"),
        "rifki": lambda: translate("Contract", "King of Hearts", "Turkish contract: Rıfkı"),
        "koz": lambda: translate("Contract", "Trumps", "Turkish contract: Koz"),
        # Spanish King (docs/rules.md §1.3, §1.4, §9.1)
        "no-bazas": lambda: translate("Contract", "No Tricks", "Spanish lance 1: No bazas"),
        "no-corazones": lambda: translate("Contract", "No Hearts", "Spanish lance 2: No corazones"),
        "ni-k-ni-j": lambda: translate("Contract", "No Kings or Jacks", "Spanish lance 3: Ni K ni J"),
        "no-q": lambda: translate("Contract", "No Queens", "Spanish lance 4: No Q"),
        "rey-de-corazones": lambda: translate("Contract", "King of Hearts", "Spanish lance 5: El rey de corazones"),
        "dos-ultimas": lambda: translate("Contract", "Last Two Tricks", "Spanish lance 6: Las dos últimas"),
        "recuperacion": lambda: translate("Contract", "Recovery", "Spanish positive round: Recuperación"),
        # Cancels
        "el-iptal": lambda: translate("Contract", "Cancel the Hand", "Turkish: El İptal, redeal when forced to koz"),
    }
    f = names.get(name)
    return f() if f else name


def cancel_text(reason: str | None) -> str:
    """Why a hand did not count: El İptal, Rıfkı misdeal, Kız Almaz void."""
    texts = {
        "el-iptal": lambda: translate("Cancel", "Hand cancelled (El İptal): redeal"),
        "rifki-misdeal": lambda: translate("Cancel", "Misdeal called (a lone ace or king of hearts): redeal"),
        "kiz-all-one": lambda: translate("Cancel", "Void: each player took one queen; the same player chooses again"),
    }
    f = texts.get(reason or "")
    return f() if f else (reason or "")


# ---------------------------------------------------------------------------- cards

SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


def suit_symbol(letter: str) -> str:
    """``♠ ♥ ♦ ♣`` for ``S H D C``; ``N`` (no trump) is written as translated text."""
    if letter == "N":
        return QCoreApplication.translate("Suit", "NT", "short for no trump")
    return SUIT_SYMBOLS.get(letter, letter)


def suit_name(letter: str) -> str:
    """The suit's name as players say it (lower case, as used inside sentences)."""
    return _cached("suit", letter, lambda: _suit_name(letter))


def _suit_name(letter: str) -> str:
    names = {
        "S": lambda: translate("Suit", "spades"),
        "H": lambda: translate("Suit", "hearts"),
        "D": lambda: translate("Suit", "diamonds"),
        "C": lambda: translate("Suit", "clubs"),
        "N": lambda: translate("Suit", "no trump"),
    }
    f = names.get(letter)
    return f() if f else letter


def suit_index_letter(suit: int) -> str:
    return "SHDC"[suit]


RANK_SYMBOLS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def rank_symbol(rank: int) -> str:
    """The corner index of a rank (``J``, ``Q``, ``K``, ``A`` in every language, as printed on the cards)."""
    return RANK_SYMBOLS[rank]


def card_name(card: int) -> str:
    """A card's full name: "queen of spades", "la dama de picas", "maça kızı"."""
    return _cached("card", str(card), lambda: _card_name(card))


def _card_name(card: int) -> str:
    rank, suit = card % 13, card // 13
    # One pattern per rank: Turkish puts a suffix on the rank ("kupa papazı", "karo ikilisi").
    patterns = (
        lambda: translate("Card", "two of %1"), lambda: translate("Card", "three of %1"),
        lambda: translate("Card", "four of %1"), lambda: translate("Card", "five of %1"),
        lambda: translate("Card", "six of %1"), lambda: translate("Card", "seven of %1"),
        lambda: translate("Card", "eight of %1"), lambda: translate("Card", "nine of %1"),
        lambda: translate("Card", "ten of %1"), lambda: translate("Card", "jack of %1"),
        lambda: translate("Card", "queen of %1"), lambda: translate("Card", "king of %1"),
        lambda: translate("Card", "ace of %1"),
    )
    return patterns[rank]().replace("%1", suit_name("SHDC"[suit]))


def card_short(card: int) -> str:
    """The compact form shown on the sheet and in logs: ``Q♠``, ``10♥``."""
    return rank_symbol(card % 13) + SUIT_SYMBOLS["SHDC"[card // 13]]

"""Every word the engine's enums turn into on screen, and the translators behind them.

The engine speaks in record names and reason codes (``"kiz-almaz"``,
``"must-follow-suit"``); this module is the one place that turns them into text
for people, through :func:`QCoreApplication.translate` so that ``pyside6-lupdate``
collects every string into ``translations/kingdesk_*.ts``. English is the source
language; Spanish and Turkish use the words players use at the table
(docs/rules.md §9).

Start-up::

    app = QApplication(sys.argv)
    install_translators(app, settings_language)   # None: the system locale

Calling :func:`install_translators` again switches the language; widgets built
afterwards speak the new one.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QDate, QLibraryInfo, QLocale, QTranslator

from kingdesk.languages import LANGUAGES, LOCALES, SOURCE

translate = QCoreApplication.translate


def tr(text: str, comment: str | None = None, n: int = -1) -> str:
    """The translation of ``text`` under the empty context; ``n`` picks the plural form of ``%n``.

    The one ``tr`` helper of the UI (import it, never paste it): ``pyside6-lupdate``
    files every bare ``tr("literal")`` call under the empty context, which is
    where this looks. Call it with a literal only; compose after translating.
    """
    return QCoreApplication.translate("", text, comment, n)


TRANSLATIONS_DIR = Path(__file__).resolve().parent.parent / "translations"
"""Where the compiled ``kingdesk_<lang>.qm`` files are shipped (package data)."""

_installed: list[QTranslator] = []
_language = "en"


def _pick_language(language: str | None) -> str:
    if language:
        code = language.replace("-", "_").split("_")[0].lower()
        return code if code in LANGUAGES else "en"
    for name in QLocale.system().uiLanguages():
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def resolve_language(language: str | None) -> str:
    """The language code that ``language`` (a setting, ``None`` for the system's) gives: ``en``, ``es`` or ``tr``."""
    return _pick_language(language)


def _locale_for(code: str) -> QLocale:
    return QLocale(LOCALES.get(code, LOCALES["en"]))


def install_translators(app: QCoreApplication | None = None, language: str | None = None) -> str:
    """Install Qt's ``qtbase`` translation and KingDesk's own for ``language``.

    ``language`` is ``"es"``, ``"tr"`` or ``"en"`` (a locale name such as
    ``"tr_TR"`` works too); ``None`` follows the system locale and falls back to
    English. Sets :meth:`QLocale.setDefault` so numbers and dates follow the
    language. Returns the language code in force. Translators installed by an
    earlier call are removed first.
    """
    global _language
    app = app or QCoreApplication.instance()
    code = _pick_language(language)
    for t in _installed:
        QCoreApplication.removeTranslator(t)
    _installed.clear()
    locale = _locale_for(code)
    QLocale.setDefault(locale)
    _language = code
    _cache.clear()
    if code != SOURCE:
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qtbase = QTranslator(app)
        if qtbase.load(locale, "qtbase", "_", qt_dir):
            QCoreApplication.installTranslator(qtbase)
            _installed.append(qtbase)
    # English too: its file holds only the plural forms ("1 trick", "2 tricks") of the %n messages.
    own = QTranslator(app)
    if own.load(str(TRANSLATIONS_DIR / f"kingdesk_{code}.qm")):
        QCoreApplication.installTranslator(own)
        _installed.append(own)
    return code


def current_language() -> str:
    """The language code last installed (``"en"`` before any call)."""
    return _language


def locale() -> QLocale:
    """The locale for numbers and dates (the default set by :func:`install_translators`)."""
    return QLocale()


def short_date(day: datetime.date) -> str:
    """A date written the locale's short way."""
    return QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.ShortFormat)


def short_date_time(moment: datetime.datetime) -> str:
    """The date the locale's short way, then the hours and minutes."""
    return short_date(moment.date()) + " " + moment.strftime("%H:%M")


def upper(text: str) -> str:
    """Upper case by the current locale's rules: Turkish ``i`` → ``İ``, ``ı`` → ``I``."""
    return QLocale().toUpper(text)


def number(value: int | float, signed: bool = False) -> str:
    """A number written the locale's way; ``signed`` adds ``+`` to positive values."""
    text = QLocale().toString(value)
    if signed and value > 0:
        text = QLocale().positiveSign() + text
    return text


# Translations are looked up once per language and kept here; install_translators clears it.
_cache: dict[tuple[str, str], str] = {}


def _cached(kind: str, key: str, build) -> str:  # type: ignore[no-untyped-def]
    k = (kind, key)
    if k not in _cache:
        _cache[k] = build()
    return _cache[k]


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


def contract_kind(name: str | None) -> str:
    """"Penalty"/"Trumps" family word for a contract: ceza/koz, negativo/positivo."""
    if name in ("koz", "recuperacion"):
        return translate("Contract", "positive", "kind of contract: koz / lance positivo")
    return translate("Contract", "penalty", "kind of contract: ceza / lance negativo")


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


def rank_name(rank: int) -> str:
    """A rank's name (``0`` = two … ``12`` = ace), lower case."""
    return _cached("rank", str(rank), lambda: _rank_name(rank))


def _rank_name(rank: int) -> str:
    names = (
        lambda: translate("Rank", "two"), lambda: translate("Rank", "three"), lambda: translate("Rank", "four"),
        lambda: translate("Rank", "five"), lambda: translate("Rank", "six"), lambda: translate("Rank", "seven"),
        lambda: translate("Rank", "eight"), lambda: translate("Rank", "nine"), lambda: translate("Rank", "ten"),
        lambda: translate("Rank", "jack"), lambda: translate("Rank", "queen"), lambda: translate("Rank", "king"),
        lambda: translate("Rank", "ace"),
    )
    return names[rank]()


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


# ---------------------------------------------------------------------------- refusals

def reason_text(code: str | None, contract: str | None = None) -> str:
    """Why a card was refused, from a reason code of :mod:`kingdesk.engine.play`.

    ``contract`` (a record name) makes the penalty-card reasons say which cards
    are meant ("a queen", "a heart"...).
    """
    if not code:
        return ""
    if code == "must-discard-penalty" and contract:
        specific = {
            "kupa-almaz": lambda: translate("Reason", "You cannot follow suit: you must discard a heart."),
            "kiz-almaz": lambda: translate("Reason", "You cannot follow suit: you must discard a queen."),
            "erkek-almaz": lambda: translate("Reason", "You cannot follow suit: you must discard a king or a jack."),
        }.get(contract)
        if specific:
            return specific()
    if code == "must-drop-penalty" and contract:
        specific = {
            "kupa-almaz": lambda: translate(
                "Reason", "A higher heart is on the table: you must play a heart below it."),
            "kiz-almaz": lambda: translate(
                "Reason", "A higher card is on the table: you must drop your queen of this suit."),
            "erkek-almaz": lambda: translate(
                "Reason", "A higher card is on the table: you must drop your king or jack of this suit."),
            "rifki": lambda: translate(
                "Reason", "The ace of hearts is on the table: you must drop the king of hearts."),
            "rey-de-corazones": lambda: translate(
                "Reason", "The ace of hearts is on the table: you must drop the king of hearts."),
        }.get(contract)
        if specific:
            return specific()
    texts = {
        "not-your-turn": lambda: translate("Reason", "It is not your turn."),
        "not-in-hand": lambda: translate("Reason", "That card is not in your hand."),
        "must-follow-suit": lambda: translate("Reason", "You must follow suit."),
        "no-hearts-lead": lambda: translate(
            "Reason", "Hearts may not be led until a heart has been played, unless you hold nothing else."),
        "no-hearts-lead-absolute": lambda: translate(
            "Reason", "You may not lead a heart while you hold a card of another suit."),
        "must-lead-highest-heart": lambda: translate(
            "Reason", "You hold only hearts: you must lead your highest heart."),
        "no-trump-lead": lambda: translate(
            "Reason", "Trumps may not be led until a trump has been played, unless you hold nothing else "
            "(or lead from the ace, king and queen of trumps)."),
        "akq-run-pending": lambda: translate(
            "Reason", "You led from the ace, king and queen of trumps: lead the rest of them first."),
        "must-drop-penalty": lambda: translate(
            "Reason", "A higher card is on the table: you must drop your penalty card of this suit."),
        "must-overtrump": lambda: translate("Reason", "Trumps were led: you must play a higher trump if you have one."),
        "must-discard-penalty": lambda: translate("Reason", "You cannot follow suit: you must discard a penalty card."),
        "must-play-king-of-hearts": lambda: translate(
            "Reason", "You cannot follow suit: the king of hearts must be played."),
        "must-discard-heart": lambda: translate("Reason", "You cannot follow suit: you must discard a heart."),
        "must-ruff": lambda: translate("Reason", "You cannot follow suit: you must play a trump."),
        "must-overruff": lambda: translate("Reason", "You must beat the trump on the table if you can."),
        "deal-over": lambda: translate("Reason", "This hand is over."),
        "not-card-time": lambda: translate("Reason", "It is not time to play a card."),
        # decisions other than cards (Game.why_not; English for logs in kingdesk.record.messages)
        "no-penalty-hands-left": lambda: tr("You have no penalty hands left."),
        "penalty-used-up": lambda: tr("This penalty has been played as often as the rules allow."),
        "no-trump-hands-left": lambda: tr("You have no trump hands left."),
        "penalties-first": lambda: tr("The first four hands are penalty hands."),
        "trump-suits-used-up": lambda: tr("Every suit has been trumps as often as the rules allow."),
        "trump-suit-capped": lambda: tr("This suit has been trumps as often as the rules allow."),
        "lance-played": lambda: tr("This lance has been played already."),
        "no-trump-not-allowed": lambda: tr("These rules do not allow a recovery without trumps."),
        "party-over": lambda: translate("Reason", "The game is over."),
        "not-an-option": lambda: translate("Reason", "That is not one of the answers to this question."),
        "not-a-card": lambda: translate("Reason", "That is not a card."),
        "bad-hands": lambda: translate("Reason", "The four hands must hold 13 cards each, the 52 cards once."),
        "wrong-dealer": lambda: translate("Reason", "Another player deals this hand."),
        "wrong-declarer": lambda: translate("Reason", "Another player chooses in this hand."),
        "unknown-contract": lambda: translate("Reason", "That contract cannot be chosen here."),
        "el-iptal-off": lambda: translate("Reason", "These rules have no El İptal."),
        "el-iptal-after-trump": lambda: translate(
            "Reason", "Under these rules El İptal is called after the trump suit is named, not instead of a contract."),
        "el-iptal-not-forced": lambda: translate(
            "Reason", "Only a player who must play trumps (no penalty left) may call El İptal."),
        "el-iptal-holds-honour": lambda: translate("Reason", "You hold a card above ten."),
        "unknown-suit": lambda: translate("Reason", "That is not a suit."),
        "bid-too-low": lambda: translate("Reason", "An offer must be higher than the best offer."),
        "must-accept": lambda: translate("Reason", "These rules do not let the mano refuse the best offer."),
    }
    f = texts.get(code)
    return f() if f else code


# ---------------------------------------------------------------------------- decisions

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


# ---------------------------------------------------------------------------- results and rule sets

def standing_text(standing: str) -> str:
    """Turkish 20-hand result of a player: çıktı / battı (``neutral`` for a zero score by setting)."""
    texts = {
        "cikti": lambda: translate("Result", "up", "Turkish result: çıktı (finished with a positive score)"),
        "batti": lambda: translate("Result", "down", "Turkish result: battı (finished with a negative score)"),
        "neutral": lambda: translate("Result", "even", "Turkish result: a zero score when zero counts for nobody"),
    }
    f = texts.get(standing)
    return f() if f else standing


def ruleset_name(ruleset: str) -> str:
    """The preset's name: Turkish King (20 hands), Turkish King (12 hands), Spanish King."""
    texts = {
        "turkish-20": lambda: translate("Ruleset", "Turkish King, 20 hands"),
        "turkish-12": lambda: translate("Ruleset", "Turkish King, 12 hands"),
        "spanish": lambda: translate("Ruleset", "Spanish King"),
    }
    f = texts.get(ruleset)
    return f() if f else ruleset


def default_player_names() -> list[str]:
    """"Player 1".."Player 4" in the current language."""
    return [QCoreApplication.translate("Player", "Player %1").replace("%1", number(i + 1)) for i in range(4)]


# ---------------------------------------------------------------------------- errors
#
# What the player reads comes from codes (errno, option keys, reason codes), worded
# here; Python's and the C library's English texts ("No such file or directory", a
# traceback) go to the log, never into a message box.

def os_error_text(exc: BaseException) -> str:
    """Why a file could not be read or written, from its ``errno``, as a short clause."""
    import errno

    code = getattr(exc, "errno", None)
    texts = {
        errno.ENOENT: lambda: translate("Error", "the folder or file does not exist"),
        errno.ENOTDIR: lambda: translate("Error", "the folder or file does not exist"),
        errno.EACCES: lambda: translate("Error", "permission denied"),
        errno.EPERM: lambda: translate("Error", "permission denied"),
        errno.EROFS: lambda: translate("Error", "the disk is read-only"),
        errno.ENOSPC: lambda: translate("Error", "the disk is full"),
        errno.EDQUOT: lambda: translate("Error", "the disk is full"),
        errno.EISDIR: lambda: translate("Error", "a folder has that name"),
        errno.ENAMETOOLONG: lambda: translate("Error", "the name is too long"),
        errno.EEXIST: lambda: translate("Error", "a file of that name is in the way"),
    }
    f = texts.get(code) if isinstance(code, int) else None
    if f:
        return f()
    if isinstance(code, int):
        return translate("Error", "system error %1").replace("%1", str(code))
    return translate("Error", "unexpected error")


def option_error_text(key: str) -> str:
    """Why the engine refused a rule setting (``OptionError.key``), as a short clause."""
    texts = {
        "tr_max_per_ceza": lambda: translate(
            "Error", "the penalty contracts allowed are too few for the penalty hands of a game"),
        "tr_trump_suit_cap": lambda: translate(
            "Error", "the suits allowed as trumps are too few for the trump hands of a game"),
        "es_neg_values": lambda: translate("Error", "every lance needs a whole number of points"),
    }
    f = texts.get(key)
    return f() if f else translate("Error", "this value is not allowed")


def failure_text(exc: BaseException) -> str:
    """The message for an engine refusal or failure (the exception itself goes to the log)."""
    from kingdesk.engine.errors import IllegalMoveError, OptionError

    if isinstance(exc, OptionError):
        return translate("Error", "These rules cannot be played together: %1 (%2)").replace(
            "%1", option_label(exc.key)).replace("%2", option_error_text(exc.key))
    if isinstance(exc, IllegalMoveError):
        if exc.reason:
            return reason_text(exc.reason)
        refusals = {
            "contract-not-allowed": lambda: translate("Error", "That contract cannot be chosen now."),
            "bad-trump": lambda: translate("Error", "That trump suit cannot be named now."),
            "bad-sale": lambda: translate("Error", "That is not allowed in the sale now."),
            "bad-cancel": lambda: translate("Error", "This hand cannot be cancelled now."),
            "bad-king": lambda: translate("Error", "King cannot be declared now."),
            "party-over": lambda: translate("Error", "The game is over: start a new one."),
        }
        f = refusals.get(exc.code)
        return f() if f else translate("Error", "That move is not allowed now.")
    if isinstance(exc, OSError):
        return translate("Error", "A file could not be used (%1).").replace("%1", os_error_text(exc))
    return translate("Error", "KingDesk hit an internal error and cannot go on with this move. The game so "
                     "far is kept: you can undo, or save it and start again.")


# ---------------------------------------------------------------------------- table talk
#
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
    return translate("Talk", "%1 and %2", "the last two names of a list").replace("%1", head).replace("%2", names[-1])


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


def best_offer_text(bidder: str, bid: int, you: bool) -> str:
    """The best offer so far in the sale of the trump choice."""
    if you:
        return tr("Best offer: yours, %n trick(s).", None, bid)
    return tr("Best offer: %1 offers %n trick(s).", None, bid).replace("%1", bidder)


def bid_bubble(bid: int) -> str:
    """What a player says when he offers tricks in the sale (first person, like "Pass")."""
    return tr("I offer %n trick(s)", None, bid)


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


# ---------------------------------------------------------------------------- rule settings (docs/rules.md §5)

def option_label(key: str) -> str:
    """A short label for a rule setting key of docs/rules.md §5."""
    texts = {
        "direction": lambda: translate("Option", "Direction of play"),
        "score_scale": lambda: translate("Option", "Score multiplier (display)"),
        "es_schedule": lambda: translate("Option", "Order of the hands"),
        "es_hearts_lead": lambda: translate("Option", "Leading hearts (No hearts, King of hearts)"),
        "es_kh_drop_when_void": lambda: translate("Option", "King of hearts must go at the first void"),
        "es_kh_drop_under_ace": lambda: translate("Option", "King of hearts must drop under the ace"),
        "es_early_end": lambda: translate("Option", "Stop a hand once every penalty card is taken"),
        "es_recovery_trump_chooser": lambda: translate("Option", "Who names the trump in a recovery"),
        "es_recovery_allow_notrump": lambda: translate("Option", "No trump allowed in a recovery"),
        "es_recovery_must_ruff": lambda: translate("Option", "Recovery: must ruff when void"),
        "es_recovery_must_overruff": lambda: translate("Option", "Recovery: must overruff"),
        "es_recovery_no_trump_lead_until_broken": lambda: translate(
            "Option", "Recovery: no trump lead until trumps are broken"),
        "es_sale_enabled": lambda: translate("Option", "Selling the trump choice"),
        "es_sale_pass_is_final": lambda: translate("Option", "A pass in the sale is final"),
        "es_sale_mano_may_refuse": lambda: translate("Option", "The mano may refuse the best offer"),
        "es_sale_buyer_leads": lambda: translate("Option", "The buyer leads the first trick"),
        "es_neg_values": lambda: translate("Option", "Points of the negative lances"),
        "tr_mode": lambda: translate("Option", "Length of the game"),
        "tr_first_declarer": lambda: translate("Option", "First to choose"),
        "tr_first_four_ceza": lambda: translate("Option", "First four hands are penalty hands"),
        "tr_max_per_ceza": lambda: translate("Option", "Times each penalty contract may be played"),
        "tr_trump_suit_cap": lambda: translate("Option", "Times each suit may be trumps"),
        "tr_must_ruff": lambda: translate("Option", "Must ruff when void"),
        "tr_overruff": lambda: translate("Option", "Must overruff"),
        "tr_overtrump_on_trump_lead": lambda: translate("Option", "Must play a higher trump when trumps are led"),
        "tr_trump_lead_until_broken": lambda: translate("Option", "No trump lead until trumps are broken"),
        "tr_akq_exception": lambda: translate("Option", "Ace, king and queen of trumps may be led in a run"),
        "tr_kiz_drop_under_higher": lambda: translate("Option", "No Queens: a queen must drop under a higher card"),
        "tr_erkek_drop_under_higher": lambda: translate(
            "Option", "No Kings or Jacks: a king or jack must drop under a higher card"),
        "tr_rifki_drop_under_ace": lambda: translate(
            "Option", "King of Hearts: the king must drop under the ace"),
        "tr_rifki_void_any_heart": lambda: translate(
            "Option", "King of Hearts: discard a heart when void"),
        "tr_kupa_must_duck": lambda: translate("Option", "No Hearts: must play under a higher heart"),
        "tr_forced_highest_heart_lead": lambda: translate(
            "Option", "Only hearts left: lead the highest heart"),
        "tr_early_end": lambda: translate("Option", "Stop a hand once every penalty card is taken"),
        "tr_el_iptal": lambda: translate("Option", "Cancelling a hand with no card above ten"),
        "tr_kiz_all_one_cancel": lambda: translate("Option", "No Queens is void when each player takes one"),
        "tr_rifki_singleton_misdeal": lambda: translate(
            "Option", "Misdeal for a lone ace or king of hearts"),
        "tr_zero_is": lambda: translate("Option", "A final score of zero counts as"),
        "tr_king_rule": lambda: translate("Option", "Making King ends the game"),
        "tr_king_needs_declaration": lambda: translate("Option", "King must be declared"),
    }
    f = texts.get(key)
    return f() if f else key


def option_value_text(key: str, value: object) -> str:
    """A rule setting's value in words."""
    if isinstance(value, bool):
        return translate("Option", "yes") if value else translate("Option", "no")
    if key == "es_neg_values" and isinstance(value, dict):
        parts = []
        for name, v in value.items():
            pts = "/".join(number(x) for x in v) if isinstance(v, (list, tuple)) else number(v)  # type: ignore[arg-type]
            parts.append(f"{contract_name(name)} {pts}")
        return ", ".join(parts)
    if isinstance(value, (int, float)):
        if key == "tr_mode":
            return tr("%n hand(s)", None, int(value))
        return number(value)
    texts = {
        "CCW": lambda: translate("Option", "counter-clockwise"),
        "CW": lambda: translate("Option", "clockwise"),
        "alternate": lambda: translate("Option", "lance and recovery in turn"),
        "negatives_first": lambda: translate("Option", "the six lances first"),
        "free_order": lambda: translate("Option", "lances in any order"),
        "absolute": lambda: translate("Option", "never while holding another suit"),
        "until_broken": lambda: translate("Option", "once a heart has been played"),
        "free": lambda: translate("Option", "any time"),
        "mano": lambda: translate("Option", "the mano"),
        "dealer": lambda: translate("Option", "the dealer"),
        "D2": lambda: translate("Option", "holder of the two of diamonds"),
        "D7": lambda: translate("Option", "holder of the seven of diamonds"),
        "random": lambda: translate("Option", "drawn by lot"),
        "none": lambda: translate("Option", "no limit"),
        "off": lambda: translate("Option", "off"),
        "mecburi_declarer": lambda: translate("Option", "the forced trump caller"),
        "any_player_in_koz": lambda: translate("Option", "any player in a trump hand"),
        "batmış": lambda: translate("Option", "down"),
        "çıkmış": lambda: translate("Option", "up"),
        "neutral": lambda: translate("Option", "neither"),
        "ge10": lambda: translate("Option", "10 tricks or more"),
        "11_or_10_consecutive": lambda: translate("Option", "11 tricks, or 10 in a row"),
        "all13": lambda: translate("Option", "all 13 tricks"),
    }
    f = texts.get(str(value))
    return f() if f else str(value)


__all__ = [
    "tr", "LANGUAGES", "install_translators", "current_language", "locale", "upper", "number",
    "contract_name", "contract_kind", "cancel_text", "suit_symbol", "suit_name", "rank_name", "rank_symbol",
    "card_name", "card_short", "reason_text", "decision_title", "option_text", "standing_text",
    "ruleset_name", "default_player_names", "option_label", "option_value_text",
    "join_names", "trick_won_text", "sold_text", "best_offer_text", "bid_bubble", "hand_counter",
    "where_stopped_text", "winners_text", "os_error_text", "option_error_text", "failure_text",
]


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
            suit = suit_name("N") if d.trump == "N" else f"{suit_symbol(d.trump)} {suit_name(d.trump)}"
            colour = "#ff8080" if d.trump in "HD" else "#ffffff"
            lines.append(tr("Trump: %1").replace("%1", f"<span style='color:{colour}'><b>{suit}</b></span>"))
    return lines


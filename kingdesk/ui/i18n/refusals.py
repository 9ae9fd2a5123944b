"""Why a card or a decision was refused, from the engine's reason codes (``engine.play``, ``Game.why_not``)."""

from __future__ import annotations

from .core import tr, translate


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
        # decisions other than cards (Game.why_not; English for logs in kingdesk.record.sentences)
        "no-penalty-hands-left": lambda: tr("You have no penalty hands left."),
        "penalty-used-up": lambda: tr("This penalty has been played as often as the rules allow."),
        "no-trump-hands-left": lambda: tr("You have no trump hands left."),
        "penalties-first": lambda: tr("The first four hands are penalty hands."),
        "trump-suits-used-up": lambda: tr("Every suit has been trumps as often as the rules allow."),
        "trump-suit-capped": lambda: tr("This suit has been trumps as often as the rules allow."),
        "lance-played": lambda: tr("This lance has been played already."),
        "no-trump-not-allowed": lambda: tr("These rules do not allow a recovery without trumps."),
        "party-over": lambda: translate("Reason", "The game is over."),
        # a game played with real cards (engine.counted); the score dialog words them of the named player
        "not-a-count": lambda: translate("Reason", "Say what each player took, or who took the last two tricks."),
        "count-too-high": lambda: translate("Reason", "Nobody can take more than the hand holds."),
        "count-negative": lambda: translate("Reason", "A count cannot be below zero."),
        "counts-do-not-add-up": lambda: translate("Reason", "The counts do not add up to the whole hand."),
        "no-first-seat": lambda: translate("Reason", "Say who starts the game."),
        "in-a-row-not-asked": lambda: translate(
            "Reason", "Ten tricks in a row count only in a trump hand under the King rule of 10 in a row."),
        "in-a-row-not-ten": lambda: translate("Reason", "Only a player who took exactly ten tricks took ten in a row."),
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
        "misdeal-not-singleton": lambda: translate(
            "Reason", "You may call a misdeal only when your one heart is the ace or the king."),
        "unknown-suit": lambda: translate("Reason", "That is not a suit."),
        "bid-too-low": lambda: translate("Reason", "An offer must be higher than the best offer."),
        "must-accept": lambda: translate("Reason", "These rules do not let the mano refuse the best offer."),
    }
    f = texts.get(code)
    return f() if f else code

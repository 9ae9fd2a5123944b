"""English sentences for the command line and logs, keyed by the engine's codes.

The UI does not use these: it translates the same codes with Qt (``kingdesk.ui.i18n``).
"""

from __future__ import annotations

REFUSALS = {
    "not-your-turn": "it is another player's turn",
    "not-in-hand": "the card is not in the player's hand",
    "must-follow-suit": "a player who holds a card of the led suit must play one",
    "no-hearts-lead": "hearts may not be led until a heart has been played, unless the leader holds only hearts",
    "no-hearts-lead-absolute": "hearts may not be led while the leader holds a card of another suit",
    "must-lead-highest-heart": "holding only hearts before hearts are broken, the leader must lead the highest one",
    "no-trump-lead": "trumps may not be led until a trump has been played (except the A-K-Q run), unless the leader "
                     "holds only trumps",
    "akq-run-pending": "after leading one of the A, K, Q of trumps, the other two must be led next",
    "must-drop-penalty": "a penalty card of the led suit must be played when a higher card of that suit is already "
                         "on the trick",
    "must-overtrump": "when trumps are led, a player who can beat the highest trump must do so",
    "must-discard-penalty": "a player who cannot follow suit must discard a penalty card if he holds one",
    "must-play-king-of-hearts": "the king of hearts (Rıfkı) must be played the first time its holder cannot "
                                "follow suit",
    "must-discard-heart": "a player who cannot follow suit must discard a heart if he holds one",
    "must-ruff": "a player who cannot follow suit must play a trump if he holds one",
    "must-overruff": "a player who ruffs must beat a trump already on the trick if he can",
    "deal-over": "the deal is over",
}

DECISION_REASONS = {
    "party-over": "the party is over",
    "not-an-option": "that is not an answer to this decision",
    "not-a-card": "that is not a card",
    "bad-hands": "the four hands must hold 13 cards each, the 52 cards exactly once",
    "wrong-dealer": "another seat deals this deal",
    "wrong-declarer": "another seat is the declarer of this deal",
    "unknown-contract": "that is not a contract that may be chosen here",
    "no-penalty-hands-left": "the declarer has no penalty hands left",
    "penalty-used-up": "this penalty has been chosen as many times as the rules allow",
    "no-trump-hands-left": "the declarer has no trump hands left",
    "penalties-first": "no trumps may be chosen in the first four hands while the declarer has a penalty hand left",
    "trump-suits-used-up": "every suit has been trumps as many times as the rules allow",
    "el-iptal-off": "El İptal is not played under these rules",
    "el-iptal-after-trump": "El İptal is called after the trump suit is named, not instead of a contract",
    "el-iptal-not-forced": "only a declarer who must play trumps (no penalty left) may call El İptal",
    "el-iptal-holds-honour": "the caller holds a card above ten",
    "misdeal-not-singleton": "the caller's hearts are not the K♥ alone or the A♥ alone",
    "lance-played": "this lance has been played already",
    "unknown-suit": "that is not a suit",
    "no-trump-not-allowed": "a trump suit must be named (no-trump is not allowed)",
    "trump-suit-capped": "this suit has been trumps as many times as the rules allow",
    "bid-too-low": "a bid must offer more tricks than the best offer",
    "must-accept": "the best offer may not be refused under these rules",
    "not-a-count": "that is not a count of this hand (four numbers, or who took the last two tricks)",
    "count-too-high": "one player's count is more than the hand holds",
    "count-negative": "a count may not be negative",
    "counts-do-not-add-up": "the four counts do not add up to the hand's whole (13 tricks, 13 hearts, 8 kings and "
                            "jacks, 4 queens, one King of Hearts)",
    "in-a-row-not-asked": "ten tricks in a row are told only of a Koz hand under the King rule '11 tricks, or 10 in "
                          "a row'",
    "in-a-row-not-ten": "only a player who took exactly ten tricks can have taken ten in a row",
    "no-first-seat": "the first deal names who starts (the first declarer, or the first dealer)",
}


def describe_refusal(code: str) -> str:
    return REFUSALS.get(code) or DECISION_REASONS.get(code, code)

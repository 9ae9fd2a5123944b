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


def describe_refusal(code: str) -> str:
    return REFUSALS.get(code, code)

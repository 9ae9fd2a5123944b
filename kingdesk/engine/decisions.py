"""What a game asks and what it is told: decision kinds, answers, and why a choice is refused.

:class:`Decision` is what :attr:`Game.decision` asks; :class:`DealSpec` answers a
``deal`` decision when the cards are given; :class:`Move` is one decision as the
game's move stack keeps it. The reason codes are what :meth:`Game.why_not`
answers for a refused choice that is not a card (cards:
:data:`kingdesk.engine.play.CARD_REASONS`); the UI translates them and
``kingdesk.record.sentences`` words them in English.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

DEAL, CONTRACT, TRUMP, SALE, BID, ACCEPT, EL_IPTAL, MISDEAL, KING, CARD, NONE = (
    "deal", "contract", "trump", "sale", "bid", "accept", "el-iptal", "misdeal", "king", "card", "none")
COUNT = "count"
"""A party played with real cards (:mod:`.counted`): the hand's counts, said at the table, instead of its cards."""


# Reason codes of :meth:`Game.why_not` for decisions other than cards (cards give
# :meth:`DealPlay.refusal`'s codes); the UI translates them, ``record.messages`` has English.
PARTY_OVER = "party-over"
NOT_AN_OPTION = "not-an-option"
"""The choice is not an answer to this kind of decision at all."""
NOT_A_CARD = "not-a-card"
BAD_HANDS = "bad-hands"
WRONG_DEALER = "wrong-dealer"
WRONG_DECLARER = "wrong-declarer"
UNKNOWN_CONTRACT = "unknown-contract"
NO_PENALTY_HANDS_LEFT = "no-penalty-hands-left"
"""Turkish: the chooser has used all his penalty (ceza) hands."""
PENALTY_USED_UP = "penalty-used-up"
"""Turkish: this penalty has been chosen ``tr_max_per_ceza`` times already."""
NO_TRUMP_HANDS_LEFT = "no-trump-hands-left"
"""Turkish: the chooser has used all his trump (koz) hands."""
PENALTIES_FIRST = "penalties-first"
"""Turkish ``tr_first_four_ceza``: no trumps before four hands are played, unless the chooser has no penalty left."""
TRUMP_SUITS_USED_UP = "trump-suits-used-up"
"""Turkish ``tr_trump_suit_cap``: every suit has been trumps as often as allowed."""
EL_IPTAL_OFF = "el-iptal-off"
EL_IPTAL_AFTER_TRUMP = "el-iptal-after-trump"
"""Turkish ``tr_el_iptal: any_player_in_koz``: El İptal is asked after the trump is named, not as a contract."""
EL_IPTAL_NOT_FORCED = "el-iptal-not-forced"
"""Turkish: only a declarer forced to play trumps (no penalty left) may ask for El İptal."""
EL_IPTAL_HOLDS_HONOUR = "el-iptal-holds-honour"
"""Turkish: the caller holds a card above ten."""
MISDEAL_NOT_SINGLETON = "misdeal-not-singleton"
"""Turkish ``tr_rifki_singleton_misdeal``: the caller's hearts are not the K♥ alone or the A♥ alone."""
LANCE_PLAYED = "lance-played"
UNKNOWN_SUIT = "unknown-suit"
NO_TRUMP_NOT_ALLOWED = "no-trump-not-allowed"
TRUMP_SUIT_CAPPED = "trump-suit-capped"
"""Turkish ``tr_trump_suit_cap``: this suit has been trumps as often as allowed."""
BID_TOO_LOW = "bid-too-low"
MUST_ACCEPT = "must-accept"
"""Spanish: the mano may not refuse the best offer (``es_sale_mano_may_refuse`` off)."""
NOT_A_COUNT = "not-a-count"
"""Counted hands: not a :class:`Count` of this contract's kind (counts, or who took the last two tricks)."""
COUNT_TOO_HIGH = "count-too-high"
"""Counted hands: one player's count is more than the deal holds (14 tricks, five queens, the K♥ twice)."""
COUNT_NEGATIVE = "count-negative"
COUNTS_DO_NOT_ADD_UP = "counts-do-not-add-up"
"""Counted hands: the four counts do not make the deal's whole (13 tricks, 13 hearts, 8 kings and jacks...)."""
IN_A_ROW_NOT_ASKED = "in-a-row-not-asked"
"""Counted hands: ten tricks in a row are said only of a Koz hand under the King rule ``11_or_10_consecutive``."""
IN_A_ROW_NOT_TEN = "in-a-row-not-ten"
"""Counted hands: only a player who took exactly ten tricks took "ten in a row" (eleven make the King anyway)."""
NO_FIRST_SEAT = "no-first-seat"
"""Counted hands: the first deal names neither the first declarer (Turkish) nor the first dealer (Spanish)."""

DECISION_REASONS = (PARTY_OVER, NOT_AN_OPTION, NOT_A_CARD, BAD_HANDS, WRONG_DEALER, WRONG_DECLARER, UNKNOWN_CONTRACT,
                    NO_PENALTY_HANDS_LEFT, PENALTY_USED_UP, NO_TRUMP_HANDS_LEFT, PENALTIES_FIRST, TRUMP_SUITS_USED_UP,
                    EL_IPTAL_OFF, EL_IPTAL_AFTER_TRUMP, EL_IPTAL_NOT_FORCED, EL_IPTAL_HOLDS_HONOUR,
                    MISDEAL_NOT_SINGLETON, LANCE_PLAYED, UNKNOWN_SUIT, NO_TRUMP_NOT_ALLOWED, TRUMP_SUIT_CAPPED,
                    BID_TOO_LOW, MUST_ACCEPT, NOT_A_COUNT, COUNT_TOO_HIGH, COUNT_NEGATIVE, COUNTS_DO_NOT_ADD_UP,
                    IN_A_ROW_NOT_ASKED, IN_A_ROW_NOT_TEN, NO_FIRST_SEAT)
"""Every code :meth:`Game.why_not` gives for a decision that is not a card."""

RECORD_CODE = {"contract": "contract-not-allowed", "trump": "bad-trump", "sale": "bad-sale", "bid": "bad-sale",
                "accept": "bad-sale", "el-iptal": "bad-cancel", "misdeal": "bad-cancel", "king": "bad-king",
               "count": "bad-count"}
"""The record format's error code for a refused decision of each kind."""



@dataclass(frozen=True)
class Decision:
    kind: str
    seat: int | None
    options: tuple[Any, ...]
    """The legal choices, sorted as the record format says (cards as indices)."""


class Move(NamedTuple):
    """One decision applied to a game, as :attr:`Game.moves` keeps it.

    ``choice`` is exactly what was passed to :meth:`Game.apply` or
    :meth:`Game.push` (``None`` for a deal shuffled by the game's seeded
    generator), so replaying the moves on a new game with the same rules and
    seed rebuilds the same game, deals included.
    """

    kind: str
    seat: int | None
    choice: Any



@dataclass(frozen=True)
class DealSpec:
    """The answer to a ``deal`` decision when the cards are given (replays, tests)."""

    hands: tuple[int, int, int, int]
    """Four 13-card sets."""
    dealer: int | None = None
    declarer: int | None = None
    """Only where the rules leave the first declarer to chance (``tr_first_declarer: random``)."""


@dataclass(frozen=True)
class TableDeal:
    """The answer to a ``deal`` decision of a party played with real cards: nobody tells the engine the cards.

    The first deal names who starts, as the players agree at the table: Turkish, the
    first declarer (the holder of the ♦2); Spanish, the first dealer. Later deals
    follow from the rules and leave both ``None`` (a seat given is checked).
    """

    dealer: int | None = None
    declarer: int | None = None


@dataclass(frozen=True)
class Count:
    """The answer to a ``count`` decision: what each player took in the hand, as it is counted at the table.

    ``units`` is one number per seat: tricks (El Almaz, Koz, No bazas, a recuperación),
    hearts, kings and jacks, queens, or the King of Hearts (0 or 1). The last two
    tricks' contracts (Son İki, Las dos últimas) give ``last_two`` instead: the seats
    that took trick 12 and trick 13, in that order, and ``units`` follows from it.

    ``in_a_row`` is what the order of the tricks would tell under the Turkish King rule
    ``11_or_10_consecutive`` ("aralıklı 11 ya da aralıksız 10 el"): the seat that took exactly ten
    tricks of a Koz hand, when the ten were in a row; ``None`` otherwise.
    """

    units: tuple[int, ...] = ()
    last_two: tuple[int, int] | None = None
    in_a_row: int | None = None

    @classmethod
    def of_last_two(cls, twelfth: int, thirteenth: int) -> Count:
        units = [0, 0, 0, 0]
        units[twelfth] += 1
        units[thirteenth] += 1
        return cls(tuple(units), (twelfth, thirteenth))

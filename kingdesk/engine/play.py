"""Trick play of one deal: legality, tricks, early end, undo.

:class:`DealPlay` is the hot core used by the party flow, the computer players'
playouts and the benchmarks. It knows one contract, one trump suit and the rule
options that bear on card play; it does not know about quotas or scores.

>>> from kingdesk.engine.cards import parse_cards, mask_of, format_cards
>>> from kingdesk.engine.rules import Rules
>>> from kingdesk.engine.contracts import TURKISH
>>> hands = [mask_of(parse_cards(h.split())) for h in (
...     "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S",
...     "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
...     "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D",
...     "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C")]
>>> p = DealPlay(hands, TURKISH["rifki"], None, Rules.from_preset("turkish-20"), leader=0)
>>> p.push(p.legal_cards()[0]); format_cards(p.legal_mask())
['KH']
"""

from __future__ import annotations

from .cards import (
    ACE, HEARTS, HEARTS_MASK, KING, KING_OF_HEARTS, QUEEN, SUIT_MASKS, card, iter_cards, sorted_cards,
)
from .contracts import CARD, LAST_TWO, LEAD_NO_HEARTS, VOID_KH, VOID_PENALTY, Contract
from .rules import Rules

# lead rules, precomputed per deal
_LEAD_FREE, _LEAD_HEARTS_UNTIL_BROKEN, _LEAD_HEARTS_ABSOLUTE, _LEAD_TRUMP_UNTIL_BROKEN = range(4)
# void rules
_VOID_FREE, _VOID_PENALTY, _VOID_KH, _VOID_TRUMP = range(4)

NO_TRUMP = None

# Reason codes for refused cards (the UI translates them).
NOT_YOUR_TURN = "not-your-turn"
NOT_IN_HAND = "not-in-hand"
MUST_FOLLOW_SUIT = "must-follow-suit"
NO_HEARTS_LEAD = "no-hearts-lead"                 # TR / ES until_broken: hearts not broken yet
NO_HEARTS_LEAD_ABSOLUTE = "no-hearts-lead-absolute"  # ES: only a player with nothing but hearts
MUST_LEAD_HIGHEST_HEART = "must-lead-highest-heart"
NO_TRUMP_LEAD = "no-trump-lead"
AKQ_RUN_PENDING = "akq-run-pending"
MUST_DROP_PENALTY = "must-drop-penalty"           # Kız / Erkek / Rıfkı / Kupa-duck drop under a higher card
MUST_OVERTRUMP = "must-overtrump"
MUST_DISCARD_PENALTY = "must-discard-penalty"     # void: Kupa hearts, Kız queens, Erkek K/J
MUST_PLAY_KING_OF_HEARTS = "must-play-king-of-hearts"
MUST_DISCARD_HEART = "must-discard-heart"
MUST_RUFF = "must-ruff"
MUST_OVERRUFF = "must-overruff"
DEAL_OVER = "deal-over"
CARD_REASONS = (NOT_YOUR_TURN, NOT_IN_HAND, MUST_FOLLOW_SUIT, NO_HEARTS_LEAD, NO_HEARTS_LEAD_ABSOLUTE,
                MUST_LEAD_HIGHEST_HEART, NO_TRUMP_LEAD, AKQ_RUN_PENDING, MUST_DROP_PENALTY, MUST_OVERTRUMP,
                MUST_DISCARD_PENALTY, MUST_PLAY_KING_OF_HEARTS, MUST_DISCARD_HEART, MUST_RUFF, MUST_OVERRUFF, DEAL_OVER)
"""Every code :meth:`DealPlay.refusal` gives."""


class DealPlay:
    """The card play of one deal.

    ``hands`` are four card sets (seat 0..3); ``trump`` a suit index or ``None``.
    ``push`` plays without checks (for search); ``legal_mask``/``refusal`` say
    what is allowed and why not. ``pop`` undoes the last card.
    """

    __slots__ = (
        "contract", "trump", "hands", "first_leader", "leader", "to_play", "trick", "trick_mask", "led",
        "hearts_broken",
        "trump_broken", "run_seat", "run_mask", "tricks_won", "captured", "captured_all", "winners", "plays",
        "over", "_stack", "_lead", "_void", "_drop", "_overtrump_led", "_must_ruff", "_overruff", "_akq",
        "_kh_void_hearts", "_highest_heart_lead", "_early_mask", "_trump_mask", "_overtrump_suit",
        "_run_trumps",
    )

    def __init__(self, hands: list[int], contract: Contract, trump: int | None, rules: Rules | None, leader: int):
        """``rules=None`` makes an empty shell, no field set, for :meth:`copy` to fill: a class compiled
        with mypyc (``setup.py``) cannot be made without its ``__init__``."""
        if rules is None:
            return
        self.contract = contract
        self.trump = trump
        self.hands = list(hands)
        self.first_leader = leader
        self.leader = leader
        self.to_play = leader
        self.trick: list[int] = []
        self.trick_mask = 0
        self.led = -1
        self.hearts_broken = False
        self.trump_broken = False
        self.run_seat = -1
        self.run_mask = 0
        self.tricks_won = [0, 0, 0, 0]
        self.captured = [0, 0, 0, 0]
        self.captured_all = 0
        self.winners: list[int] = []
        self.plays: list[int] = []
        self.over = False
        # undo records, only where a card destroys information: the AKQ run state
        # before each trump lead while trumps are closed
        self._stack: list[tuple[int, int]] = []
        self._configure(rules)

    def _configure(self, r: Rules) -> None:
        c = self.contract
        tr = c.family == "tr"
        self._trump_mask = SUIT_MASKS[self.trump] if self.trump is not None else 0
        self._lead = _LEAD_FREE
        self._akq = False
        self._highest_heart_lead = False
        if c.lead == LEAD_NO_HEARTS:
            if tr:
                self._lead = _LEAD_HEARTS_UNTIL_BROKEN
                self._highest_heart_lead = r.tr_forced_highest_heart_lead
            else:
                self._lead = {"absolute": _LEAD_HEARTS_ABSOLUTE, "until_broken": _LEAD_HEARTS_UNTIL_BROKEN,
                              "free": _LEAD_FREE}[r.es_hearts_lead]
        elif c.trumps and self.trump is not None:
            if (tr and r.tr_trump_lead_until_broken) or (not tr and r.es_recovery_no_trump_lead_until_broken):
                self._lead = _LEAD_TRUMP_UNTIL_BROKEN
                self._akq = tr and r.tr_akq_exception
        # drop a penalty card of the led suit under a higher card
        drop = 0
        if tr and c.drop_under_higher:
            on = {"kiz-almaz": r.tr_kiz_drop_under_higher, "erkek-almaz": r.tr_erkek_drop_under_higher,
                  "rifki": r.tr_rifki_drop_under_ace, "kupa-almaz": r.tr_kupa_must_duck}[c.name]
            drop = c.penalty_mask if on else 0
        elif not tr and c.void == VOID_KH and r.es_kh_drop_under_ace:
            drop = c.penalty_mask
        self._drop = drop
        self._overtrump_led = tr and c.trumps and r.tr_overtrump_on_trump_lead
        # the led suit on which a follower must beat the table: the trump suit, or none (-1)
        self._overtrump_suit = self.trump if self._overtrump_led and self.trump is not None else -1
        self._void = _VOID_FREE
        self._kh_void_hearts = False
        self._must_ruff = self._overruff = False
        if c.void == VOID_PENALTY:
            self._void = _VOID_PENALTY
        elif c.void == VOID_KH:
            if tr or r.es_kh_drop_when_void:
                self._void = _VOID_KH
            self._kh_void_hearts = tr and r.tr_rifki_void_any_heart
        elif c.trumps and self.trump is not None:
            must_ruff = r.tr_must_ruff if tr else r.es_recovery_must_ruff
            overruff = r.tr_overruff if tr else r.es_recovery_must_overruff
            if must_ruff or overruff:
                self._void = _VOID_TRUMP
                self._must_ruff, self._overruff = must_ruff, overruff
        # trump leads that may start or continue an AKQ run: every trump while trumps are closed
        self._run_trumps = self._trump_mask if self._lead == _LEAD_TRUMP_UNTIL_BROKEN else 0
        early = r.tr_early_end if tr else r.es_early_end
        self._early_mask = c.penalty_mask if (c.early_end and early) else 0

    # ------------------------------------------------------------------ legality
    def legal_mask(self, _steps: list[tuple[int, str]] | None = None) -> int:
        """The cards the player to move may play, as a set.

        ``_steps`` is for :meth:`refusal` only: when given, each rule that
        narrowed the set is appended as (allowed set, reason code), in order.
        This one function is the whole of card legality, and the hot path of
        every playout, so the common cases (a free lead, following suit) come
        first and cost a few integer operations.
        """
        if self.over:
            return 0
        hand = self.hands[self.to_play]
        led = self.led
        if led < 0:  # leading: the trick is empty
            if self._lead == _LEAD_FREE:
                return hand
            return self._legal_leads(hand, _steps)
        follow = hand & SUIT_MASKS[led]
        if follow:
            if _steps is not None:
                _steps.append((follow, MUST_FOLLOW_SUIT))
            drop = self._drop & follow
            if drop:
                high = (self.trick_mask & SUIT_MASKS[led]).bit_length() - 1
                forced = drop & ((1 << high) - 1)
                if forced:
                    if _steps is not None:
                        _steps.append((forced, MUST_DROP_PENALTY))
                    return forced
            if led == self._overtrump_suit:
                top = (self.trick_mask & SUIT_MASKS[led]).bit_length() - 1
                higher = follow & ~((2 << top) - 1)
                if higher:
                    if _steps is not None:
                        _steps.append((higher, MUST_OVERTRUMP))
                    return higher
            return follow
        return self._legal_void(hand, _steps)

    def legal_cards(self) -> list[int]:
        return sorted_cards(iter_cards(self.legal_mask()))

    def refusal(self, c: int, seat: int | None = None) -> str | None:
        """Why card ``c`` may not be played now (a reason code), or ``None`` if it may."""
        if self.over:
            return DEAL_OVER
        if seat is not None and seat != self.to_play:
            return NOT_YOUR_TURN
        if not self.hands[self.to_play] >> c & 1:
            return NOT_IN_HAND
        steps: list[tuple[int, str]] = []
        self.legal_mask(steps)
        for mask, reason in steps:
            if not mask >> c & 1:
                return reason
        return None

    def _legal_void(self, hand: int, steps: list[tuple[int, str]] | None) -> int:
        """A follower void in the led suit: what the contract makes them discard."""
        v = self._void
        if v == _VOID_FREE:
            return hand
        if v == _VOID_PENALTY:
            pen = hand & self.contract.penalty_mask
            if pen:
                if steps is not None:
                    steps.append((pen, MUST_DISCARD_PENALTY))
                return pen
            return hand
        if v == _VOID_KH:
            if hand >> KING_OF_HEARTS & 1:
                if steps is not None:
                    steps.append((1 << KING_OF_HEARTS, MUST_PLAY_KING_OF_HEARTS))
                return 1 << KING_OF_HEARTS
            if self._kh_void_hearts and hand & HEARTS_MASK:
                if steps is not None:
                    steps.append((hand & HEARTS_MASK, MUST_DISCARD_HEART))
                return hand & HEARTS_MASK
            return hand
        # _VOID_TRUMP
        tmask = self._trump_mask
        trumps = hand & tmask
        if not trumps:
            return hand
        ruffs = trumps
        on_table = self.trick_mask & tmask
        if on_table and self._overruff:
            higher = trumps & ~((2 << (on_table.bit_length() - 1)) - 1)
            if higher:
                ruffs = higher
        if self._must_ruff:
            if steps is not None:
                steps.append((trumps, MUST_RUFF))
                if ruffs != trumps:
                    steps.append((ruffs, MUST_OVERRUFF))
            return ruffs
        allowed = (hand & ~tmask) | ruffs
        if steps is not None and ruffs != trumps:
            steps.append((allowed, MUST_OVERRUFF))
        return allowed

    def _legal_leads(self, hand: int, steps: list[tuple[int, str]] | None) -> int:
        lead = self._lead
        if lead == _LEAD_FREE:
            return hand
        if lead == _LEAD_TRUMP_UNTIL_BROKEN:
            if self.run_seat == self.to_play and self.run_mask & hand:
                if steps is not None:
                    steps.append((self.run_mask & hand, AKQ_RUN_PENDING))
                return self.run_mask & hand
            if self.trump_broken:
                return hand
            non = hand & ~self._trump_mask
            if not non:
                return hand
            if self._akq:
                akq = self._akq_mask()
                if hand & akq == akq:
                    if steps is not None:
                        steps.append((non | akq, NO_TRUMP_LEAD))
                    return non | akq
            if steps is not None:
                steps.append((non, NO_TRUMP_LEAD))
            return non
        non = hand & ~HEARTS_MASK
        if lead == _LEAD_HEARTS_ABSOLUTE:
            if non:
                if steps is not None:
                    steps.append((non, NO_HEARTS_LEAD_ABSOLUTE))
                return non
            return hand
        if self.hearts_broken:
            return hand
        if non:
            if steps is not None:
                steps.append((non, NO_HEARTS_LEAD))
            return non
        if self._highest_heart_lead:
            top = 1 << (hand.bit_length() - 1)
            if steps is not None:
                steps.append((top, MUST_LEAD_HIGHEST_HEART))
            return top
        return hand

    def _akq_mask(self) -> int:
        t = self.trump
        return (1 << card(t, ACE)) | (1 << card(t, KING)) | (1 << card(t, QUEEN))  # type: ignore[arg-type]

    # ------------------------------------------------------------------ moves
    def push(self, c: int) -> None:
        """Play card ``c`` for the player to move, without any check."""
        seat = self.to_play
        b = 1 << c
        self.hands[seat] ^= b
        self.plays.append(c)
        trick = self.trick
        trick.append(c)
        n = len(trick)
        if n == 1:  # a lead
            self.led = c // 13
            self.trick_mask = b
            self.to_play = (seat + 1) & 3
            if b & self._run_trumps:
                self._stack.append((self.run_seat, self.run_mask))
                if self.run_seat == seat and self.run_mask:
                    self.run_mask &= ~b
                elif self._akq and not self.trump_broken and self.hands[seat] & ~self._trump_mask:
                    akq = self._akq_mask()
                    if b & akq:
                        self.run_seat, self.run_mask = seat, akq & ~b
            return
        tm = self.trick_mask | b
        self.trick_mask = tm
        if n < 4:
            self.to_play = (seat + 1) & 3
            return
        # the trick is complete (pop rebuilds the state before it from plays and winners)
        wins = tm & self._trump_mask or tm & SUIT_MASKS[self.led]
        winner = (self.leader + trick.index(wins.bit_length() - 1)) & 3
        self.tricks_won[winner] += 1
        self.captured[winner] |= tm
        taken = self.captured_all | tm
        self.captured_all = taken
        winners = self.winners
        winners.append(winner)
        if tm & HEARTS_MASK:
            self.hearts_broken = True
        if tm & self._trump_mask:
            self.trump_broken = True
        self.leader = self.to_play = winner
        self.trick = []
        self.trick_mask = 0
        self.led = -1
        early = self._early_mask
        if len(winners) == 13 or (early and taken & early == early):
            self.over = True

    def pop(self) -> int:
        """Undo the last card played and return it."""
        c = self.plays.pop()
        b = 1 << c
        trick = self.trick
        if trick:  # the card did not end a trick
            trick.pop()
            self.trick_mask ^= b
            seat = (self.leader + len(trick)) & 3
            if not trick:
                self.led = -1
                if b & self._run_trumps:
                    self.run_seat, self.run_mask = self._stack.pop()
        else:  # the card ended a trick: everything before it follows from plays and winners
            winners = self.winners
            winner = winners.pop()
            leader = winners[-1] if winners else self.first_leader
            trick = self.plays[-3:]
            self.trick = trick
            tm = b | 1 << trick[0] | 1 << trick[1] | 1 << trick[2]
            self.trick_mask = tm ^ b
            self.led = trick[0] // 13
            self.leader = leader
            self.tricks_won[winner] -= 1
            self.captured[winner] ^= tm
            taken = self.captured_all ^ tm
            self.captured_all = taken
            # only a completed trick breaks hearts or trumps, and no card is played after the end
            self.hearts_broken = bool(taken & HEARTS_MASK)
            self.trump_broken = bool(taken & self._trump_mask)
            self.over = False
            seat = (leader + 3) & 3
        self.to_play = seat
        self.hands[seat] |= b
        return c

    def copy(self) -> DealPlay:
        """An independent copy (its own undo stack included).

        Undoing the copy leaves the original alone, across tricks too:

        >>> from kingdesk.engine.rules import Rules
        >>> from kingdesk.engine.contracts import TURKISH
        >>> p = DealPlay([0x1FFF << 13 * s for s in range(4)], TURKISH["el-almaz"], None,
        ...              Rules.from_preset("turkish-20"), leader=0)
        >>> for _ in range(6):
        ...     p.push((p.legal_mask() & -p.legal_mask()).bit_length() - 1)
        >>> q = p.copy()
        >>> [q.pop() for _ in range(6)], q.trick, q.winners
        ([14, 1, 39, 26, 13, 0], [], [])
        >>> p.trick, p.winners
        ([1, 14], [0])
        >>> [p.pop() for _ in range(6)], p.trick, p.hands == q.hands
        ([14, 1, 39, 26, 13, 0], [], True)
        """
        other = DealPlay(self.hands, self.contract, self.trump, None, self.first_leader)
        # every slot by name (mypyc compiles attribute access, not setattr over __slots__); the lists copied
        other.contract = self.contract
        other.trump = self.trump
        other.hands = list(self.hands)
        other.first_leader = self.first_leader
        other.leader = self.leader
        other.to_play = self.to_play
        other.trick = list(self.trick)
        other.trick_mask = self.trick_mask
        other.led = self.led
        other.hearts_broken = self.hearts_broken
        other.trump_broken = self.trump_broken
        other.run_seat = self.run_seat
        other.run_mask = self.run_mask
        other.tricks_won = list(self.tricks_won)
        other.captured = list(self.captured)
        other.captured_all = self.captured_all
        other.winners = list(self.winners)
        other.plays = list(self.plays)
        other.over = self.over
        other._stack = list(self._stack)
        other._lead = self._lead
        other._void = self._void
        other._drop = self._drop
        other._overtrump_led = self._overtrump_led
        other._must_ruff = self._must_ruff
        other._overruff = self._overruff
        other._akq = self._akq
        other._kh_void_hearts = self._kh_void_hearts
        other._highest_heart_lead = self._highest_heart_lead
        other._early_mask = self._early_mask
        other._trump_mask = self._trump_mask
        other._overtrump_suit = self._overtrump_suit
        other._run_trumps = self._run_trumps
        return other

    # ------------------------------------------------------------------ facts
    @property
    def tricks_played(self) -> int:
        return len(self.winners)

    def last_trick(self) -> tuple[int, list[int], int] | None:
        """(leader, four cards, winner) of the last completed trick, or ``None``."""
        n = len(self.winners)
        if not n:
            return None
        cards = self.plays[4 * (n - 1): 4 * n]
        winner = self.winners[-1]
        leader = self.winners[-2] if n >= 2 else self.first_leader
        return leader, cards, winner

    def units(self) -> list[int]:
        """Penalty/score units per seat (tricks, penalty cards or last tricks)."""
        c = self.contract
        if c.unit == CARD:
            return [(m & c.penalty_mask).bit_count() for m in self.captured]
        if c.unit == LAST_TWO:
            u = [0, 0, 0, 0]
            for w in self.winners[11:13]:
                u[w] += 1
            return u
        return list(self.tricks_won)


__all__ = ["DealPlay", "NO_TRUMP", "HEARTS"]

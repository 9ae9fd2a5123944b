"""A whole party of King: who decides what, validation, scoring, undo.

The driving loop, the same for the UI, the computer players and the arena::

    game = Game("turkish-20", seed=7)
    while not game.is_over:
        d = game.decision            # Decision(kind, seat, options)
        choice = ask(d.seat, d)      # a human, a computer player, a record...
        events = game.apply(choice)  # validated; IllegalMoveError if not allowed
        animate(events)

Decision kinds: ``deal`` (choice ``None`` to shuffle with the game's seeded random
generator, or a :class:`DealSpec`), ``contract`` (a contract name, or
``el-iptal``), ``trump`` (``S H D C``, ``N`` where no-trump is allowed), ``sale``
(``sell``/``choose``), ``bid`` (``pass`` or a number), ``accept``
(``accept``/``refuse``), ``el-iptal`` and ``misdeal`` (windows before the first
lead: ``el-iptal``/``misdeal`` or ``play``), ``king`` (``declare``/``pass``),
``card`` (a card index), and ``none`` once the party is over.

``push`` applies a choice without checks (for search), ``pop`` undoes the last
decision, ``copy`` gives an independent game. ``moves`` is every decision made
so far (:class:`Move`: kind, seat, choice): the record is written from it, and
``Game.from_moves``/``rebuilt``/``pop_to`` rebuild or undo a game from it.
``why_not(choice)`` says why a choice is not allowed now (a reason code), so
that no client re-derives a rule.

>>> g = Game("turkish-20", seed=1)
>>> g.decision.kind
'deal'
>>> _ = g.apply(None)
>>> d = g.decision
>>> d.kind, d.seat == g.current.declarer, "koz" in d.options
('contract', True, True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields, replace
from collections.abc import Iterable
from typing import Any, NamedTuple

from . import events as ev
from .cards import (
    FULL_DECK, HEARTS_MASK, HONOURS_MASK, KING_OF_HEARTS, ACE_OF_HEARTS, QUEENS_MASK, SEVEN_OF_DIAMONDS, SUITS,
    TWO_OF_DIAMONDS, card_code, iter_cards, sorted_cards,
)
from .contracts import CONTRACTS, SPANISH_LANCES, TURKISH_CEZA
from .errors import IllegalMoveError
from .play import DealPlay
from .rules import Rules
from .scoring import deal_points, sale_transfer, turkish_standing, winners_by_max

DEAL, CONTRACT, TRUMP, SALE, BID, ACCEPT, EL_IPTAL, MISDEAL, KING, CARD, NONE = (
    "deal", "contract", "trump", "sale", "bid", "accept", "el-iptal", "misdeal", "king", "card", "none")

RECOVERY = "recuperacion"
KOZ = "koz"

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
"""Turkish: the declarer holds a card above ten."""
LANCE_PLAYED = "lance-played"
UNKNOWN_SUIT = "unknown-suit"
NO_TRUMP_NOT_ALLOWED = "no-trump-not-allowed"
TRUMP_SUIT_CAPPED = "trump-suit-capped"
"""Turkish ``tr_trump_suit_cap``: this suit has been trumps as often as allowed."""
BID_TOO_LOW = "bid-too-low"
MUST_ACCEPT = "must-accept"
"""Spanish: the mano may not refuse the best offer (``es_sale_mano_may_refuse`` off)."""

DECISION_REASONS = (PARTY_OVER, NOT_AN_OPTION, NOT_A_CARD, BAD_HANDS, WRONG_DEALER, WRONG_DECLARER, UNKNOWN_CONTRACT,
                    NO_PENALTY_HANDS_LEFT, PENALTY_USED_UP, NO_TRUMP_HANDS_LEFT, PENALTIES_FIRST, TRUMP_SUITS_USED_UP,
                    EL_IPTAL_OFF, EL_IPTAL_AFTER_TRUMP, EL_IPTAL_NOT_FORCED, EL_IPTAL_HOLDS_HONOUR, LANCE_PLAYED,
                    UNKNOWN_SUIT, NO_TRUMP_NOT_ALLOWED, TRUMP_SUIT_CAPPED, BID_TOO_LOW, MUST_ACCEPT)
"""Every code :meth:`Game.why_not` gives for a decision that is not a card."""

_RECORD_CODE = {"contract": "contract-not-allowed", "trump": "bad-trump", "sale": "bad-sale", "bid": "bad-sale",
                "accept": "bad-sale", "el-iptal": "bad-cancel", "misdeal": "bad-cancel", "king": "bad-king"}
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


_new_move = tuple.__new__
"""``Move(kind, seat, choice)`` from a plain tuple without the Python-level ``__new__``.

The game keeps plain ``(kind, seat, choice)`` tuples (the card push is the hot
path of whole-party loops) and makes :class:`Move` records when asked.
"""


@dataclass(frozen=True)
class DealSpec:
    """The answer to a ``deal`` decision when the cards are given (replays, tests)."""

    hands: tuple[int, int, int, int]
    """Four 13-card sets."""
    dealer: int | None = None
    declarer: int | None = None
    """Only where the rules leave the first declarer to chance (``tr_first_declarer: random``)."""


@dataclass(frozen=True)
class DealInfo:
    """Everything public or recorded about one deal, finished or in progress."""

    index: int
    dealer: int
    hands: tuple[int, int, int, int]
    """The hands as dealt."""
    declarer: int
    """Turkish: the contract chooser, who leads. Spanish: the mano."""
    chooser: int
    """Who holds the right to choose (the contract, a free-order lance or the trump)."""
    contract: str | None = None
    trump: str | None = None
    sale_opened: bool = False
    bids: tuple[tuple[int, int | str], ...] = ()
    sold: bool = False
    buyer: int | None = None
    price: int = 0
    cancel: str | None = None
    """``el-iptal`` or ``rifki-misdeal``."""
    cancel_by: int | None = None
    king_declared: bool = False
    void: bool = False
    """Turkish Kız Almaz voided because each player took one queen."""
    plays: tuple[int, ...] = ()
    """Filled when the deal ends; the live plays are on ``Game.play``."""
    points: tuple[int, int, int, int] | None = None
    tricks: tuple[int, int, int, int] | None = None
    tricks_played: int = 0

    @property
    def finished(self) -> bool:
        return self.points is not None or self.cancel is not None or self.void

    @property
    def counts(self) -> bool:
        return self.points is not None


@dataclass(frozen=True)
class _State:
    """Party-level state; immutable so that undo is a reference swap."""

    phase: str = DEAL
    seat: int | None = None
    deals: tuple[DealInfo, ...] = ()
    totals: tuple[int, int, int, int] = (0, 0, 0, 0)
    hands_scored: int = 0
    ceza_used: tuple[int, int, int, int] = (0, 0, 0, 0)
    koz_used: tuple[int, int, int, int] = (0, 0, 0, 0)
    type_count: tuple[int, ...] = (0, 0, 0, 0, 0, 0)
    trump_count: tuple[int, int, int, int] = (0, 0, 0, 0)
    next_declarer: int | None = None
    next_dealer: int | None = None
    first_dealer: int | None = None
    lances_played: frozenset[str] = frozenset()
    # auction: bidders who passed, best bid, passes since the last offer
    passed: frozenset[int] = frozenset()
    best_seat: int | None = None
    best_bid: int = 0
    passes_since: int = 0
    window: tuple[int, ...] = ()
    over: bool = False
    king_seat: int | None = None
    king_failed: bool = False


_HANDLERS = {ph: "_do_" + ph.replace("-", "_") for ph in (DEAL, CONTRACT, TRUMP, SALE, BID, ACCEPT, EL_IPTAL,
                                                           MISDEAL, KING, NONE)}
"""The method that makes each kind of decision."""

# the engine's draws from its seeded generator, all made while dealing
_RNG_HANDS, _RNG_SEAT = 0, 1
_RNG_CHECKPOINT = 8
"""A full generator state is taken at most every this many draws; undo replays the rest."""


def _rng_apply(rng: random.Random, op: int) -> Any:
    return shuffled_hands(rng) if op == _RNG_HANDS else rng.randrange(4)


_CARD_UNDO = (CARD, None)
"""Undo record of a card that did not end the deal (the party state did not change)."""


def _plain_fields(cls: type) -> int | None:
    """How many fields a dataclass has if :func:`_evolve` may copy it, else ``None``."""
    if hasattr(cls, "__post_init__") or hasattr(cls, "__slots__") or not all(f.init for f in fields(cls)):
        return None
    return len(fields(cls))


_EVOLVABLE = {cls: _plain_fields(cls) for cls in (_State, DealInfo)}


def _evolve(obj: Any, changes: dict[str, Any]) -> Any:
    """``dataclasses.replace(obj, **changes)`` for the plain frozen records of this module.

    ``replace`` re-runs ``__init__`` field by field, which cost a fifth of a random
    deal; for a dataclass without ``__post_init__``, slots or non-init fields,
    copying the instance dict is the same thing. Anything else goes through
    ``replace``, and so does an unknown field name (it would grow the dict), for
    ``replace`` to report it.

    >>> _evolve(_State(), {"seat": 2}) == replace(_State(), seat=2)
    True
    >>> _evolve(_State(), {"sead": 2})
    Traceback (most recent call last):
    ...
    TypeError: _State.__init__() got an unexpected keyword argument 'sead'
    """
    cls = obj.__class__
    n = _EVOLVABLE.get(cls)
    if n is not None:
        new = object.__new__(cls)
        d = new.__dict__
        d.update(obj.__dict__)
        d.update(changes)
        if len(d) == n:
            return new
    return replace(obj, **changes)


_CARD_BITS = tuple(1 << c for c in range(52))
# (position, bound, bits) of each draw of the standard library's Fisher-Yates shuffle of 52 items
_SHUFFLE_DRAWS = tuple((i, i + 1, (i + 1).bit_length()) for i in range(51, 0, -1))


def shuffled_hands(rng: random.Random) -> tuple[int, int, int, int]:
    """The four hands of ``rng.shuffle(list(range(52)))`` dealt in blocks of 13, as sets.

    For a plain :class:`random.Random` the shuffle is done here, draw for draw as
    the standard library does it (``_randbelow`` by ``getrandbits`` rejection) but
    three times faster: it is a third of a random deal's cost otherwise. The deal
    and the generator's state afterwards are the same, which the doctest pins:

    >>> def stdlib(rng):
    ...     cards = list(range(52)); rng.shuffle(cards)
    ...     return tuple(sum(1 << c for c in cards[13 * s:13 * s + 13]) for s in range(4))
    >>> pairs = [(random.Random(seed), random.Random(seed)) for seed in range(300)]
    >>> all(shuffled_hands(a) == stdlib(b) and a.getstate() == b.getstate() for a, b in pairs)
    True
    """
    cards = list(_CARD_BITS)  # shuffling the bits gives the same permutation, ready to sum
    if type(rng) is random.Random:
        getrandbits = rng.getrandbits
        for i, n, k in _SHUFFLE_DRAWS:
            j = getrandbits(k)
            while j >= n:
                j = getrandbits(k)
            cards[i], cards[j] = cards[j], cards[i]
    else:
        rng.shuffle(cards)
    return sum(cards[0:13]), sum(cards[13:26]), sum(cards[26:39]), sum(cards[39:52])


def _next(s: int, k: int = 1) -> int:
    return (s + k) & 3


def spanish_schedule(kind: str) -> tuple[tuple[int, str | None], ...]:
    """(dealer offset from the first dealer, contract) for the 10 Spanish deals.

    ``None`` as the contract means the mano chooses an unplayed lance (free order).
    """
    L = SPANISH_LANCES
    if kind == "negatives_first":
        return tuple((i % 4, L[i]) for i in range(6)) + tuple((i % 4, RECOVERY) for i in range(6, 10))
    alt = ((0, L[0]), (0, RECOVERY), (1, L[1]), (1, RECOVERY), (2, L[2]), (2, RECOVERY), (3, L[3]),
           (3, RECOVERY), (0, L[4]), (1, L[5]))
    if kind == "free_order":
        return tuple((off, None if c != RECOVERY else c) for off, c in alt)
    return alt


class Game:
    """One party (partida / parti) of King under a rule set."""

    def __init__(self, ruleset: str | Rules = "turkish-20", options: dict[str, Any] | None = None,
                 seed: int | None = None):
        self.rules = ruleset if isinstance(ruleset, Rules) else Rules.from_preset(ruleset, options)
        self.seed = seed
        self.rng = random.Random(seed)
        # Undo of a deal restores self.rng without a getstate() per deal (a tenth of a random
        # deal): a full checkpoint now and then, plus the log of the draws made since.
        self._rng_base: tuple[Any, ...] | None = None
        self._rng_log: list[int] = []
        self.state = _State()
        self.play: DealPlay | None = None
        self._stack: list[tuple[Any, ...]] = []
        self._moves: list[tuple[str, int | None, Any]] = []
        self._schedule = spanish_schedule(self.rules.es_schedule) if self.rules.family == "es" else ()

    # ------------------------------------------------------------------ queries
    @property
    def family(self) -> str:
        return self.rules.family

    @property
    def is_over(self) -> bool:
        return self.state.over

    @property
    def deals(self) -> tuple[DealInfo, ...]:
        return self.state.deals

    @property
    def current(self) -> DealInfo | None:
        return self.state.deals[-1] if self.state.deals else None

    @property
    def totals(self) -> tuple[int, int, int, int]:
        return self.state.totals

    @property
    def hands_total(self) -> int:
        """Deals that count in a full party: 20 or 12 Turkish hands, 10 Spanish deals."""
        return self.rules.tr_mode if self.family == "tr" else 10

    @property
    def to_move(self) -> int | None:
        return self.play.to_play if self.state.phase == CARD and self.play else self.state.seat

    @property
    def decision(self) -> Decision:
        st = self.state
        if st.phase == CARD:
            assert self.play is not None
            return Decision(CARD, self.play.to_play, tuple(self.play.legal_cards()))
        return Decision(st.phase, st.seat, self._options())

    def legal_options(self) -> tuple[Any, ...]:
        return self.decision.options

    def is_legal(self, choice: Any) -> bool:
        try:
            self._check(choice)
        except IllegalMoveError:
            return False
        return True

    def refusal(self, c: int) -> str | None:
        """Why card ``c`` may not be played now (a reason code), or ``None``."""
        if self.state.phase != CARD or self.play is None:
            return "not-card-time"
        return self.play.refusal(c)

    def why_not(self, choice: Any) -> str | None:
        """Why ``choice`` may not answer the current decision (a reason code), or ``None`` if it may.

        The UI asks this instead of re-deriving a rule; the codes are the
        constants above (cards: :meth:`refusal`'s codes). For example, under
        ``tr_first_four_ceza`` no trumps are chosen in the first four hands:

        >>> g = Game("turkish-20", {"tr_first_four_ceza": True}, seed=3)
        >>> _ = g.apply(None)
        >>> g.why_not("koz"), g.why_not("rifki"), g.why_not("pass")
        ('penalties-first', None, 'unknown-contract')
        """
        err = self._refuse(choice)
        return err.reason if err is not None else None

    def unavailable_options(self) -> dict[Any, str]:
        """The contracts or trump suits of these rules that the current decision does not offer, with why.

        Empty for the other kinds of decision (their options are all there is).

        >>> g = Game("turkish-20", {"tr_first_four_ceza": True}, seed=3)
        >>> _ = g.apply(None)
        >>> g.unavailable_options()
        {'koz': 'penalties-first'}
        """
        ph = self.state.phase
        if ph == CONTRACT:
            if self.family == "es":
                names: tuple[str, ...] = SPANISH_LANCES
            else:
                names = TURKISH_CEZA + (KOZ,)  # El İptal is a call, not a contract: ask why_not("el-iptal")
        elif ph == TRUMP:
            names = tuple(SUITS) + (("N",) if self.family == "es" and self.rules.es_recovery_allow_notrump else ())
        else:
            return {}
        out = {}
        for name in names:
            why = self.why_not(name)
            if why is not None:
                out[name] = why
        return out

    @property
    def moves(self) -> tuple[Move, ...]:
        """Every decision applied since the start of the party, in order (python-chess's ``move_stack``).

        :meth:`apply` and :meth:`push` add one, :meth:`pop` removes the last;
        :meth:`copy` keeps them (also with ``stack=False``, which only drops the
        undo data), so a snapshot can still be written as a record or rebuilt.

        >>> g = Game("turkish-20", seed=1)
        >>> _ = g.apply(None); _ = g.apply(g.decision.options[0])
        >>> [(m.kind, m.choice) for m in g.moves]
        [('deal', None), ('contract', 'el-almaz')]
        >>> g.moves[1].seat == g.current.declarer, len(g.copy(stack=False).moves)
        (True, 2)
        >>> _ = g.pop(); len(g.moves)
        1
        """
        return tuple([_new_move(Move, m) for m in self._moves])

    def last_decision(self, seat: int, before: int | None = None) -> int | None:
        """The index in :attr:`moves` of ``seat``'s last decision (not a deal) before index ``before``, or ``None``.

        Undoing to it (``pop_to(index)``) gives ``seat`` that decision again.
        """
        moves = self._moves
        end = len(moves) if before is None else min(before, len(moves))
        for i in range(end - 1, -1, -1):
            m = moves[i]
            if m[1] == seat and m[0] != DEAL:
                return i
        return None

    def pop_to(self, n: int) -> list[Move]:
        """Undo decisions until ``n`` moves are left; return the undone moves in the order they were made.

        Applying the returned moves' choices again (redo) gives back the same game,
        deals included: undoing a deal puts the seeded generator back.

        >>> g = Game("spanish", seed=2)
        >>> for _ in range(30):
        ...     _ = g.apply(g.decision.options[0] if g.decision.options else None)
        >>> before = g.copy()
        >>> undone = g.pop_to(0)
        >>> len(undone), g.moves, g.deals
        (30, (), ())
        >>> for m in undone:
        ...     _ = g.apply(m.choice)
        >>> g.state == before.state and g.moves == before.moves
        True
        """
        if not 0 <= n <= len(self._moves):
            raise ValueError(f"the game has {len(self._moves)} moves; cannot go back to {n}")
        if len(self._moves) - n > len(self._stack):
            raise ValueError("this copy was made with stack=False and cannot be undone that far")
        undone = [_new_move(Move, m) for m in self._moves[n:]]
        while len(self._moves) > n:
            self.pop()
        return undone

    @classmethod
    def from_moves(cls, ruleset: str | Rules, moves: Iterable[Move | Any], options: dict[str, Any] | None = None,
                   seed: int | None = None) -> Game:
        """A new game of these rules and seed with ``moves`` applied in order, each one validated.

        ``moves`` may be :class:`Move` records (their kind and seat must be the
        decision's, else :class:`IllegalMoveError` with code ``bad-move``) or bare
        choices. The computer's moves are replayed, not thought again.

        >>> g = Game("turkish-12", seed=9)
        >>> for _ in range(20):
        ...     _ = g.apply(g.decision.options[-1] if g.decision.options else None)
        >>> h = Game.from_moves(g.rules, g.moves, seed=g.seed)
        >>> h.state == g.state and h.moves == g.moves and h.hand(0) == g.hand(0)
        True
        """
        game = cls(ruleset, options, seed)
        for m in moves:
            if isinstance(m, Move):
                d = game.decision
                if m.kind != d.kind or m.seat != d.seat:
                    raise IllegalMoveError(f"move {len(game._moves)} is a {m.kind} decision of seat {m.seat}, but the "
                                           f"game asks seat {d.seat} for a {d.kind} decision", "bad-move",
                                           NOT_AN_OPTION, d.seat)
                game.apply(m.choice)
            else:
                game.apply(m)
        return game

    def rebuilt(self, n: int | None = None) -> Game:
        """A new game rebuilt from this one's start (rules, seed) and its first ``n`` moves (all by default).

        For undo/redo and replays: the game at any earlier point, with its whole
        undo stack, without touching this one.

        >>> g = Game("turkish-20", seed=4)
        >>> for _ in range(40):
        ...     _ = g.apply(g.decision.options[0] if g.decision.options else None)
        >>> h = g.rebuilt(1)
        >>> h.moves == g.moves[:1], h.current.hands == g.deals[0].hands, len(g.moves)
        (True, True, 40)
        """
        moves = self._moves if n is None else self._moves[:n]
        return Game.from_moves(self.rules, [m[2] for m in moves], seed=self.seed)

    @property
    def winners(self) -> tuple[int, ...] | None:
        st = self.state
        if not st.over:
            return None
        if self.family == "tr":
            if st.king_seat is not None:
                return tuple(s for s in range(4) if s != st.king_seat) if st.king_failed else (st.king_seat,)
            if self.rules.tr_mode == 20:
                standing = self.standing or ()
                return tuple(s for s in range(4) if standing[s] == "cikti")
        return tuple(winners_by_max(list(st.totals)))

    @property
    def standing(self) -> tuple[str, ...] | None:
        """Turkish 20-hand parties: ``cikti``/``batti`` per seat once over."""
        st = self.state
        if not st.over or self.family != "tr" or self.rules.tr_mode != 20:
            return None
        if st.king_seat is not None:
            win = set(self.winners or ())
            return tuple("cikti" if s in win else "batti" for s in range(4))
        return tuple(turkish_standing(list(st.totals), self.rules.tr_zero_is))

    def quota_left(self, seat: int) -> tuple[int, int]:
        """Turkish: (ceza rights, koz rights) the seat still has."""
        ceza, koz = self._quotas()
        return ceza - self.state.ceza_used[seat], koz - self.state.koz_used[seat]

    def ceza_left(self, name: str) -> int:
        """Turkish: how many more times a ceza type may be chosen."""
        return self.rules.tr_max_per_ceza - self.state.type_count[TURKISH_CEZA.index(name)]

    def _quotas(self) -> tuple[int, int]:
        return (3, 2) if self.rules.tr_mode == 20 else (2, 1)

    def _options(self) -> tuple[Any, ...]:
        st = self.state
        ph = st.phase
        if ph in (DEAL, NONE):
            return ()
        cur = self.current
        assert cur is not None and st.seat is not None
        if ph == CONTRACT:
            if self.family == "es":
                return tuple(sorted(set(SPANISH_LANCES) - st.lances_played))
            return tuple(sorted(n for n in TURKISH_CEZA + (KOZ, "el-iptal")
                                if self._turkish_contract_reason(n, st.seat, cur) is None))
        if ph == TRUMP:
            if self.family == "tr":
                cap = self.rules.tr_trump_suit_cap
                return tuple(s for i, s in enumerate(SUITS) if cap == "none" or st.trump_count[i] < cap)
            return tuple(SUITS) + (("N",) if self.rules.es_recovery_allow_notrump else ())
        if ph == SALE:
            return ("choose", "sell")
        if ph == BID:
            return ("pass",) + tuple(range(st.best_bid + 1, 14))
        if ph == ACCEPT:
            return ("accept", "refuse") if self.rules.es_sale_mano_may_refuse else ("accept",)
        if ph == EL_IPTAL:
            return ("el-iptal", "play")
        if ph == MISDEAL:
            return ("misdeal", "play")
        if ph == KING:
            return ("declare", "pass")
        raise AssertionError(ph)

    def _turkish_contract_reason(self, name: Any, seat: int, cur: DealInfo) -> str | None:
        """Why the Turkish contract ``name`` may not be chosen by ``seat`` now, or ``None``."""
        st, r = self.state, self.rules
        ceza_q, koz_q = self._quotas()
        ceza_ok = st.ceza_used[seat] < ceza_q
        if name in TURKISH_CEZA:
            if not ceza_ok:
                return NO_PENALTY_HANDS_LEFT
            if st.type_count[TURKISH_CEZA.index(name)] >= r.tr_max_per_ceza:
                return PENALTY_USED_UP
            return None
        if name == KOZ:
            if st.koz_used[seat] >= koz_q:
                return NO_TRUMP_HANDS_LEFT
            if r.tr_first_four_ceza and st.hands_scored < 4 and ceza_ok:
                return PENALTIES_FIRST
            if r.tr_trump_suit_cap != "none" and min(st.trump_count) >= r.tr_trump_suit_cap:
                return TRUMP_SUITS_USED_UP
            return None
        if name == "el-iptal":
            if r.tr_el_iptal == "off":
                return EL_IPTAL_OFF
            if r.tr_el_iptal == "any_player_in_koz":
                return EL_IPTAL_AFTER_TRUMP
            if ceza_ok:
                return EL_IPTAL_NOT_FORCED
            why = self._turkish_contract_reason(KOZ, seat, cur)
            if why is not None:
                return why
            if cur.hands[seat] & HONOURS_MASK:
                return EL_IPTAL_HOLDS_HONOUR
            return None
        return UNKNOWN_CONTRACT

    def _decision_reason(self, choice: Any) -> str | None:
        """Why ``choice`` may not answer the current decision (neither a deal nor a card), or ``None``."""
        st = self.state
        ph = st.phase
        if isinstance(choice, bool):
            return NOT_AN_OPTION
        cur = self.current
        assert cur is not None and st.seat is not None
        if ph == CONTRACT:
            if not isinstance(choice, str):
                return UNKNOWN_CONTRACT
            if self.family == "tr":
                return self._turkish_contract_reason(choice, st.seat, cur)
            if choice not in SPANISH_LANCES:
                return UNKNOWN_CONTRACT
            return LANCE_PLAYED if choice in st.lances_played else None
        if ph == TRUMP:
            if choice == "N":
                return None if self.family == "es" and self.rules.es_recovery_allow_notrump else NO_TRUMP_NOT_ALLOWED
            if not isinstance(choice, str) or len(choice) != 1 or choice not in SUITS:
                return UNKNOWN_SUIT
            cap = self.rules.tr_trump_suit_cap
            if self.family == "tr" and cap != "none" and st.trump_count[SUITS.index(choice)] >= cap:
                return TRUMP_SUIT_CAPPED
            return None
        if ph == BID:
            if choice == "pass":
                return None
            if not isinstance(choice, int) or not 1 <= choice <= 13:
                return NOT_AN_OPTION
            return BID_TOO_LOW if choice <= st.best_bid else None
        if ph == ACCEPT and choice == "refuse" and not self.rules.es_sale_mano_may_refuse:
            return MUST_ACCEPT
        return None if choice in self._options() else NOT_AN_OPTION

    # ------------------------------------------------------------------ validation
    def _check(self, choice: Any) -> None:
        err = self._refuse(choice)
        if err is not None:
            raise err

    def _refuse(self, choice: Any) -> IllegalMoveError | None:
        """The error that ``choice`` as the answer to the current decision would raise, or ``None``."""
        st = self.state
        ph = st.phase
        if ph == NONE:
            return IllegalMoveError("the party is over", "party-over", PARTY_OVER)
        if ph == DEAL:
            if choice is not None and not isinstance(choice, DealSpec):
                return IllegalMoveError("a deal is due, not a play", "bad-deal", NOT_AN_OPTION)
            if isinstance(choice, DealSpec):
                return self._check_deal(choice)
            return None
        if ph == CARD:
            assert self.play is not None
            if not isinstance(choice, int) or isinstance(choice, bool) or not 0 <= choice < 52:
                return IllegalMoveError(f"{choice!r} is not a card", "bad-deal", NOT_A_CARD)
            why = self.play.refusal(choice)
            if why is not None:
                code = "not-in-hand" if why == "not-in-hand" else "illegal-card"
                return IllegalMoveError(f"{card_code(choice)} may not be played here ({why})", code, why,
                                        self.play.to_play)
            return None
        why = self._decision_reason(choice)
        if why is not None:
            return IllegalMoveError(f"{choice!r} is not a legal {ph} decision here "
                                    f"(allowed: {', '.join(map(str, self._options()))})", _RECORD_CODE[ph], why,
                                    st.seat)
        return None

    def _check_deal(self, spec: DealSpec) -> IllegalMoveError | None:
        hands = spec.hands
        if len(hands) != 4 or any(not isinstance(h, int) or h.bit_count() != 13 for h in hands):
            return IllegalMoveError("each of the four hands must hold 13 cards", "bad-deal", BAD_HANDS)
        if hands[0] | hands[1] | hands[2] | hands[3] != FULL_DECK:
            return IllegalMoveError("the four hands must hold the 52 cards exactly once", "bad-deal", BAD_HANDS)
        if spec.dealer is not None and not (isinstance(spec.dealer, int) and 0 <= spec.dealer < 4):
            return IllegalMoveError("the dealer must be a seat 0..3", "bad-deal", WRONG_DEALER)
        st = self.state
        if self.family == "es" and spec.dealer is not None and st.first_dealer is not None:
            want = _next(st.first_dealer, self._schedule[len(st.deals)][0])
            if spec.dealer != want:
                return IllegalMoveError(f"deal {len(st.deals) + 1} is dealt by seat {want}, not {spec.dealer}",
                                        "bad-deal", WRONG_DEALER)
        if spec.declarer is not None:
            if not (isinstance(spec.declarer, int) and 0 <= spec.declarer < 4):
                return IllegalMoveError("the declarer must be a seat 0..3", "wrong-declarer", WRONG_DECLARER)
            want_decl = self._declarer_for(spec.hands, spec.dealer, None)
            if want_decl is not None and spec.declarer != want_decl:
                return IllegalMoveError(f"the declarer of this deal is seat {want_decl}, not {spec.declarer}",
                                        "wrong-declarer", WRONG_DECLARER)
        return None

    def _declarer_for(self, hands: tuple[int, ...], dealer: int | None, given: int | None) -> int | None:
        """The declarer the rules fix for a new deal, or ``None`` where it is left to chance."""
        st = self.state
        if self.family == "es":
            if dealer is None:
                first = st.first_dealer
                if first is None:
                    return None
                dealer = _next(first, self._schedule[len(st.deals)][0])
            return _next(dealer)
        if st.next_declarer is not None:
            return st.next_declarer
        how = self.rules.tr_first_declarer
        if how == "random":
            return given
        target = TWO_OF_DIAMONDS if how == "D2" else SEVEN_OF_DIAMONDS
        return next(s for s in range(4) if hands[s] >> target & 1)

    # ------------------------------------------------------------------ moves
    def apply(self, choice: Any) -> list[ev.Event]:
        """Validate and make a decision; return the events it caused."""
        self._check(choice)
        events: list[ev.Event] = []
        self._push(choice, events)
        return events

    def push(self, choice: Any) -> None:
        """Make a decision without validation (for search and replays already checked)."""
        if self.state.phase == CARD:  # the hot path of playouts: _push's card branch without events
            play = self.play
            self._moves.append((CARD, play.to_play, choice))  # type: ignore[union-attr]
            play.push(choice)  # type: ignore[union-attr]
            if play.over:  # type: ignore[union-attr]
                self._stack.append((CARD, self.state))
                self._finish_deal(None)
            else:
                self._stack.append(_CARD_UNDO)
            return
        self._push(choice, None)

    def _push(self, choice: Any, events: list[ev.Event] | None) -> None:
        st = self.state
        if st.phase == CARD:
            play = self.play
            assert play is not None
            self._moves.append((CARD, play.to_play, choice))
            if events is not None:
                seat, pos, trick_no = play.to_play, len(play.trick), len(play.winners)
                events.append(ev.CardPlayed(len(st.deals) - 1, seat, choice, trick_no, pos))
            play.push(choice)
            if events is not None and len(play.trick) == 0:
                last = play.last_trick()
                assert last is not None
                events.append(ev.TrickWon(len(st.deals) - 1, last[2], len(play.winners) - 1, tuple(last[1]),
                                          last[0]))
            if play.over:
                self._stack.append((CARD, st))
                self._finish_deal(events)
            else:
                self._stack.append(_CARD_UNDO)
            return
        rng_mark = self._rng_mark() if st.phase == DEAL else None
        self._stack.append((st.phase, st, self.play, rng_mark))
        self._moves.append((st.phase, st.seat, choice))
        handler = getattr(self, _HANDLERS[st.phase])
        handler(choice, events)

    def pop(self) -> Any:
        """Undo the last decision. Returns the undone choice's kind.

        Undoing a deal puts the seeded generator back too, so the same deals come again
        (here across more deals than one generator checkpoint covers):

        >>> g = Game("turkish-12", seed=5)
        >>> seen = []
        >>> while not g.is_over:
        ...     d = g.decision
        ...     if d.kind == DEAL:
        ...         seen.append((g.history_length, g.rng.getstate()))
        ...     g.push(d.options[-1] if d.options else None)
        >>> len(seen)
        12
        >>> ok = []
        >>> for n, rng_state in reversed(seen):
        ...     while g.history_length > n:
        ...         _ = g.pop()
        ...     ok.append(g.rng.getstate() == rng_state)
        >>> all(ok), g.history_length
        (True, 0)
        """
        entry = self._stack.pop()
        self._moves.pop()
        if entry[0] == CARD:
            if entry[1] is not None:
                self.state = entry[1]
            assert self.play is not None
            self.play.pop()
            return CARD
        kind, self.state, self.play, rng_mark = entry
        if rng_mark is not None:
            self._rng_restore(rng_mark)
        return kind

    def copy(self, stack: bool = True) -> Game:
        """An independent game; with ``stack=False`` it cannot be undone past this point."""
        g = Game.__new__(Game)
        g.rules = self.rules
        g.seed = self.seed
        g.rng = random.Random()
        g.rng.setstate(self.rng.getstate())
        g._rng_base = self._rng_base
        g._rng_log = list(self._rng_log)  # the old list stays the undo stack's, append-only
        g.state = self.state
        g._schedule = self._schedule
        g.play = self.play.copy() if self.play is not None else None
        g._moves = list(self._moves)
        if not stack:
            g._stack = []
        else:
            plays = {id(self.play): g.play}
            new_stack: list[tuple[Any, ...]] = []
            for entry in self._stack:
                if entry[0] != CARD and entry[2] is not None:
                    p = entry[2]
                    if id(p) not in plays:
                        plays[id(p)] = p.copy()
                    entry = (entry[0], entry[1], plays[id(p)], entry[3])
                new_stack.append(entry)
            g._stack = new_stack
        return g

    # ------------------------------------------------------------------ the seeded generator
    def _rng_draw(self, op: int) -> Any:
        """Draw from ``self.rng`` for a deal, logging the draw so that undo can replay it."""
        self._rng_log.append(op)
        return _rng_apply(self.rng, op)

    def _rng_mark(self) -> tuple[Any, ...]:
        """Where the generator stands: (checkpoint state, draw log, length of the log)."""
        log = self._rng_log
        if self._rng_base is None or len(log) >= _RNG_CHECKPOINT:
            self._rng_base = self.rng.getstate()
            log = self._rng_log = []
        return self._rng_base, log, len(log)

    def _rng_restore(self, mark: tuple[Any, ...]) -> None:
        base, log, n = mark
        rng = self.rng
        rng.setstate(base)
        for op in log[:n]:
            _rng_apply(rng, op)
        self._rng_base, self._rng_log = base, log[:n]

    @property
    def history_length(self) -> int:
        return len(self._stack)

    # ------------------------------------------------------------------ transitions
    def _set(self, **changes: Any) -> None:
        self.state = _evolve(self.state, changes)

    def _set_deal(self, **changes: Any) -> DealInfo:
        st = self.state
        d: DealInfo = _evolve(st.deals[-1], changes)
        self.state = _evolve(st, {"deals": st.deals[:-1] + (d,)})
        return d

    def _do_deal(self, spec: DealSpec | None, events: list[ev.Event] | None) -> None:
        st = self.state
        if spec is None:
            hands = self._rng_draw(_RNG_HANDS)
            dealer = declarer = None
        else:
            hands, dealer, declarer = tuple(spec.hands), spec.dealer, spec.declarer
        index = len(st.deals)
        self.play = None
        if self.family == "es":
            first = st.first_dealer
            if first is None:
                first = dealer if dealer is not None else self._rng_draw(_RNG_SEAT)
            offset, contract = self._schedule[index]
            dealer = _next(first, offset)
            mano = _next(dealer)
            chooser = mano
            if contract == RECOVERY and self.rules.es_recovery_trump_chooser == "dealer":
                chooser = dealer
            info = DealInfo(index, dealer, hands, mano, chooser, contract)
            self.state = _evolve(st, {"deals": st.deals + (info,), "first_dealer": first})
            if events is not None:
                events.append(ev.Dealt(index, dealer, mano, hands, contract))
            if contract is None:
                self._set(phase=CONTRACT, seat=mano)
            elif contract == RECOVERY:
                phase = SALE if self.rules.es_sale_enabled else TRUMP
                self._set(phase=phase, seat=chooser)
            else:
                self._start_play()
            return
        if dealer is None:
            dealer = st.next_dealer if st.next_dealer is not None else self._rng_draw(_RNG_SEAT)
        want = self._declarer_for(hands, dealer, declarer)
        if want is None:
            want = declarer if declarer is not None else self._rng_draw(_RNG_SEAT)
        info = DealInfo(index, dealer, hands, want, want)
        self.state = _evolve(st, {"deals": st.deals + (info,), "next_declarer": want, "next_dealer": dealer,
                                  "phase": CONTRACT, "seat": want})
        if events is not None:
            events.append(ev.Dealt(index, dealer, want, hands, None))

    def _do_contract(self, name: str, events: list[ev.Event] | None) -> None:
        st = self.state
        seat = st.seat
        assert seat is not None
        if name == "el-iptal":
            self._cancel("el-iptal", seat, events)
            return
        self._set_deal(contract=name)
        if events is not None:
            events.append(ev.ContractChosen(len(st.deals) - 1, seat, name))
        if name == KOZ:
            self._set(phase=TRUMP)
            return
        if name == "rifki" and self.rules.tr_rifki_singleton_misdeal:
            hands = self.current.hands  # type: ignore[union-attr]
            order = [_next(seat, k) for k in range(4)]
            elig = tuple(s for s in order if hands[s] & HEARTS_MASK in (1 << KING_OF_HEARTS, 1 << ACE_OF_HEARTS))
            if elig:
                self._set(phase=MISDEAL, seat=elig[0], window=elig[1:])
                return
        self._start_play()

    def _do_trump(self, suit: str, events: list[ev.Event] | None) -> None:
        st = self.state
        d = self._set_deal(trump=suit)
        if events is not None:
            events.append(ev.TrumpNamed(d.index, st.seat, suit))  # type: ignore[arg-type]
        if self.family == "tr":
            if self.rules.tr_el_iptal == "any_player_in_koz":
                order = [_next(d.declarer, k) for k in range(4)]
                elig = tuple(s for s in order if not d.hands[s] & HONOURS_MASK)
                if elig:
                    self._set(phase=EL_IPTAL, seat=elig[0], window=elig[1:])
                    return
            if self._king_window():
                return
        self._start_play()

    def _king_window(self) -> bool:
        r = self.rules
        if r.tr_king_rule != "off" and r.tr_king_needs_declaration:
            self._set(phase=KING, seat=self.current.declarer, window=())  # type: ignore[union-attr]
            return True
        return False

    def _do_el_iptal(self, choice: str, events: list[ev.Event] | None) -> None:
        st = self.state
        if choice == "el-iptal":
            self._cancel("el-iptal", st.seat, events)  # type: ignore[arg-type]
            return
        if st.window:
            self._set(seat=st.window[0], window=st.window[1:])
            return
        if self._king_window():
            return
        self._start_play()

    def _do_misdeal(self, choice: str, events: list[ev.Event] | None) -> None:
        st = self.state
        if choice == "misdeal":
            self._cancel("rifki-misdeal", st.seat, events)  # type: ignore[arg-type]
            return
        if st.window:
            self._set(seat=st.window[0], window=st.window[1:])
            return
        self._start_play()

    def _do_king(self, choice: str, events: list[ev.Event] | None) -> None:
        d = self._set_deal(king_declared=choice == "declare")
        if events is not None:
            events.append(ev.KingDeclared(d.index, d.declarer, choice == "declare"))
        self._start_play()

    def _do_sale(self, choice: str, events: list[ev.Event] | None) -> None:
        d = self.current
        assert d is not None
        if events is not None:
            events.append(ev.SaleOpened(d.index, d.chooser, choice == "sell"))
        if choice == "choose":
            self._set(phase=TRUMP)
            return
        self._set_deal(sale_opened=True)
        self._set(phase=BID, seat=_next(d.chooser), passed=frozenset(), best_seat=None, best_bid=0,
                  passes_since=0)

    def _do_bid(self, bid: int | str, events: list[ev.Event] | None) -> None:
        st = self.state
        seat = st.seat
        assert seat is not None
        d = self._set_deal(bids=self.current.bids + ((seat, bid),))  # type: ignore[union-attr]
        if events is not None:
            events.append(ev.BidMade(d.index, seat, bid))
        passed, best_seat, best_bid, since = st.passed, st.best_seat, st.best_bid, st.passes_since
        if bid == "pass":
            passed = passed | {seat}
            since += 1
        else:
            best_seat, best_bid, since = seat, int(bid), 0
        bidders = [_next(d.chooser, k) for k in (1, 2, 3)]
        final = self.rules.es_sale_pass_is_final
        nxt = None
        if best_bid < 13:
            if final:
                active = [b for b in bidders if b not in passed and b != best_seat]
            else:
                needed = 2 if best_seat is not None else 3
                active = [] if since >= needed else [b for b in bidders if b != best_seat]
            if active:
                i = bidders.index(seat)
                for k in range(1, 4):
                    cand = bidders[(i + k) % 3]
                    if cand in active:
                        nxt = cand
                        break
        self._set(passed=passed, best_seat=best_seat, best_bid=best_bid, passes_since=since)
        if nxt is not None:
            self._set(seat=nxt)
        elif best_seat is None:
            self._set(phase=TRUMP, seat=d.chooser)
        else:
            self._set(phase=ACCEPT, seat=d.chooser)

    def _do_accept(self, choice: str, events: list[ev.Event] | None) -> None:
        st = self.state
        d = self.current
        assert d is not None
        if choice == "accept":
            d = self._set_deal(sold=True, buyer=st.best_seat, price=st.best_bid)
            self._set(phase=TRUMP, seat=st.best_seat)
        else:
            self._set(phase=TRUMP, seat=d.chooser)
        if events is not None:
            events.append(ev.SaleAnswered(d.index, d.chooser, choice == "accept", d.buyer, d.price))

    def _start_play(self) -> None:
        d = self.current
        assert d is not None
        c = CONTRACTS[d.contract]  # type: ignore[index]
        trump = SUITS.index(d.trump) if d.trump and d.trump != "N" else None
        leader = d.declarer
        if d.sold and self.rules.es_sale_buyer_leads:
            leader = d.buyer  # type: ignore[assignment]
        self.play = DealPlay(list(d.hands), c, trump, self.rules, leader)
        self._set(phase=CARD, seat=None, window=())

    def _cancel(self, reason: str, seat: int, events: list[ev.Event] | None) -> None:
        d = self._set_deal(cancel=reason, cancel_by=seat)
        if events is not None:
            events.append(ev.DealCancelled(d.index, seat, reason))
        self.play = None
        self._set(phase=DEAL, seat=None, window=())

    def _finish_deal(self, events: list[ev.Event] | None) -> None:
        play = self.play
        assert play is not None
        st = self.state
        d = st.deals[-1]
        r = self.rules
        tricks = tuple(play.tricks_won)
        common: dict[str, Any] = {"plays": tuple(play.plays), "tricks": tricks, "tricks_played": len(play.winners)}
        if (r.family == "tr" and d.contract == "kiz-almaz" and r.tr_kiz_all_one_cancel
                and all((m & QUEENS_MASK).bit_count() == 1 for m in play.captured)):
            self._set_deal(void=True, **common)
            if events is not None:
                events.append(ev.DealCancelled(d.index, None, "kiz-all-one"))
            self._set(phase=DEAL, seat=None)
            return
        points = deal_points(play, r)
        if d.sold:
            points = sale_transfer(points, d.chooser, d.buyer, d.price)  # type: ignore[arg-type]
        pts = tuple(points)
        t = st.totals
        totals = (t[0] + pts[0], t[1] + pts[1], t[2] + pts[2], t[3] + pts[3])
        common["points"] = pts
        # the scored deal and the party state in one step
        changes: dict[str, Any] = {"deals": st.deals[:-1] + (_evolve(d, common),), "totals": totals, "phase": DEAL,
                                   "seat": None}
        if r.family == "tr":
            seat = d.declarer
            if d.contract == KOZ:
                changes["koz_used"] = _bump(st.koz_used, seat)
                changes["trump_count"] = _bump(st.trump_count, SUITS.index(d.trump))  # type: ignore[arg-type]
            else:
                changes["ceza_used"] = _bump(st.ceza_used, seat)
                changes["type_count"] = _bump(st.type_count, TURKISH_CEZA.index(d.contract))
            changes["hands_scored"] = st.hands_scored + 1
            changes["next_declarer"] = _next(seat)
            changes["next_dealer"] = seat
            over = changes["hands_scored"] == r.tr_mode
            if d.contract == KOZ and r.tr_king_rule != "off":
                king = self._king_made(play)
                if r.tr_king_needs_declaration:
                    if d.king_declared:
                        changes["king_seat"] = seat
                        changes["king_failed"] = king != seat
                        over = True
                elif king is not None:
                    changes["king_seat"] = king
                    over = True
            changes["over"] = over
        else:
            changes["lances_played"] = st.lances_played | {d.contract}
            changes["over"] = len(st.deals) == 10
        if changes["over"]:
            changes["phase"] = NONE
        self.state = _evolve(st, changes)
        if events is not None:
            events.append(ev.DealScored(d.index, pts, tricks, totals, play.tricks_played))  # type: ignore[arg-type]
            if self.state.over:
                events.append(ev.PartyOver(totals, self.winners or (), self.standing))

    def _king_made(self, play: DealPlay) -> int | None:
        rule = self.rules.tr_king_rule
        for s in range(4):
            n = play.tricks_won[s]
            if rule == "ge10" and n >= 10 or rule == "all13" and n == 13:
                return s
            if rule == "11_or_10_consecutive":
                if n >= 11:
                    return s
                run = best = 0
                for w in play.winners:
                    run = run + 1 if w == s else 0
                    best = max(best, run)
                if best >= 10:
                    return s
        return None

    # ------------------------------------------------------------------ views
    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know: its own cards and everything played in public."""
        from .view import SeatView

        return SeatView.of(self, seat)

    def hand(self, seat: int) -> int:
        """The cards ``seat`` holds now (all 13 before play starts)."""
        if self.play is not None:
            return self.play.hands[seat]
        d = self.current
        return d.hands[seat] if d else 0

    def hand_cards(self, seat: int) -> list[int]:
        return sorted_cards(iter_cards(self.hand(seat)))


def _bump(t: tuple[int, ...], i: int) -> tuple[int, ...]:
    return t[:i] + (t[i] + 1,) + t[i + 1:]


from .view import SeatView  # noqa: E402  (SeatView refers back to Game)

"""What a game may be told now, and why not: the options of each decision and the reasons for a refusal.

:class:`DecisionRules` is the half of :class:`~kingdesk.engine.game.Game` that
only reads the party's state: the legal options of the current decision (the
Turkish quotas and caps, the Spanish lances, trumps, bids), and
:meth:`~DecisionRules.why_not`, the reason code for a refused choice, from
which the options themselves are derived so the two never disagree. What the
decisions do to the state is :mod:`.decision_effects`'s, the move stack and undo
:mod:`.game`'s.
"""

from __future__ import annotations

from typing import Any

from .cards import (
    ACE_OF_HEARTS, FULL_DECK, HEARTS_MASK, HONOURS_MASK, KING_OF_HEARTS, SEVEN_OF_DIAMONDS, SUITS, TWO_OF_DIAMONDS,
    card_code,
)
from .contracts import KOZ, SPANISH_LANCES, TURKISH_CEZA
from .decisions import (
    ACCEPT, BAD_HANDS, BID, BID_TOO_LOW, CARD, CONTRACT, DEAL, EL_IPTAL, EL_IPTAL_AFTER_TRUMP, EL_IPTAL_HOLDS_HONOUR,
    EL_IPTAL_NOT_FORCED, EL_IPTAL_OFF, KING, LANCE_PLAYED, MISDEAL, MISDEAL_NOT_SINGLETON, MUST_ACCEPT,
    NO_PENALTY_HANDS_LEFT, NO_TRUMP_HANDS_LEFT, NO_TRUMP_NOT_ALLOWED, NONE, NOT_A_CARD, NOT_AN_OPTION, PARTY_OVER,
    PENALTIES_FIRST, PENALTY_USED_UP, RECORD_CODE, SALE, TRUMP, TRUMP_SUIT_CAPPED, TRUMP_SUITS_USED_UP,
    UNKNOWN_CONTRACT, UNKNOWN_SUIT, WRONG_DEALER, WRONG_DECLARER, DealSpec, Decision,
)
from .errors import IllegalMoveError
from .play import DealPlay
from .rules import Rules
from .schedule import next_seat
from .state import DealInfo, PartyState


class DecisionRules:
    """The options and refusals of a party's current decision (a base of :class:`~kingdesk.engine.game.Game`)."""

    rules: Rules
    state: PartyState
    play: DealPlay | None
    _schedule: tuple[tuple[int, str | None], ...]

    @property
    def family(self) -> str:
        return self.rules.family

    @property
    def current(self) -> DealInfo | None:
        return self.state.deals[-1] if self.state.deals else None

    @property
    def decision(self) -> Decision:
        st = self.state
        if st.phase == CARD:
            assert self.play is not None
            return Decision(CARD, self.play.to_play, tuple(self.play.legal_cards()))
        return Decision(st.phase, st.seat, self._options())

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

        >>> from kingdesk.engine.game import Game
        >>> g = Game("turkish-20", {"tr_first_four_ceza": True}, seed=3)
        >>> _ = g.apply(None)
        >>> g.why_not("koz"), g.why_not("rifki"), g.why_not("pass")
        ('penalties-first', None, 'unknown-contract')
        """
        err = self._refuse(choice)
        return err.reason if err is not None else None

    def unavailable_options(self) -> dict[Any, str]:
        """The contracts, trump suits or calls (El İptal, misdeal) of these rules that the current decision does not
        offer, with why.

        Empty for the other kinds of decision (their options are all there is).

        >>> from kingdesk.engine.game import Game
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
        elif ph in (EL_IPTAL, MISDEAL):
            names = (ph,)  # every seat is asked (the others must not learn who may call): say why one may not
        else:
            return {}
        out = {}
        for name in names:
            why = self.why_not(name)
            if why is not None:
                out[name] = why
        return out

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
            return ("el-iptal", "play") if self._may_call_iptal(cur.hands[st.seat]) else ("play",)
        if ph == MISDEAL:
            return ("misdeal", "play") if self._may_call_misdeal(cur.hands[st.seat]) else ("play",)
        if ph == KING:
            return ("declare", "pass")
        raise AssertionError(ph)

    def _may_call_iptal(self, hand: int) -> bool:
        """El İptal (``any_player_in_koz``): the hand holds no card above ten."""
        return not hand & HONOURS_MASK

    def _may_call_misdeal(self, hand: int) -> bool:
        """Rıfkı misdeal: the hand's only heart is the K♥ or the A♥."""
        return hand & HEARTS_MASK in (1 << KING_OF_HEARTS, 1 << ACE_OF_HEARTS)

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
        if ph == EL_IPTAL and choice == "el-iptal" and not self._may_call_iptal(cur.hands[st.seat]):
            return EL_IPTAL_HOLDS_HONOUR
        if ph == MISDEAL and choice == "misdeal" and not self._may_call_misdeal(cur.hands[st.seat]):
            return MISDEAL_NOT_SINGLETON
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
                                    f"(allowed: {', '.join(map(str, self._options()))})", RECORD_CODE[ph], why,
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
            want = next_seat(st.first_dealer, self._schedule[len(st.deals)][0])
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
                dealer = next_seat(first, self._schedule[len(st.deals)][0])
            return next_seat(dealer)
        if st.next_declarer is not None:
            return st.next_declarer
        how = self.rules.tr_first_declarer
        if how == "random":
            return given
        target = TWO_OF_DIAMONDS if how == "D2" else SEVEN_OF_DIAMONDS
        return next(s for s in range(4) if hands[s] >> target & 1)

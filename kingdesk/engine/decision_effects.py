"""What each decision does to a party: the new state after it, the scoring of a finished deal, the result.

:class:`DecisionEffects` is the half of :class:`~kingdesk.engine.game.Game`
that changes the party's state: one method per kind of decision (``_do_deal``,
``_do_contract``, ...; :data:`_HANDLERS` names them) that makes the decision
already checked by :mod:`.decision_rules`, the start of a deal's card play,
a cancelled deal, the scoring of a finished deal (the Turkish quotas and the
King, the Spanish lances) and the party's result (:attr:`~DecisionEffects.winners`,
:attr:`~DecisionEffects.standing`). The move stack, undo and copies are
:mod:`.game`'s.
"""

from __future__ import annotations

from typing import Any

from . import events as ev
from .cards import QUEENS_MASK, SUITS
from .contracts import CONTRACTS, KOZ, RECOVERY, TURKISH_CEZA
from .decision_rules import DecisionRules
from .decisions import ACCEPT, BID, CARD, CONTRACT, COUNT, DEAL, EL_IPTAL, KING, MISDEAL, NONE, SALE, TRUMP, DealSpec
from .play import DealPlay
from .schedule import next_seat
from .scoring import deal_points, king_maker, sale_transfer, ten_in_a_row, turkish_standing, winners_by_max
from .shuffle import SeededDraws
from .state import DealInfo, bump, evolve

_HANDLERS = {ph: "_do_" + ph.replace("-", "_") for ph in (DEAL, CONTRACT, TRUMP, SALE, BID, ACCEPT, EL_IPTAL,
                                                           MISDEAL, KING, NONE, COUNT)}
"""The method that makes each kind of decision."""


class DecisionEffects(DecisionRules):
    """The effect of each decision on the party's state (a base of :class:`~kingdesk.engine.game.Game`)."""

    _draws: SeededDraws

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

    def _set(self, **changes: Any) -> None:
        self.state = evolve(self.state, changes)

    def _set_deal(self, **changes: Any) -> DealInfo:
        st = self.state
        d = evolve(st.deals[-1], changes)
        self.state = evolve(st, {"deals": st.deals[:-1] + (d,)})
        return d

    def _do_deal(self, spec: DealSpec | None, events: list[ev.Event] | None) -> None:
        st = self.state
        if spec is None:
            hands = self._draws.hands()
            dealer = declarer = None
        else:
            h = spec.hands
            hands, dealer, declarer = (h[0], h[1], h[2], h[3]), spec.dealer, spec.declarer
        index = len(st.deals)
        self.play = None
        if self.family == "es":
            first = st.first_dealer
            if first is None:
                first = dealer if dealer is not None else self._draws.seat()
            offset, contract = self._schedule[index]
            dealer = next_seat(first, offset)
            mano = next_seat(dealer)
            chooser = mano
            if contract == RECOVERY and self.rules.es_recovery_trump_chooser == "dealer":
                chooser = dealer
            info = DealInfo(index, dealer, hands, mano, chooser, contract)
            self.state = evolve(st, {"deals": st.deals + (info,), "first_dealer": first})
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
            dealer = st.next_dealer if st.next_dealer is not None else self._draws.seat()
        want = self._declarer_for(hands, dealer, declarer)
        if want is None:
            want = declarer if declarer is not None else self._draws.seat()
        info = DealInfo(index, dealer, hands, want, want)
        self.state = evolve(st, {"deals": st.deals + (info,), "next_declarer": want, "next_dealer": dealer,
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
            self._open_window(MISDEAL, seat)
            return
        self._start_play()

    def _do_trump(self, suit: str, events: list[ev.Event] | None) -> None:
        st = self.state
        d = self._set_deal(trump=suit)
        if events is not None:
            events.append(ev.TrumpNamed(d.index, st.seat, suit))  # type: ignore[arg-type]
        if self.family == "tr":
            if self.rules.tr_el_iptal == "any_player_in_koz":
                self._open_window(EL_IPTAL, d.declarer)
                return
            if self._king_window():
                return
        self._start_play()

    def _open_window(self, phase: str, first: int) -> None:
        """A call any player may make before the first lead (El İptal, the Rıfkı misdeal): every seat is asked in
        turn from ``first``, the ones whose hand does not allow the call too (their only option is ``play``). Who is
        asked, and in which order, is the same whatever the hands hold: asking only the seats that may call would
        tell the table that the others may not (that their hands hold a card above ten, or more hearts)."""
        order = tuple(next_seat(first, k) for k in range(4))
        self._set(phase=phase, seat=order[0], window=order[1:])

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
        self._set(phase=BID, seat=next_seat(d.chooser), passed=frozenset(), best_seat=None, best_bid=0,
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
        bidders = [next_seat(d.chooser, k) for k in (1, 2, 3)]
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
        d = self.state.deals[-1]
        r = self.rules
        common: dict[str, Any] = {"plays": tuple(play.plays), "tricks": tuple(play.tricks_won),
                                  "tricks_played": len(play.winners)}
        void = (r.family == "tr" and d.contract == "kiz-almaz" and r.tr_kiz_all_one_cancel
                and all((m & QUEENS_MASK).bit_count() == 1 for m in play.captured))
        king = None
        if d.contract == KOZ and r.tr_king_rule != "off":
            king = king_maker(r.tr_king_rule, play.tricks_won, ten_in_a_row(play.winners))
        self._close_deal(common, None if void else deal_points(play, r), king, events)

    def _close_deal(self, common: dict[str, Any], points: list[int] | None, king: int | None,
                    events: list[ev.Event] | None) -> None:
        """Write down a finished deal: ``common`` into its record, ``points`` (``None``: the deal is void)
        with the sale's transfer into the totals, the Turkish quotas, the King made by seat ``king``,
        the end of the party. The same for a played deal and a counted one."""
        st = self.state
        d = st.deals[-1]
        r = self.rules
        tricks = common.get("tricks") or (0, 0, 0, 0)
        if points is None:
            self._set_deal(void=True, **common)
            if events is not None:
                events.append(ev.DealCancelled(d.index, None, "kiz-all-one"))
            self._set(phase=DEAL, seat=None)
            return
        if d.sold:
            points = sale_transfer(points, d.chooser, d.buyer, d.price)  # type: ignore[arg-type]
        pts = tuple(points)
        t = st.totals
        totals = (t[0] + pts[0], t[1] + pts[1], t[2] + pts[2], t[3] + pts[3])
        common["points"] = pts
        # the scored deal and the party state in one step
        changes: dict[str, Any] = {"deals": st.deals[:-1] + (evolve(d, common),), "totals": totals, "phase": DEAL,
                                   "seat": None}
        if r.family == "tr":
            seat = d.declarer
            if d.contract == KOZ:
                changes["koz_used"] = bump(st.koz_used, seat)
                changes["trump_count"] = bump(st.trump_count, SUITS.index(d.trump))  # type: ignore[arg-type]
            else:
                changes["ceza_used"] = bump(st.ceza_used, seat)
                changes["type_count"] = bump(st.type_count, TURKISH_CEZA.index(d.contract))
            changes["hands_scored"] = st.hands_scored + 1
            changes["next_declarer"] = next_seat(seat)
            changes["next_dealer"] = seat
            over = changes["hands_scored"] == r.tr_mode
            if d.contract == KOZ and r.tr_king_rule != "off":
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
        self.state = evolve(st, changes)
        if events is not None:
            events.append(ev.DealScored(d.index, pts, tricks, totals,  # type: ignore[arg-type]
                                        common.get("tricks_played", 0)))
            if self.state.over:
                events.append(ev.PartyOver(totals, self.winners or (), self.standing))

"""A ``kingdesk/1`` document (parsed JSON) to a :class:`Game`, every rule checked on the way.

:func:`game_from_record` rebuilds the game by replaying every decision of the
record through the engine, so a record that reads is a game the rules allow.
Where the format allows two spellings of one state the reader takes both (see
``docs/record-format.md``); the writer (:mod:`.writer`) writes only one. Use
:mod:`kingdesk.record.io` to read a file or text: it checks the size and parses
the JSON first.
"""

from __future__ import annotations

import json
from typing import Any

from ..engine.cards import CardError, card_code, mask_of, parse_card
from ..engine.errors import IllegalMoveError, OptionError
from ..engine.counted import CountedGame
from ..engine.decisions import CARD, COUNT, DEAL, Count, DealSpec, TableDeal
from ..engine.game import Game
from ..engine.rules import PRESETS, Rules
from .errors import RecordError
from .sentences import describe_refusal

FORMAT = "kingdesk/1"

KINDS = ("cards", "counted")
"""The record's ``kind``: hands played card by card (the default), or played with real cards and counted."""
CARD_KEYS = ("hands", "plays")
COUNT_KEYS = ("counts", "last_two", "in_a_row")


def _j(value: Any) -> str:
    """A value of the record as the record writes it (JSON: ``"X"``, ``null``, ``[1, "x"]``), in a message."""
    return json.dumps(value, ensure_ascii=False, default=str)


def rules_of(doc: Any) -> Rules:
    """Check the record's header and resolve its rules."""
    if not isinstance(doc, dict):
        raise RecordError("bad-record", "a record is a JSON object")
    if doc.get("format") != FORMAT:
        raise RecordError("bad-record", f"format must be \"{FORMAT}\", not {_j(doc.get('format'))}")
    ruleset = doc.get("ruleset")
    if ruleset not in PRESETS:
        raise RecordError("bad-record", f"unknown ruleset {_j(ruleset)} (known: {', '.join(PRESETS)})")
    if not isinstance(doc.get("deals"), list):
        raise RecordError("bad-record", "'deals' must be a list")
    players = doc.get("players")
    if players is not None and (not isinstance(players, list) or len(players) != 4
                                or not all(isinstance(p, str) for p in players)):
        raise RecordError("bad-record", "'players' must be a list of four names")
    seed = doc.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise RecordError("bad-record", "'seed' must be a whole number")
    if doc.get("kind", "cards") not in KINDS:
        raise RecordError("bad-record", f"unknown kind {_j(doc.get('kind'))} (known: {', '.join(KINDS)})")
    try:
        return Rules.from_preset(ruleset, doc.get("options") or {})
    except OptionError as exc:
        raise RecordError("bad-option", exc.message) from None


def game_from_record(doc: Any) -> Game:
    """Replay a record (a parsed JSON document) into a game; raise :class:`RecordError`."""
    rules = rules_of(doc)
    deals = doc["deals"]
    if doc.get("kind") == "counted":
        try:
            counted = CountedGame(rules)
        except OptionError as exc:
            raise RecordError("bad-option", exc.message) from None
        scorer = doc.get("scorer")
        if scorer is not None and (type(scorer) is not int or not 0 <= scorer <= 3):
            raise RecordError("bad-record", f"scorer must be a seat, 0 to 3, not {_j(scorer)}")
        counted.scorer = scorer
        for index, deal in enumerate(deals):
            _CountedReplay(counted, index, deal, last=index == len(deals) - 1).run()
        return counted
    game = Game(rules, seed=doc.get("seed"))
    for index, deal in enumerate(deals):
        _Replay(game, index, deal, last=index == len(deals) - 1).run()
    return game


class _Replay:
    """Replays one deal of a record into the game."""

    def __init__(self, game: Game, index: int, deal: Any, last: bool):
        self.game, self.index, self.deal, self.last = game, index, deal, last

    def fail(self, code: str, message: str, play: int | None = None, seat: int | None = None) -> RecordError:
        return RecordError(code, message, self.index, play, seat)

    def apply(self, choice: Any, what: str) -> None:
        """Answer the decision due with ``choice`` (``what``: the record's words for it, for a refusal)."""
        try:
            self.game.apply(choice)
        except IllegalMoveError as exc:  # the rule in a sentence, never the engine's objects (Count(...), None)
            why = describe_refusal(exc.reason) if exc.reason else exc.message
            raise self.fail(exc.code, f"{what}: {why}", seat=exc.seat) from None

    def kind(self) -> str:
        return self.game.decision.kind

    def run(self) -> None:
        g, d = self.game, self.deal
        if not isinstance(d, dict):
            raise self.fail("bad-deal", "a deal is a JSON object")
        mixed = [k for k in COUNT_KEYS if k in d]
        if mixed:
            raise self.fail("bad-deal", f"'{mixed[0]}' belongs to a record of hands played with real cards "
                            "(\"kind\": \"counted\"), not to one of hands played card by card")
        if g.is_over:
            raise self.fail("party-over", "the party is already over; no more deals may follow")
        if self.kind() != DEAL:
            raise self.fail("bad-deal", f"deal {self.index} is left unfinished and followed by another")
        self.do_deal(d)
        cancel = d.get("cancel")
        if cancel not in (None, "el-iptal", "rifki-misdeal"):
            raise self.fail("bad-deal", f"unknown cancel {_j(cancel)} (known: el-iptal, rifki-misdeal)")
        plays = d.get("plays", [])
        if plays is None:
            plays = []
        if not isinstance(plays, list):
            raise self.fail("bad-deal", "'plays' must be a list of card codes")
        if cancel is not None and plays:
            raise self.fail("bad-deal", "a cancelled deal has no plays")
        king = d.get("king")
        if king is not None and not isinstance(king, bool):
            raise self.fail("bad-king", "'king' must be true or false")
        if g.family == "tr":
            self.turkish(d, cancel, bool(plays))
        else:
            self.spanish(d, bool(plays))
        if king and not (g.current and g.current.king_declared):
            raise self.fail("bad-king", "a King is declared where the rules ask for no declaration")
        if self.kind() != CARD:
            if plays:
                if g.current and g.current.finished:
                    raise self.fail("too-many-plays", "cards follow the end of this deal", 0)
                raise self.fail("bad-deal", f"plays are given before the {self.kind()} decision is made")
            return
        for i, code in enumerate(plays):
            if self.kind() != CARD:
                what = "the party" if g.is_over else "this deal"
                raise self.fail("too-many-plays", f"play {i} comes after the end of {what}", i)
            try:
                c = parse_card(code)
            except CardError as exc:
                raise self.fail("bad-deal", str(exc), i) from None
            seat = g.play.to_play  # type: ignore[union-attr]
            why = g.refusal(c)
            if why == "not-in-hand":
                raise self.fail("not-in-hand", f"{card_code(c)} is not in seat {seat}'s hand", i, seat)
            if why is not None:
                raise self.fail("illegal-card", f"{card_code(c)} may not be played: {describe_refusal(why)}", i,
                                seat)
            g.push(c)

    def do_deal(self, d: dict[str, Any]) -> None:
        hands = d.get("hands")
        if not isinstance(hands, list) or len(hands) != 4 or not all(isinstance(h, list) for h in hands):
            raise self.fail("bad-deal", "'hands' must be four lists of 13 card codes")
        masks = []
        for seat, h in enumerate(hands):
            try:
                cards = [parse_card(x) for x in h]
            except CardError as exc:
                raise self.fail("bad-deal", f"hand of seat {seat}: {exc}") from None
            if len(cards) != 13 or len(set(cards)) != 13:
                raise self.fail("bad-deal", f"hand of seat {seat} must hold 13 different cards")
            masks.append(mask_of(cards))
        dealer = d.get("dealer")
        if dealer is not None and (not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < 4):
            raise self.fail("bad-deal", "'dealer' must be a seat 0..3")
        declarer = d.get("declarer")
        if not isinstance(declarer, int) or isinstance(declarer, bool) or not 0 <= declarer < 4:
            raise self.fail("wrong-declarer", "'declarer' must be a seat 0..3")
        spec = DealSpec((masks[0], masks[1], masks[2], masks[3]), dealer, declarer)
        if not self.seeded_deal(spec):
            self.apply(spec, "the deal")
        want = self.game.current.declarer  # type: ignore[union-attr]
        if want != declarer:
            raise self.fail("wrong-declarer", f"the declarer of this deal is seat {want}, not {declarer}")

    def seeded_deal(self, spec: DealSpec) -> bool:
        """Deal by the game's seeded shuffle if that gives the recorded deal; say whether it did.

        A record written by KingDesk names the seed its deals were shuffled with:
        replaying them as shuffles (not as given hands) leaves the generator where
        the original game had it, so a resumed party deals on exactly as it would
        have, and its moves are the original game's moves.
        """
        g = self.game
        if g.seed is None:
            return False
        g.apply(None)
        cur = g.current
        assert cur is not None
        if cur.hands == spec.hands and cur.declarer == spec.declarer and spec.dealer in (None, cur.dealer):
            return True
        g.pop()
        return False

    def pass_after_13(self, bid: Any, seen: set[int]) -> bool:
        """Whether ``bid`` is a pass written after an offer of 13 tricks closed the auction (once per seat)."""
        info = self.game.current
        assert info is not None
        if not info.bids or info.bids[-1][1] != 13 or not isinstance(bid, list) or len(bid) != 2:
            return False
        seat, what = bid
        if what != "pass" or not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 4:
            return False
        if seat in (info.chooser, info.bids[-1][0]) or seat in seen:
            return False
        seen.add(seat)
        return True

    def turkish(self, d: dict[str, Any], cancel: str | None, has_plays: bool) -> None:
        g = self.game
        contract = d.get("contract")
        trump = d.get("trump")
        if cancel == "el-iptal" and g.rules.tr_el_iptal != "any_player_in_koz":
            if contract is not None or trump is not None:
                raise self.fail("bad-deal", "an El İptal deal has no contract, trump or plays")
            self.apply("el-iptal", "el-iptal")
            return
        if contract is None:
            if cancel or has_plays or not self.last:
                raise self.fail("contract-not-allowed", "the deal names no contract")
            return
        if not isinstance(contract, str):
            raise self.fail("contract-not-allowed", f"unknown contract {_j(contract)}")
        self.apply(contract, f"the contract {_j(contract)}")
        if contract == "koz":
            if trump is None:
                if cancel or has_plays or not self.last:
                    raise self.fail("bad-trump", "a koz deal names its trump suit")
                return
            self.apply(trump, f"the trump {_j(trump)}")
        elif trump is not None:
            raise self.fail("bad-trump", f"{contract} is played without trumps")
        self.windows(d, cancel, has_plays)

    def windows(self, d: dict[str, Any], cancel: str | None, has_plays: bool) -> None:
        """Answer the calls a player may make before the first lead (El İptal, misdeal, King)."""
        g = self.game
        cancel_by = d.get("cancel_by")
        passed = d.get("calls_passed", 0)  # a record written before this key: the window is to come
        if not isinstance(passed, int) or isinstance(passed, bool) or not 0 <= passed <= 4:
            raise self.fail("bad-deal", f"calls_passed must be 0..4, not {passed!r}")
        answered = 0
        while self.kind() in ("el-iptal", "misdeal", "king"):
            kind, seat = self.kind(), g.decision.seat
            if kind == "king":
                declared = d.get("king")
                if declared is None and not has_plays:
                    return
                self.apply("declare" if declared else "pass", "king declaration")
                continue
            # a record without the caller (written by hand): the first seat asked that may call it
            caller = seat if cancel_by is None and g.why_not(kind) is None else cancel_by
            if cancel == ("el-iptal" if kind == "el-iptal" else "rifki-misdeal") and caller == seat:
                self.apply(kind, kind)
                return
            if cancel is None and not has_plays and self.last and answered >= passed:
                return
            self.apply("play", kind)
            answered += 1
        if answered < passed:
            raise self.fail("bad-deal", f"calls_passed says {passed} seats let the call go by; {answered} were asked")
        if cancel is not None and not (g.current and g.current.cancel):
            raise self.fail("bad-cancel", f"{cancel} may not be called in this deal")

    def spanish(self, d: dict[str, Any], has_plays: bool) -> None:
        g = self.game
        contract = d.get("contract")
        trump = d.get("trump")
        sale = d.get("sale")
        if d.get("cancel") is not None:
            raise self.fail("bad-deal", "Spanish deals are never cancelled")
        partial_ok = self.last and not has_plays
        if self.kind() == "contract":
            if contract is None and partial_ok:
                return
            if not isinstance(contract, str):
                raise self.fail("contract-not-allowed", "the deal names no contract")
            self.apply(contract, f"the lance {_j(contract)}")
        elif contract != g.current.contract:  # type: ignore[union-attr]
            raise self.fail("contract-not-allowed", f"this deal of the schedule is "
                            f"{g.current.contract}, not {_j(contract)}")  # type: ignore[union-attr]
        if contract != "recuperacion":
            if sale is not None:
                raise self.fail("bad-sale", "only a recuperación may be sold")
            if trump is not None:
                raise self.fail("bad-trump", f"{contract} is played without trumps")
            return
        if self.kind() == "sale":
            if "sale" not in d and trump is None and partial_ok:
                return  # the sell-or-choose decision is still open
            self.apply("sell" if sale is not None else "choose", "sale")
        elif sale is not None:
            raise self.fail("bad-sale", "the trump choice may not be sold under these rules")
        if sale is not None:
            if not isinstance(sale, dict) or not isinstance(sale.get("bids", []), list):
                raise self.fail("bad-sale", "'sale' must be {\"bids\": [[seat, tricks or \"pass\"], ...], "
                                "\"accepted\": true/false}")
            after_13: set[int] = set()
            for bid in sale.get("bids", []):
                if self.kind() != "bid":
                    if self.pass_after_13(bid, after_13):
                        continue  # a reader may accept it (record-format.md): nobody is asked after 13
                    raise self.fail("bad-sale", "a bid follows the end of the auction")
                if (not isinstance(bid, list) or len(bid) != 2 or bid[0] != g.decision.seat):
                    raise self.fail("bad-sale", f"the next bid is seat {g.decision.seat}'s, not {_j(bid)}")
                self.apply(bid[1], f"the bid {_j(bid[1])}")
            if self.kind() == "bid":
                if trump is not None or has_plays or not self.last:
                    raise self.fail("bad-sale", "the auction is not finished")
                return
            accepted = sale.get("accepted")
            if self.kind() == "accept":
                if accepted is None:
                    if trump is not None or has_plays or not self.last:
                        raise self.fail("bad-sale", "the sale says neither accepted nor refused")
                    return
                if not isinstance(accepted, bool):
                    raise self.fail("bad-sale", "'accepted' must be true or false")
                self.apply("accept" if accepted else "refuse", "sale answer")
            elif accepted:
                raise self.fail("bad-sale", "a sale is accepted without any numeric bid")
        if trump is None:
            if has_plays or not self.last:
                raise self.fail("bad-trump", "a recuperación names its trump suit")
            return
        self.apply(trump, f"the trump {_j(trump)}")


class _CountedReplay(_Replay):
    """Replays one deal of a record of hands played with real cards: the same decisions, counts for cards."""

    game: CountedGame

    def run(self) -> None:
        g, d = self.game, self.deal
        if not isinstance(d, dict):
            raise self.fail("bad-deal", "a deal is a JSON object")
        mixed = [k for k in CARD_KEYS if k in d]
        if mixed:
            raise self.fail("bad-deal", f"'{mixed[0]}' belongs to a record of hands played card by card; a record "
                            "of hands played with real cards holds no cards")
        if g.is_over:
            raise self.fail("party-over", "the party is already over; no more deals may follow")
        if self.kind() != DEAL:
            raise self.fail("bad-deal", f"deal {self.index} is left unfinished and followed by another")
        dealer, declarer = d.get("dealer"), d.get("declarer")
        for name, seat in (("dealer", dealer), ("declarer", declarer)):
            if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 4):
                raise self.fail("bad-deal" if name == "dealer" else "wrong-declarer", f"'{name}' must be a seat 0..3")
        # only the first deal says who starts (as the program writes it); the others are checked after
        first = not g.deals
        spec = TableDeal(dealer if first and g.family == "es" else None,
                         declarer if first and g.family == "tr" else None)
        self.apply(spec, "the deal")
        if g.family == "es" and dealer is not None and g.current.dealer != dealer:  # type: ignore[union-attr]
            raise self.fail("bad-deal", f"deal {self.index + 1} is dealt by seat "
                            f"{g.current.dealer}, not {dealer}")  # type: ignore[union-attr]
        want = g.current.declarer  # type: ignore[union-attr]
        if declarer is not None and want != declarer:
            raise self.fail("wrong-declarer", f"the declarer of this deal is seat {want}, not {declarer}")
        cancel = d.get("cancel")
        if cancel not in (None, "el-iptal", "rifki-misdeal"):
            raise self.fail("bad-deal", f"unknown cancel {_j(cancel)} (known: el-iptal, rifki-misdeal)")
        count = self.count_of(d)
        if cancel is not None and count is not None:
            raise self.fail("bad-deal", "a cancelled deal has no counts")
        king = d.get("king")
        if king is not None and not isinstance(king, bool):
            raise self.fail("bad-king", "'king' must be true or false")
        if g.family == "tr":
            self.turkish(d, cancel, count is not None)
        else:
            self.spanish(d, count is not None)
        if king and not (g.current and g.current.king_declared):
            raise self.fail("bad-king", "a King is declared where the rules ask for no declaration")
        if self.kind() != COUNT:
            if count is not None:
                raise self.fail("bad-count", f"counts are given before the {self.kind()} decision is made"
                                if not (g.current and g.current.finished) else "counts follow the end of this deal")
            return
        if count is None:
            if self.last:
                return  # the hand is being entered
            raise self.fail("bad-count", "the hand gives no counts")
        self.apply(count, "the counts " + _j(list(count.last_two) if count.last_two is not None
                                             else list(count.units)))

    def count_of(self, d: dict[str, Any]) -> Count | None:
        counts, last_two, in_a_row = d.get("counts"), d.get("last_two"), d.get("in_a_row")
        if counts is None and last_two is None:
            if in_a_row is not None:
                raise self.fail("bad-count", "'in_a_row' goes with the deal's 'counts'")
            return None
        if in_a_row is not None and (not isinstance(in_a_row, int) or isinstance(in_a_row, bool)
                                     or not 0 <= in_a_row < 4):
            raise self.fail("bad-count", "'in_a_row' names the seat that took ten tricks in a row")
        if counts is not None and last_two is not None:
            raise self.fail("bad-count", "a deal gives either 'counts' or 'last_two', not both")
        pair = counts if counts is not None else last_two
        if not isinstance(pair, list) or not all(isinstance(x, int) and not isinstance(x, bool) for x in pair):
            raise self.fail("bad-count", "'counts' must be four whole numbers, 'last_two' two seats")
        if last_two is not None:
            if len(pair) != 2 or not all(0 <= x < 4 for x in pair):
                raise self.fail("bad-count", "'last_two' names the seats that took tricks 12 and 13")
            last = Count.of_last_two(pair[0], pair[1])
            return Count(last.units, last.last_two, in_a_row)  # the engine refuses the mark here, in its words
        return Count(tuple(pair), None, in_a_row)

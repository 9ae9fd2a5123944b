"""A party played with real cards, kept like a party on the table: entered hand by hand, autosaved, stored.

:class:`HandEntry` is one hand as the players say it (who chose what, the sale,
a cancelled deal, each player's count). :func:`hand_choices` turns it into the
engine's decisions by asking the game itself what it asks next (the contract,
the trump, the sale and its bids, the windows before the first lead, the
count), so every rule is the engine's: a refused part comes back as
:class:`EntryRefused` with the engine's reason code and the part of the entry
it is about, and nothing is written.

:class:`CountedParty` holds one such party (a
:class:`~kingdesk.engine.counted.CountedGame` and the players' names) and is
its only owner, as :class:`~.owner.PartyOwner` is for the party on the table:
it enters a hand, takes the last one back, corrects any row (the hands after
it are replayed through the rules), writes the party after every change into
the shelf of unfinished parties (:class:`~.shelf.Shelf`, the file it is listed
and resumed from) and, once it is over, stores it in the history and takes it
off the shelf. It lives on the GUI thread: it never thinks, and a record of
counted hands is a few kilobytes.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kingdesk.engine.counted import CountedGame
from kingdesk.engine.decisions import (
    ACCEPT, BID, CONTRACT, COUNT, DEAL, EL_IPTAL, KING, MISDEAL, NONE, NOT_AN_OPTION, SALE, TRUMP, Count, Move,
    TableDeal,
)
from kingdesk.engine.errors import IllegalMoveError
from kingdesk.storage.history import History

from .shelf import Shelf

log = logging.getLogger(__name__)

MISSING = "missing"
"""A part of the entry the hand needs was left empty (the contract, the trump, the count)."""
MANO_BUYS = "mano-buys"
"""Spanish: the trump right is said sold to the player who holds it (the mano sells it; he cannot buy it), as
when a corrected first dealer makes a later hand's buyer its mano."""

# the parts of an entry a refusal is about (the dialog puts its message next to that field)
START_PART, CONTRACT_PART, TRUMP_PART, SALE_PART, CANCEL_PART, COUNT_PART, LATER_PART = (
    "start", "contract", "trump", "sale", "cancel", "count", "later")


@dataclass(frozen=True)
class HandEntry:
    """One hand as the players say it at the table."""

    contract: str | None = None
    """Turkish: the ceza, ``koz``, or ``el-iptal`` (the forced declarer's redeal). Spanish: the lance where the
    schedule leaves it to the mano (``free_order``); ``None`` where the schedule fixes it."""
    trump: str | None = None
    """``S H D C`` (``N`` where allowed) for Koz and a recuperación."""
    sale: tuple[int, int] | None = None
    """Spanish: the recuperación's trump right sold, as (buyer, price in tricks)."""
    cancel_by: int | None = None
    """The seat that called El İptal after the trump (``any_player_in_koz``) or the Rıfkı misdeal."""
    king: bool = False
    """Turkish ``tr_king_needs_declaration``: the declarer declared the King."""
    count: Count | None = None
    """What each player took; ``None`` for a cancelled deal."""


class EntryRefused(Exception):
    """The rules refuse a hand: which part of the entry, the engine's reason code, the seat it is about."""

    def __init__(self, part: str, reason: str, seat: int | None = None, deal: int | None = None):
        super().__init__(f"{part}: {reason}" + (f" (seat {seat})" if seat is not None else ""))
        self.part = part
        self.reason = reason
        self.seat = seat
        self.deal = deal
        """For a correction: the later hand that the corrected one makes impossible (0-based)."""


MOST_DECISIONS_OF_A_HAND = 100
"""Far more than any hand asks (a contract, a trump, a sale's few bids, a count...): a guard, so that an
engine asking without end is a clear error, not a loop that eats the memory."""

_PART_OF = {CONTRACT: CONTRACT_PART, TRUMP: TRUMP_PART, SALE: SALE_PART, BID: SALE_PART, ACCEPT: SALE_PART,
            EL_IPTAL: CANCEL_PART, MISDEAL: CANCEL_PART, KING: CONTRACT_PART, COUNT: COUNT_PART, DEAL: START_PART}


def hand_choices(game: CountedGame, entry: HandEntry, start: TableDeal | None = None) -> list[Any]:
    """The engine's decisions that make ``entry`` the next hand of ``game`` (which is left untouched).

    ``start`` answers the deal (the first hand says who starts). Raise :class:`EntryRefused` when the
    rules refuse a part of it.
    """
    g = game.copy(stack=False)
    out: list[Any] = []
    asked: set[str] = set()

    def put(choice: Any) -> None:
        kind = g.decision.kind
        if choice is None and kind != DEAL:
            raise EntryRefused(_PART_OF[kind], MISSING)
        try:
            g.apply(choice)
        except IllegalMoveError as exc:
            # the seat the refusal is about: a count's own, or whoever chooses the contract or the trump
            seat = exc.seat if kind == COUNT else g.decision.seat if kind in (CONTRACT, TRUMP) else None
            raise EntryRefused(_PART_OF[kind], exc.reason or NOT_AN_OPTION, seat) from None
        out.append(choice)

    kind = g.decision.kind
    if kind == NONE:
        raise EntryRefused(CONTRACT_PART, "party-over")
    if kind == DEAL:
        put(start if start is not None else TableDeal())
    bid_made = False
    for _ in range(MOST_DECISIONS_OF_A_HAND):
        d = g.decision
        cur = g.current
        if d.kind in (DEAL, NONE) and cur is not None and cur.finished:
            break
        asked.add(d.kind)
        if d.kind == CONTRACT:
            put(entry.contract)
        elif d.kind == TRUMP:
            put(entry.trump)
        elif d.kind == SALE:
            put("sell" if entry.sale is not None else "choose")
        elif d.kind == BID:
            assert entry.sale is not None
            buyer, price = entry.sale
            if d.seat == buyer and not bid_made:
                bid_made = True
                put(price)
            else:
                put("pass")
        elif d.kind == ACCEPT:
            put("accept")
        elif d.kind in (EL_IPTAL, MISDEAL):
            put(d.kind if entry.cancel_by == d.seat else "play")
        elif d.kind == KING:
            put("declare" if entry.king else "pass")
        elif d.kind == COUNT:
            put(entry.count)
        else:  # pragma: no cover - every kind a counted party asks is answered above
            raise AssertionError(d.kind)
    else:
        raise AssertionError(f"the rules asked more than {MOST_DECISIONS_OF_A_HAND} decisions for one hand")
    cur = g.current
    assert cur is not None
    if entry.sale is not None and entry.sale[0] == cur.chooser:
        raise EntryRefused(SALE_PART, MANO_BUYS, entry.sale[0])
    if entry.sale is not None and not (cur.sold and cur.buyer == entry.sale[0]):
        raise EntryRefused(SALE_PART, NOT_AN_OPTION, entry.sale[0])  # no sale in this hand
    if entry.cancel_by is not None and cur.cancel_by != entry.cancel_by:
        raise EntryRefused(CANCEL_PART, NOT_AN_OPTION, entry.cancel_by)
    return out


def hands_of(game: CountedGame) -> list[list[Move]]:
    """The game's moves, one list per deal (each starting with its ``deal`` move)."""
    groups: list[list[Move]] = []
    for m in game.moves:
        if m.kind == DEAL:
            groups.append([])
        groups[-1].append(m)
    return groups


def entry_of(game: CountedGame, index: int) -> HandEntry:
    """Deal ``index`` of ``game`` as the entry that made it (to correct it)."""
    moves = hands_of(game)[index]
    info = game.deals[index]
    chosen: dict[str, Any] = {}
    cancel_by = None
    for kind, seat, choice in moves:
        if kind in (EL_IPTAL, MISDEAL) and choice == kind:
            cancel_by = seat
        elif kind != DEAL:
            chosen[kind] = choice
    return HandEntry(contract=chosen.get(CONTRACT), trump=chosen.get(TRUMP),
                     sale=(info.buyer, info.price) if info.sold and info.buyer is not None else None,
                     cancel_by=cancel_by, king=chosen.get(KING) == "declare", count=chosen.get(COUNT))


def start_of(game: CountedGame, index: int) -> TableDeal:
    choice = hands_of(game)[index][0].choice
    return choice if isinstance(choice, TableDeal) else TableDeal()


def corrected(game: CountedGame, index: int, entry: HandEntry, start: TableDeal | None = None) -> CountedGame:
    """A new game: ``game`` with hand ``index`` said as ``entry`` and every later hand as it was said.

    ``start`` corrects who started (the first hand only: Turkish, who chose first, which fixes the rotation of
    choosers; Spanish, the first dealer, which fixes the schedule's dealers). The later hands are said again
    as the players said them (the contract to whoever chooses it now, the counts, the buyer and the caller of
    a cancelled deal to the same players), so each is checked anew by the rules. Raise :class:`EntryRefused`
    if the rules refuse the corrected hand, or a later hand that it makes impossible (``part`` ``later``,
    ``deal`` that hand).
    """
    g = CountedGame(game.rules)
    g.scorer = game.scorer
    for k, moves in enumerate(hands_of(game)):
        if k > index and not game.deals[k].finished:  # a hand half said (a record's last): as far as it went
            try:
                for m in moves:
                    g.apply(m.choice)
            except IllegalMoveError as exc:
                raise EntryRefused(LATER_PART, exc.reason or NOT_AN_OPTION, exc.seat, k) from None
            continue
        said = entry if k == index else entry_of(game, k)
        first = start if k == index and start is not None else start_of(game, k)
        try:
            choices = hand_choices(g, said, first)
        except EntryRefused as err:
            if k <= index:
                raise
            raise EntryRefused(LATER_PART, err.reason, err.seat, k) from None
        for choice in choices:
            g.apply(choice)
    return g


class CountedParty:
    """The owner of one party played with real cards (see the module)."""

    def __init__(self, game: CountedGame, names: list[str], shelf: Shelf | None = None,
                 history: History | None = None, path: Path | None = None):
        self.game = game
        self.names = list(names)
        self.shelf = shelf
        self.history = history
        self.path = path
        """The file on the shelf that holds it (``None`` until the first hand is written)."""
        self.party_id: int | None = None
        self.save_error: OSError | None = None

    def enter(self, entry: HandEntry, start: TableDeal | None = None) -> None:
        """Write the next hand down (all of it or nothing); raise :class:`EntryRefused`."""
        for choice in hand_choices(self.game, entry, start):
            self.game.apply(choice)
        self._kept()

    def undo(self) -> bool:
        """Take the last hand back; ``False`` when there is none (or the party is stored)."""
        groups = hands_of(self.game)
        if not groups or self.party_id is not None:
            return False
        self.game.pop_to(len(self.game.moves) - len(groups[-1]))
        self._kept()
        return True

    def correct(self, index: int, entry: HandEntry, start: TableDeal | None = None) -> None:
        """Say hand ``index`` again (and, for the first, who started); the later hands are replayed. Raise
        :class:`EntryRefused`, and nothing changes."""
        if self.party_id is not None:
            raise EntryRefused(CONTRACT_PART, "party-over")
        self.game = corrected(self.game, index, entry, start)
        self._kept()

    def _kept(self) -> None:
        """After every change: on the shelf while unfinished, into the history once over."""
        self.save_error = None
        if self.shelf is None:
            return
        if self.game.is_over and self.history is not None:
            pid = self.history.add_party(self.game, self.names, human_seat=self.game.scorer)
            if pid is not None:
                self.party_id = pid
                if self.path is not None:
                    self.shelf.remove(self.path)
                    self.path = None
                return
        try:
            self.path = self.shelf.keep(self.game, self.names, self.path)
        except OSError as exc:
            log.warning("cannot keep the counted party: %s", exc)
            self.save_error = exc


__all__ = ["HandEntry", "EntryRefused", "CountedParty", "hand_choices", "hands_of", "entry_of", "start_of",
           "corrected", "MISSING", "MANO_BUYS", "START_PART", "CONTRACT_PART", "TRUMP_PART", "SALE_PART", "CANCEL_PART",
           "COUNT_PART", "LATER_PART"]

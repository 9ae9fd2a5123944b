"""Why a choice: the hint's and the review's sentences, as data, from the hard player's own search.

An :class:`Explanation` holds the choice the hard player makes for a decision, what its search measured for each
option (expected points for the seat) and one or two :class:`Sentence`: a template's name and its arguments,
never words. The words are the window's and the command line's (``kingdesk.ui.i18n.teacher``, translated with
the program's other messages), so one template reads the same on the table and in ``kingdesk-record review``.

A sentence says only what the seat may know:

* ``rule``: the engine's reason code for the cards the seat may not play (never re-derived here);
* ``void`` / ``still-out``: what the seat's view proves (:func:`~kingdesk.ai.sampler.exclusions`, the engine's
  legality applied to the public plays: a seat that did not follow ♣ holds no ♣), or what no one has played;
* ``takes`` / ``better`` / ``as-good`` and the decisions' measures: the search's figures, rounded for a person
  (:func:`fifths`, :func:`round_points`, :func:`round_tricks`).

The choice is the hard player's own for a card (:meth:`SearchPlayer.evaluate` with the same random stream as
:meth:`~kingdesk.ai.players.Player.decide`) and its :class:`~kingdesk.ai.declarations.ChoiceMaker`'s for the
other decisions: the hint suggests what the hard player would play, and says why.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kingdesk.engine.cards import SUIT_MASKS, SUITS
from kingdesk.engine.contracts import CARD as CARD_UNIT
from kingdesk.engine.decisions import CARD
from kingdesk.engine.play import DealPlay
from kingdesk.engine.view import SeatView

from .declarations import ChoiceMaker, decide_non_card
from .sampler import exclusions
from .search import HardPlayer, representative, view_candidates

TEMPLATES: dict[str, str] = {
    "rule": "the engine's reason why the seat's other cards may not be played (reason code, contract)",
    "only": "the one card or answer the seat has",
    "equivalent": "the seat's legal cards are as good as one another (no card between them is still out)",
    "void": "a seat the view proves holds no card of a suit (seat, suit index)",
    "still-out": "the one penalty card of the suit no one has played and the seat does not hold (card)",
    "takes": "how often the choice and another card take the trick, in fifths (card, fifths, card, fifths)",
    "better-card": "the choice's expected points over another card's (points, card)",
    "as-good-card": "no difference a person would notice from another card (card)",
    "better-option": "the choice's expected points over another answer's (points, kind, option)",
    "as-good-option": "no difference a person would notice from another answer (kind, option)",
    "trump-tricks": "tricks expected with the chosen trump and with the next best (suit, tricks, suit, tricks)",
    "el-iptal-below": "the Koz hand's expected points below an average seat's (points)",
    "el-iptal-above": "the Koz hand's expected points above an average seat's (points)",
    "sale-free": "the mano may refuse every offer: opening the sale costs nothing",
    "sale-worth": "the tricks that choosing the trump is worth to the seat (tricks)",
    "offer-better": "an offer worth more than choosing the trump (price, tricks)",
    "offer-worse": "choosing the trump worth more than the offer (price, tricks)",
    "king-made": "how often the seat takes the tricks the King needs, in fifths (fifths)",
    "misdeal-lone": "a lone heart: the redeal is the better answer",
    "misdeal-keep": "more than one heart: the hand is worth playing",
}
"""Every sentence's template name and what its arguments are: the words for each are in the window's
``kingdesk.ui.i18n.teacher``, which a test holds to this list."""


@dataclass(frozen=True)
class Sentence:
    """One sentence of an explanation: a template of :data:`TEMPLATES` and its arguments."""

    key: str
    args: tuple[Any, ...] = ()

    def __post_init__(self) -> None:
        if self.key not in TEMPLATES:
            raise ValueError(f"no sentence template '{self.key}'")


@dataclass(frozen=True)
class Explanation:
    """The hard player's choice for a decision, what it measured, and why in one or two sentences."""

    kind: str
    choice: Any
    sentences: tuple[Sentence, ...]
    values: dict[Any, float] = field(default_factory=dict)
    """Expected points for the seat per option weighed (a card decision: per candidate, equivalent cards merged
    into the lowest); empty when the choice rests on a rule of thumb or a count of tricks."""
    takes: dict[int, float] = field(default_factory=dict)
    """A card decision: how often each candidate took the current trick in the worlds searched."""

    def value_of(self, option: Any) -> float | None:
        """What the search measured for ``option`` (a card stands for its run of equivalent cards)."""
        if self.kind == CARD and isinstance(option, int):
            rep = representative(option, [c for c in self.values if isinstance(c, int)])
            return self.values.get(rep)
        return self.values.get(option)


def fifths(share: float) -> int:
    """A share as a person says it: so many times in 5 (0 to 5)."""
    return max(0, min(5, round(share * 5)))


def round_points(points: float) -> int:
    """Points as a person says them: units below 10, fives below 50, tens above (a Spanish hand counts single
    points, a Turkish one tens)."""
    a = abs(points)
    step = 1 if a < 10 else 5 if a < 50 else 10
    return int(round(points / step)) * step


def round_tricks(tricks: float) -> int:
    """Tricks to the nearest one."""
    return int(round(tricks))


class Teacher:
    """Explains decisions with the hard player's search (a seed of its own: the hint's, the review's)."""

    def __init__(self, seed: int, deadline: float | None = None):
        self.player = HardPlayer(seed)
        if deadline is not None:
            self.player.deadline = deadline  # the review waits for the whole search, whatever the machine's load
        self.stop: Callable[[], bool] = lambda: False
        """Polled by the searches: a cancel (the process worker's flag)."""

    def explain(self, view: SeatView, against: Any = None) -> Explanation:
        """The hard player's choice for ``view.decision`` and why; ``against``: compare with this option (the
        one the seat played, in a review) rather than the next best."""
        d = view.decision
        if d is None or d.kind == "deal":
            raise ValueError("nothing to explain: this seat has no decision to make")
        if d.kind == CARD:
            return self._card(view, against)
        return self._other(view, against)

    # ------------------------------------------------------------------ cards
    def _card(self, view: SeatView, against: Any) -> Explanation:
        d = view.decision
        assert d is not None and view.contract is not None
        rule = _rule(view)
        if len(d.options) == 1:
            return Explanation(CARD, d.options[0], tuple(s for s in (rule, Sentence("only")) if s is not None))
        cands = view_candidates(view)
        taken = [0] * len(cands)
        seen = [0] * len(cands)
        trick_no = len(view.plays) // 4
        me = view.seat

        def observe(j: int, p: DealPlay) -> None:
            seen[j] += 1
            taken[j] += len(p.winners) > trick_no and p.winners[trick_no] == me

        player = self.player
        player.observe = observe
        try:
            ev = player.evaluate(view, player.rng_for(view), self.stop)
        finally:
            player.observe = None
        values = dict(zip(ev.candidates, ev.values, strict=True))
        takes = {c: taken[j] / seen[j] for j, c in enumerate(cands) if seen[j]}
        choice = ev.card
        other = _other_card(choice, cands, values, against)
        first = rule or _known(view, choice)
        figures = _card_figures(choice, other, values, takes)
        return Explanation(CARD, choice, tuple(s for s in (first, figures) if s is not None), values, takes)

    # ------------------------------------------------------------------ the other decisions
    def _other(self, view: SeatView, against: Any) -> Explanation:
        d = view.decision
        assert d is not None
        kind = d.kind
        if len(d.options) == 1:
            return Explanation(kind, d.options[0], (Sentence("only"),))
        maker = ChoiceMaker(self.player.choice_worlds, self.stop)
        choice = decide_non_card(maker, view, self.player.rng_for(view))
        values = dict(maker.values)
        sentence = _other_sentence(view, kind, choice, values, maker.tricks, against)
        return Explanation(kind, choice, (sentence,) if sentence is not None else (), values)


def _rule(view: SeatView) -> Sentence | None:
    """The engine's reason why some of the seat's cards may not be played now (the commonest, if several)."""
    d = view.decision
    assert d is not None and view.contract is not None
    legal = set(d.options)
    hands = [0, 0, 0, 0]
    hands[view.seat] = view.hand
    play = view.deal_play(hands)  # the others' hands stay empty: a refusal reads only the seat's own
    codes = Counter(play.refusal(c) for c in range(52) if view.hand >> c & 1 and c not in legal)
    codes.pop(None, None)
    if not codes:
        return None
    code = codes.most_common(1)[0][0]
    return Sentence("rule", (code, view.contract.name))


def _known(view: SeatView, choice: int) -> Sentence | None:
    """What the seat's view proves about the suit in play: a seat with none of it, else a penalty card still out."""
    suit = view.trick[0] // 13 if view.trick else choice // 13
    out = view.unseen & SUIT_MASKS[suit]
    if out:
        excl = exclusions(view)
        for k in range(1, 4):
            seat = (view.seat + k) & 3
            if excl[seat] & out == out:
                return Sentence("void", (seat, suit))
    con = view.contract
    assert con is not None
    pen = con.penalty_mask & out if con.unit == CARD_UNIT else 0
    if pen and not pen & (pen - 1):  # one card: the K♥, a queen (not "a heart" among thirteen)
        return Sentence("still-out", ((pen & -pen).bit_length() - 1,))
    return None


def _other_card(choice: int, cands: list[int], values: dict[int, float], against: Any) -> int | None:
    """The card to compare the choice with: the one played (a review), else the next best candidate."""
    if isinstance(against, int):
        rep = representative(against, cands)
        if rep != representative(choice, cands):
            return against
    rest = [c for c in cands if c != choice]
    return max(rest, key=lambda c: values[c]) if rest else None


def _card_figures(choice: int, other: int | None, values: dict[int, float],
                  takes: dict[int, float]) -> Sentence | None:
    if other is None:
        return Sentence("equivalent")
    cands = list(values)
    rc, ro = representative(choice, cands), representative(other, cands)
    if rc in takes and ro in takes and fifths(takes[rc]) != fifths(takes[ro]):
        return Sentence("takes", (choice, fifths(takes[rc]), other, fifths(takes[ro])))
    diff = round_points(values[rc] - values[ro])
    return Sentence("better-card", (diff, other)) if diff > 0 else Sentence("as-good-card", (other,))


def _other_sentence(view: SeatView, kind: str, choice: Any, values: dict[Any, float], tricks: dict[Any, float],
                    against: Any) -> Sentence | None:
    if kind == "trump" and tricks:
        rest = [s for s in tricks if s != choice]
        other = against if against in tricks and against != choice else \
            max(rest, key=lambda s: tricks[s]) if rest else None
        if other is not None:
            return Sentence("trump-tricks", (SUITS.index(choice), round_tricks(tricks[choice]), SUITS.index(other),
                                             round_tricks(tricks[other])))
        return None
    if kind == "el-iptal" and "play" in values:
        adv = round_points(values["play"])
        return Sentence("el-iptal-below", (-adv,)) if adv < 0 else Sentence("el-iptal-above", (adv,))
    if kind == "contract" and values:
        if choice == "el-iptal" and "koz" in values:
            return Sentence("el-iptal-below", (-round_points(values["koz"]),))
        rest = [o for o in values if o != choice]
        other = against if against in values and against != choice else \
            max(rest, key=lambda o: values[o]) if rest else None
        if other is None or choice not in values:
            return None
        diff = round_points(values[choice] - values[other])
        return Sentence("better-option", (diff, kind, other)) if diff > 0 else \
            Sentence("as-good-option", (kind, other))
    if kind == "sale":
        if view.rules.es_sale_mano_may_refuse:
            return Sentence("sale-free")
        return Sentence("sale-worth", (round_tricks(_worth(tricks)),))
    if kind == "bid":
        return Sentence("sale-worth", (round_tricks(max(0.0, _worth(tricks) - 0.5)),))
    if kind == "accept":
        price = max((int(b) for _s, b in (view.current.bids if view.current else ()) if b != "pass"), default=0)
        worth = round_tricks(_worth(tricks))
        return Sentence("offer-better" if choice == "accept" else "offer-worse", (price, worth))
    if kind == "king" and "made" in tricks:
        return Sentence("king-made", (fifths(tricks["made"]),))
    if kind == "misdeal":
        return Sentence("misdeal-lone" if choice == "misdeal" else "misdeal-keep")
    return None


def _worth(tricks: dict[Any, float]) -> float:
    """What choosing the trump is worth: tricks with the best suit less the other suits' average."""
    t = sorted(v for k, v in tricks.items() if k in SUITS)
    return t[-1] - sum(t[:-1]) / 3 if len(t) == 4 else 0.0


__all__ = ["Explanation", "Sentence", "TEMPLATES", "Teacher", "fifths", "round_points", "round_tricks"]

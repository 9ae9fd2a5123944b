"""A call offered before the first lead tells nobody else anything about the hand it is offered to.

Under ``tr_el_iptal: any_player_in_koz`` a player with no card above ten may call El İptal, and under
``tr_rifki_singleton_misdeal`` a player whose only heart is the K♥ or the A♥ may call a misdeal. Were only those
seats asked, everyone would see who was asked, and so learn which hands hold no card above ten (or more hearts).
Here the same decisions are played on deals that differ only in the cards of seats another seat cannot see, and
every ``step`` message that seat is told (the protocol's text, as a table writes it) must be the same, byte for byte.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from kingdesk.engine.cards import mask_of, parse_cards
from kingdesk.engine.game import DealSpec, Game
from kingdesk.engine.shown import ShownParty, shown_event
from kingdesk.net import protocol as p
from kingdesk.net.steps import StepWriter, due

Hands = tuple[int, int, int, int]
WINDOWS = ("el-iptal", "misdeal")


def _hands(*texts: str) -> Hands:
    masks = tuple(mask_of(parse_cards(t.split())) for t in texts)
    assert len(masks) == 4 and all(m.bit_count() == 13 for m in masks) and sum(masks) == (1 << 52) - 1
    return masks  # type: ignore[return-value]


def _move(hands: Hands, card: str, src: int, dst: int, back: str) -> Hands:
    """``hands`` with ``card`` moved from seat ``src`` to ``dst`` and ``back`` from ``dst`` to ``src``."""
    out = list(hands)
    a, b = mask_of(parse_cards([card])), mask_of(parse_cards([back]))
    out[src], out[dst] = out[src] ^ a ^ b, out[dst] ^ a ^ b
    return tuple(out)  # type: ignore[return-value]


def _swap(hands: Hands, s: int, t: int) -> Hands:
    out = list(hands)
    out[s], out[t] = out[t], out[s]
    return tuple(out)  # type: ignore[return-value]


# El İptal: seat 0 declares (it holds the ♦2); seat 1 holds no card above ten, the others hold some
IPTAL = _hands("2D AS KS QS JS AD KD QD JD AC KC QC 2C", "TS 9S 8S 7S 6S 5S 4S 3S 2S TH 9H 8H 7H",
               "AH KH QH JH 6H 5H 4H 3H 2H TD 9D 8D 7D", "6D 5D 4D 3D JC TC 9C 8C 7C 6C 5C 4C 3C")
# the Rıfkı misdeal: seat 2's only heart is the K♥; the others hold more hearts, or none
MISDEAL = _hands("2D AH QH JH TH 9H 8H AS KS QS JS TS 9S", "7H 6H 5H 4H 3H 2H 8S 7S 6S 5S 4S 3S 2S",
                 "KH AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D", "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C")


def _told(options: dict[str, object], hands: Hands, choices: Sequence[str], seats: Sequence[int]
          ) -> tuple[dict[int, list[str]], list[tuple[object, ...]]]:
    """Every ``step`` text each of ``seats`` is told while ``choices`` are played on ``hands``, the call goes round
    and the first card is led, and the options each decision offered (to check the deals differ where they should)."""
    game = Game("turkish-20", options, seed=1)
    writer = StepWriter()
    told: dict[int, list[str]] = {s: [] for s in seats}
    offered: list[tuple[object, ...]] = []
    moves: list[object] = [DealSpec(hands), *choices]
    step = 0
    while True:
        d = game.decision  # every seat asked lets the call go by ("play"), then the first card is led
        events = game.apply(moves[step] if step < len(moves) else "play" if d.kind in WINDOWS else d.options[0])
        step += 1
        texts = writer.members(game, ShownParty.of(game, range(4)), step, events, False, seats)
        for s in seats:
            shown = ShownParty.of(game, {s})
            plain = p.encode(p.Step(step, tuple(shown_event(e, {s}) for e in events), shown, False,
                                    due(shown.decision, s)), step)
            told[s] += [plain, texts[s]]  # the text of the seat's own view, and as a table writes it
        if game.decision.kind == "card" and game.play is not None and game.play.plays:
            return told, offered
        offered.append((game.decision.seat, game.decision.options))


@pytest.mark.parametrize("options,hands,choices,first,second,watchers", [
    ({"tr_el_iptal": "any_player_in_koz"}, IPTAL, ["koz", "H"], 1, 2, (0, 3)),
    ({"tr_rifki_singleton_misdeal": True}, MISDEAL, ["rifki"], 2, 1, (0, 3)),
])
def test_who_may_call_is_told_to_nobody_else(options: dict[str, object], hands: Hands, choices: list[str],
                                             first: int, second: int, watchers: tuple[int, ...]) -> None:
    swapped = _swap(hands, first, second)  # the seat that may call is now the other one
    kind = "el-iptal" if "tr_el_iptal" in options else "misdeal"
    # nobody may call: the seat that could takes a card that forbids it from the other hidden hand
    nobody = _move(hands, "7H", first, second, "JH") if kind == "el-iptal" else \
        _move(hands, "KH", first, second, "7H")
    for deal, callers in ((hands, {first}), (swapped, {second}), (nobody, set())):
        assert {s for s in range(4) if _may_call(options, kind, deal, s)} == callers
    told = [_told(options, deal, choices, watchers) for deal in (hands, swapped, nobody)]
    # the deals do differ where they are seen: the seats asked were offered different calls
    assert told[0][1] != told[1][1] != told[2][1]
    for s in watchers:
        assert told[0][0][s] == told[1][0][s] == told[2][0][s], s


def _may_call(options: dict[str, object], kind: str, hands: Hands, seat: int) -> bool:
    """Whether ``seat`` is offered the call at its turn in it."""
    game = Game("turkish-20", options, seed=1)
    game.apply(DealSpec(hands))
    for choice in (["koz", "H"] if kind == "el-iptal" else ["rifki"]):
        game.apply(choice)
    while game.decision.kind == kind and game.decision.seat != seat:
        game.apply("play")
    return game.decision.kind == kind and kind in game.decision.options

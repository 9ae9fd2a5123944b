"""Helpers for the storage tests: real parties played by seeded random choices through the engine."""

from __future__ import annotations

import random

from kingdesk.engine.game import DEAL, Game

NAMES = ["Ana", "Burak", "Carmen", "Deniz"]


def play(ruleset: str = "turkish-20", seed: int = 1, options: dict | None = None,
         decisions: int | None = None) -> Game:
    """A party played with random legal choices, to its end or for ``decisions`` steps."""
    game = Game(ruleset, options, seed=seed)
    rng = random.Random(seed)
    n = 0
    while not game.is_over and (decisions is None or n < decisions):
        d = game.decision
        game.apply(None if d.kind == DEAL else rng.choice(d.options))
        n += 1
    return game


def counted_copy(played: Game, scorer: int | None = 0) -> Game:
    """The same party written down with real cards: each played deal said as its counts (a ``counted`` party)."""
    from kingdesk.engine.cards import SUITS
    from kingdesk.engine.contracts import CONTRACTS, LAST_TWO
    from kingdesk.engine.counted import CountedGame
    from kingdesk.engine.decisions import Count, TableDeal
    from kingdesk.engine.play import DealPlay
    from kingdesk.session.tally import HandEntry, hand_choices

    counted = CountedGame(played.rules.ruleset)
    counted.scorer = scorer
    first = played.deals[0]
    start = TableDeal(declarer=first.declarer) if played.family == "tr" else TableDeal(dealer=first.dealer)
    for i, info in enumerate(played.deals):
        if info.cancel == "el-iptal" and info.cancel_by is None or info.contract is None:
            entry = HandEntry(contract="el-iptal")
        else:
            c = CONTRACTS[info.contract]
            trump = SUITS.index(info.trump) if info.trump and info.trump != "N" else None
            leader = info.buyer if info.sold and played.rules.es_sale_buyer_leads else info.declarer
            deal = DealPlay(list(info.hands), c, trump, played.rules, leader)  # type: ignore[arg-type]
            for card in info.plays:
                deal.push(card)
            last = tuple(deal.winners[11:13])
            count = Count.of_last_two(*last) if c.unit == LAST_TWO else Count(tuple(deal.units()))
            contract = info.contract if played.family == "tr" or played.rules.es_schedule == "free_order" else None
            entry = HandEntry(contract=contract, trump=info.trump,
                              sale=(info.buyer, info.price) if info.sold else None, count=count)
        for choice in hand_choices(counted, entry, start if i == 0 else None):
            counted.apply(choice)
    assert counted.is_over
    return counted

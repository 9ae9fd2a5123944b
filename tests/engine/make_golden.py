"""Build the golden fixtures in ``tests/engine/golden/`` (run: ``python tests/engine/make_golden.py``).

Three whole parties, each played by four easy computer players with fixed seeds and kept as ``kingdesk/1``
records (the record module writes them): Turkish 20 hands, Turkish 12 hands, and a Spanish party whose deals
include a trump sale. ``golden.json`` pins what each record must give when the engine replays it (every
deal's points and the totals), and what one seed shuffles (the first deal's four hands in each family).
``tests/engine/test_golden.py`` checks them; run this again only when a change of the rules or the shuffle
is meant, and say so in the commit.
"""

from __future__ import annotations

import json
from pathlib import Path

from kingdesk.ai.players import make_player
from kingdesk.engine.cards import format_cards
from kingdesk.engine.game import Game
from kingdesk.record.io import record_text

HERE = Path(__file__).with_name("golden")
NAMES = ["Ana", "Baran", "Carmen", "Deniz"]
PARTIES = {"turkish-20": 101, "turkish-12": 102, "spanish": 103}
SHUFFLE_SEED = 4242


def play(ruleset: str, seed: int) -> Game:
    g = Game(ruleset, seed=seed)
    players = [make_player("easy", seed * 10 + s) for s in range(4)]
    while not g.is_over:
        d = g.decision
        g.apply(None if d.kind == "deal" else players[d.seat].decide(g.view(d.seat)))
    return g


def main() -> None:
    HERE.mkdir(exist_ok=True)
    golden: dict[str, object] = {"shuffle": {}, "parties": {}}
    for ruleset in ("turkish-20", "spanish"):
        g = Game(ruleset, seed=SHUFFLE_SEED)
        g.apply(None)
        golden["shuffle"][ruleset] = {"seed": SHUFFLE_SEED, "dealer": g.current.dealer,  # type: ignore[index,union-attr]
                                      "hands": [format_cards(h) for h in g.current.hands]}  # type: ignore[union-attr]
    for ruleset, seed in PARTIES.items():
        g = play(ruleset, seed)
        if ruleset == "spanish":
            assert any(d.sold for d in g.deals), "pick a seed whose party has a sale"
        name = f"{ruleset}.king.json"
        (HERE / name).write_text(record_text(g, NAMES), encoding="utf-8")
        golden["parties"][name] = {  # type: ignore[index]
            "points": [list(d.points) if d.points is not None else None for d in g.deals],
            "totals": list(g.totals), "sales": sum(1 for d in g.deals if d.sold)}
    (HERE / "golden.json").write_text(json.dumps(golden, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()

"""The arena's fixed, versioned deal file (``lab/data/deals-v1.json``).

Each entry is one deal: the four hands, the declarer (who leads trick 1), the
contract and, for a positive contract, the trump. The contracts follow a
party's mix in shuffled blocks (Turkish: each ceza 2 in 20, koz 8 in 20;
Spanish: each lance 1 in 10, recovery 4 in 10); declarers rotate. The trump
of a positive deal is the one the declarer's seat chooses from his own hand
(the medium level's trump decision, which sees only that hand), so contract
and trump are decisions a seat would make, fixed once for every level.

Regenerate (only with a new version number: results quoted against v1 must
stay reproducible)::

    python -m lab.dealfile
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from kingdesk.engine.cards import SUITS, format_cards
from kingdesk.engine.contracts import SPANISH_LANCES, TURKISH_CEZA
from kingdesk.engine.rules import Rules

VERSION = 1
PATH = Path(__file__).with_name("data") / f"deals-v{VERSION}.json"
PER_FAMILY = 400

_MIX = {
    "tr": tuple(TURKISH_CEZA) * 2 + ("koz",) * 8,
    "es": tuple(SPANISH_LANCES) + ("recuperacion",) * 4,
}


def _choose_trump(rules: Rules, hands: list[int], leader: int, contract: str, seed: str) -> str:
    from kingdesk.engine.game import DealInfo, Decision
    from kingdesk.engine.view import SeatView

    from kingdesk.ai.declarations import ChoiceMaker

    info = DealInfo(0, (leader - 1) & 3, tuple(h if s == leader else 0 for s, h in enumerate(hands)),  # type: ignore[arg-type]
                    leader, leader, contract)
    view = SeatView(seat=leader, rules=rules, hand=hands[leader], decision=Decision("trump", leader, tuple(SUITS)),
                    current=info, past_deals=(), plays=(), first_leader=leader, trick=(), leader=leader, winners=(),
                    totals=(0, 0, 0, 0), quotas=(), ceza={}, trump_count=(0, 0, 0, 0), hands_scored=0)
    return ChoiceMaker(24).trump(view, random.Random(seed))


def check_contract(family: str, contract: str | None) -> None:
    """Refuse a contract the family's deals never have (``None``: every contract)."""
    names = sorted(set(_MIX[family]))
    if contract is not None and contract not in names:
        raise ValueError(f"no {contract!r} deals in the {family} family; one of {', '.join(names)}")


def generate(family: str, n: int = PER_FAMILY, fresh: int | None = None,
             contract: str | None = None) -> list[dict[str, Any]]:
    """The file's deals; with ``fresh``, other deals drawn the same way from that seed.

    ``contract`` makes every deal that contract (for a closer look at one
    contract on new deals, ``kingdesk-arena --fresh``).
    """
    rules = Rules.from_preset("spanish" if family == "es" else "turkish-20")
    if fresh is None:
        key, trump_key = f"kingdesk-deals-v{VERSION}", f"v{VERSION}"
    else:
        key = trump_key = f"kingdesk-fresh-{fresh}"
    rng = random.Random(f"{key}:{family}")
    check_contract(family, contract)
    mix = _MIX[family] if contract is None else (contract,)
    out = []
    block: list[str] = []
    for i in range(n):
        if not block:
            block = list(mix)
            rng.shuffle(block)
        contract_i = block.pop()
        cards = list(range(52))
        rng.shuffle(cards)
        hands = [sum(1 << c for c in cards[13 * s:13 * s + 13]) for s in range(4)]
        leader = i % 4
        trump = None
        if contract_i in ("koz", "recuperacion"):
            trump = _choose_trump(rules, hands, leader, contract_i, f"{trump_key}:{family}:{i}")
        out.append({"id": i, "hands": [" ".join(format_cards(h)) for h in hands], "leader": leader,
                    "contract": contract_i, "trump": trump})
    return out


def load(family: str, contract: str | None = None) -> list[dict[str, Any]]:
    """The deals of one family (``"tr"`` or ``"es"``) from the versioned file; only ``contract``'s if given."""
    check_contract(family, contract)
    data = json.loads(PATH.read_text(encoding="utf-8"))
    if data["version"] != VERSION:
        raise ValueError(f"{PATH} is version {data['version']}, expected {VERSION}")
    return [e for e in data[family] if contract in (None, e["contract"])]


def main() -> None:
    data = {"tr": generate("tr"), "es": generate("es")}
    PATH.parent.mkdir(exist_ok=True)
    lines = ['{"version": %d,' % VERSION]
    for fam in ("tr", "es"):
        rows = ",\n".join(json.dumps(e) for e in data[fam])
        lines.append(f'"{fam}": [\n{rows}\n]' + ("," if fam == "tr" else ""))
    lines.append("}")
    PATH.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {PATH}")


if __name__ == "__main__":
    main()

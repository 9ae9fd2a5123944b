"""Build ``blunders.json`` from the hand-made sketches below (run: ``python tests/ai/make_blunders.py``).

A sketch gives what makes the position clear: the mover's whole hand, the
cards on the table, some cards the others must hold (or suits they must not),
how many tricks came before, and the clearly right (``good``) or clearly wrong
(``bad``) cards. The script fills in the rest of the deal and a legal history
of earlier tricks that ends with the trick's leader on lead, with a fixed
seed, and writes complete deals (four hands, the plays) so the test only
replays them through the engine.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from kingdesk.engine.cards import SUITS, format_cards, mask_of, parse_cards
from kingdesk.engine.contracts import CONTRACTS
from kingdesk.engine.play import DealPlay
from kingdesk.engine.rules import Rules

OUT = Path(__file__).with_name("blunders.json")

LOW_D = "2D 3D 4D 5D 6D 7D 8D"

SKETCHES = [
    # ------------------------------------------------------------------ Turkish
    dict(id="tr-kiz-last-no-own-queen", ruleset="turkish-20", contract="kiz-almaz", k=0, leader=0,
         trick="5S 9S TS", mover="QS 3S AH KH 4H 2D 3D 4D 5D 2C 3C 4C 5C", bad=["QS"],
         why="last to play under the 10: the 3 ducks, the queen would take itself"),
    dict(id="tr-kiz-last-trick-holds-queen", ruleset="turkish-20", contract="kiz-almaz", k=0, leader=0,
         trick="5H JH QC", others={2: "", }, void={2: "H"}, mover="AH 2H 3S 4S 5S 6S 2D 3D 4D 5D 2C 3C 4C",
         bad=["AH"], why="the trick holds the Q of clubs: duck with the 2"),
    dict(id="tr-kiz-dont-lead-boss-queen", ruleset="turkish-20", contract="kiz-almaz", k=1, leader=0,
         history="AS KS", trick="", mover="QS 2S 2H 3H 4H 5H 6H 2D 3D 4D 5D 6D", bad=["QS"],
         why="the A and K of spades are gone: the Q of spades led takes itself, while the first club "
             "lead lets us discard it"),
    dict(id="tr-kiz-void-discard-high", ruleset="turkish-20", contract="kiz-almaz", k=0, leader=0,
         trick="6C 9C", mover="AS KS 2D 3D 4D 5D 6D 7D 2H 3H 4H 5H 6H", bad=["2D", "3D", "2H", "3H"],
         why="void and no queen: shed the A/K of spades, not a low card"),
    dict(id="tr-erkek-last-trick-holds-king", ruleset="turkish-20", contract="erkek-almaz", k=0, leader=0,
         trick="5D 9D KC", void={2: "D"}, mover="TD 4D 2S 3S 4S 5S 2H 3H 4H 2C 3C 4C 5C", bad=["TD"],
         why="the trick holds the K of clubs: duck with the 4"),
    dict(id="tr-erkek-last-trick-holds-jack", ruleset="turkish-20", contract="erkek-almaz", k=0, leader=0,
         trick="7S 9S JD", void={2: "S"}, mover="AS 5S 2H 3H 4H 5H 2C 3C 4C 5C 6C 7C 8C", bad=["AS"],
         why="the trick holds the J of diamonds: duck with the 5"),
    dict(id="tr-kupa-last-trick-holds-heart", ruleset="turkish-20", contract="kupa-almaz", k=0, leader=0,
         trick="4C TC QH", void={2: "C"}, mover="AC 2C 2S 3S 4S 5S 6S 2D 3D 4D 5D 6D 7D", bad=["AC"],
         why="the trick holds a heart: duck with the 2"),
    dict(id="tr-kupa-void-shed-ace", ruleset="turkish-20", contract="kupa-almaz", k=0, leader=0,
         trick="5D 9D", mover="AH 3H 2S 3S 4S 5S 6S 2C 3C 4C 5C 6C 7C", good=["AH"],
         why="void in diamonds, must discard a heart: give away the ace, keep the 3"),
    dict(id="tr-kupa-second-hand-duck", ruleset="turkish-20", contract="kupa-almaz", k=1, leader=0,
         trick="5H", require="hearts_broken", mover="AH 2H 2S 3S 4S 5S 2D 3D 4D 5D 2C 3C", bad=["AH"],
         why="a heart lead: the ace takes four hearts for sure, the 2 ducks under the 5"),
    dict(id="tr-el-last-duck", ruleset="turkish-20", contract="el-almaz", k=0, leader=0,
         trick="4S 8S 6S", mover="9S 2S 2H 3H 4H 5H 2D 3D 4D 5D 2C 3C 4C", bad=["9S"],
         why="last to play: the 2 ducks, the 9 takes a trick"),
    dict(id="tr-el-void-shed-ace", ruleset="turkish-20", contract="el-almaz", k=0, leader=0,
         trick="6C 9C", mover="AS 2H 3H 4H 5H 2D 3D 4D 5D 6D 7D 8D 9D", good=["AS"],
         why="void in clubs: the lone A of spades is a sure trick later, unless discarded now"),
    dict(id="tr-soniki-trick12-last-duck", ruleset="turkish-20", contract="son-iki", k=11, leader=0,
         trick="5S 9S TS", mover="JS 3S", others={0: "4D", 1: "5D", 2: "6D"}, bad=["JS"],
         why="trick 12 costs 180: the 3 ducks"),
    dict(id="tr-soniki-trick12-lead-low", ruleset="turkish-20", contract="son-iki", k=11, leader=0,
         trick="", mover="2C AC", others={1: "KC 3D", 2: "5C 4D", 3: "7C 5D"}, good=["2C"],
         why="lead the 2 of clubs: everybody can beat it; the ace would take trick 12"),
    dict(id="tr-rifki-void-shed-ace", ruleset="turkish-20", contract="rifki", k=0, leader=0,
         trick="6S 8S", mover="AH 2H 2D 3D 4D 5D 6D 2C 3C 4C 5C 6C 7C", good=["AH"],
         why="void in spades, a heart must go: the A of hearts is the card that would catch the K"),
    dict(id="tr-rifki-dont-lead-ace", ruleset="turkish-20", contract="rifki", k=1, leader=0,
         trick="", mover="AH 3H 4H 2S 3S 4S 2D 3D 4D 2C 3C 4C", others={1: "KH"}, require="hearts_broken",
         bad=["AH"], why="the K of hearts holder must drop it under the ace: we would catch it"),
    dict(id="tr-rifki-last-trick-holds-king", ruleset="turkish-20", contract="rifki", k=0, leader=0,
         trick="5D QD KH", void={2: "D"}, mover="AD 3D 2S 3S 4S 5S 6S 2C 3C 4C 5C 6C 7C", bad=["AD"],
         why="the trick holds the K of hearts: duck with the 3"),
    dict(id="tr-koz-ruff-cheap", ruleset="turkish-20", contract="koz", trump="S", k=0, leader=0,
         trick="AH 3H 4H", mover="5S KS 2D 3D 4D 5D 6D 2C 3C 4C 5C 6C 7C", good=["5S"],
         why="last to play: the 5 of trumps takes the trick as well as the K"),
    dict(id="tr-koz-take-with-ace", ruleset="turkish-20", contract="koz", trump="S", k=0, leader=0,
         trick="KD 4D 7D", mover="AD 2D 2H 3H 4H 5H 2C 3C 4C 5C 6C 7C 8C", good=["AD"],
         why="last to play: the ace takes the trick, the 2 throws it away"),
    dict(id="tr-koz-cheapest-winner", ruleset="turkish-20", contract="koz", trump="H", k=0, leader=0,
         trick="3D 9D 5D", mover="TD 2D 2S 3S 4S 5S 2C 3C 4C 5C 6C 7C 8C", good=["TD"],
         why="last to play: the 10 wins the trick"),
    # ------------------------------------------------------------------ Spanish
    dict(id="es-nobazas-last-duck", ruleset="spanish", contract="no-bazas", k=0, leader=0,
         trick="4S 8S 6S", mover="9S 2S 2H 3H 4H 5H 2D 3D 4D 5D 2C 3C 4C", bad=["9S"],
         why="last to play: the 2 ducks"),
    dict(id="es-nobazas-void-shed-high", ruleset="spanish", contract="no-bazas", k=0, leader=0,
         trick="6C 9C", mover="AS KS " + LOW_D + " 2H 3H 4H 5H", bad=["2D", "3D", "2H", "3H"],
         why="void: shed a high spade, not a low card"),
    dict(id="es-corazones-void-give-heart", ruleset="spanish", contract="no-corazones", k=0, leader=0,
         trick="6C 9C", mover="AH KH 2S 3S 4S 5S 6S 2D 3D 4D 5D 6D 7D", good=["AH", "KH"],
         why="void: discard a heart on someone else's trick"),
    dict(id="es-corazones-last-duck", ruleset="spanish", contract="no-corazones", k=0, leader=0,
         trick="4C TC 5H", void={2: "C"}, mover="AC 2C 2S 3S 4S 5S 6S 2D 3D 4D 5D 6D 7D", bad=["AC"],
         why="the trick holds a heart: duck with the 2"),
    dict(id="es-canijos-void-give-king", ruleset="spanish", contract="ni-k-ni-j", k=0, leader=0,
         trick="6C 9C", mover="KS JD 2S 3S 4S 2D 3D 4D 2H 3H 4H 5H 6H", good=["KS", "JD"],
         why="void: give away a K or J"),
    dict(id="es-canijos-last-trick-holds-jack", ruleset="spanish", contract="ni-k-ni-j", k=0, leader=0,
         trick="4H 8H JH", mover="KH 2H 2S 3S 4S 5S 2D 3D 4D 5D 2C 3C 4C", bad=["KH"],
         why="last to play: the K would take the J and itself; the 2 ducks"),
    dict(id="es-noq-void-give-queen", ruleset="spanish", contract="no-q", k=0, leader=0,
         trick="6C 9C", mover="QS 2S 3S 4S 2D 3D 4D 5D 2H 3H 4H 5H 6H", good=["QS"],
         why="void: give the queen away now"),
    dict(id="es-noq-last-trick-holds-queen", ruleset="spanish", contract="no-q", k=0, leader=0,
         trick="3C JC QD", void={2: "C"}, mover="AC 4C 2S 3S 4S 5S 6S 2H 3H 4H 5H 6H 7H", bad=["AC"],
         why="the trick holds a queen: duck with the 4"),
    dict(id="es-rey-last-trick-holds-king", ruleset="spanish", contract="rey-de-corazones", k=0, leader=0,
         trick="6S JS KH", void={2: "S"}, mover="QS 2S 2D 3D 4D 5D 6D 2C 3C 4C 5C 6C 7C", bad=["QS"],
         why="the trick holds the K of hearts: duck with the 2"),
    dict(id="es-rey-void-shed-ace", ruleset="spanish", contract="rey-de-corazones", k=0, leader=0,
         trick="6S 8S", mover="AH 2D 3D 4D 5D 6D 7D 2C 3C 4C 5C 6C 7C", good=["AH"],
         why="void without the K: shed the A of hearts, the card that could catch it"),
    dict(id="es-dosultimas-trick12-last-duck", ruleset="spanish", contract="dos-ultimas", k=11, leader=0,
         trick="5S 9S TS", mover="JS 3S", others={0: "4D", 1: "5D", 2: "6D"}, bad=["JS"],
         why="trick 12 costs 2: the 3 ducks"),
    dict(id="es-dosultimas-trick12-lead-low", ruleset="spanish", contract="dos-ultimas", k=11, leader=0,
         trick="", mover="2C AC", others={1: "KC 3D", 2: "5C 4D", 3: "7C 5D"}, good=["2C"],
         why="lead the 2 of clubs; the ace would take trick 12"),
    dict(id="es-recup-take-with-ace", ruleset="spanish", contract="recuperacion", trump="D", k=0, leader=0,
         trick="KS 4S 7S", mover="AS 2S 2H 3H 4H 5H 2C 3C 4C 5C 6C 7C 8C", good=["AS"],
         why="last to play: the ace takes the trick"),
    dict(id="es-recup-ruff-when-void", ruleset="spanish", contract="recuperacion", trump="D", k=0, leader=0,
         trick="QS 4S 7S", mover="3D 2H 3H 4H 5H 6H 2C 3C 4C 5C 6C 7C 8C", good=["3D"],
         why="void in spades, last: ruffing is not compulsory here, but it wins the trick"),
    dict(id="es-recup-cheapest-winner", ruleset="spanish", contract="recuperacion", trump="H", k=0, leader=0,
         trick="3C 9C 5C", mover="TC 2C 2S 3S 4S 5S 2D 3D 4D 5D 6D 7D 8D", good=["TC"],
         why="last to play: the 10 wins the trick"),
]


def cards(text: str) -> list[int]:
    return parse_cards(text.split()) if text else []


def build(sk: dict, rng: random.Random, tries: int = 20000) -> dict:
    rules = Rules.from_preset(sk["ruleset"])
    contract = CONTRACTS[sk["contract"]]
    trump = SUITS.index(sk["trump"]) if sk.get("trump") else None
    k = sk["k"]
    lead = sk["leader"]
    trick = cards(sk["trick"])
    mover = (lead + len(trick)) & 3
    size = 13 - k
    fixed = [set() for _ in range(4)]
    fixed[mover] = set(cards(sk["mover"]))
    assert len(fixed[mover]) == size, (sk["id"], len(fixed[mover]))
    for s, text in sk.get("others", {}).items():
        fixed[int(s)] |= set(cards(text))
    for i, c in enumerate(trick):
        fixed[(lead + i) & 3].add(c)
    void = {int(s): SUITS.index(v) for s, v in sk.get("void", {}).items()}
    must_play = set(cards(sk.get("history", "")))  # cards played in the earlier tricks
    used = set().union(*fixed) | must_play
    for _ in range(tries):
        pool = [c for c in range(52) if c not in used]
        rng.shuffle(pool)
        now = [set(f) for f in fixed]
        ok = True
        for s in range(4):
            need = size - len(now[s])
            if need < 0:
                raise ValueError(f"{sk['id']}: seat {s} holds too many cards")
            pick = [c for c in pool if c // 13 != void.get(s, -1)][:need]
            if len(pick) < need:
                ok = False
                break
            now[s] |= set(pick)
            pool = [c for c in pool if c not in pick]
        if not ok:
            continue
        history = list(pool) + list(must_play)  # 4k cards
        rng.shuffle(history)
        hist = [set(history[s * k:(s + 1) * k]) for s in range(4)]
        initial = [mask_of(now[s] | hist[s]) for s in range(4)]
        first = rng.randrange(4) if k else lead
        play = DealPlay(initial, contract, trump, rules, first)
        for _t in range(4 * k):
            legal = [c for c in play.legal_cards() if c in hist[play.to_play]]
            if not legal:
                ok = False
                break
            play.push(rng.choice(legal))
        if not ok or (k and play.leader != lead) or play.over:
            continue
        for c in trick:
            if play.refusal(c) is not None:
                ok = False
                break
            play.push(c)
        if not ok:
            continue
        if sk.get("require") == "hearts_broken" and not play.hearts_broken:
            continue
        out = {"id": sk["id"], "ruleset": sk["ruleset"], "contract": sk["contract"], "trump": sk.get("trump"),
               "leader": first, "hands": [" ".join(format_cards(h)) for h in initial],
               "plays": [format_cards(1 << c)[0] for c in play.plays], "why": sk["why"]}
        for key in ("good", "bad"):
            if key in sk:
                out[key] = sk[key]
        legal = {format_cards(1 << c)[0] for c in play.legal_cards()}
        named = set(sk.get("good", []) + sk.get("bad", []))
        assert named <= legal, (sk["id"], named - legal)
        assert len(legal) > 1, (sk["id"], "forced position")
        if "bad" in sk:
            assert legal - set(sk["bad"]), sk["id"]
        return out
    raise RuntimeError(f"no deal found for {sk['id']}")


def main() -> None:
    entries = [build(sk, random.Random(f"blunders-v1:{sk['id']}")) for sk in SKETCHES]
    OUT.write_text("[\n" + ",\n".join(json.dumps(e) for e in entries) + "\n]\n", encoding="utf-8")
    print(f"wrote {len(entries)} positions to {OUT}")


if __name__ == "__main__":
    main()

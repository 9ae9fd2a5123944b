"""Self-play data: the searchers' card decisions with the search's value of every candidate.

    python -m lab.selfplay --out selfplay-data --parties 40 --seed 1 --jobs 2

Party ``i`` is a whole seeded party (game seed ``seed * 100000 + i``) of
``turkish-20`` for even ``i`` and ``spanish`` for odd ``i`` (``--rulesets``
changes the cycle), with hard and medium seated alternately (hard in seats 0
and 2 of even parties, 1 and 3 of odd ones; ``--levels`` changes the cycle), so both families, every contract
and both levels appear. Each seat's player is seeded from ``(seed, i, seat)``.

For every card decision of a searching seat that has a real choice (two or more
candidates once equivalent cards are merged) one record is written, with only
what the deciding seat sees (:func:`record_of`): its hand, the cards played in
order, the current trick, the inferred exclusions ("holds no X" facts, voids
among them) per seat, the contract, trump, first leader, the points each seat
has taken so far in the deal, the trick number, the level, the searched
candidates with their mean values and the card chosen. The card the recorder
plays is the one the level's ``decide`` plays (:meth:`SearchPlayer.analyse`).

**Format**: one gzip-compressed JSON-lines file per party,
``party-00012.jsonl.gz`` (card sets are 52-bit integers). A file is written to a
temporary name and renamed when the party is complete, so a run that is
stopped loses at most the parties in progress, and running the same command
again skips the parties already on disk (resumable). The records depend only
on ``--seed`` and the party index, never on the number of jobs or the clock:
the searches' deadlines (a safety net in play) are switched off here, so a
busy machine only makes the run slower.
"""

from __future__ import annotations

import argparse
import gzip
import json
import multiprocessing
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from kingdesk.engine.game import Game
from kingdesk.engine.scoring import deal_points
from kingdesk.engine.view import SeatView

from kingdesk.ai.players import make_player
from kingdesk.ai.sampler import exclusions
from kingdesk.ai.search import SearchPlayer

RULESETS = ("turkish-20", "spanish")
FORMAT = 1


def seat_seed(seed: int, party: int, seat: int) -> int:
    return (seed * 1_000_003 + party) * 8 + seat


LEVELS = ("hard", "medium")


def levels_for(party: int, levels: tuple[str, ...] = LEVELS) -> list[str]:
    """The level of each seat: the cycle ``levels`` from seat 0, shifted by one each party."""
    return [levels[(s + party) % len(levels)] for s in range(4)]


def record_of(view: SeatView, ruleset: str, level: str, candidates: list[int], values: list[float],
              card: int) -> dict[str, Any]:
    """One decision as the deciding seat sees it (nothing of the hidden hands)."""
    assert view.current is not None and view.contract is not None
    play = view.deal_play([view.hand if s == view.seat else 0 for s in range(4)])
    return {
        "ruleset": ruleset, "level": level, "seat": view.seat, "deal": view.current.index,
        "contract": view.contract.name, "trump": view.trump, "leader": view.first_leader,
        "hand": view.hand, "plays": list(view.plays), "trick": list(view.trick),
        "trick_no": len(view.winners), "excl": exclusions(view),
        "taken": deal_points(play, view.rules),
        "cands": candidates, "values": values, "card": card,
    }


def play_party(ruleset: str, party: int, seed: int, max_deals: int = 0,
               levels: tuple[str, ...] = LEVELS) -> Iterator[dict[str, Any]]:
    """Play party ``party`` (its first ``max_deals`` deals if given) and yield every searched card decision."""
    game = Game(ruleset, seed=seed * 100000 + party)
    seat_levels = levels_for(party, levels)
    players = [make_player(seat_levels[s], seat_seed(seed, party, s)) for s in range(4)]
    for p in players:
        if isinstance(p, SearchPlayer):
            p.deadline = float("inf")  # never cut short by a loaded machine: the records depend on the seed only
    while not game.is_over:
        d = game.decision
        if d.kind == "deal":
            if max_deals and len(game.deals) >= max_deals:
                break
            game.apply(None)
            continue
        seat = d.seat
        assert seat is not None
        view = game.view(seat)
        player = players[seat]
        if d.kind == "card" and len(d.options) > 1 and isinstance(player, SearchPlayer):
            ev = player.analyse(view)
            if len(ev.candidates) > 1:
                rec = record_of(view, ruleset, seat_levels[seat], ev.candidates, ev.values, ev.card)
                rec["party"] = party
                yield rec
            game.apply(ev.card)
        else:
            game.apply(player.decide(view))


def party_path(out: Path, party: int) -> Path:
    return out / f"party-{party:05d}.jsonl.gz"


def _party_task(args: tuple[str, int, int, str, int, tuple[str, ...]]) -> tuple[int, int, float]:
    ruleset, party, seed, out, max_deals, levels = args
    t0 = time.time()
    path = party_path(Path(out), party)
    tmp = path.with_suffix(".tmp")
    n = 0
    # mtime=0: the same records give the same bytes
    with open(tmp, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as f:
        for rec in play_party(ruleset, party, seed, max_deals, levels):
            f.write((json.dumps(rec, separators=(",", ":")) + "\n").encode())
            n += 1
    tmp.replace(path)
    return party, n, time.time() - t0


def read_records(paths: list[Path] | Path) -> Iterator[dict[str, Any]]:
    """The records of a data directory (every finished party) or of the given files, in party order."""
    if isinstance(paths, Path):
        paths = sorted(paths.glob("party-*.jsonl.gz"))
    for p in sorted(paths):
        with gzip.open(p, "rt", encoding="utf-8") as f:
            for line in f:
                yield json.loads(line)


def generate(out: Path, parties: int, seed: int, jobs: int = 1, rulesets: tuple[str, ...] = RULESETS,
             first: int = 0, progress: bool = True, max_deals: int = 0, levels: tuple[str, ...] = LEVELS) -> int:
    """Play the parties ``first .. first+parties-1`` that are not on disk yet; return records written."""
    out.mkdir(parents=True, exist_ok=True)
    meta = {"format": FORMAT, "seed": seed, "rulesets": list(rulesets), "max_deals": max_deals,
            "levels": list(levels)}
    mpath = out / "selfplay.json"
    if mpath.exists():
        old = json.loads(mpath.read_text())
        old.setdefault("levels", list(LEVELS))
        if old != meta:
            raise SystemExit(f"{out} holds data of another run ({old}); use another --out")
    else:
        mpath.write_text(json.dumps(meta) + "\n")
    todo = [(rulesets[i % len(rulesets)], i, seed, str(out), max_deals, levels) for i in range(first, first + parties)
            if not party_path(out, i).exists()]
    for stale in out.glob("party-*.tmp"):
        stale.unlink()
    done_before = parties - len(todo)
    total = 0
    t0 = time.time()
    if progress:
        print(f"selfplay: {len(todo)} parties to play ({done_before} already on disk), seed {seed}, "
              f"jobs {jobs}", flush=True)
    if jobs <= 1:
        results: Any = map(_party_task, todo)
        pool = None
    else:
        pool = multiprocessing.get_context("spawn").Pool(jobs)
        results = pool.imap_unordered(_party_task, todo, chunksize=1)
    try:
        for k, (party, n, dt) in enumerate(results, 1):
            total += n
            if progress:
                el = time.time() - t0
                eta = el / k * (len(todo) - k)
                print(f"selfplay: party {party} done ({n} decisions, {dt:.0f} s); {done_before + k}/{parties} "
                      f"parties, {total} decisions this run, {el:.0f} s elapsed, ~{eta:.0f} s left", flush=True)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    return total


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m lab.selfplay", description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, required=True, help="data directory (created; resumed if it exists)")
    ap.add_argument("--parties", type=int, default=40)
    ap.add_argument("--first", type=int, default=0, help="index of the first party")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--max-deals", type=int, default=0, help="stop each party after this many deals (0: whole)")
    ap.add_argument("--levels", default=",".join(LEVELS), help="comma-separated cycle of seat levels")
    ap.add_argument("--rulesets", default=",".join(RULESETS), help="comma-separated cycle of rulesets")
    a = ap.parse_args(argv)
    generate(a.out, a.parties, a.seed, a.jobs, tuple(a.rulesets.split(",")), a.first, max_deals=a.max_deals,
             levels=tuple(a.levels.split(",")))
    return 0


if __name__ == "__main__":
    sys.exit(main())

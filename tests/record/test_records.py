"""kingdesk/1 records: round trip, the check/legal command, and every error code."""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kingdesk.engine.game import Game
from kingdesk.record import RecordError, check_report, game_from_record, game_to_record, legal_report
from kingdesk.record.cli import main as cli_main

PRESETS = ("turkish-20", "turkish-12", "spanish")


def play_random(preset: str, seed: int, options: dict | None = None, stop_after: int | None = None) -> Game:
    g = Game(preset, options, seed=seed)
    rng = random.Random(seed)
    n = 0
    while not g.is_over and (stop_after is None or n < stop_after):
        d = g.decision
        g.apply(None if d.kind == "deal" else rng.choice(d.options))
        n += 1
    return g


def run_cli(capsys, command: str, doc, tmp_path) -> tuple[int, dict]:
    path = tmp_path / "game.json"
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    status = cli_main([command, str(path)])
    return status, json.loads(capsys.readouterr().out)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(preset=st.sampled_from(PRESETS), seed=st.integers(0, 10_000), cut=st.integers(0, 1200))
def test_round_trip_at_any_point_gives_the_same_state_and_scores(preset, seed, cut):
    g = play_random(preset, seed, stop_after=cut)
    doc = json.loads(json.dumps(game_to_record(g, ["A", "B", "C", "D"])))
    h = game_from_record(doc)
    assert h.decision == g.decision
    assert h.totals == g.totals
    assert check_report(h) == check_report(g)
    assert game_to_record(h, ["A", "B", "C", "D"]) == doc
    if h.play is not None:
        assert h.play.hands == g.play.hands and h.play.winners == g.play.winners


VARIANTS = [
    ("turkish-20", {"tr_el_iptal": "any_player_in_koz", "tr_rifki_singleton_misdeal": True,
                    "tr_king_rule": "ge10", "tr_king_needs_declaration": True}),
    ("turkish-12", {"tr_first_declarer": "random", "tr_trump_suit_cap": 2, "tr_first_four_ceza": True}),
    ("spanish", {"es_schedule": "free_order", "es_sale_pass_is_final": False,
                 "es_recovery_trump_chooser": "dealer", "es_sale_buyer_leads": True,
                 "es_recovery_allow_notrump": True}),
    ("spanish", {"es_schedule": "negatives_first", "es_sale_enabled": False, "es_recovery_must_ruff": True}),
]


@pytest.mark.parametrize("preset,options", VARIANTS)
def test_round_trip_with_variant_options(preset, options):
    for seed in range(4):
        rng = random.Random(seed)
        g = Game(preset, options, seed=seed)
        while not g.is_over:
            d = g.decision
            g.apply(None if d.kind == "deal" else rng.choice(d.options))
            if rng.random() < 0.05:
                h = game_from_record(json.loads(json.dumps(game_to_record(g))))
                assert h.decision == g.decision and h.totals == g.totals
        doc = game_to_record(g)
        assert doc["options"] == options
        assert check_report(game_from_record(doc)) == check_report(g)


def test_check_output_of_a_complete_party(capsys, tmp_path):
    g = play_random("turkish-20", 3)
    status, out = run_cli(capsys, "check", game_to_record(g), tmp_path)
    assert status == 0
    assert out["ok"] is True and out["complete"] is True
    assert out["totals"] == list(g.totals) and sum(out["totals"]) == 0
    assert out["standing"] == list(g.standing)
    assert out["winners"] == [s for s in range(4) if out["standing"][s] == "cikti"]
    scored = [d for d in out["deals"] if d["points"] is not None]
    assert len(scored) == 20
    assert [sum(d["points"][s] for d in scored) for s in range(4)] == out["totals"]
    for d in out["deals"]:
        assert set(d) >= {"contract", "declarer", "void", "tricks_played", "tricks", "points"}


def test_check_output_of_a_partial_party_and_legal(capsys, tmp_path):
    g = play_random("spanish", 5, stop_after=40)
    doc = game_to_record(g)
    status, out = run_cli(capsys, "check", doc, tmp_path)
    assert status == 0 and out["complete"] is False and out["winners"] is None and out["standing"] is None
    status, legal = run_cli(capsys, "legal", doc, tmp_path)
    d = g.decision
    assert status == 0 and legal["decision"] == d.kind and legal["seat"] == d.seat


def test_legal_lists_cards_in_record_order(capsys, tmp_path):
    g = Game("turkish-20", seed=11)
    rng = random.Random(1)
    while g.decision.kind != "card":
        d = g.decision
        g.apply(None if d.kind == "deal" else rng.choice(d.options))
    status, out = run_cli(capsys, "legal", game_to_record(g), tmp_path)
    assert status == 0 and out["decision"] == "card"
    order = "SHDC"
    ranks = "23456789TJQKA"
    keys = [(order.index(c[1]), -ranks.index(c[0])) for c in out["options"]]
    assert keys == sorted(keys)
    assert len(out["options"]) == len(g.decision.options)


def test_contract_options_are_alphabetical_and_koz_stands_for_the_suits(capsys, tmp_path):
    g = Game("turkish-20", seed=2)
    g.apply(None)
    status, out = run_cli(capsys, "legal", game_to_record(g), tmp_path)
    assert out["decision"] == "contract"
    assert out["options"] == sorted(out["options"]) and "koz" in out["options"]
    assert not any(o.startswith("koz-") for o in out["options"])


def test_legal_after_a_finished_deal_is_deal(capsys, tmp_path):
    g = Game("spanish", seed=4)
    while not g.deals or not g.current.finished:
        d = g.decision
        g.apply(None if d.kind == "deal" else d.options[0])
    status, out = run_cli(capsys, "legal", game_to_record(g), tmp_path)
    assert out == {"ok": True, "seat": None, "decision": "deal", "options": []}


# ---------------------------------------------------------------- errors
def base_doc(preset="turkish-20", seed=8, stop_after=None):
    return game_to_record(play_random(preset, seed, stop_after=stop_after))


def expect(doc, code, tmp_path, capsys, deal=None, play=None, status=1):
    got_status, out = run_cli(capsys, "check", doc, tmp_path)
    assert out["ok"] is False, out
    assert out["error"] == code, out
    assert out["message"]
    assert got_status == status
    if deal is not None:
        assert out["deal"] == deal
    if play is not None:
        assert out["play"] == play
    return out


@pytest.mark.parametrize("text", ["not json", "[1, 2]", '{"format": "kingdesk/2", "ruleset": "spanish", "deals": []}',
                                  '{"format": "kingdesk/1", "ruleset": "belote", "deals": []}',
                                  '{"format": "kingdesk/1", "ruleset": "spanish"}',
                                  '{"format": "kingdesk/1", "ruleset": "spanish", "deals": {}}'])
def test_unreadable_records_are_bad_record_with_exit_2(text, tmp_path, capsys):
    expect(text, "bad-record", tmp_path, capsys, status=2)


@pytest.mark.parametrize("options", [{"nonsense": True}, {"tr_must_ruff": "yes"}, {"tr_el_iptal": "sometimes"},
                                     {"tr_max_per_ceza": 1}])
def test_bad_options(options, tmp_path, capsys):
    doc = {"format": "kingdesk/1", "ruleset": "turkish-20", "options": options, "deals": []}
    expect(doc, "bad-option", tmp_path, capsys)


def test_options_of_the_other_family_are_ignored(tmp_path, capsys):
    doc = {"format": "kingdesk/1", "ruleset": "spanish", "options": {"tr_must_ruff": False}, "deals": []}
    status, out = run_cli(capsys, "check", doc, tmp_path)
    assert status == 0 and out["ok"]


def test_illegal_card_names_the_rule(tmp_path, capsys):
    g = Game("turkish-20", seed=21)
    rng = random.Random(0)
    # play until a seat to move has an illegal card in hand
    while True:
        d = g.decision
        if d.kind == "card":
            hand = g.hand(d.seat)
            illegal = [c for c in g.hand_cards(d.seat) if c not in d.options]
            if illegal:
                break
        g.apply(None if d.kind == "deal" else rng.choice(d.options))
    doc = game_to_record(g)
    from kingdesk.engine.cards import card_code
    doc["deals"][-1]["plays"].append(card_code(illegal[0]))
    out = expect(doc, "illegal-card", tmp_path, capsys, deal=len(doc["deals"]) - 1,
                 play=len(doc["deals"][-1]["plays"]) - 1)
    assert out["seat"] == d.seat
    assert any(w in out["message"] for w in ("must", "may not"))
    assert hand  # the hand was not empty


def test_card_not_in_hand(tmp_path, capsys):
    doc = base_doc(stop_after=3)
    deal = doc["deals"][-1]
    g = game_from_record(doc)
    while g.decision.kind != "card":
        d = g.decision
        g.apply(d.options[0])
    doc = game_to_record(g)
    seat = g.decision.seat
    other = doc["deals"][-1]["hands"][(seat + 1) % 4][0]
    doc["deals"][-1]["plays"] = [other]
    expect(doc, "not-in-hand", tmp_path, capsys, play=0)
    assert deal


def test_too_many_plays(tmp_path, capsys):
    doc = base_doc("spanish", 2)
    first = doc["deals"][0]
    first["plays"] = first["plays"] + ["2C"]
    expect(doc, "too-many-plays", tmp_path, capsys, deal=0)


def test_deal_after_the_party_is_over(tmp_path, capsys):
    doc = base_doc("turkish-12", 5)
    doc["deals"].append(copy.deepcopy(doc["deals"][-1]))
    expect(doc, "party-over", tmp_path, capsys, deal=len(doc["deals"]) - 1)


def test_unfinished_deal_followed_by_another(tmp_path, capsys):
    doc = base_doc("spanish", 6)
    doc["deals"][0]["plays"] = doc["deals"][0]["plays"][:10]
    expect(doc, "bad-deal", tmp_path, capsys, deal=1)


@pytest.mark.parametrize("mutate", [
    lambda d: d["hands"][0].__setitem__(0, "ZZ"),
    lambda d: d["hands"][0].pop(),
    lambda d: d["hands"][1].__setitem__(0, d["hands"][0][0]),
    lambda d: d.__setitem__("hands", "all of them"),
])
def test_bad_hands(mutate, tmp_path, capsys):
    doc = base_doc(stop_after=2)
    mutate(doc["deals"][0])
    expect(doc, "bad-deal", tmp_path, capsys, deal=0)


def test_wrong_declarer(tmp_path, capsys):
    doc = base_doc()
    doc["deals"][0]["declarer"] = (doc["deals"][0]["declarer"] + 1) % 4
    expect(doc, "wrong-declarer", tmp_path, capsys, deal=0)


def test_spanish_dealer_is_checked(tmp_path, capsys):
    doc = base_doc("spanish", 3)
    doc["deals"][2]["dealer"] = (doc["deals"][2]["dealer"] + 1) % 4
    expect(doc, "bad-deal", tmp_path, capsys, deal=2)


def test_contract_over_its_quota(tmp_path, capsys):
    """A seat's fifth declaration has one right left, of the kind it used: the other kind is refused."""
    doc = base_doc("turkish-20", 9)
    seat = doc["deals"][0]["declarer"]
    i = max(i for i, d in enumerate(doc["deals"]) if d.get("cancel") is None and not d.get("void")
            and d["declarer"] == seat)
    deal = doc["deals"][i]
    if deal["contract"] == "koz":
        deal["contract"] = "el-almaz"
        del deal["trump"]
    else:
        deal["contract"] = "koz"
        deal["trump"] = "S"
    expect(doc, "contract-not-allowed", tmp_path, capsys, deal=i)


def test_unknown_contract(tmp_path, capsys):
    doc = base_doc()
    doc["deals"][0]["contract"] = "barbu"
    expect(doc, "contract-not-allowed", tmp_path, capsys, deal=0)


def test_trump_on_a_ceza_and_missing_trump(tmp_path, capsys):
    doc = base_doc()
    i = next(i for i, d in enumerate(doc["deals"]) if d.get("contract") not in (None, "koz"))
    doc["deals"][i]["trump"] = "H"
    expect(doc, "bad-trump", tmp_path, capsys, deal=i)
    doc = base_doc()
    i = next(i for i, d in enumerate(doc["deals"]) if d.get("contract") == "koz")
    doc["deals"][i]["trump"] = "X"
    expect(doc, "bad-trump", tmp_path, capsys, deal=i)


def test_bad_sale(tmp_path, capsys):
    doc = base_doc("spanish", 1)
    doc["deals"][0]["sale"] = {"bids": [], "accepted": False}
    expect(doc, "bad-sale", tmp_path, capsys, deal=0)
    doc = base_doc("spanish", 1)
    rec = doc["deals"][1]
    mano = rec["declarer"]
    rec["sale"] = {"bids": [[mano, 3]], "accepted": True}
    expect(doc, "bad-sale", tmp_path, capsys, deal=1)


def test_el_iptal_deal_with_plays_is_bad(tmp_path, capsys):
    doc = base_doc()
    doc["deals"][0]["cancel"] = "el-iptal"
    expect(doc, "bad-deal", tmp_path, capsys, deal=0)


def test_el_iptal_record_is_checked_and_reported():
    # find a deal where the declarer is mecburi kozcu with no card above ten
    from kingdesk.engine.cards import HONOURS_MASK
    from kingdesk.engine.game import DealSpec
    g = Game("turkish-12", seed=0)
    rng = random.Random(0)
    while True:
        d = g.decision
        if d.kind == "deal":
            g.apply(None)
            continue
        if d.kind == "contract" and "el-iptal" in d.options:
            break
        if d.kind == "contract" and g.quota_left(d.seat)[0] > 0 and g.quota_left(d.seat)[1] == 1 and \
                [o for o in d.options if o != "koz"]:
            g.apply(next(o for o in d.options if o != "koz"))
            continue
        if d.kind == "contract" and g.quota_left(d.seat)[0] == 0:
            # redeal this deal with a hand free of honours for the declarer
            g.pop()
            low = [c for c in range(52) if not HONOURS_MASK >> c & 1]
            rest = [c for c in range(52) if HONOURS_MASK >> c & 1]
            rng.shuffle(low)
            seat = d.seat
            hands = [0, 0, 0, 0]
            for c in low[:13]:
                hands[seat] |= 1 << c
            others = low[13:] + rest
            rng.shuffle(others)
            for k, s in enumerate(x for x in range(4) if x != seat):
                for c in others[13 * k: 13 * k + 13]:
                    hands[s] |= 1 << c
            g.apply(DealSpec(tuple(hands), None, seat))
            continue
        g.apply(rng.choice(d.options))
    declarer = g.decision.seat
    n_before = len(g.deals)
    g.apply("el-iptal")
    assert g.decision.kind == "deal"
    doc = game_to_record(g)
    last = doc["deals"][-1]
    assert last["cancel"] == "el-iptal" and "contract" not in last and "plays" not in last
    h = game_from_record(doc)
    rep = check_report(h)["deals"][-1]
    assert rep["cancel"] == "el-iptal" and rep["contract"] is None and rep["points"] is None
    assert rep["tricks_played"] == 0
    g.apply(None)
    assert g.current.declarer == declarer and len(g.deals) == n_before + 1


def test_record_error_carries_exit_status():
    with pytest.raises(RecordError) as info:
        game_from_record({"format": "kingdesk/1", "ruleset": "spanish", "deals": [42]})
    assert info.value.code == "bad-deal" and info.value.exit_status == 1
    with pytest.raises(RecordError) as info:
        game_from_record("nope")
    assert info.value.exit_status == 2


def test_command_line_entry_point_runs_as_a_module(tmp_path):
    g = play_random("turkish-12", 1)
    path = tmp_path / "g.json"
    path.write_text(json.dumps(game_to_record(g)))
    proc = subprocess.run([sys.executable, "-m", "kingdesk.record", "check", str(path)], capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["totals"] == list(g.totals) and out["winners"] == list(g.winners)
    proc = subprocess.run([sys.executable, "-m", "kingdesk.record", "check", "-"], input="{", capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 2 and json.loads(proc.stdout)["error"] == "bad-record"
    assert "Traceback" not in proc.stderr


def test_legal_report_matches_engine_for_every_decision_kind():
    seen = set()
    for preset in PRESETS:
        g = Game(preset, seed=12)
        rng = random.Random(12)
        while not g.is_over:
            rep = legal_report(game_from_record(game_to_record(g)))
            d = g.decision
            seen.add(d.kind)
            assert rep["decision"] == d.kind and rep["seat"] == d.seat
            assert len(rep["options"]) == len(d.options)
            if d.kind == "card" and len(g.deals) > 2:
                break
            g.apply(None if d.kind == "deal" else rng.choice(d.options))
    assert {"deal", "contract", "trump", "card", "sale"} <= seen

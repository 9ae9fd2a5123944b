"""The arena's measurement: duplicate deals, the JSON it prints, contract filter and fresh deals."""

from __future__ import annotations

import hashlib
import json

import pytest

from lab import arena, dealfile


def test_deal_file_is_what_the_generator_makes():
    data = json.loads(dealfile.PATH.read_text(encoding="utf-8"))
    for family in ("tr", "es"):
        assert dealfile.generate(family, 24) == data[family][:24]


def test_fresh_deals_stay_the_same():
    """Results quoted with ``--fresh 1`` (lab/RESULTS.md) must stay reproducible."""
    def digest(deals):
        return hashlib.sha256(json.dumps(deals).encode()).hexdigest()[:16]

    assert digest(dealfile.generate("tr", 8, fresh=1)) == "67e847a83b9616a7"
    assert digest(dealfile.generate("es", 8, fresh=1, contract="no-bazas")) == "319a86e723db2cad"


def test_a_level_against_itself_has_no_margin():
    res = arena.duplicate("turkish-20", "easy", "easy", deals=6, seed=3)
    assert res["margin"] == 0.0 and res["ci_low"] == 0.0 and res["ci_high"] == 0.0


def test_json_output_has_the_promised_fields(capsys):
    assert arena.main(["--ruleset", "spanish", "--candidate", "easy", "--baseline", "random",
                       "--deals", "10", "--json"]) == 0
    res = json.loads(capsys.readouterr().out)
    for key in ("margin", "ci_low", "ci_high", "per_contract", "decision_ms"):
        assert key in res
    assert res["ci_low"] <= res["margin"] <= res["ci_high"]
    assert set(res["decision_ms"]) == {"easy", "random"}
    assert sum(r["n"] for r in res["per_contract"].values()) == 10


def test_contract_filter_and_fresh_deals(capsys):
    res = arena.duplicate("turkish-20", "easy", "random", deals=5, seed=1, contract="koz")
    assert list(res["per_contract"]) == ["koz"] and res["per_contract"]["koz"]["n"] == 5
    assert res["deal_file"] == dealfile.PATH.name
    fresh = dealfile.generate("tr", 5, fresh=7, contract="el-almaz")
    assert [e["contract"] for e in fresh] == ["el-almaz"] * 5
    assert fresh == dealfile.generate("tr", 5, fresh=7, contract="el-almaz")  # reproducible
    assert fresh[0]["hands"] != dealfile.generate("tr", 1, fresh=8, contract="el-almaz")[0]["hands"]
    assert fresh[0]["hands"] != dealfile.load("tr")[0]["hands"]
    assert arena.main(["--candidate", "easy", "--baseline", "random", "--deals", "3", "--fresh", "7",
                       "--contract", "el-almaz"]) == 0
    out = capsys.readouterr().out
    assert "(el-almaz only) from new deals of --fresh 7" in out
    with pytest.raises(SystemExit):
        arena.main(["--ruleset", "spanish", "--contract", "koz", "--deals", "1"])


def test_compare_pairs_two_levels_on_the_same_baseline_tables():
    both = arena.duplicate("spanish", "easy", "random", deals=8, seed=2, compare="random")
    alone = arena.duplicate("spanish", "easy", "random", deals=8, seed=2)
    assert both["margin"] == alone["margin"]  # the candidate's tables are unchanged
    assert both["compare_margin"] == 0.0  # the compared level is the baseline itself here
    assert both["paired"]["margin"] == both["margin"]
    for name, r in both["per_contract"].items():
        assert r["paired"]["margin"] == alone["per_contract"][name]["margin"]
    text = arena.report(both)
    assert "paired, easy - random: " in text


def test_hard_rule_is_hard_and_draws_the_same_numbers():
    from lab.research import make_arena_player
    from kingdesk.ai.search import HardPlayer

    assert type(make_arena_player("hard", 1)) is HardPlayer
    a, b = make_arena_player("hard-learned", 5), make_arena_player("hard", 5)
    view = dealfile_view()
    assert a.rng_for(view).random() == b.rng_for(view).random()


def dealfile_view():
    from kingdesk.ai.deal_table import DealTable
    from kingdesk.engine.rules import Rules

    e = dealfile.load("tr")[0]
    return DealTable.from_codes(Rules.from_preset("turkish-20"), e["hands"], e["contract"], e["trump"],
                                e["leader"]).view(e["leader"])


@pytest.mark.slow  # about ten seconds: medium tables
def test_pooled_runs_pair_like_compare_in_one_run(tmp_path):
    from lab import pooling as pool

    both = arena.duplicate("turkish-20", "easy", "random", deals=3, seed=2, compare="medium",
                          no_deadline=True)  # medium's deadline would make the cards depend on the load
    paths: dict[str, list[str]] = {"easy": [], "medium": []}
    for level in paths:
        for offset, n in ((0, 2), (2, 1)):  # two runs each, as long measurements are made
            res = arena.duplicate("turkish-20", level, "random", deals=n, seed=2, offset=offset,
                                  no_deadline=True)
            path = tmp_path / f"{level}-{offset}.json"
            path.write_text(json.dumps(res))
            paths[level].append(str(path))
    out = pool.pooled(paths["easy"], paths["medium"])
    diffs = [d["margin"] - d["compare_margin"] for d in both["per_deal"]]
    m, lo, hi = arena.mean_ci(diffs)
    assert f"paired, easy - medium: {m:+.2f}  95% CI [{lo:+.2f}, {hi:+.2f}]  (n=3)" in out
    assert f"easy vs random: {both['margin']:+.2f}" in out
    with pytest.raises(ValueError):  # another seed is another set of tables: not paired
        other = arena.duplicate("turkish-20", "medium", "random", deals=2, seed=3)
        path = tmp_path / "seed3.json"
        path.write_text(json.dumps(other))
        pool.pooled(paths["easy"], [str(path)])


def test_pooled_compare_runs_pair_with_the_compared_level(tmp_path):
    from lab import pooling as pool

    whole = arena.duplicate("spanish", "easy", "random", deals=5, seed=2, compare="random")
    paths = []
    for offset, n in ((0, 3), (3, 2)):
        res = arena.duplicate("spanish", "easy", "random", deals=n, seed=2, offset=offset, compare="random")
        path = tmp_path / f"c-{offset}.json"
        path.write_text(json.dumps(res))
        paths.append(str(path))
    out = pool.pooled(paths, [])
    p = whole["paired"]
    assert f"paired, easy - random: {p['margin']:+.2f}  95% CI [{p['ci_low']:+.2f}, {p['ci_high']:+.2f}]  (n=5)" in out
    assert f"random vs random: {whole['compare_margin']:+.2f}" in out
    alone = arena.duplicate("spanish", "easy", "random", deals=2, seed=2, offset=5)  # not compared: not paired
    path = tmp_path / "alone.json"
    path.write_text(json.dumps(alone))
    assert "paired" not in pool.pooled(paths + [str(path)], [])


@pytest.mark.slow  # medium tables
def test_no_deadline_makes_the_cards_independent_of_the_clock(monkeypatch):
    from kingdesk.ai.search import MediumPlayer

    def margins(**kw):
        res = arena.duplicate("turkish-20", "medium", "random", deals=3, seed=4, **kw)
        return [d["margin"] for d in res["per_deal"]]

    normal = margins()
    monkeypatch.setattr(MediumPlayer, "deadline", 1e-9)  # every search cut after its first world
    assert margins(no_deadline=True) == normal
    assert margins() != normal


def test_contract_lines_group_the_values_by_contract_in_name_order():
    lines = arena.contract_lines(["koz", "el-almaz", "koz"], [1.0, 2.0, 5.0])
    m, lo, hi = arena.mean_ci([1.0, 5.0])
    assert lines == [f"  {'el-almaz':18s} n=   1     +2.00  [+2.00, +2.00]",
                     f"  {'koz':18s} n=   2  {m:+8.2f}  [{lo:+.2f}, {hi:+.2f}]"]

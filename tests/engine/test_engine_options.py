"""docs/rules.md §5: every rule option, toggled, changes what the rules say it changes.

``COVERAGE`` names, for each key of ``OPTION_SPECS``, the test that shows its effect;
``test_every_option_has_a_test`` fails when an option is added without one.
"""

from __future__ import annotations

import random

import pytest

from kd_engine_helpers import (
    C, M, Scenario, codes, deal_for, mono_tricks, play_party, position, random_choice, turkish_party_until,
)
from kingdesk.engine import DealSpec, Game, IllegalMoveError, OptionError
from kingdesk.engine.cards import SUIT_MASKS
from kingdesk.engine.game import spanish_schedule
from kingdesk.engine.rules import OPTION_SPECS, Rules
from kingdesk.engine.scoring import turkish_standing

COVERAGE = {
    "direction": "test_direction_and_score_scale_are_display_only",
    "score_scale": "test_direction_and_score_scale_are_display_only",
    "es_schedule": "test_es_schedule_*",
    "es_hearts_lead": "test_es_hearts_lead",
    "es_kh_drop_when_void": "test_es_kh_drop_when_void",
    "es_kh_drop_under_ace": "test_es_kh_drop_under_ace",
    "es_early_end": "test_es_early_end",
    "es_recovery_trump_chooser": "test_es_recovery_trump_chooser",
    "es_recovery_allow_notrump": "test_es_recovery_allow_notrump",
    "es_recovery_must_ruff": "test_es_recovery_must_ruff_and_overruff",
    "es_recovery_must_overruff": "test_es_recovery_must_ruff_and_overruff",
    "es_recovery_no_trump_lead_until_broken": "test_es_recovery_no_trump_lead_until_broken",
    "es_sale_enabled": "test_es_sale_enabled",
    "es_sale_pass_is_final": "test_es_sale_pass_is_final",
    "es_sale_mano_may_refuse": "test_es_sale_mano_may_refuse",
    "es_sale_buyer_leads": "test_es_sale_buyer_leads",
    "es_neg_values": "test_es_neg_values",
    "tr_mode": "test_tr_mode",
    "tr_first_declarer": "test_tr_first_declarer_*",
    "tr_first_four_ceza": "test_tr_first_four_ceza",
    "tr_max_per_ceza": "test_tr_max_per_ceza",
    "tr_trump_suit_cap": "test_tr_trump_suit_cap",
    "tr_must_ruff": "test_tr_must_ruff",
    "tr_overruff": "test_tr_overruff",
    "tr_overtrump_on_trump_lead": "test_tr_overtrump_on_trump_lead",
    "tr_trump_lead_until_broken": "test_tr_trump_lead_until_broken",
    "tr_akq_exception": "test_tr_akq_exception",
    "tr_kiz_drop_under_higher": "test_tr_drop_under_higher_options",
    "tr_erkek_drop_under_higher": "test_tr_drop_under_higher_options",
    "tr_rifki_drop_under_ace": "test_tr_drop_under_higher_options",
    "tr_rifki_void_any_heart": "test_tr_rifki_void_any_heart",
    "tr_kupa_must_duck": "test_tr_kupa_must_duck",
    "tr_forced_highest_heart_lead": "test_tr_forced_highest_heart_lead",
    "tr_early_end": "test_tr_early_end",
    "tr_el_iptal": "test_tr_el_iptal_*",
    "tr_kiz_all_one_cancel": "test_tr_kiz_all_one_cancel_off",
    "tr_rifki_singleton_misdeal": "test_tr_rifki_singleton_misdeal",
    "tr_zero_is": "test_tr_zero_is",
    "tr_king_rule": "test_tr_king_rule_*",
    "tr_king_needs_declaration": "test_tr_king_declaration_*",
}


def test_every_option_has_a_test():
    assert set(COVERAGE) == set(OPTION_SPECS)
    names = set(globals())
    for key, pattern in COVERAGE.items():
        if pattern.endswith("*"):
            assert any(n.startswith(pattern[:-1]) for n in names), key
        else:
            assert pattern in names, key


def test_defaults_are_the_rules_md_defaults():
    r = Rules.from_preset("turkish-20")
    for key, (_family, default, _allowed) in OPTION_SPECS.items():
        if key != "es_neg_values":
            assert getattr(r, key) == default, key
    assert r.tr_el_iptal == "mecburi_declarer" and r.tr_zero_is == "batmış" and r.tr_first_declarer == "D2"
    s = Rules.from_preset("spanish")
    assert s.es_schedule == "alternate" and s.es_hearts_lead == "absolute" and s.es_sale_pass_is_final
    assert s.es_neg_values == {"no-bazas": 1, "no-corazones": 1, "ni-k-ni-j": 1, "no-q": 2,
                               "rey-de-corazones": 6, "dos-ultimas": [2, 2]}


# ================================================================== bad options
@pytest.mark.parametrize("preset, options, key", [
    ("turkish-20", {"no_such_option": True}, "no_such_option"),
    ("spanish", {"es_sale_enabled": "yes"}, "es_sale_enabled"),
    ("spanish", {"es_sale_enabled": 1}, "es_sale_enabled"),
    ("spanish", {"es_schedule": "random"}, "es_schedule"),
    ("spanish", {"es_neg_values": {"no-q": -2}}, "es_neg_values"),
    ("spanish", {"es_neg_values": {"no-reyes": 2}}, "es_neg_values"),
    ("spanish", {"es_neg_values": {"dos-ultimas": [1, 2, 3]}}, "es_neg_values"),
    ("spanish", {"es_neg_values": {"no-q": True}}, "es_neg_values"),
    ("spanish", {"es_neg_values": [1, 2]}, "es_neg_values"),
    ("turkish-20", {"tr_mode": 16}, "tr_mode"),
    ("turkish-20", {"tr_mode": True}, "tr_mode"),
    ("turkish-20", {"tr_first_declarer": "C2"}, "tr_first_declarer"),
    ("turkish-20", {"tr_max_per_ceza": 1}, "tr_max_per_ceza"),       # 6 slots for 12 ceza hands: impossible
    ("turkish-20", {"tr_max_per_ceza": "2"}, "tr_max_per_ceza"),
    ("turkish-20", {"tr_max_per_ceza": 2.5}, "tr_max_per_ceza"),
    ("turkish-12", {"tr_max_per_ceza": 1}, "tr_max_per_ceza"),       # 6 slots for 8 ceza hands
    ("turkish-20", {"tr_trump_suit_cap": 1}, "tr_trump_suit_cap"),   # 4 slots for 8 koz hands
    ("turkish-20", {"tr_trump_suit_cap": "two"}, "tr_trump_suit_cap"),
    ("turkish-20", {"tr_el_iptal": True}, "tr_el_iptal"),
    ("turkish-20", {"tr_king_rule": "ge11"}, "tr_king_rule"),
    ("turkish-20", {"tr_zero_is": 0}, "tr_zero_is"),
    ("turkish-20", {"tr_must_ruff": "false"}, "tr_must_ruff"),
    ("turkish-20", {"direction": "left"}, "direction"),
    ("spanish", {"score_scale": 0}, "score_scale"),
    ("spanish", {"score_scale": "25"}, "score_scale"),
    ("spanish", {"score_scale": True}, "score_scale"),
])
def test_bad_options_raise_option_error(preset, options, key):
    with pytest.raises(OptionError) as info:
        Rules.from_preset(preset, options)
    assert info.value.key == key and info.value.code == "bad-option"
    with pytest.raises(OptionError):
        Game(preset, options)


def test_bad_preset_and_bad_options_container():
    with pytest.raises(OptionError):
        Rules.from_preset("belote")
    with pytest.raises(OptionError):
        Rules.from_preset("spanish", [("es_schedule", "alternate")])


def test_other_family_options_are_ignored_and_aliases_accepted():
    r = Rules.from_preset("spanish", {"tr_must_ruff": False})
    assert r.tr_must_ruff is True and r.options_dict() == {}
    r = Rules.from_preset("turkish-20", {"tr_first_declarer": "♦7", "tr_zero_is": "cikmis", "tr_mode": "12"})
    assert (r.tr_first_declarer, r.tr_zero_is, r.tr_mode) == ("D7", "çıkmış", 12)
    r = Rules.from_preset("spanish", {"es_neg_values": {"dos-ultimas": 3}})
    assert r.es_neg_values["dos-ultimas"] == [3, 3] and r.es_neg_values["no-q"] == 2


# ================================================================== display-only options
@pytest.mark.parametrize("preset", ["turkish-20", "spanish"])
def test_direction_and_score_scale_are_display_only(preset):
    def run(options):
        game = Game(preset, options, seed=5)
        play_party(game, random.Random(5))
        return [(d.contract, d.trump, d.points) for d in game.deals], game.totals, game.winners

    base = run({})
    assert run({"direction": "CW"}) == base
    assert run({"score_scale": 25}) == base
    assert Rules.from_preset(preset, {"direction": "CW", "score_scale": 25}).score_scale == 25


# ================================================================== Spanish schedule
def _spanish_deals(options, seed=1):
    game = Game("spanish", options, seed=seed)
    play_party(game, random.Random(seed))
    return game


def test_es_schedule_alternate():
    game = _spanish_deals({})
    D = game.deals[0].dealer
    want = [(0, "no-bazas"), (0, "recuperacion"), (1, "no-corazones"), (1, "recuperacion"), (2, "ni-k-ni-j"),
            (2, "recuperacion"), (3, "no-q"), (3, "recuperacion"), (0, "rey-de-corazones"), (1, "dos-ultimas")]
    got = [((d.dealer - D) % 4, d.contract) for d in game.deals]
    assert got == want
    assert all(d.declarer == (d.dealer + 1) % 4 for d in game.deals)   # the mano is right of the dealer
    manos = [d.declarer for d in game.deals if d.contract == "recuperacion"]
    assert sorted(manos) == [0, 1, 2, 3]                               # each player is mano in one recovery
    assert all(d.chooser == d.declarer for d in game.deals if d.contract == "recuperacion")


def test_es_schedule_negatives_first():
    game = _spanish_deals({"es_schedule": "negatives_first"})
    D = game.deals[0].dealer
    got = [((d.dealer - D) % 4, d.contract) for d in game.deals]
    assert got == [(0, "no-bazas"), (1, "no-corazones"), (2, "ni-k-ni-j"), (3, "no-q"), (0, "rey-de-corazones"),
                   (1, "dos-ultimas"), (2, "recuperacion"), (3, "recuperacion"), (0, "recuperacion"),
                   (1, "recuperacion")]
    assert sorted(d.declarer for d in game.deals[6:]) == [0, 1, 2, 3]
    assert sum(game.totals) == 0


def test_es_schedule_free_order():
    game = Game("spanish", {"es_schedule": "free_order"}, seed=2)
    rng = random.Random(2)
    chosen = []
    while not game.is_over:
        d = game.decision
        if d.kind == "contract":
            assert d.seat == game.current.declarer
            assert set(d.options) == {"no-bazas", "no-corazones", "ni-k-ni-j", "no-q", "rey-de-corazones",
                                      "dos-ultimas"} - set(chosen)
            if chosen:
                with pytest.raises(IllegalMoveError) as info:   # a lance is played once
                    game.apply(chosen[0])
                assert info.value.code == "contract-not-allowed"
            pick = sorted(d.options)[-1]   # not the fixed order: the chooser picks
            chosen.append(pick)
            game.apply(pick)
        else:
            game.apply(random_choice(game, rng))
    assert len(chosen) == 6 and chosen != list(spanish_schedule("alternate")[i][1] for i in (0, 2, 4, 6, 8, 9))
    assert [d.contract for d in game.deals if d.contract != "recuperacion"] == chosen
    assert [i for i, d in enumerate(game.deals) if d.contract == "recuperacion"] == [1, 3, 5, 7]
    assert sum(game.totals) == 0


# ================================================================== Spanish card-play options
def test_es_hearts_lead():
    def leads(option, tricks):
        hold = {0: "KS 4H 3H", 2: "KH"}
        p = position("no-corazones", tricks, 0, hold=hold, voids={0: "DC", 1: "S"},
                     options={"es_hearts_lead": option})
        return codes(p.legal_mask()), codes(p.hands[0])

    broken = ["AS 5H 2S 3S"]
    legal, hand = leads("absolute", broken)
    assert legal == {c for c in hand if c.endswith("S")}
    legal, hand = leads("until_broken", broken)
    assert legal == hand
    legal, hand = leads("until_broken", [])
    assert legal == {c for c in hand if c.endswith("S")}
    legal, hand = leads("free", [])
    assert legal == hand


def test_es_kh_drop_when_void():
    on = position("rey-de-corazones", ["2C"], 0, hold={1: "KH 3H AS"}, voids={1: "C"})
    off = position("rey-de-corazones", ["2C"], 0, hold={1: "KH 3H AS"}, voids={1: "C"},
                   options={"es_kh_drop_when_void": False})
    assert codes(on.legal_mask()) == {"KH"}
    assert codes(off.legal_mask()) == codes(off.hands[1])


def test_es_kh_drop_under_ace():
    before = mono_tricks([0] * 9, leader=0, suits="SDC")
    args = dict(hold={0: "AH 6H 5H 4H", 1: "KH 3H 2S 2D"}, exact=(0, 1))
    p = position("rey-de-corazones", before + ["AH"], 0, **args, options={"es_kh_drop_under_ace": True})
    assert codes(p.legal_mask()) == {"KH"}
    p = position("rey-de-corazones", before + ["AH"], 0, **args)
    assert codes(p.legal_mask()) == {"KH", "3H"}


def test_es_early_end():
    script = ["2C KH 3C 4C"]
    on = position("rey-de-corazones", script, 0, voids={1: "C"})
    off = position("rey-de-corazones", script, 0, voids={1: "C"}, options={"es_early_end": False})
    assert on.over and on.tricks_played == 1
    assert not off.over and off.legal_mask()
    while not off.over:
        off.push(off.legal_cards()[0])
    assert off.tricks_played == 13 and off.units() == on.units()   # the score cannot change after K♥


def _spanish_to_recovery(options, seed=4, dealer=0):
    """A Spanish game at deal 2 (recovery 1), the first dealer being ``dealer``."""
    game = Game("spanish", options, seed=seed)
    game.apply(DealSpec(deal_for({}), dealer=dealer))
    rng = random.Random(seed)
    while game.decision.kind == "card":
        game.apply(rng.choice(game.decision.options))
    game.apply(None)
    assert game.current.contract == "recuperacion"
    return game


def test_es_recovery_trump_chooser():
    game = _spanish_to_recovery({})
    assert game.decision.seat == 1 and game.current.chooser == 1
    game = _spanish_to_recovery({"es_recovery_trump_chooser": "dealer", "es_sale_enabled": False})
    assert game.decision.kind == "trump" and game.decision.seat == 0 and game.current.chooser == 0
    game.apply("C")
    assert game.play.to_play == 1            # the mano still leads


def test_es_recovery_allow_notrump():
    game = _spanish_to_recovery({"es_sale_enabled": False})
    assert game.decision.options == ("S", "H", "D", "C")
    with pytest.raises(IllegalMoveError) as info:
        game.apply("N")
    assert info.value.code == "bad-trump"
    game = _spanish_to_recovery({"es_sale_enabled": False, "es_recovery_allow_notrump": True})
    assert "N" in game.decision.options
    game.apply("N")
    assert game.play.trump is None
    rng = random.Random(0)
    while game.decision.kind == "card":
        game.apply(rng.choice(game.decision.options))
    assert sum(game.deals[1].points) == 13


def test_es_recovery_must_ruff_and_overruff():
    script, hold, voids = ["2C 5H"], {2: "3H 9H AS KD"}, {1: "C", 2: "C"}
    free = position("recuperacion", script, 0, trump="H", hold=hold, voids=voids)
    ruff = position("recuperacion", script, 0, trump="H", hold=hold, voids=voids,
                    options={"es_recovery_must_ruff": True})
    over = position("recuperacion", script, 0, trump="H", hold=hold, voids=voids,
                    options={"es_recovery_must_ruff": True, "es_recovery_must_overruff": True})
    hearts = codes(free.hands[2] & SUIT_MASKS[1])
    assert codes(free.legal_mask()) == codes(free.hands[2])
    assert codes(ruff.legal_mask()) == hearts and "3H" in hearts
    assert codes(over.legal_mask()) == {c for c in hearts if c[0] in "6789TJQKA"} and "3H" not in codes(
        over.legal_mask())


def test_es_recovery_no_trump_lead_until_broken():
    hand = "AS KS QS 4S 9H 8H 7H 6H 5H 4H 3H 2H AD"
    free = position("recuperacion", [], 0, trump="S", hold={0: hand}, exact=(0,))
    ban = position("recuperacion", [], 0, trump="S", hold={0: hand}, exact=(0,),
                   options={"es_recovery_no_trump_lead_until_broken": True})
    assert codes(free.legal_mask()) == codes(M(hand))
    assert codes(ban.legal_mask()) == codes(M(hand)) - {"AS", "KS", "QS", "4S"}   # no A-K-Q exception in Spain


# ================================================================== Spanish sale options
def test_es_sale_enabled():
    assert _spanish_to_recovery({}).decision.kind == "sale"
    game = _spanish_to_recovery({"es_sale_enabled": False})
    assert game.decision.kind == "trump" and game.decision.seat == 1


def _open_sale(options):
    game = _spanish_to_recovery(options)
    game.apply("sell")
    return game


def test_es_sale_pass_is_final():
    # Mano 1; the bidders speak 2, 3, 0. Seat 2 passes, 3 offers 1, 0 offers 2.
    final = _open_sale({})
    for bid in ("pass", 1, 2):
        final.apply(bid)
    assert final.decision.seat == 3                  # seat 2's pass was final
    final.apply("pass")
    assert final.decision.kind == "accept" and final.state.best_seat == 0 and final.state.best_bid == 2
    again = _open_sale({"es_sale_pass_is_final": False})
    for bid in ("pass", 1, 2):
        again.apply(bid)
    assert again.decision.kind == "bid" and again.decision.seat == 2    # re-entry
    again.apply(3)
    assert again.decision.seat == 3 and again.decision.options[1] == 4   # offers must rise
    with pytest.raises(IllegalMoveError):
        again.apply(3)
    again.apply("pass")
    again.apply("pass")
    assert again.decision.kind == "accept" and again.state.best_seat == 2 and again.state.best_bid == 3


def test_es_sale_no_offer_mano_names_trump():
    game = _open_sale({})
    for _ in range(3):
        game.apply("pass")
    assert game.decision.kind == "trump" and game.decision.seat == 1 and not game.current.sold


def test_es_sale_mano_may_refuse():
    game = _open_sale({})
    game.apply(5)
    game.apply("pass")
    game.apply("pass")
    assert game.decision.options == ("accept", "refuse")
    game.apply("refuse")
    assert game.decision.kind == "trump" and game.decision.seat == 1
    game.apply("H")
    rng = random.Random(1)
    while game.decision.kind == "card":
        game.apply(rng.choice(game.decision.options))
    d = game.deals[1]
    assert not d.sold and d.points == d.tricks
    forced = _open_sale({"es_sale_mano_may_refuse": False})
    forced.apply(5)
    forced.apply("pass")
    forced.apply("pass")
    assert forced.decision.options == ("accept",)
    with pytest.raises(IllegalMoveError):
        forced.apply("refuse")


def test_es_sale_buyer_leads():
    for flag, leader in ((False, 1), (True, 3)):
        game = _open_sale({"es_sale_buyer_leads": flag})
        game.apply("pass")
        game.apply(2)
        game.apply("pass")
        game.apply("accept")
        assert game.decision.kind == "trump" and game.decision.seat == 3
        game.apply("D")
        assert game.play.to_play == leader and game.current.buyer == 3


def test_es_neg_values():
    values = {"rey-de-corazones": 4, "dos-ultimas": [2, 3], "no-q": 3, "no-bazas": 2}
    game = Game("spanish", {"es_neg_values": values, "es_sale_enabled": False}, seed=8)
    play_party(game, random.Random(8))
    by = {d.contract: d for d in game.deals}
    assert sum(by["rey-de-corazones"].points) == -4
    assert sum(by["no-q"].points) == -12
    assert sum(by["no-bazas"].points) == -26
    assert sum(by["ni-k-ni-j"].points) == -8          # not overridden: the default 1 per K/J
    last = by["dos-ultimas"]
    assert sum(last.points) == -5
    # replay the dos-ultimas deal to find who took tricks 12 and 13
    sc_hands = last.hands
    from kingdesk.engine.contracts import CONTRACTS
    from kingdesk.engine.play import DealPlay

    p = DealPlay(list(sc_hands), CONTRACTS["dos-ultimas"], None, game.rules, last.declarer)
    for c in last.plays:
        p.push(c)
    expected = [0, 0, 0, 0]
    expected[p.winners[11]] -= 2
    expected[p.winners[12]] -= 3
    assert list(last.points) == expected
    assert sum(game.totals) == -(26 + 13 + 8 + 12 + 4 + 5) + 52


# ================================================================== Turkish party options
def test_tr_mode():
    game = Game("turkish-20", {"tr_mode": 12}, seed=3)
    assert game.hands_total == 12 and game.quota_left(0) == (2, 1)
    play_party(game, random.Random(3))
    assert sum(d.counts for d in game.deals) == 12 and game.standing is None
    assert Game("turkish-20").hands_total == 20 and Game("turkish-20").quota_left(2) == (3, 2)


def test_tr_first_declarer_diamond_two_and_seven():
    hands = deal_for({1: "2D", 3: "7D"})
    g = Game("turkish-20")
    g.apply(DealSpec(hands))
    assert g.current.declarer == 1 and g.decision.seat == 1
    g = Game("turkish-20", {"tr_first_declarer": "D7"})
    g.apply(DealSpec(hands))
    assert g.current.declarer == 3
    g = Game("turkish-20")
    with pytest.raises(IllegalMoveError) as info:
        g.apply(DealSpec(hands, declarer=2))
    assert info.value.code == "wrong-declarer"


def test_tr_first_declarer_random():
    hands = deal_for({1: "2D", 3: "7D"})
    g = Game("turkish-20", {"tr_first_declarer": "random"})
    g.apply(DealSpec(hands, declarer=2))
    assert g.current.declarer == 2
    seen = set()
    for seed in range(12):
        g = Game("turkish-20", {"tr_first_declarer": "random"}, seed=seed)
        g.apply(DealSpec(hands))
        seen.add(g.current.declarer)
    assert len(seen) > 1                    # not tied to the ♦2
    # later hands rotate from the first declarer whatever the rule
    g = Game("turkish-20", {"tr_first_declarer": "random"}, seed=0)
    g.apply(DealSpec(hands, declarer=2))
    turkish_party_until(g, random.Random(0), 1)
    g.apply(DealSpec(hands))
    assert g.current.declarer == 3


def test_tr_first_four_ceza():
    for flag in (False, True):
        game = Game("turkish-20", {"tr_first_four_ceza": flag}, seed=6)
        rng = random.Random(6)
        offered = []
        while game.state.hands_scored < 5:
            d = game.decision
            if d.kind == "contract":
                offered.append((game.state.hands_scored, "koz" in d.options))
            game.apply(random_choice(game, rng))
        assert all(k for _, k in offered) if not flag else all(k == (n >= 4) for n, k in offered)


def _prefer(name):
    def pick(game, options):
        return name if name in options else next(o for o in options if o != "el-iptal")
    return pick


@pytest.mark.parametrize("cap", [2, 3])
def test_tr_max_per_ceza(cap):
    options = {} if cap == 2 else {"tr_max_per_ceza": cap}
    game = Game("turkish-20", options, seed=9)
    turkish_party_until(game, random.Random(9), 12, _prefer("el-almaz"))
    played = sum(d.contract == "el-almaz" for d in game.deals if d.counts)
    assert played == cap and game.ceza_left("el-almaz") == 0
    play_party(game, random.Random(9))
    assert sum(d.contract == "el-almaz" for d in game.deals if d.counts) == cap


def test_tr_trump_suit_cap():
    def party(options):
        game = Game("turkish-20", options, seed=10)
        rng = random.Random(10)
        trump_options = []
        while not game.is_over:
            d = game.decision
            if d.kind == "contract":
                game.apply("koz" if "koz" in d.options else d.options[0])
            elif d.kind == "trump":
                trump_options.append(d.options)
                game.apply("S" if "S" in d.options else d.options[0])
            else:
                game.apply(random_choice(game, rng))
        return game, trump_options

    game, opts = party({})
    assert all(o == ("S", "H", "D", "C") for o in opts)
    assert sum(d.trump == "S" for d in game.deals if d.counts) == 8
    game, opts = party({"tr_trump_suit_cap": 2})
    used = [d.trump for d in game.deals if d.counts and d.contract == "koz"]
    assert all(used.count(s) == 2 for s in "SHDC")
    assert opts[2] == ("H", "D", "C")


# ================================================================== Turkish card-play options
def test_tr_must_ruff():
    script, hold, voids = ["2C"], {1: "3H 9H AS KD"}, {1: "C"}
    on = position("koz", script, 0, trump="H", hold=hold, voids=voids)
    off = position("koz", script, 0, trump="H", hold=hold, voids=voids, options={"tr_must_ruff": False})
    assert codes(on.legal_mask()) == codes(on.hands[1] & SUIT_MASKS[1])
    assert codes(off.legal_mask()) == codes(off.hands[1])


def test_tr_overruff():
    args = dict(trump="H", voids={2: "S"}, hold={3: "3H 9H AD KD QD JD TD 9D 8D 7D 6D 5D 4D"}, exact=(3,))
    on = position("koz", ["AS 3S 5H"], 0, **args)
    off = position("koz", ["AS 3S 5H"], 0, **args, options={"tr_overruff": False})
    assert codes(on.legal_mask()) == {"9H"}
    assert codes(off.legal_mask()) == {"9H", "3H"}      # still must ruff: may under-ruff


def test_tr_overtrump_on_trump_lead():
    args = dict(trump="H", hold={1: "6H", 3: "TH 7H 3H"}, voids={1: "C"})
    on = position("koz", ["2C 5H 3C 4C", "6H 8H"], 0, **args)
    off = position("koz", ["2C 5H 3C 4C", "6H 8H"], 0, **args, options={"tr_overtrump_on_trump_lead": False})
    assert codes(on.legal_mask()) == {"TH"}
    assert codes(off.legal_mask()) == codes(off.hands[3] & SUIT_MASKS[1])


def test_tr_trump_lead_until_broken():
    hand = "KS 9S 4S AH 7H 2H QD 8D 3D JC TC 6C 5C"
    on = position("koz", [], 0, trump="S", hold={0: hand}, exact=(0,))
    off = position("koz", [], 0, trump="S", hold={0: hand}, exact=(0,),
                   options={"tr_trump_lead_until_broken": False})
    assert codes(on.legal_mask()) == codes(M(hand)) - {"KS", "9S", "4S"}
    assert codes(off.legal_mask()) == codes(M(hand))


def test_tr_akq_exception():
    hand = "AS KS QS 4S 9H 8H 7H 6H 5H 4H 3H 2H AD"
    on = position("koz", [], 0, trump="S", hold={0: hand}, exact=(0,))
    off = position("koz", [], 0, trump="S", hold={0: hand}, exact=(0,), options={"tr_akq_exception": False})
    assert codes(on.legal_mask()) == codes(M(hand)) - {"4S"}
    assert codes(off.legal_mask()) == codes(M(hand)) - {"AS", "KS", "QS", "4S"}


@pytest.mark.parametrize("contract, option, script, hold, forced", [
    ("kiz-almaz", "tr_kiz_drop_under_higher", ["5S AS"], {2: "QS 3S"}, {"QS"}),
    ("erkek-almaz", "tr_erkek_drop_under_higher", ["4C QC"], {2: "KC JC 2C"}, {"JC"}),
    ("rifki", "tr_rifki_drop_under_ace", ["AS 9H 2S 3S", "AH 2H"], {0: "AH", 2: "KH 5H"}, {"KH"}),
])
def test_tr_drop_under_higher_options(contract, option, script, hold, forced):
    voids = {1: "S"} if contract == "rifki" else None
    on = position(contract, script, 0, hold=hold, voids=voids)
    off = position(contract, script, 0, hold=hold, voids=voids, options={option: False})
    assert codes(on.legal_mask()) == forced
    led = C(script[-1].split()[0]) // 13
    assert codes(off.legal_mask()) == codes(off.hands[off.to_play] & SUIT_MASKS[led])
    assert len(codes(off.legal_mask())) > len(forced)


def test_tr_rifki_void_any_heart():
    args = dict(hold={1: "7H 4H AS 9D", 2: "KH"}, voids={1: "C"})
    on = position("rifki", ["2C"], 0, **args)
    off = position("rifki", ["2C"], 0, **args, options={"tr_rifki_void_any_heart": False})
    assert codes(on.legal_mask()) == codes(on.hands[1] & SUIT_MASKS[1])
    assert codes(off.legal_mask()) == codes(off.hands[1])


def test_tr_kupa_must_duck():
    script = ["AS 9H 2S 3S", "5H TH"]
    args = dict(hold={0: "5H", 2: "QH 2H"}, voids={1: "S"})
    off = position("kupa-almaz", script, 0, **args)
    on = position("kupa-almaz", script, 0, **args, options={"tr_kupa_must_duck": True})
    hearts = codes(on.hands[2] & SUIT_MASKS[1])
    assert codes(off.legal_mask()) == hearts
    assert codes(on.legal_mask()) == {c for c in hearts if c[0] in "23456789"} and "QH" not in codes(
        on.legal_mask())


def test_tr_forced_highest_heart_lead():
    before = mono_tricks([0] * 9, 0, "SDC")
    args = dict(hold={0: "QH 9H 5H 3H"}, exact=(0,))
    off = position("kupa-almaz", before, 0, **args)
    on = position("kupa-almaz", before, 0, **args, options={"tr_forced_highest_heart_lead": True})
    assert codes(off.legal_mask()) == {"QH", "9H", "5H", "3H"}
    assert codes(on.legal_mask()) == {"QH"}
    assert on.refusal(C("3H")) == "must-lead-highest-heart"


def test_tr_early_end():
    script = ["2C KH 3C 4C"]
    on = position("rifki", script, 0, voids={1: "C"})
    off = position("rifki", script, 0, voids={1: "C"}, options={"tr_early_end": False})
    assert on.over and on.tricks_played == 1
    assert not off.over
    while not off.over:
        off.push(off.legal_cards()[0])
    assert off.tricks_played == 13 and off.units() == on.units()
    # Erkek: with the option off, play goes on after the 8th K/J
    erkek = ["KS JS 2S 3S", "KH JH 2H 3H", "KD JD 3D 4D", "KC JC 2C 3C"]
    assert position("erkek-almaz", erkek, 0).over
    assert not position("erkek-almaz", erkek, 0, options={"tr_early_end": False}).over


# ================================================================== Turkish cancellations
def _first_ceza(game, options):
    return next(o for o in options if o not in ("koz", "el-iptal"))


LOW = "TS 9S 8S 7S 6S 5S 4S 3S 2S TH 9H 8H 7H"


def test_tr_el_iptal_off():
    game = Game("turkish-20", {"tr_el_iptal": "off"}, seed=12)
    turkish_party_until(game, random.Random(12), 12, _first_ceza)
    declarer = game.state.next_declarer
    game.apply(DealSpec(deal_for({declarer: LOW})))
    assert game.decision.options == ("koz",)
    with pytest.raises(IllegalMoveError) as info:
        game.apply("el-iptal")
    assert info.value.code == "contract-not-allowed"


def test_tr_el_iptal_only_for_mecburi_declarer():
    # Default scope: an honour-free declarer who still has ceza rights gets no iptal.
    game = Game("turkish-20", seed=1)
    game.apply(DealSpec(Scenario((), 0, None, {0: "2D " + LOW.replace("TS ", "")}, (0,)).hands))
    assert game.current.declarer == 0 and "el-iptal" not in game.decision.options


def test_tr_el_iptal_any_player_in_koz():
    hold = {0: "2D AS", 1: "AH", 2: LOW, 3: "AC"}
    hands = Scenario((), 0, None, hold, exact=(2,)).hands
    game = Game("turkish-20", {"tr_el_iptal": "any_player_in_koz"}, seed=3)
    game.apply(DealSpec(hands))
    assert "el-iptal" not in game.decision.options
    game.apply("koz")
    game.apply("H")
    # every seat is asked in turn from the declarer; only seat 2 (no card above ten) may call it
    for seat in (0, 1):
        assert game.decision.kind == "el-iptal" and game.decision.seat == seat
        assert game.decision.options == ("play",)
        assert game.why_not("el-iptal") == "el-iptal-holds-honour"
        assert game.unavailable_options() == {"el-iptal": "el-iptal-holds-honour"}
        with pytest.raises(IllegalMoveError):
            game.apply("el-iptal")
        game.apply("play")
    assert game.decision.kind == "el-iptal" and game.decision.seat == 2
    assert game.decision.options == ("el-iptal", "play") and game.unavailable_options() == {}
    game.apply("el-iptal")
    assert game.deals[0].cancel == "el-iptal" and game.deals[0].cancel_by == 2
    assert game.state.hands_scored == 0 and game.quota_left(0) == (3, 2)
    game.apply(DealSpec(deal_for({1: "2D"})))
    assert game.current.declarer == 0
    # "play" by all four lets the hand go on
    game = Game("turkish-20", {"tr_el_iptal": "any_player_in_koz"}, seed=3)
    game.apply(DealSpec(hands))
    game.apply("koz")
    game.apply("H")
    for seat in (0, 1, 2, 3):
        assert (game.decision.kind, game.decision.seat) == ("el-iptal", seat)
        game.apply("play")
    assert game.decision.kind == "card" and game.decision.seat == 0
    # default scope: no window for a non-declarer
    game = Game("turkish-20", seed=3)
    game.apply(DealSpec(hands))
    game.apply("koz")
    game.apply("H")
    assert game.decision.kind == "card"


KIZ_ALL_ONE = ["QS 2S 3S 4S", "2H QH 3H 4H", "3D QD 4D 2D", "2C QC 3C 4C"]


def test_tr_kiz_all_one_cancel_off():
    sc = Scenario(KIZ_ALL_ONE, leader=0)
    game = Game("turkish-20", {"tr_kiz_all_one_cancel": False}, seed=13)
    game.apply(DealSpec(sc.hands))
    game.apply("kiz-almaz")
    for c in sc.plays:
        game.apply(c)
    d = game.deals[0]
    assert not d.void and d.points == (-100, -100, -100, -100)
    assert game.state.hands_scored == 1 and game.ceza_left("kiz-almaz") == 1 and game.quota_left(0) == (2, 2)
    assert game.totals == (-100, -100, -100, -100)


def test_tr_kiz_all_one_cancel_only_when_each_takes_one():
    # Two queens to seat 0: a normal Kız hand even with the option on.
    script = ["QS 2S 3S 4S", "QH 2H 3H 4H", "3D QD 4D 5D", "2C QC 3C 4C"]
    sc = Scenario(script, leader=0, hold={0: "2D"})
    game = Game("turkish-20", seed=13)
    game.apply(DealSpec(sc.hands))
    game.apply("kiz-almaz")
    for c in sc.plays:
        game.apply(c)
    d = game.deals[0]
    assert not d.void and d.points == (-200, -100, -100, 0)


def test_tr_rifki_singleton_misdeal():
    hold = {0: "2D AH QH JH TH 9H 8H", 1: "7H 6H 5H 4H 3H 2H", 2: "KH AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S"}
    hands = Scenario((), 0, None, hold, exact=(2,)).hands
    off = Game("turkish-20", seed=4)
    off.apply(DealSpec(hands))
    off.apply("rifki")
    assert off.decision.kind == "card"
    on = Game("turkish-20", {"tr_rifki_singleton_misdeal": True}, seed=4)
    on.apply(DealSpec(hands))
    on.apply("rifki")
    # every seat is asked in turn from the declarer; only seat 2 (the K♥ its only heart) may call it
    for seat in (0, 1):
        assert (on.decision.kind, on.decision.seat, on.decision.options) == ("misdeal", seat, ("play",))
        assert on.why_not("misdeal") == "misdeal-not-singleton"
        on.apply("play")
    assert on.decision.kind == "misdeal" and on.decision.seat == 2 and on.decision.options == ("misdeal", "play")
    twin = on.copy()
    twin.apply("play")
    assert (twin.decision.kind, twin.decision.seat, twin.decision.options) == ("misdeal", 3, ("play",))
    twin.apply("play")
    assert twin.decision.kind == "card" and twin.decision.seat == 0
    on.apply("misdeal")
    assert on.deals[0].cancel == "rifki-misdeal" and on.state.hands_scored == 0
    assert on.ceza_left("rifki") == 2 and on.quota_left(0) == (3, 2)
    on.apply(DealSpec(deal_for({3: "2D"})))
    assert on.current.declarer == 0


def test_tr_zero_is():
    totals = [0, 150, -50, -100]
    assert turkish_standing(totals, "batmış") == ["batti", "cikti", "batti", "batti"]
    assert turkish_standing(totals, "çıkmış") == ["cikti", "cikti", "batti", "batti"]
    assert turkish_standing(totals, "neutral") == ["neutral", "cikti", "batti", "batti"]
    for option in ("batmış", "çıkmış", "neutral"):
        game = Game("turkish-20", {"tr_zero_is": option}, seed=21)
        play_party(game, random.Random(21))
        assert game.standing == tuple(turkish_standing(list(game.totals), option))
        assert game.winners == tuple(s for s in range(4) if game.standing[s] == "cikti")


# ================================================================== King rule
THIRTEEN = [f"{r}D {r}S {r}H {r}C" for r in "AKQJT98765432"]
ELEVEN = ["AD 4D 3D 2S", "KD AS AH 2H", "QD KS KH AC", "JD QS QH KC", "TD JS JH QC", "9D TS TH JC",
          "8D 9S 9H TC", "7D 8S 8H 9C", "6D 7S 7H 8C", "5D 6S 6H 7C", "2D 5S 5H 6C", "2C 4S 4H 5C",
          "4C 3C 3S 3H"]
TEN_SPLIT = ["AD 4D 3D 5D", "KD AS AH AC", "QD KS KH 2H", "JD QS QH KC", "TD JS JH QC", "9D TS TH JC",
             "8D 9S 9H TC", "7D 8S 8H 9C", "6D 7S 7H 8C", "2C 6S 6H 7C", "2S 2D 5S 5H", "3C 4S 4H 6C",
             "5C 4C 3S 3H"]

TEN_IN_A_ROW = ["AD 4D 3D 5D", "KD AS AH AC", "QD KS KH KC", "JD QS QH QC", "TD JS JH JC", "9D TS TH TC",
                "8D 9S 9H 9C", "7D 8S 8H 8C", "6D 7S 7H 7C", "2D 6S 6H 6C", "2C 5S 5H 5C", "4S 3C 3S 4H",
                "2H 4C 2S 3H"]
"""10 in a row, then three lost: "aralıksız 10" makes King under 11_or_10_consecutive."""


def _king_hand(script, options, declare=None):
    sc = Scenario(script, leader=0, trump="D")
    game = Game("turkish-20", options, seed=30)
    game.apply(DealSpec(sc.hands))
    assert game.current.declarer == 0
    game.apply("koz")
    game.apply("D")
    if declare is not None:
        assert game.decision.kind == "king" and game.decision.seat == 0
        game.apply(declare)
    for c in sc.plays:
        game.apply(c)
    return game


def test_king_scripts_take_the_intended_tricks():
    assert _king_hand(THIRTEEN, {}).deals[0].tricks == (13, 0, 0, 0)
    assert _king_hand(ELEVEN, {}).deals[0].tricks == (11, 0, 0, 2)
    assert _king_hand(TEN_SPLIT, {}).deals[0].tricks == (10, 0, 0, 3)


@pytest.mark.parametrize("script, rule, made", [
    (THIRTEEN, "off", False), (THIRTEEN, "ge10", True), (THIRTEEN, "all13", True),
    (THIRTEEN, "11_or_10_consecutive", True),
    (ELEVEN, "ge10", True), (ELEVEN, "all13", False), (ELEVEN, "11_or_10_consecutive", True),
    (TEN_SPLIT, "ge10", True), (TEN_SPLIT, "all13", False), (TEN_SPLIT, "11_or_10_consecutive", False),
])
def test_tr_king_rule_thresholds(script, rule, made):
    game = _king_hand(script, {"tr_king_rule": rule})
    assert game.is_over == made
    if made:
        assert game.winners == (0,) and game.standing == ("cikti", "batti", "batti", "batti")
        assert game.decision.kind == "none"
    else:
        assert game.winners is None and game.decision.kind == "deal"


def test_tr_king_rule_ten_consecutive():
    script = TEN_IN_A_ROW
    assert Scenario(script, 0, "D").hands[0] == M("AD KD QD JD TD 9D 8D 7D 6D 2D 2C 3C 4C")
    assert _king_hand(script, {"tr_king_rule": "ge10"}).is_over
    game = _king_hand(script, {"tr_king_rule": "11_or_10_consecutive"})
    assert game.deals[0].tricks[0] == 10 and game.is_over and game.winners == (0,)


def test_tr_king_declaration_made_and_failed():
    opts = {"tr_king_rule": "11_or_10_consecutive", "tr_king_needs_declaration": True}
    game = _king_hand(ELEVEN, opts, declare="declare")
    assert game.deals[0].king_declared and game.is_over and game.winners == (0,)
    game = _king_hand(TEN_SPLIT, opts, declare="declare")
    assert game.is_over and game.winners == (1, 2, 3)
    assert game.standing == ("batti", "cikti", "cikti", "cikti")      # a failed declared King: he alone batar
    game = _king_hand(ELEVEN, opts, declare="pass")
    assert not game.is_over                                           # undeclared: no King under this option


def test_tr_king_declaration_window_needs_the_rule():
    game = _king_hand(ELEVEN, {"tr_king_needs_declaration": True})    # rule off: no window
    assert not game.is_over


# ================================================================== option combinations docs/rules.md leaves open
def test_tr_overruff_without_must_ruff_means_overruff_if_you_ruff():
    # §4's pseudo-code would force the over-ruff (returning only the higher trumps) even with tr_must_ruff off,
    # while §5 describes tr_overruff as "compulsory overtrump when ruffing". The engine follows §5: with
    # tr_must_ruff off a void player may discard, but a ruff must beat the trump on the table.
    args = dict(trump="H", voids={2: "S"}, hold={3: "3H 9H AD KD QD JD TD 9D 8D 7D 6D 5D 4D"}, exact=(3,))
    p = position("koz", ["AS 3S 5H"], 0, **args, options={"tr_must_ruff": False})
    assert codes(p.legal_mask()) == codes(p.hands[3]) - {"3H"}
    assert p.refusal(C("3H")) == "must-overruff"
    p = position("koz", ["AS 3S 5H"], 0, **args, options={"tr_must_ruff": False, "tr_overruff": False})
    assert codes(p.legal_mask()) == codes(p.hands[3])


def test_es_recovery_must_overruff_alone_forbids_under_ruff_only():
    # Same reading for the Spanish variant: no duty to ruff, but no under-ruff while an over-ruff is possible.
    p = position("recuperacion", ["2C 5H"], 0, trump="H", hold={2: "3H 9H AS KD"}, voids={1: "C", 2: "C"},
                 options={"es_recovery_must_overruff": True})
    legal = codes(p.legal_mask())
    assert "AS" in legal and "9H" in legal and "3H" not in legal


def test_tr12_el_iptal_after_two_ceza():
    game = Game("turkish-12", seed=15)
    turkish_party_until(game, random.Random(15), 8, _first_ceza)   # 2 ceza each: everybody is mecburi kozcu
    declarer = game.state.next_declarer
    assert game.quota_left(declarer) == (0, 1)
    game.apply(DealSpec(deal_for({declarer: LOW})))
    assert set(game.decision.options) == {"koz", "el-iptal"}
    game.apply("el-iptal")
    assert game.state.hands_scored == 8 and game.decision.kind == "deal"

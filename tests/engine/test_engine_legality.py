"""Card legality, rule by rule: docs/rules.md §2.5 (Turkish tables), §1.3/§1.4 (Spanish), §4 (pseudo-code)."""

from __future__ import annotations

import pytest

from kd_engine_helpers import C, M, Scenario, codes, mono_tricks, position
from kingdesk.engine.cards import SUIT_MASKS
from kingdesk.engine.contracts import CONTRACTS
from kingdesk.engine.play import DealPlay
from kingdesk.engine.rules import Rules

MIXED = "AH 7H 2H KS 9S 4S QD 8D 3D JC TC 6C 5C"   # 13 cards of all four suits
HEARTS_CLUBS = "AH 5H 4H 3H 2H AC KC QC JC TC 9C 8C 7C"


def lead_position(contract, hand=MIXED, trump=None, preset=None, options=None):
    return position(contract, [], leader=0, trump=trump, hold={0: hand}, exact=(0,), preset=preset, options=options)


# ============================================================ Turkish: leading (§2.5 "Leading")
@pytest.mark.parametrize("contract", ["el-almaz", "son-iki", "kiz-almaz", "erkek-almaz"])
def test_tr_free_leads(contract):
    p = lead_position(contract)
    assert codes(p.legal_mask()) == codes(M(MIXED))


@pytest.mark.parametrize("contract", ["kupa-almaz", "rifki"])
def test_tr_no_heart_lead_until_broken(contract):
    p = lead_position(contract)
    assert codes(p.legal_mask()) == codes(M(MIXED)) - {"AH", "7H", "2H"}
    assert p.refusal(C("7H")) == "no-hearts-lead"


@pytest.mark.parametrize("contract", ["kupa-almaz", "rifki"])
def test_tr_only_hearts_any_heart_may_be_led(contract):
    # A22 default: a leader holding only hearts may lead any of them (tr_forced_highest_heart_lead off, A27).
    # Nine tricks of spades, diamonds and clubs (no heart falls); seat 0 is left with hearts only.
    before = mono_tricks([0] * 9, 0, "SDC")
    p = position(contract, before, 0, hold={0: "QH 9H 5H 3H"}, exact=(0,))
    assert not p.hearts_broken
    assert codes(p.legal_mask()) == {"QH", "9H", "5H", "3H"}


@pytest.mark.parametrize("contract", ["kupa-almaz", "rifki"])
def test_tr_hearts_broken_by_a_discard_frees_the_lead(contract):
    # 2S is led, seat 1 (void in spades) discards a heart (not K♥), seat 0 wins with the ace and leads again.
    p = position(contract, ["AS 9H 2S 3S"], 0, hold={0: "7H 4H KS", 2: "KH"}, voids={0: "DC", 1: "S"})
    assert p.leader == 0 and p.hearts_broken
    assert {"7H", "4H"} <= codes(p.legal_mask())


def test_tr_koz_no_trump_lead_until_broken():
    p = lead_position("koz", trump="S")
    assert codes(p.legal_mask()) == codes(M(MIXED)) - {"KS", "9S", "4S"}
    assert p.refusal(C("KS")) == "no-trump-lead"


def test_tr_koz_trump_broken_by_a_ruff_frees_the_lead():
    # ♥ trump: seat 1, void in clubs, ruffs the club lead and leads trump next.
    p = position("koz", ["2C 5H 3C 4C"], 0, trump="H", hold={1: "9H AS"}, voids={1: "C"})
    assert p.leader == 1 and p.trump_broken
    assert "9H" in codes(p.legal_mask())


def test_tr_koz_only_trumps_any_trump_may_be_led():
    # §2.5 [I] and A22: only trumps in hand -> any trump, even before trumps are broken.
    before = mono_tricks([0] * 9, 0, "SDC")
    p = position("koz", before, 0, trump="H", hold={0: "9H 8H 3H 2H"}, exact=(0,))
    assert not p.trump_broken
    assert codes(p.legal_mask()) == {"9H", "8H", "3H", "2H"}


def test_tr_koz_akq_needs_all_three_honours():
    p = lead_position("koz", hand="AS KS JS 2S 9H 8H 7H 6H 5H 4H 3H 2H AD", trump="S")
    assert codes(p.legal_mask()) & {"AS", "KS", "JS", "2S"} == set()


# ============================================================ Turkish: following suit
@pytest.mark.parametrize("contract", ["el-almaz", "son-iki", "kupa-almaz"])
def test_tr_follow_any_card_of_led_suit(contract):
    # The ace is on the table; seat 2 holds spades: any of them, no duty to duck or to head (A17).
    p = position(contract, ["2S AS"], 0, hold={2: "KS 5S 3S"})
    assert {"KS", "5S", "3S"} <= codes(p.legal_mask()) == codes(p.hands[2] & SUIT_MASKS[0])


def test_tr_kupa_following_hearts_no_compulsory_duck():
    # A17 default: no compulsory duck in Kupa Almaz (tr_kupa_must_duck off).
    before = ["AS 9H 2S 3S"]        # hearts broken by seat 1's discard; seat 0 leads again
    p = position("kupa-almaz", before + ["5H TH"], 0, hold={0: "5H", 2: "QH 2H"}, voids={1: "S"})
    assert codes(p.legal_mask()) == codes(p.hands[2] & SUIT_MASKS[1])
    assert {"QH", "2H"} <= codes(p.legal_mask())


def test_tr_kiz_queen_not_forced_under_lower_card():
    p = position("kiz-almaz", ["5S JS"], 0, hold={2: "QS 3S"})
    assert {"QS", "3S"} <= codes(p.legal_mask())


def test_tr_kiz_queen_forced_under_king():
    p = position("kiz-almaz", ["5S KS"], 0, hold={2: "QS 3S"})
    assert codes(p.legal_mask()) == {"QS"}


def test_tr_erkek_not_forced_when_nothing_higher():
    p = position("erkek-almaz", ["4C 9C"], 0, hold={2: "KC JC 2C"})
    assert {"KC", "JC", "2C"} <= codes(p.legal_mask())


def test_tr_erkek_jack_forced_under_queen_and_king_under_ace_only():
    # A18: the compulsory erkek is one ranked below the highest card of the led suit on the table.
    p = position("erkek-almaz", ["4C QC"], 0, hold={2: "KC 2C"})
    assert {"KC", "2C"} <= codes(p.legal_mask())       # the K is above the Q: free
    p = position("erkek-almaz", ["4C AC"], 0, hold={2: "KC 2C"})
    assert codes(p.legal_mask()) == {"KC"}


def test_tr_rifki_king_forced_under_ace_of_hearts():
    # A15 default ON: K♥ must be dropped when ♥ is led and A♥ is on the table.
    before = ["AS 9H 2S 3S"]        # hearts broken
    p = position("rifki", before + ["AH 2H"], 0, hold={0: "AH", 2: "KH 5H"}, voids={1: "S"})
    assert p.to_play == 2 and codes(p.legal_mask()) == {"KH"}
    assert p.refusal(C("5H")) == "must-drop-penalty"
    p = position("rifki", before + ["QH 2H"], 0, hold={0: "QH", 2: "KH 5H"}, voids={1: "S"})
    assert {"KH", "5H"} <= codes(p.legal_mask())       # no ace on the table: any heart


def test_tr_koz_trump_led_must_overtrump():
    # A19 default: when trump is led, a follower who can beat the highest trump must.
    p = position("koz", ["2C 5H 3C 4C", "6H 8H"], 0, trump="H", hold={1: "6H", 3: "TH 7H 3H"}, voids={1: "C"})
    assert p.to_play == 3
    assert codes(p.legal_mask()) == {"TH"}
    assert p.refusal(C("7H")) == "must-overtrump"


def test_tr_koz_trump_led_cannot_overtrump_any_trump():
    # A19: the overtrump duty lapses when no higher trump is held.
    p = position("koz", ["2C 5H 3C 4C", "6H AH"], 0, trump="H", hold={1: "6H", 3: "TH 7H 3H"}, voids={1: "C"})
    assert codes(p.legal_mask()) == codes(p.hands[3] & SUIT_MASKS[1])


def test_tr_koz_plain_suit_led_no_duty_to_beat():
    p = position("koz", ["9D"], 0, trump="H", hold={1: "AD 2D"})
    assert {"AD", "2D"} <= codes(p.legal_mask())


# ============================================================ Turkish: void in the led suit
@pytest.mark.parametrize("contract", ["el-almaz", "son-iki"])
def test_tr_void_any_card(contract):
    p = position(contract, ["2C"], 0, hold={1: MIXED.replace("JC TC 6C 5C", "AS QS JS TS")}, exact=(1,))
    assert codes(p.legal_mask()) == codes(p.hands[1])


@pytest.mark.parametrize("contract, penalty", [
    ("kupa-almaz", {"AH", "7H", "2H"}),
    ("kiz-almaz", {"QD", "QS"}),
    ("erkek-almaz", {"KS", "JS"}),
])
def test_tr_void_must_discard_a_penalty_card(contract, penalty):
    hand = "AH 7H 2H KS QS JS 4S QD 8D 3D 5D 6D 7D"
    p = position(contract, ["2C"], 0, hold={1: hand}, exact=(1,))
    assert codes(p.legal_mask()) == penalty
    assert p.refusal(C("8D")) == "must-discard-penalty"


@pytest.mark.parametrize("contract", ["kupa-almaz", "kiz-almaz", "erkek-almaz"])
def test_tr_void_without_penalty_card_any_card(contract):
    hand = "AS 9S 8S 7S 6S 5S 4S 3S 2S TD 9D 8D 7D"    # no heart, no Q, no K/J
    p = position(contract, ["2C"], 0, hold={1: hand}, exact=(1,))
    assert codes(p.legal_mask()) == codes(M(hand))


def test_tr_rifki_void_king_then_heart_then_anything():
    # §2.5 void table; A16 default ON: without K♥ a void player must discard a heart if he has one.
    p = position("rifki", ["2C"], 0, hold={1: "KH 7H AS 9D"}, voids={1: "C"})
    assert codes(p.legal_mask()) == {"KH"}
    assert p.refusal(C("7H")) == "must-play-king-of-hearts"
    p = position("rifki", ["2C"], 0, hold={1: "7H 4H AS 9D", 2: "KH"}, voids={1: "C"})
    assert codes(p.legal_mask()) == codes(p.hands[1] & SUIT_MASKS[1])
    assert p.refusal(C("AS")) == "must-discard-heart"
    hand = "AS 9S 8S 7S 6S 5S 4S 3S 2S TD 9D 8D 7D"
    p = position("rifki", ["2C"], 0, hold={1: hand}, exact=(1,))
    assert codes(p.legal_mask()) == codes(M(hand))


def test_tr_koz_void_must_ruff_any_trump_when_none_on_table():
    p = position("koz", ["2C"], 0, trump="H", hold={1: "3H 9H AS KD"}, voids={1: "C"})
    assert codes(p.legal_mask()) == codes(p.hands[1] & SUIT_MASKS[1])
    assert p.refusal(C("AS")) == "must-ruff"


def test_tr_koz_void_without_trump_any_card():
    hand = "AS 9S 8S 7S 6S 5S 4S 3S 2S TD 9D 8D 7D"
    p = position("koz", ["2C"], 0, trump="H", hold={1: hand}, exact=(1,))
    assert codes(p.legal_mask()) == codes(M(hand))


# ============================================================ Spanish: negative lances (§1.3)
@pytest.mark.parametrize("contract", ["no-bazas", "ni-k-ni-j", "no-q", "dos-ultimas"])
def test_es_negative_lances_free_leads_including_hearts(contract):
    p = lead_position(contract)
    assert codes(p.legal_mask()) == codes(M(MIXED))


@pytest.mark.parametrize("contract", ["no-bazas", "no-corazones", "ni-k-ni-j", "no-q", "dos-ultimas"])
def test_es_negative_lances_void_is_free(contract):
    # Unlike the Turkish cezas, nothing must be discarded: a void player plays any card.
    hand = "AH 7H 2H KS QS JS 4S QD 8D 3D 5D 6D 7D"
    p = position(contract, ["2C"], 0, hold={1: hand}, exact=(1,))
    assert codes(p.legal_mask()) == codes(M(hand))


@pytest.mark.parametrize("contract", ["no-q", "ni-k-ni-j", "no-corazones"])
def test_es_no_obligation_to_drop_or_head(contract):
    p = position(contract, ["5S AS"], 0, hold={2: "KS QS JS 3S"})
    assert {"KS", "QS", "JS", "3S"} <= codes(p.legal_mask())


def test_es_negative_lances_have_no_trump():
    # A trick of a negative lance goes to the highest card of the led suit, whatever else is in it.
    p = position("no-bazas", ["5D AS KH QC"], 0, voids={1: "D", 2: "D", 3: "D"})
    assert p.winners == [0]


def test_es_rey_void_without_king_any_card():
    # §1.3: only K♥ is compulsory when void; unlike the Turkish A16 there is no heart duty.
    hand = "AS 9S 8S 7S 6S 5S 4S 3S 2S 7H 9D 8D 7D"
    p = position("rey-de-corazones", ["2C"], 0, hold={1: hand}, exact=(1,))
    assert codes(p.legal_mask()) == codes(M(hand))   # no "discard a heart" duty in Spain


@pytest.mark.parametrize("contract", ["no-corazones", "rey-de-corazones"])
def test_es_heart_lead_ban_from_trick_one(contract):
    # A3 default: lance 2 has the same absolute ban as lance 5 (es_hearts_lead 'absolute').
    p = lead_position(contract, HEARTS_CLUBS)
    assert codes(p.legal_mask()) == {"AC", "KC", "QC", "JC", "TC", "9C", "8C", "7C"}


# ============================================================ Spanish: recoveries (§1.4)
def test_es_recovery_trump_may_be_led_at_once():
    p = lead_position("recuperacion", trump="S")
    assert codes(p.legal_mask()) == codes(M(MIXED))


def test_es_recovery_void_no_ruff_obligation():
    # A6 default: follow suit only in the recoveries (no compulsory ruff).
    p = position("recuperacion", ["2C"], 0, trump="H", hold={1: "3H 9H AS KD"}, voids={1: "C"})
    assert codes(p.legal_mask()) == codes(p.hands[1])


def test_es_recovery_no_overruff_and_no_overtrump_obligation():
    # A6: no over-ruff and no duty to head the trick ([3] 'En ningún caso es obligatorio ...').
    p = position("recuperacion", ["2C 5H"], 0, trump="H", hold={2: "3H 9H AS KD"}, voids={1: "C", 2: "C"})
    assert codes(p.legal_mask()) == codes(p.hands[2])       # may under-ruff or discard
    p = position("recuperacion", ["6H 8H"], 0, trump="H", hold={0: "6H", 2: "TH 3H"})
    assert {"TH", "3H"} <= codes(p.legal_mask())


def test_es_recovery_trump_wins_the_trick():
    p = position("recuperacion", ["AD 2H KD QD"], 0, trump="H", voids={1: "D"})
    assert p.winners == [1]


# ============================================================ generic refusals (§0, §4)
def test_follow_suit_refusal_and_not_in_hand_and_turn():
    p = position("el-almaz", ["5S"], 0, hold={1: "9S AD"})
    assert p.refusal(C("AD")) == "must-follow-suit"
    foreign = next(c for c in range(52) if not p.hands[1] >> c & 1)
    assert p.refusal(foreign) == "not-in-hand"
    assert p.refusal(C("9S"), seat=2) == "not-your-turn"
    assert p.refusal(C("9S"), seat=1) is None


def test_legal_cards_matches_refusal_for_every_card():
    sc = Scenario(["2C 5H 3C 4C", "6H 8H"], 0, "H", {1: "6H", 3: "TH 7H 3H"}, voids={1: "C"})
    p = sc.play("koz")
    legal = p.legal_mask()
    for c in range(52):
        allowed = p.refusal(c) is None
        assert allowed == bool(legal >> c & 1)


def test_dealplay_trick_winner_rules():
    rules = Rules.from_preset("turkish-20")
    hands = [M("2S AH"), M("KS 3D"), M("AS 4C"), M("3S 2H")]
    p = DealPlay(hands, CONTRACTS["koz"], 1, rules, leader=0)   # hearts trump
    for c in ("2S", "KS", "AS", "3S"):
        p.push(C(c))
    assert p.winners == [2] and p.leader == 2 and p.tricks_won == [0, 0, 1, 0]
    assert p.captured[2] == M("2S KS AS 3S")

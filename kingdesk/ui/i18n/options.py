"""The rule settings of docs/rules.md §5: their labels and their values in words."""

from __future__ import annotations

from .cards import contract_name
from .core import number, tr, translate


def option_label(key: str) -> str:
    """A short label for a rule setting key of docs/rules.md §5."""
    texts = {
        "direction": lambda: translate("Option", "Direction of play"),
        "score_scale": lambda: translate("Option", "Score multiplier (display)"),
        "es_schedule": lambda: translate("Option", "Order of the hands"),
        "es_hearts_lead": lambda: translate("Option", "Leading hearts (No hearts, King of hearts)"),
        "es_kh_drop_when_void": lambda: translate("Option", "King of hearts must go at the first void"),
        "es_kh_drop_under_ace": lambda: translate("Option", "King of hearts must drop under the ace"),
        "es_early_end": lambda: translate("Option", "Stop a hand once every penalty card is taken"),
        "es_recovery_trump_chooser": lambda: translate("Option", "Who names the trump in a recovery"),
        "es_recovery_allow_notrump": lambda: translate("Option", "No trump allowed in a recovery"),
        "es_recovery_must_ruff": lambda: translate("Option", "Recovery: must ruff when void"),
        "es_recovery_must_overruff": lambda: translate("Option", "Recovery: must overruff"),
        "es_recovery_no_trump_lead_until_broken": lambda: translate(
            "Option", "Recovery: no trump lead until trumps are broken"),
        "es_sale_enabled": lambda: translate("Option", "Selling the trump choice"),
        "es_sale_pass_is_final": lambda: translate("Option", "A pass in the sale is final"),
        "es_sale_mano_may_refuse": lambda: translate("Option", "The mano may refuse the best offer"),
        "es_sale_buyer_leads": lambda: translate("Option", "The buyer leads the first trick"),
        "es_neg_values": lambda: translate("Option", "Points of the negative lances"),
        "tr_mode": lambda: translate("Option", "Length of the game"),
        "tr_first_declarer": lambda: translate("Option", "First to choose"),
        "tr_first_four_ceza": lambda: translate("Option", "First four hands are penalty hands"),
        "tr_max_per_ceza": lambda: translate("Option", "Times each penalty contract may be played"),
        "tr_trump_suit_cap": lambda: translate("Option", "Times each suit may be trumps"),
        "tr_must_ruff": lambda: translate("Option", "Must ruff when void"),
        "tr_overruff": lambda: translate("Option", "Must overruff"),
        "tr_overtrump_on_trump_lead": lambda: translate("Option", "Must play a higher trump when trumps are led"),
        "tr_trump_lead_until_broken": lambda: translate("Option", "No trump lead until trumps are broken"),
        "tr_akq_exception": lambda: translate("Option", "Ace, king and queen of trumps may be led in a run"),
        "tr_kiz_drop_under_higher": lambda: translate("Option", "No Queens: a queen must drop under a higher card"),
        "tr_erkek_drop_under_higher": lambda: translate(
            "Option", "No Kings or Jacks: a king or jack must drop under a higher card"),
        "tr_rifki_drop_under_ace": lambda: translate(
            "Option", "King of Hearts: the king must drop under the ace"),
        "tr_rifki_void_any_heart": lambda: translate(
            "Option", "King of Hearts: discard a heart when void"),
        "tr_kupa_must_duck": lambda: translate("Option", "No Hearts: must play under a higher heart"),
        "tr_forced_highest_heart_lead": lambda: translate(
            "Option", "Only hearts left: lead the highest heart"),
        "tr_early_end": lambda: translate("Option", "Stop a hand once every penalty card is taken"),
        "tr_el_iptal": lambda: translate("Option", "Cancelling a hand with no card above ten"),
        "tr_kiz_all_one_cancel": lambda: translate("Option", "No Queens is void when each player takes one"),
        "tr_rifki_singleton_misdeal": lambda: translate(
            "Option", "Misdeal for a lone ace or king of hearts"),
        "tr_zero_is": lambda: translate("Option", "A final score of zero counts as"),
        "tr_king_rule": lambda: translate("Option", "Making King ends the game"),
        "tr_king_needs_declaration": lambda: translate("Option", "King must be declared"),
    }
    f = texts.get(key)
    return f() if f else key


def option_value_text(key: str, value: object) -> str:
    """A rule setting's value in words."""
    if isinstance(value, bool):
        return translate("Option", "yes") if value else translate("Option", "no")
    if key == "es_neg_values" and isinstance(value, dict):
        parts = []
        for name, v in value.items():
            pts = "/".join(number(x) for x in v) if isinstance(v, (list, tuple)) else number(v)  # type: ignore[arg-type]
            parts.append(f"{contract_name(name)} {pts}")
        return ", ".join(parts)
    if isinstance(value, (int, float)):
        if key == "tr_mode":
            return tr("%n hand(s)", None, int(value))
        return number(value)
    texts = {
        "CCW": lambda: translate("Option", "counter-clockwise"),
        "CW": lambda: translate("Option", "clockwise"),
        "alternate": lambda: translate("Option", "lance and recovery in turn"),
        "negatives_first": lambda: translate("Option", "the six lances first"),
        "free_order": lambda: translate("Option", "lances in any order"),
        "absolute": lambda: translate("Option", "never while holding another suit"),
        "until_broken": lambda: translate("Option", "once a heart has been played"),
        "free": lambda: translate("Option", "any time"),
        "mano": lambda: translate("Option", "the mano"),
        "dealer": lambda: translate("Option", "the dealer"),
        "D2": lambda: translate("Option", "holder of the two of diamonds"),
        "D7": lambda: translate("Option", "holder of the seven of diamonds"),
        "random": lambda: translate("Option", "drawn by lot"),
        "none": lambda: translate("Option", "no limit"),
        "off": lambda: translate("Option", "off"),
        "mecburi_declarer": lambda: translate("Option", "the forced trump caller"),
        "any_player_in_koz": lambda: translate("Option", "any player in a trump hand"),
        "batmış": lambda: translate("Option", "down"),
        "çıkmış": lambda: translate("Option", "up"),
        "neutral": lambda: translate("Option", "neither"),
        "ge10": lambda: translate("Option", "10 tricks or more"),
        "11_or_10_consecutive": lambda: translate("Option", "11 tricks, or 10 in a row"),
        "all13": lambda: translate("Option", "all 13 tricks"),
    }
    f = texts.get(str(value))
    return f() if f else str(value)

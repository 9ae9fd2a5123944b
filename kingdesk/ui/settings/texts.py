"""One-line explanations of the rule settings of docs/rules.md §5, and the family group titles.

Labels and value names come from :mod:`kingdesk.ui.i18n` (``option_label``,
``option_value_text``); this module adds the sentence under each setting.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from ..i18n import tr


_HELP = {
    "direction": lambda: tr("Which way the deal and the play go round the table; the score is the same either way."),
    "score_scale": lambda: tr("Multiplies every score on the sheet, for show only; the game is the same."),
    "es_schedule": lambda: tr("Lances and recoveries in turn, all six lances first, or the chooser picks any "
                              "lance left."),
    "es_hearts_lead": lambda: tr("When a heart may be led in No hearts and King of hearts."),
    "es_kh_drop_when_void": lambda: tr("The king of hearts must be played the first time its holder cannot follow "
                                       "suit."),
    "es_kh_drop_under_ace": lambda: tr("When hearts are led and the ace is on the table, the king of hearts must "
                                       "be played."),
    "es_early_end": lambda: tr("A lance ends as soon as every penalty card has been taken."),
    "es_recovery_trump_chooser": lambda: tr("Who names the trump suit in a recovery: the mano or the dealer."),
    "es_recovery_allow_notrump": lambda: tr("A recovery may be played without trumps."),
    "es_recovery_must_ruff": lambda: tr("In a recovery, a player who cannot follow suit must play a trump."),
    "es_recovery_must_overruff": lambda: tr("In a recovery, a player who ruffs must beat a trump already played."),
    "es_recovery_no_trump_lead_until_broken": lambda: tr("In a recovery, trumps may not be led until a trump has "
                                                         "been played."),
    "es_sale_enabled": lambda: tr("The mano may sell the choice of trumps for tricks offered by the others."),
    "es_sale_pass_is_final": lambda: tr("A player who passes in the sale may not bid again."),
    "es_sale_mano_may_refuse": lambda: tr("The mano may turn down the best offer and name trumps himself."),
    "es_sale_buyer_leads": lambda: tr("The buyer of the trump choice leads the first trick instead of the mano."),
    "es_neg_values": lambda: tr("Points lost per penalty unit in each negative lance (the last two tricks may "
                                "differ)."),
    "tr_mode": lambda: tr("A full game of 20 hands or a short one of 12."),
    "tr_first_declarer": lambda: tr("Who chooses the first contract."),
    "tr_first_four_ceza": lambda: tr("The first four hands must be penalty contracts."),
    "tr_max_per_ceza": lambda: tr("How many times each penalty contract may be chosen in a game."),
    "tr_trump_suit_cap": lambda: tr("How many times the same suit may be named trumps in a game."),
    "tr_must_ruff": lambda: tr("A player who cannot follow suit in a trump hand must play a trump."),
    "tr_overruff": lambda: tr("A player who ruffs must beat a trump already on the trick if he can."),
    "tr_overtrump_on_trump_lead": lambda: tr("When trumps are led, a player must beat the highest trump if he "
                                             "can."),
    "tr_trump_lead_until_broken": lambda: tr("Trumps may not be led until a trump has been played."),
    "tr_akq_exception": lambda: tr("The holder of the ace, king and queen of trumps may lead trumps before they "
                                   "are broken, but must then lead all three one after another."),
    "tr_kiz_drop_under_higher": lambda: tr("In No Queens, a queen must be played when a higher card of its suit "
                                           "is on the trick."),
    "tr_erkek_drop_under_higher": lambda: tr("In No Kings or Jacks, a king or jack must be played under a higher "
                                             "card of its suit."),
    "tr_rifki_drop_under_ace": lambda: tr("In King of Hearts, the king must be played when hearts are led and the "
                                          "ace is on the trick."),
    "tr_rifki_void_any_heart": lambda: tr("In King of Hearts, a player who cannot follow suit must discard a "
                                          "heart."),
    "tr_kupa_must_duck": lambda: tr("In No Hearts, a player must play a heart lower than the highest one on the "
                                    "trick if he can."),
    "tr_forced_highest_heart_lead": lambda: tr("A leader holding only hearts before hearts are broken must lead "
                                               "the highest."),
    "tr_early_end": lambda: tr("A penalty hand ends as soon as every penalty card has been taken."),
    "tr_el_iptal": lambda: tr("Who may ask for a redeal with no card above ten."),
    "tr_kiz_all_one_cancel": lambda: tr("No Queens counts for nothing when each player took one queen."),
    "tr_rifki_singleton_misdeal": lambda: tr("A player dealt the ace or king of hearts alone may ask for a "
                                             "redeal."),
    "tr_zero_is": lambda: tr("Whether a final score of exactly zero is up, down or neither."),
    "tr_king_rule": lambda: tr("Taking this many tricks in a trump hand ends the game at once."),
    "tr_king_needs_declaration": lambda: tr("King counts only if it was declared before the first lead."),
}


def option_help(key: str) -> str:
    """The one-line explanation of a §5 rule setting."""
    f = _HELP.get(key)
    return f() if f else ""


def family_title(family: str) -> str:
    texts = {
        "both": lambda: QCoreApplication.translate("Settings", "Every rule set"),
        "es": lambda: QCoreApplication.translate("Settings", "Spanish King"),
        "tr": lambda: QCoreApplication.translate("Settings", "Turkish King"),
    }
    return texts[family]()


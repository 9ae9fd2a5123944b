"""Every word the engine's enums turn into on screen, and the translators behind them.

The engine speaks in record names and reason codes (``"kiz-almaz"``,
``"must-follow-suit"``); this package is the one place that turns them into text
for people, through :func:`QCoreApplication.translate` so that ``pyside6-lupdate``
collects every string into ``translations/kingdesk_*.ts``. English is the source
language; Spanish and Turkish use the words players use at the table
(docs/rules.md §9). By subject:

* :mod:`.core`: the translators, ``tr``, the language in force, numbers, dates, upper case;
* :mod:`.cards`: contracts, cancelled hands, suits and cards;
* :mod:`.refusals`: why a card or a decision was refused;
* :mod:`.decisions`: decision headings, button labels, speech bubbles, hints and replay lines;
* :mod:`.party`: rule set names, default player names, çıktı/battı;
* :mod:`.talk`: table talk (sentences about seats, counts, winners, the info panel);
* :mod:`.options`: the rule settings' labels and values;
* :mod:`.errors`: file and engine failures worded from codes;
* :mod:`.keys`: the one-letter keys of the table, the same in every language;
* :mod:`.teacher`: the hint's and the review's sentences (why a choice), and the review's grades.

Callers import the package (``from kingdesk.ui import i18n``); the contexts of the
messages (``"Contract"``, ``"Talk"``...) are literals, so they do not depend on
the module a builder lives in.

Start-up::

    app = QApplication(sys.argv)
    install_translators(app, settings_language)   # None: the system locale

Calling :func:`install_translators` again switches the language; widgets built
afterwards speak the new one.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from kingdesk.languages import LANGUAGES

from .core import (
    TRANSLATIONS_DIR, current_language, install_translators, locale, number, resolve_language, short_date,
    short_date_time, tr, translate, upper,
)

if TYPE_CHECKING:
    from .cards import (
        RANK_SYMBOLS, SUIT_SYMBOLS, cancel_text, card_name, card_short, contract_name,
        rank_symbol, suit_index_letter, suit_name, suit_symbol,
    )
    from .decisions import bubble_text, decision_title, hint_text, option_text, replay_text
    from .errors import failure_text, hosting_error_text, network_error_text, option_error_text, os_error_text
    from .keys import LETTER_KEYS, letter_key
    from .options import option_label, option_value_text
    from .party import default_names, default_player_names, ruleset_name, standing_text
    from .refusals import reason_text
    from .tunnel import relay_text, route_text, tunnel_closed_text, tunnel_error_text
    from .teacher import (choice_text, grade_text, hint_why_text, lesson_intro, loss_text, review_line,
                          sentence_text, unmeasured_text, why_review_text, why_text)
    from .talk import (
        best_offer_text, deal_info_lines, hand_counter, join_names, kept_text, sold_text, table_of, trick_won_text,
        where_stopped_text, winners_text,
    )

_HOMES = {
    "cards": ("RANK_SYMBOLS", "SUIT_SYMBOLS", "cancel_text", "card_name", "card_short", "contract_name",
              "rank_symbol", "suit_index_letter", "suit_name", "suit_symbol"),
    "decisions": ("bubble_text", "decision_title", "hint_text", "option_text", "replay_text"),
    "errors": ("failure_text", "hosting_error_text", "network_error_text", "option_error_text", "os_error_text"),
    "keys": ("LETTER_KEYS", "letter_key"),
    "options": ("option_label", "option_value_text"),
    "party": ("default_names", "default_player_names", "ruleset_name", "standing_text"),
    "refusals": ("reason_text",),
    "tunnel": ("relay_text", "route_text", "tunnel_closed_text", "tunnel_error_text"),
    "talk": ("best_offer_text", "deal_info_lines", "hand_counter", "join_names", "kept_text", "table_of", "sold_text",
             "trick_won_text", "where_stopped_text", "winners_text"),
    "teacher": ("choice_text", "grade_text", "hint_why_text", "lesson_intro", "loss_text", "review_line",
                "sentence_text", "unmeasured_text", "why_review_text", "why_text"),
}
_MODULE_OF = {name: module for module, names in _HOMES.items() for name in names}
"""Where each name of the package lives: its module is imported at the first use of one of its names, so that
the window's start-up pays only for the words its first paint shows (``core``: ``tr``)."""


def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value  # the next look-up is an ordinary one
    return value


__all__ = [
    "tr", "translate", "LANGUAGES", "TRANSLATIONS_DIR", "install_translators", "resolve_language",
    "current_language", "locale", "short_date", "short_date_time", "upper", "number", "contract_name",
    "cancel_text", "SUIT_SYMBOLS", "RANK_SYMBOLS", "suit_symbol", "suit_name", "suit_index_letter",
    "rank_symbol", "card_name", "card_short", "reason_text", "decision_title", "option_text",
    "bubble_text", "hint_text", "replay_text", "standing_text", "ruleset_name", "default_player_names", "default_names",
    "option_label", "option_value_text", "join_names", "table_of", "trick_won_text", "sold_text", "kept_text",
    "best_offer_text",
    "hand_counter", "where_stopped_text", "winners_text", "deal_info_lines", "os_error_text", "option_error_text",
    "failure_text", "hosting_error_text", "network_error_text", "LETTER_KEYS", "letter_key", "relay_text",
    "route_text", "tunnel_closed_text", "tunnel_error_text", "choice_text", "grade_text", "hint_why_text",
    "review_line", "sentence_text", "why_text", "lesson_intro", "loss_text", "unmeasured_text", "why_review_text",
]

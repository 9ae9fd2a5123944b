"""The languages KingDesk speaks: the one list (no Qt here, so build scripts and the CLI can read it).

English is the source language of every message; the others have a
``translations/kingdesk_<code>.ts`` file compiled into
``kingdesk/translations/kingdesk_<code>.qm``.
"""

from __future__ import annotations

SOURCE = "en"
"""The language the messages are written in."""

LANGUAGES: tuple[str, ...] = ("en", "es", "tr")
"""Every language offered, source first."""

TRANSLATED: tuple[str, ...] = tuple(code for code in LANGUAGES if code != SOURCE)
"""The languages every message is translated into."""

CATALOGUES: tuple[str, ...] = LANGUAGES
"""Every language with a ``kingdesk_<code>.ts``/``.qm``; the source language's holds only the
plural forms of the ``%n`` messages (``lupdate -pluralonly``), so English says "1 trick"."""

ENDONYMS: dict[str, str] = {"en": "English", "es": "Español", "tr": "Türkçe"}
"""Each language's name in itself (never translated: a player looks for his own)."""

LOCALES: dict[str, str] = {"en": "en_US", "es": "es_ES", "tr": "tr_TR"}
"""The locale behind each language (numbers, dates, upper case)."""

assert set(ENDONYMS) == set(LOCALES) == set(LANGUAGES)

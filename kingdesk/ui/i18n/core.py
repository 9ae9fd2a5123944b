"""The translators, the language in force, and the locale's numbers, dates and upper case.

:func:`install_translators` loads Qt's own ``qtbase`` catalogue and KingDesk's
``kingdesk_<lang>.qm``; :func:`tr` is the one lookup helper under the empty
context. The message builders of the sibling modules keep their looked-up texts
in :func:`_cached`, which a change of language clears.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDate, QLibraryInfo, QLocale, QTranslator

from kingdesk.languages import LANGUAGES, LOCALES, SOURCE

if TYPE_CHECKING:  # annotations only: the table's first frame writes no date
    import datetime

translate = QCoreApplication.translate


def tr(text: str, comment: str | None = None, n: int = -1) -> str:
    """The translation of ``text`` under the empty context; ``n`` picks the plural form of ``%n``.

    The one ``tr`` helper of the UI (import it, never paste it): ``pyside6-lupdate``
    files every bare ``tr("literal")`` call under the empty context, which is
    where this looks. Call it with a literal only; compose after translating.
    """
    return QCoreApplication.translate("", text, comment, n)


TRANSLATIONS_DIR = Path(__file__).resolve().parent.parent.parent / "translations"
"""Where the compiled ``kingdesk_<lang>.qm`` files are shipped (package data)."""

_installed: list[QTranslator] = []
_language = "en"


def _pick_language(language: str | None) -> str:
    if language:
        code = language.replace("-", "_").split("_")[0].lower()
        return code if code in LANGUAGES else "en"
    for name in QLocale.system().uiLanguages():
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def resolve_language(language: str | None) -> str:
    """The language code that ``language`` (a setting, ``None`` for the system's) gives: ``en``, ``es`` or ``tr``."""
    return _pick_language(language)


def _locale_for(code: str) -> QLocale:
    return QLocale(LOCALES.get(code, LOCALES["en"]))


def install_translators(app: QCoreApplication | None = None, language: str | None = None) -> str:
    """Install Qt's ``qtbase`` translation and KingDesk's own for ``language``.

    ``language`` is ``"es"``, ``"tr"`` or ``"en"`` (a locale name such as
    ``"tr_TR"`` works too); ``None`` follows the system locale and falls back to
    English. Sets :meth:`QLocale.setDefault` so numbers and dates follow the
    language. Returns the language code in force. Translators installed by an
    earlier call are removed first.
    """
    global _language
    app = app or QCoreApplication.instance()
    code = _pick_language(language)
    for t in _installed:
        QCoreApplication.removeTranslator(t)
    _installed.clear()
    locale = _locale_for(code)
    QLocale.setDefault(locale)
    _language = code
    _cache.clear()
    if code != SOURCE:
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qtbase = QTranslator(app)
        if qtbase.load(locale, "qtbase", "_", qt_dir):
            QCoreApplication.installTranslator(qtbase)
            _installed.append(qtbase)
    # English too: its file holds only the plural forms ("1 trick", "2 tricks") of the %n messages.
    own = QTranslator(app)
    if own.load(str(TRANSLATIONS_DIR / f"kingdesk_{code}.qm")):
        QCoreApplication.installTranslator(own)
        _installed.append(own)
    return code


def current_language() -> str:
    """The language code last installed (``"en"`` before any call)."""
    return _language


def locale() -> QLocale:
    """The locale for numbers and dates (the default set by :func:`install_translators`)."""
    return QLocale()


def short_date(day: datetime.date) -> str:
    """A date written the locale's short way."""
    return QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.ShortFormat)


def short_date_time(moment: datetime.datetime) -> str:
    """The date the locale's short way, then the hours and minutes."""
    return short_date(moment.date()) + " " + moment.strftime("%H:%M")


def upper(text: str) -> str:
    """Upper case by the current locale's rules: Turkish ``i`` → ``İ``, ``ı`` → ``I``."""
    return QLocale().toUpper(text)


def number(value: int | float, signed: bool = False) -> str:
    """A number written the locale's way; ``signed`` adds ``+`` to positive values."""
    text = QLocale().toString(value)
    if signed and value > 0:
        text = QLocale().positiveSign() + text
    return text


# Translations are looked up once per language and kept here; install_translators clears it.
_cache: dict[tuple[str, str], str] = {}


def _cached(kind: str, key: str, build) -> str:  # type: ignore[no-untyped-def]
    k = (kind, key)
    if k not in _cache:
        _cache[k] = build()
    return _cache[k]

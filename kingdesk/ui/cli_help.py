"""What ``kingdesk --help`` tells beyond the options, and the check of ``--language``.

The help names the other command (``kingdesk sheet``), the folders where games and
settings are kept on this system, and the environment variables KingDesk reads.
"""

from __future__ import annotations

import argparse
import sys

from kingdesk.storage import paths


def _settings_place() -> str:
    """Where Qt keeps the settings (``QSettings("KingDesk", "KingDesk")``, native format), per system."""
    if sys.platform == "win32":
        return r"the registry, HKEY_CURRENT_USER\Software\KingDesk\KingDesk"
    if sys.platform == "darwin":
        return "~/Library/Preferences/com.kingdesk.KingDesk.plist"
    return "~/.config/KingDesk/KingDesk.conf"


def epilog() -> str:
    """The text after the options: the other command, where things are kept, the environment."""
    ini = paths.settings_path()
    moved = f"      ({paths.DATA_DIR_ENV} moves them into its folder, settings.ini)"
    settings = f"  settings: {ini}" if ini is not None else f"  settings: {_settings_place()}\n{moved}"
    return "\n".join([
        "other command:",
        "  kingdesk sheet GAME.king.json --pdf FILE --csv FILE",
        "                        print the score sheet of a saved game without opening a window",
        "                        (kingdesk sheet --help)",
        "",
        "where games and settings are kept:",
        f"  {paths.data_dir()}",
        f"      {paths.autosave_path().name:<20}the game in progress (saved after every trick and decision)",
        f"      {paths.history_path().name:<20}the finished games (the Statistics window)",
        settings,
        "the log (what to send when something goes wrong: the window's Report a problem…):",
        f"  {paths.log_path()}",
        "",
        "environment variables:",
        f"  {paths.DATA_DIR_ENV}     keep games, history, settings and the log in this folder instead (portable",
        "                        installs, tests); --demo and --self-test keep games only when it is set",
        "  KINGDESK_KEEP_MAPPED_PAGES=1",
        "                        keep the program's files in memory (for machines that page out what was",
        "                        not used for a minute: the table then never waits for the disk)",
        "  KINGDESK_TRACE_AUTOSAVE=1",
        "                        print a line to stderr at every autosave (for bug reports)",
        "  QT_QPA_PLATFORM       Qt's window system: xcb (X11), wayland, offscreen (no window), ...",
    ])


def language_help() -> str:
    """``--language``'s help, from the one list of languages (``kingdesk.languages.LANGUAGES``)."""
    from kingdesk.languages import LANGUAGES

    return f"{', '.join(LANGUAGES)} (default: the settings', else the system's)"


def language_argument(value: str) -> str:
    """``--language``: a language KingDesk speaks (``tr``, or a locale name such as ``tr_TR``), else an error.

    >>> language_argument("tr_TR")
    'tr_TR'
    >>> language_argument("fr")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: unknown language 'fr' (known: en, es, tr)
    """
    from kingdesk.languages import LANGUAGES

    code = value.replace("-", "_").split("_")[0].lower()
    if code not in LANGUAGES:
        raise argparse.ArgumentTypeError(f"unknown language {value!r} (known: {', '.join(LANGUAGES)})")
    return value

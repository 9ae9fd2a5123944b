"""The PySide6 desktop front end: table, dialogs, score sheet, translations."""

from ._compat import keep_none_alive

keep_none_alive()  # PySide6 6.12 / CPython 3.11 under-counts None: see _compat

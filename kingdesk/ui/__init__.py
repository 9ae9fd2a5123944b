"""The PySide6 desktop front end: table, dialogs, score sheet, translations.

Entry points call ``kingdesk.ui._compat.keep_none_alive()`` before they use Qt, then
``quick_feature_check()`` (``kingdesk.app.main`` does).
"""

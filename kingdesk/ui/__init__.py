"""The PySide6 desktop front end: table, dialogs, score sheet, translations."""

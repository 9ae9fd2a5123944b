"""Per-user files: the autosave, the history database, record import and export.

No Qt here: the UI turns the codes and paths these modules report into words.
"""

"""The one list of the computer players' levels, weakest first (Qt-free, cheap to import).

The computer players (:mod:`kingdesk.ai.players`), the seats (:mod:`kingdesk.session.seats`), the words the
window shows for each (:data:`kingdesk.ui.name_lists.LEVEL_TEXT`, tied to this list by a test) and the command
line's ``--level`` all take it from here.
"""

LEVELS = ("random", "easy", "medium", "hard")

__all__ = ["LEVELS"]

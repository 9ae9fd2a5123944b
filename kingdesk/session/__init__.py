"""The party in progress and the services that keep it (pure Python, no Qt).

* :mod:`.party`: one party: the game, its players and levels, undo and redo;
* :mod:`.owner`: :class:`PartyOwner`, the only thing that starts, resumes, puts
  aside, finishes or abandons a party (it lives on the engine thread);
* :mod:`.writer`: the one autosave writer, off the GUI thread, latest record wins;
* :mod:`.shelf`: the unfinished parties kept for later;
* :mod:`.messages`: the intents the UI sends to the engine thread and the events it gets back.
"""

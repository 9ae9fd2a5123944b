"""Shared by every test and doctest: the PySide6 work-around, before any Qt call, as ``kingdesk.app`` starts."""

from kingdesk.ui._compat import keep_none_alive

keep_none_alive()

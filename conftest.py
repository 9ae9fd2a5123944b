"""Shared by every test and doctest.

The PySide6 work-around runs before any Qt call, as ``kingdesk.app`` does at start-up; the collector
runs on the GUI thread only once the application exists, as in the program (``responsive``). The markers
are registered in pyproject.toml; the research's tests are under ``lab/tests`` (``python -m pytest lab``).
"""

import pytest

from kingdesk.ui._compat import keep_none_alive

keep_none_alive()


@pytest.fixture(scope="session")
def qapp(qapp):  # type: ignore[no-untyped-def]
    """pytest-qt's application, with Python's collector run on its GUI thread only, as ``responsive.tune``
    does in the program: collected on the engine thread, a closed window's wrappers crashed the UI tests."""
    from kingdesk.ui import responsive

    responsive.collect_on_gui_thread()
    return qapp

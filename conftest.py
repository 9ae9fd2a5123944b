"""Shared by every test and doctest.

The PySide6 work-around runs before any Qt call, as ``kingdesk.app`` does at start-up; the collector
runs on the GUI thread only once the application exists, as in the program (``responsive``); the research
yardsticks' tests run only when asked for (``--yardsticks``), the markers are registered in pyproject.toml.
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


def pytest_addoption(parser):  # type: ignore[no-untyped-def]
    parser.addoption("--yardsticks", action="store_true",
                     help="also run the tests marked yardstick (tools/clairvoyant_ceiling.py, "
                          "tools/inference_quality.py)")


def pytest_collection_modifyitems(config, items):  # type: ignore[no-untyped-def]
    """The research yardsticks are out of the default run: without --yardsticks their tests are deselected."""
    if config.getoption("--yardsticks"):
        return
    kept = [item for item in items if item.get_closest_marker("yardstick") is None]
    left = [item for item in items if item.get_closest_marker("yardstick") is not None]
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = kept

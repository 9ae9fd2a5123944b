"""Score-sheet tests run without a screen, in each of the three languages."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture
def language(qapp):
    """Switch the application language for one test and back to English afterwards."""
    from kingdesk.ui import i18n

    def use(code: str) -> str:
        return i18n.install_translators(qapp, code)

    yield use
    i18n.install_translators(qapp, "en")

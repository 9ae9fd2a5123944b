"""The sale as the person at the table reads it in the accept and bid dialogs: their own lines are in the
second person ("You sell the choice of trump", "Vendes…", "…satışa çıkardın"), never their name ("You",
"Tú", "Sen") filling a third-person sentence ("You sells…", "Tú vende…", "Sen … çıkardı").

The window must tell the decision dialog which seat is the person's; these tests open the dialogs on the real
window, so they fail when it does not."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from kingdesk.engine.game import Game
from kingdesk.languages import LANGUAGES
from kingdesk.ui import i18n
from kingdesk.session.setup import PartySetup
from tests.ui.driver import VS_RANDOM


def sale_position(kind: str, own_offer: bool) -> Game:
    """A Spanish game where seat 0 faces ``kind`` (accept: seat 0 sold the choice; bid: seat 0 bids again after
    an offer of its own when ``own_offer``)."""
    for seed in range(2000):
        g = Game("spanish", None, seed)
        rng = random.Random(seed)
        while not g.is_over:
            d = g.decision
            if d.kind == kind and d.seat == 0:
                cur = g.current
                assert cur is not None
                if not own_offer or any(s == 0 and b != "pass" for s, b in cur.bids):
                    return g
            if d.kind == "sale":
                choice: Any = "sell"  # every chooser sells: the sale comes often
            elif d.kind == "bid":
                offers = [o for o in d.options if o != "pass"]
                choice = offers[0] if offers and rng.random() < 0.8 else "pass"
            else:
                choice = None if d.kind == "deal" else d.options[rng.randrange(len(d.options))]
            g.apply(choice)
    raise AssertionError(f"no {kind} for seat 0 found")


def so_far(qtbot: Any, window: Any, game: Game, names: tuple[str, ...]) -> str:
    window.start(PartySetup(ruleset="spanish", names=names, seats=VS_RANDOM,
                            start=game))
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible(), timeout=20000)
    label = window.dialog.findChild(QLabel, "sale-so-far")
    assert label is not None
    return str(label.text())


@pytest.fixture
def language(qapp):  # type: ignore[no-untyped-def]
    yield lambda code: i18n.install_translators(qapp, code)
    i18n.install_translators(qapp, "en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_accept_dialog_says_you_sell(qtbot, window, language, lang: str) -> None:  # type: ignore[no-untyped-def]
    assert language(lang) == lang
    me = {"en": "You", "es": "Tú", "tr": "Sen"}[lang]
    text = so_far(qtbot, window, sale_position("accept", False), (me, "Baran", "Carmen", "Deniz"))
    first = text.splitlines()[0]
    assert first == i18n.tr("You sell the choice of trump")
    assert first != i18n.tr("%1 sells the choice of trump").replace("%1", me)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_bid_dialog_says_you_offer(qtbot, window, language, lang: str) -> None:  # type: ignore[no-untyped-def]
    assert language(lang) == lang
    me = {"en": "You", "es": "Tú", "tr": "Sen"}[lang]
    game = sale_position("bid", True)
    cur = game.current
    assert cur is not None
    mine = next(int(b) for s, b in cur.bids if s == 0 and b != "pass")
    lines = so_far(qtbot, window, game, (me, "Baran", "Carmen", "Deniz")).splitlines()
    assert i18n.tr("You offer %n trick(s)", None, mine) in lines
    assert i18n.tr("%1 offers %n trick(s)", None, mine).replace("%1", me) not in lines

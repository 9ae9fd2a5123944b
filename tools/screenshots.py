"""Render the real KingDesk window at several sizes and languages into PNG files, to look at.

    python tools/screenshots.py OUT_DIR [--sizes 1024x768,1366x768,1600x1000,2560x1440]
                                [--languages en,es,tr] [--scenes trick,sale,end] [--dpr 1]

For each language, size and scene it builds the main window (offscreen unless
``QT_QPA_PLATFORM`` says otherwise; under Xvfb use ``QT_QPA_PLATFORM=xcb``),
brings a game to that moment by playing a seeded :class:`Game` on the engine
(never by poking the table), lets the window draw it and saves
``OUT_DIR/<lang>-<size>-<scene>.png``:

* ``trick``: a Spanish party with four 20-character names, mid-trick, the player to play;
* ``sale``: the Spanish sale of a recovery deal, an offer made, the player asked to answer;
* ``end``: a Turkish 12-hand party just over, the result dialog open;
* ``folded``: as ``trick``, the score sheet folded to its strip (key S).

With ``--dpr 2`` the window is drawn at device pixel ratio 2 (``QT_SCALE_FACTOR``).
One process per language (a translator is installed once per process).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

SIZES = ((1024, 768), (1366, 768), (1600, 1000), (2560, 1440))
LANGUAGES = ("en", "es", "tr")
SCENES = ("trick", "sale", "end", "folded")
LONG_NAMES = ("Maximiliano Fernández", "Bartolomé de la Torre", "Guadalupe Villanueva", "Şükrü Karaosmanoğlu")
"""Four names of 20 characters or more: the widest a player is likely to type."""


def _parse_size(text: str) -> tuple[int, int]:
    w, h = text.lower().split("x")
    return int(w), int(h)


def moment(scene: str) -> tuple[str, Any, tuple[str, ...]]:
    """(ruleset, a Game at that moment, names) for one of :data:`SCENES`; seat 0 is the player."""
    import random

    from kingdesk.engine import Game

    rng = random.Random(7)
    if scene in ("trick", "folded"):
        g = Game("spanish", seed=12)
        # on into the third deal, until the player is to play the third card of a trick
        while not (len(g.deals) >= 3 and g.play is not None and g.decision.kind == "card"
                   and g.decision.seat == 0 and len(g.play.trick) == 2 and g.play.tricks_played >= 3):
            g.apply(None if g.decision.kind == "deal" else rng.choice(list(g.decision.options)))
        return "spanish", g, LONG_NAMES
    if scene == "sale":
        for seed in range(1, 400):
            g = Game("spanish", seed=seed)
            while not g.is_over:
                d = g.decision
                if d.kind == "accept" and d.seat == 0:
                    return "spanish", g, LONG_NAMES
                choice: Any
                if d.kind == "sale":
                    choice = "sell"
                elif d.kind == "bid":
                    choice = next((o for o in d.options if o != "pass"), "pass")
                else:
                    choice = None if d.kind == "deal" else rng.choice(list(d.options))
                g.apply(choice)
        raise RuntimeError("no deal found where the player answers an offer")
    if scene == "end":
        g = Game("turkish-12", seed=5)
        while True:
            d = g.decision
            nxt = g.copy()
            nxt.apply(None if d.kind == "deal" else rng.choice(list(d.options)))
            if nxt.is_over and d.seat != 0:
                return "turkish-12", g, ("Ayşe", "Mehmet", "Zeynep", "Burak")
            g = nxt
    raise ValueError(scene)


def shoot(out: Path, language: str, sizes: list[tuple[int, int]], scenes: list[str]) -> list[Path]:
    """Every picture of one language, in this process."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    data = tempfile.mkdtemp(prefix="kingdesk-shots-")
    os.environ["KINGDESK_DATA_DIR"] = data
    from kingdesk.ui import _compat

    _compat.keep_none_alive()  # before any Qt call, as kingdesk.app does (PySide6 6.12 on CPython 3.11)
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from kingdesk.ui import i18n
    from kingdesk.session.seats import Seats
    from kingdesk.session.setup import PartySetup
    from kingdesk.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    _compat.quiet_offscreen_size_hints(app)
    i18n.install_translators(app, language)
    saved: list[Path] = []
    for scene in scenes:
        ruleset, game, names = moment(scene)
        for w, h in sizes:
            settings = QSettings(str(Path(data) / f"{scene}-{w}.ini"), QSettings.Format.IniFormat)
            settings.setValue("sheet_folded", scene == "folded")
            win = MainWindow(speed="instant", settings=settings)
            win.resize(w, h)
            win.show()
            _wait(app, lambda win=win: win.score_dock is not None)
            seats = Seats.from_levels((None, "random", "random", "random"))
            win.start(PartySetup(ruleset=ruleset, names=names, seats=seats, start=game.copy()))
            if scene == "end":
                _wait(app, lambda win=win: win.dialog is not None and win.dialog.objectName() == "party-result")
            elif scene == "sale":
                _wait(app, lambda win=win: win.dialog is not None and win.dialog.isVisible())
            else:
                _wait(app, lambda win=win: win.controller.human_to_move and not win.controller.busy)
            _settle(app)
            path = out / f"{language}-{w}x{h}-{scene}.png"
            win.grab().save(str(path))
            if win.dialog is not None and win.dialog.isVisible():
                # the dialog is a separate window offscreen: put it on the picture where it stands
                _paste_dialog(path, win)
            saved.append(path)
            win.close()
            win.deleteLater()
            app.processEvents()
    return saved


def _paste_dialog(path: Path, win: Any) -> None:
    from PySide6.QtGui import QImage, QPainter

    img = QImage(str(path))
    dlg = win.dialog
    pic = dlg.grab().toImage()
    pos = dlg.frameGeometry().topLeft() - win.frameGeometry().topLeft()
    p = QPainter(img)
    p.drawImage(pos, pic)
    p.end()
    img.save(str(path))


def _wait(app: Any, cond: Any, timeout: float = 60.0) -> None:
    import time

    end = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > end:
            raise TimeoutError("the window did not reach the moment")
        app.processEvents()
        time.sleep(0.005)


def _settle(app: Any, ms: int = 300) -> None:
    import time

    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("out", type=Path)
    p.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    p.add_argument("--languages", default=",".join(LANGUAGES))
    p.add_argument("--scenes", default=",".join(SCENES))
    p.add_argument("--dpr", type=float, default=1.0)
    p.add_argument("--one-language", help=argparse.SUPPRESS)
    a = p.parse_args(argv)
    a.out.mkdir(parents=True, exist_ok=True)
    sizes = [_parse_size(s) for s in a.sizes.split(",")]
    scenes = a.scenes.split(",")
    if a.one_language:
        for path in shoot(a.out, a.one_language, sizes, scenes):
            print(path)
        return 0
    env = dict(os.environ)
    if a.dpr != 1.0:
        env["QT_SCALE_FACTOR"] = str(a.dpr)
    for lang in a.languages.split(","):
        cmd = [sys.executable, __file__, str(a.out), "--sizes", a.sizes, "--scenes", a.scenes, "--one-language", lang]
        r = subprocess.run(cmd, env=env, check=False)
        if r.returncode != 0:
            return r.returncode
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    raise SystemExit(main())

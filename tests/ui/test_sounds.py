"""The table's sounds: the right effect for each event the table shows, none when muted, the files made by the
project's own script, and their mixing (a fake player stands for the audio device)."""

from __future__ import annotations

import array
import doctest
import queue
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QSettings

from kingdesk.engine import events as ev
from kingdesk.session.seats import Seats
from kingdesk.session.setup import PartySetup
from kingdesk.ui.settings import Settings
from kingdesk.ui.sound import EFFECTS, SoundBoard, effect_of, sounds_dir
from kingdesk.ui.sound import mixing

ROOT = Path(__file__).resolve().parents[2]


class FakePlayer:
    """Listens instead of playing: every effect asked, with its volume."""

    made = 0

    def __init__(self) -> None:
        FakePlayer.made += 1
        self.heard: list[tuple[str, float]] = []
        self.closed = False

    def play(self, effect: str, volume: float) -> None:
        assert effect in EFFECTS
        self.heard.append((effect, volume))

    def close(self) -> None:
        self.closed = True


def test_a_party_on_the_table_sounds_as_it_is_shown(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from kingdesk.ui.main_window import MainWindow

    user = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    user.set_value("sound", True)
    user.set_value("sound_volume", 25)
    players: list[FakePlayer] = []

    def make() -> FakePlayer:
        players.append(FakePlayer())
        return players[-1]

    w = MainWindow(demo=True, speed="instant", settings=QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat),
                   user_settings=user, sound_player=make)
    qtbot.addWidget(w)
    shown: list[object] = []
    w.controller.event_shown.connect(shown.append)
    over: list[object] = []
    w.controller.party_finished.connect(lambda e, _s: over.append(e))
    try:
        w.controller.new_game(PartySetup(ruleset="turkish-12", names=("A", "B", "C", "D"),
                                         seats=Seats.computers("random"), seed=5, autosave=False))
        qtbot.waitUntil(lambda: bool(over), timeout=120000)
        [player] = players  # made once, at the first sound
        effects = [e for e, _v in player.heard]
        assert effects == [effect_of(e, None) for e in shown if effect_of(e, None) is not None]
        assert {v for _e, v in player.heard} == {0.25}
        game = w.controller.shown
        assert effects.count("deal") == len(game.deals) and effects.count("deal-end") == len(game.deals)
        # a Turkish penalty hand stops once its penalties are taken: the cards and tricks as they were played
        assert effects.count("card") == sum(len(d.plays) for d in game.deals) > 52 * 6
        assert effects.count("trick") == sum(len(d.plays) // 4 for d in game.deals)
        assert effects[-1] == "party-won"  # nobody here plays: the party ends on the chime
        user.set_value("sound", False)
        w.apply_display(user)  # what Settings runs once accepted: muted at once
        assert not w.sounds.audible and w.sounds.heard(shown[0], None) is None
    finally:
        w.quit_now()
    assert players[0].closed


def _events() -> list[object]:
    """The first event of each kind that sounds, and a contract chosen, from a party played on the engine."""
    import random

    from kingdesk.engine.game import DEAL, Game

    game, rng, seen = Game("turkish-12", seed=1), random.Random(1), []
    while not game.is_over:
        d = game.decision
        seen += game.apply(None if d.kind == DEAL else rng.choice(d.options))
    kinds = (ev.Dealt, ev.CardPlayed, ev.TrickWon, ev.DealScored, ev.PartyOver, ev.ContractChosen)
    return [next(e for e in seen if isinstance(e, k)) for k in kinds]


def test_each_event_has_its_effect_and_a_party_lost_is_no_fanfare() -> None:
    events = _events()
    over = events[4]
    won, lost = over.winners[0], next(s for s in range(4) if s not in over.winners)  # type: ignore[attr-defined]
    assert [effect_of(e, won) for e in events] == ["deal", "card", "trick", "deal-end", "party-won", None]
    assert effect_of(over, lost) == "deal-end"
    assert effect_of(over, None) == "party-won"  # a table nobody here plays


def test_muted_or_quiet_in_reduced_motion_makes_no_sound() -> None:
    FakePlayer.made = 0
    board = SoundBoard(FakePlayer)
    for enabled, volume, quiet, reduced in [(False, 40, False, False), (True, 0, False, False),
                                            (True, 40, True, True)]:
        board.configure(enabled, volume, quiet, reduced)
        assert [board.heard(e, 0) for e in _events()] == [None] * 6
    assert FakePlayer.made == 0  # never even opened the audio device
    board.configure(True, 40, False, True)  # reduced motion, but the player did not ask for silence
    assert board.heard(_events()[1], 0) == "card"
    board.configure(True, 140, False, False)
    board.heard(_events()[2], 0)
    assert board.player.heard == [("card", 0.4), ("trick", 1.0)]  # type: ignore[union-attr]


def test_the_files_are_the_scripts_and_every_effect_has_one(tmp_path) -> None:
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_sounds.py"), str(tmp_path)], check=True)
    made = sorted(p.name for p in tmp_path.iterdir())
    assert made == sorted(f"{e}.wav" for e in EFFECTS)
    for name in made:
        assert (tmp_path / name).read_bytes() == (sounds_dir() / name).read_bytes(), name
    effects = mixing.read_effects(sounds_dir())
    assert all(0 < len(s) < mixing.RATE for s in effects.values())  # each under a second


def test_effects_mix_and_clip() -> None:
    assert doctest.testmod(mixing).failed == 0
    pending: queue.SimpleQueue = queue.SimpleQueue()
    feed = mixing.mixer({"card": array.array("h", [30000, -30000, 1000]), "trick": array.array("h", [10000] * 5)},
                        pending)
    next(feed)
    pending.put(("card", 1.0))
    pending.put(("trick", 1.0))
    assert array.array("h", feed.send(2)).tolist() == [32767, -20000]
    assert array.array("h", feed.send(4)).tolist() == [11000, 10000, 10000, 0]
    pending.put(None)
    try:
        feed.send(1)
    except StopIteration:
        pass
    else:
        raise AssertionError("the feed goes on after the player closed")


def test_the_real_player_feeds_a_device_from_its_own_thread() -> None:
    """miniaudio's null device takes the samples at a real device's pace: every effect reaches the feed, play()
    never waits for it, and closing ends the thread."""
    import time

    import pytest

    from kingdesk.bench.sound import _TimedQueue
    from kingdesk.ui.sound.miniaudio_player import MiniaudioPlayer

    timed = _TimedQueue()
    player = MiniaudioPlayer(sounds_dir(), timed, null_device=True)
    try:
        started = time.perf_counter()
        for effect in EFFECTS:
            player.play(effect, 0.5)
        assert time.perf_counter() - started < 0.05  # five calls, queued: nothing waits for the device
        deadline = time.monotonic() + 5
        while len(timed.waits) < len(EFFECTS) and time.monotonic() < deadline:
            time.sleep(0.01)
        assert player.failed is None and len(timed.waits) == len(EFFECTS)
        with pytest.raises(ValueError):
            player.play("applause", 1.0)
    finally:
        player.close()
    assert not player._thread.is_alive()  # noqa: SLF001

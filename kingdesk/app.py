"""The desktop application's entry point (``kingdesk``).

``kingdesk``                 the card table (New Game asks for rules, names and levels)
``kingdesk --demo``          four computer players play a whole game on the real window
``kingdesk --self-test``     the same at instant speed; exits 0 when the party ends correctly
                             (packaging and CI run it with ``QT_QPA_PLATFORM=offscreen``)
``kingdesk sheet ...``       the score-sheet command line (``kingdesk.ui.scoresheet.cli``)

A normal start gives the window the player's storage (``kingdesk.ui.lifecycle.Storage``:
the autosave, the unfinished games kept for later, the history), so that it keeps
every party (``kingdesk.ui.lifecycle.Lifecycle``); the computer players think in a
child process (``kingdesk.ai.worker.DecisionPool``). ``--demo`` and ``--self-test``
keep their games only when ``KINGDESK_DATA_DIR`` names a data directory, so that a
demonstration never overwrites the player's own unfinished game; ``--resume``
then plays on from that directory's autosave.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    pass


def record_argument(text: str) -> str:
    """A record's path as the desktop passes it (a path, or a ``file:`` URL: the desktop entry's ``%u``, which takes
    an invitation's ``kingdesk://`` link too)."""
    if text.lower().startswith("file:"):
        from urllib.parse import unquote, urlsplit

        return unquote(urlsplit(text).path)
    return text


def parse_args(argv: list[str]) -> argparse.Namespace:
    from kingdesk.levels import LEVELS
    from kingdesk.ui.cli_help import epilog, language_argument, language_help

    p = argparse.ArgumentParser(prog="kingdesk", description="King, the trick-taking card game of Spain and Turkey.",
                                epilog=epilog(), formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--demo", action="store_true", help="four computer players play a whole game")
    p.add_argument("--self-test", action="store_true",
                   help="play a demo game at instant speed, check it, exit 0 if it ended correctly")
    p.add_argument("--speed", choices=("slow", "normal", "fast", "instant"), help="animation speed")
    p.add_argument("--rules", default=None, choices=("turkish-20", "turkish-12", "spanish"),
                   help="rule set for --demo / --self-test (default turkish-12; self-test: spanish)")
    p.add_argument("--level", default=None, choices=LEVELS,
                   help="computer level for --demo / --self-test (default medium; self-test: easy)")
    p.add_argument("--seed", type=int, default=None, help="deal number (seeded shuffle)")
    p.add_argument("--timeout", type=float, default=900.0, help="self-test: give up after this many seconds")
    p.add_argument("--language", default=None, type=language_argument, help=language_help())
    p.add_argument("--resume", action="store_true",
                   help="--demo/--self-test: play on from the autosave in KINGDESK_DATA_DIR")
    p.add_argument("record", nargs="?", default=None, type=record_argument,
                   help="a game record to open (how the desktop's file associations start KingDesk), or an "
                        "invitation's link (kingdesk://join/…) to join that table")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    from kingdesk.ui import _compat

    _compat.keep_none_alive()  # before any Qt call: PySide6 6.12 on CPython 3.11, see _compat
    _compat.quick_feature_check()  # before the program's own imports, which the bindings look into one by one
    from kingdesk.ui import responsive

    responsive.before_qt()
    if argv[1:2] == ["sheet"]:
        from kingdesk.ui.scoresheet.cli import main as sheet_main

        return sheet_main(argv[2:])
    args = parse_args(argv[1:])

    from kingdesk.ui.platform_check import exit_if_libraries_missing, exit_if_no_display

    exit_if_libraries_missing()  # Linux: tell which system libraries Qt's xcb plugin lacks, before Qt aborts
    exit_if_no_display()  # and that there is no display, rather than Qt's text about a plugin
    import PySide6
    from PySide6.QtCore import QSettings, QTimer, qVersion
    from PySide6.QtWidgets import QApplication

    from kingdesk.storage import log_file
    from kingdesk.ui.problem_report import forward_qt_messages

    log_file.start({"Qt": qVersion(), "PySide6": PySide6.__version__})  # the log a player can send (Help menu)
    forward_qt_messages()  # before the application object: the platform plugin's own warnings go in too

    from kingdesk.ui import i18n
    from kingdesk.session.seats import Seats
    from kingdesk.session.setup import PartySetup
    from kingdesk.ui.main_window import MainWindow

    app = cast(QApplication, QApplication.instance() or QApplication(argv[:1]))
    app.setApplicationName("KingDesk")
    app.setOrganizationName("KingDesk")
    app.setDesktopFileName("io.github.kingdesk.KingDesk")  # Wayland app id: the menu entry's name and icon
    _compat.quiet_offscreen_size_hints(app)
    responsive.tune()
    from kingdesk.ui.settings import Settings

    user_settings = Settings()  # bad stored values fall back now, before anything reads them; the keeper tells once
    user_settings.load_all()
    i18n.install_translators(app, args.language or user_settings.language())
    demo = args.demo or args.self_test
    speed = "instant" if args.self_test else args.speed
    settings = QSettings("KingDesk", "KingDesk-demo") if demo else user_settings.store
    from kingdesk.net.invitation import looks_like_invitation
    from kingdesk.ui.lifecycle import Storage
    from kingdesk.ui.termination import QuitOnTerminate

    storage = Storage.default() if not demo or os.environ.get("KINGDESK_DATA_DIR") else None
    window = MainWindow(demo=demo, speed=speed, settings=settings, storage=storage, user_settings=user_settings,
                        pool=None)  # the party's owner takes the shared pool, started below
    lifecycle = window.lifecycle
    if lifecycle is not None and not demo:
        from kingdesk.ui.file_open import FileOpenFilter

        app.installEventFilter(FileOpenFilter(lifecycle.open_record, lambda link: window.joining.dialog(link=link),
                                              app))
    app.lastWindowClosed.connect(end_child_processes)  # nothing of ours outlives the window
    terminate = QuitOnTerminate(window.quit_now)  # SIGTERM: as Quit, without the question
    window.show()
    # the window's objects, out of the collector's reach (see responsive); after the first paint, so that the
    # full collection it starts with does not delay the table's first appearance
    window.first_paint.connect(lambda: QTimer.singleShot(0, responsive.freeze))
    # the computer players' process starts once the table is on the screen, not before: its start (a new
    # interpreter, the search's imports) took the CPU from the window's first paint, and nobody asks a computer
    # player anything before the player has answered the first question (a demonstration's first question
    # starts it at once)
    window.first_paint.connect(lambda: QTimer.singleShot(0, start_child_process))
    responsive.follow(window)
    status = {"code": 0}
    if demo:
        from kingdesk import native

        level = args.level or ("easy" if args.self_test else "medium")
        ruleset = args.rules or ("spanish" if args.self_test else "turkish-12")
        config = PartySetup(ruleset=ruleset, seats=Seats.computers(level),
                            seed=args.seed if args.seed is not None else 1, names=("Ana", "Baran", "Carmen", "Deniz"))

        def finished(_event: object, game: object) -> None:
            if args.self_test:
                from kingdesk.ui.selftest import check_party

                problems = check_party(game, window.scene)  # type: ignore[arg-type]
                if hasattr(sys, "_MEIPASS") and not native.compiled():  # the bundles ship the compiled modules
                    problems.append(f"the frozen app runs {native.path()}, not the compiled modules")
                try:  # what Game › Join a table… imports (the network's client, zeroconf): a bundle must carry it
                    import kingdesk.ui.dialogs.join  # noqa: F401
                except ImportError as e:
                    problems.append(f"Join a table cannot be opened: {e}")
                try:  # the invitation's QR code and tunnel (its native library loaded; no endpoint is opened)
                    import kingdesk.ui.dialogs.invitation  # noqa: F401
                    from iroh import iroh_ffi  # noqa: F401
                except (ImportError, OSError) as e:
                    problems.append(f"invitations cannot be opened: {e}")
                problems += _sound_problems()
                for p in problems:
                    print("self-test:", p, file=sys.stderr)
                print("self-test:", "ok" if not problems else "FAILED", "totals", getattr(game, "totals", None))
                status["code"] = 1 if problems else 0
                QTimer.singleShot(0, app.quit)

        window.party_finished.connect(finished)
        if args.self_test:
            print("self-test: code path:", native.path(), flush=True)  # packaging/check_bundle.py wants "compiled"

            def timeout() -> None:
                print("self-test: timed out", file=sys.stderr)
                status["code"] = 2
                app.quit()

            QTimer.singleShot(int(args.timeout * 1000), timeout)
        if args.resume and lifecycle is not None:
            QTimer.singleShot(0, lambda: lifecycle.startup(new_game=lambda: window.start(config), auto_resume=True,
                                                           seats=config.seats))
        else:
            QTimer.singleShot(0, lambda: window.start(config))
    # what the table's first frame does not show (the stored files read, the history opened, the question that
    # follows) comes once the window is on the screen: a zero timer set before show() ran before its first paint
    elif lifecycle is not None and args.record and looks_like_invitation(args.record):
        window.first_paint.connect(lambda: window.join_by_link(args.record))  # a link opened from a messenger
    elif lifecycle is not None and args.record:
        window.first_paint.connect(lambda: lifecycle.open_at_start(args.record))  # a double-clicked record
    elif lifecycle is not None:
        window.first_paint.connect(lifecycle.startup)  # resume offer, or the New Game dialog
    else:
        window.first_paint.connect(lambda: window.new_game_dialog())
    rc = app.exec()
    terminate.close()
    window.controller.shutdown()  # the latest state is written before the engine thread stops
    end_child_processes()  # a quit with the window still open (the self-test's)
    return status["code"] if demo else rc


def start_child_process() -> None:
    """Start the computer players' process (the process's shared pool), if the party's owner has not yet."""
    from kingdesk.ai.worker import shared_pool

    shared_pool()


def end_child_processes() -> None:
    """End the computer players' process and the helper multiprocessing started beside it: called once the
    engine thread, their one user, has stopped (the last window closed, or the event loop left)."""
    from kingdesk.ai.worker import shutdown_shared_pool, stop_resource_tracker

    shutdown_shared_pool()
    stop_resource_tracker()


def _sound_problems() -> list[str]:
    """What keeps the table's sounds from being played here (the self-test: a bundle must carry them)."""
    from kingdesk.ui.sound import EFFECTS, sounds_dir

    problems = [f"the sound {name}.wav is missing" for name in EFFECTS if not (sounds_dir() / f"{name}.wav").is_file()]
    try:
        import miniaudio  # noqa: F401  (the player imports it on its own thread)
    except ImportError as e:
        problems.append(f"the sounds cannot be played: {e}")
    return problems


if __name__ == "__main__":
    raise SystemExit(main())

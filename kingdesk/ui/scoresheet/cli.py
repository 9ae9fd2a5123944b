"""``kingdesk sheet GAME.json --pdf out.pdf --csv out.csv --lang tr --paper letter``.

Prints the score sheet of any saved ``kingdesk/1`` game without opening a window.
"""

from __future__ import annotations

import argparse
import os
import sys

from kingdesk.languages import LANGUAGES


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="kingdesk sheet",
                                description="Write the score sheet of a saved game as PDF and/or CSV.")
    p.add_argument("game", help="a saved game (kingdesk/1 JSON record)")
    p.add_argument("--pdf", metavar="FILE", help="write the printable sheet to this PDF file")
    p.add_argument("--csv", metavar="FILE", help="write the sheet to this CSV file")
    p.add_argument("--lang", choices=LANGUAGES, help="language of the sheet (default: the system's)")
    p.add_argument("--paper", choices=("a4", "letter"), help="paper size (default: by the language's locale)")
    p.add_argument("--names", metavar="A,B,C,D", help="player names, overriding those in the record")
    return p


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if not args.pdf and not args.csv:
        print("kingdesk sheet: nothing to do; give --pdf FILE and/or --csv FILE", file=sys.stderr)
        return 2
    from kingdesk.record.errors import RecordError
    from kingdesk.record.io import read_record

    try:
        loaded = read_record(args.game)
    except RecordError as exc:
        print(f"kingdesk sheet: {args.game}: {exc.code}: {exc.message}", file=sys.stderr)
        return 1
    game, names = loaded.game, loaded.players
    if args.names:
        names = [n.strip() for n in args.names.split(",")]
        if len(names) != 4:
            print("kingdesk sheet: --names takes four names separated by commas", file=sys.stderr)
            return 2
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY") and sys.platform.startswith("linux"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from kingdesk.ui import i18n

    from .export import write_csv, write_pdf

    app = QApplication.instance() or QApplication(["kingdesk"])
    i18n.install_translators(app, args.lang)
    try:
        if args.pdf:
            write_pdf(args.pdf, game, names, args.paper)
        if args.csv:
            write_csv(args.csv, game, names)
    except OSError as exc:
        print(f"kingdesk sheet: cannot write the sheet: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

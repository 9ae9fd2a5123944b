"""``kingdesk-record check|legal FILE``: replay a record and answer in JSON; ``kingdesk-record review FILE``: one
seat's decisions reviewed (:mod:`.review`).

Exit status 0 when the record is valid, 1 when it breaks a rule, 2 when it is not
a readable ``kingdesk/1`` record (or the command line is wrong).
"""

from __future__ import annotations

import argparse
import json
import sys

from kingdesk.languages import LANGUAGES

from .errors import RecordError
from .io import MAX_BYTES, parse_record, read_record
from .report import check_report, legal_report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="kingdesk-record", description="Check and review kingdesk/1 game records.")
    parser.add_argument("command", choices=("check", "legal", "review"),
                        help="check: replay and score; legal: next decision; review: one seat's decisions graded")
    parser.add_argument("file", help="the record file, or - for standard input")
    parser.add_argument("--seat", type=int, default=0, help="review: the seat whose decisions are reviewed (0-3)")
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="review: the language of the sentences")
    parser.add_argument("--json", action="store_true", help="review: a JSON object per decision")
    parser.add_argument("--jobs", type=int, default=2, help="review: processes that search (default 2)")
    args = parser.parse_args(argv)
    try:
        loaded = parse_record(sys.stdin.buffer.read(MAX_BYTES + 1)) if args.file == "-" else read_record(args.file)
    except RecordError as err:
        print(json.dumps(err.as_json(), ensure_ascii=False))
        return err.exit_status
    if args.command == "review":
        from .review import run

        return run(loaded.game, loaded.players, args.seat, args.lang, args.json, args.jobs)
    try:
        out = check_report(loaded.game) if args.command == "check" else legal_report(loaded.game)
        status = 0
    except RecordError as err:
        out, status = err.as_json(), err.exit_status
    print(json.dumps(out, ensure_ascii=False))
    return status


if __name__ == "__main__":
    raise SystemExit(main())

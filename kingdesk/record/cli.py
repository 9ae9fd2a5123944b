"""``kingdesk-record check|legal FILE``: replay a record and answer in JSON.

Exit status 0 when the record is valid, 1 when it breaks a rule, 2 when it is not
a readable ``kingdesk/1`` record (or the command line is wrong).
"""

from __future__ import annotations

import argparse
import json
import sys

from .replay import RecordError, game_from_record, parse_json
from .report import check_report, legal_report


def _read(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    with open(path, encoding="utf-8") as f:
        return f.read()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="kingdesk-record", description="Check kingdesk/1 game records.")
    parser.add_argument("command", choices=("check", "legal"), help="check: replay and score; legal: next decision")
    parser.add_argument("file", help="the record file, or - for standard input")
    args = parser.parse_args(argv)
    try:
        try:
            text = _read(args.file)
        except (OSError, UnicodeDecodeError) as exc:
            raise RecordError("bad-record", f"cannot read {args.file}: {exc}") from None
        game = game_from_record(parse_json(text))
        out = check_report(game) if args.command == "check" else legal_report(game)
        status = 0
    except RecordError as err:
        out, status = err.as_json(), err.exit_status
    except RecursionError:
        out, status = RecordError("bad-record", "the record is nested too deeply").as_json(), 2
    print(json.dumps(out, ensure_ascii=False))
    return status


if __name__ == "__main__":
    raise SystemExit(main())

"""``kingdesk-record check|legal FILE``: replay a record and answer in JSON.

Exit status 0 when the record is valid, 1 when it breaks a rule, 2 when it is not
a readable ``kingdesk/1`` record (or the command line is wrong).
"""

from __future__ import annotations

import argparse
import json
import sys

from .errors import RecordError
from .io import MAX_BYTES, parse_record, read_record
from .report import check_report, legal_report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="kingdesk-record", description="Check kingdesk/1 game records.")
    parser.add_argument("command", choices=("check", "legal"), help="check: replay and score; legal: next decision")
    parser.add_argument("file", help="the record file, or - for standard input")
    args = parser.parse_args(argv)
    try:
        loaded = parse_record(sys.stdin.buffer.read(MAX_BYTES + 1)) if args.file == "-" else read_record(args.file)
        out = check_report(loaded.game) if args.command == "check" else legal_report(loaded.game)
        status = 0
    except RecordError as err:
        out, status = err.as_json(), err.exit_status
    print(json.dumps(out, ensure_ascii=False))
    return status


if __name__ == "__main__":
    raise SystemExit(main())

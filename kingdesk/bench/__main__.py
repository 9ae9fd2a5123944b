"""``python -m kingdesk.bench <subcommand> [options]``.

The dispatcher is a table (:data:`kingdesk.bench.SUBCOMMANDS`): the chosen
module is imported on demand and handed the remaining arguments.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from . import SUBCOMMANDS


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(
        prog="python -m kingdesk.bench",
        description="KingDesk benchmarks.",
        epilog="subcommands:\n" + "\n".join(f"  {n:<10}{h}" for n, (_m, h) in SUBCOMMANDS.items())
        + "\n\n'python -m kingdesk.bench <subcommand> --help' lists a subcommand's options.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("command", choices=tuple(SUBCOMMANDS), metavar="subcommand", help="what to measure")
    parser.add_argument("args", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)
    if not argv or argv[0] in ("-h", "--help"):
        parser.print_help()
        return 0 if argv else 2
    ns = parser.parse_args(argv[:1])
    module_name = SUBCOMMANDS[ns.command][0]
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        parser.exit(2, f"kingdesk.bench: subcommand '{ns.command}' is not available yet ({module_name})\n")
    return int(module.main(argv[1:]) or 0)


if __name__ == "__main__":
    sys.exit(main())

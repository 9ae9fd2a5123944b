"""Benchmarks: ``python -m kingdesk.bench <subcommand>``.

Each subcommand lives in its own module (``engine``, ``ui``, ``ai``) and exposes
``main(argv) -> int``; :mod:`kingdesk.bench.__main__` imports only the module
asked for, so the engine benchmark never loads Qt.
"""

SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "engine": ("kingdesk.bench.engine", "random full deals per second, per preset, against OpenSpiel Hearts"),
    "ui": ("kingdesk.bench.ui", "user-interface timings"),
    "ai": ("kingdesk.bench.ai", "computer players: decision times, rule vs learned policy cost, UI stall"),
    "sound": ("kingdesk.bench.sound", "the table's sounds: cost of a play() to the window, stall, latency"),
    "net": ("kingdesk.bench.net", "tables served over the network: moves/s, latency, server CPU, lost moves"),
}
"""Subcommand name -> (module, one-line help)."""

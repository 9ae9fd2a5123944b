#!/bin/sh
# Dead code: vulture over the game, the lab, the tools and the tests (code only a test calls is the tests' API,
# code nothing calls is reported), with the short whitelist of names Python, Qt and pytest call by name.
# Exits non-zero when it finds anything (.ci/run runs it).
set -eu
cd "$(dirname "$0")/.."
exec python -m vulture kingdesk lab tools tests packaging/*.py conftest.py tools/vulture_whitelist.py \
    --min-confidence 60

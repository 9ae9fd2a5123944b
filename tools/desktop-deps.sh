#!/usr/bin/env bash
# Install what KingDesk needs on a Linux desktop to run from source: Python's venv module and
# the system libraries of Qt's X11 platform plugin (xcb) and of Qt's GUI module.
#
#   bash tools/desktop-deps.sh            (asks for sudo when not run as root)
#
# Debian/Ubuntu (apt) and Fedora (dnf). Installs only what is missing. The list of libraries
# is kingdesk/ui/platform_check.py's table, the same one `kingdesk` checks at start-up; this
# script runs that file with the system's python3, so it works before anything is installed.
# (tools/system-deps.sh is the smaller set that tests need offscreen, without a window.)
set -euo pipefail
cd "$(dirname "$0")/.."
sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
if command -v apt-get >/dev/null 2>&1; then
    # shellcheck disable=SC2207
    pkgs=($(python3 kingdesk/ui/platform_check.py --packages debian) python3-venv python3-pip fonts-dejavu-core)
    need=()
    for pkg in "${pkgs[@]}"; do
        dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
    done
    if [ "${#need[@]}" -gt 0 ]; then
        echo "desktop-deps.sh: installing ${need[*]}"
        $sudo apt-get update -qq
        $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}"
    fi
elif command -v dnf >/dev/null 2>&1; then
    # shellcheck disable=SC2207
    pkgs=($(python3 kingdesk/ui/platform_check.py --packages fedora) python3-pip dejavu-sans-fonts)
    need=()
    for pkg in "${pkgs[@]}"; do
        rpm -q "$pkg" >/dev/null 2>&1 || need+=("$pkg")
    done
    if [ "${#need[@]}" -gt 0 ]; then
        echo "desktop-deps.sh: installing ${need[*]}"
        $sudo dnf install -y "${need[@]}"
    fi
else
    echo "desktop-deps.sh: neither apt-get nor dnf found; install these libraries with your package manager:" >&2
    python3 kingdesk/ui/platform_check.py --packages debian >&2
    exit 1
fi
python3 kingdesk/ui/platform_check.py

#!/usr/bin/env bash
# Debian packages Qt needs to run offscreen (tests) or under Xvfb (screenshots), and Python's venv; iproute2 and
# util-linux (ip, unshare) make the loopback-only network namespace the tunnel's tests run in.
# (tools/desktop-deps.sh installs what a desktop needs to play: the X11 libraries too.)
# Installs only what is missing, so it costs nothing on a machine that has them.
set -euo pipefail
need=()
for pkg in libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 fonts-dejavu-core iproute2 util-linux; do
    dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
# .ci/run makes a virtual environment: Debian's own python3 needs python3-venv for that
python3 -c 'import ensurepip' >/dev/null 2>&1 || need+=(python3-venv)
if [ "${#need[@]}" -gt 0 ]; then
    if [ "$(id -u)" -eq 0 ]; then
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
    else
        sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
    fi
fi

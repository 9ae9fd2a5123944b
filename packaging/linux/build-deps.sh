#!/usr/bin/env bash
# Debian packages the Linux bundle's build and checks need; installs only what is missing.
#   binutils        objdump/strip for PyInstaller, as/ld for icu_trim.py
#   gcc             the C compiler mypyc's code needs: the compiled modules (setup.py, packaging/compiled_site.py;
#                   tests/engine/test_compiled_parity.py too)
#   icu-devtools    icupkg, to cut ICU's data down (icu_trim.py)
#   strace          check_bundle.py watches what the frozen app reads and writes
#   desktop-file-utils, appstream   validate the desktop entry and the AppStream metainfo
#   xvfb, xauth     an X server for the frozen self-test through the xcb plugin
#   weston          a headless Wayland compositor for the self-test through the wayland plugin
#   libxcb-*, libxkbcommon-x11-0, libwayland-*   the X11 and Wayland platform plugins' libraries,
#                   present at build time so that PyInstaller bundles them
set -euo pipefail
need=()
for pkg in binutils gcc icu-devtools strace desktop-file-utils appstream xvfb xauth weston \
           libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 \
           libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 libwayland-client0 libwayland-cursor0; do
    dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ "${#need[@]}" -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

#!/usr/bin/env bash
# Build, check and pack the Linux one-folder bundle of KingDesk. CI runs this after the tests.
#
#   bash packaging/linux/build.sh            build dist/kingdesk, check it, pack the tarball
#   KINGDESK_BUDGET_MB=115                   the size budget (MB of 10^6 bytes) check_bundle enforces
#
# Steps: system packages (build-deps.sh), PyInstaller from the "package" extra, the icons
# up to date with their SVG, the compiled install (packaging/compiled_site.py: the wheel with mypyc's
# modules in build/compiled-site; needs a C compiler), PyInstaller with packaging/kingdesk.spec, packaging/check_bundle.py
# (size budget, contents, frozen self-test offscreen under strace, desktop entry and metainfo
# validation), then packaging/linux/package.sh (tarball with install.sh; AppImage where
# appimagetool exists). Prints the build time and the bundle size.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"

bash packaging/linux/build-deps.sh
python -c 'import PyInstaller' 2>/dev/null ||
    python -m pip install --quiet --disable-pip-version-check -e '.[package]'

QT_QPA_PLATFORM=offscreen python packaging/icons/make_icons.py --check

start=$(date +%s)
# the game as pip install . makes it, with the mypyc-compiled modules (reused if the tests built it already)
python packaging/compiled_site.py build/compiled-site
rm -rf dist/kingdesk
timeout 1200 python -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/kingdesk.spec
built=$(date +%s)
echo "build.sh: PyInstaller took $((built - start)) s"

timeout 900 python packaging/check_bundle.py dist/kingdesk --budget-mb "${KINGDESK_BUDGET_MB:-115}"
bash packaging/linux/package.sh dist
echo "build.sh: done in $(( $(date +%s) - start )) s"

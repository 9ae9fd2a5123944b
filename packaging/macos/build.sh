#!/usr/bin/env bash
# Build KingDesk.app and the .dmg on macOS (run on a Mac, from anywhere).
#
#   bash packaging/macos/build.sh
#
# Needs: Python 3.11+ from python.org or Homebrew (python3 on PATH), Xcode's command line
# tools (clang for the compiled modules; hdiutil and codesign are part of macOS). Writes dist/KingDesk.app and
# dist/KingDesk-<version>.dmg: the app and a link to /Applications, to drag it onto.
# The app is signed ad hoc ("-"), which runs on the Mac that built it; to give it to others,
# sign with a Developer ID (CODESIGN_IDENTITY="Developer ID Application: ...") and notarise
# the .dmg with "xcrun notarytool submit --wait" (an Apple developer account is needed).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
python3 -m pip install --disable-pip-version-check -e '.[package]'
version="$(python3 -c 'import tomllib; print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')"

start=$(date +%s)
# the game as pip install . makes it, with the mypyc-compiled modules (Xcode's command line tools: clang)
python3 packaging/compiled_site.py build/compiled-site
rm -rf dist/KingDesk.app dist/kingdesk
python3 -m PyInstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller packaging/kingdesk.spec
echo "build.sh: PyInstaller took $(( $(date +%s) - start )) s"

# size budget (KINGDESK_BUDGET_MB, default 115 MB as on Linux), contents, the frozen self-test offscreen
python3 packaging/check_bundle.py dist/KingDesk.app --budget-mb "${KINGDESK_BUDGET_MB:-115}"
if [ -n "${CODESIGN_IDENTITY:-}" ]; then  # Developer ID: hardened runtime, as notarisation requires
    codesign --force --deep --options runtime --entitlements packaging/macos/entitlements.plist \
        --sign "$CODESIGN_IDENTITY" dist/KingDesk.app
else
    codesign --force --deep --sign - dist/KingDesk.app
fi
codesign --verify --deep --strict dist/KingDesk.app

bash packaging/macos/make-dmg.sh dist/KingDesk.app "dist/KingDesk-$version.dmg"

#!/usr/bin/env bash
# Pack an .app into a compressed disk image with a link to /Applications (macOS only).
#
#   bash packaging/macos/make-dmg.sh dist/KingDesk.app dist/KingDesk-0.1.0.dmg
set -euo pipefail
app="$1"
dmg="$2"
[ -d "$app/Contents/MacOS" ] || { echo "make-dmg.sh: $app is not an application bundle" >&2; exit 1; }
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
rm -f "$dmg"
hdiutil create -volname "KingDesk" -srcfolder "$stage" -fs HFS+ -format UDZO -imagekey zlib-level=9 -ov "$dmg"
hdiutil verify "$dmg"
echo "make-dmg.sh: $dmg ($(du -h "$dmg" | cut -f1))"

#!/usr/bin/env bash
# Pack the one-folder build (dist/kingdesk) for Linux users.
#
#   bash packaging/linux/package.sh [DIST_DIR]     (default: dist)
#
# Always writes DIST_DIR/kingdesk-VERSION-linux-ARCH.tar.gz: the program folder, the desktop
# entry, icons, AppStream metainfo and MIME type, and install.sh (per-user install into ~/.local,
# no root; --uninstall removes it). When appimagetool is on PATH (or APPIMAGETOOL names it) it
# also lays out an AppDir and writes DIST_DIR/KingDesk-VERSION-ARCH.AppImage. appimagetool is
# not packaged by Debian or PyPI, so where it cannot be had only the tarball is made.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
dist="$(cd "${1:-$root/dist}" && pwd)"
app_id=io.github.kingdesk.KingDesk
version="$(python -c 'import tomllib,sys; print(tomllib.load(open(sys.argv[1],"rb"))["project"]["version"])' "$root/pyproject.toml")"
arch="$(uname -m)"
[ -x "$dist/kingdesk/kingdesk" ] || { echo "package.sh: build first: $dist/kingdesk/kingdesk is missing" >&2; exit 1; }

# The freedesktop files, laid out as under /usr/share, shared by the tarball and the AppDir.
lay_share() {  # $1: the share folder to fill
    install -Dm644 "$root/packaging/linux/$app_id.desktop" "$1/applications/$app_id.desktop"
    install -Dm644 "$root/packaging/linux/$app_id.metainfo.xml" "$1/metainfo/$app_id.metainfo.xml"
    install -Dm644 "$root/packaging/linux/$app_id.mime.xml" "$1/mime/packages/$app_id.xml"
    (cd "$root/packaging/icons" && find hicolor -type f) | while read -r icon; do
        install -Dm644 "$root/packaging/icons/$icon" "$1/icons/$icon"
    done
}

stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
name="kingdesk-$version-linux-$arch"
mkdir -p "$stage/$name"
cp -a "$dist/kingdesk" "$stage/$name/kingdesk"
lay_share "$stage/$name/share"
install -m755 "$root/packaging/linux/install.sh" "$stage/$name/install.sh"
cat > "$stage/$name/README.txt" <<TXT
KingDesk $version for Linux ($arch)

Install for yourself (no administrator rights needed):   ./install.sh
Remove:                                                     ./install.sh --uninstall
Or run it in place without installing:                      ./kingdesk/kingdesk

Your games, history and settings are kept in ~/.local/share/KingDesk, never in this folder.
TXT
tar -C "$stage" -czf "$dist/$name.tar.gz" "$name"
echo "package.sh: $dist/$name.tar.gz ($(du -h "$dist/$name.tar.gz" | cut -f1))"

tool="${APPIMAGETOOL:-$(command -v appimagetool || true)}"
if [ -n "$tool" ]; then
    appdir="$stage/KingDesk.AppDir"
    mkdir -p "$appdir/usr/lib"
    cp -a "$dist/kingdesk" "$appdir/usr/lib/kingdesk"
    lay_share "$appdir/usr/share"
    cp "$root/packaging/linux/$app_id.desktop" "$appdir/$app_id.desktop"
    cp "$root/packaging/icons/hicolor/256x256/apps/$app_id.png" "$appdir/$app_id.png"
    ln -s "$app_id.png" "$appdir/.DirIcon"
    cat > "$appdir/AppRun" <<'SH'
#!/bin/sh
here="$(dirname "$(readlink -f "$0")")"
exec "$here/usr/lib/kingdesk/kingdesk" "$@"
SH
    chmod 755 "$appdir/AppRun"
    ARCH="$arch" "$tool" --no-appstream "$appdir" "$dist/KingDesk-$version-$arch.AppImage"
    echo "package.sh: $dist/KingDesk-$version-$arch.AppImage"
else
    echo "package.sh: appimagetool not found: no AppImage, the tarball with install.sh is the Linux package"
fi

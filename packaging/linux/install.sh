#!/bin/sh
# Install KingDesk from this folder for the current user (no root needed), or remove it.
#
#   ./install.sh                   into ~/.local (the program in ~/.local/lib/kingdesk)
#   ./install.sh --prefix /usr/local   system-wide (run as root)
#   ./install.sh --uninstall [--prefix DIR]
#
# Installs the program folder, a "kingdesk" command in PREFIX/bin, the menu entry
# (Games > KingDesk), the icons, the AppStream metainfo and the MIME type that lets a
# double-click on a "*.king.json" game record open KingDesk.
set -eu
APP_ID=io.github.kingdesk.KingDesk
here=$(cd "$(dirname "$0")" && pwd)
prefix="$HOME/.local"
action=install
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="$2"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --uninstall) action=uninstall; shift ;;
        -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
        *) echo "install.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
share="$prefix/share"
libdir="$prefix/lib/kingdesk"

refresh() {
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$share/applications" || true
    command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$share/mime" >/dev/null 2>&1 || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$share/icons/hicolor" || true
}

if [ "$action" = uninstall ]; then
    rm -rf "$libdir"
    rm -f "$prefix/bin/kingdesk" "$share/applications/$APP_ID.desktop" "$share/metainfo/$APP_ID.metainfo.xml" \
          "$share/mime/packages/$APP_ID.xml"
    find "$share/icons/hicolor" -name "$APP_ID.*" -type f -exec rm -f {} + 2>/dev/null || true
    refresh
    echo "KingDesk removed from $prefix (your games and settings stay in your data folder)."
    exit 0
fi

[ -x "$here/kingdesk/kingdesk" ] || { echo "install.sh: $here/kingdesk/kingdesk not found" >&2; exit 1; }
mkdir -p "$libdir" "$prefix/bin" "$share/applications" "$share/metainfo" "$share/mime/packages"
rm -rf "$libdir"
cp -R "$here/kingdesk" "$libdir"
ln -sf "$libdir/kingdesk" "$prefix/bin/kingdesk"
# The menu entry names the program by its full path: ~/.local/bin is not on every PATH.
sed -e "s|^Exec=kingdesk |Exec=\"$libdir/kingdesk\" |" -e "s|^TryExec=kingdesk$|TryExec=$libdir/kingdesk|" \
    "$here/share/applications/$APP_ID.desktop" > "$share/applications/$APP_ID.desktop"
cp "$here/share/metainfo/$APP_ID.metainfo.xml" "$share/metainfo/"
cp "$here/share/mime/packages/$APP_ID.xml" "$share/mime/packages/"
(cd "$here/share" && find icons -type f) | while read -r icon; do
    mkdir -p "$share/$(dirname "$icon")"
    cp "$here/share/$icon" "$share/$icon"
done
refresh
echo "KingDesk installed in $libdir; start it from the Games menu or with: $prefix/bin/kingdesk"

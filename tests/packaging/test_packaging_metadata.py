"""Desktop entry, AppStream metainfo, MIME type, installer scripts: consistent with each other and the app."""

from __future__ import annotations

import configparser
import plistlib
import re
import tomllib
import xml.etree.ElementTree as ET

from _packaging_load import PACKAGING, ROOT

from kingdesk.languages import LANGUAGES
from kingdesk.net.invitation import SCHEME

APP_ID = "io.github.kingdesk.KingDesk"
LINUX = PACKAGING / "linux"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def desktop_entry() -> configparser.SectionProxy:
    cp = configparser.ConfigParser(interpolation=None, strict=True)
    cp.optionxform = str  # type: ignore[assignment,method-assign]
    cp.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    return cp["Desktop Entry"]


def test_desktop_entry():
    d = desktop_entry()
    assert d["Type"] == "Application"
    assert {"Game", "CardGame"} <= set(filter(None, d["Categories"].split(";")))
    assert d["Categories"].startswith("Game;CardGame;")
    assert d["Icon"] == APP_ID
    # %u: a record's path (or file: URL) from the file manager, an invitation's link from a messenger
    assert d["Exec"].split() == ["kingdesk", "%u"]
    assert d["MimeType"] == f"application/x-kingdesk-record;x-scheme-handler/{SCHEME};"
    for key in ("Comment", "GenericName"):
        assert f"{key}[es]" in d and f"{key}[tr]" in d
    assert (PACKAGING / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png").is_file()


def test_metainfo_matches_desktop_entry_and_version():
    root = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    assert root.find("provides/mediatype").text == "application/x-kingdesk-record"  # type: ignore[union-attr]
    assert root.find("provides/binary").text == "kingdesk"  # type: ignore[union-attr]
    assert [c.text for c in root.findall("categories/category")] == ["Game", "CardGame"]
    versions = [r.get("version") for r in root.findall("releases/release")]
    assert VERSION in versions, "add a <release> for the version in pyproject.toml"


def test_mime_type_covers_the_records_the_app_writes():
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(LINUX / f"{APP_ID}.mime.xml").getroot()
    mt = root.find("m:mime-type", ns)
    assert mt is not None and mt.get("type") == "application/x-kingdesk-record"
    globs = {g.get("pattern") for g in mt.findall("m:glob", ns)}
    # the save dialogs suggest "<name>.king.json" (the records' extension the installers associate)
    suggested = set()
    for path in (ROOT / "kingdesk").rglob("*.py"):
        suggested |= set(re.findall(r'[\w{}\-]+(\.king(?:desk)?\.json)"', path.read_text(encoding="utf-8")))
    assert suggested == {".king.json"}
    assert "*.king.json" in globs and "*.kingdesk.json" in globs


def test_inno_setup_script():
    raw = (PACKAGING / "windows" / "kingdesk.iss").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf"), "Inno Setup reads non-ASCII scripts as UTF-8 only with a BOM"
    text = raw.decode("utf-8-sig")
    settings = dict(re.findall(r"^(\w+)=(.*?)\r?$", text, flags=re.M))
    assert settings["PrivilegesRequired"] == "lowest"  # per-user, no administrator
    assert settings["DefaultDirName"] == r"{autopf}\{#AppName}"
    assert settings["SetupIconFile"] == r"..\icons\kingdesk.ico" and (PACKAGING / "icons" / "kingdesk.ico").is_file()
    assert f'#define AppVersion "{VERSION}"' in text
    assert re.search(r'^Name: "desktopicon";.*Flags: unchecked', text, flags=re.M)
    assert re.search(r'^Name: "\{autoprograms\}', text, flags=re.M)
    assert "VersionInfoVersion={#AppVersion}" in text
    assert 'shell\\open\\command"; ValueType: string; ValueName: ""; ValueData: """{app}\\{#AppExe}"" ""%1"""' in text
    for lang in LANGUAGES:
        assert f"{lang}.AssocRecords=" in text


def test_macos_localizations():
    spec = (PACKAGING / "kingdesk.spec").read_text()
    assert '"CFBundleLocalizations": list(LANGUAGES)' in spec  # the one list, kingdesk.languages
    for lang in LANGUAGES:
        strings = (PACKAGING / "macos" / f"{lang}.lproj" / "InfoPlist.strings").read_text(encoding="utf-8")
        assert '"CFBundleName" = "KingDesk";' in strings
    with open(PACKAGING / "macos" / "entitlements.plist", "rb") as f:
        assert plistlib.load(f)["com.apple.security.cs.allow-unsigned-executable-memory"] is True


def test_the_app_accepts_the_file_the_associations_pass():
    """Desktop entry (Exec=kingdesk %u) and Windows (kingdesk.exe "%1") start KingDesk with a record's path (or
    its file: URL)."""
    from kingdesk.app import parse_args, record_argument

    assert parse_args(["/home/ana/partida.kingdesk.json"]).record == "/home/ana/partida.kingdesk.json"
    assert record_argument("file:///home/ana/mi%20partida.king.json") == "/home/ana/mi partida.king.json"
    assert parse_args([]).record is None


def test_every_installer_registers_the_invitation_s_url_scheme():
    """A kingdesk:// link opened from a messenger starts KingDesk: the Linux desktop entry handles the scheme, the
    Windows installer registers it as a URL protocol that passes the link, macOS's Info.plist declares it; the app
    takes the link as its argument and opens Join a table… with it."""
    from kingdesk.app import parse_args
    from kingdesk.net.invitation import looks_like_invitation

    assert f"x-scheme-handler/{SCHEME};" in desktop_entry()["MimeType"]
    text = (PACKAGING / "windows" / "kingdesk.iss").read_bytes().decode("utf-8-sig")
    key = f'Subkey: "Software\\Classes\\{SCHEME}"'
    assert f'{key}; ValueType: string; ValueName: "URL Protocol"; ValueData: ""' in text
    assert (f'Subkey: "Software\\Classes\\{SCHEME}\\shell\\open\\command"; ValueType: string; ValueName: ""; '
            'ValueData: """{app}\\{#AppExe}"" ""%1"""') in text
    spec = (PACKAGING / "kingdesk.spec").read_text()
    block = spec[spec.index('"CFBundleURLTypes"'):]
    assert f'"CFBundleURLSchemes": ["{SCHEME}"]' in block[:block.index("}]")]
    link = f"{SCHEME}://join/" + "ab" * 32
    assert looks_like_invitation(parse_args([link]).record)


def test_the_app_names_its_desktop_entry():
    """On Wayland the window is matched to its menu entry (name, icon) by the desktop file name."""
    source = (ROOT / "kingdesk" / "app.py").read_text(encoding="utf-8")
    assert f'setDesktopFileName("{APP_ID}")' in source
    assert (LINUX / f"{APP_ID}.desktop").is_file()


def test_macos_declares_the_local_network_use_of_join_a_table():
    """Without NSLocalNetworkUsageDescription and the service in NSBonjourServices, macOS silently denies the
    discovery of tables; the text the player is asked with is in each language."""
    import ast

    from kingdesk.net.discovery import SERVICE_TYPE

    tree = ast.parse((PACKAGING / "kingdesk.spec").read_text(encoding="utf-8"))
    [node] = [k.value for call in ast.walk(tree) if isinstance(call, ast.Call) for k in call.keywords
              if k.arg == "info_plist"]
    assert isinstance(node, ast.Dict)
    plist = {ast.literal_eval(k): ast.literal_eval(v) for k, v in zip(node.keys, node.values)
             if isinstance(k, ast.Constant) and k.value in ("NSBonjourServices", "NSLocalNetworkUsageDescription")}
    assert plist["NSBonjourServices"] == [SERVICE_TYPE.removesuffix(".local.")]
    assert "local network" in plist["NSLocalNetworkUsageDescription"]
    for lang in LANGUAGES:
        strings = (PACKAGING / "macos" / f"{lang}.lproj" / "InfoPlist.strings").read_text(encoding="utf-8")
        assert re.search(r'^"NSLocalNetworkUsageDescription" = "[^"]+";$', strings, flags=re.M), lang

; Inno Setup 6 script of the KingDesk installer for Windows.
;
; Build on Windows, from the repository root, after the PyInstaller build (dist\kingdesk):
;     powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
; or by hand:
;     iscc /DAppVersion=0.1.0 packaging\windows\kingdesk.iss
; Writes dist\KingDesk-<version>-setup.exe.
;
; Per-user install by default (no administrator rights: %LOCALAPPDATA%\Programs\KingDesk);
; an administrator may choose "all users" in the first page. Start-menu shortcut, optional
; desktop shortcut, uninstaller (Settings > Apps), version information on setup.exe and in
; the Apps list, and KingDesk registered for game records. The uninstaller leaves the
; player's games, history and settings (%LOCALAPPDATA%\KingDesk) in place.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "KingDesk"
#define AppExe "kingdesk.exe"
#define ProgId "KingDesk.Record"

[Setup]
AppId={{4809460F-B3D3-4ED0-8A41-E64C2F6B0C64}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The KingDesk developers
AppComments=King, the trick-taking card game of Spain and Turkey
VersionInfoVersion={#AppVersion}
VersionInfoProductName={#AppName}
VersionInfoProductVersion={#AppVersion}
VersionInfoDescription={#AppName} setup
VersionInfoCopyright=GPL-3.0-or-later
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
SetupIconFile=..\icons\kingdesk.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
SourceDir=.
OutputDir=..\..\dist
OutputBaseFilename=KingDesk-{#AppVersion}-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "es"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "tr"; MessagesFile: "compiler:Languages\Turkish.isl"

[CustomMessages]
en.AssocRecords=Open KingDesk game records (*.king.json) with KingDesk
es.AssocRecords=Abrir las partidas guardadas de KingDesk (*.king.json) con KingDesk
tr.AssocRecords=KingDesk oyun kayıtlarını (*.king.json) KingDesk ile aç
en.RecordType=KingDesk game record
es.RecordType=Partida de KingDesk
tr.RecordType=KingDesk oyun kaydı

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "records"; Description: "{cm:AssocRecords}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "..\..\dist\kingdesk\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "King, the trick-taking card game"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; Game records are "*.king.json". Explorer types a file by its last extension only, so
; KingDesk does not take ".json" over: it registers a ProgID, offers itself in "Open with" for
; .json files, and (task "records") becomes the handler of that ProgID. HKA is HKCU for a
; per-user install, HKLM for an all-users one.
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "{cm:RecordType}"; Flags: uninsdeletekey; Tasks: records
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"; Tasks: records
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""; Tasks: records
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: records
; An invitation's link (kingdesk://join/...) clicked in a messenger starts KingDesk at Join a table.
Root: HKA; Subkey: "Software\Classes\kingdesk"; ValueType: string; ValueName: ""; ValueData: "URL:KingDesk invitation"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\kingdesk"; ValueType: string; ValueName: "URL Protocol"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\kingdesk\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\kingdesk\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

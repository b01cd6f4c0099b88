; Inno Setup 6 script: turns the PyInstaller folder into one Windows installer.
;
; On Windows, from the project folder, after building the folder with the spec:
;     pyinstaller --noconfirm --distpath dist --workpath build\pyinstaller packaging\roller-desktop.spec
;     iscc packaging\windows\roller-desktop.iss                     (or /DAppVersion=0.2.0)
; gives dist\roller-desktop-<version>-setup.exe.
;
; It installs for the current user by default (no administrator on the cabin laptop; the wizard
; offers all users too), adds a Start menu entry and an optional desktop icon. The league lives
; in the user's data folder (%LOCALAPPDATA%\roller-desktop) and the uninstaller never removes it.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "Roller desktop"
#define AppExe "roller-desktop.exe"
#define Source "..\..\dist\roller-desktop"

[Setup]
; The AppId ties updates and the uninstaller together: never change it.
AppId={{6F1D2C4B-8E3A-4B57-9A0E-2C7D5B18F4A9}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Roller desktop developers
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Qt 6 runs on Windows 10 and later.
MinVersion=10.0
LicenseFile=..\..\LICENSE
SetupIconFile=roller-desktop.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
OutputDir=..\..\dist
OutputBaseFilename=roller-desktop-{#AppVersion}-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; An update closes a running Roller desktop first; every throw is already saved.
CloseApplications=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "nb"; MessagesFile: "compiler:Languages\Norwegian.isl"
; Swedish is one of Inno Setup's contributed translations: put Swedish.isl into the compiler's
; Languages folder to offer it (https://jrsoftware.org/files/istrans/).
#if FileExists(AddBackslash(CompilerPath) + "Languages\Swedish.isl")
Name: "sv"; MessagesFile: "compiler:Languages\Swedish.isl"
#endif

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Source}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Only what the installer put there; the league and its backups stay in the user's data folder.
Type: filesandordirs; Name: "{app}\_internal"

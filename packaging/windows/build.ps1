# Build the Windows installer of KingDesk: PyInstaller one-folder build, then Inno Setup.
#
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
#
# Needs: Python 3.11+ (python on PATH), Visual Studio's C++ build tools (MSVC, for the compiled modules),
# Inno Setup 6 (iscc.exe on PATH or in its default folder). Writes dist\kingdesk\ and dist\KingDesk-<version>-setup.exe.
$ErrorActionPreference = "Stop"
$root = Resolve-Path (Join-Path $PSScriptRoot "..\..")
Set-Location $root

python -m pip install --disable-pip-version-check -e ".[package]"
if ($LASTEXITCODE -ne 0) { throw "pip failed" }
$version = python -c "import tomllib; print(tomllib.load(open('pyproject.toml','rb'))['project']['version'])"

$sw = [Diagnostics.Stopwatch]::StartNew()
# The game as pip install . makes it, with the mypyc-compiled modules (MSVC, which setuptools finds itself).
python packaging\compiled_site.py build\compiled-site
if ($LASTEXITCODE -ne 0) { throw "the compiled install failed (is MSVC, Visual Studio's C++ build tools, installed?)" }
python -m PyInstaller --noconfirm --clean --distpath dist --workpath build\pyinstaller packaging\kingdesk.spec
if ($LASTEXITCODE -ne 0) { throw "PyInstaller failed" }
Write-Host "PyInstaller took $([int]$sw.Elapsed.TotalSeconds) s"

# Size budget (KINGDESK_BUDGET_MB, default 115 MB as on Linux), contents and the frozen self-test (offscreen).
$budget = if ($env:KINGDESK_BUDGET_MB) { $env:KINGDESK_BUDGET_MB } else { "115" }
python packaging\check_bundle.py dist\kingdesk --budget-mb $budget
if ($LASTEXITCODE -ne 0) { throw "bundle check failed" }

$iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $iscc) { $iscc = Join-Path ${env:ProgramFiles(x86)} "Inno Setup 6\ISCC.exe" }
& $iscc "/DAppVersion=$version" packaging\windows\kingdesk.iss
if ($LASTEXITCODE -ne 0) { throw "Inno Setup failed" }
Write-Host "dist\KingDesk-$version-setup.exe"

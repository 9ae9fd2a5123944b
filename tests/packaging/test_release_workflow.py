"""The release workflow (.github/workflows/release.yml) cannot run here: GitHub's runners run it. What can be
checked here is checked: its jobs cover the three systems, every file of this repository it names exists, each
job checks the size budget and the frozen self-test and uploads what its build script really makes.
(.ci/run validates the file itself with actionlint.)"""

from __future__ import annotations

import fnmatch
import re
import tomllib

import yaml

from _packaging_load import PACKAGING, ROOT

WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
# a path inside this repository, as a run step or an upload names it (either slash)
REPO_PATH = re.compile(r"(?<![\w$/.-])((?:packaging|tools|\.ci|kingdesk|dist)[/\\][\w.*/\\-]+)")


def workflow() -> dict:  # type: ignore[type-arg]
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def jobs_on(system: str) -> list[dict]:  # type: ignore[type-arg]
    return [job for job in workflow()["jobs"].values() if str(job["runs-on"]).startswith(system)]


def run_text(job: dict) -> str:  # type: ignore[type-arg]
    return "\n".join(step.get("run", "") for step in job["steps"])


def test_a_job_on_each_system():
    for system in ("ubuntu", "windows", "macos"):
        assert len(jobs_on(system)) >= 1, system


def test_every_repository_path_it_names_exists():
    text = WORKFLOW.read_text(encoding="utf-8")
    named = {m.replace("\\", "/") for m in REPO_PATH.findall(text)}
    assert {"packaging/windows/build.ps1", "packaging/macos/build.sh", ".ci/run"} <= named  # the regex sees them
    for path in sorted(named):
        if path.startswith("dist/"):
            continue  # build output, checked against the scripts below
        assert list(ROOT.glob(path)), f"release.yml names {path}, which does not exist"


def test_each_system_builds_with_its_script_from_the_one_spec():
    assert "bash .ci/run" in run_text(jobs_on("ubuntu")[0])  # tests, then packaging/linux/build.sh
    assert "bash packaging/linux/build.sh" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "packaging\\windows\\build.ps1" in run_text(jobs_on("windows")[0])
    assert "bash packaging/macos/build.sh" in run_text(jobs_on("macos")[0])
    for script in ("linux/build.sh", "windows/build.ps1", "macos/build.sh"):
        text = (PACKAGING / script).read_text(encoding="utf-8")
        assert "kingdesk.spec" in text, script
        assert "check_bundle.py" in text, script  # size budget, contents, frozen --self-test
        # the bundle is built from the compiled install, made before PyInstaller runs the spec
        made = re.search(r"compiled_site\.py build[/\\]compiled-site", text)
        assert made and made.start() < text.index("kingdesk.spec", made.end()), script


def test_the_size_budget_is_115_mb_on_every_system():
    assert workflow()["env"]["KINGDESK_BUDGET_MB"] == "115"
    for script in ("linux/build.sh", "windows/build.ps1", "macos/build.sh"):
        text = (PACKAGING / script).read_text(encoding="utf-8")
        assert "KINGDESK_BUDGET_MB" in text, f"{script} ignores the workflow's budget"
        assert re.search(r"--budget-mb\s+\S*(KINGDESK_BUDGET_MB|\$budget)", text), script


def test_the_installers_are_tested_frozen_and_uploaded_under_the_names_the_scripts_give():
    made = {
        "ubuntu": f"dist/kingdesk-{VERSION}-linux-x86_64.tar.gz",  # packaging/linux/package.sh
        "windows": f"dist/KingDesk-{VERSION}-setup.exe",  # OutputBaseFilename in kingdesk.iss
        "macos": f"dist/KingDesk-{VERSION}.dmg",  # packaging/macos/build.sh
    }
    assert 'name="kingdesk-$version-linux-$arch"' in (PACKAGING / "linux" / "package.sh").read_text(encoding="utf-8")
    assert "OutputBaseFilename=KingDesk-{#AppVersion}-setup" in (PACKAGING / "windows" / "kingdesk.iss").read_text(
        encoding="utf-8")
    assert 'dist/KingDesk-$version.dmg' in (PACKAGING / "macos" / "build.sh").read_text(encoding="utf-8")
    for system, name in made.items():
        job = jobs_on(system)[0]
        uploads = [s for s in job["steps"] if str(s.get("uses", "")).startswith("actions/upload-artifact@")]
        assert len(uploads) == 1, system
        assert fnmatch.fnmatch(name, uploads[0]["with"]["path"]), (system, uploads[0]["with"]["path"])
        assert uploads[0]["with"]["if-no-files-found"] == "error"
    for system in ("windows", "macos"):  # the installed / mounted program runs its self-test once more
        assert "--self-test" in run_text(jobs_on(system)[0]), system


def test_a_tag_publishes_the_three_installers():
    publish = workflow()["jobs"]["publish"]
    assert set(publish["needs"]) == {name for name, job in workflow()["jobs"].items() if name != "publish"}
    assert "refs/tags/v" in publish["if"]

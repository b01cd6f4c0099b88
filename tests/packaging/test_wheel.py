"""The wheel: built from a copy of the sources, installed into a fresh venv, started offscreen.

One wheel and one venv serve the whole module (installing PySide6 is the slow part). pip may use
its cache and the package index, as any installation would; nothing from the source tree or the
development venv is visible to the installed program.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

TOP = Path(__file__).resolve().parents[2]
NOT_ANYWHERE = shutil.ignore_patterns(
    ".git", ".venv", "*.egg-info", "__pycache__", "*.pyc", ".*_cache", ".hypothesis"
)
# Only at the top: the screenshots command's output folder, not roller_desktop/ui/screenshots.
NOT_AT_THE_TOP = {"dist", "build", "screenshots"}


def not_sources(folder: str, names: list[str]) -> set[str]:
    left_out = set(NOT_ANYWHERE(folder, names))
    if Path(folder).resolve() == TOP:
        left_out |= NOT_AT_THE_TOP & set(names)
    return left_out


# Data files that must travel inside the package (pyproject's package-data): the folder in the
# sources, and where the wheel has it (resources/ at the top is roller_desktop.resources).
DATA_FOLDERS = {
    "resources": "roller_desktop/resources",
    "roller_desktop/store/migrations": "roller_desktop/store/migrations",
}


def run(command: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(command, capture_output=True, text=True, timeout=600, **kwargs)  # type: ignore[call-overload]
    assert result.returncode == 0, f"{command} failed:\n{result.stdout}\n{result.stderr}"
    return result  # type: ignore[no-any-return]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    work = tmp_path_factory.mktemp("wheel")
    sources = work / "sources"
    shutil.copytree(TOP, sources, ignore=not_sources)
    run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--quiet",
            "-w",
            str(work),
            str(sources),
        ]
    )
    (built,) = work.glob("roller_desktop-*.whl")
    return built


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A new venv with the wheel and its dependencies (and no pip of its own: ours installs)."""
    folder = tmp_path_factory.mktemp("venv") / "venv"
    run([sys.executable, "-m", "venv", "--without-pip", str(folder)])
    python = folder / "bin" / "python"
    run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", str(wheel)])
    return folder


def clean_environment(home: Path) -> dict[str, str]:
    """Offscreen, and every user folder inside `home`, so no real settings or league are read."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("PYTHON", "VIRTUAL_ENV", "ROLLER_", "XDG_"))
    }
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CACHE_HOME=str(home / "cache"),
    )
    return env


def test_the_wheel_carries_every_resource_and_migration(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = {
        f"{inside}/{path.relative_to(TOP / folder).as_posix()}"
        for folder, inside in DATA_FOLDERS.items()
        for path in (TOP / folder).rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc"
    }
    assert expected, "no data files found in the sources"
    assert not expected - names, f"missing from the wheel: {sorted(expected - names)}"
    for needed in (
        "__init__.py",
        "help/sv.html",
        "help/en.html",
        "help/nb.html",
        "icons/roller-desktop-64.png",
        "icons/roller-desktop.svg",
        "translations/roller_sv.qm",
        "translations/roller_nb.qm",
        "translations/roller_en.qm",
        "translations/roller_sv.ts",
    ):
        assert f"roller_desktop/resources/{needed}" in names
    assert not any(name.startswith("resources/") for name in names), (
        "resources/ outside the package"
    )


def test_the_wheel_carries_every_module(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    modules = {
        path.relative_to(TOP).as_posix()
        for path in (TOP / "roller_desktop").rglob("*.py")
        if "__pycache__" not in path.parts
    }
    assert not modules - names, f"missing from the wheel: {sorted(modules - names)}"


def test_the_installed_program_is_the_wheel_not_the_sources(venv: Path, tmp_path: Path) -> None:
    python = venv / "bin" / "python"
    code = "import roller_desktop, pathlib; print(pathlib.Path(roller_desktop.__file__).resolve())"
    where = Path(
        run([str(python), "-c", code], cwd=tmp_path, env=clean_environment(tmp_path)).stdout.strip()
    )
    assert where.is_relative_to(venv.resolve()), where
    version = run([str(venv / "bin" / "roller-desktop"), "--version"], cwd=tmp_path).stdout
    assert "roller-desktop 0." in version


def test_the_installed_program_passes_its_smoke_test(venv: Path, tmp_path: Path) -> None:
    database = tmp_path / "league.sqlite3"
    run(
        [str(venv / "bin" / "roller-desktop"), "--smoke-test", "--database", str(database)],
        cwd=tmp_path,
        env=clean_environment(tmp_path),
    )
    assert database.exists()  # opened and migrated with the migrations inside the wheel

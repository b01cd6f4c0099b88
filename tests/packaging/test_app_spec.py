"""The PyInstaller spec collects every resource into the app, where the program looks for them.

The spec runs here with PyInstaller's build steps replaced by recorders (PyInstaller itself is
not needed): what it hands to `Analysis` as data is what the one-folder app carries. CI builds
the real app and runs its `--smoke-test` (.ci/run).
"""

from __future__ import annotations

import runpy
import sys
import types
from pathlib import Path
from typing import Any, ClassVar

import pytest

TOP = Path(__file__).resolve().parents[2]
SPEC = TOP / "packaging" / "roller-desktop.spec"


class Recorder:
    """Stands in for Analysis, PYZ, EXE, COLLECT and BUNDLE: keeps its arguments."""

    made: ClassVar[list[Recorder]] = []

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args = args
        self.kwargs = kwargs
        self.binaries: list[tuple[str, str, str]] = []
        self.datas = [(dest, source, "DATA") for source, dest in kwargs.get("datas", [])]
        self.pure: list[object] = []
        self.scripts: list[object] = []
        Recorder.made.append(self)


@pytest.fixture
def analysis(monkeypatch: pytest.MonkeyPatch) -> Recorder:
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_dynamic_libs = lambda package: []  # type: ignore[attr-defined]
    hooks.collect_submodules = lambda package: [package]  # type: ignore[attr-defined]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setattr(sys, "path", list(sys.path))  # the spec puts the checkout in front
    Recorder.made = []
    steps = {name: Recorder for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    runpy.run_path(str(SPEC), init_globals={"SPECPATH": str(SPEC.parent), **steps})
    return next(made for made in Recorder.made if "datas" in made.kwargs)


def test_the_app_carries_every_resource_inside_the_package(analysis: Recorder) -> None:
    carried = {
        Path(destination) / Path(source).name for source, destination in analysis.kwargs["datas"]
    }
    sources = [
        path
        for path in (TOP / "resources").rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    ]
    expected = {
        Path("roller_desktop/resources") / p.relative_to(TOP / "resources") for p in sources
    }
    assert {"help/sv.html", "translations/roller_sv.qm", "icons/roller-desktop-64.png"} <= {
        p.relative_to(TOP / "resources").as_posix() for p in sources
    }
    assert not expected - carried, f"missing from the app: {sorted(expected - carried)}"


def test_the_app_carries_the_migrations(analysis: Recorder) -> None:
    carried = {Path(destination).as_posix() for _, destination in analysis.kwargs["datas"]}
    assert "roller_desktop/store/migrations/versions" in carried

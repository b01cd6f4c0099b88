"""The layers of DESIGN.md: engine is standard library only, store has no Qt, only ui has Qt."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "roller_desktop"


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: resolve against the file's package
                parts = path.relative_to(PACKAGE.parent).with_suffix("").parts[: -node.level]
                base = ".".join(parts)
                found.add(f"{base}.{node.module}" if node.module else base)
            elif node.module:
                found.add(node.module)
    return found


def files_of(layer: str) -> list[Path]:
    return sorted((PACKAGE / layer).rglob("*.py"))


@pytest.mark.parametrize("path", files_of("engine"), ids=lambda p: p.name)
def test_engine_imports_only_the_standard_library(path: Path) -> None:
    for module in imported_modules(path):
        top = module.split(".")[0]
        if module.startswith("roller_desktop."):
            assert module.startswith("roller_desktop.engine"), f"{path.name} imports {module}"
        else:
            assert top in sys.stdlib_module_names or top == "__future__", (
                f"{path.name} imports {module}, which is not in the standard library"
            )


@pytest.mark.parametrize("path", files_of("store"), ids=lambda p: p.name)
def test_store_does_not_import_qt_or_ui(path: Path) -> None:
    for module in imported_modules(path):
        assert not module.startswith("PySide6"), f"{path.name} imports {module}"
        assert not module.startswith("roller_desktop.ui"), f"{path.name} imports {module}"
        assert not module.startswith("roller_desktop.cli"), f"{path.name} imports {module}"


@pytest.mark.parametrize("path", files_of("strategy"), ids=lambda p: p.name)
def test_strategy_imports_only_the_standard_library_the_engine_and_numpy(path: Path) -> None:
    for module in imported_modules(path):
        top = module.split(".")[0]
        if module.startswith("roller_desktop."):
            assert module.startswith(
                (
                    "roller_desktop.engine",
                    "roller_desktop.strategy",
                    "roller_desktop.resource_files",
                )
            ), f"{path.name} imports {module}"
        else:
            assert top in sys.stdlib_module_names or top in {"__future__", "numpy"}, (
                f"{path.name} imports {module}, which is not in the standard library"
            )


@pytest.mark.parametrize("path", files_of("championship"), ids=lambda p: p.name)
def test_championship_imports_only_the_standard_library_and_the_engine(path: Path) -> None:
    for module in imported_modules(path):
        top = module.split(".")[0]
        if module.startswith("roller_desktop."):
            assert module.startswith(("roller_desktop.engine", "roller_desktop.championship")), (
                f"{path.name} imports {module}"
            )
        else:
            assert top in sys.stdlib_module_names or top == "__future__", (
                f"{path.name} imports {module}, which is not in the standard library"
            )


@pytest.mark.parametrize(
    "layer",
    ["engine", "store", "play", "sim", "cli", "strategy", "championship"],
    ids=lambda layer: layer,
)
def test_only_ui_imports_qt(layer: str) -> None:
    for path in files_of(layer):
        for module in imported_modules(path):
            if layer == "cli" and module.startswith("roller_desktop.ui"):
                continue  # the command line may open windows, through the ui package only
            assert not module.startswith("PySide6"), f"{layer}/{path.name} imports {module}"


@pytest.mark.parametrize("path", files_of("play"), ids=lambda p: p.name)
def test_play_imports_neither_qt_nor_ui_nor_cli(path: Path) -> None:
    for module in imported_modules(path):
        assert not module.startswith("PySide6"), f"{path.name} imports {module}"
        assert not module.startswith(("roller_desktop.ui", "roller_desktop.cli")), (
            f"{path.name} imports {module}"
        )


# The rooms of ui/ (README, "For developers"): every room may use common/ and printing/ and the
# rooms whose pages it opens; none reaches into the app shell, which makes them all, and the
# screenshots are the command's alone. common/ stands on no room.
ROOMS = ("shell", "play", "league", "common", "printing", "screenshots")


def module_of(path: Path) -> str:
    return ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)


def room_of(module: str) -> str | None:
    parts = module.split(".")
    if parts[:2] == ["roller_desktop", "ui"] and len(parts) > 2 and parts[2] in ROOMS:
        return parts[2]
    return None


@pytest.mark.parametrize("path", files_of("ui"), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_the_rooms_of_ui_import_down_only(path: Path) -> None:
    here = room_of(module_of(path))
    if here in (None, "shell", "screenshots"):  # the top: they make and show every room
        return
    for module in imported_modules(path):
        there = room_of(module)
        if there is None or there == here:
            continue
        assert there not in ("shell", "screenshots"), f"{path.name} ({here}) imports {module}"
        assert here != "common", f"common/{path.name} imports the room {module}"


def test_only_the_command_imports_the_screenshots() -> None:
    for path in sorted(PACKAGE.rglob("*.py")):
        if room_of(module_of(path)) == "screenshots":
            continue
        for module in imported_modules(path):
            if room_of(module) == "screenshots":
                assert path == PACKAGE / "cli" / "screenshots.py", f"{path} imports {module}"

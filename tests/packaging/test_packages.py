"""pyproject lists every package (resources/ is mapped into the package, so nothing is found by
searching): a new folder of modules left out of the list would be missing from the wheel."""

from __future__ import annotations

import tomllib
from pathlib import Path

TOP = Path(__file__).resolve().parents[2]


def setuptools_table() -> dict[str, object]:
    with (TOP / "pyproject.toml").open("rb") as file:
        table = tomllib.load(file)["tool"]["setuptools"]
    assert isinstance(table, dict)
    return table


def test_every_package_folder_is_listed() -> None:
    folders = {
        ".".join(init.parent.relative_to(TOP).parts)
        for init in (TOP / "roller_desktop").rglob("__init__.py")
    }
    listed = set(setuptools_table()["packages"])  # type: ignore[call-overload]
    assert listed == folders | {"roller_desktop.resources"} | data_packages()


def data_packages() -> set[str]:
    """The folders of resources/ (data files only), which Python could import as namespace
    packages: setuptools warns about any it is not told of."""
    return {
        f"roller_desktop.resources.{folder.name}"
        for folder in (TOP / "resources").iterdir()
        if folder.is_dir() and not folder.name.startswith(("_", "."))
    }


def test_the_resources_at_the_top_are_the_package_roller_desktop_resources() -> None:
    table = setuptools_table()
    assert table["package-dir"] == {"roller_desktop.resources": "resources"}
    assert (TOP / "resources" / "__init__.py").is_file()
    assert not (TOP / "roller_desktop" / "resources").exists()  # it would shadow the mapping
    data = table["package-data"]
    assert isinstance(data, dict)
    for package in data_packages():
        folder = TOP / "resources" / package.rsplit(".", 1)[1]
        for pattern in data[package]:
            assert list(folder.glob(pattern)), f"{package}: {pattern} matches no file"


def test_the_installed_program_finds_its_resources_in_the_package() -> None:
    from roller_desktop.resource_files import resource_folder

    for name in ("translations", "help", "icons"):
        assert resource_folder(name).resolve() == (TOP / "resources" / name).resolve()

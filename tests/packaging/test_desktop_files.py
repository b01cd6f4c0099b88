"""The desktop file, the AppStream metainfo and the installer script agree with the program."""

from __future__ import annotations

import configparser
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from roller_desktop import __version__
from roller_desktop.ui.shell.app_icon import DESKTOP_FILE_NAME

TOP = Path(__file__).resolve().parents[2]
LINUX = TOP / "packaging" / "linux"
DESKTOP = LINUX / f"{DESKTOP_FILE_NAME}.desktop"
METAINFO = LINUX / f"{DESKTOP_FILE_NAME}.metainfo.xml"


def test_the_desktop_file_starts_the_program_with_its_icon() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    entry.read(DESKTOP, encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Exec"].split()[0] == "roller-desktop"
    assert section["Icon"] == DESKTOP_FILE_NAME
    assert "Game" in section["Categories"].split(";")
    for language in ("sv", "nb"):
        assert section[f"Comment[{language}]"] and section[f"GenericName[{language}]"]


def test_the_metainfo_names_the_desktop_file_and_this_version() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == DESKTOP_FILE_NAME
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("project_license") == "MIT"
    versions = [release.get("version") for release in root.iter("release")]
    assert versions[0] == __version__, "add a <release> for this version to the metainfo"


def test_the_windows_installer_defaults_to_this_version() -> None:
    script = (TOP / "packaging" / "windows" / "roller-desktop.iss").read_text(encoding="utf-8")
    match = re.search(r'#define AppVersion "([^"]+)"', script)
    assert match is not None and match.group(1) == __version__
    assert (
        "roller-desktop.ico" in script and (TOP / "packaging/windows/roller-desktop.ico").exists()
    )


@pytest.mark.parametrize(
    ("tool", "arguments", "path"),
    [
        ("desktop-file-validate", [], DESKTOP),
        ("appstreamcli", ["validate", "--no-net"], METAINFO),
    ],
    ids=["desktop-file-validate", "appstreamcli"],
)
def test_the_validators_accept_them(tool: str, arguments: list[str], path: Path) -> None:
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed (apt-get install desktop-file-utils appstream)")
    result = subprocess.run(
        [tool, *arguments, str(path)], capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_metainfo_features_are_in_every_language_of_the_window() -> None:
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    items = list(ET.parse(METAINFO).getroot().iter("li"))
    english = [li for li in items if li.get(lang) is None]
    assert english
    for code in ("sv", "nb"):
        translated = [li for li in items if li.get(lang) == code]
        assert len(translated) == len(english), f"translate every feature into {code}"
        assert all((li.text or "").strip() for li in translated)

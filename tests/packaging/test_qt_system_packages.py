"""tools/qt-system-packages: the Debian packages for the xcb plugin's missing libraries."""

from __future__ import annotations

import runpy
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "qt-system-packages"

# ldd on libqxcb.so on a fresh Debian without the xcb utility libraries (abridged).
LDD_FRESH_DEBIAN = """\
\tlinux-vdso.so.1 (0x00007ffd4a1f5000)
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f3c6c000000)
\tlibGL.so.1 => /lib/x86_64-linux-gnu/libGL.so.1 (0x00007f3c6bf70000)
\tlibxkbcommon-x11.so.0 => not found
\tlibxcb-cursor.so.0 => not found
\tlibxcb-icccm.so.4 => not found
\tlibxcb-util.so.1 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-render-util.so.0 => not found
\tlibxcb-xkb.so.1 => not found
\tlibxcb-cursor.so.0 => not found
\tlibglib-2.0.so.0 => not found
\tlibX11-xcb.so.1 => /lib/x86_64-linux-gnu/libX11-xcb.so.1 (0x00007f3c6bf60000)
"""


class Tool:
    def __init__(self) -> None:
        self.names: dict[str, Any] = runpy.run_path(str(TOOL), run_name="qt_system_packages")

    def __getattr__(self, name: str) -> Any:
        return self.names[name]


def tool() -> Tool:
    return Tool()


def test_missing_libraries_become_their_debian_packages_once_each() -> None:
    assert tool().missing_packages(LDD_FRESH_DEBIAN) == [
        "libxkbcommon-x11-0",
        "libxcb-cursor0",
        "libxcb-icccm4",
        "libxcb-util1",
        "libxcb-keysyms1",
        "libxcb-render-util0",
        "libxcb-xkb1",
        "libglib2.0-0",
    ]


def test_nothing_missing_names_nothing() -> None:
    found = "\n".join(line for line in LDD_FRESH_DEBIAN.splitlines() if "not found" not in line)
    assert tool().missing_packages(found) == []


def test_the_names_follow_debian_rules() -> None:
    package_of = tool().package_of
    assert package_of("libEGL.so.1") == "libegl1"
    assert package_of("libdbus-1.so.3") == "libdbus-1-3"
    assert package_of("libgcc_s.so.1") == "libgcc-s1"
    assert package_of("libbrotlidec.so.1") == "libbrotli1"


def test_on_this_machine_it_runs_and_names_only_packages() -> None:
    result = subprocess.run(
        [sys.executable, str(TOOL)], capture_output=True, text=True, check=False, cwd=ROOT
    )
    assert result.returncode in (0, 2), result.stderr
    for line in result.stdout.splitlines():
        assert line.startswith("lib") and " " not in line, line

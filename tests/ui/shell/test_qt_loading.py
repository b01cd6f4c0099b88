"""The window's start-up loads PySide6 without its import hook (ui/shell/qt_loading.py): in a
fresh interpreter, Python's own `__import__` is in place after `load_qt`, PySide6 works, and a
module imported afterwards is not read by PySide's `__feature__` machinery."""

from __future__ import annotations

import os
import subprocess
import sys

CHILD = """
import builtins, sys
plain = builtins.__import__
from roller_desktop.ui.shell.qt_loading import load_qt
load_qt()
assert builtins.__import__ is plain, builtins.__import__
import PySide6.QtCore
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication(sys.argv[:1])
label = QLabel("Roller")
import colorsys  # a module first imported now: PySide6 has no say in it
feature = sys.modules["shibokensupport.feature"]
assert "colorsys" not in feature.pyside_feature_dict
print("ok", label.text())
"""


def test_load_qt_keeps_pythons_import() -> None:
    result = subprocess.run(
        [sys.executable, "-c", CHILD],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["ok", "Roller"]


def test_without_load_qt_pyside_wraps_import() -> None:
    """What load_qt undoes (the test above would pass for nothing if PySide6 stopped it)."""
    child = CHILD.replace("load_qt()\n", "import PySide6.QtCore\n").replace(
        "assert builtins.__import__ is plain", "assert builtins.__import__ is not plain"
    )
    child = child.replace('assert "colorsys" not in', 'assert "colorsys" in')
    result = subprocess.run(
        [sys.executable, "-c", child],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=120,
    )
    assert result.returncode == 0, result.stderr

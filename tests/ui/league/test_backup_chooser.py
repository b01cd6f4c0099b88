"""The restore chooser: each copy's matches, newest match and check fill in from a worker."""

from __future__ import annotations

import threading
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from roller_desktop.store.backup_checks import Verdict
from roller_desktop.store.backup_contents import Contents, NewestMatch
from roller_desktop.ui.league.backup_chooser import BackupChooser


def test_rows_fill_in_as_the_copies_are_read(qtbot: QtBot, tmp_path: Path) -> None:
    copies = [tmp_path / "a.sqlite3", tmp_path / "b.sqlite3", tmp_path / "c.sqlite3"]
    newest = NewestMatch(datetime(2026, 12, 5, 21, 0), "roller", ("Anna", None))
    found = {
        copies[0]: Contents(12, newest, Verdict(True, "", datetime(2026, 12, 5, 22, 0))),
        copies[1]: Contents(0, None, None),
    }

    def read(path: Path) -> Contents:
        if path not in found:
            raise OSError("gone")
        return found[path]

    dialog = BackupChooser(copies, ["first", "second", "third"], None, read)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.focusWidget() is dialog.list  # arrows and Enter choose at once
    qtbot.waitUntil(dialog.read_all.is_set)
    qtbot.waitUntil(lambda: len(dialog.contents) == 3)
    first, second, third = (dialog.list.item(i).text() for i in range(3))
    assert first.startswith("first\n") and "12 finished matches" in first
    assert "Anna, a computer" in first and "check passed" in first
    assert "no finished matches" in second and "not checked yet" in second
    assert "cannot be read (gone)" in third
    assert dialog.chosen() == 0
    qtbot.keyClick(dialog.list, Qt.Key.Key_Down)
    assert dialog.chosen() == 1


def test_closing_stops_the_reading(qtbot: QtBot, tmp_path: Path) -> None:
    copies = [tmp_path / f"{i}.sqlite3" for i in range(50)]
    read: list[Path] = []
    gate = threading.Event()

    def slow(path: Path) -> Contents:
        read.append(path)
        gate.wait(10)
        return Contents()

    dialog = BackupChooser(copies, [p.name for p in copies], None, slow)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: len(read) == 1)
    dialog.reject()  # closed while the first copy is read
    gate.set()
    qtbot.waitUntil(lambda: not dialog._thread.is_alive())
    assert len(read) == 1 and not dialog.read_all.is_set()

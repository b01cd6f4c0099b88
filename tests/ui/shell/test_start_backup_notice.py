"""A start-up backup copied after the store was ready (store/start_backup.py) that
fails says so in the window when it ends, in the window's words, as the opening used to."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from roller_desktop.store import backups
from roller_desktop.store.start_backup import StartBackup
from roller_desktop.ui.shell import launch


def test_a_failed_copy_is_said_when_it_ends(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "league.sqlite3"
    path.write_bytes(b"")

    def full(*_args: object, **_kwargs: object) -> Path:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(backups, "make_backup", full)
    said: list[str] = []
    monkeypatch.setattr(launch, "notify", lambda _window, text: said.append(text))
    window = QWidget()
    qtbot.addWidget(window)
    copy = StartBackup(path, backups.fingerprint(path))
    store = SimpleNamespace(path=path, read_only=False, warnings=[], start_backup=copy)
    launch.tell_about_store(window, store)  # type: ignore[arg-type]
    assert said == []  # nothing to say before the copy has ended
    copy.start()
    qtbot.waitUntil(lambda: bool(said))
    assert said == [
        "No backup of the league was taken at start: the disk is full. The league is open; "
        "what cannot be saved will be said."
    ]


def test_a_copy_that_succeeds_says_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "league.sqlite3"
    path.write_bytes(b"")
    made: list[Path] = []
    monkeypatch.setattr(backups, "make_backup", lambda database, **_: made.append(database))
    monkeypatch.setattr(backups, "thin", lambda database: [])
    said: list[str] = []
    monkeypatch.setattr(launch, "notify", lambda _window, text: said.append(text))
    window = QWidget()
    qtbot.addWidget(window)
    copy = StartBackup(path, backups.fingerprint(path))
    launch.tell_about_store(
        window,
        SimpleNamespace(path=path, read_only=False, warnings=[], start_backup=copy),  # type: ignore[arg-type]
    )
    copy.start()
    copy.wait()
    QCoreApplication.processEvents()  # a notice would be queued to this thread
    assert made == [path] and said == []

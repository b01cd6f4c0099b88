"""The window on a league file that cannot be opened: the refusal in the window's language, and
for a damaged file with a good backup, "Restore the backup" right there (before: a
box with OK only, in English, and the program ended)."""

from __future__ import annotations

import argparse
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEventLoop, QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from roller_desktop.store import backups, startup
from roller_desktop.store.database import open_store
from roller_desktop.store.errors import DamagedDatabase, DatabaseInUse, StoreError
from roller_desktop.store.restore import restore_over_damaged
from roller_desktop.ui.common import i18n
from roller_desktop.ui.shell import damaged_file, launch
from roller_desktop.ui.shell.settings import Settings
from tests.store.test_damage import flip_page_headers


def league_with_backup(path: Path) -> Path:
    """A league of Cilla with a backup of it, then Dag added (after the backup)."""
    with open_store(path) as store:
        store.add_player("Cilla")
    backup = backups.make_backup(path)
    with open_store(path, backup=False) as store:
        store.add_player("Dag")
    return backup


def names(path: Path) -> list[str]:
    with open_store(path, backup=False) as store:
        return [p.name for p in store.players()]


def test_restore_over_a_damaged_file_keeps_the_damaged_one(tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    backup = league_with_backup(path)
    flip_page_headers(path)
    damaged_bytes = path.read_bytes()
    with pytest.raises(DamagedDatabase) as refused:
        open_store(path)
    assert refused.value.backups == [backup]
    reports: list[tuple[int, int]] = []
    kept = restore_over_damaged(path, backup, lambda done, total: reports.append((done, total)))
    assert kept.read_bytes() == damaged_bytes and kept.parent == path.parent
    assert reports and reports[-1][0] == reports[-1][1] > 0  # the bar reaches its end
    assert names(path) == ["Cilla"]  # the league as it was kept aside
    assert backup.exists()  # the backup stays a backup


def test_restore_is_refused_while_the_league_is_open(tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    backup = league_with_backup(path)
    with open_store(path, backup=False), pytest.raises(DatabaseInUse):
        restore_over_damaged(path, backup)
    assert names(path) == ["Cilla", "Dag"]


@pytest.fixture
def run(qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    settings_file = str(tmp_path / "settings.ini")
    monkeypatch.setattr(
        launch, "Settings", lambda: Settings(QSettings(settings_file, QSettings.Format.IniFormat))
    )
    monkeypatch.setattr(QApplication, "exec", lambda *_: 0)  # the window shown, then closed
    from roller_desktop.ui.shell import help_dialog

    monkeypatch.setattr(help_dialog, "show_first_run_if_needed", lambda *_a, **_k: None)

    def run_window(database: Path, language: str = "en") -> int:
        args = argparse.Namespace(database=str(database), smoke_test=False, language=language)
        try:
            return launch.run_window(args)
        finally:
            i18n.install_translator(qapp, "en")

    return run_window


def test_the_window_restores_the_newest_good_backup_and_opens(
    run: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "league.sqlite3"
    league_with_backup(path)
    flip_page_headers(path)
    shown: list[tuple[str, str, list[str]]] = []

    def exec_box(box: QMessageBox) -> int:
        assert isinstance(box, damaged_file.RefusalBox)
        wait_for(box.read.is_set)  # what the backup holds, read in a worker, filled in
        shown.append((box.text(), box.informativeText(), [b.text() for b in box.buttons()]))
        for button in box.buttons():
            if "Restore" in button.text():
                button.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_box)
    assert run(path) == 0
    [(text, informative, buttons)] = shown
    assert "league.sqlite3 is damaged" in text and "newest good backup is from" in informative
    assert "The backup holds 0 finished matches." in informative  # what a restore brings back
    assert "Restore the backup" in buttons
    assert names(path) == ["Cilla"]
    assert [p for p in tmp_path.iterdir() if ".damaged-" in p.name]


def wait_for(condition: Any) -> None:
    deadline = time.monotonic() + 10
    while not condition() and time.monotonic() < deadline:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
    assert condition()


def test_the_refusal_shows_before_the_backup_is_read(
    run: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The copy's matches are counted in a worker once the box is up (a large league's copy
    took a freeze with nothing on screen before), and the box says it is reading meanwhile."""
    path = tmp_path / "league.sqlite3"
    league_with_backup(path)
    flip_page_headers(path)
    shown = threading.Event()
    seen_when_read: list[bool] = []
    reading = damaged_file.read_contents

    def slow_read(backup: Path) -> Any:
        seen_when_read.append(shown.wait(timeout=5))  # the box is up first
        return reading(backup)

    monkeypatch.setattr(damaged_file, "read_contents", slow_read)
    texts: list[str] = []

    def exec_box(box: QMessageBox) -> int:
        texts.append(box.informativeText())
        shown.set()
        assert isinstance(box, damaged_file.RefusalBox)
        wait_for(box.read.is_set)
        texts.append(box.informativeText())
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_box)
    assert run(path) == 1
    assert seen_when_read == [True]
    assert "Reading what the backup holds…" in texts[0] and "holds 0" not in texts[0]
    assert "The backup holds 0 finished matches." in texts[1] and "Reading" not in texts[1]


def test_damage_found_after_the_window_is_offered_too(
    run: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "league.sqlite3"
    league_with_backup(path)
    checks = iter([True])

    def check(where: Path, **_: Any) -> None:  # the page check after the window: damaged, once
        if next(checks, False):
            raise DamagedDatabase(
                f"The league {where.name} is damaged.", backups.good_backups(where)
            )

    monkeypatch.setattr(startup, "check_integrity", check)
    chosen: list[StoreError] = []

    def ask(_parent: Any, error: StoreError, _database: Path, _font: Any = None) -> Path:
        chosen.append(error)
        return damaged_file.restorable(error)[0]

    monkeypatch.setattr(damaged_file, "ask", ask)
    first = True

    def exec_once(*_: Any) -> int:  # the window runs until refused; the restored one closes
        nonlocal first
        if first:
            first = False
            return int(QCoreApplication.exec())
        return 0

    monkeypatch.setattr(QApplication, "exec", exec_once)
    assert run(path) == 0
    assert len(chosen) == 1 and names(path) == ["Cilla"]


def test_the_refusal_is_in_the_windows_language(
    run: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "league.sqlite3"
    league_with_backup(path)
    flip_page_headers(path)
    before = path.read_bytes()
    shown: list[tuple[str, list[str]]] = []

    def exec_box(box: QMessageBox) -> int:
        shown.append((box.text(), [b.text() for b in box.buttons()]))
        return 0  # closed without a choice: quit, nothing changed

    monkeypatch.setattr(QMessageBox, "exec", exec_box)
    assert run(path, language="sv") == 1
    [(text, buttons)] = shown
    assert "är skadad" in text and "Återställ säkerhetskopian" in buttons
    assert path.read_bytes() == before


def test_the_backups_matches_are_counted_in_the_languages_digits(qapp: Any) -> None:
    """'100 000 avslutade matcher' as a Swede writes it, not '100000'; the chooser too."""
    from roller_desktop.store.backup_contents import Contents
    from roller_desktop.ui.league.backup_chooser import contents_text

    try:
        i18n.install_translator(qapp, "sv")
        assert "innehåller 100\xa0000 avslutade matcher" in damaged_file.holds(Contents(100000))
        assert contents_text(Contents(100000)).startswith("100\xa0000 avslutade matcher")
        i18n.install_translator(qapp, "en")
        assert "holds 100,000 finished matches" in damaged_file.holds(Contents(100000))
    finally:
        i18n.install_translator(qapp, "en")

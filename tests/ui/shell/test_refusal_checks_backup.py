"""The refusal of a league at start whose newest backup was never checked: the box is on the
screen at once and checks the copy itself, with a bar, "Restore" waiting meanwhile (before:
the copy was checked before any window, 28 s at 688 MB with nothing on the screen). And the
first start's help gives way to a refusal found after the window showed."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from roller_desktop.store import backup_checks, backups, startup
from roller_desktop.store.database import open_store
from roller_desktop.store.errors import DamagedDatabase, StoreError
from roller_desktop.ui.shell import damaged_file, help_dialog
from roller_desktop.ui.shell.help_dialog import FIRST_RUN_KEY, HelpDialog
from tests.store.test_damage import flip_page_headers
from tests.store.test_unchecked_backups import league_and_copy, newer_damaged_copy
from tests.ui.shell.test_startup_damaged_file import names, run, wait_for

__all__ = ["run"]  # the fixture, shared

REAL_FIRST_RUN_HELP = help_dialog.show_first_run_if_needed


def look(box: damaged_file.RefusalBox) -> dict[str, Any]:
    restore = box.restore
    return {
        "text": box.informativeText(),
        "restore": None if restore is None else restore.isEnabled(),
        "bar": not box.bar.isHidden(),
        "details": box.detailedText(),
    }


@pytest.mark.parametrize("language", ["en", "sv", "nb"])
def test_the_box_is_up_before_the_copy_is_checked_and_hears_the_verdict(
    run: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    path, copy = league_and_copy(tmp_path)
    shown = threading.Event()
    up_first: list[bool] = []
    real_check = damaged_file._check_copy

    def check(database: Path, backup: Path) -> Any:
        up_first.append(shown.wait(timeout=5))
        return real_check(database, backup)

    monkeypatch.setattr(damaged_file, "_check_copy", check)
    seen: list[dict[str, Any]] = []

    def exec_box(box: QMessageBox) -> int:
        assert isinstance(box, damaged_file.RefusalBox)
        seen.append(look(box))
        shown.set()
        wait_for(box.read.is_set)
        seen.append(look(box))
        return 0  # Quit: nothing changed

    monkeypatch.setattr(QMessageBox, "exec", exec_box)
    before = path.read_bytes()
    assert run(path, language=language) == 1
    assert up_first == [True]
    checking, found = seen
    assert checking["restore"] is False and checking["bar"]  # waits for the check, said
    assert found["restore"] is True and not found["bar"]
    words = {
        "en": ("has not been checked yet", "The newest good backup is from"),
        "sv": ("har inte kontrollerats än", "Den senaste felfria säkerhetskopian är från"),
        "nb": ("er ikke kontrollert ennå", "Den nyeste feilfrie sikkerhetskopien er fra"),
    }[language]
    assert words[0] in checking["text"] and words[1] not in checking["text"]
    assert words[1] in found["text"]
    # the details under the box say what was found too, no longer "not checked yet"
    assert found["details"] != checking["details"]
    if language == "en":
        assert "has not been checked yet" in checking["details"]
        assert "The newest good backup is" in found["details"]
    verdict = backup_checks.verdict(copy)
    assert verdict is not None and verdict.ok  # kept: not checked again at the next start
    assert path.read_bytes() == before


def test_a_copy_failing_the_boxs_check_is_set_aside_and_the_next_restored(
    run: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, older = league_and_copy(tmp_path)
    newer = newer_damaged_copy(path, older)
    seen: list[dict[str, Any]] = []

    def exec_box(box: QMessageBox) -> int:
        assert isinstance(box, damaged_file.RefusalBox)
        wait_for(box.read.is_set)
        seen.append(look(box))
        assert box.restore is not None and box.backup == older
        box.restore.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_box)
    assert run(path) == 0
    [found] = seen
    assert "1 newer backup failed the check" in found["text"]
    assert "The newest good backup is from" in found["text"]
    assert newer.with_name(newer.name + backup_checks.FAILED_SUFFIX).exists()
    assert names(path) == ["Anna"]  # the older copy, checked, put back


def test_no_good_copy_left_offers_none_and_changes_nothing(
    run: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, copy = league_and_copy(tmp_path)
    flip_page_headers(copy)
    seen: list[tuple[dict[str, Any], list[str]]] = []

    def exec_box(box: QMessageBox) -> int:
        assert isinstance(box, damaged_file.RefusalBox)
        wait_for(box.read.is_set)
        seen.append((look(box), [b.text() for b in box.buttons()]))
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_box)
    before = path.read_bytes()
    assert run(path) == 1
    [(found, buttons)] = seen
    assert found["restore"] is None and "Restore the backup" not in buttons
    assert "1 backup failed the check" in found["text"]
    assert "No good backup was found beside it." in found["text"]
    assert path.read_bytes() == before


def visible_help() -> list[HelpDialog]:
    return [
        w for w in QApplication.topLevelWidgets() if isinstance(w, HelpDialog) and w.isVisible()
    ]


def test_the_first_help_gives_way_to_a_refusal_and_comes_back_after_the_restore(
    run: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Damage found after the window showed: the help, open beside it on the first start,
    closes, so the refusal is what the person meets; it was cut short, so the window of the
    league put back opens it again."""
    monkeypatch.setattr(help_dialog, "show_first_run_if_needed", REAL_FIRST_RUN_HELP)
    path = tmp_path / "league.sqlite3"
    with open_store(path, backup=False) as store:
        store.add_player("Cilla")
    good = backups.make_backup(path, check=False)
    checks = iter([True])

    def check(where: Path, **_: Any) -> None:  # the page check after the window: damaged, once
        if next(checks, False):
            raise DamagedDatabase(f"The league {where.name} is damaged.", [good])

    monkeypatch.setattr(startup, "check_integrity", check)
    at_refusal: list[int] = []

    def ask(_parent: Any, error: StoreError, _database: Path, _font: Any = None) -> Path:
        at_refusal.append(len(visible_help()))
        return good

    monkeypatch.setattr(damaged_file, "ask", ask)
    helps_seen: list[int] = []
    first = True

    def exec_once(*_: Any) -> int:  # the window runs until refused; the restored one closes
        nonlocal first
        helps_seen.append(len(visible_help()))
        if first:
            first = False
            return int(QCoreApplication.exec())
        return 0

    monkeypatch.setattr(QApplication, "exec", exec_once)
    try:
        assert run(path) == 0
    finally:
        for dialog in visible_help():
            dialog.close()
    assert helps_seen[0] == 1  # the first start's help, beside the window
    assert at_refusal == [0]  # closed when the refusal came
    assert helps_seen[1] == 1  # and opened again beside the league put back
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert str(settings.value(FIRST_RUN_KEY)).lower() == "true"

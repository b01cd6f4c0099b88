"""The windows shown before the main window (the update of an older league, the refusal of a
damaged one) follow the text size chosen in the settings, as every other window does."""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox, QProgressDialog

from roller_desktop.ui.common import i18n
from roller_desktop.ui.shell import launch
from roller_desktop.ui.shell.settings import Settings
from tests.store.test_damage import flip_page_headers
from tests.ui.shell.test_startup_damaged_file import league_with_backup

OLD_LEAGUE = Path(__file__).parents[2] / "store" / "data" / "revision_0017.sqlite3"


@pytest.fixture
def run(qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.text_scale = 2.0
    monkeypatch.setattr(launch, "Settings", lambda: settings)
    monkeypatch.setattr(QApplication, "exec", lambda *_: 0)  # the window shown, then closed
    from roller_desktop.ui.shell import help_dialog

    monkeypatch.setattr(help_dialog, "show_first_run_if_needed", lambda *_a, **_k: None)

    def run_window(database: Path) -> int:
        args = argparse.Namespace(database=str(database), smoke_test=False, language="en")
        try:
            return launch.run_window(args)
        finally:
            i18n.install_translator(qapp, "en")

    return run_window


def largest() -> float:
    return QApplication.font().pointSizeF() * 2.0


def test_the_update_of_an_older_league_is_shown_at_the_text_size_chosen(
    run: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "league.sqlite3"
    shutil.copy(OLD_LEAGUE, path)
    shown: list[tuple[str, float]] = []
    show = QProgressDialog.show

    def seen(dialog: QProgressDialog) -> None:
        shown.append((dialog.labelText(), dialog.font().pointSizeF()))
        show(dialog)

    monkeypatch.setattr(QProgressDialog, "show", seen)
    assert run(path) == 0
    updates = [size for text, size in shown if text.startswith("Updating the league")]
    assert updates == [pytest.approx(largest())]


def test_the_refusal_of_a_damaged_league_is_at_the_text_size_chosen(
    run: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "league.sqlite3"
    league_with_backup(path)
    flip_page_headers(path)
    sizes: list[float] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: sizes.append(box.font().pointSizeF()) or 0)
    assert run(path) == 1
    assert sizes == [pytest.approx(largest())]

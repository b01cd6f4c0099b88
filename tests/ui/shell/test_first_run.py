"""The first start of the window opens the help once; later starts and the smoke test do not."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from roller_desktop.ui.shell import help_dialog, launch
from roller_desktop.ui.shell.settings import Settings


@pytest.fixture
def started(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> list[dict[str, Any]]:
    """run_window with the event loop returning at once and settings in tmp_path; records
    every first-run call and whether it showed the help."""
    settings_file = str(tmp_path / "settings.ini")
    monkeypatch.setattr(
        launch, "Settings", lambda: Settings(QSettings(settings_file, QSettings.Format.IniFormat))
    )
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    real = help_dialog.show_first_run_if_needed
    calls: list[dict[str, Any]] = []

    def spy(window: Any, settings: Any, language: Any = None, database: Any = None) -> Any:
        dialog = real(window, settings, language, database)
        calls.append({"database": database, "shown": dialog is not None})
        if dialog is not None:
            assert dialog.isVisible()
            dialog.close()
        return dialog

    monkeypatch.setattr(help_dialog, "show_first_run_if_needed", spy)
    return calls


def start(tmp_path: Path, smoke_test: bool = False) -> int:
    args = argparse.Namespace(
        database=str(tmp_path / "league.sqlite3"), smoke_test=smoke_test, language="en"
    )
    return launch.run_window(args)


def test_the_help_opens_on_the_first_start_only(
    started: list[dict[str, Any]], tmp_path: Path
) -> None:
    assert start(tmp_path) == 0
    assert start(tmp_path) == 0
    assert [call["shown"] for call in started] == [True, False]
    assert Path(started[0]["database"]) == tmp_path / "league.sqlite3"


def test_the_smoke_test_does_not_open_the_help(
    started: list[dict[str, Any]], tmp_path: Path
) -> None:
    assert start(tmp_path, smoke_test=True) == 0
    assert started == []

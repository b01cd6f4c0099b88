"""The window on a league with a damaged match in progress: it opens, names the match, and
sets it aside or restores a backup, as the person chooses (before: it crashed at start)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from roller_desktop.store import backups
from roller_desktop.store.database import open_store
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.startup import open_quickly
from roller_desktop.ui.shell import launch
from roller_desktop.ui.shell.damaged_match import damage_in_words
from roller_desktop.ui.shell.main_window import MainWindow
from roller_desktop.ui.shell.pending_store import PendingStore
from roller_desktop.ui.shell.settings import Settings
from roller_desktop.ui.shell.start_screen import MatchIdRole
from tests.store.test_damaged_match import damaged_league


def listed(window: MainWindow) -> list[str]:
    matches = window.start.matches
    return [str(matches.item(i).data(MatchIdRole)) for i in range(matches.count())]


@pytest.mark.parametrize("answer", ["aside", "later"])
def test_the_window_opens_names_the_match_and_sets_it_aside(
    qtbot: Any,
    tmp_path: Path,
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
    answer: str,
) -> None:
    path = tmp_path / "league.sqlite3"
    good, bad = damaged_league(path)
    asked: list[Any] = []

    def ask(_window: MainWindow, match: Any) -> str:
        asked.append(match)
        return answer

    monkeypatch.setattr(MainWindow, "ask_damaged", ask)
    quick = open_quickly(path)
    assert quick is not None
    with PendingStore(quick) as pending:
        window = MainWindow(pending, settings, MatchRecorder.open)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitUntil(lambda: bool(asked))
        assert listed(window) == [good]
        assert [m.id for m in asked] == [bad] and asked[0].seat_names == ("Bert", "Anna")
        window.show_start()  # asked once per window, not at every return to the start
        QApplication.processEvents()
        assert len(asked) == 1
        store = pending.wait()
        status = store.load_match(bad).status
        assert status == ("abandoned" if answer == "aside" else "in_progress")


def test_restore_a_backup_from_the_offer(
    qtbot: Any, tmp_path: Path, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "league.sqlite3"
    with open_store(path) as store:
        store.add_player("Cilla")
    backups.make_backup(path)  # a league from before the damage
    damaged_league(path)
    with open_store(path, backup=False) as store:
        window = MainWindow(store, settings, MatchRecorder.open)
        qtbot.addWidget(window)
        answers = iter(["restore"])
        monkeypatch.setattr(MainWindow, "ask_damaged", lambda *_: next(answers, "later"))
        monkeypatch.setattr(window.league_file, "ask_backup", lambda *_: 0)
        monkeypatch.setattr(window.league_file, "confirm", lambda *_: True)
        informed: list[str] = []
        monkeypatch.setattr(window.league_file, "inform", informed.append)
        window.show()
        qtbot.waitUntil(lambda: bool(informed))
        assert store.damaged_matches() == [] and listed(window) == []
        assert [p.name for p in store.players()] == ["Cilla"]


def test_the_problem_in_the_windows_words() -> None:
    assert (
        damage_in_words("Event 2: The throw has no more dice showing 6, 6 to keep.")
        == "event 2: The throw has no more dice showing 6, 6 to keep"
    )


def test_the_whole_start_up_does_not_crash(
    qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "league.sqlite3"
    damaged_league(path)
    settings_file = str(tmp_path / "settings.ini")
    monkeypatch.setattr(
        launch, "Settings", lambda: Settings(QSettings(settings_file, QSettings.Format.IniFormat))
    )
    monkeypatch.setattr(QMessageBox, "exec", lambda _box: 0)  # the offer, unanswered
    args = argparse.Namespace(database=str(path), smoke_test=True, language="en")
    assert launch.run_window(args) == 0

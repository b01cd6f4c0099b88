"""Fixtures for the window tests: the real store in a temporary file, settings in a temporary
file, and a main window with scripted dice."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from roller_desktop.engine.dice import ScriptedDice
from roller_desktop.engine.roller import RollerRules
from roller_desktop.store.database import open_store
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.ui.shell.settings import Settings


@pytest.fixture(autouse=True)
def english(qapp: Any) -> Iterator[None]:
    """The English catalogue, as the program installs it for an English window: plural forms
    ("1 die", "1 die showing 2 scores nothing") come from it, so a test reads the same alone as in
    the full run. A test that switches language switches back to this. A --language that
    launch.run_window kept on the application is forgotten after the test, as a new process
    would not know it."""
    from roller_desktop.ui.common import i18n
    from roller_desktop.ui.shell.launch import LANGUAGE_OVERRIDE

    i18n.install_translator(qapp, "en")
    yield
    i18n.install_translator(qapp, "en")
    qapp.setProperty(LANGUAGE_OVERRIDE, "")


@pytest.fixture(autouse=True, scope="session")
def strategy_in_memory() -> None:
    """The points solutions and the two-player win tables loaded once per worker, as the
    window loads them in its thread at a match's start: a two-player hint then answers on
    the spot, and tests that press H need not wait (the thread's path is tested with three
    players, whose turns are solved in it: tests/ui/play/test_thinking.py)."""
    from roller_desktop.strategy import solver, win_table

    for forced in (True, False):
        solver.solve(RollerRules(forced_after_roller=forced))
        win_table.shipped(forced)


@pytest.fixture(autouse=True)
def no_window_left_open(qapp: Any) -> Iterator[None]:
    """Closes the windows a test leaves open (launch.run_window's, which the program itself never
    closes): an open main window would keep the next test's window from becoming active, and
    which test runs next depends on how tools/test shares the modules out among its workers."""
    yield
    for widget in qapp.topLevelWidgets():
        if widget.isVisible():
            widget.close()


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Any]:
    s = open_store(str(tmp_path / "league.sqlite3"))
    yield s
    s.close()


@pytest.fixture
def recorder_open() -> Callable[[Any, str], Any]:
    return MatchRecorder.open


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    s = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    s.animation = False
    s.computer_pace_ms = 0
    return s


class DiceScript:
    """Scripted dice the test can add throws to while the window runs."""

    def __init__(self) -> None:
        self.throws: list[tuple[int, ...]] = []
        self.source = ScriptedDice([])

    def add(self, *throws: Sequence[int]) -> None:
        self.throws.extend(tuple(t) for t in throws)

    def roll(self, count: int) -> tuple[int, ...]:
        if not self.throws:
            raise AssertionError("the test ran out of scripted throws")
        values = self.throws.pop(0)
        assert len(values) == count, f"scripted {values}, but {count} dice are thrown"
        return ScriptedDice([values]).roll(count)


@pytest.fixture
def dice() -> DiceScript:
    return DiceScript()


@pytest.fixture
def make_window(
    qtbot: Any, store: Any, settings: Settings, recorder_open: Any, dice: DiceScript
) -> Callable[[], Any]:
    from roller_desktop.ui.shell.main_window import MainWindow

    def make(owned_by_test: bool = False, **extra: Any) -> MainWindow:
        """A shown, active main window; `owned_by_test`: the test destroys it itself."""
        window = MainWindow(
            store, settings, recorder_open, lambda: dice, base_font_size=9.0, **extra
        )
        if not owned_by_test:
            qtbot.addWidget(window)
        if settings.geometry is None:
            window.resize(1280, 800)
        window.show()
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        return window

    return make

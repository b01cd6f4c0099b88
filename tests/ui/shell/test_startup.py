"""Start-up: the window shows before the full store is built (ui/shell/pending_store.py), lists the
matches to resume, and anything that needs the store waits for it; refusals stay refusals."""

from __future__ import annotations

import argparse
import gc
import hashlib
import random
import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt

from roller_desktop.store import startup
from roller_desktop.store.database import open_store
from roller_desktop.store.errors import DamagedDatabase, StoreError
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.startup import open_quickly
from roller_desktop.ui.shell import launch
from roller_desktop.ui.shell.main_window import MainWindow
from roller_desktop.ui.shell.pending_store import PendingStore
from roller_desktop.ui.shell.settings import Settings
from roller_desktop.ui.shell.start_screen import MatchIdRole
from tests.store.helpers import play_step, players, start
from tests.store.test_damage import flip_page_headers
from tests.ui.helpers import press


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Two unfinished matches (Roller, 105) among three players."""
    path = tmp_path_factory.mktemp("league") / "league.sqlite3"
    rng = random.Random(3)
    with open_store(path) as store:
        ids = players(store, "Åke", "Kari", "Ola")
        roller = MatchRecorder.open(store, start(store, "roller", ids))
        for _ in range(12):
            play_step(roller, rng)
        race = MatchRecorder.open(store, start(store, "105", ids[1:]))
        for _ in range(5):
            play_step(race, rng)
    return path


@pytest.fixture
def copy(league: Path, tmp_path: Path) -> Path:
    path = tmp_path / "league.sqlite3"
    shutil.copy(league, path)
    return path


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def pending(copy: Path) -> Any:
    quick = open_quickly(copy)
    assert quick is not None and quick.window_first
    handle = PendingStore(quick)
    yield handle
    handle.close()


def listed_ids(window: MainWindow) -> list[str]:
    matches = window.start.matches
    return [str(matches.item(i).data(MatchIdRole)) for i in range(matches.count())]


def test_the_start_screen_lists_the_quick_list_before_the_store_is_built(
    qtbot: Any, pending: PendingStore, copy: Path, settings: Settings
) -> None:
    window = MainWindow(pending, settings, MatchRecorder.open)
    qtbot.addWidget(window)
    assert not pending.is_ready  # nothing has built it yet
    quick_ids = listed_ids(window)
    texts = [window.start.matches.item(i).text() for i in range(window.start.matches.count())]
    assert len(quick_ids) == 2 and any("Åke, Kari, Ola" in t for t in texts)
    store = pending.wait()
    assert [s.id for s in store.unfinished_matches()] == quick_ids
    window.show_start()  # now from the full store: the same list, the same words
    assert listed_ids(window) == quick_ids
    assert [window.start.matches.item(i).text() for i in range(2)] == texts


def test_new_match_clicked_before_the_store_is_ready_waits_for_it(
    qtbot: Any, pending: PendingStore, settings: Settings
) -> None:
    window = MainWindow(pending, settings, MatchRecorder.open)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert not pending.is_ready
    press(qtbot, window.start, "n")
    assert pending.is_ready
    assert window.stack.currentWidget() is window.setup
    listed = window.setup.league_list
    assert sorted(listed.item(i).text() for i in range(listed.count())) == ["Kari", "Ola", "Åke"]


def test_resume_before_the_store_is_ready_opens_the_match(
    qtbot: Any, pending: PendingStore, settings: Settings, league: Path
) -> None:
    window = MainWindow(pending, settings, MatchRecorder.open)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    first = listed_ids(window)[0]
    assert not pending.is_ready
    press(qtbot, window.start, "r")
    assert window.match_id == first
    screen = window.current_screen()
    assert screen is not None and screen.controller is not None
    with open_store(league) as original:  # the same match, event for event
        assert len(screen.controller.game.events) == len(original.load_match(first).events)


def test_a_key_that_waits_for_the_check_after_an_unclean_end_says_so(
    qtbot: Any, copy: Path, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After a crash the whole file is checked in the worker before the store is built (25 s
    at 100,000 matches): a key that needs the store waits for it, and says why meanwhile."""
    from roller_desktop.ui.shell import pending_store
    from tests.store.test_damage_kinds import crash_while_open

    crash_while_open(copy, "Ingemar")
    shown: list[str] = []
    made = pending_store.waiting_dialog

    def waiting(message: str, *args: Any) -> Any:
        shown.append(message)
        return made(message, *args)

    monkeypatch.setattr(pending_store, "waiting_dialog", waiting)
    quick = open_quickly(copy)
    assert quick is not None and quick.whole_check == "unclean-end"
    handle = PendingStore(quick)
    try:
        window = quick_window(qtbot, handle, settings)
        assert not handle.is_ready
        press(qtbot, window.start, "r")  # the match resumed once the check has passed
        assert handle.is_ready and window.match_id is not None
        [said] = shown
        assert "ended last time without closing it" in said
        handle.wait()  # ready now: nothing more to say
        assert len(shown) == 1
    finally:
        handle.close()


def test_a_clean_league_is_not_checked_whole_and_its_wait_says_nothing(pending: Any) -> None:
    assert pending._quick.whole_check == ""


# ---- a quick start: the menus' entries made when the store is ready -----------------------


def menu_entries(window: MainWindow) -> dict[str, int]:
    """Each menu's title in the bar and how many entries it has."""
    shown = {}
    for action in window.menuBar().actions():
        menu = action.menu()
        assert menu is not None
        shown[action.text()] = len(menu.actions())
    return shown


def quick_window(qtbot: Any, pending: PendingStore, settings: Settings) -> MainWindow:
    window = MainWindow(pending, settings, MatchRecorder.open, quick_start=True)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def test_a_quick_start_has_the_menus_titles_and_makes_their_entries_after_the_paint(
    qtbot: Any, pending: PendingStore, settings: Settings
) -> None:
    eager = MainWindow(pending, settings, MatchRecorder.open)
    qtbot.addWidget(eager)
    window = MainWindow(pending, settings, MatchRecorder.open, quick_start=True)
    qtbot.addWidget(window)
    titles = ["&File", "&Game", "&League", "Cha&mpionship", "&View", "&Help"]
    assert list(menu_entries(window)) == titles == list(menu_entries(eager))
    assert set(menu_entries(window).values()) == {0}  # the entries: not yet
    window.finish_start()  # launch: when the store is ready
    assert menu_entries(window) == menu_entries(eager)
    assert all(menu_entries(window).values())
    assert not window.real_dice_action.isEnabled()  # on the start screen, as the eager one
    assert not eager.real_dice_action.isEnabled()


@pytest.mark.qt_log_ignore(
    "^This plugin does not support (raise|grabbing the keyboard)", extend=True
)  # offscreen: a menu's popup
def test_a_menu_opened_before_its_entries_are_made_shows_them(
    qtbot: Any, pending: PendingStore, settings: Settings
) -> None:
    window = quick_window(qtbot, pending, settings)
    league = window.menuBar().actions()[2].menu()
    assert league is not None and not league.actions()
    league.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(league.isVisible)
    entries = [a.text() for a in league.actions() if a.text()]
    assert entries[:2] == ["League &table", "Match &history"]
    league.close()


def test_a_quick_start_lists_the_matches_after_the_paint_in_the_lists_place(
    qtbot: Any, pending: PendingStore, settings: Settings
) -> None:
    window = quick_window(qtbot, pending, settings)
    start = window.start
    # Before launch's call after the first paint: the list in its place, nothing replayed.
    assert not pending.lists_at_once and start.matches.count() == 0
    assert start.matches.isVisible() and not start.empty.isVisible()
    where = start.matches.geometry()
    start.list_now()  # launch: after the first paint
    assert pending.lists_at_once and not pending.is_ready
    assert listed_ids(window) == [s.id for s in pending.wait().unfinished_matches()]
    assert start.matches.geometry() == where and start.matches.currentRow() == 0
    assert start.focusWidget() is not start.matches  # the focus stays where it was


@pytest.mark.parametrize("key", ["r", "down"])
def test_a_key_for_the_list_before_it_is_filled_is_answered(
    qtbot: Any, pending: PendingStore, settings: Settings, key: str
) -> None:
    window = quick_window(qtbot, pending, settings)
    assert window.start.matches.count() == 0  # launch has not listed them yet
    press(qtbot, window.start, key)
    ids = [s.id for s in pending.wait().unfinished_matches()]
    if key == "r":  # Resume: the newest match, as if the list had been there
        assert window.match_id == ids[0]
    else:  # Down: the second match chosen
        assert listed_ids(window) == ids and window.start.matches.currentRow() == 1


def test_a_menu_key_pressed_before_the_entries_and_the_store_is_answered(
    qtbot: Any, pending: PendingStore, settings: Settings
) -> None:
    window = quick_window(qtbot, pending, settings)
    assert not pending.is_ready and not any(menu_entries(window).values())
    # Ctrl+H, League → Match history: the entries are made for the key, the store waited for.
    qtbot.keyClick(window.start, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    assert pending.is_ready
    assert window.stack.currentWidget() is window._history


# ---- the whole start-up (launch.run_window, in this process) -------------------------------


@pytest.fixture
def run(qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    settings_file = str(tmp_path / "settings.ini")
    monkeypatch.setattr(
        launch, "Settings", lambda: Settings(QSettings(settings_file, QSettings.Format.IniFormat))
    )

    def run_window(database: Path) -> int:
        args = argparse.Namespace(database=str(database), smoke_test=True, language="en")
        return launch.run_window(args)

    return run_window


def test_the_smoke_test_builds_the_whole_store(run: Any, copy: Path) -> None:
    assert run(copy) == 0
    assert (copy.parent / "league-backups").is_dir()  # the start-up backup, after the window


def test_the_programs_window_gets_its_icon_right_after_it_is_shown(
    run: Any, copy: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Not before show(): the icon's pixels, sent to X with the window, cost the map its time.
    seen: list[tuple[bool, list[int]]] = []
    set_icon = MainWindow.set_icon

    def noted(window: MainWindow) -> None:
        set_icon(window)
        seen.append(
            (window.isVisible(), sorted(s.width() for s in window.windowIcon().availableSizes()))
        )

    monkeypatch.setattr(MainWindow, "set_icon", noted)
    assert run(copy) == 0
    assert seen == [(True, [16, 24, 32, 48, 64, 128])]


def test_the_collector_waits_while_the_window_starts_and_works_once_the_store_is_ready(
    run: Any, copy: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from roller_desktop import app

    paused: list[bool] = []
    monkeypatch.setattr(launch, "run_window", lambda _args: paused.append(not gc.isenabled()))
    app.main(["--database", str(copy)])  # the window's start: paused until run_window returns
    assert paused == [True] and gc.isenabled()
    monkeypatch.undo()
    ready: list[bool] = []
    monkeypatch.setattr(launch, "collect_garbage_again", lambda: ready.append(True))
    gc.disable()  # as app.main leaves it for run_window
    try:
        assert run(copy) == 0
    finally:
        gc.enable()
    assert ready == [True]  # launch turned it on once the store was built


def test_damage_found_after_the_window_is_refused_and_nothing_written(
    run: Any, copy: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def damaged(path: Path, **_: Any) -> None:
        raise DamagedDatabase(f"The league {path.name} is damaged (page 7 is broken).")

    monkeypatch.setattr(startup, "check_integrity", damaged)
    before, beside = digest(copy), sorted(p.name for p in copy.parent.iterdir())
    assert run(copy) == 1
    assert "league.sqlite3 is damaged (page 7 is broken)" in capsys.readouterr().err
    assert digest(copy) == before
    assert sorted(p.name for p in copy.parent.iterdir()) == [*beside, "league.sqlite3.lock"]


def test_a_damaged_file_is_refused_with_the_stores_message(
    run: Any, copy: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    flip_page_headers(copy)
    with pytest.raises(StoreError) as full:
        open_store(copy)
    before = digest(copy)
    assert run(copy) == 1
    assert f"roller-desktop: {full.value}" in capsys.readouterr().err
    assert digest(copy) == before


def test_a_locked_file_is_refused(run: Any, copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with open_store(copy) as store:
        store.add_player("Per")
        before = digest(copy)
        assert run(copy) == 1
        assert "is open in another Roller window" in capsys.readouterr().err
        assert digest(copy) == before


def test_a_new_league_is_said_on_the_start_screen_with_its_path(
    qtbot: Any, tmp_path: Path, settings: Settings, copy: Path
) -> None:
    made = tmp_path / "typo" / "legaue.sqlite3"
    for path, new in ((made, True), (copy, False)):
        quick = open_quickly(path)
        assert quick is not None
        handle = PendingStore(quick)
        try:
            window = MainWindow(handle, settings, MatchRecorder.open)
            qtbot.addWidget(window)
            launch.say_if_new(window, handle)
            assert (f"A new league at {made}." in window.start.empty.text()) is new
        finally:
            handle.close()

"""Keys and quick pages (issue #11 item 10): the league page read again only when the league
changed, the Players page by keys, the start screen's list, the settings."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication


def test_the_league_is_read_again_only_after_a_change(
    qtbot: Any, make_window: Any, store: Any, monkeypatch: Any
) -> None:
    from roller_desktop.ui.league import league_view

    store.add_player("Anna")
    window = make_window()
    window.open_league()
    reads: list[object] = []
    original = league_view.load_table

    def counted(*args: Any, **kwargs: Any) -> Any:
        reads.append(args[1:3])
        return original(*args, **kwargs)

    monkeypatch.setattr(league_view, "load_table", counted)
    for _ in range(3):  # back and forth: nothing written, nothing read again
        window.show_start()
        window.open_league()
    assert reads == []
    window.show_players()  # the league changed: a new player, added in the window
    window.players.name_edit.setText("Bo")
    window.players.add()
    window.show_start()
    window.open_league()
    assert reads
    assert window.stack.currentWidget() is window.league


def test_the_league_page_is_made_in_idle_time(qtbot: Any, make_window: Any, store: Any) -> None:
    window = make_window()
    assert window.league is None
    window.prepare_in_idle(0)
    qtbot.waitUntil(lambda: window.league is not None)
    assert window.stack.currentWidget() is window.start  # made, not shown
    window.open_league()
    assert window.stack.currentWidget() is window.league
    QApplication.processEvents()


def test_players_page_keys(qtbot: Any, make_window: Any, store: Any) -> None:
    from PySide6.QtCore import Qt

    window = make_window()
    window.open_players()
    page = window.players
    qtbot.waitUntil(page.name_edit.hasFocus)  # no players yet: the field for the first one
    assert page.mode.text() == "New player:"
    page.name_edit.setText("Anna")
    qtbot.keyClick(page.name_edit, Qt.Key.Key_Return)
    page.name_edit.setText("Bo")
    qtbot.keyClick(page.name_edit, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # Add
    assert [p.name for p in store.players()] == ["Anna", "Bo"]
    assert window.stack.currentWidget() is page  # not Game → New Roller match
    page.name_edit.setText("ANNA")  # taken: refused, the text stays to be put right
    qtbot.keyClick(page.name_edit, Qt.Key.Key_Return)
    assert page.error.text() and page.name_edit.text() == "ANNA"
    assert [p.name for p in store.players()] == ["Anna", "Bo"]
    page.list.setCurrentRow(0)  # chosen for renaming: Enter renames
    assert page.mode.text() == "New name for Anna:" and page.name_edit.text() == "Anna"
    page.name_edit.setText("Anna-Karin")
    qtbot.keyClick(page.name_edit, Qt.Key.Key_Return)
    assert sorted(p.name for p in store.players()) == ["Anna-Karin", "Bo"]
    page.list.setCurrentRow(0)
    qtbot.keyClick(page.name_edit, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert page.name_edit.text() == "" and page.mode.text() == "New player:"  # a new one next
    assert len(store.players()) == 2
    window.show_start()
    window.open_players()
    qtbot.waitUntil(page.list.hasFocus)  # players: the list has the keys
    window.show_start()
    qtbot.keyClick(window.start, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.stack.currentWidget() is window.setup  # Ctrl+N elsewhere: a new match


def test_start_screen_down_and_the_abandon_question(
    qtbot: Any, make_window: Any, store: Any, monkeypatch: Any
) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    from roller_desktop.store.values import SeatSpec

    ids = [store.add_player(name).id for name in ("Anna", "Bo", "Cilla")]
    first = store.start_match("roller", {}, [SeatSpec(ids[0]), SeatSpec(ids[1])], 0)
    second = store.start_match("roller", {}, [SeatSpec(ids[2]), SeatSpec(ids[1])], 0)
    window = make_window()
    window.show_start()
    start = window.start
    assert start.matches.count() == 2 and start.matches.currentRow() == 0
    start.setFocus()
    qtbot.keyClick(start, Qt.Key.Key_Down)
    assert start.matches.currentRow() == 1 and start.matches.hasFocus()
    qtbot.keyClick(start.matches, Qt.Key.Key_Up)
    assert start.matches.currentRow() == 0
    chosen = start.matches.currentItem().data(Qt.ItemDataRole.UserRole + 1)
    asked: list[str] = []

    def answer(box: QMessageBox) -> int:
        asked.append(box.text())
        return int(QMessageBox.StandardButton.No)

    monkeypatch.setattr(QMessageBox, "exec", answer)
    qtbot.keyClick(start.matches, Qt.Key.Key_Delete)
    assert len(asked) == 1
    names = "Anna, Bo" if chosen == first else "Cilla, Bo"
    assert names in asked[0] and "Round 1 of 15" in asked[0]
    assert {s.id for s in store.unfinished_matches()} == {first, second}  # No: nothing changed


def test_settings_show_the_language_given_on_the_command_line(
    qtbot: Any, qapp: Any, settings: Any
) -> None:
    from roller_desktop.ui.shell.settings_dialog import SettingsDialog

    qapp.setProperty("roller_language_override", "sv")
    try:
        dialog = SettingsDialog(settings)
        qtbot.addWidget(dialog)
        assert dialog.language.currentData() == "sv"
        dialog.accept()
        assert settings.language == ""  # shown, not chosen: nothing stored
    finally:
        qapp.setProperty("roller_language_override", "")


def test_settings_show_the_stored_language_when_none_was_given(
    qtbot: Any, qapp: Any, settings: Any
) -> None:
    """Started without --language the application keeps an empty override: the dialog shows
    the stored choice (not "Follow the system"), and choosing the system's is stored."""
    from roller_desktop.ui.shell.settings_dialog import SettingsDialog

    qapp.setProperty("roller_language_override", "")  # as launch.install_language leaves it
    settings.language = "sv"
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.language.currentData() == "sv"
    dialog.language.setCurrentIndex(dialog.language.findData(""))
    dialog.accept()
    assert settings.language == ""


def test_the_league_menu_leads_to_the_drills(qtbot: Any, make_window: Any, store: Any) -> None:
    """The coach's drills were reached by D on the start screen only: no menu named them."""
    window = make_window()
    window.finish_start()  # the menus' entries are made
    (drills,) = [a for a in window.league_actions if "Drills" in a.text()]
    drills.trigger()
    assert window.stack.currentWidget() is window._drills

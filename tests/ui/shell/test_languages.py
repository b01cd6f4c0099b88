"""The window in the table's language: texts built from data, a new language at once."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from roller_desktop.ui.common import i18n


@pytest.fixture
def swedish(qapp: QApplication) -> Iterator[None]:
    i18n.install_translator(qapp, "sv")
    try:
        yield
    finally:
        i18n.install_translator(qapp, "en")


def test_resume_list_tells_the_progress_in_the_window_language(
    qtbot: Any, store: Any, swedish: None
) -> None:
    from roller_desktop.store.values import SeatSpec
    from roller_desktop.ui.shell.start_screen import StartScreen

    anna, bo = store.add_player("Anna"), store.add_player("Bo")
    seats = [SeatSpec(anna.id), SeatSpec(bo.id)]
    store.start_match("roller", {"rounds": 12}, seats, 1)
    store.start_match("105", {}, seats, 0)
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.set_unfinished(store.unfinished_matches())
    texts = sorted(screen.matches.item(i).text() for i in range(screen.matches.count()))
    assert "0 kast, Anna står på tur" in texts[0]
    assert "Rond 1 av 12, Bo står på tur" in texts[1]
    assert "round" not in " ".join(texts) and "throw" not in " ".join(texts)


def test_resume_list_names_a_computer_in_the_window_language(
    qtbot: Any, store: Any, swedish: None
) -> None:
    from roller_desktop.store.values import SeatSpec
    from roller_desktop.ui.shell.start_screen import StartScreen

    anna = store.add_player("Anna")
    seats = [SeatSpec(None, computer="sharp"), SeatSpec(anna.id)]
    store.start_match("roller", {"rounds": 12}, seats, 0)
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.set_unfinished(store.unfinished_matches())
    text = screen.matches.item(0).text()
    assert "Roller: Dator (skarp), Anna" in text  # not the store's "Computer (sharp)"
    assert "Dator (skarp) står på tur" in text


def seat_computer(qtbot: Any, window: Any, level: str) -> Any:
    from tests.ui.helpers import click

    setup = window.setup
    setup.computer_level.setCurrentIndex(setup.computer_level.findData(level))
    click(qtbot, setup.add_computer_button)
    return setup.seats[-1]


NAME = Qt.ItemDataRole.AccessibleTextRole  # a header's whole name (narrow ones are shortened)


def test_a_computer_is_a_seat_shown_in_the_windows_language_never_a_player(
    qtbot: Any, qapp: QApplication, make_window: Any, store: Any, settings: Any
) -> None:
    from tests.ui.helpers import click, press

    settings.computer_pace_ms = 600_000  # the computer starts, and waits for the test
    window = make_window()
    try:
        i18n.install_translator(qapp, "sv")
        press(qtbot, window.start, "n")
        window.setup.name_edit.setText("Anna")
        press(qtbot, window.setup.name_edit, "enter")
        steady = seat_computer(qtbot, window, "steady")
        again = seat_computer(qtbot, window, "steady")  # a second one of the level
        assert steady.player_id is None and steady.computer == "steady"
        shown = [window.setup.seat_table.item(r, 0).text() for r in range(3)]
        assert shown == ["Anna", "Dator (stadig)", "Dator (stadig) 2"]
        assert again.computer == "steady"
        window.setup.starter.setCurrentIndex(2)
        click(qtbot, window.setup.start_button)
        screen = window.roller
        assert screen.player_label.text() == "Dator (stadig)"
        assert "Dator (stadig) spelar" in screen.table_caption.text()
        headers = [screen.model.headerData(i, Qt.Orientation.Horizontal, NAME) for i in range(3)]
        assert headers == ["Anna", "Dator (stadig)", "Dator (stadig) 2"]
        press(qtbot, screen, "esc")
        assert [p.name for p in store.players(include_archived=True)] == ["Anna"]
        press(qtbot, window.start, "n")
        assert [
            window.setup.league_list.item(i).text() for i in range(window.setup.league_list.count())
        ] == ["Anna"]
        press(qtbot, window.setup, "esc")
        i18n.install_translator(qapp, "en")
        press(qtbot, window.start, "r")  # resumed in English: the same seat, in English
        screen = window.roller
        assert screen.player_label.text() == "Computer (steady)"
        headers = [screen.model.headerData(i, Qt.Orientation.Horizontal, NAME) for i in range(3)]
        assert headers == ["Anna", "Computer (steady)", "Computer (steady) 2"]
    finally:
        i18n.install_translator(qapp, "en")


def choose_language(window: Any, language: str, monkeypatch: Any) -> None:
    """Settings -> Language, as the table does it (the dialog answered by the test)."""
    from roller_desktop.ui.shell.settings_dialog import SettingsDialog

    def answer(dialog: SettingsDialog) -> int:
        dialog.language.setCurrentIndex(dialog.language.findData(language))
        dialog.accept()
        return 1

    monkeypatch.setattr(SettingsDialog, "exec", answer)
    window.open_settings()


SEEN = {  # the throw button, the round, the Game menu, in each language
    "sv": ("Kasta  [Mellanslag]", "Rond 1 av 15", "&Spel"),
    "en": ("Throw  [Space]", "Round 1 of 15", "&Game"),
    "nb": ("Kast  [Mellomrom]", "Runde 1 av 15", "&Spill"),
}


def test_a_new_language_shows_at_once_and_the_match_stays_where_it_is(
    qtbot: Any, qapp: QApplication, make_window: Any, store: Any, dice: Any, monkeypatch: Any
) -> None:
    from tests.ui.helpers import press, select_faces
    from tests.ui.play.test_resume_undo_real_dice import start_roller

    window = make_window()
    screen = start_roller(qtbot, window, ["Anna", "Bo"])
    match_id = window.match_id
    dice.add((1, 5, 2, 2, 3, 6))
    press(qtbot, screen, "space")
    select_faces(qtbot, screen, [1, 5])  # chosen, not yet kept
    try:
        for language in ("sv", "en", "nb"):
            choose_language(window, language, monkeypatch)
            screen = window.roller
            assert window.stack.currentWidget() is screen
            throw, round_text, game_menu = SEEN[language]
            assert screen.buttons["throw"].text() == throw
            assert screen.round_label.text() == round_text
            assert window.menuBar().actions()[1].text() == game_menu
            assert screen.dice.values() == [1, 5, 2, 2, 3, 6]
            assert screen.dice.selected_values() == [1, 5]
            assert screen.selection_box.value.text() == "+150"
            assert window.match_id == match_id and window.print_action.isEnabled()
            assert len(store.load_match(match_id).events) == 1
        press(qtbot, screen, "b")  # the match plays on in Norwegian: 150 banked
        assert screen.controller.game.protocol().cell_text(0, 0) == "150"
        assert screen.player_label.text() == "Bo"
        press(qtbot, screen, "esc")
        assert window.start.resume_title.text() == "Uferdige kamper"
    finally:
        i18n.install_translator(qapp, "en")


def test_a_new_language_keeps_the_setup_form_as_it_was_filled_in(
    qtbot: Any, qapp: QApplication, make_window: Any, store: Any, monkeypatch: Any
) -> None:
    from tests.ui.helpers import press

    window = make_window()
    press(qtbot, window.start, "n")
    setup = window.setup
    for name in ("Anna", "Bo"):
        setup.name_edit.setText(name)
        press(qtbot, setup.name_edit, "enter")
    setup.rounds.setValue(7)
    setup.dice_mode.setCurrentIndex(1)
    setup.name_edit.setText("Cil")
    try:
        choose_language(window, "sv", monkeypatch)
        setup = window.setup
        assert window.stack.currentWidget() is setup
        assert setup.rules_box.title() == "Husregler"
        assert [s.name for s in setup.seats] == ["Anna", "Bo"]
        assert setup.seat_table.rowCount() == 2
        assert (setup.rounds.value(), setup.dice_mode.currentIndex()) == (7, 1)
        assert setup.name_edit.text() == "Cil"
    finally:
        i18n.install_translator(qapp, "en")

"""The play screens as a table meets them (issue #11): real dice typed into a box that has the
keyboard whenever a throw is due, the tray showing the player to play, the end of a match."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from tests.ui.helpers import click, press, select_faces
from tests.ui.play.test_resume_undo_real_dice import start_roller


def typed(qtbot: Any, text: str) -> None:
    """Keys as a person types them: to whatever has the keyboard focus."""
    for char in text:
        widget = QApplication.focusWidget()
        assert widget is not None, f"nothing has the focus to type {char!r}"
        qtbot.keyClicks(widget, char)


def enter(qtbot: Any) -> None:
    widget = QApplication.focusWidget()
    assert widget is not None
    press(qtbot, widget, "enter")


def test_real_dice_faces_box_has_the_keyboard_whenever_a_throw_is_due(
    qtbot: Any, make_window: Any, store: Any
) -> None:
    window = make_window()
    screen = start_roller(qtbot, window, ["Anna", "Bo"], real=True)
    edit = screen.faces.edit
    events = lambda: store.load_match(window.match_id).events  # noqa: E731
    assert QApplication.focusWidget() is edit  # the first turn
    typed(qtbot, "1 5 2 3 4 4 4")  # the spaces separate faces, never throw
    assert edit.text() == "1 5 2 3 4 4 4"
    enter(qtbot)
    assert "Type exactly 6 faces" in screen.message.text()
    assert events() == [] and edit.text() == "1 5 2 3 4 4 4"  # refused, never trimmed
    edit.clear()
    typed(qtbot, "1 5 2 2 3 6")
    enter(qtbot)
    assert screen.controller.game.last_throw == (1, 5, 2, 2, 3, 6)
    assert QApplication.focusWidget() is not edit  # keys 1-6 choose dice now
    press(qtbot, screen, "u")  # after an undo
    assert events() == [] and QApplication.focusWidget() is edit
    typed(qtbot, "1 5 2 2 3 6")
    enter(qtbot)
    select_faces(qtbot, screen, [1])
    press(qtbot, screen, "k")  # after an entry
    assert QApplication.focusWidget() is edit
    typed(qtbot, "5 5 5 2 3")
    enter(qtbot)
    select_faces(qtbot, screen, [5, 5, 5])
    press(qtbot, screen, "b")
    assert screen.player_label.text() == "Bo"  # after the other player's turn
    assert QApplication.focusWidget() is edit
    typed(qtbot, "1")
    enter(qtbot)
    assert "Type exactly 6 faces" in screen.message.text()
    assert [type(e).__name__ for e in events()] == ["Throw", "Keep", "Throw", "Keep", "Bank"]


def test_a_wrong_count_names_the_count_in_the_singular_too(
    qtbot: Any, make_window: Any, store: Any
) -> None:
    window = make_window()
    screen = start_roller(qtbot, window, ["Anna"], real=True)
    typed(qtbot, "1 1 1 5 5 2")
    enter(qtbot)
    select_faces(qtbot, screen, [1, 1, 1, 5, 5])
    press(qtbot, screen, "k")  # one die left to throw
    typed(qtbot, "3 4")
    enter(qtbot)
    assert "Type exactly 1 face." in screen.message.text()
    assert len(store.load_match(window.match_id).events) == 2


def test_105_real_dice_faces_box_has_the_keyboard(qtbot: Any, make_window: Any, store: Any) -> None:
    window = make_window()
    press(qtbot, window.start, "5")
    setup = window.setup
    for name in ("Ella", "Otto"):
        setup.name_edit.setText(name)
        click(qtbot, setup.add_player_button)
    setup.dice_mode.setCurrentIndex(1)
    setup.starter.setCurrentIndex(1)
    click(qtbot, setup.start_button)
    screen = window.race
    assert QApplication.focusWidget() is screen.faces.edit
    typed(qtbot, "1 1 3 4")
    enter(qtbot)
    assert "Type exactly 5 faces" in screen.message.text()
    screen.faces.edit.clear()
    typed(qtbot, "1 1 3 4 6")
    enter(qtbot)
    assert QApplication.focusWidget() is screen.faces.edit  # Otto's turn
    press(qtbot, screen, "u")
    assert QApplication.focusWidget() is screen.faces.edit
    assert store.load_match(window.match_id).events == []


@pytest.mark.parametrize("animation", [False, True])
def test_the_opening_shows_the_starters_die_not_the_last_throwers(
    qtbot: Any, make_window: Any, store: Any, dice: Any, settings: Any, animation: bool
) -> None:
    settings.animation = animation
    for name in ("Anna", "Bo", "Cia"):
        store.add_player(name)
    window = make_window()
    press(qtbot, window.start, "n")
    setup = window.setup
    for _ in range(3):
        press(qtbot, setup.league_list, "enter")
    dice.add((6,), (2,), (3,))  # Anna 6 wins; Cia throws last
    click(qtbot, setup.start_button)
    opening = setup.opening
    qtbot.waitUntil(opening.play_button.isVisible, timeout=10000)
    assert opening.thrower.text() == "Anna starts!"
    assert opening.dice.values() == [6]
    assert not opening.dice.is_animating()


def test_the_opening_with_real_dice_refuses_a_wrong_count(
    qtbot: Any, make_window: Any, store: Any
) -> None:
    window = make_window()
    press(qtbot, window.start, "5")
    setup = window.setup
    for name in ("Ella", "Otto"):
        setup.name_edit.setText(name)
        click(qtbot, setup.add_player_button)
    setup.dice_mode.setCurrentIndex(1)
    click(qtbot, setup.start_button)
    opening = setup.opening
    assert QApplication.focusWidget() is opening.faces.edit
    typed(qtbot, "6 6 6 6 6 1")
    enter(qtbot)
    assert "Type exactly 5 faces" in opening.log.text()
    assert opening.faces.edit.text() == "6 6 6 6 6 1" and "Ella" in opening.thrower.text()
    opening.faces.edit.clear()
    typed(qtbot, "6 6 6 6 1")
    enter(qtbot)
    typed(qtbot, "1 1 1 1 2")
    enter(qtbot)
    assert opening.thrower.text() == "Ella starts!"
    assert opening.dice.values() == [6, 6, 6, 6, 1]


def test_the_tray_shows_the_player_to_play_not_the_one_before(
    qtbot: Any, make_window: Any, dice: Any, settings: Any
) -> None:
    settings.animation = False
    window = make_window()
    screen = start_roller(qtbot, window, ["Anna", "Bo"])
    dice.add((1, 5, 2, 2, 3, 6))
    press(qtbot, screen, "space")
    select_faces(qtbot, screen, [1, 5])
    press(qtbot, screen, "b")  # Anna banks 150 with two dice ticked
    assert screen.player_label.text() == "Bo"
    assert screen.dice.values() == [] and screen.dice.kept() == []
    assert screen.dice.selected_indices() == []
    dice.add((1, 5, 2, 2, 3, 6), (2, 3, 4, 6, 2))
    press(qtbot, screen, "space")
    select_faces(qtbot, screen, [1])
    press(qtbot, screen, "space")  # Bo keeps the 1 and goes Tjock
    assert screen.player_label.text() == "Anna"
    assert screen.dice.values() == [2, 3, 4, 6, 2]  # the Tjock throw is seen a moment...
    assert screen.dice.selected_indices() == [] and screen.dice.kept() == []
    assert "Bo: Tjock" in screen.table_caption.text()
    qtbot.waitUntil(lambda: screen.dice.values() == [])  # ...then Anna's own empty table
    assert "Bo: Tjock" in screen.table_caption.text()


def test_the_105_tray_shows_the_player_to_play_not_the_one_before(
    qtbot: Any, make_window: Any, dice: Any, settings: Any
) -> None:
    settings.animation = False
    window = make_window()
    press(qtbot, window.start, "5")
    setup = window.setup
    for name in ("Ella", "Otto"):
        setup.name_edit.setText(name)
        click(qtbot, setup.add_player_button)
    setup.starter.setCurrentIndex(1)
    click(qtbot, setup.start_button)
    screen = window.race
    dice.add((1, 1, 3, 4, 6))
    press(qtbot, screen, "space")  # Ella sets two 1s aside
    assert screen.player_label.text() == "Otto"
    assert screen.dice.values() == [1, 1, 3, 4, 6]  # Ella's throw, a moment, named...
    assert screen.dice.selected_indices() == [0, 1]
    assert screen.dice.kept() == []  # ...and not beside anybody's dice set aside
    assert "Ella set 2 dice aside" in screen.table_caption.text()
    qtbot.waitUntil(lambda: screen.dice.values() == [])
    assert screen.dice.kept() == [] and "Chasing 1s" in screen.table_caption.text()
    dice.add((1, 2, 2, 2, 2))
    press(qtbot, screen, "space")  # Otto: one 1
    qtbot.waitUntil(lambda: screen.dice.values() == [])
    assert screen.player_label.text() == "Ella"
    assert screen.dice.kept() == [[1, 1]]  # Ella's own two 1s, not Otto's throw


def test_best_from_this_throw_waits_until_the_dice_have_landed(
    qtbot: Any, make_window: Any, dice: Any, settings: Any
) -> None:
    settings.animation = True
    window = make_window()
    screen = start_roller(qtbot, window, ["Anna", "Bo"])
    dice.add((1, 5, 2, 2, 3, 6))
    press(qtbot, screen, "space")
    assert screen.dice.is_animating()
    assert screen.best_box.value.text() == "–"
    qtbot.waitUntil(lambda: not screen.dice.is_animating())
    assert screen.best_box.value.text() == "150"


def one_round_match(qtbot: Any, window: Any, dice: Any, name: str = "Anna") -> Any:
    press(qtbot, window.start, "n")
    setup = window.setup
    setup.name_edit.setText(name)
    press(qtbot, setup.name_edit, "enter")
    setup.rounds.setValue(1)
    setup.starter.setCurrentIndex(1)
    click(qtbot, setup.start_button)
    screen = window.roller
    dice.add((1, 5, 2, 2, 3, 6))
    press(qtbot, screen, "space")
    select_faces(qtbot, screen, [1, 5])
    press(qtbot, screen, "b")
    assert screen.controller.game.is_over
    return screen


def test_the_end_screen_offers_real_buttons_with_their_keys(
    qtbot: Any, make_window: Any, dice: Any, settings: Any
) -> None:
    settings.animation = False
    window = make_window()
    screen = one_round_match(qtbot, window, dice)
    end = screen.end_buttons
    assert screen.end_row.isVisible()
    for name, key in (("new", "[N]"), ("print", "[Ctrl+P]"), ("league", "[L]"), ("start", "[Esc]")):
        assert end[name].isVisible() and end[name].isEnabled(), name
        assert key in end[name].text(), name
    assert not any(b.isVisible() for b in screen.buttons.values())  # no grey buttons left
    from tests.ui.printing.test_print_preview import PreviewCloser

    closer = PreviewCloser()  # the real preview opens (modal) and is closed once painted
    with qtbot.waitSignal(screen.print_protocol):
        click(qtbot, end["print"])
    assert len(closer.seen) == 1 and closer.seen[0][0].startswith("Print preview: Roller")
    window.activateWindow()  # the window manager's part, once the preview has closed
    qtbot.waitUntil(window.isActiveWindow)
    press(qtbot, screen, "n")
    assert window.stack.currentWidget() is window.setup


def test_the_end_screen_keys_lead_on(
    qtbot: Any, make_window: Any, dice: Any, settings: Any
) -> None:
    settings.animation = False
    window = make_window()
    screen = one_round_match(qtbot, window, dice)
    window.open_league()
    window.league.view.show_game("105")  # looked at 105's table before this match
    window.show_start()
    screen = one_round_match(qtbot, window, dice, "Cia")
    press(qtbot, screen, "l")
    assert window.stack.currentWidget() is window.league
    assert window.league.view.current_game() == "roller"  # the game just played
    window.show_start()
    # A new player: the end screen's table is empty, so a match that never started (a name
    # already in the league is not seated by Enter alone) cannot pass for one.
    screen = one_round_match(qtbot, window, dice, "Bo")
    press(qtbot, screen, "esc")
    assert window.stack.currentWidget() is window.start


def test_a_digit_after_k_says_why_it_chose_nothing(
    qtbot: Any, make_window: Any, dice: Any, settings: Any
) -> None:
    settings.animation = False
    window = make_window()
    screen = start_roller(qtbot, window, ["Anna", "Bo"])
    press(qtbot, screen, "1")  # before the first throw
    assert "throw first (Space)" in screen.message.text()
    dice.add((1, 5, 2, 2, 3, 6))
    press(qtbot, screen, "space")
    assert screen.message.text() == ""  # the position changed: the old words are gone
    select_faces(qtbot, screen, [1, 5])
    press(qtbot, screen, "k")
    press(qtbot, screen, "3")
    assert "throw the 4 dice left first (Space), or bank (B)" in screen.message.text()
    assert screen.controller.game.turn_points == 150  # and nothing else happened
    dice.add((1, 4, 6, 2))
    press(qtbot, screen, "space")
    press(qtbot, screen, "6")  # four dice on the table: there is no sixth
    assert "There is no die 6 on the table" in screen.message.text()


def test_the_hint_goes_away_once_the_position_changes(
    qtbot: Any, make_window: Any, dice: Any, settings: Any
) -> None:
    pytest.importorskip("roller_desktop.strategy.hints")
    settings.animation = False
    window = make_window()
    screen = start_roller(qtbot, window, ["Anna", "Bo"])
    dice.add((1, 5, 2, 2, 3, 6))
    press(qtbot, screen, "space")
    press(qtbot, screen, "h")
    assert screen.message.text().startswith("Hint:")
    press(qtbot, screen, "k")  # the hint's selection kept
    assert screen.controller.game.turn_points > 0
    assert screen.message.text() == ""
    press(qtbot, screen, "h")
    assert screen.message.text().startswith("Hint:")
    press(qtbot, screen, "u")  # an undo changes the position too
    assert screen.message.text() == ""


def test_105_digits_say_the_dice_are_set_aside_by_themselves(
    qtbot: Any, make_window: Any, dice: Any, settings: Any
) -> None:
    window = make_window()
    press(qtbot, window.start, "5")
    setup = window.setup
    setup.name_edit.setText("Ella")
    click(qtbot, setup.add_player_button)
    setup.starter.setCurrentIndex(1)
    click(qtbot, setup.start_button)
    screen = window.race
    press(qtbot, screen, "1")
    assert "set aside by themselves" in screen.message.text()


def test_the_105_end_screen_offers_real_buttons_too(
    qtbot: Any, make_window: Any, dice: Any, settings: Any
) -> None:
    settings.animation = False
    window = make_window()
    press(qtbot, window.start, "5")
    setup = window.setup
    setup.name_edit.setText("Ella")
    click(qtbot, setup.add_player_button)
    setup.seat_table.cellWidget(0, 1).setValue(1)  # one die: one throw for each number
    setup.starter.setCurrentIndex(1)
    click(qtbot, setup.start_button)
    screen = window.race
    assert not screen.end_row.isVisible()
    for face in range(1, 7):
        dice.add((face,))
        press(qtbot, screen, "space")
    assert screen.controller.game.is_over
    assert screen.end_row.isVisible()
    assert all(b.isVisible() and b.isEnabled() for b in screen.end_buttons.values())
    assert not any(b.isVisible() for b in screen.buttons.values())
    press(qtbot, screen, "n")
    assert window.stack.currentWidget() is window.setup
    assert setup.extra.isVisible()  # a new 105 race, not a Roller match


def test_the_end_screen_shows_no_dice(
    qtbot: Any, make_window: Any, dice: Any, settings: Any
) -> None:
    settings.animation = False
    window = make_window()
    screen = one_round_match(qtbot, window, dice)  # ended by a bank
    assert screen.dice.values() == [] and screen.dice.kept() == []
    window.show_start()
    press(qtbot, window.start, "n")
    setup = window.setup
    setup.name_edit.setText("Bo")
    press(qtbot, setup.name_edit, "enter")
    setup.rounds.setValue(1)
    setup.starter.setCurrentIndex(1)
    click(qtbot, setup.start_button)
    dice.add((2, 2, 3, 4, 6, 6))
    press(qtbot, screen, "space")  # RT in the last round: the match ends with a throw
    assert screen.controller.game.is_over
    assert screen.dice.values() == [2, 2, 3, 4, 6, 6]  # it lands and stays a moment...
    qtbot.waitUntil(lambda: screen.dice.values() == [])  # ...then the table is empty
    assert screen.end_row.isVisible()


def test_the_end_screens_page_is_dated_as_the_historys(
    qtbot: Any, make_window: Any, dice: Any, settings: Any, store: Any, monkeypatch: Any
) -> None:
    """Ctrl+P on the end screen dated the page by the match's start, its page in the history
    by its finish: one race printed at 15:40 and at 15:42."""
    from roller_desktop.ui.printing import sheets as printing

    settings.animation = False
    window = make_window()
    one_round_match(qtbot, window, dice)
    dated: list[Any] = []
    made = printing.sheet_for_game
    monkeypatch.setattr(
        printing, "sheet_for_game", lambda game, info: dated.append(info.date) or made(game, info)
    )
    sheet, _ = window.current_sheet()
    loaded = store.load_match(window.match_id)
    assert sheet is not None and loaded.finished is not None
    assert dated == [loaded.finished]

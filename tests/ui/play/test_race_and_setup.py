"""A 105 race through the window; the setup screen's name checks, seating and opening throws."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from roller_desktop.engine.hundredfive import HundredFiveRules, Race
from tests.ui.helpers import click, press


def test_a_whole_105_race(qtbot: Any, make_window: Any, store: Any, dice: Any) -> None:
    window = make_window()
    press(qtbot, window.start, "5")
    setup = window.setup
    assert setup.extra.isVisible() and not setup.rounds.isVisible()
    for name in ("Ella", "Otto"):
        setup.name_edit.setText(name)
        click(qtbot, setup.add_player_button)
    setup.seat_table.cellWidget(0, 1).setValue(2)  # Ella plays with two dice
    setup.seat_table.cellWidget(1, 1).setValue(1)  # Otto, the youngest, with one die...
    setup.seat_table.cellWidget(1, 2).setChecked(True)  # ...and kids' mode
    setup.starter.setCurrentIndex(1)
    click(qtbot, setup.start_button)
    screen = window.race
    assert window.stack.currentWidget() is screen
    assert "kids' mode" in screen.cards[1].details.text()
    assert screen.cards[0].aside.text() == "○○"

    dice.add((1, 3))  # Ella: one 1 set aside, turn over
    press(qtbot, screen, "space")
    assert screen.cards[0].aside.text() == "●○"
    dice.add((4,), (1,), (2,))  # Otto: a miss, thrown again (kids' mode); 1 done, extra: 2 done
    press(qtbot, screen, "space")
    assert screen.banner.kind == "rethrow"
    press(qtbot, screen, "space")
    assert screen.banner.kind == "extra"
    press(qtbot, screen, "space")
    dice.add((3,))
    press(qtbot, screen, "space")  # extra throw: 3 done too; extra for 4
    dice.add((5,))
    press(qtbot, screen, "space")  # a miss on the extra throw is thrown again (kids' mode)
    dice.add((4,), (5,), (6,))
    for _ in range(3):
        press(qtbot, screen, "space")
    assert screen.banner.kind == "place"
    assert screen.cards[1].place.text() == "1."
    dice.add((1,), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6))  # Ella finishes for second place
    for _ in range(6):
        press(qtbot, screen, "space")
    race = screen.controller.game
    assert race.is_over and race.placings == [1, 0]
    assert screen.player_label.text() == "Otto wins!"
    assert not screen.buttons["throw"].isEnabled()
    assert screen.dice.values() == [6, 6]  # the last throw lands and stays a moment...
    qtbot.waitUntil(lambda: screen.dice.values() == [])  # ...then the end screen's is empty
    assert screen.dice.kept() == [] and race.is_over
    loaded = store.load_match(window.match_id)
    assert loaded.status == "finished"
    replayed = Race.replay(
        [s.name for s in loaded.seats],
        HundredFiveRules.from_dict(loaded.rules),
        loaded.events,
        loaded.starter,
        [s.dice for s in loaded.seats],
        [s.kids for s in loaded.seats],
    )
    assert replayed.placings == [1, 0]
    # L: the league on 105's tab, where the race just played is (it opened on Roller's,
    # "No finished matches"); Esc and a Roller end screen's L would show Roller's.
    press(qtbot, screen, "l")
    assert window.stack.currentWidget() is window.league
    assert window.league.view.current_game() == "105"


def test_names_are_checked_with_reasons(qtbot: Any, make_window: Any, store: Any) -> None:
    window = make_window()
    press(qtbot, window.start, "n")
    setup = window.setup
    for name, words in (("", "name"), ("   ", "name"), ("x" * 41, "40")):
        setup.name_edit.setText(name)
        click(qtbot, setup.add_player_button)
        assert words in setup.name_error.text().lower(), name
    setup.name_edit.setText("Anna")
    click(qtbot, setup.add_player_button)
    assert setup.name_error.text() == ""
    setup.name_edit.setText("aNNA")
    click(qtbot, setup.add_player_button)
    assert setup.name_error.text() != ""
    assert [p.name for p in store.players()] == ["Anna"]
    assert [s.name for s in setup.seats] == ["Anna"]
    assert setup.pick_existing_button.isHidden()  # Anna is seated: nothing to pick


def test_a_taken_name_offers_the_player_or_another_name(
    qtbot: Any, make_window: Any, store: Any
) -> None:
    store.add_player("åke")
    window = make_window()
    press(qtbot, window.start, "n")
    setup = window.setup
    setup.name_edit.setText("Åke")
    press(qtbot, setup.name_edit, "enter")
    assert "åke" in setup.name_error.text()
    assert not setup.pick_existing_button.isHidden()
    assert "åke" in setup.pick_existing_button.text()
    assert setup.name_edit.selectedText() == "Åke"  # typing replaces it: another name
    click(qtbot, setup.pick_existing_button)
    assert [s.name for s in setup.seats] == ["åke"]
    assert setup.pick_existing_button.isHidden() and setup.name_error.text() == ""
    setup.name_edit.setText("Åke")  # the one with the name is seated already
    press(qtbot, setup.name_edit, "enter")
    assert "åke" in setup.name_error.text() and setup.pick_existing_button.isHidden()
    setup.name_edit.setText("Åke B")  # another name
    press(qtbot, setup.name_edit, "enter")
    assert [s.name for s in setup.seats] == ["åke", "Åke B"]
    assert sorted(p.name for p in store.players()) == ["Åke B", "åke"]


def test_seating_order_and_opening_throws_with_a_tie(
    qtbot: Any, make_window: Any, store: Any, dice: Any
) -> None:
    for name in ("Anna", "Bo", "Cia"):
        store.add_player(name)
    window = make_window()
    press(qtbot, window.start, "n")
    setup = window.setup
    assert setup.league_list.count() == 3
    for _ in range(3):
        press(qtbot, setup.league_list, "enter")  # seats the first league player each time
    assert [s.name for s in setup.seats] == ["Anna", "Bo", "Cia"]
    setup.seat_table.selectRow(2)
    setup.move_seat(-1)
    assert [s.name for s in setup.seats] == ["Anna", "Cia", "Bo"]
    # Throw for the start: Anna 5, Cia 6, Bo 6: Cia and Bo throw again, 2 and 4: Bo starts.
    dice.add((5,), (6,), (6,), (2,), (4,))
    click(qtbot, setup.start_button)
    qtbot.waitUntil(lambda: setup.opening.winner is not None)
    assert "tie" in setup.opening.log.text()
    assert setup.opening.winner == 2
    click(qtbot, setup.opening.play_button)
    screen = window.roller
    assert window.stack.currentWidget() is screen
    assert screen.player_label.text() == "Bo"
    loaded = store.load_match(window.match_id)
    assert [s.name for s in loaded.seats] == ["Anna", "Cia", "Bo"]
    assert loaded.starter == 2 and len(loaded.opening) == 2


def test_105_with_real_dice(qtbot: Any, make_window: Any, store: Any) -> None:
    window = make_window()
    press(qtbot, window.start, "5")
    setup = window.setup
    setup.name_edit.setText("Ella")
    click(qtbot, setup.add_player_button)
    setup.dice_mode.setCurrentIndex(1)
    setup.starter.setCurrentIndex(1)
    click(qtbot, setup.start_button)
    screen = window.race
    assert screen.faces.isVisible()
    assert store.load_match(window.match_id).real_dice  # kept with the match, not this computer
    screen.faces.edit.setText("1 1 3 4")
    press(qtbot, screen.faces.edit, "enter")
    assert "Type exactly 5 faces" in screen.message.text()
    assert store.load_match(window.match_id).events == []
    screen.faces.edit.setText("11345")
    press(qtbot, screen.faces.edit, "enter")
    assert screen.cards[0].aside.text() == "●●○○○"
    assert screen.buttons["undo"].isEnabled()
    press(qtbot, screen, "u")
    assert screen.cards[0].aside.text() == "○○○○○"
    assert store.load_match(window.match_id).events == []


def test_opening_throws_with_real_dice(qtbot: Any, make_window: Any, store: Any) -> None:
    for name in ("Anna", "Bo"):
        store.add_player(name)
    window = make_window()
    press(qtbot, window.start, "5")
    setup = window.setup
    press(qtbot, setup.league_list, "enter")
    press(qtbot, setup.league_list, "enter")
    setup.seat_table.cellWidget(1, 1).setValue(2)  # Bo throws two dice for the start
    setup.dice_mode.setCurrentIndex(1)
    click(qtbot, setup.start_button)
    opening = setup.opening
    assert opening.faces.isVisible() and "Anna" in opening.thrower.text()
    assert opening.faces.edit.placeholderText() == "e.g. 3 5 1 1 6"  # her five dice
    opening.faces.edit.setText("7 1 1 1 1")
    press(qtbot, opening.faces.edit, "enter")
    assert "“7” is not a die face" in opening.log.text()
    opening.faces.edit.setText("6 6 1 1 1")
    press(qtbot, opening.faces.edit, "enter")  # Anna 15
    assert opening.faces.edit.placeholderText() == "e.g. 3 5"  # Bo's two: not six faces
    opening.faces.edit.setText("6 6")
    press(qtbot, opening.faces.edit, "enter")  # Bo 12
    assert opening.winner == 0 and opening.play_button.isVisible()
    click(qtbot, opening.play_button)
    assert window.stack.currentWidget() is window.race
    assert window.race.faces.edit.placeholderText() == "e.g. 3 5 1 1 6"  # Anna's five
    assert store.load_match(window.match_id).opening == [{"0": [6, 6, 1, 1, 1], "1": [6, 6]}]


def test_a_new_league_types_the_first_name_at_once(
    qtbot: Any, make_window: Any, store: Any
) -> None:
    """With nobody to pick, letters typed right after N start the first player's name (the
    list keeps the first focus, so Tab still leads to the name); with players, letters in the
    list look for a name there."""
    window = make_window()
    press(qtbot, window.start, "n")
    setup = window.setup
    assert window.focusWidget() is setup.league_list
    qtbot.keyClicks(setup.league_list, "Kari")
    assert setup.name_edit.text() == "Kari"
    press(qtbot, setup.name_edit, "enter")
    assert [s.name for s in setup.seats] == ["Kari"]
    press(qtbot, setup, "esc")
    press(qtbot, window.start, "n")
    assert setup.league_list.count() == 1
    qtbot.keyClicks(setup.league_list, "K")
    assert setup.name_edit.text() == "" and setup.league_list.currentRow() == 0


def type_where_the_keyboard_is(qtbot: Any, text: str) -> None:
    """Each letter to the widget that has the focus then, as a keyboard types."""
    for letter in text:
        qtbot.keyClicks(QApplication.focusWidget(), letter)


def test_a_name_the_list_does_not_have_is_typed_as_a_new_player(
    qtbot: Any, make_window: Any, store: Any
) -> None:
    """With Maja and Ola in the league, "Ingemar" typed where the first focus is (the list)
    went nowhere and Enter seated Maja; "Marie" chose Maja for "Ma" and then lost "rie". Now
    the letters that begin nobody's name start a new player's, with all that was typed."""
    for name in ("Maja", "Ola"):
        store.add_player(name)
    window = make_window()
    press(qtbot, window.start, "n")
    setup = window.setup
    assert window.focusWidget() is setup.league_list
    type_where_the_keyboard_is(qtbot, "Ingemar")
    assert setup.name_edit.text() == "Ingemar" and setup.name_edit.hasFocus()
    press(qtbot, setup.name_edit, "enter")
    assert [s.name for s in setup.seats] == ["Ingemar"]
    setup.league_list.setFocus()
    type_where_the_keyboard_is(qtbot, "Marie")
    assert setup.name_edit.text() == "Marie"
    press(qtbot, setup.name_edit, "enter")
    setup.league_list.setFocus()
    qtbot.wait(QApplication.keyboardInputInterval() + 100)  # the list's search begins anew
    type_where_the_keyboard_is(qtbot, "ol")  # a name it has: the list picks Ola
    assert setup.name_edit.text() == ""
    press(qtbot, setup.league_list, "enter")
    assert [s.name for s in setup.seats] == ["Ingemar", "Marie", "Ola"]

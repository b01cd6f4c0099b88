"""Resume after the window is gone mid-turn; undo rules; real dice with bad faces refused."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from tests.ui.helpers import click, press, select_faces


def start_roller(qtbot: Any, window: Any, names: list[str], real: bool = False) -> Any:
    press(qtbot, window.start, "n")
    setup = window.setup
    for name in names:
        setup.name_edit.setText(name)
        press(qtbot, setup.name_edit, "enter")
    setup.starter.setCurrentIndex(1)
    setup.dice_mode.setCurrentIndex(1 if real else 0)
    click(qtbot, setup.start_button)
    return window.roller


def test_resume_mid_turn_returns_to_the_exact_state(
    qtbot: Any, make_window: Any, store: Any, dice: Any
) -> None:
    window = make_window(owned_by_test=True)
    screen = start_roller(qtbot, window, ["Anna", "Bo"])
    dice.add((1, 5, 2, 2, 3, 6), (1, 4, 6, 2))
    press(qtbot, screen, "space")
    select_faces(qtbot, screen, [1, 5])
    press(qtbot, screen, "space")  # keep 1 and 5 (150), throw four dice: 1 4 6 2
    match_id = window.match_id
    with qtbot.waitSignal(window.destroyed):
        window.close()
        window.deleteLater()

    again = make_window()
    summaries = store.unfinished_matches()
    assert [s.id for s in summaries] == [match_id]
    item = again.start.matches.item(0)
    assert "Anna, Bo" in item.text() and "1" in item.text()
    press(qtbot, again.start, "r")
    screen = again.roller
    assert again.stack.currentWidget() is screen
    game = screen.controller.game
    assert game.turn_points == 150 and game.must_keep
    assert game.last_throw == (1, 4, 6, 2)
    assert game.kept_dice == ((1, 5),)
    assert screen.player_label.text() == "Anna"
    assert screen.turn_box.value.text() == "150"
    assert screen.dice.values() == [1, 4, 6, 2]
    select_faces(qtbot, screen, [1])
    press(qtbot, screen, "b")
    assert store.load_match(match_id).events[-1].__class__.__name__ == "Bank"


def test_undo_with_virtual_dice_takes_back_a_selection_or_a_bank_never_a_throw(
    qtbot: Any, make_window: Any, dice: Any
) -> None:
    window = make_window()
    screen = start_roller(qtbot, window, ["Anna", "Bo"])
    dice.add((1, 5, 2, 2, 3, 6))
    press(qtbot, screen, "space")
    assert not screen.buttons["undo"].isEnabled()
    press(qtbot, screen, "u")
    assert "cannot be taken back" in screen.message.text()
    assert screen.controller.game.must_keep
    select_faces(qtbot, screen, [1])
    press(qtbot, screen, "k")
    assert screen.controller.game.turn_points == 100
    press(qtbot, screen, "u")  # the selection comes back
    assert screen.controller.game.must_keep and screen.controller.game.turn_points == 0
    select_faces(qtbot, screen, [1, 5])
    press(qtbot, screen, "b")  # banked 150: Bo's turn
    assert screen.player_label.text() == "Bo"
    click(qtbot, screen.buttons["undo"])  # the bank is taken back
    assert screen.player_label.text() == "Anna"
    assert screen.controller.game.can_bank and screen.controller.game.turn_points == 150
    press(qtbot, screen, "b")
    dice.add((2, 3, 4, 6, 2, 3))
    press(qtbot, screen, "space")  # Bo's RT: a throw, no undo
    assert not screen.controller.can_undo()


def test_real_dice_refuses_bad_faces_and_undoes_any_entry(
    qtbot: Any, make_window: Any, store: Any
) -> None:
    window = make_window()
    screen = start_roller(qtbot, window, ["Anna", "Bo"], real=True)
    assert screen.faces.isVisible()
    events = lambda: store.load_match(window.match_id).events  # noqa: E731
    for bad, words in (
        ("3 5 1 1 6", "Type exactly 6 faces"),
        ("3 5 1 1 6 7", "“7” is not a die face"),
        ("", "Type the faces"),
        ("3 5 x 1 6 2", "“x” is not a die face"),
    ):
        screen.faces.edit.setText(bad)
        press(qtbot, screen.faces.edit, "enter")
        assert words in screen.message.text(), bad
        assert events() == []
    screen.faces.edit.clear()
    for face in (1, 5, 2, 2, 3, 6):  # clicked faces
        click(qtbot, screen.faces.face_buttons[face - 1])
    assert screen.faces.edit.text() == "1 5 2 2 3 6"
    click(qtbot, screen.faces.enter)
    assert screen.controller.game.last_throw == (1, 5, 2, 2, 3, 6)
    assert len(events()) == 1
    assert screen.buttons["undo"].isEnabled()  # real dice: even a throw can be taken back
    press(qtbot, screen, "u")
    assert events() == [] and screen.controller.game.last_throw is None
    screen.faces.edit.setFocus()
    screen.faces.edit.setText("1 5 2 2 3 6")
    press(qtbot, screen.faces.edit, "enter")
    assert not screen.faces.edit.hasFocus()  # keys 1-6 now select dice
    press(qtbot, QApplication.focusWidget(), "1")
    assert screen.selection_box.value.text() == "+100"
    press(qtbot, QApplication.focusWidget(), "1")
    select_faces(qtbot, screen, [1])
    press(qtbot, screen, "space")  # keeps the 1; the next faces are typed
    assert screen.controller.game.turn_points == 100 and len(events()) == 2
    screen.faces.edit.setText("5 5 5 2 3")
    press(qtbot, screen.faces.edit, "enter")
    select_faces(qtbot, screen, [5, 5, 5])
    press(qtbot, screen.faces.edit, "b")  # letters reach the shortcuts from the entry
    assert screen.player_label.text() == "Bo"
    assert [type(e).__name__ for e in events()] == ["Throw", "Keep", "Throw", "Keep", "Bank"]


def test_abandon_an_unfinished_match_after_asking(
    qtbot: Any, make_window: Any, store: Any, dice: Any, monkeypatch: Any
) -> None:
    from PySide6.QtWidgets import QMessageBox

    window = make_window()
    start_roller(qtbot, window, ["Anna", "Bo"])
    match_id = window.match_id
    press(qtbot, window.roller, "esc")
    assert window.start.matches.count() == 1
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked: list[str] = []

    def answer(box: QMessageBox) -> int:  # the question names the match it abandons
        asked.append(box.text())
        return int(answers.pop(0))

    monkeypatch.setattr(QMessageBox, "exec", answer)
    click(qtbot, window.start.abandon_button)  # "No": nothing changes
    assert [s.id for s in store.unfinished_matches()] == [match_id]
    press(qtbot, window.start, "del")
    assert store.unfinished_matches() == [] and window.start.matches.count() == 0
    assert store.load_match(match_id).status == "abandoned"
    assert len(asked) == 2 and all("Anna" in text and "Bo" in text for text in asked)


def test_a_match_that_cannot_be_opened_is_explained(
    qtbot: Any, make_window: Any, monkeypatch: Any
) -> None:
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    window = make_window()
    window.open_match("no-such-match")
    assert shown and window.stack.currentWidget() is window.start


def test_the_dice_mode_travels_with_the_match(
    qtbot: Any, make_window: Any, store: Any, settings: Any
) -> None:
    """Real dice are kept in the league, so a league file moved to another computer (or reset
    settings) resumes in the mode the table chose, and Ctrl+D changes the stored mode."""
    from roller_desktop.store.values import SeatSpec

    seats = [SeatSpec(store.add_player(name).id) for name in ("Anna", "Bo")]
    match_id = store.start_match("roller", {}, seats, 0, real_dice=True)
    assert settings.take_real_dice(match_id) is None  # nothing about it on this computer
    window = make_window()
    window.open_match(match_id)
    screen = window.roller
    assert screen.controller.real_dice and screen.faces.isVisible()
    assert window.real_dice_action.isChecked()
    window.real_dice_action.trigger()  # the table says: the program throws from now on
    assert not screen.controller.real_dice and not store.load_match(match_id).real_dice
    window.show_start()
    window.open_match(match_id)
    assert not screen.controller.real_dice and not screen.faces.isVisible()


def test_a_mode_an_older_version_kept_on_this_computer_moves_into_the_match(
    qtbot: Any, make_window: Any, store: Any, settings: Any
) -> None:
    from roller_desktop.store.values import SeatSpec

    seats = [SeatSpec(store.add_player(name).id) for name in ("Anna", "Bo")]
    match_id = store.start_match("roller", {}, seats, 0)  # migrated: virtual dice
    settings.keep_real_dice(match_id, True)  # what the older version remembered here
    window = make_window()
    window.open_match(match_id)
    assert window.roller.controller.real_dice
    assert store.load_match(match_id).real_dice
    assert settings.take_real_dice(match_id) is None  # moved, not kept twice

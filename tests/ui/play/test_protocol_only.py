"""Protocol only: the keeper types each turn's result at the table (issue 14, item 1).

A result that cannot be is refused in words and stores nothing; one above 10,000 is asked
about for that entry; undo (Ctrl+Z or U) takes back the last entry; the match resumes."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from tests.ui.helpers import click, press


def start_by_hand(qtbot: Any, window: Any, names: list[str], rounds: int = 2) -> Any:
    press(qtbot, window.start, "n")
    setup = window.setup
    for name in names:
        setup.name_edit.setText(name)
        press(qtbot, setup.name_edit, "enter")
    setup.starter.setCurrentIndex(1)
    setup.rounds.setValue(rounds)
    assert setup.dice_mode.count() == 3
    setup.dice_mode.setCurrentIndex(2)
    click(qtbot, setup.start_button)
    return window.roller


def entry(qtbot: Any, screen: Any, text: str) -> None:
    screen.results.edit.clear()
    if text.isascii():
        qtbot.keyClicks(screen.results.edit, text)
    else:  # QTest types ASCII only
        screen.results.edit.insert(text)
    qtbot.keyClick(screen.results.edit, Qt.Key.Key_Return)


def cells(store: Any, match_id: str) -> list[str]:
    return [e.cell for e in store.load_match(match_id).events]


def test_results_refusals_large_and_undo(qtbot: Any, make_window: Any, store: Any) -> None:
    window = make_window(owned_by_test=True)
    screen = start_by_hand(qtbot, window, ["Anna", "Bo"])
    match_id = window.match_id
    assert store.load_match(match_id).by_hand
    assert screen.results.isVisible() and not screen.faces.isVisible()
    assert not screen.buttons["throw"].isVisible()
    assert screen.player_label.text() == "Anna"

    for bad, words in (("349", "multiple of 50"), ("0", "at least 50"), ("abc", "not a round")):
        entry(qtbot, screen, bad)
        assert words in screen.message.text(), (bad, screen.message.text())
        assert cells(store, match_id) == []
        assert screen.player_label.text() == "Anna"

    entry(qtbot, screen, "350")
    assert cells(store, match_id) == ["350"]
    assert screen.player_label.text() == "Bo" and screen.results.edit.text() == ""
    assert "not a round" not in screen.message.text()  # Enter submitted once

    entry(qtbot, screen, "12000")
    box = screen.large_question
    assert box is not None and box.isVisible() and "12000" in box.text()
    assert cells(store, match_id) == ["350"]  # nothing before the answer
    click(qtbot, box.button(QMessageBox.StandardButton.No))
    assert cells(store, match_id) == ["350"] and screen.player_label.text() == "Bo"
    entry(qtbot, screen, "12000")
    assert screen.large_question is not box
    click(qtbot, screen.large_question.button(QMessageBox.StandardButton.Yes))
    assert cells(store, match_id) == ["350", "12000"]
    asked = screen.large_question
    entry(qtbot, screen, "10000")  # not above 10,000: not asked
    assert screen.large_question is asked and cells(store, match_id) == ["350", "12000", "10000"]

    qtbot.keyClick(screen.results.edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert cells(store, match_id) == ["350", "12000"]
    qtbot.keyClick(screen.results.edit, Qt.Key.Key_U)  # the undo key, typed in the entry
    assert cells(store, match_id) == ["350"]
    assert screen.player_label.text() == "Bo" and screen.results.edit.text() == ""

    entry(qtbot, screen, "–")
    entry(qtbot, screen, "r")
    assert cells(store, match_id) == ["350", "–", "RT"]
    rows = screen.model.rowCount()
    assert rows > 0


def test_a_whole_match_finishes_and_resumes(qtbot: Any, make_window: Any, store: Any) -> None:
    window = make_window(owned_by_test=True)
    screen = start_by_hand(qtbot, window, ["Anna", "Bo"])
    match_id = window.match_id
    entry(qtbot, screen, "500")
    entry(qtbot, screen, "-")
    with qtbot.waitSignal(window.destroyed):
        window.close()
        window.deleteLater()
    again = make_window(owned_by_test=True)
    press(qtbot, again.start, "r")
    screen = again.roller
    assert screen.controller.by_hand and screen.player_label.text() == "Anna"
    entry(qtbot, screen, "RT")
    entry(qtbot, screen, "1000")
    assert store.load_match(match_id).status == "finished"
    assert screen.round_label.text() == "Match over"
    assert screen.end_row.isVisible() and not screen.results.isVisible()
    assert screen.player_label.text() == "Bo"


def test_protocol_only_is_offered_for_roller_only(qtbot: Any, make_window: Any) -> None:
    window = make_window(owned_by_test=True)
    window.setup.begin("105")
    assert window.setup.dice_mode.count() == 2
    window.setup.begin("roller")
    assert window.setup.dice_mode.count() == 3

"""105 at the table: each child's chance in the setup, the most even dice, the same table
again after a race, the extra throw said as such, and no Roller words in the 105 setup."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from roller_desktop.strategy.race_odds import RaceSeat, most_even_dice, win_chances
from roller_desktop.ui.play.race_chances import shown_chance
from tests.ui.helpers import click, press


def seat_children(qtbot: Any, window: Any, names: list[str]) -> Any:
    press(qtbot, window.start, "5")
    setup = window.setup
    for name in names:
        setup.name_edit.setText(name)
        click(qtbot, setup.add_player_button)
    return setup


def test_the_setup_shows_each_childs_exact_chance(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    setup = seat_children(qtbot, window, ["Ella", "Otto", "Lina"])
    qtbot.waitUntil(lambda: setup.chances.chances is not None)
    # The opening throw decides who starts: three alike are alike.
    assert all(abs(c - 1 / 3) < 1e-12 for c in setup.chances.chances)
    setup.seat_table.cellWidget(0, 1).setValue(2)
    setup.seat_table.cellWidget(1, 1).setValue(3)
    setup.seat_table.cellWidget(1, 2).setChecked(True)
    setup.starter.setCurrentIndex(3)  # Lina starts
    setup.extra.setChecked(False)
    table = [RaceSeat(2), RaceSeat(3, kids=True), RaceSeat(5)]
    exact = win_chances(table, extra_throw=False, starter=2)
    qtbot.waitUntil(lambda: setup.chances.chances == exact)
    text = setup.chances.lines.text()
    for name, chance in zip(["Ella", "Otto", "Lina"], exact, strict=True):
        assert name in text and html.escape(shown_chance(chance)).replace(" ", "&nbsp;") in text
    assert exact[1] > 0.99  # kids' mode with three dice: through in at most 18 turns


def test_even_it_out_sets_the_most_even_dice(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    setup = seat_children(qtbot, window, ["Ella", "Otto", "Lina"])
    setup.seat_table.cellWidget(2, 1).setValue(3)
    setup.seat_table.cellWidget(2, 2).setChecked(True)  # Lina: three dice and kids' mode
    setup.starter.setCurrentIndex(1)  # Ella starts
    even = most_even_dice([RaceSeat(5), RaceSeat(5), RaceSeat(3, kids=True)], True, 0)
    assert even.dice != (5, 5, 3)
    qtbot.keyClick(setup, Qt.Key.Key_J, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: tuple(s.dice for s in setup.seats) == even.dice)
    assert [setup.seat_table.cellWidget(r, 1).value() for r in range(3)] == list(even.dice)
    qtbot.waitUntil(lambda: setup.chances.chances == list(even.chances))
    assert "kids' mode" in setup.chances.note.text()  # still far from even: said why
    setup.seat_table.cellWidget(0, 1).setValue(4)  # changed by hand: the note spoke of before
    qtbot.waitUntil(lambda: setup.chances.note.text() == "")


def test_the_105_setup_has_no_roller_computer_words(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    press(qtbot, window.start, "5")
    setup = window.setup
    assert not setup.computer_level.isVisible()
    assert "105" in setup.level_help.text() and "300" not in setup.level_help.text()
    click(qtbot, setup.add_computer_button)
    assert setup.seats[0].computer == "steady"
    press(qtbot, setup, "esc")
    press(qtbot, window.start, "n")  # Roller: the levels and what they play like
    assert setup.computer_level.isVisible() and "300" in window.setup.level_help.text()
    assert not setup.chances.isVisible()


def test_new_race_after_a_race_sets_up_the_same_table(
    qtbot: Any, make_window: Any, store: Any, dice: Any
) -> None:
    window = make_window()
    setup = seat_children(qtbot, window, ["Ella", "Otto"])
    setup.seat_table.cellWidget(0, 1).setValue(1)
    setup.seat_table.cellWidget(0, 2).setChecked(True)
    setup.seat_table.cellWidget(1, 1).setValue(1)
    setup.places.setChecked(False)
    setup.starter.setCurrentIndex(2)  # Otto starts
    click(qtbot, setup.start_button)
    screen = window.race
    dice.add((4,), (1,), (2,), (3,), (4,), (5,), (6,))  # Otto misses; Ella: all six at once
    press(qtbot, screen, "space")
    for _ in range(6):
        press(qtbot, screen, "space")
    qtbot.waitUntil(lambda: screen.controller.game.is_over)
    assert screen.end_buttons["new"].text().startswith("New race")
    assert screen.end_buttons["print"].text().startswith("Print the result")
    press(qtbot, screen, "n")
    assert window.stack.currentWidget() is setup
    assert "the same table" in setup.title.text()
    assert [(s.name, s.dice, s.kids) for s in setup.seats] == [
        ("Ella", 1, True),
        ("Otto", 1, False),
    ]
    assert not setup.places.isChecked() and setup.extra.isChecked()
    assert setup.starter.currentIndex() == 2
    first = window.match_id
    qtbot.keyClick(setup, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert window.stack.currentWidget() is screen and window.match_id != first
    loaded = store.load_match(window.match_id)
    assert [(s.name, s.dice, s.kids) for s in loaded.seats] == [
        ("Ella", 1, True),
        ("Otto", 1, False),
    ]
    assert loaded.starter == 1


def test_an_extra_throw_is_said_as_such(qtbot: Any, make_window: Any, dice: Any) -> None:
    window = make_window()
    setup = seat_children(qtbot, window, ["Ella", "Otto"])
    setup.seat_table.cellWidget(0, 1).setValue(1)
    setup.seat_table.cellWidget(1, 1).setValue(1)
    setup.starter.setCurrentIndex(1)
    click(qtbot, setup.start_button)
    screen = window.race
    dice.add((1,), (5,))  # Ella: the 1 done, the extra throw for the 2s misses
    press(qtbot, screen, "space")
    assert screen.banner.kind == "extra"
    assert "Extra throw for the 2s" in screen.table_caption.text()
    press(qtbot, screen, "space")
    assert screen.table_caption.text().startswith("Ella: no hit on the extra throw. Now Otto")
    outcome = screen.controller.game.last_outcome
    assert outcome.extra_throw and not outcome.rethrow


def test_the_chances_go_two_to_a_line_only_where_two_fit(qtbot: Any) -> None:
    from roller_desktop.ui.play.race_chances import RaceChancesBox, RaceTable

    box = RaceChancesBox()
    qtbot.addWidget(box)
    box.resize(700, 300)
    box.show()
    names = ["Anna-Lena Fjällström", "Bosse", "Ingrid", "Lill-Otto", "Kari"]
    box.show_table(RaceTable(tuple([RaceSeat()] * 5), True, None), names)
    qtbot.waitUntil(lambda: box.chances is not None)
    assert box.lines.text().count("<tr>") == 3  # five children, two to a line
    box.resize(150, 300)
    qtbot.waitUntil(lambda: box.lines.text().count("<tr>") == 5)  # narrow: one to a line


def test_the_seat_columns_fit_the_text_size_again(qtbot: Any, make_window: Any) -> None:
    """Seated at the largest text and back to the usual size, the narrow columns are as wide
    as their headings at the usual size again (they kept the large widths, and the names read
    'I…')."""
    window = make_window()
    usual = window.settings.text_scale
    window.settings.text_scale = 2.0
    window.apply_text_scale()
    setup = seat_children(qtbot, window, ["Ingemar", "Kari"])
    header = setup.seat_table.horizontalHeader()
    large = header.sectionSize(2)
    window.settings.text_scale = usual
    window.apply_text_scale()
    assert header.sectionSize(2) == header.sectionSizeFromContents(2).width() < large


def test_the_wheel_scrolls_the_setup_and_changes_no_dice(qtbot: Any, make_window: Any) -> None:
    """At the largest text the setup scrolls; a wheel turned over a seat's dice while
    scrolling leaves them alone, and turns them once they were clicked."""
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication, QSpinBox

    window = make_window()
    window.settings.text_scale = 2.0
    window.apply_text_scale()
    window.resize(1024, 600)
    setup = seat_children(qtbot, window, [f"Barn {i}" for i in range(1, 9)])
    dice = setup.seat_table.cellWidget(0, 1)
    assert isinstance(dice, QSpinBox)
    dice.setValue(3)
    before = dice.value()

    def wheel() -> None:
        middle = QPointF(dice.rect().center())
        event = QWheelEvent(
            middle,
            QPointF(dice.mapToGlobal(QPoint(int(middle.x()), int(middle.y())))),
            QPoint(),
            QPoint(0, 120),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(dice, event)

    setup.name_edit.setFocus()
    wheel()
    assert dice.value() == before
    assert not dice.hasFocus()  # the wheel does not hand it the keyboard either
    dice.setFocus(Qt.FocusReason.TabFocusReason)  # Tab gave it the keyboard: still the page's
    qtbot.waitUntil(dice.hasFocus)
    wheel()
    assert dice.value() == before
    edit = dice.lineEdit()  # clicked: the wheel is its own
    QTest.mouseClick(edit, Qt.MouseButton.LeftButton, pos=edit.rect().center())
    wheel()
    assert dice.value() == before + 1


def test_dialogs_and_menus_follow_the_text_size(qtbot: Any, make_window: Any) -> None:
    from PySide6.QtWidgets import QMenu, QMessageBox

    window = make_window()
    window.settings.text_scale = 2.0
    window.apply_text_scale()
    size = window.font().pointSizeF()
    message = QMessageBox(QMessageBox.Icon.Information, "t", "words", parent=window)
    qtbot.addWidget(message)
    message.ensurePolished()
    assert message.font().pointSizeF() == size
    menus = window.menuBar().findChildren(QMenu) or window.findChildren(QMenu)
    assert menus and all(m.font().pointSizeF() == size for m in menus)


def test_the_board_keeps_its_place_at_the_largest_text(
    qtbot: Any, make_window: Any, dice: Any
) -> None:
    """At 1024x600 and the largest text the felt's caption stays on one line: the whole
    sentence wrapped onto two made the play column scroll, and the felt jumped up at each such
    throw (nb under Xvfb); the throw's outcome then reads alone, the whole in its tooltip.
    After the race no scroll bar is left beside an empty board."""
    window = make_window()
    window.settings.text_scale = 2.0
    window.apply_text_scale()
    window.resize(1024, 600)
    names = ["Ella", "Otto"]
    setup = seat_children(qtbot, window, names)
    setup.seat_table.cellWidget(0, 1).setValue(1)
    setup.seat_table.cellWidget(1, 1).setValue(1)
    setup.starter.setCurrentIndex(1)
    click(qtbot, setup.start_button)
    screen = window.race
    bar = screen.main_scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() == 0)
    felt = screen.table.y()
    dice.add((1,), (5,))  # the 1 done, the extra throw for the 2s misses
    press(qtbot, screen, "space")
    press(qtbot, screen, "space")
    whole = screen.table_caption.text()
    assert whole.startswith(f"{names[0]}: no hit on the extra throw. Now {names[1]}")
    QApplication.processEvents()
    assert bar.maximum() == 0 and screen.table.y() == felt
    font, shown = screen.table_caption.fitted()
    assert shown == f"{names[0]}: no hit on the extra throw"
    assert font.pointSizeF() >= screen.table_caption.font().pointSizeF() * 0.9
    assert screen.table_caption.toolTip() == whole
    game = screen.controller.game
    while not game.is_over:  # every throw a hit
        dice.add((game.chasing(game.current_seat),))
        press(qtbot, screen, "space")
    screen._end_hold()  # the last throw has been held
    QApplication.processEvents()
    assert bar.maximum() == 0

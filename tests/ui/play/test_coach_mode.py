"""Coach mode: a coached seat's costly decision gets a quiet line; others' do not; the Game
menu turns it on per seat."""

from __future__ import annotations

from typing import Any

from roller_desktop.strategy import coach_graph
from roller_desktop.ui.play.coach_mode import THRESHOLD, coach_line
from tests.ui.helpers import press
from tests.ui.play.test_roller_game import set_up


def test_a_poor_bank_of_a_coached_seat_is_said_and_the_others_are_not(
    qtbot: Any, make_window: Any, store: Any, dice: Any
) -> None:
    window = make_window()
    screen = set_up(qtbot, window, store, ["Anna", "Bo"], rounds=3)
    window._fill_coach_menu()
    entries = [a for a in window.coach_menu.actions() if a.isCheckable()]
    assert [a.text() for a in entries] == ["Anna", "Bo"]
    assert not any(a.isChecked() for a in entries)  # off by default
    entries[0].setChecked(True)  # Anna is coached
    assert screen.coach.coached == {0}

    dice.add((1, 2, 3, 4, 6, 6))
    with qtbot.waitSignal(screen.coach.said, timeout=20_000) as said:
        press(qtbot, screen, "space", "1", "k", "b")  # 100 with five dice left: banked
    game = screen.controller.game
    graph = coach_graph.graph(game.seats, game.rules, game.events, game.starter)
    assert graph is not None
    bank = coach_graph.decision_at(graph, len(game.events) - 1)
    assert bank is not None and bank.cost > THRESHOLD
    assert said.args == [coach_line(graph, bank), 0, 0]  # Anna's, round 1
    assert "Anna, throwing on was better" in said.args[0]
    qtbot.waitUntil(screen.coach_line.isVisible)
    # Said while Bo's turn has begun: kept against Anna's turn and named by its round.
    assert game.current_seat == 1 and screen._coach_turn == (0, 0)
    assert screen.coach_line.text() == f"{said.args[0]} (round 1)"

    asked = screen.coach._asked
    dice.add((1, 2, 3, 4, 6, 6))
    press(qtbot, screen, "space", "1", "k", "b")  # Bo does the same: not coached
    assert screen.coach._asked == asked  # nothing was worked out for Bo's decisions
    assert game.current_seat == 0  # Anna's next turn: the line of her last one has gone
    assert not screen.coach_line.isVisible()


def test_a_coach_line_shows_in_its_own_turn_and_the_next_and_never_later(
    qtbot: Any, make_window: Any, store: Any, dice: Any
) -> None:
    window = make_window()
    screen = set_up(qtbot, window, store, ["Anna", "Bo"], rounds=3)
    dice.add((1, 2, 3, 4, 6, 6))
    press(qtbot, screen, "space")  # Anna's turn, round 1, nothing decided yet
    screen._coach_said("Coach: Anna, keeping 1 was better (2 percentage points).", 0, 0)
    assert screen.coach_line.isVisible()
    assert screen.coach_line.text().endswith("points).")  # in its own turn: no round named
    screen._coach_said("Coach: Bo, banking 300 was better (3 percentage points).", 0, 1)
    assert not screen.coach_line.isVisible()  # Bo's turn has not come: not his line yet

    # A line that arrives two turns after its decision (a quick computer between) is not shown.
    dice.add((1, 2, 3, 4, 6, 6), (1, 2, 3, 4, 6, 6))
    press(qtbot, screen, "1", "k", "b", "space", "1", "k", "b")
    game = screen.controller.game
    assert (game.current_round, game.current_seat) == (1, 0)
    screen._coach_said("Coach: Anna, throwing on was better (2 percentage points).", 0, 0)
    assert not screen.coach_line.isVisible()
    screen._coach_said("Coach: Bo, throwing on was better (2 percentage points).", 0, 1)
    assert screen.coach_line.text().endswith("(round 1)") and screen.coach_line.isVisible()


def test_coach_mode_is_chosen_per_seat_in_the_setup_and_kept_over_a_resume(
    qtbot: Any, make_window: Any, store: Any, settings: Any, dice: Any
) -> None:
    from PySide6.QtWidgets import QCheckBox

    from tests.ui.helpers import click

    window = make_window(owned_by_test=True)
    press(qtbot, window.start, "n")
    setup = window.setup
    for name in ("Anna", "Bo"):
        setup.name_edit.setText(name)
        click(qtbot, setup.add_player_button)
    assert not setup.seat_table.isColumnHidden(3)  # Roller: the coach column shows
    boxes = [setup.seat_table.cellWidget(row, 3) for row in range(2)]
    assert all(isinstance(b, QCheckBox) and not b.isChecked() for b in boxes)  # off by default
    assert boxes[1].accessibleName() == "Coach mode for Bo"
    boxes[1].setChecked(True)
    setup.starter.setCurrentIndex(1)
    click(qtbot, setup.start_button)
    screen = window.roller
    assert screen.coach.coached == {1}
    match_id = window.match_id
    window._fill_coach_menu()
    entries = [a for a in window.coach_menu.actions() if a.isCheckable()]
    assert [a.isChecked() for a in entries] == [False, True]
    entries[0].setChecked(True)  # Anna too, during play
    with qtbot.waitSignal(window.destroyed):
        window.close()
        window.deleteLater()

    assert settings.coached(match_id) == {0, 1}  # on disk at once (a kill -9 keeps it)
    again = make_window()
    press(qtbot, again.start, "r")
    assert again.roller.coach.coached == {0, 1}
    again._fill_coach_menu()
    entries = [a for a in again.coach_menu.actions() if a.isCheckable()]
    entries[1].setChecked(False)
    assert settings.coached(match_id) == {0}


def test_no_coach_box_for_a_computer_nor_in_105(
    qtbot: Any, make_window: Any, store: Any, dice: Any
) -> None:
    from roller_desktop.strategy import bots
    from tests.ui.helpers import click

    window = make_window(bots=bots)
    press(qtbot, window.start, "n")
    setup = window.setup
    setup.name_edit.setText("Anna")
    click(qtbot, setup.add_player_button)
    click(qtbot, setup.add_computer_button)
    assert setup.seat_table.cellWidget(0, 3) is not None
    assert setup.seat_table.cellWidget(1, 3) is None  # a computer is not coached
    setup.begin("105")
    assert setup.seat_table.isColumnHidden(3)

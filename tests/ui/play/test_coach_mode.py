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
    assert said.args == [coach_line(graph, bank)]
    assert "Anna, throwing on was better" in said.args[0]
    qtbot.waitUntil(screen.coach_line.isVisible)

    asked = screen.coach._asked
    dice.add((1, 2, 3, 4, 6, 6))
    press(qtbot, screen, "space", "1", "k", "b")  # Bo does the same: not coached
    assert screen.coach._asked == asked  # nothing was worked out for Bo's decisions

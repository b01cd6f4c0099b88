"""Same dice, other choices in the window: from the end screen's graph by R, and from a stored
match's protocol page by the button; worked out in a thread, shown beside the rounds played."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from roller_desktop.strategy import coach_graph
from roller_desktop.strategy import other_choices as oc
from roller_desktop.ui.league.protocol_dialog import ProtocolDialog
from tests.ui.play.test_match_analysis import play_one_round


def test_r_on_a_graph_point_replays_that_seat_from_that_decision(
    qtbot: Any, make_window: Any, store: Any, dice: Any
) -> None:
    screen = play_one_round(qtbot, make_window(), store, dice)
    panel = screen.coach_panel
    qtbot.waitUntil(lambda: not panel.replay_button.isHidden(), timeout=20_000)
    shown = panel.graph.graph
    keep = next(i for i, p in enumerate(shown.points) if p.kind == coach_graph.KEEP)
    graph = panel.graph
    graph.setFocus()
    graph.move_to(keep)
    qtbot.keyClick(graph, Qt.Key.Key_R)
    dialog = panel.replay_dialog
    point = shown.points[keep]
    game = screen.controller.game
    seat = game.order[point.seat]
    assert dialog.seat.currentData() == seat
    assert dialog.start.currentData() == point.event
    assert "Round 1" in dialog.start.currentText()
    dialog.activateWindow()  # as a window manager does with a new dialog
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    qtbot.keyClick(dialog.seat, Qt.Key.Key_Return)  # Replay is the default button
    qtbot.waitUntil(lambda: dialog.replayed is not None, timeout=20_000)
    expected = oc.other_choices(
        game.seats, game.rules, game.events, game.starter, seat, point.event
    )
    assert dialog.replayed == expected
    assert str(expected.total) in dialog.summary.text()
    assert dialog.table.rowCount() == game.rules.rounds
    assert dialog.table.item(0, 2).text() == (expected.cells[0].text if expected.cells[0] else "")
    dialog.close()


def test_the_protocol_page_replays_from_the_start_by_the_button(
    qtbot: Any, make_window: Any, store: Any, dice: Any
) -> None:
    screen = play_one_round(qtbot, make_window(), store, dice)
    page = ProtocolDialog(store, screen.controller.recorder.match_id)
    qtbot.addWidget(page)
    view = page.view
    view.tabs.setCurrentIndex(1)
    panel = view.coach_panel
    qtbot.waitUntil(lambda: not panel.replay_button.isHidden(), timeout=20_000)
    panel.graph.move_to(0)
    view.replay_action.trigger()  # Ctrl+O, whichever tab is shown
    dialog = panel.replay_dialog
    dialog.seat.setCurrentIndex(1)
    dialog.start.setCurrentIndex(0)
    dialog.replay_button.click()
    qtbot.waitUntil(lambda: dialog.replayed is not None, timeout=20_000)
    game = screen.controller.game
    seat = game.order[1]
    expected = oc.other_choices(game.seats, game.rules, game.events, game.starter, seat, 0)
    assert dialog.replayed == expected
    assert game.seats[seat] in dialog.summary.text()
    dialog.close()

"""The win-chance graph and the coach's books in words: after the match, on the protocol page,
moved along by the keys, and in each language's words for a won, lost and shared match."""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from roller_desktop.strategy import coach_graph
from roller_desktop.strategy.coach import CoachReport, CoachSeat, coach
from roller_desktop.ui.common import i18n
from roller_desktop.ui.league.protocol_dialog import ProtocolDialog
from roller_desktop.ui.play.coach_words import books_lines
from roller_desktop.ui.play.win_graph import moment_text
from tests.ui.helpers import small_laptop_window
from tests.ui.play.test_match_analysis import play_one_round


def test_the_end_screen_shows_the_coachs_graph_and_the_keys_move_along_it(
    qtbot: Any, make_window: Any, store: Any, dice: Any, tmp_path: Path
) -> None:
    window = make_window()
    screen = play_one_round(qtbot, window, store, dice)
    panel = screen.coach_panel
    qtbot.waitUntil(lambda: panel.graph.graph is not None, timeout=20_000)  # in a thread
    game = screen.controller.game
    expected = coach_graph.graph(game.seats, game.rules, game.events, game.starter)
    report = coach(game.seats, game.rules, game.events, game.starter)
    shown = panel.graph.graph
    assert shown == expected
    starts = [p for p in shown.points if p.kind == coach_graph.START]
    assert [round(p.chances[p.seat], 12) for p in starts] == [
        round(t.win_chance, 12) for t in report.turns
    ]
    for line in books_lines(report)[:2]:
        assert html.escape(line) in panel.books.text()

    graph = panel.graph
    graph.setFocus()
    qtbot.keyClick(graph, Qt.Key.Key_Right)
    qtbot.keyClick(graph, Qt.Key.Key_Right)
    assert graph.current == 2
    qtbot.keyClick(graph, Qt.Key.Key_Left)
    assert graph.current == 1
    qtbot.keyClick(graph, Qt.Key.Key_End)
    assert graph.current == len(shown.points) - 1
    qtbot.keyClick(graph, Qt.Key.Key_Home)
    keep = next(i for i, p in enumerate(shown.points) if p.kind == coach_graph.KEEP)
    for _ in range(keep):
        qtbot.keyClick(graph, Qt.Key.Key_Right)
    with qtbot.waitSignal(graph.momentShown) as shown_signal:
        qtbot.keyClick(graph, Qt.Key.Key_Return)
    point = shown.points[keep]
    assert shown_signal.args == [point]
    assert panel.moment.text() == moment_text(shown, point)
    assert "1 1 5 2 3 6" in panel.moment.text()  # Anna's throw, her keep and the best
    window.grab().save(str(tmp_path / "end_screen_graph.png"))


def test_the_protocol_page_has_the_graph_on_a_tab(
    qtbot: Any, make_window: Any, store: Any, dice: Any
) -> None:
    screen = play_one_round(qtbot, make_window(), store, dice)
    dialog = ProtocolDialog(store, screen.controller.recorder.match_id)
    qtbot.addWidget(dialog)
    view = dialog.view
    assert view.tabs.isTabVisible(1)
    view.tabs.setCurrentIndex(1)
    qtbot.waitUntil(lambda: view.coach_panel.graph.graph is not None, timeout=20_000)
    game = screen.controller.game
    assert view.coach_panel.graph.graph == coach_graph.graph(
        game.seats, game.rules, game.events, game.starter
    )


def report(results: tuple[float, float], seats: int = 2) -> CoachReport:
    names = ("Åke", "Kari", "Lisa")[:seats]
    rows = (
        CoachSeat(names[0], 0.52, results[0], 0.31, 0.041),
        CoachSeat(names[1], 0.48, results[1], -0.31, 0.021),
        CoachSeat("Lisa", 0.3, 0.0, -0.1, 0.05),
    )[:seats]
    return CoachReport(rows, (), approximate=seats > 2)


WORDS = {
    "en": (
        "Åke won (52.0\u00a0% at the start): the dice gave +31.0, own choices gave away 4.1, "
        "Kari's choices gave +2.1.",
        "Kari lost",
        "Åke shared the win",
    ),
    "sv": (
        "Åke vann (52,0\u00a0% från start): tärningarna gav +31,0, egna val kostade 4,1, "
        "valen som Kari gjorde gav +2,1.",
        "Kari förlorade",
        "Åke delade segern",
    ),
    "nb": (
        "Åke vant (52,0\u00a0% fra start): terningene ga +31,0, egne valg kostet 4,1, "
        "valgene til Kari ga +2,1.",
        "Kari tapte",
        "Åke delte seieren",
    ),
}


@pytest.mark.parametrize("language", ["en", "sv", "nb"])
def test_the_books_in_words_for_a_won_lost_and_shared_match(qapp: Any, language: str) -> None:
    i18n.install_translator(qapp, language)
    won, lost, shared = WORDS[language]
    lines = books_lines(report((1.0, 0.0)))
    assert lines[0] == won
    assert lines[1].startswith(lost)
    assert books_lines(report((0.5, 0.5)))[0].startswith(shared)
    three = books_lines(report((1.0, 0.0), seats=3))
    assert "≈+31" in three[0] and "≈52" in three[0]  # approximate: every figure with ≈
    assert "≈" in three[-1]


def test_a_match_kept_by_hand_has_chances_only(qapp: Any) -> None:
    seats = (CoachSeat("Åke", 0.52, 1.0, None, None), CoachSeat("Kari", 0.48, 0.0, None, None))
    lines = books_lines(CoachReport(seats, ()))
    assert lines[0] == "Åke won (52.0\u00a0% at the start)"
    assert "not recorded" in lines[-1]


def test_the_panel_of_a_match_kept_by_hand_shows_its_chances_and_says_what_is_not_known(
    qtbot: Any,
) -> None:
    from roller_desktop.engine.roller import RollerMatch, RollerRules
    from roller_desktop.ui.play.win_graph import CoachPanel

    rules = RollerRules(rounds=2)
    match = RollerMatch(["Åke", "Kari"], rules)
    for cell in ("300", "RT", "1050", "-"):
        match.enter(cell)
    panel = CoachPanel()
    qtbot.addWidget(panel)
    panel.show_match(("paper", 4), match.seats, rules, match.events, match.starter)
    qtbot.waitUntil(lambda: panel.report is not None, timeout=20_000)
    assert panel.report is not None and len(panel.report.turns) == 4
    assert panel.graph.graph is None and not panel.graph.isVisibleTo(panel)
    assert "Åke won" in panel.books.text() and "not recorded" in panel.books.text()


def test_the_end_screen_scrolls_as_one_column_with_the_coachs_buttons_in_sight(
    qtbot: Any, qapp: Any, store: Any, settings: Any, recorder_open: Any, dice: Any
) -> None:
    """A Swedish window of 1024×600 at the largest text: the summary, the graph, the books
    and the analysis lay in a scroll area of their own (~230 px) inside the column's, with a
    side scroll bar for the analysis table; the coach's buttons ten wheel clicks down. Now:
    one scroll area, nothing sideways, the buttons with the end screen's own, in sight."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QAbstractScrollArea

    from roller_desktop.ui.shell.settings import TEXT_SCALES

    i18n.install_translator(qapp, "sv")
    settings.text_scale = TEXT_SCALES[-1]
    window = small_laptop_window(qtbot, store, settings, recorder_open, dice)
    screen = play_one_round(qtbot, window, store, dice)
    panel, analysis = screen.coach_panel, screen.analysis_panel
    qtbot.waitUntil(lambda: panel.graph.graph is not None, timeout=20_000)
    qtbot.waitUntil(lambda: analysis.analysis is not None, timeout=20_000)
    column = screen.main_column
    assert screen.after.isVisible()
    assert not [a for a in column.findChildren(QAbstractScrollArea) if a.isVisible()]
    qtbot.waitUntil(lambda: column.width() <= screen.main_scroll.viewport().width())
    assert "<table" not in analysis.text()  # too wide for the column: the figures stacked
    assert analysis.width() <= screen.main_scroll.viewport().width()
    assert "De dyraste besluten" in panel.moment.text()
    for label in (screen.summary, panel.books, panel.moment, analysis):
        qtbot.waitUntil(lambda label=label: label.height() >= label.heightForWidth(label.width()))
    shown = QRect(0, 0, window.width(), window.height())
    for button in screen.coach_buttons.values():
        assert button.isVisible() and not screen.main_scroll.isAncestorOf(button)
        where = QRect(button.mapTo(window, button.rect().topLeft()), button.size())
        assert shown.contains(where), where
    assert "Ctrl+G" in panel.sheet_button.text() and "Ctrl+O" in panel.replay_button.text()


def test_enter_on_the_graph_brings_the_moment_into_sight_at_the_largest_text(
    qtbot: Any, qapp: Any, store: Any, settings: Any, recorder_open: Any, dice: Any
) -> None:
    """1024×600 at the largest text: the end screen's column shows the graph and little more;
    the moment Enter shows under it must come into sight (it stayed below, out of sight)."""
    from roller_desktop.ui.shell.settings import TEXT_SCALES

    settings.text_scale = TEXT_SCALES[-1]
    window = small_laptop_window(qtbot, store, settings, recorder_open, dice)
    screen = play_one_round(qtbot, window, store, dice)
    panel = screen.coach_panel
    qtbot.waitUntil(lambda: panel.graph.graph is not None, timeout=20_000)
    area = screen.main_scroll  # the column's one scroll area
    graph = panel.graph
    area.ensureWidgetVisible(graph, 0, 0)  # as a person scrolls to it

    def in_sight() -> bool:  # the moment's start: all of it, or as much as the column holds
        top = panel.moment.mapTo(area.viewport(), panel.moment.rect().topLeft()).y()
        view = area.viewport().height()
        return top >= 0 and top + min(panel.moment.height(), view) <= view

    moment = panel.moment
    qtbot.waitUntil(  # laid out: the moment under the graph, as tall as its words
        lambda: (
            moment.y() > graph.geometry().bottom()
            and moment.height() >= moment.heightForWidth(moment.width())
        )
    )
    area.ensureWidgetVisible(graph, 0, 0)
    assert not in_sight()  # the costliest decisions are below, out of sight
    graph.setFocus()
    qtbot.keyClick(graph, Qt.Key.Key_End)
    qtbot.keyClick(graph, Qt.Key.Key_Left)
    with qtbot.waitSignal(graph.momentShown):
        qtbot.keyClick(graph, Qt.Key.Key_Return)
    qtbot.waitUntil(in_sight)
    assert panel.moment.text() == moment_text(graph.graph, graph.point())

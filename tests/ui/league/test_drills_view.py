"""Drills in the window: reached from the start screen (D) and from the player page, answered
by keys before the answer shows, graded and scheduled again."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from roller_desktop.store import drills as kept
from tests.store.helpers import players
from tests.store.test_drills import costly_match
from tests.ui.helpers import small_laptop_window


def key(qtbot: Any, window: Any, k: Qt.Key) -> None:
    target = QApplication.focusWidget()
    qtbot.keyClick(target if isinstance(target, QWidget) else window, k)


def test_a_drill_answered_by_keys_from_the_start_screen(
    qtbot: Any, store: Any, make_window: Any
) -> None:
    ids = players(store, "Åke", "Kari")
    match_id = costly_match(store, ids)
    window = make_window()
    key(qtbot, window, Qt.Key.Key_D)  # the start screen's Drills
    page = window._drills
    assert page is not None and window.stack.currentWidget() is page
    view = page.view
    qtbot.waitUntil(lambda: view.situation is not None)
    qtbot.waitUntil(view.dice.hasFocus)  # the window active again after the search's bar
    assert view.player_id == ids[0]  # the one with drills due
    assert "Åke, round 1 of 2" in view.question.text()
    assert view.dice.values() == [1, 2, 3, 4, 6, 6]
    assert not view.options.isVisible()  # no answer before the player's
    assert view.drill is not None and view.drill.event == 2
    # Throwing on without choosing dice is refused, and nothing is graded
    key(qtbot, window, Qt.Key.Key_T)
    assert view.grade is None and "Choose the dice" in view.refusal.text()
    key(qtbot, window, Qt.Key.Key_2)  # a 2 alone scores nothing: refused, nothing graded
    key(qtbot, window, Qt.Key.Key_B)
    assert view.grade is None and "do not score" in view.refusal.text()
    key(qtbot, window, Qt.Key.Key_2)  # chosen no more
    assert view.dice.selected_values() == []
    assert kept.player_drills(store, ids[0])[0].reviews == 0
    with qtbot.waitSignal(view.answered) as graded:
        key(qtbot, window, Qt.Key.Key_1)  # the 1
        key(qtbot, window, Qt.Key.Key_T)  # keep it and throw on: the best
    assert graded.args == ["right"]
    assert view.verdict.text().startswith("Right")
    assert "In the match: keep 1, bank" in view.verdict.text()
    assert view.options.isVisible() and view.options.rowCount() >= 2
    (drill,) = [d for d in kept.player_drills(store, ids[0]) if d.event == 2]
    assert (drill.match_id, drill.reviews, drill.last_grade) == (match_id, 1, "right")
    assert drill.due > view.drill.due  # scheduled on
    # Enter goes to the next one due, or says none is
    key(qtbot, window, Qt.Key.Key_Return)
    assert view.grade is None
    # Esc goes back to the start screen
    key(qtbot, window, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.start


def test_a_wrong_answer_and_the_player_pages_button(
    qtbot: Any, store: Any, make_window: Any
) -> None:
    ids = players(store, "Åke", "Kari")
    costly_match(store, ids)
    window = make_window()
    window.open_player(ids[0])
    page = window._player.page
    button = page.drills_button
    assert button.text() == "&Drills"  # nothing looked through yet
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    view = window._drills.view
    qtbot.waitUntil(lambda: view.situation is not None)
    qtbot.waitUntil(view.dice.hasFocus)
    assert view.player_id == ids[0]
    with qtbot.waitSignal(view.answered) as graded:
        view.dice.toggle(0)  # a click's toggle: the 1
        qtbot.mouseClick(view.bank_button, Qt.MouseButton.LeftButton)  # as in the match
    assert graded.args == ["wrong"]
    assert view.verdict.text().startswith("Wrong")
    key(qtbot, window, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window._player
    due, total = kept.drill_counts(store, ids[0])
    assert due == total - 1  # the one answered is due later
    assert button.text() == ("&Drills" if due == 0 else f"&Drills: {due} due")


def test_a_new_language_keeps_the_drills_page_and_its_player(
    qtbot: Any, qapp: Any, store: Any, make_window: Any, monkeypatch: Any
) -> None:
    from roller_desktop.ui.common import i18n
    from tests.ui.shell.test_languages import choose_language

    ids = players(store, "Åke", "Kari")
    costly_match(store, ids)
    players(store, "Anna")  # first by name: the page must keep Åke, not start from her
    window = make_window()
    window.open_drills(ids[0])
    try:
        choose_language(window, "sv", monkeypatch)
        page = window._drills
        assert window.stack.currentWidget() is page and page.heading.text() == "Övningar"
        qtbot.waitUntil(lambda: page.view.situation is not None)
        assert page.view.player_id == ids[0]
        assert page.view.bank_button.text() == "Behåll och stanna [B]"
        assert "rond 1 av 2" in page.view.question.text()
    finally:
        i18n.install_translator(qapp, "en")


def test_drill_ahead_by_its_key_once_none_is_due(qtbot: Any, store: Any, make_window: Any) -> None:
    """Enter after the last due drill says none is due and offers A (drill ahead): the key
    must still reach the page (the disabled Next button gave the focus away, out of it)."""
    ids = players(store, "Åke", "Kari")
    costly_match(store, ids)
    window = make_window()
    key(qtbot, window, Qt.Key.Key_D)
    view = window._drills.view
    qtbot.waitUntil(lambda: view.situation is not None)
    qtbot.waitUntil(view.dice.hasFocus)
    while view.situation is not None:
        best = list(view.situation.best.choice.dice)
        values = view.dice.values()
        for die in best:  # the best dice, chosen by their keys
            index = next(
                i
                for i, v in enumerate(values)
                if v == die and i not in view.dice.selected_indices()
            )
            key(qtbot, window, Qt.Key(Qt.Key.Key_1 + index))
        with qtbot.waitSignal(view.answered):
            key(qtbot, window, Qt.Key.Key_B if view.situation.best.choice.bank else Qt.Key.Key_T)
        key(qtbot, window, Qt.Key.Key_Return)
    assert view.ahead_button.isVisible() and "Drill ahead [A]" in view.question.text()
    focus = QApplication.focusWidget()
    assert focus is not None and view.isAncestorOf(focus)
    key(qtbot, window, Qt.Key.Key_A)
    assert view.situation is not None and view.grade is None  # a drill not due, asked anyway


def test_the_next_drill_is_asked_from_its_first_line_at_the_largest_text(
    qtbot: Any, store: Any, settings: Any, recorder_open: Any, dice: Any
) -> None:
    """1024×600 at the largest text: the answer is brought up into sight, and the next drill's
    question must then start in sight too (it kept the answer's scroll, its head cut off)."""
    from roller_desktop.ui.shell.settings import TEXT_SCALES

    ids = players(store, "Åke", "Kari")
    costly_match(store, ids)
    costly_match(store, ids)
    settings.text_scale = TEXT_SCALES[-1]
    window = small_laptop_window(qtbot, store, settings, recorder_open, dice)
    key(qtbot, window, Qt.Key.Key_D)
    view = window._drills.view
    qtbot.waitUntil(lambda: view.situation is not None)
    qtbot.waitUntil(view.dice.hasFocus)
    bar = view.scroll_area.verticalScrollBar()
    first = view.drill
    key(qtbot, window, Qt.Key.Key_1)
    with qtbot.waitSignal(view.answered):
        key(qtbot, window, Qt.Key.Key_B)
    qtbot.waitUntil(lambda: bar.value() > 0)  # the answer brought up, the question above
    key(qtbot, window, Qt.Key.Key_Return)
    assert view.situation is not None and view.drill != first and view.grade is None
    qtbot.waitUntil(lambda: bar.value() == 0)

"""The match history's player box with a long name chosen, at the largest text on 1024x600:
the name whole in the box (it showed "Karl-Gus", whole only in the list and the tooltip), the
filters in two rows for it; where even that has no room, shortened in the middle."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from roller_desktop.store import demo
from roller_desktop.ui.league.match_history import MatchHistoryView
from tests.ui.layout.scenes import LONG_NAMES

LONGEST = max(LONG_NAMES, key=len)  # "Karl-Gustav Ångström-Bergqvist", 30 letters


def history_at_the_largest_text(qtbot: Any, make_window: Any, store: Any) -> MatchHistoryView:
    ids = [store.add_player(name).id for name in LONG_NAMES[:4]]
    demo.fill_bulk(store, 4, seed=1, days=5, players=ids)
    window = make_window()
    window.settings.text_scale = 2.0
    window.apply_text_scale()
    window.resize(1024, 600)
    window.open_history()
    view = window._history.view
    assert isinstance(view, MatchHistoryView)
    qtbot.waitUntil(view.isVisible)
    return view


def whole(view: MatchHistoryView) -> bool:
    box = view.player_box
    inside = box.mapTo(view, box.rect().bottomRight()).x() <= view.width()
    return inside and box.shown_text() == box.currentText()


def test_a_long_name_chosen_is_whole_in_the_box(qtbot: Any, make_window: Any, store: Any) -> None:
    view = history_at_the_largest_text(qtbot, make_window, store)
    box = view.player_box
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_End)  # the last by name: the longest
    assert box.currentText() == LONGEST
    qtbot.waitUntil(lambda: whole(view))
    assert view.filter_bar.rows == 2 and box.toolTip() == LONGEST
    qtbot.keyClick(box, Qt.Key.Key_Home)  # Everybody: the box as narrow as before
    qtbot.waitUntil(lambda: box.width() < box.fontMetrics().horizontalAdvance(LONGEST))


def test_a_name_chosen_from_the_players_page_is_whole_too(
    qtbot: Any, make_window: Any, store: Any
) -> None:
    view = history_at_the_largest_text(qtbot, make_window, store)
    longest = next(p.id for p in store.players() if p.name == LONGEST)
    view.follow(longest)  # the box changed with its signals blocked
    assert view.player_box.currentText() == LONGEST
    qtbot.waitUntil(lambda: whole(view))


def test_where_there_is_no_room_the_name_is_shortened_in_the_middle(qtbot: Any) -> None:
    from roller_desktop.ui.common.widgets import ChosenTextBox

    box = ChosenTextBox(10)
    qtbot.addWidget(box)
    box.addItems(["Everybody", LONGEST])
    box.setCurrentIndex(1)
    assert box.sizeHint().width() > box.fontMetrics().horizontalAdvance(LONGEST)
    box.resize(box.sizeHint())
    assert box.shown_text() == LONGEST
    box.resize(box.sizeHint().width() // 2, box.sizeHint().height())
    shown = box.shown_text()
    assert shown.startswith("Karl") and shown.endswith("qvist") and "…" in shown

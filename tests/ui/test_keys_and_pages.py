"""Keys and quick pages (issue #11 item 10): the league page read again only when the league
changed, the Players page by keys, the start screen's list, the settings."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication


def test_the_league_is_read_again_only_after_a_change(
    qtbot: Any, make_window: Any, store: Any
) -> None:
    store.add_player("Anna")
    window = make_window()
    window.open_league()
    view = window.league.view
    calls: list[int] = []
    original = view.refresh

    def counted() -> None:
        calls.append(1)
        original()

    view.refresh = counted
    for _ in range(3):  # back and forth: nothing written, nothing read again
        window.show_start()
        window.open_league()
    assert calls == []
    store.add_player("Bo")  # the league changed
    window.show_start()
    window.open_league()
    assert calls == [1]
    assert window.stack.currentWidget() is window.league


def test_the_league_page_is_made_in_idle_time(qtbot: Any, make_window: Any, store: Any) -> None:
    window = make_window()
    assert window.league is None
    window.prepare_in_idle(0)
    qtbot.waitUntil(lambda: window.league is not None)
    assert window.stack.currentWidget() is window.start  # made, not shown
    window.open_league()
    assert window.stack.currentWidget() is window.league
    QApplication.processEvents()

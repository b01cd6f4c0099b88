"""The league page on a small screen at the largest text: the table gets the room, the
rating's four lines of note wait behind a button beside the tabs (it showed 3½ rows)."""

from __future__ import annotations

from typing import Any

from roller_desktop.ui.league.league_model import rating_text
from roller_desktop.ui.shell.settings import TEXT_SCALES
from tests.ui.helpers import click, press


def _league_page(qtbot: Any, make_window: Any, settings: Any, scale: float) -> Any:
    """The league page at 1024×600 (after the window is shown: the offscreen screen is
    800 px wide) at this text size, as the program's own base text has it (9 pt)."""
    window = make_window()
    settings.text_scale = scale
    window.apply_text_scale()
    window.resize(1024, 600)
    press(qtbot, window.start, "l")
    qtbot.waitUntil(lambda: window.league is not None and window.league.isVisible())
    return window.league.view


def test_at_the_largest_text_the_table_has_the_room_and_the_note_waits(
    qtbot: Any, make_window: Any, settings: Any
) -> None:
    view = _league_page(qtbot, make_window, settings, TEXT_SCALES[-1])
    table = view.tables["roller"]
    rows = table.viewport().height() / table.verticalHeader().defaultSectionSize()
    assert rows >= 5  # 2½ with the note open (the note takes four lines)
    rating = rating_text("roller")
    assert rating not in view.explanation.text()
    assert "Order: rating" in view.explanation.text()  # the short part stays
    assert view.rating_button.isVisible() and view.rating_button.toolTip() == rating
    click(qtbot, view.rating_button)  # the reader asks: the note opens under the table
    assert rating in view.explanation.text()


def test_at_the_usual_text_the_note_is_shown_whole(
    qtbot: Any, make_window: Any, settings: Any
) -> None:
    view = _league_page(qtbot, make_window, settings, TEXT_SCALES[0])
    assert rating_text("roller") in view.explanation.text()
    assert view.rating_button.isChecked()

"""The felt's caption (what to do now) at the largest text on 1024x600: held over the scrolled
play column while real dice are typed, and giving way whole, never cut, to a refusal under the
felt where there is no room for both beside the dice; back once the refusal is gone."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget

from tests.ui.helpers import press, select_faces
from tests.ui.play.test_play_screens import enter, typed
from tests.ui.play.test_resume_undo_real_dice import start_roller


def seen_of(widget: QWidget) -> QRect:
    """The part of `widget` its parents show (a scroll area's viewport too), in the window."""
    rect = QRect(widget.mapTo(widget.window(), QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and not parent.isWindow():
        rect = rect.intersected(QRect(parent.mapTo(widget.window(), QPoint(0, 0)), parent.size()))
        parent = parent.parentWidget()
    return rect


def whole_in_sight(widget: QWidget) -> bool:
    seen = seen_of(widget)
    return widget.isVisible() and seen.height() >= widget.height() - 1


def test_the_caption_stays_over_the_faces_and_gives_way_to_a_refusal(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window()
    window.settings.text_scale = 2.0
    window.apply_text_scale()
    window.resize(1024, 600)
    screen = start_roller(qtbot, window, ["Anna-Lena Fjällström", "Bo", "Cilla"], real=True)
    caption = screen.table_caption
    bar = screen.main_scroll.verticalScrollBar()
    typed(qtbot, "1 1 1 4 6 2")
    enter(qtbot)
    select_faces(qtbot, screen, [1])
    press(qtbot, screen, "k")  # the next throw's faces are typed now
    typed(qtbot, "3 5")
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    assert caption.text().startswith("Throw 5 dice")
    assert whole_in_sight(caption) and whole_in_sight(screen.faces.edit)
    typed(qtbot, " 2 2 4")
    enter(qtbot)
    press(qtbot, screen, "b")  # nothing chosen: refused
    message = screen.message
    assert message.property("refusal") and message.text()
    qtbot.waitUntil(lambda: screen.felt_top.isHidden())  # no room for the caption too
    qtbot.waitUntil(lambda: whole_in_sight(message) and whole_in_sight(screen.dice))
    assert not caption.isVisible()  # given way whole, not cut
    select_faces(qtbot, screen, [5])  # a scoring die: the refusal is gone, the caption back
    qtbot.waitUntil(lambda: not screen.felt_top.isHidden())
    QApplication.processEvents()
    assert not message.text() and whole_in_sight(caption)
    assert caption.text().startswith("Choose the dice to keep")

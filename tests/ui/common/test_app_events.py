"""A dialog opened at a large text on a small screen stays on the screen (Qt's file dialog
remembered a size that put its name field and buttons below the edge)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialog


def test_a_dialog_larger_than_the_screen_is_shown_within_it(qtbot: Any, make_window: Any) -> None:
    window = make_window()  # the program's window installs the application's filter
    dialog = QDialog(window)
    qtbot.addWidget(dialog)
    free = window.screen().availableGeometry()
    dialog.resize(free.width() + 300, free.height() + 200)
    dialog.move(free.left() + 100, free.top() + 100)
    dialog.show()
    qtbot.waitExposed(dialog)
    frame = dialog.frameGeometry()
    assert frame.width() <= free.width() and frame.height() <= free.height()
    assert free.contains(frame)

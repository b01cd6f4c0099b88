"""Driving the window in tests: keys, clicks on dice and buttons, waiting for the screen."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QWidget

KEYS = {
    "1": Qt.Key.Key_1,
    "2": Qt.Key.Key_2,
    "3": Qt.Key.Key_3,
    "4": Qt.Key.Key_4,
    "5": Qt.Key.Key_5,
    "6": Qt.Key.Key_6,
    "space": Qt.Key.Key_Space,
    "enter": Qt.Key.Key_Return,
    "b": Qt.Key.Key_B,
    "k": Qt.Key.Key_K,
    "l": Qt.Key.Key_L,
    "u": Qt.Key.Key_U,
    "esc": Qt.Key.Key_Escape,
    "n": Qt.Key.Key_N,
    "r": Qt.Key.Key_R,
    "h": Qt.Key.Key_H,
    "p": Qt.Key.Key_P,
    "del": Qt.Key.Key_Delete,
    "down": Qt.Key.Key_Down,
}


def press(qtbot: Any, widget: QWidget, *keys: str) -> None:
    for key in keys:
        qtbot.keyClick(widget, KEYS[key])


def click(qtbot: Any, button: QWidget) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def click_die(qtbot: Any, view: Any, index: int) -> None:
    rect = view.die_rect(index) if hasattr(view, "die_rect") else view._rect(index)
    centre = rect.center()
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPoint(int(centre.x()), int(centre.y())))


def select_faces(qtbot: Any, screen: Any, faces: list[int]) -> None:
    """Select dice showing these faces with keys 1-6 (the first free die of each face)."""
    values = list(screen.dice.values()) if hasattr(screen.dice, "values") else screen.dice._values
    taken: set[int] = set()
    for face in faces:
        index = next(i for i, v in enumerate(values) if v == face and i not in taken)
        taken.add(index)
        press(qtbot, screen, str(index + 1))


def small_laptop_window(
    qtbot: Any, store: Any, settings: Any, recorder_open: Any, dice: Any
) -> Any:
    """The main window at 1024×600 on a 12 pt base text (the settings' text size on top),
    shown and active, as a small cabin laptop has it."""
    from roller_desktop.ui.shell.main_window import MainWindow

    window = MainWindow(store, settings, recorder_open, lambda: dice, base_font_size=12.0)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window

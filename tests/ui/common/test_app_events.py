"""A dialog opened at a large text on a small screen stays on the screen (Qt's file dialog
remembered a size that put its name field and buttons below the edge); the keyboard comes back
to the window after a window of its own closes, and after Esc leaves the menu bar."""

from __future__ import annotations

import warnings
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from roller_desktop.ui.common import app_events


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


def test_the_window_takes_the_keyboard_back_when_a_window_of_its_own_closes(
    qtbot: Any, make_window: Any
) -> None:
    """With no window manager nothing gave the keyboard back after Esc on the first-run help
    (or the print preview): N went nowhere until a click."""
    window = make_window()
    helper = QDialog(window)  # not modal, as the help and the preview
    qtbot.addWidget(helper)
    helper.show()
    helper.activateWindow()
    qtbot.waitUntil(helper.isActiveWindow)
    helper.close()
    qtbot.waitUntil(window.isActiveWindow)
    assert QApplication.activeWindow() is window


def test_a_window_closing_leaves_another_active_window_alone(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    first, second = QDialog(window), QDialog(window)
    for dialog in (first, second):
        qtbot.addWidget(dialog)
        dialog.show()
    second.activateWindow()
    qtbot.waitUntil(second.isActiveWindow)
    first.close()
    qtbot.wait(50)  # the return runs on the next turn of the event loop
    assert QApplication.activeWindow() is second


def test_esc_on_the_menu_bar_gives_the_keyboard_back_to_the_page(
    qtbot: Any, make_window: Any
) -> None:
    """Alt+S, Esc, Esc (or Alt, Esc) with nothing focused before: Qt left the keyboard with
    the menu bar, and the page's keys (B, N) did nothing until a click. (Alt alone puts the bar
    in the same keyboard mode as a menu closed by Esc; a real menu's popup leaves offscreen Qt
    an activation of its own that X does not have.)"""
    window = make_window()
    page = window.stack.currentWidget()
    focused = QApplication.focusWidget()
    if focused is not None:
        focused.clearFocus()
    bar = window.menuBar()
    QTest.keyPress(window, Qt.Key.Key_Alt, Qt.KeyboardModifier.AltModifier)
    QTest.keyRelease(window, Qt.Key.Key_Alt)
    assert bar.hasFocus()  # the bar's keyboard mode, "Game" marked
    QTest.keyClick(bar, Qt.Key.Key_Escape)

    def on_the_page() -> bool:
        focused = QApplication.focusWidget()
        return focused is page or (focused is not None and page.isAncestorOf(focused))

    qtbot.waitUntil(on_the_page)
    assert window.isActiveWindow()


def test_a_dialog_shown_without_its_own_loop_takes_the_keyboard(
    qtbot: Any, make_window: Any
) -> None:
    """With no window manager F1's help opened without the keyboard: Esc went to the page
    behind it (Qt activates a modal dialog; one merely shown waited for a window manager).
    Offscreen every shown window is activated, so what is held is the asking."""
    window = make_window()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    helper = QDialog(window)  # not modal, as the help and the odds
    qtbot.addWidget(helper)
    asked: list[bool] = []
    helper.activateWindow = lambda: asked.append(True)  # type: ignore[method-assign]
    helper.show()
    qtbot.waitUntil(lambda: bool(asked))
    modal = QDialog(window)
    qtbot.addWidget(modal)
    modal.setModal(True)
    modal.activateWindow = lambda: asked.append(False)  # type: ignore[method-assign]
    modal.show()
    qtbot.wait(50)  # asked on the next turn of the event loop, if at all
    assert asked == [True]


def test_a_refused_request_for_the_keyboard_is_made_once_more(
    qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With no window manager Qt stamps its request with the time of the last X event it saw;
    after another program focused a window at "now", X refused it. The first request brings
    Qt a newer time (held under a real X server by tests/e2e/test_no_window_manager.py)."""
    window = make_window()
    asked: list[bool] = []
    window.activateWindow = lambda: asked.append(True)  # type: ignore[method-assign]
    monkeypatch.setattr(QApplication, "activeWindow", staticmethod(lambda: None))
    app_events.activate(window)
    assert asked == [True]
    qtbot.waitUntil(lambda: len(asked) == 2)
    monkeypatch.undo()
    asked.clear()
    app_events.activate(window)  # the window has the keyboard: asked once
    qtbot.wait(app_events.AGAIN_MS + 100)
    assert asked == [True]


def test_a_window_activated_after_it_closed_gives_the_keyboard_back(
    qtbot: Any, make_window: Any
) -> None:
    """A click on the first-run help's Close under X with no window manager: the press asks
    to activate the help, the release closes it, and the activation comes after the close
    (the main window still active when it closed). The keyboard then fell to the root
    window, and the first Ctrl+H went nowhere. Offscreen the late activation is said to Qt
    the old way, which X's focus does not follow: what is held is the window's asking."""
    window = make_window()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    helper = QDialog(window)  # not modal, as the help
    qtbot.addWidget(helper)
    helper.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)  # as at the first start
    helper.show()
    qtbot.waitExposed(helper)
    helper.close()
    qtbot.wait(20)
    assert QApplication.activeWindow() is window  # it closed while the window had the keys
    asked: list[bool] = []
    window.activateWindow = lambda: asked.append(True)  # type: ignore[method-assign]
    with warnings.catch_warnings():  # Qt's own way to say which window is active (deprecated)
        warnings.simplefilter("ignore", DeprecationWarning)
        QApplication.setActiveWindow(helper)  # the press's activation, late
    qtbot.waitUntil(lambda: bool(asked))


def test_a_window_clicked_without_the_keyboard_and_closed_has_it_given_home(
    qtbot: Any, qapp: QApplication, make_window: Any
) -> None:
    """A click on the help's Close while the main window had the keyboard: Qt asks X to focus
    the help at the press, the release closes it, and X may focus it after it closed, when the
    main window still looks active (and Qt may never say the help was activated): with no
    window manager nobody had the keyboard. The window that looks active asks again (after
    the press's request); a window closed otherwise leaves the active window alone."""
    window = make_window()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    helper = QDialog(window)  # not modal, as the help
    qtbot.addWidget(helper)
    helper.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)  # as at the first start
    helper.show()
    qtbot.waitExposed(helper)
    events = qapp.findChild(app_events.AppEvents)
    assert events is not None
    QTest.mousePress(helper, Qt.MouseButton.LeftButton)
    assert events.clicked is helper  # pressed without the keyboard
    helper.hide()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    asked: list[bool] = []
    window.activateWindow = lambda: asked.append(True)  # type: ignore[method-assign]
    app_events.keyboard_home(helper, window)
    assert asked == []  # closed otherwise: the active window is left alone
    app_events.keyboard_home(helper, window, clicked=True)
    assert asked == [True]


# ---- the wheel over a choice or a number in a page that scrolls ----------------------------


def _form(qtbot: Any) -> tuple[Any, Any, Any]:
    """A scrolling form (a page taller than its area) with a spin box in its middle: the
    area, the spin box, and a line edit above it (where the keeper types first)."""
    from PySide6.QtWidgets import QLineEdit, QScrollArea, QSpinBox, QVBoxLayout, QWidget

    page = QWidget()
    column = QVBoxLayout(page)
    first = QLineEdit()
    column.addWidget(first)
    column.addSpacing(400)
    spin = QSpinBox()
    spin.setRange(0, 20000)
    spin.setSingleStep(50)
    spin.setValue(10000)
    column.addWidget(spin)
    column.addSpacing(900)
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setWidget(page)
    area.resize(300, 300)
    qtbot.addWidget(area)
    area.show()
    qtbot.waitExposed(area)
    area.ensureWidgetVisible(spin)
    return area, spin, first


def _wheel(widget: Any, notches: int = -1) -> None:
    """One notch of the wheel (down) over the middle of `widget`."""
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent

    middle = QPointF(widget.rect().center())
    event = QWheelEvent(
        middle,
        QPointF(widget.mapToGlobal(middle.toPoint())),
        QPoint(),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def test_the_wheel_over_a_number_without_the_keyboard_scrolls_the_page(
    qtbot: Any, make_window: Any
) -> None:
    make_window()  # the program's window installs the application's filter
    area, spin, first = _form(qtbot)
    first.setFocus()
    bar = area.verticalScrollBar()
    before = bar.value()
    for _ in range(3):
        _wheel(spin)
    assert spin.value() == 10000
    assert bar.value() > before  # the page went on down
    assert not spin.hasFocus()


def test_a_number_tab_gave_the_keyboard_is_not_turned_by_the_wheel(
    qtbot: Any, make_window: Any
) -> None:
    """The keeper's case: Tab to the WW limit, then the wheel to scroll the setup down."""
    make_window()
    area, spin, _first = _form(qtbot)
    area.activateWindow()
    spin.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(spin.hasFocus)
    bar = area.verticalScrollBar()
    before = bar.value()
    for _ in range(8):
        _wheel(spin)
    assert spin.value() == 10000
    assert bar.value() > before


def test_a_number_clicked_turns_with_the_wheel(qtbot: Any, make_window: Any) -> None:
    make_window()
    area, spin, _first = _form(qtbot)
    area.activateWindow()
    edit = spin.lineEdit()
    QTest.mouseClick(edit, Qt.MouseButton.LeftButton, pos=edit.rect().center())
    qtbot.waitUntil(spin.hasFocus)
    bar = area.verticalScrollBar()
    before = bar.value()
    _wheel(spin)
    assert spin.value() == 9950
    assert bar.value() == before

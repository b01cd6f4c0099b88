"""One long job under a progress bar (ui/common/background.py): its work runs in a worker
thread while the event loop turns; a key pressed meanwhile is not let through to the window
(it could start work that conflicts) but given after the work, a click is dropped and brings the
bar, which names the work, up at once; the job's result and its error come back to the caller
in the GUI thread."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLineEdit

from roller_desktop.ui.common import background
from roller_desktop.ui.common.background import ProgressBar


def test_the_work_runs_in_a_worker_and_keys_meanwhile_come_after_it(qtbot: Any) -> None:
    field = QLineEdit()
    qtbot.addWidget(field)
    field.show()
    field.activateWindow()  # the keys typed ahead go where the keyboard is after the work
    qtbot.waitUntil(field.isActiveWindow)
    field.setFocus()
    bar = ProgressBar("Merging the players…", field)
    typed = threading.Event()
    seen: dict[str, Any] = {}

    def job(report: Any) -> int:
        seen["thread"] = threading.current_thread()
        report(1, 3)
        typed.wait(timeout=30)  # the work goes on until the keys were pressed
        report(3, 3)
        return 42

    def press() -> None:
        qtbot.keyClicks(field, "ab")  # typed ahead, before the bar is up
        seen["meanwhile"] = field.text()
        seen["visible"] = bar.dialog.isVisible()
        typed.set()

    QTimer.singleShot(10, press)  # in the GUI thread, while the job runs
    assert bar.run(job) == 42
    bar.close()
    assert seen["thread"] is not threading.main_thread()
    assert seen["meanwhile"] == ""  # held from the window while the work ran
    assert seen["visible"] is False  # a key typed ahead is no reason to show the bar
    assert field.text() == ""  # given once the event loop turns, after the caller's own work
    qtbot.waitUntil(lambda: field.text() == "ab")  # in the order typed
    assert bar.dialog.labelText() == "Merging the players…"
    assert bar.steps == 2
    qtbot.keyClick(field, Qt.Key.Key_C)
    assert field.text() == "abc"  # the window has its keys back


def test_a_click_meanwhile_brings_the_bar_up_and_keys_at_the_bar_are_dropped(qtbot: Any) -> None:
    field = QLineEdit()
    qtbot.addWidget(field)
    field.show()
    field.setFocus()
    bar = ProgressBar("Merging the players…", field)
    typed = threading.Event()
    seen: dict[str, Any] = {}

    def press() -> None:
        qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
        seen["visible"] = bar.dialog.isVisible()
        qtbot.keyClicks(field, "xy")  # at the bar, which names the work: not typed ahead
        typed.set()

    QTimer.singleShot(10, press)
    bar.run(lambda _report: typed.wait(timeout=30))
    bar.close()
    assert seen["visible"] is True  # the click brought the bar, the reason, up at once
    assert not background._TYPING_AHEAD  # no key kept to give
    qtbot.keyClick(field, Qt.Key.Key_C)
    assert field.text() == "c"


def test_the_bar_comes_up_soon_for_a_job_that_reports_nothing(qtbot: Any) -> None:
    """A backup or a restore of a large league says nothing of its progress: its bar came up
    after Qt's four seconds, not SHOWN_AFTER_MS (nothing on screen after 'Restore' at start)."""
    from roller_desktop.ui.common.background import SHOWN_AFTER_MS

    bar = ProgressBar("Backing up the league…", None)
    running = threading.Event()
    timers: list[int] = []

    def look() -> None:  # in the GUI thread while the job runs: the bar's timer to show it
        timers.extend(t.interval() for t in bar.dialog.findChildren(QTimer) if t.isActive())
        running.set()

    QTimer.singleShot(0, look)
    bar.run(lambda report: running.wait(timeout=10))
    bar.close()
    assert timers == [SHOWN_AFTER_MS]
    assert _will_not_come_up(bar)


def test_the_jobs_error_is_raised_in_the_gui_thread(qtbot: Any) -> None:
    bar = ProgressBar("Importing…", None)

    def job(report: Any) -> None:
        threading.Event().wait(0.2)  # long enough that the event loop turns
        raise ValueError("a refusal")

    with pytest.raises(ValueError, match="a refusal"):
        bar.run(job)
    bar.close()


def test_the_bar_takes_the_window_text_size(qtbot: Any) -> None:
    from PySide6.QtWidgets import QWidget

    window = QWidget()
    qtbot.addWidget(window)
    font = window.font()
    font.setPointSizeF(font.pointSizeF() * 2)  # View → Larger text
    window.setFont(font)
    field = QLineEdit(window)
    bar = ProgressBar("Importing…", field)
    assert bar.dialog.font().pointSizeF() == font.pointSizeF()


def _will_not_come_up(bar: ProgressBar) -> bool:
    """Hidden, and no timer of the bar's own (QProgressDialog's minimum duration) running
    that would bring it up later."""
    return not bar.dialog.isVisible() and not any(
        timer.isActive() for timer in bar.dialog.findChildren(QTimer)
    )


def test_the_bar_is_gone_for_good_once_its_job_ended(qtbot: Any) -> None:
    # Callers say a refusal in their `except` (a modal message) before their `finally`
    # closes the bar: the bar's own timer then brought it up over the message, modal too,
    # and the message's OK took no key or click: the program had to be killed (seen under
    # Xvfb: File → Import protocols… with a bad line, 4 s after the message came).
    from PySide6.QtWidgets import QWidget

    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    bar = ProgressBar("Checking the protocols…", window)

    def refused(report: Any) -> None:
        raise ValueError("Line 3, column r2: 475 points cannot be")

    with pytest.raises(ValueError):
        bar.run(refused)
    assert _will_not_come_up(bar)  # before the caller's `finally`

    done = ProgressBar("Exporting…", window)
    assert done.run(lambda report: 7) == 7
    assert _will_not_come_up(done)


def test_a_report_that_arrives_after_the_job_ended_does_not_bring_the_bar_back(
    qtbot: Any,
) -> None:
    # A quick job's reports are queued to the GUI thread and arrive after it ended, in the
    # event loop of what follows: setValue(0) would start the bar's timer again.
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QWidget

    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    bar = ProgressBar("Checking the protocols…", window)

    def job(report: Any) -> str:
        report(0, 10)  # from the worker: queued
        report(10, 10)
        return "checked"

    assert bar.run(job) == "checked"
    QCoreApplication.processEvents()  # the queued reports arrive now
    assert _will_not_come_up(bar)


def test_a_message_put_up_after_the_work_gets_no_key_typed_ahead(qtbot: Any) -> None:
    """A refusal said in a message after the work: a Return typed ahead would close it unread
    (and keys given under it would reach the window it blocks)."""
    from PySide6.QtWidgets import QMessageBox

    field = QLineEdit()
    qtbot.addWidget(field)
    field.show()
    field.activateWindow()
    qtbot.waitUntil(field.isActiveWindow)
    field.setFocus()
    bar = ProgressBar("Importing…", field)
    typed = threading.Event()

    def press() -> None:
        qtbot.keyClicks(field, "a")
        qtbot.keyClick(field, Qt.Key.Key_Return)
        typed.set()

    QTimer.singleShot(10, press)
    bar.run(lambda _report: typed.wait(timeout=30))
    bar.close()
    message = QMessageBox(QMessageBox.Icon.Warning, "Import", "Refused.", parent=field)
    message.open()  # modal, as the caller's refusal
    qtbot.waitUntil(lambda: not background._TYPING_AHEAD)
    assert message.isVisible() and field.text() == ""
    message.close()

"""One long job under a progress bar (ui/common/background.py): its work runs in a worker
thread while the event loop turns; a key pressed meanwhile is not let through to the window
(it could start work that conflicts) and brings the bar, which names the work, up at once; the
job's result and its error come back to the caller in the GUI thread."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLineEdit

from roller_desktop.ui.common.background import ProgressBar


def test_the_work_runs_in_a_worker_and_keys_meanwhile_bring_the_bar_up(qtbot: Any) -> None:
    field = QLineEdit()
    qtbot.addWidget(field)
    field.show()
    field.setFocus()
    bar = ProgressBar("Merging the players…", field)
    typed = threading.Event()
    seen: dict[str, Any] = {}

    def job(report: Any) -> int:
        seen["thread"] = threading.current_thread()
        report(1, 3)
        typed.wait(timeout=30)  # the work goes on until the key was pressed
        report(3, 3)
        return 42

    def press() -> None:
        qtbot.keyClick(field, Qt.Key.Key_A)
        seen["visible"] = bar.dialog.isVisible()
        typed.set()

    QTimer.singleShot(10, press)  # in the GUI thread, while the job runs
    assert bar.run(job) == 42
    bar.close()
    assert seen["thread"] is not threading.main_thread()
    assert field.text() == ""  # held from the window while the work ran
    assert seen["visible"] is True  # and the bar named the work at once
    assert bar.dialog.labelText() == "Merging the players…"
    assert bar.steps == 2
    qtbot.keyClick(field, Qt.Key.Key_A)
    assert field.text() == "a"  # the window has its keys back


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

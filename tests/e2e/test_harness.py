"""The harness itself: a crash, a hang, a failed check and a Qt warning of the program each
fail the test with the program's output, and never hang the test run."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pytest

from tests.e2e.person import Person

if TYPE_CHECKING:
    from tests.e2e.harness import Program


def segfault(person: Person) -> None:
    import ctypes

    person.gui(lambda: ctypes.string_at(0))  # reads address 0 in the GUI thread


def hang(person: Person) -> None:
    person.press("Esc")  # the first-run help
    person.gui(lambda: QTimerLater(lambda: time.sleep(600)))
    person.title()  # the GUI thread sleeps: no answer


def QTimerLater(fn: object) -> None:
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, fn)  # type: ignore[arg-type]


def wrong(person: Person) -> None:
    assert person.title() == "Something else", "the scenario's own check"


def asks_itself(person: Person) -> None:
    person.press("Esc")  # the first-run help
    # The condition runs in the GUI thread; a Person method there would wait for itself.
    person.wait_until(lambda: person.title() == "never", 5, "a condition that asks the person")


def qt_warning(person: Person) -> None:
    from PySide6.QtCore import qWarning

    person.gui(lambda: qWarning("a warning from inside the program"))


def test_a_crash_fails_with_the_stack(program: Program) -> None:
    with pytest.raises(pytest.fail.Exception, match="crashed") as failure:
        program.run(segfault, timeout=30)
    assert "Fatal Python error: Segmentation fault" in str(failure.value)


def test_a_hang_fails_with_every_thread(program: Program) -> None:
    program.extra_env = {"E2E_GUI_ANSWER_S": "3"}
    started = time.monotonic()
    with pytest.raises(pytest.fail.Exception, match="hung") as failure:
        program.run(hang, timeout=30)
    assert "in hang" in str(failure.value)  # the scenario thread's stack
    assert time.monotonic() - started < 30


def test_a_failed_check_fails_with_its_message(program: Program) -> None:
    with pytest.raises(pytest.fail.Exception, match="the scenario's own check") as failure:
        program.run(wrong, timeout=30)
    assert "screenshot:" in str(failure.value)


def test_a_qt_warning_fails(program: Program) -> None:
    with pytest.raises(pytest.fail.Exception, match="a warning from inside the program"):
        program.run(qt_warning, timeout=30)


def test_a_person_method_in_the_gui_thread_fails_at_once_instead_of_hanging(
    program: Program,
) -> None:
    program.extra_env = {"E2E_GUI_ANSWER_S": "5"}  # a deadlock ends as "hung" within this
    with pytest.raises(pytest.fail.Exception, match="the scenario failed") as failure:
        program.run(asks_itself, timeout=60)
    assert "WrongThread" in str(failure.value) and "in the GUI thread" in str(failure.value)

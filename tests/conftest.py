"""What every test shares: the background checks of backup copies (store/backup_checks.py)
end with the test that started them, so that no test sees another's verdicts arrive; and one
QApplication per process, made first. tools/test runs the tests on pytest-xdist's workers, each
of which runs any mix of modules in any order: what one test leaves in the process must not
depend on which ran before."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest


@pytest.fixture(autouse=True)
def _workers_deliver() -> None:
    """A test that ran the program's window (launch.run_window) closed the couriers at its
    end, as the program does: the next test's workers deliver again."""
    from roller_desktop.ui.common.background import open_couriers

    open_couriers()


@pytest.fixture(autouse=True)
def _backup_checks_end_with_the_test() -> Iterator[None]:
    yield
    from roller_desktop.store.backup_checks import wait_for_checks

    wait_for_checks()


@pytest.fixture(scope="session", autouse=True)
def one_application_for_the_worker(qapp: Any) -> None:
    """pytest-qt's QApplication, made first. A PDF command run in the test's process (the
    commands' tests, tests/store/test_faults.py) makes a QGuiApplication when there is none
    (ui/printing/sheets.py), and the window's tests after it on that worker could then not
    have their QApplication (Qt allows one application object per process)."""


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """The e2e programs whose computer the controller's watch had to wake (a lost step: the
    program played on and the test passed, but the cause wants finding)."""
    woken = [
        value
        for reports in terminalreporter.stats.values()
        for report in reports
        for key, value in getattr(report, "user_properties", ())
        if key == "woken"
    ]
    if woken:
        terminalreporter.section("computers woken by the watch (a lost step)")
        for line in dict.fromkeys(woken):
            terminalreporter.write_line(str(line))

"""The layout audit prints its table at the end of the run (pytest's terminal summary)."""

from __future__ import annotations

from typing import Any

from tests.ui.layout import report


def pytest_terminal_summary(terminalreporter: Any) -> None:
    lines = report.table()
    if lines:
        terminalreporter.section("layout audit")
        for line in lines:
            terminalreporter.write_line(line)

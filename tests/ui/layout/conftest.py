"""The layout audit prints its table at the end of the run (pytest's terminal summary). Under
pytest-xdist the audit runs in a worker: the worker leaves its rows in a file the controller
reads (the worker's parent is the controller)."""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict
from pathlib import Path
from typing import Any

from tests.ui.layout import report


def _rows_file(controller_pid: int) -> Path:
    return Path(tempfile.gettempdir()) / f"roller-layout-audit-{controller_pid}.json"


def pytest_sessionfinish(session: Any) -> None:
    if report.ROWS and hasattr(session.config, "workerinput"):  # an xdist worker
        rows = [
            [scene, list(size), scale, asdict(cell)]
            for (scene, size, scale), cell in report.ROWS.items()
        ]
        path = _rows_file(os.getppid())
        old = json.loads(path.read_text()) if path.exists() else []
        path.write_text(json.dumps(old + rows))


def pytest_terminal_summary(terminalreporter: Any) -> None:
    path = _rows_file(os.getpid())
    if not report.ROWS and path.exists():  # the workers' rows
        for scene, size, scale, cell in json.loads(path.read_text()):
            report.ROWS[(scene, (size[0], size[1]), scale)] = report.Cell(**cell)
    path.unlink(missing_ok=True)
    lines = report.table()
    if lines:
        terminalreporter.section("layout audit")
        for line in lines:
            terminalreporter.write_line(line)

"""The program hands the GIL over to the window's thread far more often than Python's default
while a worker computes (issue 28 item 3: each of a repaint's calls into Python waited up to
the interval)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pytest

from roller_desktop.ui.common import responsive
from roller_desktop.ui.shell import launch


def test_the_program_runs_with_a_short_gil_handover(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = sys.getswitchinterval()
    seen: list[float] = []

    def run(args: argparse.Namespace) -> int:
        seen.append(sys.getswitchinterval())
        return 0

    monkeypatch.setattr(launch, "_open_and_run", run)
    sys.setswitchinterval(0.005)  # Python's default
    try:
        args = argparse.Namespace(database=str(tmp_path / "league.sqlite3"), smoke_test=True)
        assert launch.run_window(args) == 0
    finally:
        sys.setswitchinterval(before)
    assert seen == [responsive.HANDOVER]
    assert responsive.HANDOVER <= 0.001  # a fifth of Python's 5 ms at most

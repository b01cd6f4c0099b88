"""A second program on the same league file gets a clear message and changes nothing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from roller_desktop.store.database import open_store
from roller_desktop.store.errors import DatabaseInUse


def test_second_open_is_refused_until_the_first_closes(sqlite_path: Path) -> None:
    first = open_store(sqlite_path)
    first.add_player("Ola")
    with pytest.raises(DatabaseInUse, match="another"):
        open_store(sqlite_path)
    assert [p.name for p in first.players()] == ["Ola"]
    first.close()
    with open_store(sqlite_path) as again:
        assert [p.name for p in again.players()] == ["Ola"]


def test_another_process_is_refused(sqlite_path: Path) -> None:
    with open_store(sqlite_path) as store:
        store.add_player("Kari")
        code = (
            "import sys\n"
            "from roller_desktop.store.database import open_store\n"
            "from roller_desktop.store.errors import DatabaseInUse\n"
            "try:\n"
            f"    open_store({str(sqlite_path)!r})\n"
            "except DatabaseInUse as e:\n"
            "    print(e); sys.exit(3)\n"
        )
        result = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, timeout=60
        )
        assert result.returncode == 3, result.stderr
        assert "open in another" in result.stdout
        assert [p.name for p in store.players()] == ["Kari"]

"""The commands that only read work while a writer (the window) has the league open and writes:
each sees the league as it was at its first read, whatever is committed meanwhile."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage
from sqlalchemy import Engine, event

from roller_desktop.app import main
from roller_desktop.store import database, demo
from roller_desktop.store.database import Store, open_store
from roller_desktop.ui.printing import sheets


@pytest.fixture
def league(tmp_path: Path) -> Path:
    path = tmp_path / "league.sqlite3"
    with open_store(path) as store:
        demo.fill_bulk(store, 3, seed=1)
    return path


@pytest.fixture
def writer(league: Path) -> Iterator[Store]:
    """The window: the league open for writing, its lock held."""
    with open_store(league, backup=False) as store:
        yield store


def write_something(store: Store, seed: int) -> None:
    """A finished match and a renamed player (a change of the keeper's log)."""
    demo.fill(store, 1, seed=seed)
    player = store.players()[0]
    store.rename_player(player.id, player.name + "x")


def mid_read(monkeypatch: pytest.MonkeyPatch, write: Callable[[], None]) -> list[int]:
    """While the list is empty, the writer commits `write` right after a reading command's
    first query (a BEGIN reads nothing yet), and the list counts it."""
    done: list[int] = []
    made = database.snapshot_engine

    def engine(path: Path) -> Engine:
        reader = made(path)

        @event.listens_for(reader, "after_cursor_execute")
        def _after(_c: Any, _cursor: Any, statement: str, *_args: Any) -> None:
            if not done and statement.lstrip().upper().startswith("SELECT"):
                done.append(1)
                write()

        return reader

    monkeypatch.setattr(database, "snapshot_engine", engine)
    return done


def sheets_written(monkeypatch: pytest.MonkeyPatch) -> list[QImage]:
    """What the PDFs written show, as images."""
    written: list[QImage] = []
    original = sheets.write_pdf

    def write_pdf(sheet: sheets.Sheet, path: str | Path) -> Path:
        written.append(sheets.render_image(sheet, dpi=60))
        return original(sheet, path)

    monkeypatch.setattr(sheets, "write_pdf", write_pdf)
    return written


COMMANDS = [
    ("league", "--season", "0", "--json"),
    ("history",),
    ("players",),
    ("log",),
    ("export", "OUT"),
    ("export-protocols", "OUT"),
    ("protocol", "--last", "--pdf", "OUT"),
    ("league", "--season", "0", "--pdf", "OUT"),
]


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c[:2]))
def test_a_reader_works_beside_a_writer_and_sees_one_moment(
    command: tuple[str, ...],
    league: Path,
    writer: Store,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    written = sheets_written(monkeypatch)
    seeds = iter(range(10, 20))

    def result() -> tuple[str, object]:
        out = tmp_path / "out.file"
        out.unlink(missing_ok=True)
        written.clear()
        args = [str(out) if a == "OUT" else a for a in command]
        assert main(["--database", str(league), *args]) == 0, capsys.readouterr().err
        if "--pdf" in command:
            assert out.stat().st_size > 0
            return "", written[-1]
        text = out.read_text(encoding="utf-8") if "OUT" in command else ""
        return capsys.readouterr().out, text

    writes = mid_read(monkeypatch, lambda: write_something(writer, next(seeds)))
    writes.append(0)  # not yet
    before = result()
    writes.clear()
    during = result()
    assert writes == [1]  # the writer committed while the command was reading
    assert during == before  # as the league was when the command began
    assert result() != before  # the next reading sees what was written


def test_writers_are_still_refused_beside_the_window(
    league: Path, writer: Store, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--database", str(league), "demo", "--matches", "1"]) == 1
    assert "open in another Roller window" in capsys.readouterr().err
    assert main(["--database", str(league), "players", "merge", "Kari", "Lisa"]) == 1
    assert "open in another Roller window" in capsys.readouterr().err


def test_a_reader_makes_no_backup_and_leaves_no_lock(
    league: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    backups = league.parent / "league-backups"
    before = sorted(p.name for p in backups.iterdir()) if backups.exists() else []
    with open_store(league, backup=False) as store:
        write_something(store, 3)
    assert main(["--database", str(league), "league", "--season", "0"]) == 0
    after = sorted(p.name for p in backups.iterdir()) if backups.exists() else []
    assert after == before
    with open_store(league, backup=False):  # no lock left behind by the reader
        pass


def test_a_matchs_mends_are_read_beside_the_window(
    league: Path, writer: Store, capsys: pytest.CaptureFixture[str]
) -> None:
    # `match mends` only reads, and was refused while the window had the league open: the
    # keeper checking a place just mended in the window was told to close it first.
    from datetime import datetime

    from roller_desktop.store import keeper
    from roller_desktop.store.queries import stats

    target = stats.match_history(writer)[0].id
    keeper.mend_match(writer, target, datetime(2025, 6, 1, 17, 30), "Husum")
    assert main(["--database", str(league), "match", "mends", target]) == 0
    assert "place - -> Husum" in capsys.readouterr().out

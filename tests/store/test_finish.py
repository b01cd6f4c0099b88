"""The one finish path (store/derived/finish.py): the only writer of the derived tables, and a
match moved in time is withdrawn and written again exactly."""

from __future__ import annotations

import ast
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import select

from roller_desktop.store.database import Store, open_store
from roller_desktop.store.models import Base
from roller_desktop.store.recorder import MatchRecorder

from .helpers import play_out, players, start

STORE = Path(__file__).resolve().parents[2] / "roller_desktop" / "store"
DERIVED = STORE / "derived"
# What writes the derived tables' rows: only derived/ may call these.
WRITERS = {
    "add_results",  # league days
    "rebuild_days",
    "add_rows",  # round tallies
    "rate_results",  # ratings
    "rebuild",
    "write_all",
    "seat_results",  # the per-seat results
}
DERIVED_TABLES = ("seat_results", "league_days", "round_tallies", "league_ratings")


def called_names(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name):
                names.add(func.id)
            elif isinstance(func, ast.Attribute):
                names.add(func.attr)
    return names


def test_only_the_derived_package_writes_the_derived_tables() -> None:
    outside = [
        path
        for path in STORE.rglob("*.py")
        if DERIVED not in path.parents and "migrations" not in path.parts
    ]
    assert outside, "the store's modules were not found"
    for path in outside:
        found = called_names(path) & WRITERS
        assert not found, f"{path.relative_to(STORE)} calls {sorted(found)}: use derived.finish"
        text = path.read_text(encoding="utf-8")
        for table in DERIVED_TABLES:
            assert f'tables["{table}"]' not in text, (
                f"{path.relative_to(STORE)} touches the table {table} itself"
            )


def test_the_check_would_see_a_writer(tmp_path: Path) -> None:
    module = tmp_path / "writer.py"
    module.write_text("def f(c, r):\n    league_days.add_results(c, r)\n    rate_results(c, r)\n")
    assert called_names(module) & WRITERS == {"add_results", "rate_results"}


def derived_rows(store: Store) -> dict[str, list[tuple[Any, ...]]]:
    """Every derived table's rows, without their own keys, in a fixed order."""
    rows: dict[str, list[tuple[Any, ...]]] = {}
    with store.engine.connect() as connection:
        for name in DERIVED_TABLES:
            table = Base.metadata.tables[name]
            columns = [c for c in table.c if c.name != "pk"]
            rows[name] = sorted(
                (tuple(row) for row in connection.execute(select(*columns))),
                key=repr,
            )
    return rows


def test_moving_a_match_there_and_back_leaves_every_derived_table_as_it_was(
    tmp_path: Path,
) -> None:
    with open_store(tmp_path / "league.sqlite3") as store:
        ids = players(store, "Ola", "Kari", "Åsa")
        played = []
        for seed in range(3):
            match_id = start(store, "roller", ids[seed:] + ids[:seed], {"rounds": 2})
            play_out(MatchRecorder.open(store, match_id), seed)
            played.append(match_id)
        race = start(store, "105", ids[:2], dice=1)
        play_out(MatchRecorder.open(store, race), 9)
        played.append(race)
        times = {m: store.load_match(m).finished for m in played}
        before = derived_rows(store)
        assert all(before[name] for name in DERIVED_TABLES)  # every table has rows to compare
        for match_id in played:
            store.move_match(match_id, datetime(2019, 6, 1, 12, 0))
        moved = derived_rows(store)
        assert moved != before
        for match_id in played:
            when = times[match_id]
            assert when is not None
            store.move_match(match_id, when)
        assert derived_rows(store) == before

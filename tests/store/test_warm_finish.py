"""The finish path's statements compiled ahead (store/warm_finish.py): nothing in the league
changes, and the next match to finish runs on statements compiled already."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import event, select

from roller_desktop.store.database import Store, open_store
from roller_desktop.store.models import Base
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.warm_finish import warm_finish

from .helpers import play_out, players, start

DERIVED_TABLES = ("seat_results", "league_days", "round_tallies", "league_ratings")


def derived_rows(store: Store) -> dict[str, list[Any]]:
    with store.session() as s:
        return {
            name: sorted(map(tuple, s.execute(select(Base.metadata.tables[name])).all()), key=repr)
            for name in DERIVED_TABLES
        }


def compiled_anew(store: Store) -> list[str]:
    """The statements compiled for the first time on the store's engine, from now on."""
    missed: list[str] = []

    @event.listens_for(store.engine, "after_cursor_execute")
    def note(
        _conn: Any, _cursor: Any, statement: str, _parameters: Any, context: Any, _many: bool
    ) -> None:
        if context is not None and context.cache_hit == context.dialect.CACHE_MISS:
            missed.append(statement)

    return missed


def league(path: Path) -> list[str]:
    with open_store(path, backup=False) as store:
        ids = players(store, "Åke", "Kari", "Ola")
        for seed in range(2):
            play_out(MatchRecorder.open(store, start(store, "roller", ids, {"rounds": 1})), seed)
        return ids


def test_warming_changes_nothing_in_the_league(tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    league(path)
    with open_store(path, backup=False) as store:
        before = derived_rows(store)
        assert all(before.values())
        assert warm_finish(store)
        assert derived_rows(store) == before


def test_the_first_finish_after_warming_compiles_nothing_of_the_finish(tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    ids = league(path)
    for warmed in (False, True):
        with open_store(path, backup=False) as store:  # a new engine: nothing compiled yet
            if warmed:
                assert warm_finish(store)
            missed = compiled_anew(store)
            recorder = MatchRecorder.open(store, start(store, "roller", ids[:2], {"rounds": 1}))
            play_out(recorder, 7)
            finish_statements = [s for s in missed if "league_days" in s or "seat_results" in s]
            assert bool(finish_statements) is not warmed, finish_statements

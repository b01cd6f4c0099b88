"""The start screen's list names a championship's match by its table: its championship, its
round and its table (TablePlace), from the store (SQLite and PostgreSQL) and from start-up's
quick reading alike; an ordinary match has none, and a finished table's match leaves the list."""

from __future__ import annotations

from pathlib import Path

from roller_desktop.store import championships as ch
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.startup import open_quickly
from roller_desktop.store.values import TablePlace
from tests.store.helpers import players, start

NAMES = ["Britt", "Sven", "Åke", "Gun", "Kari", "Ola", "Per", "Lisa"]


def league(store: Store) -> dict[str, TablePlace | None]:
    """Tables 2 and 1 of round 1 of a championship in play, and an ordinary match."""
    ch.create_championship(
        store, "EM i Roller 2026", [(n, None) for n in NAMES], rounds=2, table_size=(4, 4)
    )
    second = ch.start_table_match(store, "EM i Roller 2026", 1, 2)
    first = ch.start_table_match(store, "EM i Roller 2026", 1, 1, by_hand=True)
    ordinary = start(store, "roller", players(store, "Anna", "Bosse"))
    return {
        second: TablePlace("EM i Roller 2026", 1, 2),
        first: TablePlace("EM i Roller 2026", 1, 1),
        ordinary: None,
    }


def test_the_store_names_each_unfinished_matchs_table(store: Store) -> None:
    expected = league(store)
    listed = store.unfinished_matches()
    assert {s.id: s.table for s in listed} == expected
    assert [len(s.seat_names) for s in listed if s.table is not None] == [4, 4]


def test_the_quick_reading_names_them_as_the_store(tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    with open_store(path) as store:
        expected = league(store)
        listed = store.unfinished_matches()
    quick = open_quickly(path)
    assert quick is not None and quick.unfinished is not None
    try:
        assert quick.unfinished == listed
        assert {s.id: s.table for s in quick.unfinished} == expected
    finally:
        quick.release()

"""One league on a PostgreSQL server, open in several programs at once (issue 16 item 3: the
director's laptop and every table's): they may all start at the same moment on a new or an
older league, and what one writes the others read."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from roller_desktop.store import championships as ch
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.errors import ChampionshipRefused
from roller_desktop.store.migrate import SCHEMA_HEAD

from .conftest import POSTGRES_URL, empty_postgres

pytestmark = pytest.mark.skipif(
    POSTGRES_URL is None, reason="no PostgreSQL server (ROLLER_TEST_POSTGRES_URL)"
)
PROGRAMS = 4


def open_together(url: str, count: int) -> tuple[list[Store], list[BaseException]]:
    """`count` programs opening the league in the same instant (threads released together,
    each with its own engine and connections, as separate laptops have)."""
    gate = threading.Barrier(count)
    stores: list[Store] = []
    errors: list[BaseException] = []

    def start() -> None:
        gate.wait()
        try:
            stores.append(open_store(url))
        except BaseException as error:  # reported by the test
            errors.append(error)

    threads = [threading.Thread(target=start, daemon=True) for _ in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    return stores, errors


def test_programs_starting_together_on_a_new_league_all_open_it_made_once() -> None:
    assert POSTGRES_URL is not None
    empty_postgres(POSTGRES_URL)
    stores, errors = open_together(POSTGRES_URL, PROGRAMS)
    try:
        assert errors == []
        assert len(stores) == PROGRAMS
        with stores[0].engine.connect() as connection:
            versions = connection.exec_driver_sql("SELECT version_num FROM alembic_version")
            assert [row[0] for row in versions] == [SCHEMA_HEAD]
        stores[1].add_player("Åke")
        assert [p.name for p in stores[3].players()] == ["Åke"]
    finally:
        for store in stores:
            store.close()


def test_a_table_program_reads_the_directors_late_arrival_and_redraw() -> None:
    assert POSTGRES_URL is not None
    empty_postgres(POSTGRES_URL)
    director = open_store(POSTGRES_URL)
    table = open_store(POSTGRES_URL)
    try:
        players = [(f"Spelare {n}", None) for n in range(1, 9)]
        ch.create_championship(director, "EM", players, rounds=2, table_size=(4, 5))
        before = ch.stored_round(table, "EM", 1).tables
        assert sorted(len(t.seats) for t in before) == [4, 4]
        ch.add_entrant(director, "EM", "Örjan", "Umeå")
        after = ch.stored_round(table, "EM", 1).tables
        assert sorted(n for t in after for n in t.seats) == sorted(
            [name for name, _ in players] + ["Örjan"]
        )
        assert [
            e.home_town for e in ch.championship(table, "EM").entrants if e.name == "Örjan"
        ] == ["Umeå"]
    finally:
        table.close()
        director.close()


def test_after_the_server_closed_every_connection_the_next_reads_and_writes_work() -> None:
    """The director's laptop restarted its server (or slept): every connection the program
    holds is closed. The next read and write connect afresh instead of failing once for each
    connection the pool kept."""
    assert POSTGRES_URL is not None
    empty_postgres(POSTGRES_URL)
    table = open_store(POSTGRES_URL)
    admin = open_store(POSTGRES_URL)
    try:
        table.add_player("Åke")
        with table.engine.connect() as one, table.engine.connect() as two:  # two in the pool
            one.exec_driver_sql("SELECT 1")
            two.exec_driver_sql("SELECT 1")
        with admin.engine.begin() as connection:
            closed = connection.exec_driver_sql(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                " WHERE datname = current_database() AND pid <> pg_backend_pid()"
                " AND usename = current_user"
            ).scalar()
        assert closed and closed >= 2
        assert [p.name for p in table.players()] == ["Åke"]
        table.add_player("Örjan")
        assert [p.name for p in table.players()] == ["Åke", "Örjan"]
    finally:
        admin.close()
        table.close()


def start_together(laptops: list[Store], name: str, table: int) -> tuple[list[str], list[Any]]:
    """Every laptop starts round 1's `table` in the same instant: the matches started and
    the refusals."""
    gate = threading.Barrier(len(laptops))
    started: list[str] = []
    refused: list[Any] = []

    def start(laptop: Store) -> None:
        gate.wait()
        try:
            started.append(ch.start_table_match(laptop, name, 1, table))
        except ChampionshipRefused as error:
            refused.append(error)

    threads = [threading.Thread(target=start, args=(s,), daemon=True) for s in laptops]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    return started, refused


def test_two_laptops_starting_one_table_at_once_start_one_match() -> None:
    """Table keepers press Enter on the same table at the same moment: one match starts, the
    other laptops are refused (the table has a match in play) and leave nothing behind."""
    assert POSTGRES_URL is not None
    empty_postgres(POSTGRES_URL)
    director = open_store(POSTGRES_URL)
    players = [(f"Spelare {n}", None) for n in range(1, 9)]
    laptops = [open_store(POSTGRES_URL) for _ in range(3)]
    try:
        for attempt in range(3):  # a race: tried at fresh tables
            name = f"EM {attempt}"
            ch.create_championship(director, name, players, rounds=1, table_size=(4, 4))
            for table in (1, 2):
                started, refused = start_together(laptops, name, table)
                assert len(started) == 1, (name, table, started, refused)
                assert [e.code for e in refused] == ["championship.table-playing"] * 2
                linked = [m.match_id for m in ch.table_matches(director, name) if m.table == table]
                assert linked == started
    finally:
        for laptop in laptops:
            laptop.close()
        director.close()

"""A server that stops answering in the middle of the evening (its process stopped, not gone):
every call gives up after the program's own limit instead of hanging, the listener (the
window) hears of the wait from the first moments on, and the next call works on a connection
of its own. The stopped process is our own connection's backend, so the server goes on."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator

import pytest

from roller_desktop.store import server_wait
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.errors import ServerUnavailable

from .conftest import POSTGRES_URL, empty_postgres

pytestmark = pytest.mark.skipif(
    POSTGRES_URL is None or os.geteuid() != 0,
    reason="needs a PostgreSQL server (ROLLER_TEST_POSTGRES_URL) whose processes we may stop",
)


@pytest.fixture
def league(monkeypatch: pytest.MonkeyPatch) -> Iterator[Store]:
    assert POSTGRES_URL is not None
    empty_postgres(POSTGRES_URL)
    monkeypatch.setattr(server_wait, "ANSWER_LIMIT", 1.5)
    store = open_store(POSTGRES_URL)
    store.add_player("Anna")
    try:
        yield store
    finally:
        server_wait.listen(None)
        store.close()


def told() -> list[float | None]:
    heard: list[float | None] = []
    server_wait.listen(heard.append)
    return heard


def test_a_call_to_a_stopped_backend_gives_up_and_the_wait_is_told(league: Store) -> None:
    heard = told()
    with league.engine.connect() as connection:
        backend = int(connection.exec_driver_sql("SELECT pg_backend_pid()").scalar_one())
        os.kill(backend, signal.SIGSTOP)
        try:
            with pytest.raises(ServerUnavailable):
                connection.exec_driver_sql("SELECT count(*) FROM players").scalar_one()
        finally:
            os.kill(backend, signal.SIGCONT)
    waits = [w for w in heard if w is not None]
    assert waits and waits[0] < 1.0 and max(waits) >= 1.0  # told early, and for as long
    assert heard[-1] is None  # and told that it is over
    assert [p.name for p in league.players()] == ["Anna"]  # a new connection works


def test_a_pooled_connection_gone_silent_is_replaced_before_use(league: Store) -> None:
    with league.engine.connect() as connection:
        backend = int(connection.exec_driver_sql("SELECT pg_backend_pid()").scalar_one())
    heard = told()
    os.kill(backend, signal.SIGSTOP)  # the pool's connection: its check before use hangs
    try:
        assert [p.name for p in league.players()] == ["Anna"]
    finally:
        os.kill(backend, signal.SIGCONT)
    assert any(w is not None and w >= 1.0 for w in heard)


def test_the_server_limits_a_statement_and_an_idle_transaction(league: Store) -> None:
    with league.engine.connect() as connection:
        limits = [
            connection.exec_driver_sql(f"SHOW {name}").scalar_one()
            for name in ("statement_timeout", "idle_in_transaction_session_timeout")
        ]
    assert limits == ["10s", "1min"]

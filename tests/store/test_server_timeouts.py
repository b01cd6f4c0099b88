"""A league on a database server that has gone silent (the director's laptop asleep, or gone
from the room's network): opening it gives up after the driver's connect timeout with the
plain "cannot be reached" refusal, instead of hanging the window for TCP's minutes. A
listening socket that never answers stands in for the silent server (no PostgreSQL needed)."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator

import pytest

from roller_desktop.store.database import SERVER_TIMEOUTS, open_store
from roller_desktop.store.errors import ServerUnavailable


@pytest.fixture
def silent_port() -> Iterator[int]:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)  # the kernel completes the handshake; no one ever answers
    try:
        yield listener.getsockname()[1]
    finally:
        listener.close()


def opened_or_refused(url: str, wait: float) -> list[BaseException | None]:
    outcome: list[BaseException | None] = []

    def attempt() -> None:
        try:
            open_store(url).close()
            outcome.append(None)
        except BaseException as error:  # reported by the test
            outcome.append(error)

    thread = threading.Thread(target=attempt, daemon=True)
    thread.start()
    thread.join(wait)
    return outcome


@pytest.mark.parametrize("query", ["", "?connect_timeout=1"])
def test_a_silent_server_is_refused_in_plain_words_not_waited_for(
    silent_port: int, query: str
) -> None:
    url = f"postgresql+psycopg://roller@127.0.0.1:{silent_port}/league{query}"
    default = SERVER_TIMEOUTS["postgresql"]["connect_timeout"]
    outcome = opened_or_refused(url, wait=default * 6)
    assert outcome, "opening a silent server hung"
    assert isinstance(outcome[0], ServerUnavailable), outcome

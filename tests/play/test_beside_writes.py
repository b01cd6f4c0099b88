"""Writes beside the play in a thread of their own: in order, waited for by catch_up, held
while the server is away and tried again, refusals taken once."""

from __future__ import annotations

import threading

import pytest

from roller_desktop.play.beside_writes import BesideWrites
from roller_desktop.store.errors import MatchClosed, ServerUnavailable
from roller_desktop.store.handle import SERVER_DOWN


def test_writes_run_in_order_off_the_calling_thread() -> None:
    done: list[tuple[int, threading.Thread]] = []
    writes = BesideWrites()
    gate = threading.Event()

    def write(n: int) -> None:
        gate.wait(5)  # the first write holds the thread: the others queue behind it
        done.append((n, threading.current_thread()))

    for n in range(5):
        writes.put(lambda n=n: write(n))  # type: ignore[misc]
    assert writes.has_held()  # under way
    gate.set()
    assert writes.catch_up() == []
    assert [n for n, _ in done] == [0, 1, 2, 3, 4]
    assert all(thread is not threading.main_thread() for _, thread in done)
    assert not writes.has_held()


def test_a_write_the_server_refused_is_held_and_tried_again() -> None:
    away = [True]
    stored: list[str] = []
    nudged = threading.Event()
    writes = BesideWrites(nudged.set)

    def write() -> None:
        if away[0]:
            raise ServerUnavailable(SERVER_DOWN, "server.unavailable")
        stored.append("hint")

    writes.put(write)
    assert nudged.wait(5)  # the thread said it had something to say
    assert writes.settle(5)
    (unsaved,) = writes.take_said()
    assert unsaved.held and not unsaved.again and isinstance(unsaved.error, ServerUnavailable)
    assert writes.has_held() and stored == []
    (again,) = writes.catch_up()  # still away: held again, said as a second refusal
    assert again.held and again.again and writes.has_held()
    away[0] = False
    assert writes.catch_up() == []
    assert stored == ["hint"] and not writes.has_held()


def test_a_write_refused_for_good_is_dropped_and_said() -> None:
    writes = BesideWrites()

    def write() -> None:
        raise MatchClosed("Hints are recorded only while a match is in progress.")

    writes.put(write)
    (unsaved,) = writes.catch_up()
    assert not unsaved.held and isinstance(unsaved.error, MatchClosed)
    assert not writes.has_held() and writes.catch_up() == []


def test_an_opened_thread_waits_for_writes_and_ends_when_closed() -> None:
    writes = BesideWrites()
    before = set(threading.enumerate())
    writes.open()
    threads = [t for t in threading.enumerate() if t not in before]
    assert [t.name for t in threads] == ["beside-writes"]
    stored: list[int] = []
    writes.put(lambda: stored.append(1))
    assert writes.catch_up() == [] and stored == [1]
    assert all(t.is_alive() for t in threads)  # still waiting for the next
    writes.close()
    for thread in threads:
        thread.join(5)
    assert not any(t.is_alive() for t in threads)
    writes.put(lambda: stored.append(2))  # closed: a thread of its own for it
    assert writes.catch_up() == [] and stored == [1, 2]


def test_an_idle_thread_ends_and_the_next_write_starts_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from roller_desktop.play import beside_writes

    monkeypatch.setattr(beside_writes, "IDLE", 0.05)
    writes = BesideWrites()
    before = set(threading.enumerate())
    writes.open()
    (thread,) = [t for t in threading.enumerate() if t not in before]
    thread.join(5)  # idle: it ends by itself
    assert not thread.is_alive()
    stored: list[int] = []
    writes.put(lambda: stored.append(1))
    assert writes.catch_up() == [] and stored == [1]
    writes.close()

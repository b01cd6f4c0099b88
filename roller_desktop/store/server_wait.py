"""Every call to a league's database server has a time limit, and the window hears of a wait.

A server that has stopped answering without closing its connections (its processes stopped, a
laptop gone to sleep behind a switch that keeps the line up) never fails a call by itself:
TCP's own limits do not apply while the other end's kernel acknowledges every packet. So the
driver's connection is one that keeps time itself (`WatchedConnection`): each moment without an
answer is reported to a listener (the window says "waiting for the server…" from the first
second on), and a call without an answer for `ANSWER_LIMIT` seconds gives up: the connection is
closed, and the call fails as a server that cannot be reached (handle.plain_errors), so that
nothing waits for ever and the action is said not to have happened.

Nothing here imports Qt: the window registers its listener with `listen`.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Generator, Iterator
from contextlib import contextmanager
from time import monotonic
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import psycopg

ANSWER_LIMIT = 12.0  # seconds without a word from the server before a call gives up
SERVER_STATEMENT_LIMIT_MS = 10000  # the server's own limit of one statement (it answers first)
SERVER_IDLE_LIMIT_MS = 60000  # a transaction left open by a laptop that went away

# Told how long the current call has waited (seconds), and None when it is over.
Listener = Callable[[float | None], None]
_listener: Listener | None = None
_state = threading.local()


def listen(listener: Listener | None) -> None:
    """The one listener of waits (the window's), or None."""
    global _listener
    _listener = listener


class ServerSilent(Exception):
    """The server gave no answer within ANSWER_LIMIT seconds."""


def _tell(waited: float | None) -> None:
    listener = _listener
    if listener is None or getattr(_state, "telling", False):
        return
    _state.telling = True  # a listener that calls the server itself is not told of that
    try:
        listener(waited)
    except Exception:  # a listener's trouble never breaks the call
        pass
    finally:
        _state.telling = False


def ticking(gen: Generator[Any, Any, Any], limit: float) -> Generator[Any, Any, Any]:
    """The driver's generator of one call, unchanged, except that each moment without an
    answer (the driver sends "nothing ready") is told to the listener with the time waited,
    and the call ends with ServerSilent after `limit` seconds of silence (a server that sends
    something, however slowly, is not silent; inside `patient()` there is no limit)."""
    started = quiet_since = monotonic()
    told = False
    try:
        try:
            wanted = next(gen)
        except StopIteration as done:
            return done.value
        while True:
            ready = yield wanted
            now = monotonic()
            if ready:
                quiet_since = now
            else:
                if now - quiet_since >= limit and not getattr(_state, "patient", False):
                    raise ServerSilent(f"no answer from the server in {limit:.0f} s")
                _tell(now - started)
                told = True
            try:
                wanted = gen.send(ready)
            except StopIteration as done:
                return done.value
    finally:
        if told:
            _tell(None)


@contextmanager
def patient() -> Iterator[None]:
    """Calls of this thread without the program's limit (a migration's long statements, which
    the server's own limit leaves alone too); still told to the listener."""
    _state.patient = True
    try:
        yield
    finally:
        _state.patient = False


def watched_connection_class() -> type[psycopg.Connection[Any]]:
    """psycopg's Connection, keeping time as above (imported only for a server's league)."""
    import psycopg

    class WatchedConnection(psycopg.Connection[Any]):
        def wait(self, gen: Any, *args: Any, **kwargs: Any) -> Any:
            try:
                return super().wait(ticking(gen, ANSWER_LIMIT), *args, **kwargs)
            except ServerSilent as silent:
                self.pgconn.finish()  # the connection is lost: the pool drops it
                raise psycopg.OperationalError(f"the server is silent: {silent}") from None

        @classmethod
        def _connect_gen(cls, *args: Any, **kwargs: Any) -> Any:
            # Told while connecting too; the limit is the connection's own (connect_timeout).
            return ticking(super()._connect_gen(*args, **kwargs), float("inf"))

    return WatchedConnection

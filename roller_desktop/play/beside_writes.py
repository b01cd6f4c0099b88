"""Writes beside the play (a hint asked for, kept with its match) committed in a thread of
their own, in the order they were put, so that the window's thread never waits for the store
(a hint's commit: a median of 14.5 ms on the window's thread, 55 ms at p95 under load).

A write the store cannot take just now (its server away) is held and tried again by
`catch_up`, which the controller calls before an action while one is held or the action may
finish the match (a hint must be kept while its match is in progress), and when the match is
left or the window closes: nothing put is dropped unsaid. What went wrong is collected for the
window to say (`take_said`); `said`, if given, is called from the thread when there is some.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from roller_desktop.store.errors import ServerUnavailable

Write = Callable[[], None]
IDLE = 600.0  # seconds an opened thread waits for a write before it ends (the next one starts it)


@dataclass(frozen=True)
class Unsaved:
    """A write that did not go through: why, whether it is held to be tried again, and
    whether it had been held before (tried again and refused again)."""

    error: Exception  # a StoreError; anything else is a fault of ours, said all the same
    held: bool
    again: bool


class BesideWrites:
    """One thread, started ahead (`open`: its start holds the caller for a switch of the
    interpreter's lock, about 5 ms) and waiting for writes; `close` ends it once they are
    done, and so does an idle spell of IDLE seconds (a match left on screen, a controller of
    a test never closed). A write put while no thread is there starts one: it waits for more
    while opened, else ends once the writes are tried."""

    def __init__(self, said: Callable[[], None] | None = None) -> None:
        self._said = said
        self._pending: deque[tuple[Write, bool]] = deque()  # (write, held before), in order
        self._held: list[Write] = []
        self._unsaved: list[Unsaved] = []
        self._busy = False  # a write is under way
        self._running = False  # the thread waits for writes (not asked to end)
        self._serving = False  # a thread is there (it may still end, once asked to)
        self._done = threading.Condition()

    def open(self) -> None:
        with self._done:
            self._running = True
            self._done.notify_all()
            if self._serving:  # one thread only: the order of the writes is theirs
                return
            self._serving = True
        threading.Thread(target=self._serve, name="beside-writes", daemon=True).start()

    def close(self) -> None:
        """The thread ends once the writes put so far are tried (not waited for here)."""
        with self._done:
            self._running = False
            self._done.notify_all()

    def put(self, write: Write) -> None:
        """Commit `write` in the thread (it returns at once)."""
        self._queue([(write, False)])

    def _queue(self, writes: list[tuple[Write, bool]]) -> None:
        with self._done:
            self._pending.extend(writes)
            self._done.notify_all()
            if self._serving or not self._pending:
                return
            self._serving = True
        threading.Thread(target=self._serve, name="beside-writes", daemon=True).start()

    def _serve(self) -> None:
        while True:
            with self._done:
                self._busy = False
                self._done.notify_all()
                if self._running:
                    self._done.wait_for(lambda: bool(self._pending) or not self._running, IDLE)
                if not self._pending:
                    self._serving = False
                    return
                write, again = self._pending.popleft()
                self._busy = True
            try:
                write()
            except Exception as error:  # the thread lives on to say it (a StoreError, or ours)
                held = isinstance(error, ServerUnavailable)
                with self._done:
                    if held:
                        self._held.append(write)
                    self._unsaved.append(Unsaved(error, held, again))
                if self._said is not None:
                    self._said()

    def settle(self, timeout: float | None = None) -> bool:
        """Wait until every write put so far has been tried; False if `timeout` ran out."""
        with self._done:
            return self._done.wait_for(lambda: not self._busy and not self._pending, timeout)

    def catch_up(self, timeout: float | None = None) -> list[Unsaved]:
        """The writes put so far tried, and the held ones once more (in the thread, waited
        for): what did not go through, taken (empty when all are stored)."""
        self.settle(timeout)
        with self._done:
            held, self._held = self._held, []
        self._queue([(write, True) for write in held])
        self.settle(timeout)
        return self.take_said()

    def take_said(self) -> list[Unsaved]:
        with self._done:
            unsaved, self._unsaved = self._unsaved, []
        return unsaved

    def holds(self) -> bool:
        """Some write waits to be tried again (the server refused it)."""
        with self._done:
            return bool(self._held)

    def has_held(self) -> bool:
        with self._done:
            return bool(self._held) or bool(self._pending) or self._busy

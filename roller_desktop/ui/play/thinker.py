"""The strategy's slow first answers of a turn, worked out off the GUI thread.

A turn's first solve for the win takes tens of milliseconds with two players and up to a few
hundred with three or more (the hint, the sharp computer's move, the win-chance bar); the GUI
thread must never wait that long. A `Thinker` hands such work to one worker thread shared by
the whole window (the jobs run one after the other, the first ones asked first: a move or a
hint before the bar), on a copy of the match replayed from its events (about a millisecond),
so the match in play is never read from two threads. The answer comes back as a signal on the
GUI thread, with the key it was asked for: the asker checks that the match is still there.

A newer question of the same kind replaces one still waiting (only the latest position
matters); the worker is a daemon thread, so closing the window never waits for it.
"""

from __future__ import annotations

import itertools
import queue
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from roller_desktop.engine.roller import RollerMatch
from roller_desktop.ui.common.background import on_gui_thread

# The order of the kinds: what a person or a computer waits for first.
PRIORITY = {"move": 0, "hint": 0, "warm": 1, "bar": 2}

_jobs: queue.PriorityQueue[tuple[int, int, Callable[[], None]]] = queue.PriorityQueue()
_count = itertools.count()
_started = False
_start_lock = threading.Lock()


def _work() -> None:
    while True:
        _, _, job = _jobs.get()
        job()


def _submit(priority: int, job: Callable[[], None]) -> None:
    global _started
    with _start_lock:
        if not _started:
            threading.Thread(target=_work, name="thinker", daemon=True).start()
            _started = True
    _jobs.put((priority, next(_count), job))


def copy_of(game: RollerMatch) -> Callable[[], RollerMatch]:
    """A maker of a copy of the match as it is now (replayed in the worker from its events)."""
    seats, rules, events, starter = tuple(game.seats), game.rules, tuple(game.events), game.starter
    return lambda: RollerMatch.replay(seats, rules, events, starter)


class Thinker(QObject):
    """Asks the worker; `answered(kind, key, result)` on the GUI thread (result: the job's
    value, or the exception it raised)."""

    answered = Signal(str, object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._latest: dict[str, int] = {}

    def ask(self, kind: str, key: object, job: Callable[[], Any]) -> None:
        token = next(_count)
        self._latest[kind] = token
        latest, done = self._latest, on_gui_thread(self._delivered)

        def run() -> None:
            if latest.get(kind) != token:  # a newer question of this kind came meanwhile
                return
            result: object
            try:
                result = job()
            except Exception as error:  # said to the asker, never lost in the thread
                result = error
            done(kind, key, result, token)

        _submit(PRIORITY.get(kind, 1), run)

    def waiting(self, kind: str) -> bool:
        """Whether a question of this kind is still unanswered."""
        return kind in self._latest

    def forget(self, kind: str) -> None:
        """A question no longer wanted: its answer, if it comes, is dropped."""
        self._latest.pop(kind, None)

    def _delivered(self, kind: str, key: object, result: object, token: int) -> None:
        if self._latest.get(kind) != token:
            return
        del self._latest[kind]
        self.answered.emit(kind, key, result)

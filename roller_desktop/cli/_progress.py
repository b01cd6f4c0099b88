"""A progress line on stderr for long command-line work."""

from __future__ import annotations

import sys
import time


class ProgressLine:
    """Rewrites one line on a terminal; elsewhere prints at most every few seconds."""

    def __init__(self, what: str, total: int, interval: float = 2.0) -> None:
        self.what = what
        self.total = max(total, 1)
        self.interval = interval
        self._tty = sys.stderr.isatty()
        self._last = time.monotonic()
        self._shown = False

    def update(self, done: int) -> None:
        now = time.monotonic()
        final = done >= self.total
        if final and not (self._tty or self._shown):
            return  # quick work needs no progress line
        if not final and now - self._last < (0.1 if self._tty else self.interval):
            return
        self._last = now
        self._shown = True
        text = f"{self.what}: {done:,} of {self.total:,} ({100 * done // self.total} %)"
        if self._tty:
            sys.stderr.write("\r" + text + ("\n" if final else ""))
        else:
            sys.stderr.write(text + "\n")
        sys.stderr.flush()

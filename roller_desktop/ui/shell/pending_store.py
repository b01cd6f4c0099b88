"""The league while its full store is still being built, so that the window can show first.

Start-up (launch.py) opens the file quickly (store/startup.py: locked, schema read, the
unfinished matches listed, no SQLAlchemy), shows the window, then builds the real Store in a
worker thread: the integrity check of every page, the backup that is due, SQLAlchemy's Core.
Once the store is ready and the window has answered that, the same thread imports the ORM and
the models (store/handle.py), which the store's first session needs.

The window treats a PendingStore as the Store: `unfinished_matches()` answers from the quick
list (the same list the store gives; a test compares them) and `path` is known; any other use
(New match, Players, League, Resume...) waits for the real store, with a busy cursor, and then
goes to it. Nothing can write before the check has passed: there is no store to write with.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QApplication, QWidget

from roller_desktop.store.errors import StoreError
from roller_desktop.store.startup import QuickOpen

if TYPE_CHECKING:  # SQLAlchemy is imported in the worker thread, not at start-up
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QProgressDialog

    from roller_desktop.store.database import Store
    from roller_desktop.store.values import DamagedMatch, MatchSummary


class _Signals(QObject):
    """The handle's signals, in the main thread. Its slots are its own: PySide looks names up on
    a receiver, and a PendingStore would answer them by waiting for the store."""

    built = Signal()  # from the worker thread; queued to the main thread
    ready = Signal()  # the store is built
    failed = Signal(object)  # the StoreError that refused the league (the file is untouched)
    settled = Signal()  # after ready or failed
    progress = Signal(str, int, int)  # from the worker: a long migration's (what, done, total)

    def __init__(self, settle: Callable[[], None]) -> None:
        super().__init__()
        self._settle = settle
        self.built.connect(self.on_built, Qt.ConnectionType.QueuedConnection)

    @Slot()
    def on_built(self) -> None:
        self._settle()


class _ProgressBar(QObject):
    """Shows a migration's progress (what, done, total) in a dialog's bar, in the main thread."""

    def __init__(self, dialog: QProgressDialog) -> None:
        super().__init__(dialog)
        self.dialog = dialog

    @Slot(str, int, int)
    def show(self, _what: str, done: int, total: int) -> None:
        self.dialog.setMaximum(max(total, 1))
        self.dialog.setValue(min(done, total))


def checking_text(why: str) -> str:
    """What the window says while it waits for the check of every page of the league."""
    if why == "unclean-end":
        return QCoreApplication.translate(
            "PendingStore",
            "Checking the whole league first, as Roller ended last time without closing it (a "
            "crash, a power cut). This takes a while for a large league…",
        )
    return QCoreApplication.translate(
        "PendingStore", "Checking the whole league first. This takes a while for a large league…"
    )


def waiting_dialog(
    message: str, parent: QWidget | None = None, font: QFont | None = None
) -> QProgressDialog:
    """The dialog a long opening shows before any window (the update of an older league):
    `message` over a bar, in `font` (the text size chosen: no window to take it from yet)."""
    from PySide6.QtWidgets import QLabel, QProgressDialog  # for a wait: not at start-up

    progress = QProgressDialog(message, "", 0, 0, parent)
    if font is not None:
        progress.setFont(font)
    label = QLabel(message)  # on two lines rather than wider than a small screen
    label.setWordWrap(True)
    progress.setLabel(label)
    progress.setCancelButton(None)
    progress.setWindowTitle("Roller")
    progress.setMinimumDuration(0)
    return progress


class PendingStore:
    def __init__(self, quick: QuickOpen, backup: bool = True) -> None:
        self.path = quick.path
        self._quick = quick
        self._backup = backup
        self._store: Store | None = None
        self._error: StoreError | None = None
        self._thread: threading.Thread | None = None
        self._built = threading.Event()
        self._answered = threading.Event()  # the window's thread has settled it
        self._settled = False
        self.signals = _Signals(self._settle)

    # ---- building ---------------------------------------------------------------------------

    def start(self) -> None:
        """Start building the store in a worker thread (once)."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._build, name="league-store", daemon=True)
            self._thread.start()

    def _build(self) -> None:  # the worker thread: no Qt widgets here
        try:
            self._store = self._quick.finish(self._backup, self.signals.progress.emit)
        except StoreError as error:
            self._error = error
        except Exception as error:  # say it in the window rather than lose it in a thread
            self._error = StoreError(f"The league could not be opened: {error}")
        self._built.set()
        self.signals.built.emit()
        if self._store is not None:
            # Ready without the ORM and the models (store/handle.py): imported here once the
            # window has heard it (not contending with it for the GIL meanwhile), so that the
            # first click that reads or writes does not wait for them.
            self._answered.wait(timeout=2)
            self._store.prepare_sessions()

    def _settle(self) -> None:
        if self._settled:
            return
        self._settled = True
        if self._error is not None:
            self.signals.failed.emit(self._error)
        else:
            self.signals.ready.emit()
        self.signals.settled.emit()
        self._answered.set()

    @property
    def is_new(self) -> bool:
        """No league was at the path: this opening makes a new one."""
        return self._quick.revision is None

    @property
    def is_ready(self) -> bool:
        return self._store is not None and self._settled

    def wait(
        self, message: str | None = None, parent: QWidget | None = None, font: QFont | None = None
    ) -> Store:
        """The real store, built first if need be (a busy cursor, or a progress dialog with
        `message` in `font`, meanwhile; user input waits). Raises the StoreError that
        refused it."""
        self.start()
        app = QApplication.instance()
        if message is None and not self._settled and self._quick.whole_check:
            # A key or a menu waits for the check of every page (seconds for a large league):
            # say why, in the window's words and text size.
            message = checking_text(self._quick.whole_check)
            parent = parent or QApplication.activeWindow()
            if font is None and parent is not None:
                font = parent.window().font()
        # Qt's types for the wait, imported here: the window's start-up (issue 28) needs none.
        from PySide6.QtCore import QEventLoop, QThread

        if app is None or QThread.currentThread() is not app.thread():
            self._built.wait()  # another thread: nothing of Qt to keep alive here
        elif not self._settled:
            loop = QEventLoop()
            self.signals.settled.connect(loop.quit)
            QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            progress = None
            if message is not None:
                progress = waiting_dialog(message, parent, font)
                progress.show()
                self.signals.progress.connect(_ProgressBar(progress).show)
            try:
                if not self._settled:
                    loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
            finally:
                QApplication.restoreOverrideCursor()
                self.signals.settled.disconnect(loop.quit)
                if progress is not None:
                    progress.close()
                    progress.deleteLater()  # and its _ProgressBar with it
        if self._error is not None:
            raise self._error
        assert self._store is not None  # built: the store, or the error that refused it
        return self._store

    @property
    def ready_store(self) -> Store:
        """The real Store (waited for): for code that must tell a Store from a stand-in."""
        return self.wait()

    # ---- what the window asks for -----------------------------------------------------------

    @property
    def lists_at_once(self) -> bool:
        """unfinished_matches() answers without replaying a match: from the store, or from the
        quick list replayed already or empty (the window's start screen asks for it after its
        first paint otherwise)."""
        return (self._store is not None and self._settled) or self._quick.replayed

    def unfinished_matches(self) -> list[MatchSummary]:
        if self._store is not None and self._settled:
            return list(self._store.unfinished_matches())
        if self._error is not None:
            raise self._error
        return list(self._quick.unfinished or [])

    def damaged_matches(self) -> list[DamagedMatch]:
        if self._store is not None and self._settled:
            return list(self._store.damaged_matches())
        if self._error is not None:
            raise self._error
        return list(self._quick.damaged)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):  # never wait for a private name (copy, pickle, repr probes)
            raise AttributeError(name)
        return getattr(self.wait(), name)

    def close(self) -> None:
        """Close the store; a build under way is told to stop after its current step."""
        self._settled = True  # no ready or failed after this
        self._answered.set()
        if self._thread is not None:
            self._quick.cancel()
            self._thread.join()
        if self._store is not None:
            self._store.close()
            self._store = None
        self._quick.release()

    def __enter__(self) -> PendingStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

"""Start the window: open the league database (checked, backed up, migrated), show the window.

`--smoke-test` does all of it on the given --database, shows the real main window, and exits 0.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from roller_desktop.ui.settings import Settings


def make_application() -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
    )
    QCoreApplication.setOrganizationName("Roller desktop")
    QCoreApplication.setApplicationName("roller-desktop")
    app = QApplication(sys.argv[:1])
    app.setApplicationDisplayName("Roller")
    from roller_desktop.ui.app_icon import DESKTOP_FILE_NAME

    app.setDesktopFileName(DESKTOP_FILE_NAME)  # Wayland matches the window to the menu entry
    return app


LANGUAGE_OVERRIDE = "roller_language_override"  # --language, kept on the application


def install_language(app: QApplication, settings: Settings, override: str | None) -> None:
    from roller_desktop.ui import i18n

    try:
        i18n.install_translator(app, override or settings.language or None)
        # The settings show the language in use, not "as the system", when --language chose it.
        app.setProperty(LANGUAGE_OVERRIDE, override or "")
    except ValueError as error:  # an unknown --language: say so, go on in the system's
        print(f"roller-desktop: {error}", file=sys.stderr)
        i18n.install_translator(app, None)


def open_league(database: str | None) -> Any:
    """The league for the window: a PendingStore for an SQLite file whose start screen can be
    read at once (the full store is built after the window shows), else the opened Store.

    Raises StoreError (the file untouched) for a file that is locked, damaged, foreign or newer.
    A due migration runs here, before the window, with a progress dialog.
    """
    from roller_desktop.store.startup import open_quickly
    from roller_desktop.ui.pending_store import PendingStore

    quick = open_quickly(database)
    if quick is None:  # a database server (ROLLER_DATABASE_URL): the usual way
        from roller_desktop.store.database import open_store

        return open_store(database)
    pending = PendingStore(quick)
    if quick.window_first:
        return pending
    message = QCoreApplication.translate(
        "launch", "Updating the league to this version of Roller (a backup is taken first)…"
    )
    try:
        return pending.wait(message)
    except BaseException:
        pending.close()
        raise


def run_window(args: argparse.Namespace) -> int:
    app = make_application()
    settings = Settings()
    install_language(app, settings, getattr(args, "language", None))
    from roller_desktop.ui.theme import apply_theme

    apply_theme(app, settings.theme)
    from roller_desktop.store.errors import StoreError

    times = StartupTimes()
    try:
        store = open_league(args.database)
    except StoreError as error:
        print(f"roller-desktop: {error}", file=sys.stderr)
        if not args.smoke_test:
            from roller_desktop.ui.messages import describe

            QMessageBox.critical(None, "Roller", describe(error))
        return 1
    from roller_desktop.ui.main_window import MainWindow
    from roller_desktop.ui.pending_store import PendingStore

    pending = store if isinstance(store, PendingStore) else None
    try:
        window = MainWindow(store, settings)
        first_paint = AfterFirstPaint(window)
        window.show()
        # The window painted and the event loop turning: what start-up waits for (no sooner).
        first_paint.then(times.interactive)
        if not args.smoke_test:
            first_paint.then(window.prepare_in_idle)
        if pending is not None and not pending.is_ready:

            def refuse(error: StoreError) -> None:
                # The check after the window found the file damaged: the store was never built,
                # nothing was written. Say so and stop, as if it had been found before.
                print(f"roller-desktop: {error}", file=sys.stderr)
                window.hide()
                if not args.smoke_test:
                    from roller_desktop.ui.messages import describe

                    QMessageBox.critical(None, "Roller", describe(error))
                app.exit(1)

            pending.signals.failed.connect(refuse)
            pending.signals.ready.connect(times.store_ready)
            first_paint.then(pending.start)  # not before: the worker would slow the paint
        else:
            times.store_ready()
        if args.smoke_test:

            def finish_smoke_test() -> None:
                if pending is not None:
                    try:
                        pending.wait()  # the whole program: the full store as well
                    except StoreError:
                        return  # refuse() has said it and set the exit code
                window.close()
                app.exit(0 if window.start.buttons else 1)

            first_paint.then(finish_smoke_test)
            return int(app.exec())
        from roller_desktop.store.paths import resolve_location
        from roller_desktop.ui import help_dialog

        # The first start opens Help -> How to play beside the window (once; remembered).
        where = store.path or resolve_location(args.database)
        help_dialog.show_first_run_if_needed(window, settings.q, database=where)
        return int(app.exec())
    finally:
        store.close()


class AfterFirstPaint(QObject):
    """Runs callbacks, in order, once the window has painted for the first time: from an event
    posted by its first paint, so that the whole window is painted by then. Qt paints at low
    priority, after events posted at show(); a window never painted (no screen to expose it on)
    gets them after a second all the same."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._callbacks: list[Callable[[], object]] = []
        self._done = False
        window.installEventFilter(self)
        QTimer.singleShot(1000, self._run)

    def then(self, callback: Callable[[], object]) -> None:
        if self._done:
            QTimer.singleShot(0, callback)
        else:
            self._callbacks.append(callback)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._done:
            QTimer.singleShot(0, self._run)
        return False

    def _run(self) -> None:
        if self._done:
            return
        self._done = True
        window = self.parent()
        if window is not None:
            window.removeEventFilter(self)
        for callback in self._callbacks:
            callback()
        self._callbacks.clear()


class StartupTimes:
    """With ROLLER_STARTUP_TIMES set, prints when the window became interactive and when the
    store was ready, on the system's monotonic clock (benchmarks/bench_ui.py reads them)."""

    def __init__(self) -> None:
        self.enabled = bool(os.environ.get("ROLLER_STARTUP_TIMES"))

    def interactive(self) -> None:
        self._print("interactive")

    def store_ready(self) -> None:
        self._print("store-ready")

    def _print(self, what: str) -> None:
        if self.enabled:
            print(f"startup-time {what} {time.monotonic():.6f}", flush=True)

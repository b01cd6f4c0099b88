"""Start the window: open the league database (checked, backed up, migrated), show the window.

`--smoke-test` does all of it on the given --database, shows the real main window, and exits 0.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from roller_desktop.store.league_store import LeagueStore
from roller_desktop.ui.shell.settings import Settings

if TYPE_CHECKING:
    from roller_desktop.store.errors import StoreError


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
    from roller_desktop.ui.shell.app_icon import DESKTOP_FILE_NAME

    app.setDesktopFileName(DESKTOP_FILE_NAME)  # Wayland matches the window to the menu entry
    return app


LANGUAGE_OVERRIDE = "roller_language_override"  # --language, kept on the application


def install_language(app: QApplication, settings: Settings, override: str | None) -> None:
    from roller_desktop.ui.common import i18n

    try:
        i18n.install_translator(app, override or settings.language or None)
        # The settings show the language in use, not "as the system", when --language chose it.
        app.setProperty(LANGUAGE_OVERRIDE, override or "")
    except ValueError as error:  # an unknown --language: say so, go on in the system's
        print(f"roller-desktop: {error}", file=sys.stderr)
        i18n.install_translator(app, None)


def open_league(database: str | None) -> LeagueStore:
    """The league for the window: a PendingStore for an SQLite file whose start screen can be
    read at once (the full store is built after the window shows), else the opened Store.

    Raises StoreError (the file untouched) for a file that is locked, damaged, foreign or newer.
    A due migration runs here, before the window, with a progress dialog.
    """
    from roller_desktop.store.startup import open_quickly
    from roller_desktop.ui.shell.pending_store import PendingStore

    quick = open_quickly(database)
    if quick is None:  # a database server (ROLLER_DATABASE_URL): the usual way
        from roller_desktop.store.database import open_store

        return open_store(database)
    pending = PendingStore(quick)
    if quick.window_first:
        return pending
    gc.enable()  # paused for start-up (app.py); a migration is long work, as ever
    try:
        return pending.wait(updating_text(), font=start_font())
    except BaseException:
        pending.close()
        raise


def updating_text() -> str:
    """What the dialog says while an older league is updated at start."""
    return QCoreApplication.translate(
        "launch", "Updating the league to this version of Roller (a backup is taken first)…"
    )


def run_window(args: argparse.Namespace) -> int:
    from roller_desktop.ui.common import background, responsive

    responsive.hand_over_often()  # the window gets the GIL back quickly from a worker
    background.open_couriers()
    try:
        return _open_and_run(args)
    finally:
        background.close_couriers()  # workers still running deliver nothing as the app goes


def _open_and_run(args: argparse.Namespace) -> int:
    app = make_application()
    settings = Settings()
    install_language(app, settings, getattr(args, "language", None))
    from roller_desktop.ui.shell.theme import apply_theme

    apply_theme(app, settings.theme)
    from roller_desktop.store.errors import StoreError

    times = StartupTimes()
    while True:  # again after the newest good backup has replaced a damaged file
        try:
            store = open_league(args.database)
            break
        except StoreError as error:
            print(f"roller-desktop: {error}", file=sys.stderr)
            if args.smoke_test or not offer_restore(None, error, args.database):
                return 1
    result = _run_window(app, args, settings, store, times)
    if result == RESTORED:
        return _open_and_run(args)  # the restored league, from the start
    return result


RESTORED = -2  # _run_window's code: a backup replaced the damaged league, open it again


def offer_restore(parent: QWidget | None, error: StoreError, database: str | None) -> bool:
    """The refusal in the window's words; True when the newest good backup now is the league."""
    from roller_desktop.store.paths import is_url, resolve_location
    from roller_desktop.ui.shell import damaged_file

    location = resolve_location(database)
    location = location.removeprefix("sqlite:///")
    if is_url(location):
        from roller_desktop.store.errors import ServerUnavailable
        from roller_desktop.ui.common.messages import describe

        text = describe(error)
        if isinstance(error, ServerUnavailable):  # at opening nothing was being changed
            text = server_away(location)
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Critical, "Roller", text, QMessageBox.StandardButton.Ok, parent
        )
        box.setFont(parent.window().font() if parent is not None else start_font())
        box.exec()
        return False
    from pathlib import Path

    font = None if parent is not None else start_font()
    return damaged_file.offer_restore(parent, error, Path(location).expanduser(), font)


def start_font() -> QFont:
    """The font of a window shown before the main window (or after it is gone): at the text
    size chosen in the settings, as every other window is."""
    from roller_desktop.ui.shell.settings import text_sized_font

    return text_sized_font(Settings())


def server_away(url: str) -> str:
    """The league's server cannot be reached at start: where it was looked for (never the
    password), and what to check; a championship's table starts again once it is there."""
    from sqlalchemy.engine import make_url

    parsed = make_url(url)
    where = parsed.host or "localhost"
    if parsed.port:
        where += f":{parsed.port}"
    return QCoreApplication.translate(
        "Launch",
        "The league's database server at %1 cannot be reached. Check that it is running and"
        " that this laptop is on its network (at a championship: that the director's laptop"
        " is on and awake), then start the program again. Nothing was changed.",
    ).replace("%1", where)


def _run_window(
    app: QApplication, args: argparse.Namespace, settings: Settings, store: LeagueStore, times: Any
) -> int:
    from roller_desktop.store.errors import StoreError
    from roller_desktop.ui.shell.main_window import MainWindow
    from roller_desktop.ui.shell.pending_store import PendingStore

    pending = store if isinstance(store, PendingStore) else None
    first_help = FirstHelp(settings)
    try:
        window = MainWindow(store, settings, quick_start=True)
        say_if_new(window, store)
        first_paint = AfterFirstPaint(window)
        window.show()
        window.set_icon()  # not needed to map the window (MainWindow.set_icon)
        # The keyboard to the new window, as a window manager gives it: with none (a plain X
        # session) nobody did, and no key reached the program until a click.
        window.activateWindow()
        # The window painted and the event loop turning: what start-up waits for (no sooner).
        first_paint.then(times.interactive)
        # The matches to resume, replayed once the window is painted (before the store's
        # worker starts, which would contend for the GIL); a key that needs them: sooner.
        first_paint.then(window.start.list_now)
        if not args.smoke_test:
            first_paint.then(lambda: window.prepare_in_idle(whole_run=True))
        if pending is not None and not pending.is_ready:

            def refuse(error: StoreError) -> None:
                # The check after the window found the file damaged: the store was never built,
                # nothing was written. Say so and stop, as if it had been found before (with
                # the newest good backup offered, and the league opened again when restored).
                print(f"roller-desktop: {error}", file=sys.stderr)
                window.hide()
                first_help.give_way()
                restored = False
                if not args.smoke_test:
                    pending.close()  # the lock too: the restore takes it
                    restored = offer_restore(None, error, args.database)
                app.exit(RESTORED if restored else 1)

            pending.signals.failed.connect(refuse)
            pending.signals.ready.connect(times.store_ready)
            pending.signals.settled.connect(collect_garbage_again)
            # The menus' entries and the application's filter once the store is built: the
            # GIL is the worker's meanwhile (a menu or a key before then makes them at once).
            pending.signals.ready.connect(window.finish_start)
            first_paint.then(pending.start)  # not before: the worker would slow the paint
            pending.signals.ready.connect(
                lambda: tell_about_store(window, pending.ready_store, args.smoke_test)
            )
        else:
            times.store_ready()
            collect_garbage_again()
            first_paint.then(window.finish_start)
            first_paint.then(lambda: tell_about_store(window, store, args.smoke_test))
        if store.path is not None:
            first_paint.then(lambda: watch_for_damage(app, window, store, args, first_help))
        else:  # a league on a server: a wait for it is said (ui/shell/server_waiting.py)
            first_paint.then(lambda: watch_server_waits(window))
        if args.smoke_test:

            def finish_smoke_test() -> None:
                if pending is not None:
                    try:
                        pending.wait()  # the whole program: the full store as well
                    except StoreError:
                        return  # refuse() has said it and set the exit code
                window.close()
                missing = missing_resources()
                for what in missing:
                    print(f"roller-desktop: missing from the installation: {what}", file=sys.stderr)
                app.exit(0 if window.start.buttons and not missing else 1)

            first_paint.then(finish_smoke_test)
            return run_event_loop(app)
        from roller_desktop.store.paths import resolve_location
        from roller_desktop.ui.shell import help_dialog

        # The first start opens Help -> How to play beside the window (once; remembered).
        where = store.path or resolve_location(args.database)
        first_help.dialog = help_dialog.show_first_run_if_needed(window, settings.q, database=where)
        return run_event_loop(app)
    finally:
        store.close()


def collect_garbage_again() -> None:
    """Python's cyclic garbage collector, paused while the program starts (app.py), works
    again once the store is built (or refused)."""
    gc.enable()


def run_event_loop(app: QApplication) -> int:
    """app.exec(), leaving no quit behind: closing the last window posts a Quit event, which
    would end the next event loop at once (the window opened again after a restore)."""
    try:
        return int(app.exec())
    finally:
        QCoreApplication.removePostedEvents(app, QEvent.Type.Quit)


def watch_server_waits(window: QWidget) -> None:
    from roller_desktop.ui.shell.server_waiting import ServerWaitNotice

    ServerWaitNotice(window)  # the window's child, listening while the window lives


def say_if_new(window: Any, store: LeagueStore) -> None:
    """A league made by this start: the start screen says so, and where."""
    from roller_desktop.ui.shell.pending_store import PendingStore

    if isinstance(store, PendingStore) and store.is_new:
        window.start.set_new_league(str(store.path))


class FirstHelp:
    """The help the first start opens beside the window (help_dialog), while it is open."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.dialog: QWidget | None = None

    def give_way(self) -> None:
        """The league refused after the window showed: the help closes, so that the refusal
        is what the person meets (it stayed open beside the refusal's box, over it at the
        largest text), and it opens again at the next start that shows the window, as it was
        cut short (after a restore: beside the league put back)."""
        from shiboken6 import isValid

        dialog, self.dialog = self.dialog, None
        if dialog is None or not isValid(dialog) or not dialog.isVisible():
            return
        dialog.close()
        from roller_desktop.ui.shell.help_dialog import FIRST_RUN_KEY

        self.settings.q.setValue(FIRST_RUN_KEY, False)


def watch_for_damage(
    app: QApplication,
    window: QWidget,
    store: LeagueStore,
    args: argparse.Namespace,
    first_help: FirstHelp | None = None,
) -> None:
    """Damage found while the league is open (the background check of the backup taken at
    start, a query on a damaged page): stop using it, say so, offer the newest good backup
    and open it again when it is restored, as when the damage is found at start."""
    from roller_desktop.ui.shell.damage_watch import DamageWatch

    assert store.path is not None
    watch = DamageWatch(store.path, window)

    def refuse(error: StoreError) -> None:
        print(f"roller-desktop: {error}", file=sys.stderr)
        watch.stop()
        window.hide()
        if first_help is not None:
            first_help.give_way()
        store.close()  # the lock too: the restore takes it; nothing more is written
        restored = not args.smoke_test and offer_restore(None, error, args.database)
        app.exit(RESTORED if restored else 1)

    watch.found.connect(refuse)
    window.destroyed.connect(watch.stop)


def missing_resources() -> list[str]:
    """What the smoke test finds missing of the installed resources (roller_desktop.resources):
    a catalogue for every language that Qt can load, a help page for each, the icon."""
    from PySide6.QtCore import QTranslator

    from roller_desktop.ui.common import i18n
    from roller_desktop.ui.shell import help_dialog
    from roller_desktop.ui.shell.app_icon import app_icon

    missing = []
    for code in i18n.available_languages():
        if not QTranslator().load(f"{i18n.CATALOGUE}_{code}", str(i18n.TRANSLATIONS)):
            missing.append(str(i18n.TRANSLATIONS / f"{i18n.CATALOGUE}_{code}.qm"))
    for code in help_dialog.LANGUAGES:
        page = help_dialog.HELP_FOLDER / f"{code}.html"
        if not page.is_file():
            missing.append(str(page))
    if app_icon().isNull():
        missing.append("the icon's sizes (icons/roller-desktop-*.png)")
    return missing


def store_notices(store: LeagueStore) -> list[str]:
    """What the person should know about the league just opened, in the window's language: a
    league that can only be looked at here, a start-up backup that failed."""
    from roller_desktop.ui.common.messages import describe_notice

    notices = []
    if getattr(store, "read_only", False):
        notices.append(
            QCoreApplication.translate(
                "launch",
                "The league is read-only here: you can look, not play. Matches, the league and "
                "the protocols can be looked at and printed; nothing can be played or changed. "
                "To play, open a league in a folder where you may write.",
            )
        )
    notices += [describe_notice(text) for text in getattr(store, "warnings", [])]
    return notices


def tell_about_store(window: QWidget, store: LeagueStore, quietly: bool = False) -> None:
    """Say the store's notices in a dialog (on stderr as well); the window stays open. The
    start-up backup, copied after the store was ready, says its failure when it ends."""
    for text in store_notices(store):
        tell(window, text, quietly)
    start_backup = getattr(store, "start_backup", None)
    if start_backup is not None and store.path is not None:
        late = _LateNotice(window, quietly)
        path = store.path

        def done(copy: Any) -> None:  # in the copy's thread
            if copy.failure is not None:
                from roller_desktop.store.database import no_backup_notice
                from roller_desktop.ui.common.messages import describe_notice

                late.heard.emit(describe_notice(no_backup_notice(path, copy.failure)))

        start_backup.then(done)


def tell(window: QWidget, text: str, quietly: bool) -> None:
    print(f"roller-desktop: {text}", file=sys.stderr)
    if not quietly:
        notify(window, text)


class _LateNotice(QObject):
    """A notice heard in another thread, said in the window's (the main) thread."""

    heard = Signal(str)

    def __init__(self, window: QWidget, quietly: bool) -> None:
        super().__init__(window)
        self.quietly = quietly
        self.heard.connect(self._say, Qt.ConnectionType.QueuedConnection)

    @Slot(str)
    def _say(self, text: str) -> None:
        parent = self.parent()
        if isinstance(parent, QWidget):
            tell(parent, text, self.quietly)


def notify(window: QWidget, text: str) -> None:  # tests replace this
    from PySide6.QtWidgets import QMessageBox  # not on the way to the first paint

    QMessageBox.warning(window, "Roller", text)


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

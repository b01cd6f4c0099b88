"""Start the window: open the league database (checked, backed up, migrated), show the window.

`--smoke-test` does all of it on the given --database, shows the real main window, and exits 0.
"""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

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


def install_language(app: QApplication, settings: Settings, override: str | None) -> None:
    from roller_desktop.ui import i18n

    try:
        i18n.install_translator(app, override or settings.language or None)
    except ValueError as error:  # an unknown --language: say so, go on in the system's
        print(f"roller-desktop: {error}", file=sys.stderr)
        i18n.install_translator(app, None)


def run_window(args: argparse.Namespace) -> int:
    app = make_application()
    settings = Settings()
    install_language(app, settings, getattr(args, "language", None))
    from roller_desktop.store.database import open_store
    from roller_desktop.store.errors import StoreError

    try:
        store = open_store(args.database)
    except StoreError as error:
        print(f"roller-desktop: {error}", file=sys.stderr)
        if not args.smoke_test:
            QMessageBox.critical(None, "Roller", str(error))
        return 1
    from roller_desktop.ui.main_window import MainWindow

    try:
        window = MainWindow(store, settings)
        window.show()
        if args.smoke_test:
            QTimer.singleShot(0, window.close)
            QTimer.singleShot(0, app.quit)
            app.exec()
            return 0 if window.start.buttons else 1
        from roller_desktop.store.paths import resolve_location
        from roller_desktop.ui import help_dialog

        # The first start opens Help -> How to play beside the window (once; remembered).
        where = store.path or resolve_location(args.database)
        help_dialog.show_first_run_if_needed(window, settings.q, database=where)
        return int(app.exec())
    finally:
        store.close()

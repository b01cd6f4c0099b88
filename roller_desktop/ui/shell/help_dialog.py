"""How to play, where the data lives, backups and moving laptops: the Help page and first run.

The text is one HTML page per language in `resources/help/` (sv, en, nb), written for players
rather than translated string by string, so the dialog has no strings of its own: its title is
the page's <title> and its button is Qt's standard Close.
"""

from __future__ import annotations

import html
import os
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QLocale, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from roller_desktop.resource_files import resource_folder
from roller_desktop.store.backups import backup_folder
from roller_desktop.store.paths import default_database_path, is_url
from roller_desktop.ui.common.widgets import resize_within_screen

HELP_FOLDER = resource_folder("help")
LANGUAGES = ("sv", "en", "nb")
FIRST_RUN_KEY = "help/first_run_shown"
# Shared by the three pages; colours come from the palette, so dark mode works too.
STYLE = """
body { font-size: @BODY@pt; }
h1 { font-size: @H1@pt; }
h2 { font-size: @H2@pt; margin-top: 16px; }
table { border-collapse: collapse; margin: 4px 0 8px 0; }
td { padding: 3px 10px; border: 1px solid #a89f90; }
li { margin-bottom: 3px; }
"""


class SettingsLike(Protocol):
    """The part of QSettings the first run needs (a dict-backed fake works in tests)."""

    def value(self, key: str, /, *args: Any, **kwargs: Any) -> Any: ...
    def setValue(self, key: str, value: Any, /) -> None: ...


def help_style(scale: float = 1.0) -> str:
    """The pages' style at a text size `scale` times the usual (View → Larger text)."""
    sizes = {"@BODY@": 11, "@H1@": 18, "@H2@": 14}
    style = STYLE
    for key, points in sizes.items():
        style = style.replace(key, f"{points * scale:g}")
    return style


def help_language(language: str | None = None) -> str:
    """sv, en or nb for a language code such as 'sv_SE', 'no' or 'nn'; else the locale's."""
    code = (language or QLocale().name()).replace("-", "_").split("_")[0].lower()
    if code in ("nb", "no", "nn"):
        return "nb"
    return code if code in LANGUAGES else "en"


def help_html(language: str | None = None, database: str | os.PathLike[str] | None = None) -> str:
    """The help page in the given language, with the real file and backup locations filled in."""
    page = (HELP_FOLDER / f"{help_language(language)}.html").read_text(encoding="utf-8")
    location = str(database) if database is not None else str(default_database_path())
    # A database server keeps its own backups.
    backups = "–" if is_url(location) else str(backup_folder(Path(location).expanduser()))
    return page.replace("@DATABASE@", html.escape(location)).replace(
        "@BACKUPS@", html.escape(backups)
    )


class HelpDialog(QDialog):
    """The help page in a resizable window; links jump between its sections."""

    def __init__(
        self,
        parent: QWidget | None = None,
        language: str | None = None,
        database: str | os.PathLike[str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("helpDialog")
        scale = 1.0
        if parent is not None:  # the window's text size, as its other dialogs
            font = parent.window().font()
            self.setFont(font)
            usual = QApplication.font().pointSizeF()
            scale = font.pointSizeF() / usual if usual > 0 and font.pointSizeF() > 0 else 1.0
        self.language = help_language(language)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("helpText")
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDefaultStyleSheet(help_style(scale))
        self.browser.setHtml(help_html(self.language, database))
        self.browser.document().setDocumentMargin(14)
        title = self.browser.document().metaInformation(QTextDocument.MetaInformation.DocumentTitle)
        self.setWindowTitle(title)
        self.browser.setAccessibleName(title)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        resize_within_screen(self, 760, 680)

    def show_section(self, anchor: str) -> None:
        """Scroll to a section: roller, hundredfive, realdice, data, backup or moving."""
        self.browser.setSource(QUrl(f"#{anchor}"))


def _is_set(value: Any) -> bool:
    return value is True or str(value).lower() in ("true", "1")


def show_first_run_if_needed(
    window: QWidget,
    settings: SettingsLike,
    language: str | None = None,
    database: str | os.PathLike[str] | None = None,
) -> HelpDialog | None:
    """Open the help once, on the very first start, beside the main window (not modal).

    Remembers in `settings` that it was shown, so later starts stay quiet; returns the dialog,
    or None when it had been shown before.
    """
    if _is_set(settings.value(FIRST_RUN_KEY, False)):
        return None
    # The application's filter now, not once the store is ready as at a later start (the
    # quick start's way): it gives the keyboard home when the help closes, with no window
    # manager (Esc or a click on Close before the store was ready left it with nobody).
    from roller_desktop.ui.common import app_events

    app = QApplication.instance()
    if isinstance(app, QApplication):
        app_events.install(app)
    dialog = HelpDialog(window, language, database)
    dialog.show()
    # Shown at start, before any window of ours has the keyboard, it takes it (after the main
    # window, which asked first): with no window manager nobody gave it, and Esc did nothing.
    dialog.activateWindow()
    settings.setValue(FIRST_RUN_KEY, True)
    return dialog

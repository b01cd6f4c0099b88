"""The language of a page the command line prints: --language, else the window's own setting,
else the system's.

A PDF command printed English words under a date in the system's language ("søndag 6.
desember 2026" over "Result · 2 players · Ola won"), whatever --language said: no catalogue
was installed outside the window.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication

from roller_desktop.ui.common import i18n
from roller_desktop.ui.printing.sheets import ensure_gui


def use_page_language(asked: str | None) -> None:
    """Install the pages' language. In a process whose application exists already (the
    window's, a test's) only `asked` changes it: that application's language was chosen."""
    made_here = QGuiApplication.instance() is None
    ensure_gui()
    app = QGuiApplication.instance()
    if app is None or not (asked or made_here):
        return
    i18n.install(app, asked or window_language())  # a bad code: said, the system's used


def window_language() -> str | None:
    """The language chosen in the window's Settings, None for "as the system"."""
    # The window's QSettings(): organisation and application as ui/shell/launch.py names them.
    value = QSettings("Roller desktop", "roller-desktop").value("language", "")
    return value if value in ("sv", "en", "nb") else None

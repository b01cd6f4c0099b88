"""The window's icon carries the sizes up to 128 px (X sends every size given before the window
maps); the whole icon has every size the packaging installs."""

from __future__ import annotations

from typing import Any

from roller_desktop.ui.shell.app_icon import WINDOW_ICON_LARGEST, app_icon
from roller_desktop.ui.shell.main_window import MainWindow
from roller_desktop.ui.shell.settings import Settings


def widths(icon: Any) -> list[int]:
    return sorted(size.width() for size in icon.availableSizes())


def test_the_whole_icon_has_every_size() -> None:
    assert widths(app_icon()) == [16, 24, 32, 48, 64, 128, 256, 512]


def test_the_windows_icon_stops_at_128(qtbot: Any, tmp_path: Any) -> None:
    from PySide6.QtCore import QSettings

    from roller_desktop.store.database import open_store

    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    with open_store(tmp_path / "league.sqlite3") as store:
        window = MainWindow(store, settings, bots=None)
        qtbot.addWidget(window)
        assert widths(window.windowIcon()) == [16, 24, 32, 48, 64, 128]
        assert max(widths(window.windowIcon())) == WINDOW_ICON_LARGEST

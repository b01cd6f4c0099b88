"""Words a table reads whole at the largest text on the small screen (issue 25)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QWidget

from roller_desktop.ui.common import i18n
from roller_desktop.ui.shell.settings import TEXT_SCALES, Settings
from tests.ui.layout import scenes


def _scene(name: str, code: str, folder: Path) -> tuple[QWidget, scenes.Stage, Any]:
    from roller_desktop.store.database import open_store

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    i18n.install_translator(app, code)
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation = False
    settings.computer_pace_ms = 0
    settings.language = code
    store = open_store(str(folder / "league.sqlite3"), backup=False)
    stage = scenes.Stage(app, store, settings)
    root = dict(scenes.SCENES)[name](stage)
    scenes.apply(root, settings, (1024, 600), TEXT_SCALES[-1])
    return root, stage, store


def test_an_unfinished_match_is_as_tall_as_its_words(qapp: Any, tmp_path: Path) -> None:
    root, stage, store = _scene("start", "sv", tmp_path)
    try:
        matches = root.start.matches  # type: ignore[attr-defined]
        assert matches.count() >= 1
        metrics = QFontMetrics(matches.font())
        for row in range(matches.count()):
            item = matches.item(row)
            room = matches.visualItemRect(item)
            words = metrics.boundingRect(
                QRect(0, 0, room.width() - 24, 100_000), Qt.TextFlag.TextWordWrap, item.text()
            )
            assert room.height() >= words.height() + 20, item.text()
    finally:
        stage.close()
        store.close()
        i18n.install_translator(qapp, "en")

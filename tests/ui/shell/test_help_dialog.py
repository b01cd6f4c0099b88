"""The help page: every language has every section, real paths filled in, first run only once."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from roller_desktop.ui.shell.help_dialog import (
    FIRST_RUN_KEY,
    HELP_FOLDER,
    LANGUAGES,
    HelpDialog,
    help_html,
    help_language,
    show_first_run_if_needed,
)

SECTIONS = ("roller", "hundredfive", "computers", "realdice", "data", "backup", "moving")
GAME_WORDS = ("Tjock", "RT", "ROLLER", "Triss", "Stege", "Alla lika", "sur mun", "plump", "WW")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_has_every_section_and_the_game_words(language: str) -> None:
    page = (HELP_FOLDER / f"{language}.html").read_text(encoding="utf-8")
    for section in SECTIONS:
        assert f'<a name="{section}">' in page and f'href="#{section}"' in page, section
    for word in GAME_WORDS:
        assert word in page, word
    for figure in ("1000", "2000", "3000", "10 000", "–", "●"):
        assert figure in page, figure


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("sv_SE", "sv"),
        ("sv", "sv"),
        ("en_GB", "en"),
        ("nb_NO", "nb"),
        ("no", "nb"),
        ("nn-NO", "nb"),
        ("de_DE", "en"),
        ("", "en"),
    ],
)
def test_help_language_maps_codes(code: str, expected: str) -> None:
    if code == "":
        assert help_language(code) in LANGUAGES  # falls back to the system locale
    else:
        assert help_language(code) == expected


def test_paths_are_filled_in_and_escaped(tmp_path: Path) -> None:
    database = tmp_path / "a&b" / "league.sqlite3"
    page = help_html("en", database)
    assert "@DATABASE@" not in page and "@BACKUPS@" not in page
    assert str(tmp_path / "a&amp;b" / "league.sqlite3") in page
    assert str(tmp_path / "a&amp;b" / "league-backups") in page


def test_a_server_url_has_no_backup_folder() -> None:
    page = help_html("sv", "postgresql://club@server/roller")
    assert "postgresql://club@server/roller" in page
    assert "-backups" not in page


@pytest.mark.parametrize(
    ("language", "title"),
    [
        ("sv", "Välkommen till Roller desktop"),
        ("en", "Welcome to Roller desktop"),
        ("nb", "Velkommen til Roller desktop"),
    ],
)
def test_dialog_speaks_the_language(
    qtbot: QtBot, tmp_path: Path, language: str, title: str
) -> None:
    dialog = HelpDialog(None, language, tmp_path / "league.sqlite3")
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == title
    assert str(tmp_path / "league-backups") in dialog.browser.toPlainText()


def test_show_section_scrolls_down(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = HelpDialog(None, "en", tmp_path / "league.sqlite3")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    bar = dialog.browser.verticalScrollBar()
    assert bar.value() == 0
    dialog.show_section("moving")
    qtbot.waitUntil(lambda: bar.value() > 0)


def test_first_run_shows_the_help_once(qtbot: QtBot, tmp_path: Path) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    first = show_first_run_if_needed(window, settings, "sv", tmp_path / "league.sqlite3")
    assert first is not None and first.isVisible() and first.language == "sv"
    first.close()
    settings.sync()
    again = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert again.value(FIRST_RUN_KEY) in (True, "true")
    assert show_first_run_if_needed(window, again, "sv") is None


def test_the_first_run_help_asks_for_the_keyboard(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Shown at start, before any window of ours had the keyboard: with no window manager
    nobody gave it to the help, and Esc did nothing until a click (seen under Xvfb; held under
    a real X server by tests/e2e/test_no_window_manager.py)."""
    asked: list[str] = []
    monkeypatch.setattr(HelpDialog, "activateWindow", lambda self: asked.append("help"))
    window = QWidget()
    qtbot.addWidget(window)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    dialog = show_first_run_if_needed(window, settings, "en", tmp_path / "league.sqlite3")
    assert dialog is not None and dialog.isVisible()
    assert asked == ["help"]
    dialog.close()


# Every decided rule of RULES.md, by the example the help page gives for it.
RULE_EXAMPLES = (
    "1-1-1-4-6-2",  # fewer than all scoring dice may be kept
    "50 + 50 + 50",  # kept dice never combine with a later throw
    "1100",  # four 1s
    "500 + 50 + 50",  # five 5s
    "2-2-2-4-4-4",  # two Triss in one throw
    "200 + 400",
    "2-1-6-1-4",  # a 105 turn is one throw
    "3-6-3-1-5",  # the chained extra throw
    "10 000",  # the dream limit, reached at 10 000
    "2, 3, …",  # the others play on for places
)
NEW_SECTIONS = ("scoring", "end", "houserules", "league", "coach")  # coach: getting better


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_tells_every_decided_rule(language: str) -> None:
    page = (HELP_FOLDER / f"{language}.html").read_text(encoding="utf-8")
    for example in RULE_EXAMPLES:
        assert example in page, f"{language}: {example}"
    for section in NEW_SECTIONS:
        assert f'<a name="{section}">' in page and f'href="#{section}"' in page, section


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_page_names_the_menu_items_as_the_window_does(qapp: Any, language: str) -> None:
    from PySide6.QtCore import QCoreApplication

    from roller_desktop.ui.common import i18n

    page = (HELP_FOLDER / f"{language}.html").read_text(encoding="utf-8")
    try:
        i18n.install_translator(qapp, language)
        words = [
            QCoreApplication.translate("MainWindow", "How to play…"),
            QCoreApplication.translate("LeagueFileMenu", "Back up now"),
            QCoreApplication.translate("LeagueFileMenu", "Restore from backup…"),
            QCoreApplication.translate("LeagueFileMenu", "Export league…"),
            QCoreApplication.translate("LeagueFileMenu", "Import league…"),
            QCoreApplication.translate("StartScreen", "Resume"),
        ]
        menus = [
            QCoreApplication.translate("MainWindow", "&Help").replace("&", ""),
            QCoreApplication.translate("LeagueFileMenu", "&File").replace("&", ""),
        ]
    finally:
        i18n.install_translator(qapp, "en")
    for word in words + menus:
        assert word in page, f"{language}: the window says {word!r}"


def test_a_dialog_larger_than_the_screen_is_shrunk_to_it(qtbot: Any) -> None:
    """The help (760x680), the odds and the protocol take their size within the screen: on a
    1024x600 screen the help's Close button stood below its bottom edge."""
    from PySide6.QtGui import QGuiApplication

    from roller_desktop.ui.common.widgets import resize_within_screen

    free = QGuiApplication.primaryScreen().availableGeometry()
    widget = QWidget()
    qtbot.addWidget(widget)
    resize_within_screen(widget, free.width() + 500, free.height() + 300)
    assert (widget.width(), widget.height()) == (free.width() - 16, free.height() - 16)
    resize_within_screen(widget, 300, 200)
    assert (widget.width(), widget.height()) == (300, 200)


def test_the_help_takes_the_window_text_size(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QApplication, QWidget

    window = QWidget()
    qtbot.addWidget(window)
    font = window.font()
    font.setPointSizeF(QApplication.font().pointSizeF() * 2)  # View → Larger text, twice over
    window.setFont(font)
    dialog = HelpDialog(window, "sv", tmp_path / "league.sqlite3")
    qtbot.addWidget(dialog)
    assert dialog.font().pointSizeF() == font.pointSizeF()
    style = dialog.browser.document().defaultStyleSheet()
    assert "body { font-size: 22pt; }" in style and "h1 { font-size: 36pt; }" in style

"""Numbers and names as each language writes and sorts them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from roller_desktop.ui.common import i18n
from roller_desktop.ui.play.odds_dialog import OddsDialog

NAMES = ["Örjan", "Åsa", "Anna", "Ärla", "Øystein", "Ærle", "Zeth", "bo"]


@pytest.fixture
def language(qapp: QApplication) -> Iterator[object]:
    yield lambda code: i18n.install_translator(qapp, code)
    i18n.install_translator(qapp, "en")


def test_decimals_take_the_languages_comma(language: object) -> None:
    language("sv")  # type: ignore[operator]
    assert i18n.percent(0.59812) == "59,81 %"
    assert i18n.number(13.0246, 2) == "13,02"
    language("nb")  # type: ignore[operator]
    assert i18n.percent(0.59812) == "59,81 %"
    language("en")  # type: ignore[operator]
    assert i18n.percent(0.59812) == "59.81 %"
    assert i18n.number(12345.5, 1) == "12345.5"  # no thousands separator in a table


def test_names_sort_by_the_languages_alphabet(language: object) -> None:
    language("sv")  # type: ignore[operator]
    assert i18n.sorted_names(NAMES) == [
        "Anna",
        "bo",
        "Zeth",
        "Åsa",
        "Ärla",  # Ä and Æ are one letter in Swedish: the next letters decide
        "Ærle",
        "Örjan",
        "Øystein",
    ]
    language("nb")  # type: ignore[operator]
    assert i18n.sorted_names(NAMES)[-1] == "Åsa"  # Æ, Ø, Å: Å last in Norwegian


def test_the_odds_view_speaks_the_window_language(qtbot: object, language: object) -> None:
    language("sv")  # type: ignore[operator]
    dialog = OddsDialog()
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    race = dialog.race_page.toPlainText()
    assert "105, exakt" in race and "59,81 %" in race and "fyra kast av tio" in race
    html = dialog.roller_html()
    assert "Roller, spelat för flest poäng" in html and "Husregler" in html
    assert "3,09 %" in html


def test_the_resume_list_dates_a_match_as_the_language_does(
    qtbot: object, language: object
) -> None:
    from datetime import datetime

    from roller_desktop.store.values import MatchSummary
    from roller_desktop.ui.shell.start_screen import StartScreen

    summary = MatchSummary(
        "m1",
        "105",
        datetime(2026, 12, 1, 9, 39),
        None,
        "in_progress",
        ("Åsa", "Kari"),
        "1 throw",
        throws=1,
    )
    shown = {}
    for code in ("sv", "nb"):
        language(code)  # type: ignore[operator]
        screen = StartScreen()
        qtbot.addWidget(screen)  # type: ignore[attr-defined]
        screen.set_unfinished([summary])
        shown[code] = screen.matches.item(0).text()
    assert "1 kast" in shown["sv"] and "2026-12-01 09:39" in shown["sv"]
    assert "1 kast" in shown["nb"] and "01.12.2026 09:39" in shown["nb"]


def test_the_race_names_the_faces_in_words(language: object) -> None:
    language("sv")  # type: ignore[operator]
    assert (i18n.faces(1), i18n.faces(6, definite=True)) == ("ettor", "sexorna")
    language("nb")  # type: ignore[operator]
    assert (i18n.faces(1), i18n.faces(6, definite=True)) == ("enere", "sekserne")
    language("en")  # type: ignore[operator]
    assert (i18n.faces(2), i18n.faces(2, definite=True)) == ("2s", "2s")


def test_a_charts_axis_writes_the_languages_decimals(language: object) -> None:
    from datetime import date

    from roller_desktop.ui.league.player_page import line_chart

    language("sv")  # type: ignore[operator]
    chart = line_chart("Tjockandel", [(date(2026, 11, 1), 0.4), (date(2026, 12, 1), 0.6)])
    assert chart.localizeNumbers()
    assert chart.locale().toString(0.8, "f", 1) == "0,8"
    assert chart.locale().toString(12345.0, "f", 0) == "12345"
    language("en")  # type: ignore[operator]
    chart = line_chart("Tjock rate", [(date(2026, 11, 1), 0.4)])
    assert chart.locale().toString(0.8, "f", 1) == "0.8"

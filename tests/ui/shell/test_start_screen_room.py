"""The start screen's unfinished matches on a small screen at the largest text: with GNOME's
11 pt desktop font (22 pt at ×2.0) two matches of three players were more than the list's
275 pixels and it scrolled; the column now gives the list the room for three. Each match is
two lines, long names shortened with "…" (four seats of long names wrapped into five lines,
one match and a half in sight), the whole in the item's text: its tooltip and accessible
name. A championship's match names its championship, round and table."""

from __future__ import annotations

from datetime import datetime
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from roller_desktop.store.values import TablePlace
from roller_desktop.ui.common import i18n
from roller_desktop.ui.shell.start_screen import LinesRole, StartScreen

NAMES = (("Anna", "Bosse", "Cilla"), ("Anna", "Bosse"))
LONG = (
    ("Britt-Marie Andersson", "Sven-Erik Johansson", "Åke Lindqvist-Berg", "Gun-Britt Svensson"),
    ("Karl-Henrik Nordström", "Ann-Charlotte Bergman", "Per-Olof Sandberg"),
)


def summary(i: int, names: tuple[str, ...], table: TablePlace | None = None) -> SimpleNamespace:
    return SimpleNamespace(
        id=str(i),
        game="roller",
        seat_names=names,
        rounds=15,
        round=3,
        throws=None,
        to_play=names[0],
        started=datetime(2026, 12, 6, 13, 54),
        table=table,
    )


def screen(
    qtbot: Any, points: float, height: int, names: tuple[tuple[str, ...], ...] = NAMES
) -> StartScreen:
    page = StartScreen()
    qtbot.addWidget(page)
    font = QFont(page.font())
    font.setPointSizeF(points)
    page.setFont(font)
    page.apply_fonts()
    page.set_unfinished([summary(i, names[i % 2]) for i in range(4)])
    page.resize(1024, height)
    page.show()
    qtbot.waitUntil(lambda: page.matches.viewport().height() > 0)
    QApplication.processEvents()
    return page


@pytest.mark.parametrize("names", [NAMES, LONG], ids=["short", "long"])
@pytest.mark.parametrize("points", [20.0, 22.0])  # KDE's 10 pt and GNOME's 11 pt at ×2.0
def test_three_matches_are_whole_in_sight_at_the_largest_text(
    qtbot: Any, points: float, names: tuple[tuple[str, ...], ...]
) -> None:
    page = screen(qtbot, points, 560, names)  # 1024×600 less the menu bar
    matches = page.matches
    assert page.tight
    third = matches.visualItemRect(matches.item(2))
    assert third.bottom() <= matches.viewport().height()
    # the list in the page's type, the heading a step over it, never under it
    assert matches.font().pointSizeF() == pytest.approx(points)
    assert page.resume_title.font().pointSizeF() > points


def test_a_roomy_page_keeps_the_larger_list(qtbot: Any) -> None:
    page = screen(qtbot, 9.0, 560)
    assert not page.tight
    assert page.matches.font().pointSizeF() == pytest.approx(9.0 * 1.15)
    assert page.resume_title.font().pointSizeF() == pytest.approx(9.0 * 1.5)


def test_long_names_take_one_line_whole_in_the_tooltip(qtbot: Any) -> None:
    page = screen(qtbot, 22.0, 560, LONG)
    item = page.matches.item(0)
    lines = item.data(LinesRole)
    assert lines[0] == "Roller: " + ", ".join(LONG[0])
    assert len(lines) == 2 and "Round 3 of 15" in lines[1]
    # the item two lines tall, whatever the names' length; the whole in its text and tooltip
    spacing = page.matches.fontMetrics().lineSpacing()
    assert page.matches.visualItemRect(item).height() < 3 * spacing
    assert ", ".join(LONG[0]) in item.text() and item.toolTip() == item.text()


TABLES = (
    (
        TablePlace("EM i Roller 2026", 2, 3),
        "EM i Roller 2026 · Qualifying round 2, table 3: ",
        ("Table 3: ", "Qualifying round 2 · EM i Roller 2026 · Round 3 of 15"),
    ),
    (
        TablePlace("EM i Roller 2026", 0, 1),
        "EM i Roller 2026 · The final: ",
        ("The final: ", "EM i Roller 2026 · Round 3 of 15"),
    ),
    (
        TablePlace("EM", -1, 1),
        "EM · Deciding round 1 of the final: ",
        ("Deciding round 1 of the final: ", "EM · Round 3 of 15"),
    ),
)


@pytest.mark.parametrize(("table", "said", "lines"), TABLES)
def test_a_championship_match_names_its_championship_round_and_table(
    qtbot: Any, table: TablePlace, said: str, lines: tuple[str, str]
) -> None:
    page = StartScreen()
    qtbot.addWidget(page)
    names = ("Britt", "Sven", "Åke", "Gun")
    page.set_unfinished([summary(0, names), summary(1, names, table)])
    ordinary, championship = page.matches.item(0), page.matches.item(1)
    assert ordinary.text().startswith("Roller: Britt, Sven, Åke, Gun\n")
    assert championship.text().startswith(said + "Britt, Sven, Åke, Gun\n")
    assert championship.toolTip() == championship.text()
    # the table first on the first line, the qualifying round first on the second
    which, far = championship.data(LinesRole)
    assert which == lines[0] + "Britt, Sven, Åke, Gun"
    assert far.startswith(lines[1])
    assert page.describe("1") == championship.text()  # the abandon question names it too


@pytest.mark.parametrize(
    ("language", "said", "lines"),
    [
        (
            "sv",
            "EM i Roller 2026 · Kvalomgång 2, bord 3: Britt",
            ("Bord 3: Britt", "Kvalomgång 2 · EM i Roller 2026 · Rond 3 av 15"),
        ),
        (
            "nb",
            "EM i Roller 2026 · Kvalifiseringsrunde 2, bord 3: Britt",
            ("Bord 3: Britt", "Kvalifiseringsrunde 2 · EM i Roller 2026 · Runde 3 av 15"),
        ),
    ],
)
def test_the_table_in_swedish_and_norwegian(
    qtbot: Any, qapp: QApplication, language: str, said: str, lines: tuple[str, str]
) -> None:
    i18n.install_translator(qapp, language)
    try:
        page = StartScreen()
        qtbot.addWidget(page)
        table = TablePlace("EM i Roller 2026", 2, 3)
        page.set_unfinished([summary(1, ("Britt", "Sven", "Åke", "Gun"), table)])
        item = page.matches.item(0)
        assert item.text().startswith(said)
        which, far = item.data(LinesRole)
        assert which.startswith(lines[0]) and far.startswith(lines[1])
    finally:
        i18n.install_translator(qapp, "en")

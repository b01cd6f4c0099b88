"""The championship's luck-and-skill report (issue 27, item 7): its words, its one page, and
the director's Luck and skill… (Ctrl+Shift+R) into the print preview, worked out off the GUI
thread."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt

from roller_desktop.play import championship_books
from roller_desktop.play.championship_books import report
from roller_desktop.ui.common import i18n
from roller_desktop.ui.printing import sheets as printing
from roller_desktop.ui.printing.coach_report import report_sheet, report_texts
from tests.play.championship_sample import played_championship

NAMES = ["Åke", "Kari", "Bo", "Lisa", "Dagny", "Erik"]


def test_the_report_is_one_page_with_every_player_ranked(
    qtbot: Any, store: Any, tmp_path: Path
) -> None:
    played_championship(store, "EM i Roller", NAMES, rounds=2, table_size=(3, 3), seed=3)
    books = report(store, "EM i Roller")
    texts = report_texts(books)
    assert [row[1] for row in texts.rows] == [p.name for p in books.players]
    assert [row[0] for row in texts.rows] == [str(k) for k in range(1, 7)]
    assert books.played_best is not None and books.luckiest is not None
    assert texts.headlines[0].startswith(f"Played best: {books.played_best.name}, ")
    assert texts.headlines[1].startswith(f"Luckiest: {books.luckiest.name}, ")
    assert all(cell.startswith("≈") for row in texts.rows for cell in row[4:])
    reader = PdfReader(printing.write_pdf(report_sheet(books), tmp_path / "r.pdf"))
    assert len(reader.pages) == 1
    text = "".join(reader.pages[0].extract_text().split())
    for words in (texts.title, *texts.headlines, *NAMES):
        assert "".join(words.split()) in text


def test_the_report_speaks_swedish(qapp: Any, store: Any) -> None:
    played_championship(store, "EM", NAMES[:4], rounds=1, seed=1)
    books = report(store, "EM")
    i18n.install(qapp, "sv")
    try:
        texts = report_texts(books)
    finally:
        i18n.install(qapp, "en")
    assert texts.title == "Tärningstur och skicklighet: EM"
    assert texts.headlines[0].startswith("Spelade bäst: ")
    assert texts.header[3] == "Segrar"


def test_ctrl_shift_r_on_the_directors_page_previews_the_report_worked_out_in_a_worker(
    qtbot: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from roller_desktop.ui.championship.director_page import DirectorPage
    from roller_desktop.ui.printing import preview

    played_championship(store, "EM i Roller", NAMES, rounds=2, seed=4)
    shown: list[printing.Sheet] = []
    monkeypatch.setattr(
        preview, "show_print_preview", lambda sheet, parent=None: shown.append(sheet)
    )
    threads: list[str] = []
    work = championship_books.report

    def counted(*args: Any) -> Any:
        threads.append(threading.current_thread().name)
        return work(*args)

    monkeypatch.setattr(championship_books, "report", counted)
    page = DirectorPage(store)
    qtbot.addWidget(page)
    page.show()
    page.activateWindow()
    qtbot.waitUntil(lambda: page.view.current is not None and page.isActiveWindow())
    page.view.tables.setFocus()
    qtbot.keyClick(
        page.view.tables,
        Qt.Key.Key_R,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert [s.title for s in shown] == ["Luck and skill: EM i Roller"]
    assert threads and threads[0] != threading.main_thread().name
    from PySide6.QtWidgets import QPushButton

    (button,) = [b for b in page.findChildren(QPushButton) if "Luck and skill" in b.text()]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert len(shown) == 2 and len(threads) == 2


def test_a_sliver_of_a_point_reads_as_nothing_not_minus_nothing(qapp: Any) -> None:
    from roller_desktop.ui.play.coach_words import points

    assert points(-0.0001, False) == "+0.0"
    assert points(-0.0001, True, signed=False) == "≈0.0"
    assert points(-0.0006, False) == "−0.1"

"""The championship's papers: a round's seating lists and table cards as the pages of one PDF,
the final standings page; what a person reads off them is checked in the PDF's text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtWidgets import QApplication

from roller_desktop.championship.draw import draw
from roller_desktop.championship.standings import (
    MatchResult,
    championship_places,
    final_result,
    final_table,
    standings,
)
from roller_desktop.ui.printing.championship_papers import Heading, final_standings, round_papers
from roller_desktop.ui.printing.sheets import render_image, write_pdf_pages

PLAYERS = [f"Spelare {n:02d}" for n in range(1, 15)] + ["Åke", "Örjan"]
HEADING = Heading("EM i Roller", "Eldsmark", "12–13 mars 2027")


def _text(path: Path) -> list[str]:
    """Each page's words, single spaces between them (the PDF puts each cell on a line)."""
    return [" ".join(page.extract_text().split()) for page in PdfReader(path).pages]


def test_a_rounds_papers_are_the_lists_and_a_card_for_each_table(
    qapp: QApplication, tmp_path: Path
) -> None:
    tables = draw(PLAYERS, 2, table_size=(4, 4)).rounds[1].tables
    homes = {"Åke": "Örnsköldsvik", "Örjan": "Umeå"}
    out = write_pdf_pages(round_papers(HEADING, 2, tables, homes), tmp_path / "round.pdf")
    pages = _text(out)
    assert len(pages) == 2 + len(tables)
    by_name, by_table, *cards = pages
    ake = next(t for t in tables if "Åke" in t.seats)
    for page in (by_name, by_table):
        assert "EM i Roller, qualifying round 2" in page
        assert all(name in page for name in PLAYERS)
    assert "Örnsköldsvik" in by_name and "Umeå" in by_table
    seat = ake.seats.index("Åke") + 1
    assert f"Åke (Örnsköldsvik) {ake.number} {seat}" in by_name
    for table, card in zip(tables, cards, strict=True):
        assert f"Table {table.number}" in card
        for seat, name in enumerate(table.seats, start=1):
            assert f"{seat}. {name}" in card
    sizes = [page.mediabox for page in PdfReader(out).pages]
    assert sizes[0].width < sizes[0].height and sizes[2].width > sizes[2].height


def test_the_final_standings_page_has_every_place_and_the_marks(
    qapp: QApplication, tmp_path: Path
) -> None:
    results = [
        MatchResult(name, 1, 1000 + 50 * n, ww=n == 3, w=n == 7, tjock=n % 3)
        for n, name in enumerate(PLAYERS)
    ]
    qualifying = standings(results, PLAYERS, rounds=1)
    seated = final_table(qualifying, 4)
    finalists = [s for s in qualifying if s.player in seated]
    final = final_result(finalists, {name: 500 + 100 * i for i, name in enumerate(seated)})
    places = championship_places(qualifying, final)
    sheet = final_standings(HEADING, places, {}, ["The rule of the standings."])
    page = _text(write_pdf_pages([sheet], tmp_path / "final.pdf"))[0]
    assert "EM i Roller: final standings" in page
    assert f"1. {final.champion}" in page
    assert all(name in page for name in PLAYERS)
    rows = re.split(r" \d+\. ", page)  # a row of the table begins with its place, "12."
    assert "WW" in next(row for row in rows if PLAYERS[3] in row)
    assert "WW" not in next(row for row in rows if PLAYERS[7] in row)
    assert "The rule of the standings." in page
    assert not render_image(sheet, dpi=40).isNull()


def test_no_pages_is_refused(qapp: QApplication, tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        write_pdf_pages([], tmp_path / "none.pdf")
    assert not (tmp_path / "none.pdf").exists()

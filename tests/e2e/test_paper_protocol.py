"""A finished paper protocol typed in by keys in the real program (issue 14, item 2): from the
start screen (E), the form by its Alt keys, the grid cell by cell with protocol only's keys, a
refused cell, a cell typed again after the arrow keys went back to it, one above 10,000 asked
about, Ctrl+S. The league file then holds the match kept by hand, the league table its
figures, and export-protocols writes it back as the sheet was."""

from __future__ import annotations

import csv
import subprocess
import sys
from datetime import datetime
from typing import TYPE_CHECKING

from tests.e2e import play
from tests.e2e.person import Person, visible_texts

if TYPE_CHECKING:
    from tests.e2e.harness import Program

ENTRY = "Result of the cell"
ASKED = "12000 points in one round"


def cell(person: Person, text: str) -> None:
    person.wait_until(lambda: play.person_focus_name() == ENTRY, 5, "the cell has the focus")
    person.press("Ctrl+A")
    person.type(text)
    person.press("Enter")


def _cell_label() -> str:
    from PySide6.QtWidgets import QLabel

    from tests.e2e.person import main_window, really_visible

    found = [
        w.text()
        for w in main_window().findChildren(QLabel)
        if really_visible(w) and w.text().startswith("Round ")
    ]
    return found[0] if found else ""


def _league_row(name: str) -> dict[str, str] | None:
    """The league table's row of a player as shown: heading -> text (None: not there yet)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QTableView

    from tests.e2e.person import main_window, really_visible

    for view in main_window().findChildren(QTableView):
        model = view.model()
        if not really_visible(view) or model is None:
            continue
        headings = [  # a heading of two words is shown on two lines
            " ".join(str(model.headerData(c, Qt.Orientation.Horizontal)).split())
            for c in range(model.columnCount())
        ]
        for row in range(model.rowCount()):
            texts = [str(model.index(row, c).data() or "") for c in range(model.columnCount())]
            if name in texts:
                return dict(zip(headings, texts, strict=True))
    return None


def paper_protocol(person: Person) -> None:
    play.close_first_run_help(person)
    person.press("E")
    person.wait_until(lambda: play.person_focus_name() == "Date", 10, "the form, at its date")
    person.press("Alt+T")
    person.type("19:30")
    person.press("Alt+P")
    person.type("Husum")
    person.press("Alt+R")
    person.press("Ctrl+A")
    person.type("2")
    person.press("Alt+N")
    for name in ("Åke", "Kari"):
        person.wait_until(lambda: play.person_focus_name() == "New player's name", 5, "name")
        person.type(name)
        person.press("Enter")
    person.wait_to_see("2. Kari (new player)", 5)
    person.press("Ctrl+Enter")
    person.wait_until(lambda: _cell_label() == "Round 1, Åke:", 10, "the grid at round 1")
    cell(person, "375")
    person.wait_to_see("375 points cannot be: every score is a multiple of 50.", 5)
    assert person.gui(_cell_label) == "Round 1, Åke:"
    cell(person, "350")
    person.wait_until(lambda: _cell_label() == "Round 1, Kari:", 5, "Kari's round 1")
    cell(person, "-")
    cell(person, "r")
    person.wait_until(lambda: _cell_label() == "Round 2, Kari:", 5, "Kari's round 2")
    person.press("Up")  # Kari's Tjock was 500 on the sheet
    person.wait_until(lambda: _cell_label() == "Round 1, Kari:", 5, "back at Kari's round 1")
    cell(person, "500")
    person.wait_until(lambda: _cell_label() == "Round 2, Kari:", 5, "on to the empty cell")
    cell(person, "12000")
    person.wait_to_see(ASKED, 5)
    person.click("Yes")
    person.wait_until(lambda: not any(ASKED in t for t in visible_texts()), 5, "question gone")
    person.wait_to_see("Kari wins with 12500 points.", 5)
    grid = play.protocol_cells(person)
    assert grid == [["350", "500"], ["RT", "12000"]], grid
    texts = person.texts()
    assert "WW" in texts and "sur mun ●" in texts, texts
    person.screenshot("typed")
    assert person.sql("SELECT COUNT(*) FROM matches") == [(0,)]  # nothing before Ctrl+S
    person.press("Ctrl+S")
    person.wait_to_see("Saved in the league: Roller", 10)
    rows = person.sql("SELECT status, by_hand, real_dice, place FROM matches")
    assert rows == [("finished", 1, 0, "Husum")], rows
    kinds = person.sql("SELECT kind, dice FROM events ORDER BY seq")
    assert [str(dice) for _, dice in kinds] == ["350", "500", "RT", "12000"], kinds
    assert person.sql("SELECT name FROM players ORDER BY name") == [("Kari",), ("Åke",)]
    person.press("Ctrl+L")
    kari = person.wait_until(lambda: _league_row("Kari"), 20, "Kari in the league table")
    ake = person.gui(lambda: _league_row("Åke"))
    person.screenshot("league")
    assert (kari["Matches"], kari["WW"], kari["W"], kari["RT"]) == ("1", "1", "0", "0"), kari
    # Tjock rounds counts the rounds gone tjock, RT too; ROLLER is not recorded on paper: empty.
    assert (ake["sur mun"], ake["plump"], ake["RT"], ake["Tjock rounds"]) == ("1",) * 4, ake
    assert ake["ROLLER"] == kari["ROLLER"] == "", ake


def test_a_paper_protocol_typed_in_by_keys(program: Program) -> None:
    program.run(paper_protocol, timeout=120)
    database = next((program.home / "data").rglob("league.sqlite3"))
    out = program.home / "protocols.csv"
    done = subprocess.run(
        [sys.executable, "-m", "roller_desktop", "--database", str(database),
         "export-protocols", str(out)],
        capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    with open(out, encoding="utf-8-sig", newline="") as sheet:
        rows = list(csv.DictReader(sheet))
    today = f"{datetime.now():%Y-%m-%d}"
    assert [(r["date"], r["game"], r["place"], r["player"], r["r1"], r["r2"]) for r in rows] == [
        (f"{today} 19:30", "roller", "Husum", "Åke", "350", "RT"),
        (f"{today} 19:30", "roller", "Husum", "Kari", "500", "12000"),
    ], rows

"""The printed protocol: one A4 page with every name, cell, running total, total and symbol."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QColor

from roller_desktop.engine.dice import RandomDice
from roller_desktop.engine.hundredfive import HundredFiveRules, Race
from roller_desktop.engine.protocol import Protocol
from roller_desktop.ui.printing import sheets as printing
from tests.ui.protocol_samples import (
    FRIDGE_ROWS,
    FRIDGE_TOTALS,
    five_player_protocol,
    fridge_protocol,
    protocol_of,
)

A4_LONG, A4_SHORT = 841.9, 595.3  # points


@pytest.fixture(autouse=True)
def _gui(qapp: object) -> None:
    """Painting text needs the test run's QApplication, never one of printing's own."""


def pdf_of(sheet: printing.Sheet, tmp_path: Path) -> PdfReader:
    return PdfReader(printing.write_pdf(sheet, tmp_path / "page.pdf"))


def tokens(reader: PdfReader) -> list[str]:
    return " ".join(page.extract_text() for page in reader.pages).split()


def contains_run(haystack: list[str], needle: list[str]) -> bool:
    n = len(needle)
    return any(haystack[i : i + n] == needle for i in range(len(haystack) - n + 1))


def page_size(reader: PdfReader) -> tuple[float, float]:
    box = reader.pages[0].mediabox
    return float(box.width), float(box.height)


def test_eight_players_fit_one_landscape_a4_page(tmp_path: Path) -> None:
    reader = pdf_of(printing.protocol_sheet(fridge_protocol()), tmp_path)
    assert len(reader.pages) == 1
    width, height = page_size(reader)
    assert width == pytest.approx(A4_LONG, abs=1)
    assert height == pytest.approx(A4_SHORT, abs=1)


def test_five_players_print_portrait(tmp_path: Path) -> None:
    reader = pdf_of(printing.protocol_sheet(five_player_protocol()), tmp_path)
    assert len(reader.pages) == 1
    assert page_size(reader) == (pytest.approx(A4_SHORT, abs=1), pytest.approx(A4_LONG, abs=1))


def test_every_name_cell_running_total_and_total_is_printed_in_order(tmp_path: Path) -> None:
    info = printing.MatchInfo(datetime(2026, 7, 14, 16, 30), "Sommarstugan", "Regn hela kvällen")
    words = tokens(pdf_of(printing.protocol_sheet(fridge_protocol(), info), tmp_path))
    names = list(FRIDGE_ROWS)
    header = words.index(names[0])
    positions = [words.index(name, header) for name in names]
    assert positions == sorted(positions)  # the header row, in seating order
    rows = [row.split() for row in FRIDGE_ROWS.values()]
    for rnd in range(15):
        expected = [str(rnd + 1)]
        for row in rows:
            running = sum(int(t) for t in row[: rnd + 1] if t.isdigit())
            expected += [row[rnd], str(running)]
        assert contains_run(words, expected), f"round {rnd + 1}"
    assert contains_run(words, ["Total", *map(str, FRIDGE_TOTALS)])
    # Anna and Bertil tie on top, Gunilla and Hampus at the bottom, Cecilia and Hampus plump.
    assert contains_run(words, ["Symbols", "WW", "WW", "●", "sur", "mun", "sur", "mun", "●"])
    assert "Sommarstugan" in words
    assert contains_run(words, ["Regn", "hela", "kvällen"])


def test_the_house_rules_that_differ_are_printed(tmp_path: Path) -> None:
    text = " ".join(tokens(pdf_of(printing.protocol_sheet(fridge_protocol()), tmp_path)))
    assert re.search(r"Forced throw after ROLLER [^:]*Alla lika[^:]*: off", text)  # glossed in en
    plain = " ".join(tokens(pdf_of(printing.protocol_sheet(five_player_protocol()), tmp_path)))
    assert "no changes" in plain


def test_a_match_in_play_prints_without_symbols(tmp_path: Path) -> None:
    rows = {name: " ".join(row.split()[:4]) for name, row in FRIDGE_ROWS.items()}
    protocol = protocol_of(rows, rounds=15)
    words = tokens(pdf_of(printing.protocol_sheet(protocol), tmp_path))
    assert contains_run(words, ["match", "in", "play"])
    symbols = words.index("Symbols")
    assert words[symbols + 1 : symbols + 3] == ["Tjock", "rounds"]  # an empty symbols row
    assert contains_run(words, ["4", "350", "3350"])  # Anna's fourth round and her sum


def test_a_hundred_rounds_still_fit_one_page(tmp_path: Path) -> None:
    rows = {name: " ".join(["50"] * 100) for name in FRIDGE_ROWS}
    protocol: Protocol = protocol_of(rows, rule_differences=(("rounds", "100"),))
    reader = pdf_of(printing.protocol_sheet(protocol), tmp_path)
    assert len(reader.pages) == 1
    assert contains_run(tokens(reader), ["Total", *["5000"] * 8])


def test_a_race_result_prints_places_and_turns(tmp_path: Path) -> None:
    race = Race(["Ola", "Kari", "Per"], HundredFiveRules(extra_throw=False), dice=[5, 3, 5])
    dice = RandomDice(7)
    while not race.is_over:
        race.throw_from(dice)
    result = printing.RaceResult.of(race)
    reader = pdf_of(printing.race_sheet(result), tmp_path)
    assert len(reader.pages) == 1
    words = tokens(reader)
    for seat, name in enumerate(race.seats):
        row = [name, str(race.dice[seat]), f"{race.place(seat)}.", str(race.turns(seat))]
        assert contains_run(words, row)
    assert "Extra throw after a finished number: off" in " ".join(words)


def test_the_preview_paints_the_same_page(tmp_path: Path) -> None:
    from PySide6.QtPrintSupport import QPrinter

    from roller_desktop.ui.printing.preview import print_preview

    dialog = print_preview(printing.protocol_sheet(fridge_protocol()))
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "preview.pdf"))
    printer.setPageLayout(printing.protocol_sheet(fridge_protocol()).page_layout())
    dialog.paintRequested.emit(printer)  # type: ignore[attr-defined]
    reader = PdfReader(tmp_path / "preview.pdf")
    assert len(reader.pages) == 1
    assert contains_run(tokens(reader), ["Total", *map(str, FRIDGE_TOTALS)])


def test_the_page_renders_to_an_image_with_ink_on_it() -> None:
    image = printing.render_image(printing.protocol_sheet(fridge_protocol()), dpi=50)
    assert image.width() > image.height()  # landscape
    dark = sum(
        1
        for x in range(0, image.width(), 4)
        for y in range(0, image.height(), 4)
        if QColor(image.pixel(x, y)).lightness() < 128
    )
    assert dark > 100


# Writing to a folder that does not exist is the point: QPdfWriter's painter cannot begin.
@pytest.mark.qt_log_ignore(r"^QPainter::begin\(\): Returned false$", extend=True)
def test_a_pdf_that_cannot_be_written_says_so_and_leaves_nothing(tmp_path: Path) -> None:
    target = tmp_path / "missing" / "page.pdf"
    with pytest.raises(FileNotFoundError):  # the window and the commands word it (describe)
        printing.write_pdf(printing.protocol_sheet(fridge_protocol()), target)
    assert not target.parent.exists()


class _WrittenText:
    """Stands in for a QPainter: keeps the strings Pen.text hands to drawText."""

    def __init__(self, image: object) -> None:
        from PySide6.QtGui import QPainter

        self.painter = QPainter(image)  # type: ignore[call-overload]
        self.drawn: list[str] = []

    def device(self) -> object:
        return self.painter.device()

    def setFont(self, font: object) -> None:
        self.painter.setFont(font)  # type: ignore[arg-type]

    def setPen(self, colour: object) -> None:
        self.painter.setPen(colour)  # type: ignore[arg-type]

    def drawText(self, rect: object, flags: int, text: str) -> None:
        self.drawn.append(text)


def test_a_title_that_fits_after_shrinking_is_never_cut_off(qapp: object) -> None:
    """A title a hair wider than its box (as "EM i Roller 2026, omgång 1" on a round's papers)
    is shrunk and printed whole, never shown as "EM i Roller 2026, omgång…"."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF, QImage

    image = QImage(2000, 400, QImage.Format.Format_RGB32)
    spy = _WrittenText(image)
    pen = printing.Pen(spy)  # type: ignore[arg-type]
    title = "EM i Roller 2026, omgång 1"
    natural = QFontMetricsF(pen.font(22, True)).horizontalAdvance(title)
    widths = [natural + step / 10 for step in range(-30, 31)]  # 3 px either side, in tenths
    for width in widths:
        pen.text(QRectF(0, 0, width, 200), title, 22, bold=True)
    spy.painter.end()
    assert spy.drawn == [title] * len(widths)


def test_a_championship_sheet_of_3_rounds_says_so_in_the_house_rules(tmp_path: Path) -> None:
    """A blank protocol of a short match prints the rounds among the house rules (it said
    "as in the rules (no changes)" under a 3-round grid); 15 rounds are the rules' own."""
    short = printing.championship_table_sheet("EM i Roller", 1, 2, ["Åke", "Örjan"], rounds=3)
    words = " ".join(tokens(pdf_of(short, tmp_path)))
    assert "House rules: Rounds: 3." in words
    usual = printing.championship_table_sheet("EM i Roller", 1, 2, ["Åke", "Örjan"], rounds=15)
    assert "House rules: as in the rules (no changes)." in " ".join(tokens(pdf_of(usual, tmp_path)))


def test_a_handicap_prints_as_a_house_rule_and_counts_in_the_totals(tmp_path: Path) -> None:
    from roller_desktop.engine.roller import RollerMatch, RollerRules

    match = RollerMatch(["Åke", "Kari"], RollerRules(rounds=1, handicap=(0, 300)))
    for throw, keep in (((1, 2, 3, 4, 6, 6), (1,)), ((5, 2, 3, 4, 6, 6), (5,))):
        match.throw(throw)
        match.keep(keep)
        match.bank()
    words = " ".join(tokens(pdf_of(printing.protocol_sheet(match.protocol()), tmp_path)))
    assert "House rules: Rounds: 1; Handicap: Kari starts with 300 points." in words
    assert "350" in words.split()  # Kari's total: the lead and her 50, in no round of its own


@pytest.mark.parametrize("code", ["sv", "nb"])
def test_a_race_results_seat_column_is_not_a_second_place(
    qapp: object, code: str, tmp_path: Path
) -> None:
    """nb printed "Plass 4 Sofie … Plassering 1." (sv "Plats", "Placering"): the seat's word
    read as a place of its own beside the finishing place."""
    from roller_desktop.ui.common import i18n

    race = Race(["Ola", "Åse"], HundredFiveRules(), dice=[5, 5])
    dice = RandomDice(3)
    while not race.is_over:
        race.throw_from(dice)
    i18n.install_translator(qapp, code)
    try:
        words = tokens(pdf_of(printing.race_sheet(printing.RaceResult.of(race)), tmp_path))
    finally:
        i18n.install_translator(qapp, "en")
    places = [w for w in words if w.casefold().startswith("pla")]
    assert places == [{"sv": "Placering", "nb": "Plassering"}[code]], words
    assert "bordet" in words  # "Vid bordet", "Ved bordet": where the seat sits


def test_two_matches_of_one_evening_are_saved_under_two_names() -> None:
    """Both races of an evening offered "105 result 2026-12-06.pdf": the second asked to
    overwrite the first. The saved name carries the time of day too; the page's title not."""
    from roller_desktop.ui.printing.preview import pdf_name

    race = Race(["Ola", "Åse"], HundredFiveRules(), dice=[5, 5])
    dice = RandomDice(3)
    while not race.is_over:
        race.throw_from(dice)
    result = printing.RaceResult.of(race)
    names = set()
    for hour in (18, 20):
        info = printing.MatchInfo(datetime(2026, 12, 6, hour, 5, tzinfo=UTC))
        sheet = printing.race_sheet(result, info)
        assert sheet.title.startswith("105 result 2026-12-0")  # the day, as before
        names.add(pdf_name(sheet.file_name_title()))
    assert len(names) == 2, names  # the two races of the evening
    protocol = printing.protocol_sheet(
        protocol_of(FRIDGE_ROWS), printing.MatchInfo(datetime(2026, 12, 6, 18, 5, tzinfo=UTC))
    )
    assert pdf_name(protocol.file_name_title()) != pdf_name(protocol.title)  # the time too

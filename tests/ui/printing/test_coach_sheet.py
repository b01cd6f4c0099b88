"""The coach sheet (issue 27, item 7): one A4 page per player per match with the graph, the
books and the three costliest decisions; from the end screen and a protocol page by Ctrl+G,
into the one print preview."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt

from roller_desktop.engine.events import Result
from roller_desktop.engine.roller import RollerRules
from roller_desktop.strategy.coach_sheet import sheet_models
from roller_desktop.ui.common import i18n
from roller_desktop.ui.league.protocol_dialog import ProtocolDialog
from roller_desktop.ui.printing import coach_sheet
from roller_desktop.ui.printing import sheets as printing
from tests.strategy.test_coach_sheet import simulated
from tests.ui.play.test_match_analysis import play_one_round


def pdf_text(path: Path) -> tuple[int, str]:
    """The pages and the text without any whitespace (the PDF breaks lines where it wraps)."""
    reader = PdfReader(path)
    text = "".join(page.extract_text() for page in reader.pages)
    return len(reader.pages), "".join(text.split())


def squeezed(text: str) -> str:
    return "".join(text.split())


def test_the_sheet_is_one_page_with_the_names_and_the_three_decisions(
    qapp: Any, tmp_path: Path
) -> None:
    match = simulated(["Åke Lindqvist", "Kari"], ["child", "careful"], 3, rounds=15)
    models = sheet_models(match.seats, match.rules, match.events, 0)
    for model in models:
        assert len(model.decisions) == 3
        texts = coach_sheet.sheet_texts(model)
        assert texts.decisions_title == "The three costliest decisions"  # under ten: in words
        path = printing.write_pdf(coach_sheet.coach_sheet(model), tmp_path / f"{model.name}.pdf")
        pages, text = pdf_text(path)
        assert pages == 1
        assert squeezed(texts.decisions_title) in text
        for name in match.seats:
            assert squeezed(name) in text
        assert squeezed(texts.books) in text
        for decision in texts.decisions:
            assert squeezed(decision.headline) in text
            assert squeezed(decision.better) in text
        for label, value in texts.figures:
            assert squeezed(label + value) in text


def test_the_words_of_a_decision(qapp: Any) -> None:
    match = simulated(["Åke", "Kari"], ["child", "careful"], 3, rounds=15)
    model = sheet_models(match.seats, match.rules, match.events, 0)[0]
    keep = next(d for d in model.decisions if d.kind == "keep")
    words = coach_sheet.decision_texts(model, keep)
    assert words.headline == (
        f"Round {keep.round}: threw {' '.join(map(str, keep.dice))}, "
        f"kept {' '.join(map(str, keep.choice))}"
    )
    gain = f"+{100 * keep.win_gain:.1f}"
    assert words.better.startswith(f"Better: keep {' '.join(map(str, keep.best))}: {gain} ")
    assert f"{round(keep.points_gain):+d} points expected" in words.better


def test_three_players_are_marked_approximate(qapp: Any, tmp_path: Path) -> None:
    match = simulated(["A", "B", "C"], ["child", "steady", "careful"], 4, rounds=4)
    model = sheet_models(match.seats, match.rules, match.events, 0)[0]
    texts = coach_sheet.sheet_texts(model)
    assert texts.graph_title.endswith("(≈)")
    assert all(value.startswith("≈") for label, value in texts.figures if "Result" not in label)
    assert any("approximate (≈)" in note for note in texts.notes)
    pages, text = pdf_text(printing.write_pdf(coach_sheet.coach_sheet(model), tmp_path / "a.pdf"))
    assert pages == 1 and "≈" in text


def test_a_match_kept_by_hand_says_why_it_has_no_decisions(qapp: Any, tmp_path: Path) -> None:
    cells = [Result(c) for c in ["350", "RT", "1000", "–"]]
    model = sheet_models(["A", "B"], RollerRules(rounds=2), cells, 0)[1]
    texts = coach_sheet.sheet_texts(model)
    assert texts.decisions == ()
    assert "kept by hand" in texts.message
    pages, text = pdf_text(printing.write_pdf(coach_sheet.coach_sheet(model), tmp_path / "h.pdf"))
    assert pages == 1 and squeezed(texts.message) in text


@pytest.mark.parametrize("language", ["sv", "nb"])
def test_the_sheet_speaks_the_windows_language(qapp: Any, language: str) -> None:
    match = simulated(["Åke", "Kari"], ["child", "careful"], 3, rounds=15)
    model = sheet_models(match.seats, match.rules, match.events, 0)[0]
    english = coach_sheet.sheet_texts(model).all_words()
    i18n.install(qapp, language)
    try:
        words = coach_sheet.sheet_texts(model).all_words()
    finally:
        i18n.install(qapp, "en")
    assert words[0] == {"sv": "Tränarblad: Åke", "nb": "Trenerark: Åke"}[language]
    assert not set(words) & set(english) - {""}


STANDINGS = {
    "en": ("Ahead by 450", "Behind by 100", "Level"),
    "sv": ("Leder med 450", "Ligger 100 efter", "Lika"),
    "nb": ("Leder med 450", "Ligger 100 bak", "Likt"),
}


@pytest.mark.parametrize("language", ["en", "sv", "nb"])
def test_a_decisions_situation_says_ahead_or_behind_in_words(qapp: Any, language: str) -> None:
    """The seat's place at the turn's start as a player says it: "Lead −100" (nb "Ledelse
    −100") read oddly for a seat behind."""
    match = simulated(["Åke", "Kari"], ["child", "careful"], 3, rounds=15)
    model = sheet_models(match.seats, match.rules, match.events, 0)[0]
    decision = model.decisions[0]
    i18n.install(qapp, language)
    try:
        words = [
            coach_sheet.decision_texts(model, replace(decision, lead=lead)).situation
            for lead in (450, -100, 0)
        ]
    finally:
        i18n.install(qapp, "en")
    for said, standing in zip(words, STANDINGS[language], strict=True):
        assert said.startswith(standing + ", ")
        assert "−" not in said and "+" not in said


class Previews:
    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.sheets: list[printing.Sheet] = []
        from roller_desktop.ui.printing import preview

        monkeypatch.setattr(preview, "show_print_preview", self.shown)

    def shown(self, sheet: printing.Sheet, parent: Any = None) -> int:
        self.sheets.append(sheet)
        return 0


def test_ctrl_g_on_the_end_screen_and_on_a_protocol_page_previews_the_sheet(
    qtbot: Any, make_window: Any, store: Any, dice: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    previews = Previews(monkeypatch)
    screen = play_one_round(qtbot, make_window(), store, dice)
    panel = screen.coach_panel
    qtbot.waitUntil(lambda: panel.sheet_row.isVisible(), timeout=20_000)
    assert [panel.sheet_player.itemText(i) for i in range(2)] == ["Anna", "Bo"]
    assert panel.when is not None  # the sheet's heading dates the match just ended
    panel.sheet_player.setCurrentIndex(1)
    qtbot.keyClick(screen, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert [s.title for s in previews.sheets] == ["Coach sheet: Bo"]
    qtbot.mouseClick(panel.sheet_button, Qt.MouseButton.LeftButton)
    assert previews.sheets[-1].title == "Coach sheet: Bo"

    dialog = ProtocolDialog(store, screen.controller.recorder.match_id)
    qtbot.addWidget(dialog)
    dialog.show()
    view = dialog.view
    qtbot.waitUntil(lambda: view.coach_panel.report is not None, timeout=20_000)
    assert view.tabs.currentIndex() == 0  # the protocol in sight: the key works all the same
    qtbot.keyClick(view.page, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert previews.sheets[-1].title == "Coach sheet: Anna"
    assert len(previews.sheets) == 3


@pytest.mark.parametrize(
    ("language", "name"),
    [
        ("sv", "Tränarblad - Åke 2026-12-06 15.46.pdf"),
        ("nb", "Trenerark - Åke 2026-12-06 15.46.pdf"),
    ],
)
def test_the_sheets_pdf_is_named_with_its_matchs_date_and_time(
    qapp: Any, monkeypatch: pytest.MonkeyPatch, language: str, name: str
) -> None:
    """Named "Tränarblad - Emil.pdf", the sheet of the player's next match asked to overwrite
    the last one's: the name carries the match's date and time, in the window's language."""
    from datetime import datetime

    from PySide6.QtWidgets import QFileDialog

    from roller_desktop.ui.printing.preview import PrintPreview

    match = simulated(["Åke", "Kari"], ["child", "careful"], 3, rounds=3)
    model = sheet_models(match.seats, match.rules, match.events, 0)[0]
    when = datetime(2026, 12, 6, 15, 46, tzinfo=UTC)
    monkeypatch.setattr(coach_sheet, "local_time", lambda moment: moment)
    offered: list[str] = []

    def dialog(*args: Any) -> tuple[str, str]:
        offered.append(args[2])
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    i18n.install(qapp, language)
    try:
        sheet = coach_sheet.coach_sheet(model, when)
        preview = PrintPreview(sheet)
        preview.save_pdf()
        preview.deleteLater()
    finally:
        i18n.install(qapp, "en")
    assert sheet.title == {"sv": "Tränarblad: Åke", "nb": "Trenerark: Åke"}[language]
    assert [Path(path).name for path in offered] == [name]

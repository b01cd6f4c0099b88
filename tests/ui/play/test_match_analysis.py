"""After the match: points given away, luck and hints in the window's summary, in the history's
protocol and on the printed page when chosen; hints asked for (H) are recorded with the match."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pypdf import PdfReader

from roller_desktop.app import main
from roller_desktop.engine.roller import RollerMatch
from roller_desktop.store.database import open_store
from roller_desktop.strategy import hints
from roller_desktop.strategy.analysis import analyse
from roller_desktop.ui.league.protocol_dialog import ProtocolDialog
from roller_desktop.ui.printing import sheets as printing
from tests.ui.helpers import press
from tests.ui.play.test_roller_game import set_up

ANNA_THROW = (1, 1, 5, 2, 3, 6)
BO_THROW = (1, 2, 3, 4, 6, 6)


def play_one_round(qtbot: Any, window: Any, store: Any, dice: Any) -> Any:
    """Anna asks for a hint twice in one position, keeps what it selects and banks; Bo keeps
    his 1 and banks 100 without a hint. One round: the match is over."""
    screen = set_up(qtbot, window, store, ["Anna", "Bo"], rounds=1)
    dice.add(ANNA_THROW)
    press(qtbot, screen, "space", "h", "h", "k", "b")
    dice.add(BO_THROW)
    press(qtbot, screen, "space", "1", "b")
    assert screen.controller.game.is_over
    return screen


def _signed(points: int) -> str:
    """As a printed book writes it: "+31", "−12" (U+2212, not a hyphen), "±0"."""
    return ("+" if points > 0 else "\u2212" if points < 0 else "±") + str(abs(points))


def expected_lines(game: Any) -> list[tuple[str, str, str]]:
    return [
        (a.name, str(round(a.given_away)), _signed(round(a.luck)))
        for a in analyse(game.seats, game.rules, game.events, game.starter)
    ]


def test_the_match_over_summary_shows_the_analysis_and_hints_are_recorded(
    qtbot: Any, make_window: Any, store: Any, dice: Any, tmp_path: Path
) -> None:
    window = make_window()
    screen = play_one_round(qtbot, window, store, dice)
    panel = screen.analysis_panel
    qtbot.waitUntil(lambda: panel.analysis is not None, timeout=10_000)  # worked out in a thread
    assert panel.isVisible()
    text = panel.text()
    for name, given, luck in expected_lines(screen.controller.game):
        assert name in text and given in text and luck in text
    assert panel.analysis is not None and panel.analysis.hints == (1, 0)
    match_id = screen.controller.recorder.match_id
    (record,) = store.hints(match_id)  # H twice in one position: one record
    assert (record.seat, record.event_count) == (0, 1)
    game = screen.controller.game
    at_hint = RollerMatch(game.seats, game.rules, game.starter)
    at_hint.apply(game.events[0])
    assert record.data == hints.hint(at_hint).to_dict()
    assert window.grab().save(str(tmp_path / "match_over_analysis.png"))


def test_the_history_protocol_and_the_printed_page_show_the_analysis_when_chosen(
    qtbot: Any, make_window: Any, store: Any, dice: Any, tmp_path: Path
) -> None:
    window = make_window()
    screen = play_one_round(qtbot, window, store, dice)
    match_id = screen.controller.recorder.match_id
    lines = expected_lines(screen.controller.game)

    dialog = ProtocolDialog(store, match_id)
    qtbot.addWidget(dialog)
    assert dialog.analysis_check.isVisibleTo(dialog) and not dialog.analysis_check.isChecked()
    shown = dialog.analysis_panel.text()
    for name, given, luck in lines:
        assert name in shown and given in shown and luck in shown
    dialog.analysis_check.setChecked(True)
    dialog.grab().save(str(tmp_path / "history_protocol_analysis.png"))

    def pdf_text(analysis: bool) -> str:
        sheet = printing.sheet_for_match(store, match_id, analysis=analysis)
        out = printing.write_pdf(sheet, tmp_path / f"protocol-{analysis}.pdf")
        return " ".join(PdfReader(out).pages[0].extract_text().split())

    with_analysis, without = pdf_text(True), pdf_text(False)
    for name, given, luck in lines:
        assert f"{name}: gave away {given} expected points · luck {luck}" in with_analysis
    assert "hints: 1" in with_analysis
    assert "gave away" not in without and "hints" not in without


def test_the_protocol_command_prints_the_analysis_with_the_option(
    qtbot: Any, make_window: Any, store: Any, dice: Any, tmp_path: Path
) -> None:
    screen = play_one_round(qtbot, make_window(), store, dice)
    match_id = screen.controller.recorder.match_id
    path = store.path
    store.close()
    texts = []
    for extra in ([], ["--analysis"]):
        out = tmp_path / f"cli{len(extra)}.pdf"
        args = ["--database", str(path), "protocol", "--match", match_id, "--pdf", str(out)]
        assert main(args + extra) == 0
        texts.append(" ".join(PdfReader(out).pages[0].extract_text().split()))
    assert "gave away" not in texts[0]
    assert "Anna: gave away" in texts[1] and "Bo: gave away" in texts[1]
    with open_store(path) as reopened:  # the hint survived closing the database
        assert len(reopened.hints(match_id)) == 1

"""Correcting a finished match kept by hand in the window (issue #14, item 5): the correction
dialog from the match history and the protocol page; the cells refused with their coded words
and nothing changed; the correction an event of its own through store.hand_kept; the history's
mark and list of what was changed and when; a played match offers no correction."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from roller_desktop.store.database import Store, open_store
from roller_desktop.store.errors import MatchClosed
from roller_desktop.store.hand_kept import PaperProtocol, corrections, enter_protocol
from roller_desktop.store.queries.stats import roller_league
from roller_desktop.store.values import SeatSpec
from roller_desktop.ui.common import i18n
from roller_desktop.ui.league.correction_dialog import CorrectionDialog
from roller_desktop.ui.league.match_history import MatchHistoryView
from roller_desktop.ui.league.protocol_dialog import ProtocolView
from tests.ui.league_samples import play_roller

WHEN = datetime(2019, 6, 14, 18, 0)
ANNA = ["400"] * 15
BO = ["450"] * 15


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with open_store(tmp_path / "league.sqlite3", backup=False) as opened:
        yield opened


@pytest.fixture
def language(qapp: QApplication) -> Iterator[Callable[[str], None]]:
    yield lambda code: i18n.install_translator(qapp, code) and None
    i18n.install_translator(qapp, "en")


def people(store: Store, *names: str) -> dict[str, str]:
    return {name: store.add_player(name).id for name in names}


def paper(store: Store, ids: dict[str, str]) -> str:
    seats = [SeatSpec(ids["Anna"]), SeatSpec(ids["Bo"])]
    protocol = PaperProtocol("roller", {}, seats, 0, WHEN, cells=[ANNA, BO])
    return enter_protocol(store, protocol)


def race(store: Store, ids: dict[str, str]) -> str:
    seats = [SeatSpec(ids[n]) for n in ("Anna", "Bo", "Cy")]
    rules = {"play_for_places": False}  # the race ends with its winner: the others not through
    return enter_protocol(
        store, PaperProtocol("105", rules, seats, 0, WHEN, places=[None, 1, None])
    )


def wins(store: Store) -> dict[str, int]:
    return {row.name: row.wins for row in roller_league(store)}


def typed(dialog: CorrectionDialog, row: int, column: int, text: str) -> str:
    """A cell typed in (the grid's item gets the text, as its editor gives it); what it shows."""
    item = dialog.table.item(row, column)
    item.setText(text)
    return str(dialog.table.item(row, column).text())


def test_a_retyped_cell_is_saved_as_a_correction_and_the_league_follows(
    qtbot: QtBot, store: Store
) -> None:
    ids = people(store, "Anna", "Bo")
    match_id = paper(store, ids)
    events = store.load_match(match_id).events
    assert wins(store) == {"Bo": 1, "Anna": 0}
    dialog = CorrectionDialog(store, match_id)
    qtbot.addWidget(dialog)
    assert dialog.table.item(6, 0).text() == "400"  # round 7, Anna
    assert dialog.table.item(15, 0).text() == "6000"  # the totals below the rounds
    assert typed(dialog, 6, 0, "1500") == "1500"
    assert dialog.table.item(15, 0).text() == "7100"  # the total follows the typing
    assert dialog.changed_label.text() == "1 cell changed"
    assert dialog.table.item(6, 0).font().bold()
    with qtbot.waitSignal(dialog.accepted):
        dialog.save()
    assert dialog.count == 1
    loaded = store.load_match(match_id)
    assert loaded.events[: len(events)] == events  # nothing overwritten
    assert len(loaded.events) == len(events) + 1
    [change] = corrections(store, match_id)
    assert (change.seat, change.round, change.old, change.new) == (0, 6, "400", "1500")
    assert wins(store) == {"Anna": 1, "Bo": 0}


def test_a_bad_cell_is_refused_with_its_words_and_changes_nothing(
    qtbot: QtBot, store: Store
) -> None:
    ids = people(store, "Anna", "Bo")
    match_id = paper(store, ids)
    dialog = CorrectionDialog(store, match_id)
    qtbot.addWidget(dialog)
    assert typed(dialog, 6, 0, "349") == "400"  # back as it was
    assert dialog.status.text() == "349 points cannot be: every score is a multiple of 50."
    assert typed(dialog, 2, 1, "many") == "450"
    assert "“many” is not a round's result" in dialog.status.text()
    assert dialog.changes() == {}
    dialog.save()  # nothing retyped: said, nothing stored
    assert dialog.result() == 0 and "Nothing is changed yet" in dialog.status.text()
    assert typed(dialog, 0, 1, "-") == "–"  # the keeper's dash is the protocol's Tjock
    assert typed(dialog, 1, 1, "r") == "RT"
    assert dialog.changes() == {(1, 0): "–", (1, 1): "RT"}
    dialog.reject()
    assert corrections(store, match_id) == []  # cancelled: nothing stored


def test_a_new_text_size_moves_no_cell_and_types_nothing(qtbot: QtBot, store: Store) -> None:
    """A dialog takes the window's type when it first shows (and again at Ctrl++): the cells'
    new type is no retyping, so the cursor stays on round 1 and nothing is changed."""
    ids = people(store, "Anna", "Bo")
    dialog = CorrectionDialog(store, paper(store, ids))
    qtbot.addWidget(dialog)
    assert (dialog.table.currentRow(), dialog.table.currentColumn()) == (0, 0)
    font = dialog.font()
    font.setPointSizeF(font.pointSizeF() * 1.5)
    dialog.setFont(font)
    QApplication.processEvents()  # a cell taken as retyped moves on the next turn
    assert (dialog.table.currentRow(), dialog.table.currentColumn()) == (0, 0)
    assert dialog.changes() == {} and dialog.status.text() == ""


def test_the_type_taken_before_showing_widens_the_columns(qtbot: QtBot, store: Store) -> None:
    """The dialog takes the window's type as it first shows (ui/common/app_events.py): its
    columns then widen for it too, so eight seats' "1050" is never cut at the largest text."""
    names = [f"Player {n}" for n in range(8)]
    ids = people(store, *names)
    cells = [["1050"] * 15 for _ in names]
    protocol = PaperProtocol("roller", {}, [SeatSpec(ids[n]) for n in names], 0, WHEN, cells=cells)
    dialog = CorrectionDialog(store, enter_protocol(store, protocol))
    qtbot.addWidget(dialog)
    font = dialog.font()
    font.setPointSizeF(18.0)  # the largest text (×2.0 of 9 points), given before it shows
    dialog.setFont(font)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    need = table.fontMetrics().horizontalAdvance("1050")
    assert table.font().pointSizeF() >= 18.0
    assert min(table.columnWidth(c) for c in range(8)) > need
    header = table.horizontalHeader().font().pointSizeF()
    assert header >= table.font().pointSizeF() * 0.8  # the names grew with the cells


def test_a_cell_refused_in_swedish(qtbot: QtBot, store: Store, language: Callable) -> None:
    language("sv")
    ids = people(store, "Anna", "Bo")
    dialog = CorrectionDialog(store, paper(store, ids))
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Korrigera protokollet"
    typed(dialog, 6, 0, "349")
    assert dialog.status.text() == "349 poäng kan det inte bli: all poäng går jämnt upp i 50."


def test_a_race_gets_its_places_anew(qtbot: QtBot, store: Store) -> None:
    ids = people(store, "Anna", "Bo", "Cy")
    match_id = race(store, ids)
    dialog = CorrectionDialog(store, match_id)
    qtbot.addWidget(dialog)
    shown = [dialog.table.item(r, 0).text() for r in range(3)]
    assert shown == ["–", "1", "–"]
    assert typed(dialog, 0, 0, "4") == "–"  # three seats: no 4th place
    assert dialog.status.text() == "A place is a number from 1 to the number of seats."
    typed(dialog, 0, 0, "1")
    dialog.save()  # two winners: the engine's refusal, nothing stored
    assert dialog.result() == 0 and "one seat is 1" in dialog.status.text()
    assert corrections(store, match_id) == []
    typed(dialog, 1, 0, "")
    with qtbot.waitSignal(dialog.accepted):
        dialog.save()
    assert [c.new for c in corrections(store, match_id)] == ["1,,"]


def test_a_played_match_has_no_correction(qtbot: QtBot, store: Store) -> None:
    ids = people(store, "Anna", "Bo")
    played = play_roller(store, ids, [["50", "200"], ["1000", "–"]], ["Anna", "Bo"])
    with pytest.raises(MatchClosed) as refused:
        CorrectionDialog(store, played)
    assert refused.value.code == "correct.played"
    view = ProtocolView(store, played)
    qtbot.addWidget(view)
    assert not view.correct_button.isEnabled()
    why = "A match played with dice is never corrected: its throws are what happened."
    assert view.correct_button.toolTip() == why
    view.correct_action.trigger()  # Ctrl+K: said in words, not silence (a play-test at the table)
    assert view.status.text() == why and view.findChild(CorrectionDialog) is None


def test_the_history_corrects_marks_and_lists_what_was_changed(qtbot: QtBot, store: Store) -> None:
    ids = people(store, "Anna", "Bo")
    played = play_roller(store, ids, [["50", "200"], ["1000", "–"]], ["Anna", "Bo"])
    kept = paper(store, ids)
    view = MatchHistoryView(store)
    qtbot.addWidget(view)
    view.show()  # on show: a change it shows is read at once
    rows = {m.id: row for row, m in enumerate(view.model.matches)}
    view.table.setCurrentIndex(view.model.index(rows[played], 0))
    assert not view.correct_button.isEnabled()
    assert "never corrected" in view.correct_button.toolTip()
    view.correct_action.trigger()  # Ctrl+K on a played match says why
    assert "never corrected" in view.message.text()
    assert view.findChild(CorrectionDialog) is None
    view.table.setCurrentIndex(view.model.index(rows[kept], 0))
    assert view.correct_button.isEnabled() and view.corrections_label.text() == ""
    view.correct_current()
    dialog = view.findChild(CorrectionDialog)
    assert dialog is not None and dialog.isVisible()
    typed(dialog, 6, 0, "1500")
    with qtbot.waitSignal(view.corrected) as emitted:
        dialog.save()
    assert emitted.args is not None and emitted.args[0].standings  # the league reads again
    view.mark_stale(emitted.args[0])  # as the window passes it on
    row = view.model.row_of(kept)
    assert row is not None and view.table.currentIndex().row() == row  # still the same match
    assert view.model.index(row, 4).data() == "finished, corrected"
    assert view.model.index(rows[played], 4).data() == "finished"
    lines = view.corrections_label.text().splitlines()
    assert lines[0] == "Corrected:"
    assert lines[1].endswith(": round 7, Anna: 400 → 1500"), lines


def test_the_protocol_page_corrects_and_shows_the_corrections(qtbot: QtBot, store: Store) -> None:
    ids = people(store, "Anna", "Bo")
    kept = paper(store, ids)
    view = ProtocolView(store, kept)
    qtbot.addWidget(view)
    assert view.correct_button.isEnabled() and not view.corrections_label.isVisibleTo(view)
    view.correct()
    dialog = view.findChild(CorrectionDialog)
    assert dialog is not None
    typed(dialog, 0, 1, "RT")
    typed(dialog, 14, 1, "-")
    with qtbot.waitSignal(view.corrected):
        dialog.save()
    assert view.status.text() == "2 corrections saved."
    assert view.corrections_label.isVisibleTo(view)
    lines = view.corrections_label.text().splitlines()
    assert [line.split(": ", 1)[1] for line in lines[1:]] == [
        "round 1, Bo: 450 → RT",
        "round 15, Bo: 450 → –",
    ]


def test_every_round_of_a_short_match_is_in_sight_at_the_largest_text(
    qtbot: QtBot, store: Store
) -> None:
    """A paper match of two rounds, corrected at the largest text (the dialog takes the
    window's type when it shows): it kept the height of the first type's rows, and showed one
    round of two (sv, under Xvfb)."""
    ids = people(store, "Anna", "Bo")
    seats = [SeatSpec(ids["Anna"]), SeatSpec(ids["Bo"])]
    short = PaperProtocol(
        "roller", {"rounds": 2}, seats, 0, WHEN, cells=[["400", "1050"], ["RT", "-"]]
    )
    match_id = enter_protocol(store, short)
    dialog = CorrectionDialog(store, match_id)
    qtbot.addWidget(dialog)
    font = dialog.font()
    font.setPointSizeF(18.0)  # twice the window's 9 pt, as the window's type arrives
    dialog.setFont(font)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    rows = sum(table.rowHeight(row) for row in range(table.rowCount()))
    assert table.rowCount() == 3  # two rounds and the totals
    qtbot.waitUntil(lambda: table.viewport().height() >= rows)

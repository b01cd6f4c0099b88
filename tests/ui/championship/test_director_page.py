"""The director's view: the championships of the league, a round's tables with whether they
have played (the round in play first), and the standings as the store computes them."""

from __future__ import annotations

import random
from datetime import datetime
from typing import Any

from roller_desktop.store import championships as ch
from roller_desktop.store.hand_kept import PaperProtocol, enter_protocol
from roller_desktop.store.values import SeatSpec
from roller_desktop.ui.championship.director_page import DirectorView
from roller_desktop.ui.championship.entrants import repeats_text

NAME = "EM i Roller"


def rows(table: Any) -> list[list[str]]:
    return [
        [table.item(r, c).text() for c in range(table.columnCount())]
        for r in range(table.rowCount())
    ]


def play(store: Any, round_: int, table: int, seed: int) -> None:
    seats = ch.stored_round(store, NAME, round_).tables[table - 1].seats
    ids = {p.name: p.id for p in store.players()}
    rng = random.Random(seed)
    cells = [[rng.choice(["-", "RT", "50", "350", "1000"]) for _ in range(15)] for _ in seats]
    match_id = enter_protocol(
        store,
        PaperProtocol("roller", {}, [SeatSpec(ids[n]) for n in seats], 0,
                      datetime(2026, 6, 14, 12), cells=cells),
    )  # fmt: skip
    ch.link_match(store, match_id, NAME, round_, table)


def test_an_empty_league_says_how_to_make_one(qtbot: Any, store: Any) -> None:
    view = DirectorView(store)
    qtbot.addWidget(view)
    view.load()
    assert view.choice.count() == 0
    assert not view.empty.isHidden() and view.tables.rowCount() == 0
    assert "New championship" in view.empty.text()


def test_the_round_in_play_and_the_standings(qtbot: Any, store: Any) -> None:
    players = [(f"Spelare {i:02}", None) for i in range(12)]
    ch.create_championship(store, NAME, players, rounds=3, table_size=(4, 4), place="Husum")
    ch.create_championship(store, "Vårcupen", players[:8], rounds=2, table_size=(4, 4))
    for table in (1, 2, 3):
        play(store, 1, table, seed=table)
    play(store, 2, 2, seed=9)
    view = DirectorView(store)
    qtbot.addWidget(view)
    view.load(NAME)
    assert view.choice.currentText() == NAME and view.choice.count() == 2
    assert view.chosen_round() == 2  # the first round with a table still to play
    assert "Husum" in view.info.text() and "12 players" in view.info.text()
    shown = rows(view.tables)
    stored = ch.stored_round(store, NAME, 2).tables
    assert [r[1] for r in shown] == [", ".join(t.seats) for t in stored]
    assert [r[2] for r in shown] == ["to play", "played", "to play"]
    standings = ch.standings(store, NAME)
    assert [r[:4] for r in rows(view.standings)] == [
        [f"{s.rank}.", s.player, str(s.points), str(s.matches)] for s in standings
    ]
    view.round_choice.setCurrentIndex(0)
    assert [r[2] for r in rows(view.tables)] == ["played"] * 3
    view.choice.setCurrentText("Vårcupen")
    assert view.standings.rowCount() == 8 and view.round_choice.count() == 2


def test_repeats_the_draw_could_not_avoid_are_shown(qtbot: Any, store: Any) -> None:
    players = [(f"Spelare {i:02}", None) for i in range(8)]
    ch.create_championship(store, NAME, players, rounds=3, table_size=(4, 4))
    view = DirectorView(store)
    qtbot.addWidget(view)
    view.load(NAME)
    met: dict[frozenset[str], int] = {}
    for number in (1, 2, 3):
        for table in ch.stored_round(store, NAME, number).tables:
            for i, a in enumerate(table.seats):
                for b in table.seats[i + 1 :]:
                    met[frozenset((a, b))] = met.get(frozenset((a, b)), 0) + 1
    repeats = sum(n - 1 for n in met.values())
    assert repeats >= 8  # two tables of four over three rounds cannot do with fewer
    # Said with what the bounds say of it (the seed is the championship's own id: the search
    # mostly spreads them as evenly as can be, 8 only by seating pairs together every round).
    assert view.judged is not None and view.judged.fewest == 8
    said = repeats_text(view.judged)
    assert said.startswith(f"{repeats} repeated meetings") and "8" in said
    assert said in view.info.text()
    if view.judged.evenest and not view.judged.fewest_possible:
        assert "spread as evenly as can be (a draw with fewer, down to 8," in said
    if view.judged.fewest_possible:  # 8: some pairs sit together in every round
        assert said == "8 repeated meetings, the fewest possible"
    # The window and `championship draw-preview` judge the same draw alike: one judgement.
    from roller_desktop.championship.draw import draw

    made = ch.championship(store, NAME)
    preview = draw([p for p, _ in players], 3, table_size=(4, 4), seed=made.id)
    assert preview.judged() == ch.judge_draw(store, NAME) == view.judged
    assert view.judged is not None and view.judged.repeats == repeats
    view.choice.clear()
    ch.create_championship(store, "Vårcupen", [(f"P{i}", None) for i in range(16)], rounds=2)
    view.load("Vårcupen")
    assert "repeated" not in view.info.text()


def test_the_room_reads_the_round_in_play_and_the_tables_left(qtbot: Any, store: Any) -> None:
    players = [(f"Spelare {i:02}", None) for i in range(12)]
    ch.create_championship(store, NAME, players, rounds=3, table_size=(4, 4))
    play(store, 1, 2, seed=4)
    view = DirectorView(store)
    qtbot.addWidget(view)
    view.load(NAME)
    state = view.room_state()
    assert (state.round_in_play, state.tables_playing) == (1, (1, 3))
    assert state.standings == ch.standings(store, NAME)


def test_ctrl_p_prints_the_standings_so_far(qtbot: Any, store: Any, tmp_path: Any) -> None:
    from pypdf import PdfReader

    from roller_desktop.ui.championship.director_page import DirectorPage
    from roller_desktop.ui.printing.sheets import write_pdf

    players = [(f"Spelare {i:02}", "Husum" if i == 3 else None) for i in range(8)]
    ch.create_championship(store, NAME, players, rounds=2, table_size=(4, 4))
    page = DirectorPage(store)
    qtbot.addWidget(page)
    assert page.print_sheet() is None
    page.view.load(NAME)
    play(store, 1, 1, seed=5)
    page.view.read()
    sheet = page.print_sheet()
    assert sheet is not None
    text = " ".join(PdfReader(write_pdf(sheet, tmp_path / "s.pdf")).pages[0].extract_text().split())
    assert f"{NAME}: standings so far" in text and "Spelare 03 (Husum)" in text
    leader = ch.standings(store, NAME)[0]
    assert f"1. {leader.player}" in text and str(leader.points) in text


def test_the_chosen_tables_file_carries_the_championship(
    qtbot: Any, store: Any, tmp_path: Any, monkeypatch: Any
) -> None:
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from roller_desktop.store.database import open_store
    from roller_desktop.store.exchange import import_file

    players = [(f"Spelare {i:02}", None) for i in range(12)]
    ch.create_championship(store, NAME, players, rounds=2, table_size=(4, 4))
    view = DirectorView(store)
    qtbot.addWidget(view)
    view.load(NAME)
    target = tmp_path / "table 3.json"
    asked: list[str] = []
    said: list[str] = []

    def save(_parent: Any, _title: str, suggested: str, _kinds: str) -> tuple[str, str]:
        asked.append(suggested)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text: said.append(text))
    view.tables.setCurrentCell(2, 0)
    assert view.save_table_file() == target
    assert asked == [f"{NAME} round 1 table 3.json"]
    assert (
        said
        and "The file of qualifying round 1, table 3 is in" in said[0]
        and str(target) in said[0]
    )
    with open_store(tmp_path / "laptop.sqlite3") as laptop:  # the table's laptop
        summary = import_file(laptop, target)
        assert summary.championships_added == 1
        assert ch.stored_round(laptop, NAME, 1) == ch.stored_round(store, NAME, 1)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_: ("", ""))
    assert view.save_table_file() is None  # cancelled: nothing written, nothing said
    assert len(said) == 1


def test_the_finals_file_is_named_as_the_final(
    qtbot: Any, store: Any, tmp_path: Any, monkeypatch: Any
) -> None:
    """Table's file… with the final shown: the file and the message name the final, never
    "round 0", and the file carries the final's seating."""
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from roller_desktop.store.database import open_store
    from roller_desktop.store.exchange import import_file

    ch.create_championship(store, NAME, [(f"P{i}", None) for i in range(8)], rounds=1)
    for table in (1, 2):
        play(store, 1, table, seed=table)
    view = DirectorView(store)
    qtbot.addWidget(view)
    view.load(NAME)
    monkeypatch.setattr(QMessageBox, "information", lambda *_: None)
    view.seat_final()
    assert view.chosen_round() == ch.FINAL
    target = tmp_path / "final.json"
    asked: list[str] = []
    said: list[str] = []

    def save(_parent: Any, _title: str, suggested: str, _kinds: str) -> tuple[str, str]:
        asked.append(suggested)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text: said.append(text))
    view.tables.setCurrentCell(0, 0)
    assert view.save_table_file() == target
    assert asked == [f"{NAME} final.json"]
    assert said[0].startswith(f"The final's file is in {target}.")
    assert "round 0" not in said[0]
    with open_store(tmp_path / "laptop.sqlite3") as laptop:  # the final's laptop
        import_file(laptop, target)
        assert ch.final_tables(laptop, NAME) == ch.final_tables(store, NAME)


def test_a_table_with_a_finished_match_shows_played_whatever_else_it_has() -> None:
    """Two laptops that started one table at the same moment leave it a finished match and
    one in play, in either order; a table played again after one was set aside likewise."""
    from roller_desktop.ui.championship.director_page import table_states

    def match(table: int, status: str) -> ch.TableMatch:
        return ch.TableMatch(f"m{table}{status}", 1, table, status)

    states = table_states(
        [
            match(1, "finished"),
            match(1, "in_progress"),
            match(2, "abandoned"),
            match(2, "in_progress"),
            match(3, "in_progress"),
            match(3, "abandoned"),
            match(4, "abandoned"),
            match(4, "finished"),
        ]
    )
    assert states == {
        (1, 1): "finished",
        (1, 2): "in_progress",
        (1, 3): "in_progress",
        (1, 4): "finished",
    }


def test_a_failed_read_keeps_what_was_shown_and_tries_less_often(
    qtbot: Any, store: Any, monkeypatch: Any
) -> None:
    from roller_desktop.store.errors import ServerUnavailable
    from roller_desktop.ui.championship import director_page

    players = [(f"Spelare {i:02}", None) for i in range(8)]
    ch.create_championship(store, NAME, players, rounds=2, table_size=(4, 4))
    play(store, 1, 1, seed=3)
    view = DirectorView(store)
    qtbot.addWidget(view)
    view.load(NAME)
    before = rows(view.tables), rows(view.standings)
    assert view.timer.interval() == director_page.READ_AGAIN_MS

    def gone(*_: Any) -> Any:
        raise ServerUnavailable("The league's database server cannot be reached just now.")

    monkeypatch.setattr(ch, "table_matches", gone)
    view.read()
    assert "cannot be reached just now: shown as last read" in view.info.text()
    assert (rows(view.tables), rows(view.standings)) == before
    assert view.timer.interval() == director_page.READ_AGAIN_AFTER_FAILURE_MS
    tries: list[str] = []

    def away(*_: Any) -> Any:
        tries.append("names")
        raise ServerUnavailable("The league's database server cannot be reached just now.")

    monkeypatch.setattr(ch, "championship_names", away)
    view.timer.timeout.emit()  # one try a tick: each may take the connect timeout
    assert tries == ["names"] and "shown as last read" in view.info.text()
    assert (rows(view.tables), rows(view.standings)) == before
    monkeypatch.undo()
    view.read()
    assert "cannot be reached" not in view.info.text()
    assert view.timer.interval() == director_page.READ_AGAIN_MS


def test_a_championship_made_elsewhere_appears_at_the_next_read(qtbot: Any, store: Any) -> None:
    """A table's laptop opens the view before the director has made the championship on a
    shared league: the view's timer finds it and shows its draw."""
    view = DirectorView(store)
    qtbot.addWidget(view)
    view.load()
    assert view.choice.count() == 0 and not view.empty.isHidden()
    players = [(f"Spelare {i:02}", None) for i in range(8)]
    ch.create_championship(store, NAME, players, rounds=2, table_size=(4, 4))
    view.timer.timeout.emit()
    assert view.choice.currentText() == NAME and view.empty.isHidden()
    assert [r[0] for r in rows(view.tables)] == ["1", "2"]
    assert view.tables.currentIndex().row() == 0  # Enter plays table 1 without a click


def test_reading_again_leaves_the_round_list_alone(qtbot: Any, store: Any) -> None:
    """The view reads every few seconds: the round list is refilled only when the number of
    rounds changed, so that a list the director has open stays open and as it was."""
    players = [(f"Spelare {i:02}", None) for i in range(8)]
    ch.create_championship(store, NAME, players, rounds=3, table_size=(4, 4))
    view = DirectorView(store)
    qtbot.addWidget(view)
    view.load(NAME)
    view.round_choice.setCurrentIndex(2)
    removed: list[object] = []
    view.round_choice.model().rowsRemoved.connect(lambda *a: removed.append(a))
    view.read()
    view.read()
    assert removed == [] and view.chosen_round() == 3
    shown = [view.round_choice.itemText(i) for i in range(3)]
    assert shown == ["Qualifying round 1", "Qualifying round 2", "Qualifying round 3"]


def test_reading_again_touches_only_the_cells_that_changed(qtbot: Any, store: Any) -> None:
    """A reading that finds nothing new leaves both tables' cells as they were (a table
    rebuilt every few seconds flickers and measures its wrapped names afresh: the layout
    audit once caught a name cell one line tall in the middle of that); a played table
    changes its own cells and no other."""
    players = [(f"Spelare {i:02}", None) for i in range(8)]
    ch.create_championship(store, NAME, players, rounds=3, table_size=(4, 4))
    view = DirectorView(store)
    qtbot.addWidget(view)
    view.load(NAME)
    changed: list[object] = []
    for table in (view.tables, view.standings):
        table.model().dataChanged.connect(lambda *a: changed.append(a))
    view.read_again()
    assert changed == []
    before = [view.tables.item(1, c) for c in range(3)]
    play(store, 1, 1, seed=3)
    view.read_again()
    assert rows(view.tables)[0][2] == "played" and changed
    assert [view.tables.item(1, c) for c in range(3)] == before


def test_the_view_follows_the_round_in_play_unless_another_was_chosen(
    qtbot: Any, store: Any
) -> None:
    """A round over, the director's and the tables' view moves on to the next, as the room's
    screen does; a round chosen by hand stays."""
    players = [(f"Spelare {i:02}", None) for i in range(8)]
    ch.create_championship(store, NAME, players, rounds=3, table_size=(4, 4))
    view = DirectorView(store)
    qtbot.addWidget(view)
    view.load(NAME)
    assert view.chosen_round() == 1
    play(store, 1, 1, seed=1)
    view.read()
    assert view.chosen_round() == 1  # a table of round 1 still to play
    play(store, 1, 2, seed=2)
    view.read()
    assert view.chosen_round() == 2 == view.room_state().round_in_play
    assert [r[2] for r in rows(view.tables)] == ["to play", "to play"]
    view.round_choice.setCurrentIndex(0)  # the director looks back at round 1
    for table in (1, 2):
        play(store, 2, table, seed=table)
    view.read()
    assert view.chosen_round() == 1  # chosen by hand: it stays


def test_players_sharing_a_place_are_listed_in_the_windows_name_order(qtbot: Any) -> None:
    from PySide6.QtCore import QLocale

    from roller_desktop.championship.standings import MatchResult, standings
    from roller_desktop.ui.championship.director_page import in_name_order

    tied = standings([MatchResult(name, 1, 500) for name in ("Bo", "Åke", "Anna")])
    before = QLocale()
    try:
        QLocale.setDefault(QLocale("en_GB"))
        assert [s.player for s in in_name_order(tied)] == ["Åke", "Anna", "Bo"]  # Å is an A
        QLocale.setDefault(QLocale("sv_SE"))
        assert [s.player for s in in_name_order(tied)] == ["Anna", "Bo", "Åke"]
    finally:
        QLocale.setDefault(before)


def test_the_seated_final_is_chosen_and_played_from_the_view(
    qtbot: Any, store: Any, monkeypatch: Any
) -> None:
    """Once the final is seated (Ctrl+F) the round choice has it after the qualifying rounds;
    its one table is listed with the finalists and played like a round's (round 0)."""
    from PySide6.QtWidgets import QMessageBox

    players = [(f"Spelare {i:02}", None) for i in range(8)]
    ch.create_championship(store, NAME, players, rounds=1, table_size=(4, 4), final_size=4)
    view = DirectorView(store)
    qtbot.addWidget(view)
    view.load(NAME)
    assert [view.round_choice.itemText(i) for i in range(view.round_choice.count())] == [
        "Qualifying round 1"
    ]
    for table in (1, 2):
        play(store, 1, table, seed=table)
    monkeypatch.setattr(QMessageBox, "information", lambda *args: None)
    view.seat_final()
    seated = ch.seat_final(store, NAME).table.seats
    assert view.round_choice.count() == 2 and view.round_choice.currentText() == "Final"
    assert view.chosen_round() == ch.FINAL
    assert rows(view.tables) == [["1", ", ".join(seated), "to play"]]
    asked: list[tuple[Any, ...]] = []
    view.play_table.connect(lambda *args: asked.append(args))
    view.table_chosen(view.tables.model().index(0, 1))
    assert asked == [(NAME, ch.FINAL, 1, seated)]
    view.read()  # read again every few seconds: the final stays chosen
    assert view.chosen_round() == ch.FINAL and view.tables.rowCount() == 1
    assert view.room_state().final  # the room's screen: the final is playing
    cells = [["500", "300", "200"], ["100", "-", "50"], ["RT", "50", "50"], ["50", "50", "50"]]
    ids = {p.name: p.id for p in store.players()}
    match_id = enter_protocol(
        store,
        PaperProtocol("roller", {"rounds": 3}, [SeatSpec(ids[n]) for n in seated], 0,
                      datetime(2026, 6, 14, 20), cells=cells),
    )  # fmt: skip
    ch.link_match(store, match_id, NAME, ch.FINAL, 1)
    state = view.room_state()
    assert not state.final  # played: the standings, now in the final's places
    totals = {seated[0]: 1000, seated[1]: 150, seated[2]: 150, seated[3]: 150}
    assert state.champion == seated[0]
    finalists = [(s.rank, s.player) for s in state.standings[:4]]
    assert finalists[0] == (1, seated[0]) and {p for _, p in finalists} == set(seated)
    assert all(totals[p] <= totals[seated[0]] for _, p in finalists)
    assert [s.rank for s in state.standings[4:]] == [5, 6, 7, 8]  # the rest as qualified
    view.read()
    assert [r[:2] for r in rows(view.standings)[:1]] == [["1.", seated[0]]]
    assert view.rule.text().startswith("After the final: the champion first")
    # every round begun, the same players in each: the draw is still judged as drawn
    assert view.judged is not None and view.judged.fewest is not None
    again = DirectorView(store)  # the view opened after the evening: the final shown first
    qtbot.addWidget(again)
    again.load(NAME)
    assert again.chosen_round() == ch.FINAL


def test_swedish_standings_show_whole_names_at_1024_by_600(qtbot: Any, store: Any) -> None:
    """The director's page on a small laptop in Swedish: the standings' name column is wide
    enough for 'Anna-Lena Fjällström' (the place headed 'Plats', the tjock column 'Tjock')."""
    from PySide6.QtGui import QFontMetricsF
    from PySide6.QtWidgets import QApplication, QMainWindow

    from roller_desktop.ui.championship.director_page import DirectorPage
    from roller_desktop.ui.common import i18n

    app = QApplication.instance()
    i18n.install_translator(app, "sv")
    try:
        names = ["Anna-Lena Fjällström", "Britt-Marie Sjöström", *(f"Bo {i}" for i in range(10))]
        ch.create_championship(store, NAME, [(n, None) for n in names], rounds=2)
        window = QMainWindow()
        qtbot.addWidget(window)
        page = DirectorPage(store)
        window.setCentralWidget(page)
        window.resize(1024, 600)
        window.show()
        qtbot.waitUntil(lambda: page.view.standings.rowCount() == len(names))
        QApplication.processEvents()
        standings = page.view.standings
        assert standings.horizontalHeaderItem(0).text() == "Plats"
        metrics = QFontMetricsF(standings.font())
        longest = max(metrics.horizontalAdvance(n) for n in names)
        assert standings.columnWidth(1) >= longest + 6  # the cell's margins
    finally:
        i18n.install_translator(app, "en")


def test_a_tied_final_is_decided_by_deciding_rounds_played_from_the_view(
    qtbot: Any, store: Any
) -> None:
    from tests.store.test_championships import _enter

    ch.create_championship(store, NAME, [(f"P{i}", None) for i in range(8)], rounds=1)
    for table in (1, 2):
        play(store, 1, table, seed=table)
    seats = ch.seat_final(store, NAME).table.seats
    rest = ["-"] * 14
    cells = [["500", *rest], ["500", *rest], ["100", *rest], ["50", *rest]]
    ch.link_match(store, _enter(store, seats, cells, {}), NAME, ch.FINAL, 1)
    view = DirectorView(store)
    qtbot.addWidget(view)
    view.load(NAME)
    assert view.chosen_round() == ch.FINAL
    assert [r[0] for r in rows(view.tables)] == ["1", "deciding 1"]
    assert [r[2] for r in rows(view.tables)] == ["played", "to play"]
    tied = f"tied in the final: {seats[0]}, {seats[1]} play deciding round 1 (one rond each)"
    # first: on a short page the summary is one line, its end elided
    assert view.info.text().startswith(tied)
    with qtbot.waitSignal(view.play_table) as asked:
        view.table_chosen(view.tables.model().index(1, 0))
    assert asked.args == [NAME, -1, 1, (seats[0], seats[1])]
    decider = _enter(store, seats[:2], [["350"], ["RT"]], {"rounds": 1})
    ch.link_match(store, decider, NAME, -1, 1)
    view.read()
    assert view.info.text().startswith(f"champion: {seats[0]} · ")
    assert not view.room_state().final  # the room: every table of the final has played


def test_a_voided_table_says_so_and_is_played_again_from_the_view(qtbot: Any, store: Any) -> None:
    from roller_desktop.store.keeper import void_match

    ch.create_championship(store, NAME, [(f"P{i}", None) for i in range(8)], rounds=1)
    play(store, 1, 1, seed=1)
    played = ch.table_matches(store, NAME)[0].match_id
    void_match(store, played, "the wrong dice")
    view = DirectorView(store)
    qtbot.addWidget(view)
    view.load(NAME)
    assert rows(view.tables)[0][2] == "void: to play again"
    with qtbot.waitSignal(view.play_table) as asked:
        view.table_chosen(view.tables.model().index(0, 0))
    assert asked.args[1:3] == [1, 1]
    again = ch.start_table_match(store, NAME, 1, 1, by_hand=True)
    assert again != played


def test_names_wrap_again_when_the_text_grows(qtbot: Any, store: Any) -> None:
    """A table's rows are as tall as their wrapped names after every change of width: a
    larger text at the same window size widens the number columns and narrows the names',
    and Qt had measured the rows before (the layout audit met a row of four names one line
    tall at the largest text in Norwegian)."""
    from PySide6.QtGui import QFont, QFontMetricsF

    players = [(f"Karl-Gustav Ångström-Bergqvist {i:02}", None) for i in range(8)]
    ch.create_championship(store, NAME, players, rounds=3, table_size=(4, 4))
    view = DirectorView(store)
    qtbot.addWidget(view)
    view.resize(1000, 560)
    view.show()
    view.load(NAME)

    def whole() -> bool:
        metrics = QFontMetricsF(view.tables.font())
        for row in range(view.tables.rowCount()):
            text = view.tables.item(row, 1).text()
            room = view.tables.columnWidth(1) - 8
            lines = -(-metrics.horizontalAdvance(text) // max(room, 1))
            if view.tables.rowHeight(row) < lines * metrics.lineSpacing():
                return False
        return True

    for size in (9.0, 11.25, 13.5, 18.0):
        font = QFont(view.font())
        font.setPointSizeF(size)
        view.setFont(font)
        qtbot.waitUntil(whole, timeout=3000)


def test_a_larger_text_at_one_window_size_arranges_the_tables_again(qtbot: Any, store: Any) -> None:
    """Ctrl++ changes the text, not the window's size: the tables go one over the other (or
    become two tabs, with less height) when their names no longer fit side by side at the new
    size, as after a resize (before, only a resize arranged them, and larger names stayed
    squeezed side by side)."""
    from PySide6.QtGui import QFont

    players = [(f"Anna-Lena Fjällström {i:02}", None) for i in range(8)]
    ch.create_championship(store, NAME, players, rounds=3, table_size=(4, 4))
    view = DirectorView(store)
    qtbot.addWidget(view)
    view.resize(1500, 700)
    view.show()
    view.load(NAME)
    qtbot.waitUntil(view.pair.side_by_side)
    font = QFont(view.font())
    font.setPointSizeF(font.pointSizeF() * 2.2)
    view.setFont(font)
    qtbot.waitUntil(view.pair.stacked)  # 700 px: the height for both, one over the other
    view.resize(1500, 420)
    qtbot.waitUntil(view.pair.tabbed)  # less: two tabs


def test_the_finals_papers_have_its_table(
    qtbot: Any, store: Any, monkeypatch: Any, tmp_path: Any
) -> None:
    """Ctrl+S with the final chosen: the final's table on its papers, in a file named for the
    final (it was "… 0.pdf", with no table at all: the final is not a qualifying round)."""
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from roller_desktop.ui.printing import sheets

    players = [(f"Spelare {i:02}", None) for i in range(8)]
    ch.create_championship(store, NAME, players, rounds=1, table_size=(4, 4), final_size=4)
    for table in (1, 2):
        play(store, 1, table, seed=table)
    view = DirectorView(store)
    qtbot.addWidget(view)
    view.load(NAME)
    monkeypatch.setattr(QMessageBox, "information", lambda *args: None)
    view.seat_final()
    offered: list[str] = []

    def save_as(_parent: Any, _title: str, default: str, _filter: str) -> tuple[str, str]:
        offered.append(default)
        return str(tmp_path / "final.pdf"), ""

    written: list[Any] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    monkeypatch.setattr(sheets, "write_pdf_pages", lambda pages, path: written.extend(pages))
    view.save_papers()
    assert offered == [f"{NAME} final.pdf"]
    # the seating by name and by table, the final table's card and its protocol sheet
    assert [s.title for s in written] == [f"{NAME}: the final"] * 3 + ["Roller protocol"]
    assert view.notice.text() == f"The final's papers are in {tmp_path / 'final.pdf'}."

"""The director's view: the championships of the league, a round's tables with whether they
have played, and the standings as the store computes them."""

from __future__ import annotations

import random
from datetime import datetime
from typing import Any

from roller_desktop.store import championships as ch
from roller_desktop.store.hand_kept import PaperProtocol, enter_protocol
from roller_desktop.store.values import SeatSpec
from roller_desktop.ui.championship.director_view import DirectorView

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
    view.reload()
    assert view.chooser.count() == 0
    assert not view.empty.isHidden() and view.standings.isHidden()
    assert "championship new" in view.empty.text()


def test_the_round_in_play_and_the_standings(qtbot: Any, store: Any) -> None:
    players = [(f"Spelare {i:02}", None) for i in range(12)]
    ch.create_championship(store, NAME, players, rounds=3, table_size=(4, 4), place="Husum")
    ch.create_championship(store, "Vårcupen", players[:8], rounds=2, table_size=(4, 4))
    for table in (1, 2, 3):
        play(store, 1, table, seed=table)
    play(store, 2, 2, seed=9)
    view = DirectorView(store)
    qtbot.addWidget(view)
    view.reload()
    assert [view.chooser.itemText(i) for i in range(2)] == [NAME, "Vårcupen"]
    view.chooser.setCurrentText(NAME)
    assert view.round.value() == 2  # the first round with a table still to play
    assert "Husum" in view.summary.text() and "5 tables still to play" in view.summary.text()
    shown = rows(view.tables)
    stored = ch.stored_round(store, NAME, 2).tables
    assert [r[1] for r in shown] == [", ".join(t.seats) for t in stored]
    assert [r[2] for r in shown] == ["still to play", "played", "still to play"]
    standings = ch.standings(store, NAME)
    assert [r[:4] for r in rows(view.standings)] == [
        [str(s.rank), s.player, str(s.points), str(s.matches)] for s in standings
    ]
    view.round.setValue(1)
    assert [r[2] for r in rows(view.tables)] == ["played"] * 3
    view.chooser.setCurrentText("Vårcupen")
    assert view.standings.rowCount() == 8 and view.round.maximum() == 2

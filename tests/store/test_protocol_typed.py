"""A paper protocol typed in the window (File → Enter a paper protocol…) takes the path of a
file's match (store/protocol_csv.py's enter_typed): the same checks, new names made players in
the same transaction, and the same "already here" for a protocol entered twice."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from roller_desktop.engine.errors import RulesError
from roller_desktop.store.database import Store
from roller_desktop.store.errors import ImportProblem, InvalidName
from roller_desktop.store.exchange import export_league
from roller_desktop.store.protocol_csv import (
    TypedProtocol,
    enter_typed,
    export_protocols,
    import_text,
)
from roller_desktop.store.queries.stats import hundredfive_league, roller_league

SHEET = TypedProtocol(
    game="roller",
    date=datetime(2019, 6, 14, 19, 30),
    timed=True,
    names=["Åke", "Kari"],
    cells=[["350", "-", "r"], ["10000", "500", "RT"]],
    place="Husum",
)


def test_a_typed_protocol_is_a_match_kept_by_hand_with_its_new_players(store: Store) -> None:
    store.add_player("kari")  # the same player regardless of case
    summary = enter_typed(store, SHEET)
    assert (summary.matches_added, summary.players_added) == (1, 1)
    (match_id,) = summary.added_ids
    loaded = store.load_match(match_id)
    assert loaded.by_hand and loaded.status == "finished" and loaded.place == "Husum"
    assert [seat.name for seat in loaded.seats] == ["Åke", "kari"]
    table = {row.name: row for row in roller_league(store, None, None)}
    assert table["kari"].ww == 1 and table["kari"].rt == 1
    assert table["Åke"].sur_mun == 1 and table["Åke"].plump == 1 and table["Åke"].tjock == 2


def test_the_same_protocol_typed_twice_is_already_here(store: Store) -> None:
    enter_typed(store, SHEET)
    again = enter_typed(store, SHEET)
    assert (again.matches_added, again.matches_unchanged, again.players_added) == (0, 1, 0)
    other = enter_typed(store, TypedProtocol(**{**SHEET.__dict__, "place": "Eldsmark"}))
    assert other.matches_added == 1


def test_a_typed_protocol_and_its_file_are_one_match(store: Store, tmp_path: Path) -> None:
    """Exported and imported again, the typed protocol is already here: one path, one match."""
    enter_typed(store, SHEET)
    path = tmp_path / "p.csv"
    assert export_protocols(store, path) == 1
    text = path.read_text(encoding="utf-8-sig")
    assert "Husum" in text and "2019-06-14 19:30" in text and "–" in text
    assert import_text(store, text).matches_unchanged == 1


def test_without_a_time_the_date_is_kept_as_a_file_keeps_it(store: Store) -> None:
    typed = TypedProtocol(**{**SHEET.__dict__, "date": datetime(2019, 6, 14, 8, 5), "timed": False})
    enter_typed(store, typed)
    file = "match;date;game;place;player;r1;r2;r3\n" + "\n".join(
        [
            "1;2019-06-14;roller;Husum;Åke;350;–;RT",
            "1;2019-06-14;roller;Husum;Kari;10000;500;RT",
        ]
    )
    assert import_text(store, file).matches_unchanged == 1


def test_a_105_race_by_its_finishing_order(store: Store) -> None:
    typed = TypedProtocol(
        game="105",
        date=datetime(2020, 1, 2, 15, 0),
        timed=True,
        names=["Lisa", "Ola", "Åke"],
        places=[None, 1, None],
        dice=[3, 5, 5],
        kids=[True, False, False],
    )
    summary = enter_typed(store, typed)
    loaded = store.load_match(summary.added_ids[0])
    assert [(s.dice, s.kids) for s in loaded.seats] == [(3, True), (5, False), (5, False)]
    assert loaded.rules["play_for_places"] is False
    race = {row.name: row for row in hundredfive_league(store, None, None)}
    assert race["Ola"].wins == 1 and race["Lisa"].wins == 0


@pytest.mark.parametrize(
    ("change", "error", "code"),
    [
        ({"names": ["Åke", " "]}, InvalidName, "name.empty"),
        ({"names": ["Åke", "åke"]}, ImportProblem, "protocols.player-twice"),
        ({"cells": [["350", "375", "r"], ["50", "50", "50"]]}, RulesError, "cell.not-multiple"),
        ({"cells": [["350", "x", "r"], ["50", "50", "50"]]}, RulesError, "cell.not-number"),
        ({"cells": [["350", "-"], ["50", "50", "50"]]}, RulesError, "protocol.rounds"),
        ({"ww_limit": 75}, RulesError, "rules.ww"),
        ({"date": datetime(1850, 1, 1)}, ImportProblem, "protocols.date"),
        ({"game": "105", "places": [1, 1]}, RulesError, "places.all"),
    ],
)
def test_a_protocol_that_cannot_be_changes_nothing(
    store: Store, change: dict[str, object], error: type[Exception], code: str
) -> None:
    before = export_league(store)
    with pytest.raises(error) as refused:
        enter_typed(store, TypedProtocol(**{**SHEET.__dict__, **change}))
    assert getattr(refused.value, "code", None) == code
    after = export_league(store)
    assert after["players"] == before["players"] and after["matches"] == before["matches"]

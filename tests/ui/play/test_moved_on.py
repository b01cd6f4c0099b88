"""The stale table (another laptop played the match on meanwhile) is told so in the window's
words and shows the match as it is stored now."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from roller_desktop.engine.dice import ScriptedDice
from roller_desktop.store.database import open_store
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec
from roller_desktop.ui.play.controller import GameController


def test_the_stale_table_is_told_and_reloads(qtbot: Any, tmp_path: Path) -> None:
    with open_store(tmp_path / "league.sqlite3") as store:
        ids = [store.add_player(name).id for name in ("Anna", "Bert")]
        match_id = store.start_match("roller", {"rounds": 2}, [SeatSpec(i) for i in ids], 0)
        here = GameController(
            MatchRecorder.open(store, match_id), ScriptedDice([(1, 2, 3, 3, 4, 6)])
        )
        assert here.throw()
        there = MatchRecorder.open(store, match_id)  # the other table, up to date
        there.keep([1])
        there.bank()
        refusals: list[str] = []
        here.refused.connect(refusals.append)
        with qtbot.waitSignal(here.changed):
            assert not here.keep([1])  # the keep was played there already
        assert refusals == ["This match moved on at another table; it is shown here as it is now."]
        assert (
            here.game.events
            == there.game.events
            == tuple(MatchRecorder.open(store, match_id).game.events)
        )
        assert here.game.current_seat == 1  # Bert's turn, as at the other table

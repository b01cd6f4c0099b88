"""The laptop that lost its match to another on a shared league (the match played on at another
table) says so on its next key, whatever key: the window shows the match as it is now, with
the reason in words, and never a key that does nothing visible. On PostgreSQL (a league file
is locked by the one program that plays it)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from roller_desktop.store.database import open_store
from roller_desktop.store.recorder import MatchRecorder
from tests.ui.helpers import press
from tests.ui.play.test_roller_game import set_up

MOVED = "moved on at another table"


@pytest.fixture
def store() -> Iterator[Any]:
    """The window's league on the server (tests/store's database, emptied)."""
    from tests.store.conftest import POSTGRES_URL, empty_postgres

    if POSTGRES_URL is None:
        pytest.skip("no PostgreSQL server (ROLLER_TEST_POSTGRES_URL)")
    empty_postgres(POSTGRES_URL)
    league = open_store(POSTGRES_URL)
    yield league
    league.close()


@pytest.mark.parametrize("key", ["space", "k", "b", "u", "1"])
def test_the_next_key_after_another_table_played_on_says_so(
    qtbot: Any, make_window: Any, store: Any, dice: Any, key: str
) -> None:
    window = make_window()
    screen = set_up(qtbot, window, store, ["Anna", "Bo"], rounds=2)
    dice.add((1, 1, 5, 2, 3, 6))
    press(qtbot, screen, "space")  # Anna's throw here
    match_id = screen.controller.recorder.match_id
    there = MatchRecorder.open(store, match_id)  # the other laptop takes the match over
    there.keep([1])
    there.bank()
    press(qtbot, screen, key)
    assert MOVED in screen.message.text(), (key, screen.message.text())
    assert screen.controller.game.events == there.game.events

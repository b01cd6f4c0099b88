"""A whole Roller match through the window: setup, keys and clicks, protocol and database."""

from __future__ import annotations

from typing import Any

from roller_desktop.engine.protocol import PLUMP, SUR_MUN, W
from roller_desktop.engine.roller import RollerMatch
from tests.ui.helpers import click, click_die, press, select_faces


def set_up(qtbot: Any, window: Any, store: Any, names: list[str], rounds: int) -> Any:
    """Through the setup screen: seat the players, set the rounds, Anna starts (chosen)."""
    press(qtbot, window.start, "n")
    setup = window.setup
    assert window.stack.currentWidget() is setup
    for name in names:
        setup.name_edit.setText(name)
        click(qtbot, setup.add_player_button)
    setup.rounds.setValue(rounds)
    setup.starter.setCurrentIndex(1)  # the first seat starts
    click(qtbot, setup.start_button)
    assert window.stack.currentWidget() is window.roller
    return window.roller


def test_a_whole_match_through_keys_and_clicks(
    qtbot: Any, make_window: Any, store: Any, dice: Any
) -> None:
    window = make_window()
    screen = set_up(qtbot, window, store, ["Anna", "Bo"], rounds=3)
    game = lambda: screen.controller.game  # noqa: E731

    # Round 1. Anna: Stege, all six kept: a forced ROLLER, two scoring dice owed.
    dice.add((1, 5, 2, 3, 4, 6))
    press(qtbot, screen, "space")
    assert screen.best_box.value.text() == "2000"
    press(qtbot, screen, "1", "2", "3", "4", "5", "6")
    assert screen.selection_box.value.text() == "+2000"
    assert screen.bank_box.value.text() == "–"  # a forced throw: no banking now
    press(qtbot, screen, "k")
    assert screen.banner.isVisible() and screen.banner.kind == "forced"
    assert screen.badge.isVisible() and "2" in screen.badge.text()
    press(qtbot, screen, "b")  # refused: the engine's words
    assert "must be kept before banking" in screen.message.text()
    dice.add((1, 1, 2, 3, 4, 6))
    press(qtbot, screen, "space")
    select_faces(qtbot, screen, [1, 1])
    assert screen.bank_box.value.text() == "2200"
    press(qtbot, screen, "b")
    assert screen.banner.kind == "bank"
    # Bo: nothing scores on the first throw: RT.
    dice.add((2, 3, 4, 6, 2, 3))
    click(qtbot, screen.buttons["throw"])
    assert screen.banner.kind == "rt"

    # Round 2. Anna keeps a single 1 and banks (clicks).
    dice.add((1, 2, 3, 4, 6, 6))
    click(qtbot, screen.buttons["throw"])
    click_die(qtbot, screen.dice, 0)
    assert screen.selection_box.value.text() == "+100"
    click(qtbot, screen.buttons["bank"])
    # Bo: picks a 2 first (explained, refused), then the Triss of 5s with the mouse.
    dice.add((5, 5, 5, 2, 3, 4))
    press(qtbot, screen, "space")
    click_die(qtbot, screen.dice, 3)
    assert "1 die showing 2 scores nothing" in screen.message.text()
    press(qtbot, screen, "k")
    assert game().must_keep  # nothing was kept
    click_die(qtbot, screen.dice, 3)
    for i in (0, 1, 2):
        click_die(qtbot, screen.dice, i)
    assert screen.selection_box.value.text() == "+500"
    press(qtbot, screen, "b")

    # Round 3. Anna: Triss of 1s, banked.
    dice.add((1, 1, 1, 2, 3, 4))
    press(qtbot, screen, "enter")
    select_faces(qtbot, screen, [1, 1, 1])
    press(qtbot, screen, "b")
    # Bo: 6-6-6 and a 1, then 5-5 (ROLLER), then six dice again, a 1, banked.
    dice.add((6, 6, 6, 1, 2, 3), (5, 5))
    press(qtbot, screen, "space")
    select_faces(qtbot, screen, [6, 6, 6, 1])
    press(qtbot, screen, "space")
    select_faces(qtbot, screen, [5, 5])
    press(qtbot, screen, "k")
    assert screen.banner.kind == "roller"
    # Not forced: banking is allowed, and the banner says so (not only "throw all six").
    assert screen.banner.text() == "ROLLER (all six dice kept)! Bank, or throw all six again"
    dice.add((1, 2, 2, 3, 3, 4))
    press(qtbot, screen, "space")
    select_faces(qtbot, screen, [1])
    press(qtbot, screen, "b")

    assert game().is_over
    model = screen.model
    assert [model.index(model.total_row, c).data() for c in range(2)] == ["3300", "1400"]
    symbols = [model.index(model.symbols_row, c).data() for c in range(2)]
    assert symbols == ["W", "sur mun ●"]
    assert model.index(0, 1).data() == "RT"
    assert "Anna wins with 3300 points" in screen.summary.text()
    assert not screen.buttons["throw"].isEnabled()
    # B or K once more as the last turn ends: nothing to do, and no "Not saved" on the end
    # screen (it read as if the match had been lost).
    said = screen.message.text()
    for key in ("b", "k"):
        press(qtbot, screen, key)
        assert screen.message.text() == said, key

    # The database holds the finished match with the same events.
    match_id = window.match_id
    loaded = store.load_match(match_id)
    assert loaded.status == "finished"
    replayed = RollerMatch.replay(
        [s.name for s in loaded.seats], game().rules, loaded.events, loaded.starter
    )
    p = replayed.protocol()
    assert p.totals == [3300, 1400]
    assert p.symbols[1] == {SUR_MUN, PLUMP} and p.symbols[0] == {W}
    assert store.unfinished_matches() == []

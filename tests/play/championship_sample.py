"""A championship with its matches played, for the luck-and-skill report's tests and benchmark:
every table of every qualifying round played out by the computer levels (a table may be kept by
hand instead, its protocol typed in)."""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from typing import Any

from roller_desktop.engine.events import Result
from roller_desktop.store import championships as ch
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.strategy.bots import make_bot, play_turn

LEVELS = ("child", "careful", "steady", "sharp")


def played_championship(
    store: Any,
    name: str,
    players: Sequence[str],
    *,
    rounds: int = 2,
    table_size: tuple[int, int] = (2, 2),
    match_rounds: int = 2,
    seed: int = 0,
    by_hand: Collection[tuple[int, int]] = (),
) -> list[str]:
    """Make the championship, play every table; the matches' ids (by round and table)."""
    ch.create_championship(
        store,
        name,
        [(p, None) for p in players],
        rounds=rounds,
        table_size=table_size,
        rules={"rounds": match_rounds},
    )
    ids = []
    for number in range(1, rounds + 1):
        for table in ch.stored_round(store, name, number).tables:
            kept = (number, table.number) in by_hand
            match_id = ch.start_table_match(store, name, number, table.number, by_hand=kept)
            recorder = MatchRecorder.open(store, match_id)
            if kept:
                cells = ["350", "RT", "1000", "50", "–", "400", "200", "600"]
                while not recorder.game.is_over:
                    recorder.push([Result(cells[len(recorder.game.events) % len(cells)])])
            else:
                _play(recorder, seed + 17 * number + table.number)
            ids.append(match_id)
    return ids


def _play(recorder: MatchRecorder, seed: int) -> None:
    """The match played by the computer levels (a level a seat, in turn), pushed turn by turn."""
    game = recorder.game
    dice = random.Random(seed)
    bots = [make_bot(LEVELS[(seed + k) % len(LEVELS)], seed + k) for k in range(len(game.seats))]
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        before = len(game.events)
        copy = type(game).replay(game.seats, game.rules, game.events, game.starter)
        play_turn(bots[seat], copy, dice)
        recorder.push(list(copy.events[before:]))
        game = recorder.game

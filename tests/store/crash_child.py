"""The child of the crash test: plays matches through MatchRecorder until it is killed.

After every committed action it appends one line to the report file: the match, the number
of its events, and the state of the game as the window would show it.
    python -m tests.store.crash_child DATABASE REPORT SEED [CHECKPOINT_AT]
CHECKPOINT_AT: the log's size in bytes past which a checkpoint runs in its own thread (small:
the kills land while checkpoints copy the log back).
"""

from __future__ import annotations

import json
import os
import random
import sys
from typing import Any

from roller_desktop.engine.hundredfive import Race
from roller_desktop.engine.roller import RollerMatch
from roller_desktop.store import wal_checkpoint
from roller_desktop.store.database import open_store
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec

from .helpers import play_step


def state_of(game: RollerMatch | Race) -> dict[str, Any]:
    """What the screen shows: enough to tell any two states of a match apart."""
    if isinstance(game, RollerMatch):
        p = game.protocol()
        return {
            "cells": [[p.cell_text(s, r) for r in range(p.rounds)] for s in range(len(p.seats))],
            "rollers": list(p.roller_counts),
            "seat": game.current_seat,
            "points": game.turn_points,
            "to_throw": game.dice_to_throw,
            "last": list(game.last_throw or ()),
            "owed": game.dice_owed,
            "over": game.is_over,
        }
    return {
        "chasing": [game.chasing(s) for s in range(len(game.seats))],
        "aside": [game.set_aside(s) for s in range(len(game.seats))],
        "turns": [game.turns(s) for s in range(len(game.seats))],
        "seat": game.current_seat,
        "placings": game.placings,
        "over": game.is_over,
    }


def main() -> None:
    database, report, seed = sys.argv[1], sys.argv[2], int(sys.argv[3])
    rng = random.Random(seed)
    if len(sys.argv) > 4:
        wal_checkpoint.CHECKPOINT_AT = int(sys.argv[4])
        wal_checkpoint.LOG_KEPT = int(sys.argv[4]) // 2
    fd = os.open(report, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    store = open_store(database)
    checkpoints = wal_checkpoint.checkpoints_of(store.engine)
    assert checkpoints is not None
    ids = [p.id for p in store.players()] or [store.add_player(n).id for n in ("A", "B", "C")]
    os.write(fd, b"ready\n")
    while True:
        unfinished = store.unfinished_matches()
        if unfinished:
            match_id = unfinished[0].id
        else:
            game = "roller" if rng.random() < 0.6 else "105"
            rules = {"rounds": 3} if game == "roller" else {}
            seats = [SeatSpec(pid, dice=2) for pid in rng.sample(ids, rng.randint(1, 3))]
            match_id = store.start_match(game, rules, seats, 0)
        rec = MatchRecorder.open(store, match_id)
        while not rec.game.is_over:
            play_step(rec, rng)
            line = {
                "match": match_id,
                "events": len(rec.game.events),
                "state": state_of(rec.game),
                "checkpoints": checkpoints.done,
            }
            os.write(fd, (json.dumps(line) + "\n").encode())


if __name__ == "__main__":
    main()

"""Finding the drills: each finished Roller match of the league not looked through yet is
replayed by the exact solver (strategy/drills.py) and its exercises kept for the players who
sat in it (not for computer seats). Incremental: a match is looked through once (store:
drills_mined); each match is its own transaction, so stopping keeps what was done.

Slow (a second or two a match with two players: the win table's turn solves), so the window
runs it in a worker with a progress bar.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.roller import RollerRules
from roller_desktop.store.drills import DrillRecord, NewDrill, record_mined, to_mine
from roller_desktop.store.league_store import LeagueStore
from roller_desktop.strategy import drills

Progress = Callable[[int, int], None]


@dataclass(frozen=True, slots=True)
class Mined:
    matches: int  # looked through now
    drills: int  # added now
    seconds: float
    unreadable: int = 0  # matches whose events did not replay (marked, nothing added)


def mine_new(store: LeagueStore, progress: Progress | None = None) -> Mined:
    """Look through every finished Roller match not looked through yet."""
    start = time.perf_counter()
    pending = to_mine(store)
    added = unreadable = 0
    for n, match in enumerate(pending):
        if progress is not None:
            progress(n, len(pending))
        loaded = store.load_match(match.id)
        people = {k for k, seat in enumerate(loaded.seats) if seat.player_id is not None}
        try:
            rules = RollerRules.from_dict(dict(loaded.rules))
            found = drills.mine(
                [s.name for s in loaded.seats], rules, loaded.events, loaded.starter
            )
        except (RulesError, ValueError):
            unreadable += 1
            found = []
        added += record_mined(
            store,
            match.pk,
            [NewDrill(f.seat, f.event, f.cost, f.close) for f in found if f.seat in people],
        )
    if progress is not None:
        progress(len(pending), len(pending))
    return Mined(len(pending), added, time.perf_counter() - start, unreadable)


def situation(store: LeagueStore, drill: DrillRecord) -> drills.Situation:
    """The drill's moment with every option valued (a turn solve: tens of milliseconds)."""
    loaded = store.load_match(drill.match_id)
    rules = RollerRules.from_dict(dict(loaded.rules))
    found = drills.situations(
        [s.name for s in loaded.seats], rules, loaded.events, loaded.starter, only=drill.event
    )
    if not found:
        raise ValueError("The drill's moment is not in its match any longer.")
    return found[0]

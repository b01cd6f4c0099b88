"""A finished match's figures per seat, computed from the engine object that finished it."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from roller_desktop.engine.hundredfive import Race
from roller_desktop.engine.protocol import PLUMP, SUR_MUN, WW, Protocol, W
from roller_desktop.engine.roller import RollerMatch

from ..handle import local_day
from .buckets import BANKED_FLOORS, seat_counts

# A Roller seat's banked rounds by floor (revision 0018): its round tallies, with rt and tjock.
BANKED_COLUMNS = tuple((floor, f"banked_{floor}") for floor in BANKED_FLOORS)


def seat_results(
    game: RollerMatch | Race,
    match_pk: int,
    player_pks: Sequence[int | None],
    finished: datetime,
    protocol: Protocol | None = None,
) -> list[dict[str, Any]]:
    """Rows for the seat_results table (the match must be over). A computer seat has no
    player (None); a match with one is practice. `protocol`: a Roller match's protocol, when
    the caller has it already."""
    n = len(game.seats)
    common = {
        "match_pk": match_pk,
        "finished": finished,
        "day": local_day(finished),  # kept: a later time zone never moves it
        "seat_count": n,
        "practice": None in player_pks,  # a computer seat has no player: practice
        "hand": game.hand_kept,  # kept by hand: ROLLER (105: turns) not recorded, never 0
        "outside": False,  # finish.py marks a match of a championship outside the league
    }
    rows: list[dict[str, Any]] = []
    if isinstance(game, RollerMatch):
        p = protocol if protocol is not None else game.protocol()
        totals, tjock, rt, best = p.totals, p.tjock_counts, p.rt_counts, p.best_rounds
        symbols = p.symbols
        buckets = seat_counts(game, p)
        for seat in range(n):
            marks = symbols[seat]
            rows.append(
                {
                    **common,
                    "seat": seat,
                    "player_pk": player_pks[seat],
                    "game": "roller",
                    "won": W in marks or WW in marks,
                    "total": totals[seat],
                    "ww": WW in marks,
                    "sur_mun": SUR_MUN in marks,
                    "plump": PLUMP in marks,
                    "tjock": tjock[seat],
                    "rt": rt[seat],
                    "rollers": None if p.hand_kept else p.roller_counts[seat],
                    "best_round": best[seat],
                    "place": None,
                    "turns": None,
                    "rounds": p.rounds,
                    "start_points": p.start(seat),  # the handicap: in the total, not scored
                    **{name: buckets[seat][str(floor)] for floor, name in BANKED_COLUMNS},
                }
            )
        return rows
    for seat in range(n):
        place = game.place(seat)
        rows.append(
            {
                **common,
                "seat": seat,
                "player_pk": player_pks[seat],
                "game": "105",
                "won": place == 1,
                "total": None,
                "ww": False,
                "sur_mun": False,
                "plump": False,
                "tjock": None,
                "rt": None,
                "rollers": None,
                "best_round": None,
                "place": place,
                "turns": None if game.hand_kept else game.turns(seat),
                "rounds": None,
                "start_points": 0,
                **{name: None for _, name in BANKED_COLUMNS},
            }
        )
    return rows

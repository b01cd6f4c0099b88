"""The league keeper's tools: two players merged into one (and split again), a finished match
voided (and restored). Each change is a row of its own in keeper_changes, never an overwrite,
and each can be undone exactly.

The figures follow in a few set-based statements where the results are (derived/moved.py,
in_place.py, voided.py): the league days of the days touched recounted by the database, the
rounds moved on the tallies as each seat's results hold them, and each rating scope touched
rated again once; the figures are those of the one finish path (derived/finish.py), row for
row (tests/store/test_*_recount.py hold the two side by side).

This module gathers them; one module beside it per kind of change: keeper_players.py (finding
players, likely twins), keeper_merges.py (merge and split), keeper_voids.py (void and
restore), keeper_mends.py (date, time and place); keeper_counted.py reads the matches a change
touches as the league counts them, keeper_refusals.py says what is refused.
"""

from __future__ import annotations

from .keeper_counted import counted_days, finished_matches, replayed
from .keeper_mends import UNCHANGED, Mend, mend_match, mends, undo_mend
from .keeper_merges import (
    Merge,
    MergePlan,
    last_merge_into,
    link_undone,
    merge_players,
    merge_rows,
    merges,
    move_seats,
    plan_merge,
    split_merge,
    split_rows,
)
from .keeper_players import (
    PlayerEntry,
    find_player,
    likely_twins,
    loose_key,
    player_entries,
    search_players,
    shared_matches,
)
from .keeper_refusals import CHUNK, AmbiguousPlayer, KeeperRefusal, Progress
from .keeper_voids import (
    MAX_REASON,
    SetAside,
    clean_reason,
    restore_match,
    restore_row,
    set_aside,
    void_match,
    void_row,
)

__all__ = [
    "CHUNK",
    "MAX_REASON",
    "UNCHANGED",
    "AmbiguousPlayer",
    "KeeperRefusal",
    "Mend",
    "Merge",
    "MergePlan",
    "PlayerEntry",
    "Progress",
    "SetAside",
    "clean_reason",
    "counted_days",
    "find_player",
    "finished_matches",
    "last_merge_into",
    "likely_twins",
    "link_undone",
    "loose_key",
    "mend_match",
    "mends",
    "merge_players",
    "merge_rows",
    "merges",
    "move_seats",
    "plan_merge",
    "player_entries",
    "replayed",
    "restore_match",
    "restore_row",
    "search_players",
    "set_aside",
    "shared_matches",
    "split_merge",
    "split_rows",
    "undo_mend",
    "void_match",
    "void_row",
]

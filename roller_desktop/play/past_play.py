"""A player's past play in win chance, for the handicap (`strategy.handicap`): the win chance
they gave away per match, on average, by the coach's books of their latest stored two-player
Roller matches played with throws (a match kept by hand has no decisions to count).

Each match's books solve its turns from the win table (about a second or two cold): call it
off the GUI thread; `progress(done, of)` reports.
"""

from __future__ import annotations

from collections.abc import Callable

from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.store.league_store import LeagueStore
from roller_desktop.store.queries.stats import player_history
from roller_desktop.strategy.coach import coach
from roller_desktop.strategy.handicap import Play

RECENT = 12  # the latest matches counted (the books of each take a second or two)

Progress = Callable[[int, int], None]


def newest_match(store: LeagueStore, player_id: str) -> str | None:
    """The player's newest finished Roller match (a cheap look: whether a kept past play is
    still up to date)."""
    found = player_history(store, player_id, "roller", limit=1)
    return found[0].match_id if found else None


def past_play(store: LeagueStore, player_id: str, progress: Progress | None = None) -> Play:
    """The player's average win chance given away per analysed match (0 over 0 matches)."""
    found = [
        m for m in player_history(store, player_id, "roller", limit=4 * RECENT) if m.seat_count == 2
    ]
    given: list[float] = []
    for done, played in enumerate(found):
        if len(given) >= RECENT:
            break
        if progress is not None:
            progress(done, min(len(found), RECENT))
        loaded = store.load_match(played.match_id)
        if not loaded.events or loaded.status != "finished":
            continue
        names = [s.name for s in loaded.seats]
        try:
            rules = RollerRules.from_dict(dict(loaded.rules))
            match = RollerMatch.replay(names, rules, loaded.events, loaded.starter)
            if match.hand_kept:
                continue
            report = coach(names, rules, loaded.events, loaded.starter)
        except ValueError:  # a match the rules refuse is no evidence
            continue
        seat = report.seats[match.order.index(played.seat)]
        if seat.given_away is not None:
            given.append(seat.given_away)
    if progress is not None:
        progress(1, 1)
    return Play(sum(given) / len(given) if given else 0.0, len(given))

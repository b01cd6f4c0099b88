"""A championship's luck-and-skill report from the league: its finished Roller matches read
from the store, their books worked out by the coach (`strategy.coach_report`).

The window runs `report` in a worker with a progress bar, the command line with a progress
line: a match of four seats and 15 rounds takes a few seconds on a cold table.
"""

from __future__ import annotations

from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.roller import RollerRules
from roller_desktop.store import championships
from roller_desktop.store.league_store import LeagueStore
from roller_desktop.strategy.coach_report import (
    ChampionshipBooks,
    MatchInput,
    Progress,
    championship_books,
    match_books,
)


def finished_matches(store: LeagueStore, name: str) -> list[MatchInput]:
    """The championship's finished Roller matches, by round (the final last) and table."""
    found = []
    for table_match in championships.table_matches(store, name):
        if table_match.status != "finished":
            continue  # in play, abandoned or voided: no result to account for
        loaded = store.load_match(table_match.match_id)
        if loaded.game != "roller":
            continue
        found.append(
            MatchInput(
                loaded.id,
                table_match.round,
                table_match.table,
                tuple(seat.name for seat in loaded.seats),
                RollerRules.from_dict(dict(loaded.rules)),
                tuple(loaded.events),
                loaded.starter,
            )
        )
    # the qualifying rounds, then the final (0), then its deciding rounds (-1, -2, ...)
    return sorted(found, key=lambda m: (m.round <= championships.FINAL, abs(m.round), m.table))


def report(store: LeagueStore, name: str, progress: Progress | None = None) -> ChampionshipBooks:
    """The championship's books (the store read first, then the coach per match); a match
    whose events do not replay is left out and named in `skipped`."""
    made = championships.championship(store, name)
    matches = finished_matches(store, made.name)
    books = []
    skipped = []
    for done, match in enumerate(matches):
        if progress is not None:
            progress(done, len(matches))
        try:
            books += match_books([match])
        except (RulesError, ValueError):
            skipped.append(match.match_id)
    if progress is not None:
        progress(len(matches), len(matches))
    return championship_books(made.name, books, skipped)

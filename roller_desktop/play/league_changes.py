"""What an operation changed that the league's screens show (Anki's `OpChanges`).

Every operation of the window reports one of these: a move in a match (the play session's
`Changes.league`), a new match, a match abandoned or set aside, a player added or renamed, a
league file imported or restored. Each screen marks stale only what it shows of them (the
league table its standings, the history its list of matches) and reads again when it is next
shown, never on a change it does not show: a keep in the middle of a turn changes none of them.
"""

from __future__ import annotations

from dataclasses import dataclass, fields


@dataclass(frozen=True, slots=True)
class LeagueChanges:
    standings: bool = False  # figures of the matches that count: a league match finished, or
    #                          matches brought in, restored or moved (tables, ratings, pages)
    practice: bool = False  # figures of practice matches (a computer seat): the league table
    #                         counts them only where the setting takes them in
    matches: bool = False  # the list of matches: one started, went on a turn, finished, was
    #                        taken back, abandoned or set aside (the history's rows)
    players: bool = False  # a player added, renamed or archived (every name shown)

    @classmethod
    def everything(cls) -> LeagueChanges:
        """A league replaced (restored, imported) or changed elsewhere: read everything."""
        return cls(standings=True, practice=True, matches=True, players=True)

    def __bool__(self) -> bool:
        return any(getattr(self, field.name) for field in fields(self))

    def __or__(self, other: LeagueChanges) -> LeagueChanges:
        return LeagueChanges(
            *(getattr(self, f.name) or getattr(other, f.name) for f in fields(self))
        )

    def league_table(self, practice_counts: bool) -> bool:
        """Whether the league table shows what changed (practice matches only when counted)."""
        return self.standings or self.players or (practice_counts and self.practice)

"""A championship's luck and skill: the coach's books of all its matches, summed per player.

Each finished Roller match of the championship gets its books (`coach.coach`: exact for two
players, approximate for three or more); per player the report sums, over the matches with
throws, the chance at the start, the result (shares of the win), the luck, the win given away
and the win the others' choices gave (for three seats or more the seat's share of theirs, as the
books count it). A match kept by hand has no throws: it is counted apart and adds nothing.

Who played best: the least win given away per match (the mean over the player's matches with
throws), ties by more matches, then by name. Who was luckiest: the most luck per match.
Per match, not in all: players of a championship play different numbers of matches (a final).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from roller_desktop.engine.events import Event
from roller_desktop.engine.roller import RollerRules

from .coach import CoachReport, coach, gifts

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class MatchInput:
    """A finished match of the championship, as stored."""

    match_id: str
    round: int  # 0: the final
    table: int
    seats: tuple[str, ...]
    rules: RollerRules
    events: tuple[Event, ...]
    starter: int


@dataclass(frozen=True)
class MatchBooks:
    match: MatchInput
    report: CoachReport


@dataclass(frozen=True)
class PlayerBooks:
    name: str
    matches: int  # with throws (the books' matches)
    by_hand: int  # kept by hand: counted, no books
    start_chance: float
    result: float
    luck: float
    given_away: float
    gifts: float  # what the others' choices gave (three seats or more: the seat's share)
    approximate: bool  # a match of three seats or more among them
    best_rank: int = 0  # 1 = played best
    luck_rank: int = 0  # 1 = luckiest

    @property
    def given_per_match(self) -> float:
        return self.given_away / self.matches if self.matches else 0.0

    @property
    def luck_per_match(self) -> float:
        return self.luck / self.matches if self.matches else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "matches": self.matches,
            "by_hand": self.by_hand,
            "start_chance": self.start_chance,
            "result": self.result,
            "luck": self.luck,
            "given_away": self.given_away,
            "gifts": self.gifts,
            "given_per_match": self.given_per_match,
            "luck_per_match": self.luck_per_match,
            "approximate": self.approximate,
            "best_rank": self.best_rank,
            "luck_rank": self.luck_rank,
        }


@dataclass(frozen=True)
class ChampionshipBooks:
    name: str
    players: tuple[PlayerBooks, ...]  # by best_rank: who played best first
    matches: tuple[MatchBooks, ...]
    approximate: bool
    skipped: tuple[str, ...] = field(default=())  # matches whose events do not replay

    @property
    def played_best(self) -> PlayerBooks | None:
        ranked = [p for p in self.players if p.matches]
        return ranked[0] if ranked else None

    @property
    def luckiest(self) -> PlayerBooks | None:
        ranked = sorted((p for p in self.players if p.matches), key=lambda p: p.luck_rank)
        return ranked[0] if ranked else None

    def to_json(self) -> dict[str, Any]:
        best, lucky = self.played_best, self.luckiest
        return {
            "championship": self.name,
            "measure": {
                "played_best": "least win given away per match",
                "luckiest": "most luck per match",
            },
            "played_best": best.name if best else None,
            "luckiest": lucky.name if lucky else None,
            "approximate": self.approximate,
            "players": [p.to_json() for p in self.players],
            "matches": [
                {"match_id": m.match.match_id, "round": m.match.round, "table": m.match.table}
                | m.report.to_json()
                for m in self.matches
            ],
            "skipped": list(self.skipped),
        }


def match_books(
    matches: Sequence[MatchInput], progress: Progress | None = None
) -> list[MatchBooks]:
    """The books of each match (seconds each on a cold table: run it off the GUI thread);
    `progress(done, total)` after each."""
    books = []
    for done, match in enumerate(matches):
        if progress is not None:
            progress(done, len(matches))
        report = coach(match.seats, match.rules, match.events, match.starter)
        books.append(MatchBooks(match, report))
    if progress is not None:
        progress(len(matches), len(matches))
    return books


def championship_books(
    name: str, books: Sequence[MatchBooks], skipped: Sequence[str] = ()
) -> ChampionshipBooks:
    """The books summed per player and ranked (see the module)."""
    sums: dict[str, dict[str, float]] = {}
    counts: dict[str, list[int]] = {}
    approximate: dict[str, bool] = {}
    for entry in books:
        report = entry.report
        seats = report.seats
        for position, seat in enumerate(seats):
            counted = counts.setdefault(seat.name, [0, 0])
            total = sums.setdefault(
                seat.name, dict.fromkeys(("start", "result", "luck", "given", "gifts"), 0.0)
            )
            if seat.luck is None or seat.given_away is None or seat.result is None:
                counted[1] += 1
                continue
            counted[0] += 1
            others = gifts(report, position) or 0.0
            total["start"] += seat.start_chance
            total["result"] += seat.result
            total["luck"] += seat.luck
            total["given"] += seat.given_away
            total["gifts"] += others
            approximate[seat.name] = approximate.get(seat.name, False) or report.approximate
    players = [
        PlayerBooks(
            name,
            counts[name][0],
            counts[name][1],
            float(total["start"]),
            float(total["result"]),
            float(total["luck"]),
            float(total["given"]),
            float(total["gifts"]),
            approximate.get(name, False),
        )
        for name, total in sums.items()
    ]
    # Players without books (every match by hand) come last in both rankings.
    by_skill = sorted(players, key=lambda p: (not p.matches, p.given_per_match, -p.matches, p.name))
    by_luck = sorted(players, key=lambda p: (not p.matches, -p.luck_per_match, p.name))
    luck_rank = {p.name: k for k, p in enumerate(by_luck, start=1)}
    ranked = tuple(
        replace(p, best_rank=k, luck_rank=luck_rank[p.name])
        for k, p in enumerate(by_skill, start=1)
    )
    return ChampionshipBooks(
        name,
        ranked,
        tuple(books),
        any(b.report.approximate for b in books),
        tuple(skipped),
    )

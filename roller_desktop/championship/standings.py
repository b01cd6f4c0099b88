"""A championship's standings and its final (RULES.md, "Championships"; issue 16, item 4).

`standings(results)` ranks the players of the qualifying rounds: points are the sum of their
match totals; ties are broken by more WW, then more W, then fewer tjock rounds (RT and Tjock),
then the best single match total; players equal in all of these share a rank (1, 2, 2, 4), and
are listed in name order for display only. `final_table` seats the top K, `final_result` names
the champion from the final's totals and any deciding rounds, and `championship_places` puts
it all in one list: the finalists by the final, everyone else in their qualifying places.

Pure values in, pure values out: the store reads the results, the screens and pages show these.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from roller_desktop.engine.protocol import WW, Protocol, W
from roller_desktop.engine.seats import MAX_SEATS

from .errors import ChampionshipError

DEFAULT_FINAL = 4


@dataclass(frozen=True, slots=True)
class MatchResult:
    """One player's result of one qualifying match."""

    player: str
    round: int  # the qualifying round, from 1
    total: int
    ww: bool = False
    w: bool = False  # a W that is not a WW (a WW is a win with the dream limit reached)
    tjock: int = 0  # rounds gone tjock, RT and Tjock together


@dataclass(frozen=True, slots=True)
class Standing:
    rank: int  # 1 for the best; players equal in everything that counts share a rank
    player: str
    points: int
    matches: int
    ww: int
    w: int
    tjock: int
    best: int | None  # the best single match total; None before a first match
    rounds: tuple[int, ...]  # the qualifying rounds with a result, in order

    def to_json(self) -> dict[str, object]:
        """The shape of `championship standings --json` (issue 16): rank, player, points,
        matches, and the tie-breakers."""
        return {
            "rank": self.rank,
            "player": self.player,
            "points": self.points,
            "matches": self.matches,
            "ww": self.ww,
            "w": self.w,
            "tjock": self.tjock,
            "best": self.best,
        }


def results_of(protocol: Protocol, round: int) -> list[MatchResult]:
    """The results of a finished Roller match of qualifying round `round`, seat by seat."""
    if not protocol.is_over:
        raise ChampionshipError(
            "The match is not over yet: it has no result to count.", "standings.not-over"
        )
    totals, tjock, symbols = protocol.totals, protocol.tjock_counts, protocol.symbols
    return [
        MatchResult(
            player=name,
            round=round,
            total=totals[seat],
            ww=WW in symbols[seat],
            w=W in symbols[seat],
            tjock=tjock[seat],
        )
        for seat, name in enumerate(protocol.seats)
    ]


def _key(standing: Standing) -> tuple[int, int, int, int, int]:
    """What decides the order (smaller first); the name is for display only."""
    best = standing.best if standing.best is not None else -(10**12)
    return (-standing.points, -standing.ww, -standing.w, standing.tjock, -best)


def standings(
    results: Iterable[MatchResult], players: Iterable[str] = (), rounds: int | None = None
) -> tuple[Standing, ...]:
    """The standings, best first. `players`: players to list even without a result yet (the
    registered ones); `rounds`: the number of qualifying rounds, when given a result of
    another round is refused. A player with two results in one round is refused too."""
    seen: set[tuple[str, int]] = set()
    by_player: dict[str, list[MatchResult]] = {name: [] for name in players}
    for result in results:
        _check_result(result, rounds)
        key = (result.player, result.round)
        if key in seen:
            raise ChampionshipError(
                f"{result.player} has two results in round {result.round}.",
                "standings.twice",
                player=result.player,
                round=result.round,
            )
        seen.add(key)
        by_player.setdefault(result.player, []).append(result)
    unranked = [
        Standing(
            rank=0,
            player=name,
            points=sum(r.total for r in matches),
            matches=len(matches),
            ww=sum(r.ww for r in matches),
            w=sum(r.w for r in matches),
            tjock=sum(r.tjock for r in matches),
            best=max((r.total for r in matches), default=None),
            rounds=tuple(sorted(r.round for r in matches)),
        )
        for name, matches in by_player.items()
    ]
    unranked.sort(key=lambda s: (_key(s), s.player.casefold(), s.player))
    ranked: list[Standing] = []
    for i, standing in enumerate(unranked):
        tied = ranked and _key(ranked[-1]) == _key(standing)
        rank = ranked[-1].rank if tied else i + 1
        ranked.append(_with_rank(standing, rank))
    return tuple(ranked)


def _with_rank(standing: Standing, rank: int) -> Standing:
    return Standing(
        rank,
        standing.player,
        standing.points,
        standing.matches,
        standing.ww,
        standing.w,
        standing.tjock,
        standing.best,
        standing.rounds,
    )


def _check_result(result: MatchResult, rounds: int | None) -> None:
    if not isinstance(result.player, str) or not result.player.strip():
        raise ChampionshipError("Every result needs a player's name.", "standings.unnamed")
    number = result.round
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        raise ChampionshipError(
            f"Qualifying rounds are numbered from 1, not {number!r}.",
            "standings.round",
            round=number,
        )
    if rounds is not None and number > rounds:
        raise ChampionshipError(
            f"There are {rounds} qualifying rounds; a result of round {number} cannot count.",
            "standings.round",
            round=number,
            rounds=rounds,
        )
    if result.ww and result.w:
        raise ChampionshipError(
            f"{result.player} has both WW and W in round {number}: a WW is instead of a W.",
            "standings.ww-and-w",
            player=result.player,
            round=number,
        )
    if result.total < 0 or result.total % 50 or result.tjock < 0:
        raise ChampionshipError(
            f"{result.total} points and {result.tjock} tjock rounds are no Roller result.",
            "standings.total",
            total=result.total,
            tjock=result.tjock,
        )


# ---- the final --------------------------------------------------------------------------------


def final_table(standings: Sequence[Standing], size: int = DEFAULT_FINAL) -> tuple[str, ...]:
    """The final table: the top `size` of the standings, seated in their order (seat 1 the
    best). [decision, proposed] Players who share the rank at the cut all go to the final,
    which then has more seats, up to the engine's 8; more is refused for the director."""
    if isinstance(size, bool) or not isinstance(size, int) or not 2 <= size <= MAX_SEATS:
        raise ChampionshipError(
            f"The final table seats 2 to {MAX_SEATS} players.",
            "final.size",
            most=MAX_SEATS,
        )
    if len(standings) < size:
        raise ChampionshipError(
            f"The final is for {size}, but the standings have only {len(standings)} players.",
            "final.too-few",
            size=size,
            players=len(standings),
        )
    cut = standings[size - 1].rank
    seated = [s.player for s in standings if s.rank <= cut]
    if len(seated) > MAX_SEATS:
        raise ChampionshipError(
            f"{len(seated) - size + 1} players share place {cut}, the last seat of the final:"
            f" more than a table of {MAX_SEATS} can seat.",
            "final.tie-at-cut",
            place=cut,
            tied=len(seated) - size + 1,
            most=MAX_SEATS,
        )
    return tuple(seated)


@dataclass(frozen=True, slots=True)
class Place:
    place: int  # 1 for the champion; equal places where nothing tells players apart
    player: str
    final_total: int | None  # None for a player who was not in the final
    qualifying: Standing


@dataclass(frozen=True, slots=True)
class FinalResult:
    places: tuple[Place, ...]  # the finalists, in the final's order
    champion: str | None  # None while deciding rounds are still to play
    to_decide: tuple[str, ...]  # who plays the next deciding round; empty once decided


def final_result(
    finalists: Sequence[Standing],
    totals: Mapping[str, int],
    deciding: Sequence[Mapping[str, int]] = (),
) -> FinalResult:
    """The final's outcome. `finalists`: their qualifying standings (as final_table seated
    them); `totals`: each finalist's total in the final match; `deciding`: the deciding rounds
    played so far, each the points of one rond of each player still tied (0 for RT or Tjock).

    The highest total is the champion. Finalists tied for it play deciding rounds among
    themselves, one rond each, as many as it takes: after each, those with its highest points
    go on. The other finalists are placed by their final totals, ties by their qualifying
    standing (RULES.md); so are the ones the deciding rounds put out."""
    names = [s.player for s in finalists]
    if sorted(totals) != sorted(names):
        raise ChampionshipError(
            "The final's totals must be those of its players, each once.", "final.players"
        )
    for name, total in totals.items():
        _check_points(name, total)
    top = max(totals.values())
    contenders = [name for name in names if totals[name] == top]
    for number, points in enumerate(deciding, start=1):
        if len(contenders) == 1:
            raise ChampionshipError(
                "The champion was decided before this deciding round.",
                "final.decided",
                round=number,
            )
        if sorted(points) != sorted(contenders):
            raise ChampionshipError(
                f"Deciding round {number} is played by {', '.join(contenders)}, and only them.",
                "final.deciding-players",
                round=number,
                players=", ".join(contenders),
            )
        for name, value in points.items():
            _check_points(name, value)
        best = max(points.values())
        contenders = [name for name in contenders if points[name] == best]
    champion = contenders[0] if len(contenders) == 1 else None
    standing = {s.player: s for s in finalists}

    def order(name: str) -> tuple[int, int, int]:
        # the champion first (or all still to decide, sharing first place), then by total
        if name in contenders:
            return (0, 0, 0)
        return (1, -totals[name], standing[name].rank)

    ordered = sorted(names, key=order)
    places: list[Place] = []
    for i, name in enumerate(ordered):
        tied = places and order(places[-1].player) == order(name)
        place = places[-1].place if tied else i + 1
        places.append(Place(place, name, totals[name], standing[name]))
    return FinalResult(tuple(places), champion, () if champion is not None else tuple(contenders))


def _check_points(name: str, points: int) -> None:
    if isinstance(points, bool) or not isinstance(points, int) or points < 0 or points % 50:
        raise ChampionshipError(
            f"{points!r} points for {name} are no Roller result: a multiple of 50, at least 0.",
            "final.points",
            player=name,
            points=points,
        )


def championship_places(qualifying: Sequence[Standing], final: FinalResult) -> tuple[Place, ...]:
    """Everyone's place: the finalists by the final, then every other player in the place
    the qualifying standings gave him."""
    finalists = {place.player for place in final.places}
    rest = [Place(s.rank, s.player, None, s) for s in qualifying if s.player not in finalists]
    if rest and rest[0].place <= len(final.places):
        raise ChampionshipError(
            "The final's players are not the top of these standings.", "final.players"
        )
    return (*final.places, *rest)


# ---- the rule, in words for the screen and the printed page -----------------------------------


def standings_rule_text() -> str:
    """The standings' rule in English (the window will translate it)."""
    return (
        "Points are the sum of a player's match totals over the qualifying rounds. Ties are"
        " broken by more WW, then more W, then fewer tjock rounds (RT and Tjock), then the best"
        " single match total; players equal in all of these share a place."
    )


def final_rule_text(size: int = DEFAULT_FINAL) -> str:
    """The final's rule in English (the window will translate it, with plural forms)."""
    return (
        f"The top {size} of the standings play the final, one match; its winner is the"
        " champion. Finalists tied for the highest total play deciding rounds among"
        " themselves, one rond each, as many as it takes, until one is highest. The other"
        " finalists are placed by their totals in the final (ties by the standings); every"
        " other player keeps the place of the standings."
    )

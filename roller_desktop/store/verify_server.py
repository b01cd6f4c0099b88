"""`check` of a league on a database server: what can be checked from a program, in one
read-only snapshot of the league (REPEATABLE READ): every match replayed through the rules, the
league table's figures per day against the match results they add up (the round tallies too,
against the rounds kept with each seat), and the ratings per season rated again. The pages
and indexes are the server's own to check (it has its own tools, such as pg_amcheck): said
plainly, never reported as damage.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable
from typing import Any

from sqlalchemy import Connection, func, select

from roller_desktop.engine.errors import RulesError

from .database import DAMAGED, VOID
from .derived.season_ratings import rate_ordered
from .games import event_of, new_game
from .models import (
    EventRow,
    LeagueDayRow,
    LeagueRatingRow,
    MatchRow,
    PlayerRow,
    SeatResultRow,
    SeatRow,
)
from .verify import Report, seat_rounds_disagree


def verify_server(url: str, progress: Callable[[int, int], None] | None = None) -> Report:
    """The report of the checks above; a StoreError (the server cannot be reached, say) when
    the league cannot be read at all, which is no damage of it."""
    from .database import open_reader
    from .errors import StoreError

    store = open_reader(url)
    report = Report()
    try:
        snapshot = {"isolation_level": "REPEATABLE READ"} if store.dialect == "postgresql" else {}
        with (
            store.engine.connect().execution_options(**snapshot) as connection,
            connection.begin(),
        ):
            counts = [
                connection.execute(select(func.count()).select_from(table)).scalar_one()
                for table in (PlayerRow, MatchRow, EventRow)
            ]
            report.lines.append(
                f"The league on the server: {counts[0]} players, {counts[1]} matches, "
                f"{counts[2]} events. Its pages and indexes are the server's to check "
                "(pg_amcheck); the rest is checked here."
            )
            problem = (
                _replay_all(connection, report.lines, progress)
                or _days_disagree(connection)
                or seat_rounds_disagree(connection.exec_driver_sql)
                or _ratings_disagree(connection)
            )
    except StoreError as error:
        return Report(False, str(error), report.lines)
    finally:
        store.close()
    if problem:
        return Report(False, problem, report.lines)
    report.lines.append(
        "Every match replays through the rules; the league table's and the ratings' figures "
        "agree with the matches."
    )
    return report


def _replay_all(
    connection: Connection, lines: list[str], progress: Callable[[int, int], None] | None
) -> str:
    seats: dict[int, list[tuple[int, bool]]] = defaultdict(list)
    for match_pk, dice, kids in connection.execute(
        select(SeatRow.match_pk, SeatRow.dice, SeatRow.kids).order_by(
            SeatRow.match_pk, SeatRow.seat
        )
    ):
        seats[match_pk].append((dice, bool(kids)))
    matches = connection.execute(
        select(
            MatchRow.pk,
            MatchRow.id,
            MatchRow.game,
            MatchRow.rules,
            MatchRow.starter,
            MatchRow.status,
            MatchRow.status_reason,
        ).order_by(MatchRow.pk)
    ).all()
    broken: list[str] = []
    for done, (pk, match_id, game, rules, starter, status, reason) in enumerate(matches, 1):
        if progress is not None and (done % 200 == 0 or done == len(matches)):
            progress(done, len(matches))
        seated = seats[pk]
        events = connection.execute(
            select(EventRow.kind, EventRow.dice)
            .where(EventRow.match_pk == pk, EventRow.undone.is_(False))
            .order_by(EventRow.seq)
        )
        try:
            played = new_game(
                game,
                dict(rules or {}),
                [f"seat {i}" for i in range(len(seated))],
                starter,
                [d for d, _ in seated],
                [k for _, k in seated],
            )
            for number, (kind, faces) in enumerate(events, start=1):
                try:
                    played.apply(event_of(kind, faces))
                except RulesError as error:
                    raise RulesError(f"event {number}: {error}") from None
        except (RulesError, ValueError) as error:
            if status == "abandoned" and reason == DAMAGED:
                lines.append(f"Match {match_id} is set aside as damaged ({error}).")
                continue
            broken.append(f"Match {match_id}: {str(error).rstrip('.')}")
            continue
        if (status == "finished" or reason == VOID) != played.is_over:
            return f"Match {match_id} is marked {status}, but its events say otherwise."
    if broken:
        return "Matches that do not replay through the rules: " + "; ".join(broken) + "."
    return ""


def _counted_results(connection: Connection) -> list[Any]:
    """The seat results the league table counts (as verify.py's: two or more seats, no
    practice, no championship outside the league, a player of the league)."""
    r = SeatResultRow
    # the points scored: a handicap's start left out (revision 0019)
    points = r.total - r.start_points if hasattr(r, "start_points") else r.total
    query = select(r.game, r.player_pk, r.won, points, r.turns, r.hand, r.place, r.rounds).where(
        r.seat_count > 1, r.practice.is_(False), r.player_pk.is_not(None)
    )
    if hasattr(r, "outside"):
        query = query.where(r.outside.is_(False))
    return list(connection.execute(query))


def _days_disagree(connection: Connection) -> str:
    """The per-day league figures must add up to the per-seat results they summarise (the
    same sums as verify.py's, added up here instead of by the database)."""
    expected: Counter[tuple[str, int, str]] = Counter()
    for game, player, won, total, turns, hand, place, rounds in _counted_results(connection):
        through = place is not None and not hand
        usual = game == "roller" and (rounds if rounds is not None else 15) == 15
        key = (game, player)
        expected[(*key, "matches")] += 1
        expected[(*key, "wins")] += int(bool(won))
        expected[(*key, "total")] += total or 0
        expected[(*key, "turns")] += 0 if game == "105" and not through else (turns or 0)
        expected[(*key, "recorded")] += int(not hand) if game == "roller" else int(through)
        expected[(*key, "usual")] += int(usual)
        expected[(*key, "usual_total")] += (total or 0) if usual else 0
        expected[(*key, "rounds")] += rounds or 0
    d = LeagueDayRow
    stored: Counter[tuple[str, int, str]] = Counter()
    for game, player, *figures in connection.execute(
        select(
            d.game,
            d.player_pk,
            d.matches,
            d.wins,
            d.total_sum,
            d.turns_sum,
            d.recorded,
            d.usual,
            d.usual_total_sum,
            d.rounds_sum,
        )
    ):
        names = ("matches", "wins", "total", "turns", "recorded", "usual", "usual_total")
        for name, value in zip((*names, "rounds"), figures, strict=True):
            stored[(game, player, name)] += int(value or 0)
    if +expected != +stored:
        return (
            "The league table's figures per day disagree with the stored match results; "
            "the league shown would be wrong."
        )
    return ""


def _ratings_disagree(connection: Connection) -> str:
    r = SeatResultRow
    query = (
        select(r.game, r.day, r.match_pk, r.player_pk, r.total, r.place)
        .where(r.seat_count > 1, r.practice.is_(False))
        .order_by(r.game, r.finished, r.match_pk, r.seat)
    )
    if hasattr(r, "outside"):
        query = query.where(r.outside.is_(False))
    rows: Any = connection.execute(query)  # the rows rate_ordered reads, as verify.py's
    expected = rate_ordered(rows)
    g = LeagueRatingRow
    stored = {
        (game, season, player): (rating, matches)
        for game, season, player, rating, matches in connection.execute(
            select(g.game, g.season, g.player_pk, g.rating, g.matches)
        )
    }
    if stored != expected:
        return (
            "The league ratings stored per season disagree with the stored match results; "
            "the ratings shown would be wrong."
        )
    return ""

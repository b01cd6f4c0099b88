"""A read-only check of a league file: SQLite's integrity, the keys, and every match replayed.

Nothing here opens the file for writing, so a damaged file stays exactly as it was.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .backup_checks import known_damage, record_damage
from .derived.season_ratings import rate_ordered
from .errors import StoreError
from .lock import in_use
from .migrate import SCHEMA_HEAD
from .opening import inspect_file, is_damage_error, is_locked_error, read_only_uri
from .replay_check import Replay


@dataclass
class Report:
    ok: bool = True
    problem: str = ""
    lines: list[str] = field(default_factory=list)


def verify_file(
    path: Path, replay_matches: bool = True, progress: Callable[[int, int], None] | None = None
) -> Report:
    """Check the file; `progress(done, total)` hears of the matches replayed."""
    report = Report()
    try:
        revision = inspect_file(path, full_check=False)
    except StoreError as error:
        return Report(False, str(error))
    if revision is None:
        report.lines.append(f"{path.name}: an empty league.")
        return report
    if revision == SCHEMA_HEAD:
        from .schema_check import check_schema

        try:
            check_schema(path)
        except StoreError as error:
            return Report(False, str(error))
    # This process holds no connection to the league now: a -shm no program holds is no
    # writer's, and the file is read as immutable (and replayed on every core).
    uri = read_only_uri(path, alone=True)
    connection = sqlite3.connect(uri, uri=True)
    replay: Replay | None = None
    try:
        # One read transaction for every query: a program writing meanwhile (the window, demo)
        # is seen as it was when the check began, never a match finished here and not there.
        connection.execute("BEGIN")
        if replay_matches and revision == SCHEMA_HEAD:
            replay = _begun(connection, uri)
        connection.text_factory = _lenient  # a damaged page's text is named, not a failure
        integrity = connection.execute("PRAGMA integrity_check").fetchall()
        connection.text_factory = str
        if integrity != [("ok",)]:
            first = str(integrity[0][0]) if integrity else "no answer"
            # "*** in database main ***" heads SQLite's list: the problem is what follows
            lines = [line for line in first.splitlines() if not line.startswith("***")]
            return _damaged(path, " ".join(lines) or first)
        orphans = connection.execute("PRAGMA foreign_key_check").fetchall()
        if orphans:
            return Report(
                False, f"The league {path.name} has rows pointing nowhere (in {orphans[0][0]})."
            )
        counts = {
            table: connection.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
            for table in ("players", "matches", "events")
        }
        from .limits import twin_names, twins_message

        twins = twin_names([row[0] for row in connection.execute("SELECT name FROM players")])
        report.lines.append(
            f"{path.name}: schema {revision}, {counts['players']} players, "
            f"{counts['matches']} matches, {counts['events']} events; integrity ok."
        )
        if twins:
            report.lines.append(twins_message(twins))
        if revision != SCHEMA_HEAD:
            report.lines.append(f"The schema will be upgraded to {SCHEMA_HEAD} on the next start.")
        elif replay_matches:
            problem = (
                _league_days_disagree(connection)
                or seat_rounds_disagree(connection.execute)
                or _ratings_disagree(connection)
                or (replay or Replay(connection, uri)).finish(report.lines, progress)
            )
            if problem:  # the newest good backup offered with it
                from .opening import damaged_message

                return Report(False, damaged_message(path, problem), report.lines)
            report.lines.append("Every match replays through the rules.")
    except (sqlite3.Error, UnicodeError) as error:
        if is_locked_error(error):
            return Report(False, str(in_use(path.name)), report.lines)
        if not is_damage_error(error):  # cannot be read here: no word on its content
            return Report(False, f"The league {path.name} cannot be read ({error}).", report.lines)
        return _damaged(path, str(error), report.lines)
    finally:
        if replay is not None:
            replay.close()
        connection.close()
    if known_damage(path) is not None:  # recorded before, and the whole check passes now
        report.lines.append(
            "Damage was recorded of this league before; it is sound now, and the next "
            "opening forgets that record."
        )
    return report


def _begun(connection: sqlite3.Connection, uri: str) -> Replay | None:
    """The replay begun before the integrity check (its workers replay meanwhile); None
    where the league cannot be read that far: the integrity check says why."""
    try:
        return Replay(connection, uri)
    except sqlite3.Error:
        return None


def _lenient(raw: bytes) -> str:
    return raw.decode("utf-8", "replace")


def _damaged(path: Path, problem: str, lines: list[str] | None = None) -> Report:
    """The whole check failed: recorded for every later opening (in the backups folder; the
    league itself is not written), and said with the newest good backup to put back."""
    from .opening import damaged_message

    record_damage(path, problem, "check")
    message = damaged_message(path, f"The league {path.name} is damaged ({problem}).")
    return Report(False, message, list(lines or []))


def _league_days_disagree(connection: sqlite3.Connection) -> str:
    """The per-day league figures must add up to the per-seat results they summarise."""
    # Like with like (derived/league_days.py): ROLLER over the matches with throws recorded,
    # 105 turns over the races got through with turns recorded, the average total over the
    # matches of the usual 15 rounds.
    through = "(place IS NOT NULL AND NOT hand)"
    usual = "(game = 'roller' AND coalesce(rounds, 15) = 15)"
    columns = {row[1] for row in connection.execute("PRAGMA table_info(seat_results)")}
    # the points scored: a handicap's start left out (revision 0019)
    points = (
        "coalesce(total - start_points, 0)" if "start_points" in columns else "coalesce(total, 0)"
    )
    results = connection.execute(
        f"SELECT game, player_pk, count(*), sum(won), sum({points}), "
        f"sum(CASE WHEN game = '105' AND NOT {through} THEN 0 ELSE coalesce(turns, 0) END), "
        f"sum(CASE WHEN game = 'roller' THEN NOT hand ELSE {through} END), "
        f"sum({usual}), sum(CASE WHEN {usual} THEN {points} ELSE 0 END), "
        "sum(coalesce(rounds, 0)) "
        f"FROM seat_results WHERE seat_count > 1 AND NOT practice{_counted(connection)} "
        "AND player_pk IS NOT NULL "
        "GROUP BY game, player_pk"
    ).fetchall()
    days = connection.execute(
        "SELECT game, player_pk, sum(matches), sum(wins), sum(total_sum), sum(turns_sum), "
        "sum(recorded), sum(usual), sum(usual_total_sum), sum(rounds_sum) "
        "FROM league_days GROUP BY game, player_pk"
    ).fetchall()
    if sorted(results) != sorted(days):
        return (
            "The league table's figures per day disagree with the stored match results; "
            "the league shown would be wrong."
        )
    return ""


BANKED = ("banked_50", "banked_300", "banked_500", "banked_1000", "banked_2000")


def seat_rounds_disagree(rows: Callable[[str], Iterable[Sequence[Any]]]) -> str:
    """The rounds kept with each seat's results (revision 0018) must add up to the round
    tallies, per day and player (a split moves them by these): where a seat's are not kept
    yet (not read by the migration), that day of that player is left to the replay. `rows`
    runs a query (SQL that SQLite and PostgreSQL both speak) and gives its rows."""
    buckets = ("rt", "tjock", *(name.removeprefix("banked_") for name in BANKED))
    sums = ", ".join(f"sum({name})" for name in BANKED)
    kept: dict[tuple[str, int, str], int] = {}
    unread: set[tuple[str, int]] = set()
    for day, player, missing, *counts in rows(
        "SELECT day, player_pk, sum(CASE WHEN banked_50 IS NULL THEN 1 ELSE 0 END), "
        f"sum(rt), sum(tjock - rt), {sums} "
        "FROM seat_results WHERE rt IS NOT NULL AND seat_count > 1 AND NOT practice "
        "AND NOT outside GROUP BY day, player_pk"
    ):
        if missing:
            unread.add((day, player))
            continue
        kept.update({(day, player, name): n for name, n in zip(buckets, counts, strict=True) if n})
    tallied = {
        (day, player, name): rounds
        for day, player, name, rounds in rows(
            "SELECT day, player_pk, bucket, rounds FROM round_tallies WHERE game = 'roller'"
        )
        if (day, player) not in unread
    }
    if kept != tallied:
        return (
            "The rounds kept with the match results disagree with the round tallies; "
            "a split would move wrong counts."
        )
    return ""


def _ratings_disagree(connection: sqlite3.Connection) -> str:
    """The stored ratings per season must be those the matches give, rated again here."""
    expected = rate_ordered(
        connection.execute(
            "SELECT game, day, match_pk, player_pk, total, place FROM seat_results "
            f"WHERE seat_count > 1 AND NOT practice{_counted(connection)} "
            "ORDER BY game, finished, match_pk, seat"
        )
    )
    stored = {
        (game, season, player_pk): (rating, matches)
        for game, season, player_pk, rating, matches in connection.execute(
            "SELECT game, season, player_pk, rating, matches FROM league_ratings"
        )
    }
    if stored != expected:
        return (
            "The league ratings stored per season disagree with the stored match results; "
            "the ratings shown would be wrong."
        )
    return ""


def _counted(connection: sqlite3.Connection) -> str:
    """The condition that leaves out the results of championships outside the league
    (revision 0015), where the league has them."""
    columns = {row[1] for row in connection.execute("PRAGMA table_info(seat_results)")}
    return " AND NOT outside" if "outside" in columns else ""

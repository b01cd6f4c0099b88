"""Computers are seats of a level, not league players; a match with one is practice.

Before: a computer sat in a player's place ("Computer (sharp)", in the language of the window
that made it) and counted in the league like a person. After: a computer seat has no player
(seats.player_pk NULL, seats.computer its level), the "Computer (…)" players are gone, and the
results of a match with a computer seat are marked practice (seat_results.practice) and left
out of the figures the league adds up: league_days, round_tallies and league_ratings are
recounted without them. Downgrade gives the computers their players back and counts the
matches in again, as the old program did.

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-01
"""

from __future__ import annotations

import importlib.util
import uuid
from collections import Counter
from collections.abc import Iterable
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None

# Frozen: SQLAlchemy and Alembic only, and the frozen helpers of revisions 0006 (the rating)
# and 0008 (the rounds read off the events), which never change either.


def _frozen(name: str) -> Any:
    """A sibling revision's module, loaded from its file (Alembic loads scripts as files)."""
    spec = importlib.util.spec_from_file_location(f"_roller_{name}", Path(__file__).with_name(name))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


LEVELS = ("careful", "steady", "sharp", "child")
# The names the program gave computer players up to revision 0010, in its three languages.
NAMED = {
    "careful": ("Computer (careful)", "Dator (försiktig)", "Datamaskin (forsiktig)"),
    "steady": ("Computer (steady)", "Dator (stadig)", "Datamaskin (stødig)"),
    "sharp": ("Computer (sharp)", "Dator (skarp)", "Datamaskin (skarp)"),
    "child": ("Computer (child)", "Dator (barn)", "Datamaskin (barn)"),
}
LEVEL_OF_NAME = {name.casefold(): level for level, names in NAMED.items() for name in names}

players = sa.table(
    "players",
    sa.column("pk", sa.Integer()),
    sa.column("id", sa.String()),
    sa.column("name", sa.String()),
    sa.column("name_key", sa.String()),
    sa.column("created", sa.DateTime()),
    sa.column("archived", sa.Boolean()),
)
matches = sa.table(
    "matches",
    sa.column("pk", sa.Integer()),
    sa.column("game", sa.String()),
    sa.column("status", sa.String()),
    sa.column("starter", sa.Integer()),
    sa.column("finished", sa.DateTime()),
)
seats = sa.table(
    "seats",
    sa.column("match_pk", sa.Integer()),
    sa.column("seat", sa.Integer()),
    sa.column("player_pk", sa.Integer()),
    sa.column("computer", sa.String()),
)
events = sa.table(
    "events",
    sa.column("match_pk", sa.Integer()),
    sa.column("seq", sa.Integer()),
    sa.column("kind", sa.String()),
    sa.column("dice", sa.String()),
    sa.column("undone", sa.Boolean()),
)
RESULT_NAMES = (
    "match_pk", "seat", "player_pk", "game", "finished", "day", "seat_count", "won", "total", "ww",
    "sur_mun", "plump", "tjock", "rt", "rollers", "best_round", "place", "turns",
)  # fmt: skip
results = sa.table(
    "seat_results",
    *(sa.column(name) for name in RESULT_NAMES),
    sa.column("practice", sa.Boolean()),
)
DAY_NAMES = (
    "game", "day", "player_pk", "matches", "wins", "ww", "sur_mun", "plump", "tjock", "rt",
    "rollers", "total_sum", "best_total", "best_round", "placed", "place_sum", "turns_sum",
)  # fmt: skip
days = sa.table("league_days", *(sa.column(name) for name in DAY_NAMES))
tallies = sa.table(
    "round_tallies",
    sa.column("game", sa.String()),
    sa.column("day", sa.Date()),
    sa.column("player_pk", sa.Integer()),
    sa.column("bucket", sa.String()),
    sa.column("rounds", sa.Integer()),
)
ratings = sa.table(
    "league_ratings",
    sa.column("game", sa.String()),
    sa.column("season", sa.Integer()),
    sa.column("player_pk", sa.Integer()),
    sa.column("rating", sa.Double()),
    sa.column("matches", sa.Integer()),
)


def upgrade() -> None:
    bind = op.get_bind()
    computers = _computer_players(bind)  # player pk -> level
    if computers:
        for pk, level in computers.items():  # a seat a person took under the name, too
            bind.execute(
                seats.update()
                .where(seats.c.player_pk == pk, seats.c.computer.is_(None))
                .values(computer=level)
            )
    _nullable_player(bind, True)
    # Every computer seat loses its player; its match is practice.
    bind.execute(seats.update().where(seats.c.computer.is_not(None)).values(player_pk=None))
    practice = _practice_matches(bind)
    for chunk in _chunks(sorted(practice)):
        bind.execute(
            results.update()
            .where(results.c.match_pk.in_(chunk))
            .values(
                practice=True,
                player_pk=sa.case((_computer_seat(), None), else_=results.c.player_pk),
            )
        )
    if computers:
        pks = list(computers)
        for table in (days, tallies, ratings):
            bind.execute(table.delete().where(table.c.player_pk.in_(pks)))
        bind.execute(players.delete().where(players.c.pk.in_(pks)))
    if practice:
        _recount(bind, practice, counted=False)


def downgrade() -> None:
    bind = op.get_bind()
    practice = _practice_matches(bind)
    # Each computer seat gets a player again; two of a level at one table, two players (the
    # old program's seats had names of their own).
    made: dict[str, int] = {}
    met: Counter[tuple[int, str]] = Counter()
    for match_pk, seat, level in bind.execute(
        sa.select(seats.c.match_pk, seats.c.seat, seats.c.computer)
        .where(seats.c.player_pk.is_(None))
        .order_by(seats.c.match_pk, seats.c.seat)
    ):
        met[match_pk, level] += 1
        name = NAMED.get(level, (f"Computer ({level})",))[0]
        if met[match_pk, level] > 1:
            name += f" {met[match_pk, level]}"
        if name not in made:
            made[name] = _player_for(bind, name)
        bind.execute(
            seats.update()
            .where(seats.c.match_pk == match_pk, seats.c.seat == seat)
            .values(player_pk=made[name])
        )
    for chunk in _chunks(sorted(practice)):  # the results follow their seats
        computer_pk = (
            sa.select(seats.c.player_pk)
            .where(seats.c.match_pk == results.c.match_pk, seats.c.seat == results.c.seat)
            .scalar_subquery()
        )
        bind.execute(
            results.update()
            .where(results.c.match_pk.in_(chunk), results.c.player_pk.is_(None))
            .values(player_pk=computer_pk)
        )
    if practice:
        _recount(bind, practice, counted=True)
    _nullable_player(bind, False)


# ---- the schema ---------------------------------------------------------------------------


def _nullable_player(bind: sa.Connection, nullable: bool) -> None:
    """seats.player_pk and seat_results.player_pk may be NULL (or not); seat_results gains (or
    loses) its practice flag. PostgreSQL alters the tables in place. SQLite cannot change a
    column's NULL in place: its tables are copied, and as seat_results points at seats with a
    cascading key, dropping the old seats would delete every result (the pitfall of DESIGN.md).
    So the results are kept aside first and put back after the copy, row for row."""
    if bind.dialect.name != "sqlite":
        op.alter_column("seats", "player_pk", existing_type=sa.Integer(), nullable=nullable)
        op.alter_column("seat_results", "player_pk", existing_type=sa.Integer(), nullable=nullable)
        if nullable:
            op.add_column("seat_results", _practice_column())
        else:
            op.drop_column("seat_results", "practice")
        return
    kept = [
        dict(row._mapping)
        for row in bind.execute(sa.select(*(results.c[name] for name in RESULT_NAMES)))
    ]
    bind.execute(results.delete())
    with op.batch_alter_table("seats") as batch:
        batch.alter_column("player_pk", existing_type=sa.Integer(), nullable=nullable)
    with op.batch_alter_table("seat_results") as batch:
        batch.alter_column("player_pk", existing_type=sa.Integer(), nullable=nullable)
        if nullable:
            batch.add_column(_practice_column())
        else:
            batch.drop_column("practice")
    plain = sa.table("seat_results", *(sa.column(name) for name in RESULT_NAMES))
    for chunk in _chunks(kept, 5000):  # practice starts false: upgrade() marks it after
        bind.execute(plain.insert(), chunk)


def _practice_column() -> sa.Column[Any]:
    return sa.Column("practice", sa.Boolean(), server_default=sa.false(), nullable=False)


# ---- who is a computer ----------------------------------------------------------------------


def _computer_players(bind: sa.Connection) -> dict[int, str]:
    """The players that were computers (player pk -> level): those named as a computer in any
    of the program's languages, and those who only ever sat at computer seats. Someone who
    also played as a person under another name keeps their player; their computer seats
    become computer seats all the same."""
    found: dict[int, str] = {}
    for pk, name in bind.execute(sa.select(players.c.pk, players.c.name)):
        level = LEVEL_OF_NAME.get(str(name).casefold())
        if level is not None:
            found[pk] = level
    as_person = {
        pk
        for (pk,) in bind.execute(
            sa.select(seats.c.player_pk).where(seats.c.computer.is_(None)).distinct()
        )
    }
    for pk, level in bind.execute(
        sa.select(seats.c.player_pk, seats.c.computer)
        .where(seats.c.computer.is_not(None))
        .order_by(seats.c.match_pk, seats.c.seat)
    ):
        if pk not in as_person:
            found.setdefault(pk, level)
    return found


def _player_for(bind: sa.Connection, name: str) -> int:
    """Downgrade: the player of this name a computer becomes (made when missing)."""
    pk = bind.execute(sa.select(players.c.pk).where(players.c.name_key == name.casefold())).scalar()
    if pk is not None:
        return int(pk)
    bind.execute(
        players.insert().values(
            id=str(uuid.uuid4()),
            name=name,
            name_key=name.casefold(),
            created=datetime.now(UTC).replace(tzinfo=None),
            archived=False,
        )
    )
    return int(
        bind.execute(
            sa.select(players.c.pk).where(players.c.name_key == name.casefold())
        ).scalar_one()
    )


def _computer_seat() -> Any:
    return sa.exists().where(
        seats.c.match_pk == results.c.match_pk,
        seats.c.seat == results.c.seat,
        seats.c.computer.is_not(None),
    )


def _practice_matches(bind: sa.Connection) -> set[int]:
    return {
        pk
        for (pk,) in bind.execute(
            sa.select(seats.c.match_pk).where(seats.c.computer.is_not(None)).distinct()
        )
    }


# ---- the league's figures -------------------------------------------------------------------


def _recount(bind: sa.Connection, practice: set[int], counted: bool) -> None:
    """The figures with the practice matches taken out (`counted` False) or put back in."""
    finished = [
        (pk, game, starter, _date(day))
        for pk, game, starter, day in bind.execute(
            sa.select(matches.c.pk, matches.c.game, matches.c.starter, sa.func.min(results.c.day))
            .join(results, results.c.match_pk == matches.c.pk)
            .where(matches.c.pk.in_(sorted(practice)), matches.c.status == "finished")
            .group_by(matches.c.pk, matches.c.game, matches.c.starter)
        )
    ]  # each on the league day stored when it finished (revision 0010)
    if not finished:
        return
    ratings_module = _frozen("0006_league_ratings.py")
    tallies_module = _frozen("0008_round_tallies.py")
    # league_days: every (game, league day) a practice match finished on, recounted.
    keys = {(game, day) for _, game, _, day in finished}
    for game, day in keys:
        bind.execute(days.delete().where(days.c.game == game, days.c.day == day))
        query = sa.select(*(results.c[n] for n in RESULT_NAMES)).where(
            results.c.game == game,
            results.c.day == day,
            results.c.seat_count > 1,
            results.c.player_pk.is_not(None),
        )
        if not counted:
            query = query.where(sa.not_(results.c.practice))
        summed = _day_rows(dict(r._mapping) for r in bind.execute(query))
        if summed:
            bind.execute(days.insert(), summed)
    # round_tallies: the people's rounds of the practice matches, taken away or added back.
    sign = 1 if counted else -1
    change: Counter[tuple[date, int, str]] = Counter()
    roller = [row for row in finished if row[1] == "roller"]
    for chunk in _chunks(roller):
        pks = [row[0] for row in chunk]
        seated: dict[int, list[int | None]] = {}
        for match_pk, player_pk in bind.execute(
            sa.select(seats.c.match_pk, seats.c.player_pk)
            .where(seats.c.match_pk.in_(pks))
            .order_by(seats.c.match_pk, seats.c.seat)
        ):
            seated.setdefault(match_pk, []).append(player_pk)
        played: dict[int, list[tuple[str, str | None]]] = {}
        for match_pk, kind, dice in bind.execute(
            sa.select(events.c.match_pk, events.c.kind, events.c.dice)
            .where(events.c.match_pk.in_(pks), sa.not_(events.c.undone))
            .order_by(events.c.match_pk, events.c.seq)
        ):
            played.setdefault(match_pk, []).append((kind, dice))
        for match_pk, _, starter, day in chunk:
            people = seated.get(match_pk, [])
            if len(people) < 2:
                continue
            for seat, name in tallies_module._rounds(
                played.get(match_pk, []), len(people), starter
            ):
                if people[seat] is not None:
                    change[day, int(people[seat] or 0), name] += sign
    for (day, pk, name), n in change.items():
        where = (
            tallies.c.game == "roller",
            tallies.c.day == day,
            tallies.c.player_pk == pk,
            tallies.c.bucket == name,
        )
        old = bind.execute(sa.select(tallies.c.rounds).where(*where)).scalar()
        new = (old or 0) + n
        bind.execute(tallies.delete().where(*where))
        if new > 0:
            bind.execute(
                tallies.insert().values(
                    game="roller", day=day, player_pk=pk, bucket=name, rounds=new
                )
            )
    # league_ratings: every game rated again over the matches that count, in order, each in
    # the season of its league day.
    bind.execute(ratings.delete())
    for game in ("roller", "105"):
        query = (
            sa.select(
                results.c.day,
                results.c.match_pk,
                results.c.player_pk,
                results.c.total,
                results.c.place,
            )
            .where(results.c.game == game, results.c.seat_count > 1)
            .order_by(results.c.finished, results.c.match_pk, results.c.seat)
        )
        if not counted:
            query = query.where(sa.not_(results.c.practice))
        rated = _rate(ratings_module, game, bind.execute(query).all())
        if rated:
            bind.execute(ratings.insert(), rated)


def _rate(frozen: Any, game: str, rows: Iterable[Any]) -> list[dict[str, Any]]:
    """league_ratings rows of (day, match_pk, player_pk, total, place) rows in order: all time
    and each season (the year of the league day), by revision 0006's frozen Elo."""
    ratings: dict[int, dict[int, float]] = {}
    counts: dict[int, dict[int, int]] = {}
    matches_seen: dict[int, tuple[int, list[int], list[float]]] = {}
    for day, match_pk, player_pk, total, place in rows:
        season = _date(day).year
        _, players_, scores = matches_seen.setdefault(match_pk, (season, [], []))
        players_.append(player_pk)
        score = (
            float(total or 0)
            if game == "roller"
            else -float(place if place is not None else frozen.UNPLACED)
        )
        scores.append(score)
    for season, players_, scores in matches_seen.values():  # dicts keep the order of rows
        if len(players_) > 1:
            for scope in (frozen.ALL_TIME, season):
                frozen._rate_match(
                    ratings.setdefault(scope, {}), counts.setdefault(scope, {}), players_, scores
                )
    return [
        {
            "game": game,
            "season": scope,
            "player_pk": player,
            "rating": value,
            "matches": counts[scope][player],
        }
        for scope, values in ratings.items()
        for player, value in values.items()
    ]


def _day_rows(rows: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """seat_results rows summed per (game, league day, player), as store/league_days.py at
    revision 0011."""
    summed: dict[tuple[str, date, int], dict[str, Any]] = {}
    names = (
        "matches", "wins", "ww", "sur_mun", "plump", "tjock", "rt", "rollers", "total_sum",
        "placed", "place_sum", "turns_sum",
    )  # fmt: skip
    for r in rows:
        key = (r["game"], _date(r["day"]), r["player_pk"])
        row = summed.get(key)
        if row is None:
            row = {"game": key[0], "day": key[1], "player_pk": key[2]}
            row.update(dict.fromkeys(names, 0))
            row.update(best_total=None, best_round=None)
            summed[key] = row
        row["matches"] += 1
        row["wins"] += bool(r["won"])
        row["ww"] += bool(r["ww"])
        row["sur_mun"] += bool(r["sur_mun"])
        row["plump"] += bool(r["plump"])
        row["tjock"] += r["tjock"] or 0
        row["rt"] += r["rt"] or 0
        row["rollers"] += r["rollers"] or 0
        row["total_sum"] += r["total"] or 0
        row["placed"] += r["place"] is not None
        row["place_sum"] += r["place"] or 0
        row["turns_sum"] += r["turns"] or 0
        for name, value in (("best_total", r["total"]), ("best_round", r["best_round"])):
            if value is not None and (row[name] is None or value > row[name]):
                row[name] = value
    return list(summed.values())


def _date(day: Any) -> date:
    """A league day as stored (a plain column reads SQLite's text as it is)."""
    if isinstance(day, str):
        return date.fromisoformat(day[:10])
    if isinstance(day, datetime):
        return day.date()
    result: date = day
    return result


def _chunks(items: list[Any], size: int = 500) -> Iterable[list[Any]]:
    for start in range(0, len(items), size):
        yield items[start : start + size]

"""The championships a league file carries (format version 7; docs/league-file-format.md,
"CHAMPIONSHIP"): written by export, read and checked, and merged by import, with each match's
table (championship, round, table).

A championship is made on one laptop, its director's (`home`: the id of that league), and
travels by id: a table's laptop importing the director's file gets it, its players and its
stored draw; the director importing a table's file gets the file's matches linked to their
tables. What wins: **the league the championship is run from**. Its own laptop keeps its
settings, players and draw whatever a file says; another laptop takes them from a file of that
league (a later draw after a late arrival replaces the earlier) and from no other. A match's
table is linked by the one path of the store (championships.link_in): a link that does not fit
the draw here (other players, a table the draw has not, a table that has its finished match) is
left out and said in the report, and the match is imported all the same. A championship of
another id with a name here is another championship: it is left out (and its matches come in
without their tables).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from roller_desktop.championship.draw import check_table_size
from roller_desktop.championship.errors import ChampionshipError
from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.roller import RollerRules

from .errors import ChampionshipRefused, ImportProblem, InvalidText
from .limits import check_json_value, clean_place, name_key
from .models import (
    Base,
    ChampionshipApartRow,
    ChampionshipMatchRow,
    ChampionshipPlayerRow,
    ChampionshipRow,
    ChampionshipSeatRow,
    MatchRow,
)
from .where import Where

MOST_DECIDING = 1000  # deciding rounds (round -k) a file may hold: a bound for files

_T = Base.metadata.tables
MAX_ROUNDS = 99  # qualifying rounds a file's championship may have
MAX_RULES = 2000  # characters of JSON of its house rules
RECORD_FIELDS = {
    "id",
    "name",
    "home",
    "place",
    "first_day",
    "last_day",
    "rounds",
    "table_size",
    "final_size",
    "rules",
    "duplicate_dice",
    "counts_in_league",
    "created",
    "players",
    "apart",
    "draw",
}
ENTRANT_FIELDS = {"player", "home_town", "joined_round", "withdrawn_after"}
TABLE_FIELDS = {"round", "table", "seats"}
LINK_FIELDS = {"id", "round", "table"}


# ---- export ---------------------------------------------------------------------------------


def championship_records(
    connection: Any, player_ids: Mapping[int, str], league: str, only: frozenset[int] | None
) -> list[dict[str, Any]]:
    """The league's championships (`only`: these keys) as file records, oldest first; their
    players are among `player_ids` (the file's). `league`: this league's id, the home of a
    championship made here."""
    c = _T["championships"]
    query = select(c)
    if only is not None:
        query = query.where(c.c.pk.in_(sorted(only)))
    rows = connection.execute(query.order_by(c.c.created, c.c.pk)).all()
    if not rows:
        return []
    keys = [row.pk for row in rows]
    p, a, s = _T["championship_players"], _T["championship_apart"], _T["championship_seats"]
    entrants: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for pk, player, town, joined, withdrawn in connection.execute(
        select(
            p.c.championship_pk, p.c.player_pk, p.c.home_town, p.c.joined_round, p.c.withdrawn_after
        )
        .where(p.c.championship_pk.in_(keys))
        .order_by(p.c.championship_pk, p.c.player_pk)
    ):
        entrants[pk].append(
            {
                "player": player_ids[player],
                "home_town": town,
                "joined_round": joined,
                "withdrawn_after": withdrawn,
            }
        )
    apart: dict[int, list[list[str]]] = defaultdict(list)
    for pk, first, other in connection.execute(
        select(a.c.championship_pk, a.c.first_pk, a.c.other_pk)
        .where(a.c.championship_pk.in_(keys))
        .order_by(a.c.championship_pk, a.c.first_pk, a.c.other_pk)
    ):
        apart[pk].append([player_ids[first], player_ids[other]])
    draw: dict[int, dict[tuple[int, int], list[str]]] = defaultdict(lambda: defaultdict(list))
    for pk, round_, table, player in connection.execute(
        select(s.c.championship_pk, s.c.round, s.c.table_number, s.c.player_pk)
        .where(s.c.championship_pk.in_(keys))
        .order_by(s.c.championship_pk, s.c.round, s.c.table_number, s.c.seat)
    ):
        draw[pk][(round_, table)].append(player_ids[player])
    return [
        {
            "id": row.id,
            "name": row.name,
            "home": row.home_league or league,
            "place": row.place,
            "first_day": row.first_day.isoformat() if row.first_day else None,
            "last_day": row.last_day.isoformat() if row.last_day else None,
            "rounds": row.rounds,
            "table_size": [row.table_min, row.table_max],
            "final_size": row.final_size,
            "rules": dict(row.rules),
            "duplicate_dice": row.duplicate_dice,
            "counts_in_league": row.counts_in_league,
            "created": row.created.isoformat(timespec="microseconds") + "Z",
            "players": entrants[row.pk],
            "apart": apart[row.pk],
            "draw": [
                {"round": r, "table": t, "seats": seats}
                for (r, t), seats in sorted(draw[row.pk].items())
            ],
        }
        for row in rows
    ]


def championship_players(connection: Any, keys: frozenset[int]) -> set[int]:
    """Every player a championship record of these championships names (registered or in
    its draw): a file that carries the championship carries them."""
    p, s = _T["championship_players"], _T["championship_seats"]
    found = set(
        connection.execute(select(p.c.player_pk).where(p.c.championship_pk.in_(keys))).scalars()
    )
    found |= set(
        connection.execute(select(s.c.player_pk).where(s.c.championship_pk.in_(keys))).scalars()
    )
    return found


def match_links(
    connection: Any, match_pks: Sequence[int], championships: frozenset[int] | None
) -> dict[int, dict[str, Any]]:
    """The tables of these matches (of the championships the file carries) as file values."""
    cm, c = _T["championship_matches"], _T["championships"]
    query = (
        select(cm.c.match_pk, c.c.id, cm.c.round, cm.c.table_number)
        .join(c, c.c.pk == cm.c.championship_pk)
        .where(cm.c.match_pk.in_(list(match_pks)))
    )
    if championships is not None:
        query = query.where(cm.c.championship_pk.in_(sorted(championships)))
    return {
        pk: {"id": cid, "round": round_, "table": table}
        for pk, cid, round_, table in connection.execute(query)
    }


# ---- reading --------------------------------------------------------------------------------


@dataclass(frozen=True)
class FileTable:
    round: int
    table: int
    seats: tuple[str, ...]  # the file's player ids, seat 1 first


@dataclass(frozen=True)
class FileChampionship:
    number: int  # its place among the file's championships, from 1
    id: str
    name: str
    home: str | None
    place: str | None
    first_day: date | None
    last_day: date | None
    rounds: int
    table_size: tuple[int, int]
    final_size: int
    rules: dict[str, Any]
    duplicate_dice: bool
    counts_in_league: bool
    created: datetime
    entrants: tuple[tuple[str, str | None, int, int | None], ...]  # player, town, joined, left
    apart: tuple[tuple[str, str], ...]
    draw: tuple[FileTable, ...]


@dataclass(frozen=True)
class FileLink:
    """A match's table (version 7): the championship's id, the round (0: the final), the
    table."""

    championship: str
    round: int
    table: int


def _problem(where: Where, text: str) -> ImportProblem:
    return ImportProblem(f"{where}: {text}", "import.championship", where=where, reason=text)


def _whole(value: Any, where: Where, least: int, most: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= most:
        raise _problem(where, f"a whole number from {least} to {most}.")
    return value


def _object(item: Any, fields: set[str], where: Where) -> dict[str, Any]:
    if not isinstance(item, dict) or set(item) != fields:
        missing = sorted(fields - set(item)) if isinstance(item, dict) else []
        unknown = sorted(set(item) - fields) if isinstance(item, dict) else []
        said = ", ".join(
            part
            for part in (
                f"lacks {', '.join(missing)}" if missing else "",
                f"has unknown fields {', '.join(unknown)}" if unknown else "",
            )
            if part
        )
        raise _problem(where, f"not an object of the format ({said or 'not an object'}).")
    return item


def _day(value: Any, where: Where) -> date | None:
    if value is None:
        return None
    try:
        if not isinstance(value, str) or len(value) != 10:
            raise ValueError
        return date.fromisoformat(value)
    except ValueError:
        raise _problem(where, f"{value!r} is not a day (2026-07-14).") from None


def _player(value: Any, players: Mapping[str, object], where: Where) -> str:
    if not isinstance(value, str) or value not in players:
        raise _problem(where, f"the player {str(value)[:40]!r} is not in the file.")
    return value


def read_championship(
    item: Any,
    n: int,
    players: Mapping[str, object],
    uuid_of: Callable[[Any, Where], str],
    time_of: Callable[[Any, Where], datetime],
) -> FileChampionship:
    """A CHAMPIONSHIP record checked (ImportProblem names what is wrong)."""
    from .championships import clean_championship_name, clean_home_town

    where = Where("championship", n)
    data = _object(item, RECORD_FIELDS, where)
    cid = uuid_of(data["id"], where.at("id"))
    try:
        name = clean_championship_name(data["name"])
        towns = (
            [
                clean_home_town(e.get("home_town")) if isinstance(e, dict) else None
                for e in data["players"]
            ]
            if isinstance(data["players"], list)
            else []
        )
    except ChampionshipRefused as error:
        raise _problem(where, str(error)) from None
    home = None if data["home"] is None else uuid_of(data["home"], where.at("home"))
    try:
        place = clean_place(data["place"])
    except InvalidText as error:
        raise _problem(where.at("place"), str(error)) from None
    first, last = (
        _day(data["first_day"], where.at("first_day")),
        _day(data["last_day"], where.at("last_day")),
    )
    rounds = _whole(data["rounds"], where.at("rounds"), 1, MAX_ROUNDS)
    size = data["table_size"]
    try:
        if not isinstance(size, list) or len(size) != 2:
            raise ChampionshipError("two whole numbers, the smallest first.", "draw.table-size")
        low, high = check_table_size((size[0], size[1]))
    except ChampionshipError as error:
        raise _problem(where.at("table_size"), str(error)) from None
    final = _whole(data["final_size"], where.at("final_size"), 2, 8)
    rules = data["rules"]
    try:
        if not isinstance(rules, dict):
            raise TypeError("the house rules are an object")
        check_json_value(rules, "the house rules", MAX_RULES)
        RollerRules(**rules)
    except (RulesError, TypeError, InvalidText) as error:
        raise _problem(where.at("rules"), f"the house rules cannot be: {error}") from None
    flags = []
    for key in ("duplicate_dice", "counts_in_league"):
        if not isinstance(data[key], bool):
            raise _problem(where.at(key), "true or false.")
        flags.append(data[key])
    created = time_of(data["created"], where.at("created"))
    if not isinstance(data["players"], list):
        raise _problem(where.at("players"), "a list of its players.")
    entrants = []
    registered: set[str] = set()
    for k, raw in enumerate(data["players"], start=1):
        at = where.at(f"players {k}")
        entry = _object(raw, ENTRANT_FIELDS, at)
        pid = _player(entry["player"], players, at)
        if pid in registered:
            raise _problem(at, "a player registered twice.")
        registered.add(pid)
        joined = _whole(entry["joined_round"], at, 1, rounds)
        left = entry["withdrawn_after"]
        if left is not None:
            left = _whole(left, at, 0, rounds)
        entrants.append((pid, towns[k - 1], joined, left))
    apart = []
    if not isinstance(data["apart"], list):
        raise _problem(where.at("apart"), "a list of pairs.")
    for k, pair in enumerate(data["apart"], start=1):
        at = where.at(f"apart {k}")
        if not isinstance(pair, list) or len(pair) != 2:
            raise _problem(at, "a pair of players.")
        a, b = (_player(p, players, at) for p in pair)
        if a == b or not {a, b} <= registered:
            raise _problem(at, "two registered players.")
        apart.append((a, b))
    if not isinstance(data["draw"], list):
        raise _problem(where.at("draw"), "a list of tables.")
    tables = []
    seated: set[tuple[int, str]] = set()
    numbered: set[tuple[int, int]] = set()
    for k, raw in enumerate(data["draw"], start=1):
        at = where.at(f"draw {k}")
        table = _object(raw, TABLE_FIELDS, at)
        round_ = _whole(table["round"], at, -MOST_DECIDING, rounds)  # -k: deciding round k
        number = _whole(table["table"], at, 1, 10_000)
        seats = table["seats"]
        if not isinstance(seats, list) or not 1 <= len(seats) <= 8:
            raise _problem(at, "a table seats 1 to 8 players.")
        ids = tuple(_player(p, players, at) for p in seats)
        if (round_, number) in numbered or any((round_, p) in seated for p in ids):
            raise _problem(at, "a table twice, or a player twice in one round.")
        numbered.add((round_, number))
        seated |= {(round_, p) for p in ids}
        tables.append(FileTable(round_, number, ids))
    return FileChampionship(
        n,
        cid,
        name,
        home,
        place,
        first,
        last,
        rounds,
        (low, high),
        final,
        dict(rules),
        flags[0],
        flags[1],
        created,
        tuple(entrants),
        tuple(apart),
        tuple(tables),
    )


def read_link(value: Any, where: Where, championships: Mapping[str, object]) -> FileLink | None:
    """A match's `championship` (version 7): null, or its championship (one of the file's),
    round and table."""
    if value is None:
        return None
    at = where.at("championship")
    link = _object(value, LINK_FIELDS, at)
    if not isinstance(link["id"], str) or link["id"] not in championships:
        raise _problem(at, "the championship is not one of the file's.")
    return FileLink(
        link["id"],
        _whole(link["round"], at, -MOST_DECIDING, MAX_ROUNDS),
        _whole(link["table"], at, 1, 10_000),
    )


# ---- merging --------------------------------------------------------------------------------


@dataclass(frozen=True)
class ChampionshipNote:
    """What the import did with a championship or a match's table, or could not: `what` is
    "added", "updated", "linked", "not-added" (another championship here has its name) or
    "not-linked" (`code`, `values`: the store's refusal), for the window to word; `text` in
    English for the command line."""

    what: str
    championship: str
    round: int = 0
    table: int = 0
    code: str = ""
    values: Mapping[str, Any] = field(default_factory=dict)
    text: str = ""


@dataclass
class ChampionshipCounts:
    added: int = 0
    updated: int = 0
    linked: int = 0
    refused: int = 0  # links left out
    notes: list[ChampionshipNote] = field(default_factory=list)


def _where(round_: int, table: int) -> str:
    return "the final" if round_ == 0 else f"round {round_}, table {table}"


def merge_championships(
    connection: Any,
    records: Sequence[FileChampionship],
    links: Sequence[tuple[str, FileLink]],
    player_pk: Mapping[str, int],
    file_league: str | None,
    counts: ChampionshipCounts,
) -> None:
    """The file's championships into the league (after its matches and the keeper's
    changes), then each match's table. `links`: (match id, its table), in the file's order;
    `player_pk`: each file player's row here."""
    if not records:
        return
    here_league = str(connection.execute(select(_T["league_info"].c.id)).scalar_one())
    s = Session(bind=connection, autoflush=False)
    try:
        keys = {
            c.id: _merge_one(s, c, player_pk, file_league, here_league, counts) for c in records
        }
        s.flush()
        names = {c.id: c.name for c in records}
        for match_id, link in links:
            _link(s, match_id, link, keys[link.championship], names[link.championship], counts)
        s.flush()
    finally:
        s.close()


def _merge_one(
    s: Session,
    c: FileChampionship,
    player_pk: Mapping[str, int],
    file_league: str | None,
    here_league: str,
    counts: ChampionshipCounts,
) -> int | None:
    """The championship's key here (None: left out), added or brought up to date."""
    row = s.scalar(select(ChampionshipRow).where(ChampionshipRow.id == c.id))
    pks = {pid: player_pk[pid] for pid, *_ in c.entrants}
    pks |= {pid: player_pk[pid] for t in c.draw for pid in t.seats}
    if len(set(pks.values())) != len(pks):  # two of its players are one here
        counts.notes.append(
            ChampionshipNote(
                "not-added",
                c.name,
                code="players",
                text=f"{c.name} was not taken from the file: two of its players are one"
                " player here.",
            )
        )
        return None if row is None else row.pk
    if row is None:
        taken = s.scalar(
            select(ChampionshipRow.pk).where(ChampionshipRow.name_key == name_key(c.name))
        )
        if taken is not None:
            counts.notes.append(
                ChampionshipNote(
                    "not-added",
                    c.name,
                    code="name",
                    text=f"{c.name} of the file was not added: this league has another"
                    " championship of that name (made here, not on the director's laptop);"
                    " its matches came in without their tables.",
                )
            )
            return None
        home = c.home if c.home not in (None, here_league) else None
        row = ChampionshipRow(
            id=c.id, name=c.name, name_key=name_key(c.name), created=c.created, home_league=home
        )
        _set(row, c)
        s.add(row)
        s.flush()
        _replace_players_and_draw(s, row.pk, c, pks)
        counts.added += 1
        counts.notes.append(ChampionshipNote("added", c.name, text=f"Championship {c.name} added."))
        return row.pk
    # Here already: the league it is run from decides. Its own laptop keeps it as it is;
    # another takes a file of that league only.
    if row.home_league is None or file_league != row.home_league:
        return row.pk
    if _state(s, row.pk, row) == _file_state(c, pks):
        return row.pk
    _set(row, c)
    if name_key(c.name) != row.name_key and not s.scalar(
        select(ChampionshipRow.pk).where(ChampionshipRow.name_key == name_key(c.name))
    ):
        row.name, row.name_key = c.name, name_key(c.name)
    s.flush()
    _replace_players_and_draw(s, row.pk, c, pks)
    counts.updated += 1
    counts.notes.append(
        ChampionshipNote(
            "updated",
            row.name,
            text=f"Championship {row.name} brought up to date (its players and draw as its"
            " director's laptop has them).",
        )
    )
    return row.pk


def _set(row: ChampionshipRow, c: FileChampionship) -> None:
    row.place, row.first_day, row.last_day = c.place, c.first_day, c.last_day
    row.rounds, (row.table_min, row.table_max), row.final_size = (
        c.rounds,
        c.table_size,
        c.final_size,
    )
    row.rules, row.duplicate_dice, row.counts_in_league = (
        c.rules,
        c.duplicate_dice,
        c.counts_in_league,
    )


_State = tuple[object, ...]


def _state(s: Session, pk: int, row: ChampionshipRow) -> _State:
    p, a, seat = ChampionshipPlayerRow, ChampionshipApartRow, ChampionshipSeatRow
    entrants = sorted(
        tuple(r)
        for r in s.execute(
            select(p.player_pk, p.home_town, p.joined_round, p.withdrawn_after).where(
                p.championship_pk == pk
            )
        )
    )
    apart = sorted(
        tuple(r) for r in s.execute(select(a.first_pk, a.other_pk).where(a.championship_pk == pk))
    )
    seats = sorted(
        tuple(r)
        for r in s.execute(
            select(seat.round, seat.table_number, seat.seat, seat.player_pk).where(
                seat.championship_pk == pk
            )
        )
    )
    settings = (
        row.place,
        row.first_day,
        row.last_day,
        row.rounds,
        row.table_min,
        row.table_max,
        row.final_size,
        dict(row.rules),
        row.duplicate_dice,
        row.counts_in_league,
    )
    return settings, entrants, apart, seats


def _file_state(c: FileChampionship, pks: Mapping[str, int]) -> _State:
    settings = (
        c.place,
        c.first_day,
        c.last_day,
        c.rounds,
        *c.table_size,
        c.final_size,
        c.rules,
        c.duplicate_dice,
        c.counts_in_league,
    )
    entrants = sorted((pks[pid], town, joined, left) for pid, town, joined, left in c.entrants)
    apart = sorted((min(pks[x], pks[y]), max(pks[x], pks[y])) for x, y in c.apart)
    seats = sorted((t.round, t.table, k, pks[pid]) for t in c.draw for k, pid in enumerate(t.seats))
    return settings, entrants, apart, seats


def _replace_players_and_draw(
    s: Session, pk: int, c: FileChampionship, pks: Mapping[str, int]
) -> None:
    for model in (ChampionshipPlayerRow, ChampionshipApartRow, ChampionshipSeatRow):
        s.execute(delete(model).where(model.championship_pk == pk))
    for pid, town, joined, left in c.entrants:
        s.add(
            ChampionshipPlayerRow(
                championship_pk=pk,
                player_pk=pks[pid],
                home_town=town,
                joined_round=joined,
                withdrawn_after=left,
            )
        )
    for x, y in {(min(pks[x], pks[y]), max(pks[x], pks[y])) for x, y in c.apart}:
        s.add(ChampionshipApartRow(championship_pk=pk, first_pk=x, other_pk=y))
    from .championships import add_seats

    for t in c.draw:
        add_seats(s, pk, t.round, t.table, [pks[pid] for pid in t.seats])
    s.flush()


def _link(
    s: Session,
    match_id: str,
    link: FileLink,
    championship_pk: int | None,
    name: str,
    counts: ChampionshipCounts,
) -> None:
    from .championships import link_in

    where = _where(link.round, link.table)
    if championship_pk is None:
        return  # said once, with the championship
    match_pk = s.scalar(select(MatchRow.pk).where(MatchRow.id == match_id))
    if match_pk is None:
        return
    existing = s.get(ChampionshipMatchRow, match_pk)
    if existing is not None and (
        existing.championship_pk,
        existing.round,
        existing.table_number,
    ) == (
        championship_pk,
        link.round,
        link.table,
    ):
        return  # linked already: a file imported twice changes nothing twice
    try:
        link_in(s, match_pk, championship_pk, link.round, link.table)
    except ChampionshipRefused as error:
        counts.refused += 1
        counts.notes.append(
            ChampionshipNote(
                "not-linked",
                name,
                link.round,
                link.table,
                error.code,
                dict(error.values),
                f"The match of {name}, {where} was not linked to its table here: {error}"
                " It was imported without its table.",
            )
        )
        return
    counts.linked += 1
    counts.notes.append(
        ChampionshipNote(
            "linked",
            name,
            link.round,
            link.table,
            text=f"{name}: the match of {where} linked to its table.",
        )
    )

"""A championship in the league (issue 16): made, its draw stored, its players coming and
going between rounds, its matches linked to (round, table), its standings and final table.

The pure parts are championship/'s: the draw (draw.py) and the standings (standings.py); here
they are fed from the league and their answers kept. The draw of every qualifying round is
drawn when the championship is made and stored (championship_seats), so asking again shows
the same draw. A round has begun once a match is linked to it; a late arrival or a player
who withdraws redraws the rounds not begun only. The final table is seated (and stored, as
round 0) once every qualifying table has its finished match.

Every refusal is a ChampionshipRefused (or another StoreError) and changes nothing.
"""

from __future__ import annotations

import uuid
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import date
from typing import Any

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from roller_desktop.championship.draw import (
    DEFAULT_TABLE_SIZE,
    Judged,
    Round,
    Table,
    check_table_size,
    judge,
    repeated_meetings,
)
from roller_desktop.championship.draw import draw as draw_rounds
from roller_desktop.championship.errors import ChampionshipError
from roller_desktop.championship.standings import (
    DEFAULT_FINAL,
    FinalResult,
    MatchResult,
    Standing,
    championship_places,
    final_result,
    final_table,
)
from roller_desktop.championship.standings import standings as rank
from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.roller import RollerRules

from .errors import ChampionshipRefused, StoreError
from .handle import utc_now
from .league_store import LeagueHandle
from .limits import clean_name, clean_place, has_control_characters, name_key, normal
from .models import (
    ChampionshipApartRow,
    ChampionshipMatchRow,
    ChampionshipPlayerRow,
    ChampionshipRow,
    ChampionshipSeatRow,
    MatchRow,
    PlayerRow,
    SeatResultRow,
    SeatRow,
)

FINAL = 0  # the round number of the final table
MAX_CHAMPIONSHIP_NAME = 80
MAX_HOME_TOWN = 80
DEFAULT_ROUNDS = 4


@dataclass(frozen=True, slots=True)
class Entrant:
    """A registered player: `joined_round` the first round he plays, `withdrawn_after` the
    last round he played before leaving (None while he plays on)."""

    player_id: str
    name: str
    home_town: str | None
    joined_round: int
    withdrawn_after: int | None

    @property
    def playing(self) -> bool:
        return self.withdrawn_after is None


@dataclass(frozen=True, slots=True)
class Championship:
    id: str
    name: str
    place: str | None
    first_day: date | None
    last_day: date | None
    rounds: int
    table_size: tuple[int, int]
    final_size: int
    rules: dict[str, Any]
    duplicate_dice: bool
    counts_in_league: bool
    entrants: tuple[Entrant, ...]  # in name order
    apart: tuple[tuple[str, str], ...]  # names


@dataclass(frozen=True, slots=True)
class TableMatch:
    """A match linked to a championship table."""

    match_id: str
    round: int  # 0: the final
    table: int
    status: str  # the match's: in_progress, finished, abandoned
    reason: str | None = None  # why abandoned: "void" for a match the director voided


@dataclass(frozen=True, slots=True)
class MatchTable:
    """The championship table a match belongs to (table_of_match)."""

    championship_id: str  # the championship's stable key (its id): duplicate dice's key
    championship: str  # its name, as shown
    round: int  # 0: the final
    table: int
    duplicate_dice: bool  # the championship's setting

    @property
    def duplicate(self) -> bool:
        """Whether the table throws duplicate dice with the program's dice: a qualifying
        round of a championship with the setting (the final throws ordinary dice)."""
        return self.duplicate_dice and self.round > 0


@dataclass(frozen=True, slots=True)
class Redraw:
    """What a late arrival or a withdrawal changed: the rounds drawn again (none begun)."""

    championship: Championship
    rounds: tuple[int, ...]
    repeats: int  # repeated meetings over all rounds after the redraw
    judged: Judged  # what championship.draw's bounds say of those repeats


@dataclass(frozen=True, slots=True)
class FinalState:
    table: Table  # the final table, seat 1 the best of the standings
    match_id: str | None  # its finished match, when it has one
    result: FinalResult | None  # from the finished match (and the deciding rounds played)
    deciding_played: int = 0  # deciding rounds played (rounds -1, -2, ...)

    @property
    def deciding_round(self) -> int | None:
        """The round (-1, -2, ...) of the deciding round to play now; None when none is due."""
        if self.result is None or self.result.champion is not None:
            return None
        return -(self.deciding_played + 1)


def _refused(message: str, code: str, **values: object) -> ChampionshipRefused:
    return ChampionshipRefused(message, code, **values)


def _from_core(error: ChampionshipError) -> ChampionshipRefused:
    return ChampionshipRefused(str(error), error.code, **error.values)


def clean_championship_name(name: object) -> str:
    if not isinstance(name, str) or has_control_characters(name):
        raise _refused(
            "A championship's name is text without control characters.", "championship.name"
        )
    cleaned = normal(" ".join(name.split()))
    if not cleaned:
        raise _refused("A championship needs a name.", "championship.name")
    if len(cleaned) > MAX_CHAMPIONSHIP_NAME or len(name_key(cleaned)) > MAX_CHAMPIONSHIP_NAME:
        raise _refused(
            f"A championship's name has at most {MAX_CHAMPIONSHIP_NAME} characters.",
            "championship.name-long",
            most=MAX_CHAMPIONSHIP_NAME,
        )
    return cleaned


def clean_home_town(town: object) -> str | None:
    if town is None:
        return None
    if not isinstance(town, str) or has_control_characters(town):
        raise _refused("A home town is text without control characters.", "championship.town")
    cleaned = normal(" ".join(town.split()))
    if len(cleaned) > MAX_HOME_TOWN:
        raise _refused(
            f"A home town has at most {MAX_HOME_TOWN} characters.",
            "championship.town-long",
            most=MAX_HOME_TOWN,
        )
    return cleaned or None


# ---- making one ---------------------------------------------------------------------------


def create_championship(
    store: LeagueHandle,
    name: str,
    players: Sequence[tuple[str, str | None]],
    *,
    rounds: int = DEFAULT_ROUNDS,
    table_size: tuple[int, int] = DEFAULT_TABLE_SIZE,
    apart: Iterable[tuple[str, str]] = (),
    final_size: int = DEFAULT_FINAL,
    place: str | None = None,
    first_day: date | None = None,
    last_day: date | None = None,
    rules: dict[str, Any] | None = None,
    duplicate_dice: bool = False,
    counts_in_league: bool = True,
) -> Championship:
    """Make a championship of `players` ((name, home town); a name the league does not have
    becomes a player) and draw and store all its qualifying rounds, in one transaction."""
    cleaned = clean_championship_name(name)
    low, high = _table_size(table_size)
    if isinstance(final_size, bool) or not isinstance(final_size, int) or not 2 <= final_size <= 8:
        raise _refused("The final table seats 2 to 8 players.", "final.size", most=8)
    place = clean_place(place)
    if first_day and last_day and last_day < first_day:
        raise _refused("The championship's last day is before its first.", "championship.days")
    house = {"starter": "choose", **(rules or {})}
    try:
        RollerRules(**house)
    except (RulesError, TypeError) as error:
        raise _refused(f"The house rules cannot be: {error}", "championship.rules") from None
    entries: list[tuple[str, str | None]] = []
    keys: set[str] = set()
    for raw, town in players:
        player_name = clean_name(raw)
        if name_key(player_name) in keys:
            raise _refused(
                f"{player_name} is registered twice.", "championship.player-twice",
                name=player_name,
            )  # fmt: skip
        keys.add(name_key(player_name))
        entries.append((player_name, clean_home_town(town)))
    by_key = {name_key(n): n for n, _ in entries}
    pairs: list[tuple[str, str]] = []
    for a, b in apart:
        found = []
        for part in (a, b):
            if name_key(normal(part.strip())) not in by_key:
                raise _refused(
                    f"{part} is to be kept apart but is not registered.",
                    "draw.apart-unknown",
                    name=part,
                )
            found.append(by_key[name_key(normal(part.strip()))])
        pairs.append((found[0], found[1]))
    championship_id = str(uuid.uuid4())
    try:
        drawn = draw_rounds(
            [n for n, _ in entries], rounds, table_size=(low, high), apart=pairs,
            seed=championship_id,
        )  # fmt: skip
    except ChampionshipError as error:
        raise _from_core(error) from None
    with store.session() as s:
        if s.scalar(
            select(ChampionshipRow.pk).where(ChampionshipRow.name_key == name_key(cleaned))
        ):
            raise _refused(
                f"There is already a championship called {cleaned}.", "championship.taken",
                name=cleaned,
            )  # fmt: skip
        row = ChampionshipRow(
            id=championship_id,
            name=cleaned,
            name_key=name_key(cleaned),
            place=place,
            first_day=first_day,
            last_day=last_day,
            rounds=rounds,
            table_min=low,
            table_max=high,
            final_size=final_size,
            rules=house,
            duplicate_dice=duplicate_dice,
            counts_in_league=counts_in_league,
            created=utc_now(),
        )
        s.add(row)
        s.flush()
        pks = _players_by_name(s, [n for n, _ in entries])
        for player_name, town in entries:
            s.add(
                ChampionshipPlayerRow(
                    championship_pk=row.pk,
                    player_pk=pks[player_name],
                    home_town=town,
                    joined_round=1,
                    withdrawn_after=None,
                )
            )
        for low_pk, high_pk in {(min(pks[a], pks[b]), max(pks[a], pks[b])) for a, b in pairs}:
            s.add(ChampionshipApartRow(championship_pk=row.pk, first_pk=low_pk, other_pk=high_pk))
        _store_rounds(s, row.pk, drawn.rounds, pks)
        return _championship(s, row)


def _table_size(size: tuple[int, int]) -> tuple[int, int]:
    try:
        return check_table_size(size)
    except ChampionshipError as error:
        raise _from_core(error) from None


def _players_by_name(s: Session, names: Sequence[str]) -> dict[str, int]:
    """The players' keys by name; a name the league has not becomes a player."""
    wanted = {name_key(n): n for n in names}
    found: dict[str, int] = {}
    for row in s.scalars(select(PlayerRow).where(PlayerRow.name_key.in_(list(wanted)))):
        target = row
        if row.merged_into is not None:  # merged: the player it is now
            into = s.get(PlayerRow, row.merged_into)
            target = into if into is not None else row
        found[wanted[row.name_key]] = target.pk
    for key, player_name in wanted.items():
        if player_name in found:
            continue
        row = PlayerRow(
            id=str(uuid.uuid4()),
            name=player_name,
            name_key=key,
            created=utc_now(),
            archived=False,
        )
        s.add(row)
        s.flush()
        found[player_name] = row.pk
    return found


def _store_rounds(
    s: Session, championship_pk: int, rounds: Iterable[Round], pks: dict[str, int]
) -> None:
    for round_ in rounds:
        for table in round_.tables:
            add_seats(
                s, championship_pk, round_.number, table.number, [pks[n] for n in table.seats]
            )
    s.flush()


def add_seats(
    s: Session, championship_pk: int, round_: int, table: int, player_pks: Sequence[int]
) -> None:
    """One stored table of the draw: its players' keys in seat order (seat 1 first)."""
    for seat, player_pk in enumerate(player_pks):
        s.add(
            ChampionshipSeatRow(
                championship_pk=championship_pk,
                round=round_,
                player_pk=player_pk,
                table_number=table,
                seat=seat,
            )
        )


# ---- reading ------------------------------------------------------------------------------


def _row(s: Session, name: str) -> ChampionshipRow:
    key = name_key(normal(" ".join(name.split()))) if isinstance(name, str) else ""
    row = s.scalar(select(ChampionshipRow).where(ChampionshipRow.name_key == key))
    if row is None:
        raise _refused(
            f"There is no championship called {name}.", "championship.unknown", name=name
        )
    return row


def _championship(s: Session, row: ChampionshipRow) -> Championship:
    p = ChampionshipPlayerRow
    entrants = [
        Entrant(*values)
        for values in s.execute(
            select(PlayerRow.id, PlayerRow.name, p.home_town, p.joined_round, p.withdrawn_after)
            .join(PlayerRow, PlayerRow.pk == p.player_pk)
            .where(p.championship_pk == row.pk)
        )
    ]
    entrants.sort(key=lambda e: (name_key(e.name), e.name))
    names = _names(s)
    apart = tuple(
        sorted(
            (names[a], names[b])
            for a, b in s.execute(
                select(ChampionshipApartRow.first_pk, ChampionshipApartRow.other_pk).where(
                    ChampionshipApartRow.championship_pk == row.pk
                )
            )
        )
    )
    return Championship(
        row.id, row.name, row.place, row.first_day, row.last_day, row.rounds,
        (row.table_min, row.table_max), row.final_size, dict(row.rules), row.duplicate_dice,
        row.counts_in_league, tuple(entrants), apart,
    )  # fmt: skip


def _names(s: Session) -> dict[int, str]:
    return {pk: name for pk, name in s.execute(select(PlayerRow.pk, PlayerRow.name))}


def championship(store: LeagueHandle, name: str) -> Championship:
    with store.session() as s:
        return _championship(s, _row(s, name))


@dataclass(frozen=True)
class ChampionshipName:
    id: str  # the championship's own id, the same on every laptop of the league
    name: str


def championship_list(store: LeagueHandle) -> list[ChampionshipName]:
    """The league's championships by name, with their ids (the league's and history's
    filters)."""
    with store.session() as s:
        query = select(ChampionshipRow.id, ChampionshipRow.name).order_by(ChampionshipRow.name_key)
        return [ChampionshipName(key, name) for key, name in s.execute(query)]


def championship_names(store: LeagueHandle) -> list[str]:
    with store.session() as s:
        return list(s.scalars(select(ChampionshipRow.name).order_by(ChampionshipRow.name_key)))


def _seatings(s: Session, championship_pk: int) -> dict[int, dict[int, list[int]]]:
    """round -> table -> the players' keys in seat order."""
    c = ChampionshipSeatRow
    found: dict[int, dict[int, list[int]]] = defaultdict(lambda: defaultdict(list))
    for round_, table, player in s.execute(
        select(c.round, c.table_number, c.player_pk)
        .where(c.championship_pk == championship_pk)
        .order_by(c.round, c.table_number, c.seat)
    ):
        found[round_][table].append(player)
    return found


def stored_round(store: LeagueHandle, name: str, number: int) -> Round:
    """Round `number`'s tables as stored (the same every time it is asked)."""
    with store.session() as s:
        row = _row(s, name)
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= row.rounds:
            raise _refused(
                f"{row.name} has rounds 1 to {row.rounds}; there is no round {number}.",
                "championship.no-round", round=number, rounds=row.rounds,
            )  # fmt: skip
        tables = _seatings(s, row.pk).get(number, {})
        names = _names(s)
        return Round(
            number,
            tuple(Table(t, tuple(names[p] for p in tables[t])) for t in sorted(tables)),
            drawn=True,
        )


def stored_rounds(store: LeagueHandle, name: str) -> dict[int, tuple[Table, ...]]:
    """Every qualifying round's tables as stored, read at once (the director's view reads
    them every few seconds, on a table's laptop over the network)."""
    with store.session() as s:
        row = _row(s, name)
        seatings = _seatings(s, row.pk)
        names = _names(s)
        return {
            number: tuple(Table(t, tuple(names[p] for p in tables[t])) for t in sorted(tables))
            for number in range(1, row.rounds + 1)
            for tables in [seatings.get(number, {})]
        }


def final_seats(store: LeagueHandle, name: str) -> Table | None:
    """The final table as seated (seat 1 first), None before it is seated: reads only, unlike
    seat_final (the director's view reads it every few seconds to offer the final's match)."""
    with store.session() as s:
        row = _row(s, name)
        seated = table_players(s, row.pk, FINAL, 1)
        if seated is None:
            return None
        names = _names(s)
        return Table(1, tuple(names[p] for p in seated))


def final_tables(store: LeagueHandle, name: str) -> tuple[tuple[int, Table], ...]:
    """The final's tables as seated, each with its round: the final (round 0), then the
    deciding rounds of tied finalists seated so far (rounds -1, -2, ...); empty before the
    final is seated. Reads only."""
    with store.session() as s:
        row = _row(s, name)
        names = _names(s)
        seatings = _seatings(s, row.pk)
        return tuple(
            (number, Table(t, tuple(names[p] for p in seats)))
            for number in sorted((r for r in seatings if r <= FINAL), reverse=True)
            for t, seats in sorted(seatings[number].items())
        )


def table_matches(store: LeagueHandle, name: str) -> list[TableMatch]:
    """Every match linked to the championship, by round and table."""
    with store.session() as s:
        return _table_matches(s, _row(s, name).pk)


def _table_matches(s: Session, championship_pk: int) -> list[TableMatch]:
    cm = ChampionshipMatchRow
    return [
        TableMatch(match_id, round_, table, status, reason)
        for match_id, round_, table, status, reason in s.execute(
            select(MatchRow.id, cm.round, cm.table_number, MatchRow.status, MatchRow.status_reason)
            .join(MatchRow, MatchRow.pk == cm.match_pk)
            .where(cm.championship_pk == championship_pk)
            .order_by(cm.round, cm.table_number, MatchRow.started)
        )
    ]


def _begun(s: Session, championship_pk: int) -> int:
    """The last qualifying round with a match linked to it (0: none has begun)."""
    cm = ChampionshipMatchRow
    last = s.scalar(
        select(func.max(cm.round)).where(cm.championship_pk == championship_pk, cm.round > 0)
    )
    return int(last or 0)


def tables_to_play(store: LeagueHandle, name: str) -> list[tuple[int, int]]:
    """The qualifying (round, table)s of the stored draw without a finished match yet."""
    with store.session() as s:
        return _to_play(s, _row(s, name).pk)


def _to_play(s: Session, championship_pk: int) -> list[tuple[int, int]]:
    done = {
        (m.round, m.table) for m in _table_matches(s, championship_pk) if m.status == "finished"
    }
    return [
        (round_, table)
        for round_, tables in sorted(_seatings(s, championship_pk).items())
        if round_ > 0
        for table in sorted(tables)
        if (round_, table) not in done
    ]


# ---- players coming and going -------------------------------------------------------------


def add_entrant(
    store: LeagueHandle, name: str, player: str, home_town: str | None = None
) -> Redraw:
    """A late arrival: registered from the first round not begun, which is drawn again with
    every later one (a new name becomes a player of the league)."""
    player_name = clean_name(player)
    town = clean_home_town(home_town)
    with store.session() as s:
        row = _row(s, name)
        begun = _coming(s, row)
        pk = _players_by_name(s, [player_name])[player_name]
        entry = s.get(ChampionshipPlayerRow, (row.pk, pk))
        if entry is not None and entry.withdrawn_after is None:
            raise _refused(
                f"{player_name} is registered in {row.name} already.",
                "championship.registered", name=player_name,
            )  # fmt: skip
        if entry is None:
            s.add(
                ChampionshipPlayerRow(
                    championship_pk=row.pk,
                    player_pk=pk,
                    home_town=town,
                    joined_round=begun + 1,
                    withdrawn_after=None,
                )
            )
        else:  # back after withdrawing: plays again from the coming round
            entry.withdrawn_after = None
            if town is not None:
                entry.home_town = town
        s.flush()
        return _redraw(s, row, begun)


def withdraw_entrant(store: LeagueHandle, name: str, player: str) -> Redraw:
    """A player who leaves: not seated in the rounds not begun, which are drawn again."""
    with store.session() as s:
        row = _row(s, name)
        begun = _coming(s, row)
        key = name_key(normal(" ".join(player.split())))
        entry = s.scalar(
            select(ChampionshipPlayerRow)
            .join(PlayerRow, PlayerRow.pk == ChampionshipPlayerRow.player_pk)
            .where(ChampionshipPlayerRow.championship_pk == row.pk, PlayerRow.name_key == key)
        )
        if entry is None or entry.withdrawn_after is not None:
            raise _refused(
                f"{player} does not play in {row.name}.", "championship.not-registered",
                name=player,
            )  # fmt: skip
        entry.withdrawn_after = begun
        s.flush()
        return _redraw(s, row, begun)


def run_here(row: ChampionshipRow) -> None:
    """Refused on a laptop the championship came to in a league file (a table's): its draw is
    its director's, changed there only (a late arrival, a withdrawal, the final seated), and
    the director's next file brings it here (exchange_championships.py)."""
    if row.home_league is not None:
        raise _refused(
            f"{row.name} came from its director's laptop: players come and go, and the final"
            " is seated, there; the director's next table's file brings the new draw here.",
            "championship.elsewhere",
            name=row.name,
        )


def _coming(s: Session, row: ChampionshipRow) -> int:
    """The rounds begun; refused when none is left to draw again (or the draw is another
    laptop's)."""
    run_here(row)
    begun = _begun(s, row.pk)
    if begun >= row.rounds:
        raise _refused(
            f"Every qualifying round of {row.name} has begun: there is no round left to draw"
            " again.",
            "championship.all-begun",
        )
    return begun


def judge_draw(store: LeagueHandle, name: str) -> Judged:
    """The stored draw's repeats and what championship.draw's bounds say of them (as
    `draw-preview` says them): the rounds begun as played, the rest as drawn for the players
    still playing; no bound once every qualifying round has begun."""
    with store.session() as s:
        row = _row(s, name)
        begun = _begun(s, row.pk)
        playing, apart, _ = _draw_input(s, row, 0)
        seatings = _seatings(s, row.pk)
        names = _names(s)
        rounds = [
            [[names[p] for p in seatings[r][t]] for t in sorted(seatings[r])]
            for r in sorted(k for k in seatings if k > 0)
        ]
        size = (row.table_min, row.table_max)
    try:
        return judge(sorted(playing), rounds, table_size=size, apart=apart, begun=begun)
    except ChampionshipError:  # not a draw the core would make now: its count alone
        return Judged(repeated_meetings(rounds), None)


def _draw_input(
    s: Session, row: ChampionshipRow, begun: int
) -> tuple[list[str], list[tuple[str, str]], list[list[list[str]]]]:
    """The players of the coming rounds, their pairs apart, and the rounds begun."""
    seatings = _seatings(s, row.pk)
    names = _names(s)
    played = [
        [[names[p] for p in seatings[r][t]] for t in sorted(seatings[r])]
        for r in range(1, begun + 1)
    ]
    playing = [
        names[pk]
        for pk in s.scalars(
            select(ChampionshipPlayerRow.player_pk).where(
                ChampionshipPlayerRow.championship_pk == row.pk,
                ChampionshipPlayerRow.withdrawn_after.is_(None),
            )
        )
    ]
    present = set(playing)
    apart = [
        (names[a], names[b])
        for a, b in s.execute(
            select(ChampionshipApartRow.first_pk, ChampionshipApartRow.other_pk).where(
                ChampionshipApartRow.championship_pk == row.pk
            )
        )
        if names[a] in present and names[b] in present
    ]
    return playing, apart, played


def _redraw(s: Session, row: ChampionshipRow, begun: int) -> Redraw:
    playing, apart, played = _draw_input(s, row, begun)
    names = _names(s)
    try:
        drawn = draw_rounds(
            sorted(playing), row.rounds, table_size=(row.table_min, row.table_max),
            apart=apart, played=played, seed=row.id,
        )  # fmt: skip
    except ChampionshipError as error:
        raise _from_core(error) from None
    s.execute(
        delete(ChampionshipSeatRow).where(
            ChampionshipSeatRow.championship_pk == row.pk,
            ChampionshipSeatRow.round > begun,
        )
    )
    pks = {n: pk for pk, n in names.items()}
    coming = [r for r in drawn.rounds if r.number > begun]
    _store_rounds(s, row.pk, coming, pks)
    return Redraw(
        _championship(s, row), tuple(r.number for r in coming), drawn.repeats, drawn.judged()
    )


# ---- linking matches ----------------------------------------------------------------------


def link_match(store: LeagueHandle, match_id: str, name: str, round_: int, table: int) -> None:
    """Make a stored match the match of (round, table) of the championship (round 0: the
    final). Its players must be the table's of the stored draw."""
    with store.session() as s:
        match = s.scalar(select(MatchRow).where(MatchRow.id == match_id))
        if match is None:
            raise StoreError(f"There is no match with the id {match_id}.", "match.unknown")
        link_in(s, match.pk, _row(s, name).pk, round_, table)


def table_of_match(store: LeagueHandle, match_id: str) -> MatchTable | None:
    """The championship table the match belongs to (None: an ordinary match), in one query."""
    cm, c = ChampionshipMatchRow, ChampionshipRow
    with store.session() as s:
        found = s.execute(
            select(c.id, c.name, cm.round, cm.table_number, c.duplicate_dice)
            .join(cm, cm.championship_pk == c.pk)
            .join(MatchRow, MatchRow.pk == cm.match_pk)
            .where(MatchRow.id == match_id)
        ).one_or_none()
    if found is None:
        return None
    championship_id, name, round_, table, duplicate = found
    return MatchTable(championship_id, name, round_, table, bool(duplicate))


def _one_at_a_time(s: Session, championship_pk: int) -> None:
    """On a shared league (PostgreSQL) the championship's row is locked until the caller's
    transaction ends: two laptops starting or linking a match of one table at the same
    moment then take turns, and the second sees the first's match (a table has one match in
    play, one finished). SQLite has one writer at a time anyway."""
    s.execute(
        select(ChampionshipRow.pk).where(ChampionshipRow.pk == championship_pk).with_for_update()
    )


def start_table_match(
    store: LeagueHandle,
    name: str,
    round_: int,
    table: int,
    *,
    real_dice: bool = False,
    by_hand: bool = False,
) -> str:
    """Start the match of (round, table) of the championship (round 0: the final) with the
    stored draw's players in seat order (seat 1 starts), the championship's house rules and
    place, and link it to the table, in one transaction: refused (link_match's refusals, a
    table that has a match in play already), nothing is left behind."""
    from .database import insert_match
    from .values import SeatSpec

    with store.session() as s:
        row = _row(s, name)
        _one_at_a_time(s, row.pk)
        where = _where(round_, table)
        seated = table_players(s, row.pk, round_, table)
        if seated is None:
            raise _refused(
                f"{row.name} has no {where} in its draw.", "championship.no-table",
                round=round_, table=table,
            )  # fmt: skip
        playing = _table_match(s, row.pk, round_, table, "in_progress")
        if playing is not None:
            raise _refused(
                f"{where.capitalize()} of {row.name} has a match in play already ({playing}):"
                " resume it from the start screen, or abandon it first.",
                "championship.table-playing",
                round=round_,
                table=table,
            )
        ids = {
            pk: player_id
            for pk, player_id in s.execute(
                select(PlayerRow.pk, PlayerRow.id).where(PlayerRow.pk.in_(seated))
            )
        }
        rules = dict(row.rules)
        if round_ < 0:  # a deciding round of the final: one rond
            rules.update(DECIDING_RULES)
        match = insert_match(
            s,
            "roller",
            rules,
            [SeatSpec(ids[pk]) for pk in seated],
            0,
            row.place,
            real_dice=real_dice,
            by_hand=by_hand,
        )
        link_in(s, match.pk, row.pk, round_, table)
        return match.id


# Finalists tied for the highest total play deciding rounds: deciding round k is round -k,
# table 1, of one rond (RULES.md); a player sits once a round, so not more tables of round 0.
DECIDING_RULES = {"rounds": 1}


def _where(round_: int, table: int) -> str:
    if round_ == FINAL:
        return "the final"
    if round_ < 0:
        return f"deciding round {-round_} of the final"
    return f"round {round_}, table {table}"


def deciding_number(round_: int) -> int:
    """Deciding round k of round -k (0 for a qualifying round or the final)."""
    return -round_ if round_ < 0 else 0


def _seat_deciding(
    s: Session, championship_pk: int, number: int, players: Sequence[str], names: dict[int, str]
) -> None:
    """Store deciding round `number`'s table (the tied finalists in the final's seat order) as
    round -number, table 1, once."""
    if table_players(s, championship_pk, -number, 1) is not None:
        return
    pks = {n: pk for pk, n in names.items()}
    add_seats(s, championship_pk, -number, 1, [pks[player] for player in players])
    s.flush()


def _table_match(
    s: Session, championship_pk: int, round_: int, table: int, status: str
) -> str | None:
    """The id of a match of this status linked to (round, table), if there is one."""
    cm = ChampionshipMatchRow
    found: str | None = s.scalar(
        select(MatchRow.id)
        .join(cm, cm.match_pk == MatchRow.pk)
        .where(
            cm.championship_pk == championship_pk,
            cm.round == round_,
            cm.table_number == table,
            MatchRow.status == status,
        )
    )
    return found


def table_players(s: Session, championship_pk: int, round_: int, table: int) -> list[int] | None:
    """The players' keys of a stored table in seat order; None when the draw has no such
    table."""
    c = ChampionshipSeatRow
    found = list(
        s.scalars(
            select(c.player_pk)
            .where(c.championship_pk == championship_pk, c.round == round_, c.table_number == table)
            .order_by(c.seat)
        )
    )
    return found or None


def link_in(s: Session, match_pk: int, championship_pk: int, round_: int, table: int) -> None:
    """link_match in the caller's transaction. Refused: a match of another game, a table
    the stored draw has not, players other than the table's, a table that has its finished
    match already, a match of another championship table."""
    row = s.get(ChampionshipRow, championship_pk)
    assert row is not None
    _one_at_a_time(s, championship_pk)
    match = s.get(MatchRow, match_pk)
    assert match is not None
    where = _where(round_, table)
    if match.game != "roller":
        raise _refused("A championship's matches are Roller matches.", "championship.game")
    seated = table_players(s, championship_pk, round_, table)
    if seated is None:
        raise _refused(
            f"{row.name} has no {where} in its draw.", "championship.no-table",
            round=round_, table=table,
        )  # fmt: skip
    players = list(
        s.scalars(
            select(SeatRow.player_pk).where(SeatRow.match_pk == match_pk).order_by(SeatRow.seat)
        )
    )
    if sorted(p for p in players if p is not None) != sorted(seated) or None in players:
        names = _names(s)
        raise _refused(
            f"{where.capitalize()} of {row.name} is {', '.join(names[p] for p in seated)};"
            " the match has other players.",
            "championship.other-players",
            round=round_,
            table=table,
            seats=", ".join(names[p] for p in seated),
        )
    existing = s.get(ChampionshipMatchRow, match_pk)
    if existing is not None:
        if (existing.championship_pk, existing.round, existing.table_number) == (
            championship_pk,
            round_,
            table,
        ):
            return
        raise _refused(
            "The match belongs to another championship table already.", "championship.linked"
        )
    finished = _table_match(s, championship_pk, round_, table, "finished")
    if finished is not None:
        raise _refused(
            f"{where.capitalize()} of {row.name} has its finished match already ({finished});"
            " void that one first to enter another.",
            "championship.table-played",
            round=round_,
            table=table,
        )
    s.add(
        ChampionshipMatchRow(
            match_pk=match_pk, championship_pk=championship_pk, round=round_, table_number=table
        )
    )
    s.flush()
    if (not row.counts_in_league or round_ < 0) and match.status == "finished":
        _recount(s, [match_pk])  # its results leave the league's tables


def _recount(s: Session, match_pks: Sequence[int]) -> None:
    """These finished matches in or outside the league as their championship's setting says
    now: their results where they are, the league's tables recounted (derived/in_place.py)."""
    from .derived.in_place import follow_outside

    follow_outside(s.connection(), match_pks)


def set_counts_in_league(store: LeagueHandle, name: str, counts: bool) -> int:
    """Whether the championship's matches count in the league's season; its finished matches
    are counted again accordingly. Returns how many."""
    with store.session() as s:
        row = _row(s, name)
        row.counts_in_league = counts
        s.flush()
        pks = list(
            s.scalars(
                select(ChampionshipMatchRow.match_pk)
                .join(MatchRow, MatchRow.pk == ChampionshipMatchRow.match_pk)
                .where(
                    ChampionshipMatchRow.championship_pk == row.pk,
                    MatchRow.status == "finished",
                )
            )
        )
        _recount(s, pks)
        return len(pks)


# ---- standings and the final --------------------------------------------------------------


def match_results(
    s: Session, championship_pk: int, final: bool = False, deciding: int = 0
) -> list[tuple[MatchResult, str]]:
    """One MatchResult per seat of the championship's finished matches (qualifying, the
    final's, or deciding round `deciding` of tied finalists: its round is -deciding), with the
    match's id."""
    r, cm = SeatResultRow, ChampionshipMatchRow
    which = (cm.round == FINAL) if final else (cm.round > 0)
    where = (cm.round == -deciding) if deciding else which
    query = (
        select(PlayerRow.name, cm.round, r.total, r.ww, r.won, r.tjock, MatchRow.id)
        .join(r, r.match_pk == cm.match_pk)
        .join(MatchRow, MatchRow.pk == cm.match_pk)
        .join(PlayerRow, PlayerRow.pk == r.player_pk)
        .where(
            cm.championship_pk == championship_pk,
            where,
            MatchRow.status == "finished",
            r.game == "roller",
        )
    )
    return [
        (
            MatchResult(
                player_name, round_, total or 0, bool(ww), bool(won) and not ww, tjock or 0
            ),
            match_id,
        )
        for player_name, round_, total, ww, won, tjock, match_id in s.execute(query)
    ]


def standings(store: LeagueHandle, name: str) -> tuple[Standing, ...]:
    """The standings from the finished matches linked to the championship's qualifying
    rounds (championship/standings.py's rule); every registered player listed."""
    with store.session() as s:
        return _standings(s, _row(s, name))


def _standings(s: Session, row: ChampionshipRow) -> tuple[Standing, ...]:
    registered = s.scalars(
        select(PlayerRow.name)
        .join(ChampionshipPlayerRow, ChampionshipPlayerRow.player_pk == PlayerRow.pk)
        .where(
            ChampionshipPlayerRow.championship_pk == row.pk,
            # one who left before their first round never played: not in the standings
            func.coalesce(ChampionshipPlayerRow.withdrawn_after, ChampionshipPlayerRow.joined_round)
            >= ChampionshipPlayerRow.joined_round,
        )
    ).all()
    results = [result for result, _ in match_results(s, row.pk)]
    try:
        return rank(results, registered, row.rounds)
    except ChampionshipError as error:
        raise _from_core(error) from None


def room_standings(store: LeagueHandle, name: str) -> tuple[tuple[Standing, ...], str | None]:
    """The standings as the room and the director see them, with the champion: the
    qualifying order, and once the final has played, everyone's place in the championship
    (the champion first, the finalists by the final, then the rest as they qualified; a
    Standing's rank is that place)."""
    with store.session() as s:
        row = _row(s, name)
        table_standings = _standings(s, row)
        if table_players(s, row.pk, FINAL, 1) is None or not match_results(s, row.pk, final=True):
            return table_standings, None
    final = seat_final(store, name).result  # seated and played: it only reads
    if final is None:
        return table_standings, None
    try:
        places = championship_places(table_standings, final)
    except ChampionshipError:  # a final whose players are no longer the top: as qualified
        return table_standings, final.champion
    return tuple(replace(p.qualifying, rank=p.place) for p in places), final.champion


def seat_final(store: LeagueHandle, name: str) -> FinalState:
    """The final table: the top K of the standings, seated once every qualifying table has its
    finished match, and stored (asking again shows the same table); with its result once its
    match is finished."""
    with store.session() as s:
        row = _row(s, name)
        names = _names(s)
        seated = table_players(s, row.pk, FINAL, 1)
        table_standings = _standings(s, row)
        if seated is None:
            run_here(row)
            left = _to_play(s, row.pk)
            if left:
                shown = ", ".join(f"round {r} table {t}" for r, t in left[:6])
                more = "" if len(left) <= 6 else f" and {len(left) - 6} more"
                raise _refused(
                    f"The final is seated when every qualifying table has played; still to"
                    f" play: {shown}{more}.",
                    "championship.final-early",
                    tables=len(left),
                )
            try:
                finalists = final_table(table_standings, row.final_size)
            except ChampionshipError as error:
                raise _from_core(error) from None
            pks = {n: pk for pk, n in names.items()}
            _store_rounds(s, row.pk, [Round(FINAL, (Table(1, finalists),), drawn=True)], pks)
            seated = [pks[n] for n in finalists]
        table = Table(1, tuple(names[p] for p in seated))
        results = match_results(s, row.pk, final=True)
        if not results:
            return FinalState(table, None, None)
        by_name = {st.player: st for st in table_standings}
        in_final = [by_name[n] for n in table.seats]
        totals = {res.player: res.total for res, _ in results}
        deciding: list[dict[str, int]] = []
        try:
            result = final_result(in_final, totals)
            # Tied for the highest total: one deciding round after another (tables 2, 3, ...
            # of the final, a match of one rond among those still tied) until one is highest.
            while result.champion is None:
                number = len(deciding) + 1
                played = match_results(s, row.pk, deciding=number)
                if not played:
                    if row.home_league is None:  # the director's laptop seats it (run_here)
                        _seat_deciding(s, row.pk, number, result.to_decide, names)
                    break
                deciding.append({res.player: res.total for res, _ in played})
                result = final_result(in_final, totals, deciding)
        except ChampionshipError as error:
            raise _from_core(error) from None
        return FinalState(table, results[0][1], result, len(deciding))


# ---- a table's file -----------------------------------------------------------------------


def export_selection(
    store: LeagueHandle, name: str, round_: int | None = None, table: int | None = None
) -> tuple[frozenset[int], frozenset[int], int]:
    """The matches (keys) of the championship, of a round or of one table of it (round 0:
    the final), their players with the players the draw seats there (a table's file made
    before it plays carries its players), and the championship's key (the file carries the
    championship itself, with every player it names: exchange_championships.py)."""
    if table is not None and round_ is None:
        raise _refused("A table is one of a round: give the round too.", "championship.table-round")
    with store.session() as s:
        row = _row(s, name)
        if round_ is not None and not 0 <= round_ <= row.rounds:
            raise _refused(
                f"{row.name} has rounds 1 to {row.rounds}; there is no round {round_}.",
                "championship.no-round", round=round_, rounds=row.rounds,
            )  # fmt: skip
        seatings = _seatings(s, row.pk)
        if table is not None:
            assert round_ is not None
            if table not in seatings.get(round_, {}):
                where = "the final" if round_ == FINAL else f"round {round_}"
                raise _refused(
                    f"{row.name} has no table {table} in {where}.", "championship.no-table",
                    round=round_, table=table,
                )  # fmt: skip
        cm = ChampionshipMatchRow
        query = select(cm.match_pk).where(cm.championship_pk == row.pk)
        if round_ is not None:
            query = query.where(cm.round == round_)
        if table is not None:
            query = query.where(cm.table_number == table)
        matches = frozenset(s.scalars(query))
        players = set(
            p
            for p in s.scalars(select(SeatRow.player_pk).where(SeatRow.match_pk.in_(matches)))
            if p is not None
        )
        for tables in seatings.values():  # the whole draw: the file carries it
            for seated in tables.values():
                players |= set(seated)
        players |= set(
            s.scalars(
                select(ChampionshipPlayerRow.player_pk).where(
                    ChampionshipPlayerRow.championship_pk == row.pk
                )
            )
        )
        return matches, frozenset(players), row.pk

"""Demo leagues: simulated matches among demo players, for trying the program and benchmarks.

`fill` plays through MatchRecorder, event by event, exactly as the window does. `fill_bulk`
plays the same matches in the engine and writes finished matches in large transactions.
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import func, insert, select

from roller_desktop.engine.events import Event
from roller_desktop.engine.hundredfive import Race
from roller_desktop.engine.roller import RollerMatch

from .database import Store
from .derived.finish import Finished, write_finished
from .games import event_dice, new_game
from .handle import utc_now
from .models import Base, PlayerRow
from .recorder import MatchRecorder
from .values import Game, SeatSpec

DEMO_PLAYERS = ("Åke", "Ingemar", "Kari", "Ola", "Lisa", "Per", "Maja", "Sven")
BANK_AT = 300
FACES = (1, 2, 3, 4, 5, 6)
Progress = Callable[[int, int], None]


def bot_step(game: RollerMatch | Race, rng: random.Random) -> tuple[str, tuple[int, ...]]:
    """The demo player's next action: keep the best selection, bank at 300 unless dice are owed."""
    if isinstance(game, Race):
        return "throw", tuple(rng.choices(FACES, k=game.dice_to_throw))
    if game.must_keep:
        return "keep", game.selections()[0].dice
    if game.can_bank and game.turn_points >= BANK_AT:
        return "bank", ()
    return "throw", tuple(rng.choices(FACES, k=game.dice_to_throw))


def demo_player_ids(store: Store) -> list[str]:
    """The demo players, added where missing (a name already there is used as it is)."""
    known = {p.name.casefold(): p.id for p in store.players(include_archived=True)}
    ids = []
    for name in DEMO_PLAYERS:
        pid = known.get(name.casefold())
        ids.append(pid if pid is not None else store.add_player(name).id)
    return ids


def _table(rng: random.Random, ids: list[str]) -> tuple[Game, list[SeatSpec]]:
    game: Game = "roller" if rng.random() < 0.75 else "105"
    chosen = rng.sample(ids, rng.randint(2, min(5, len(ids))))
    if game == "105":
        return game, [SeatSpec(pid, dice=rng.choice((3, 4, 5, 5, 5))) for pid in chosen]
    return game, [SeatSpec(pid) for pid in chosen]


def fill(store: Store, matches: int, seed: int, progress: Progress | None = None) -> list[str]:
    """Play `matches` matches through MatchRecorder, one committed event at a time."""
    rng = random.Random(seed)
    ids = demo_player_ids(store)
    played = []
    for number in range(matches):
        game, seats = _table(rng, ids)
        match_id = store.start_match(game, {}, seats, rng.randrange(len(seats)))
        rec = MatchRecorder.open(store, match_id)
        while not rec.game.is_over:
            kind, dice = bot_step(rec.game, rng)
            if kind == "throw":
                rec.throw(dice)
            elif kind == "keep":
                rec.keep(dice)
            else:
                rec.bank()
        played.append(match_id)
        if progress is not None:
            progress(number + 1, matches)
    return played


def simulate(game: Game, seats: list[SeatSpec], starter: int, rng: random.Random) -> Any:
    names = [f"seat {i}" for i in range(len(seats))]
    match = new_game(game, {}, names, starter, [s.dice for s in seats], [s.kids for s in seats])
    while not match.is_over:
        kind, dice = bot_step(match, rng)
        if kind == "throw":
            match.throw(dice)
        elif kind == "keep":
            assert isinstance(match, RollerMatch)
            match.keep(dice)
        else:
            assert isinstance(match, RollerMatch)
            match.bank()
    return match


def fill_bulk(
    store: Store,
    matches: int,
    seed: int,
    progress: Progress | None = None,
    batch: int = 2000,
    days: int = 3 * 365,
    players: Sequence[str] | None = None,
) -> int:
    """Write `matches` finished matches spread over the last `days` days, `batch` at a time,
    among the demo players (or among `players`, ids of the league's, two at least)."""
    rng = random.Random(seed)
    ids = list(players) if players is not None else demo_player_ids(store)
    tables = Base.metadata.tables
    with store.session() as s:
        pks = {pid: pk for pid, pk in s.execute(select(PlayerRow.id, PlayerRow.pk))}
        next_pk = (s.scalar(select(func.max(tables["matches"].c.pk))) or 0) + 1
    now = utc_now()
    done = 0
    while done < matches:
        rows: dict[str, list[dict[str, Any]]] = {
            "matches": [],
            "seats": [],
            "events": [],
        }
        finished_matches: list[Finished] = []
        for _ in range(min(batch, matches - done)):
            game, seats = _table(rng, ids)
            starter = rng.randrange(len(seats))
            finished = now - timedelta(seconds=rng.randrange(days * 86400))
            started = finished - timedelta(minutes=rng.randint(5, 60))
            match = simulate(game, seats, starter, rng)
            player_pks = [pks[str(spec.player_id)] for spec in seats]  # people only
            _rows_of(rows, next_pk, game, seats, starter, started, finished, match, player_pks)
            finished_matches.append(Finished(next_pk, match, player_pks, finished))
            next_pk += 1
            done += 1
        with store.engine.begin() as connection:
            for name in ("matches", "seats", "events"):
                connection.execute(insert(tables[name]), rows[name])
            write_finished(connection, finished_matches)
            if connection.dialect.name == "postgresql":
                # The keys were given here: move the server's counter past them, or the next
                # match started normally would get a key already taken.
                connection.exec_driver_sql(
                    "SELECT setval(pg_get_serial_sequence('matches', 'pk'), max(pk)) FROM matches"
                )
        if progress is not None:
            progress(done, matches)
    return done


def _rows_of(
    rows: dict[str, list[dict[str, Any]]],
    pk: int,
    game: Game,
    seats: list[SeatSpec],
    starter: int,
    started: datetime,
    finished: datetime,
    match: RollerMatch | Race,
    player_pks: list[int],
) -> None:
    rows["matches"].append(
        {
            "pk": pk,
            "id": str(uuid.uuid4()),
            "game": game,
            "rules": {},
            "starter": starter,
            "opening": None,
            "status": "finished",
            "started": started,
            "finished": finished,
            "place": None,
            "note": None,
        }
    )
    for index, (spec, player_pk) in enumerate(zip(seats, player_pks, strict=True)):
        rows["seats"].append(
            {
                "match_pk": pk,
                "seat": index,
                "player_pk": player_pk,
                "dice": spec.dice if game == "105" else 6,
                "kids": False,
                "computer": None,
            }
        )
    events: tuple[Event, ...] = match.events
    for seq, item in enumerate(events, start=1):
        kind, dice = event_dice(item)
        rows["events"].append(
            {
                "match_pk": pk,
                "seq": seq,
                "kind": kind,
                "dice": dice,
                "undone": False,
            }
        )

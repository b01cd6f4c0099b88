"""Two championship tables finishing at the same moment on one league (issue 16 item 3): on a
PostgreSQL server two laptops, each with its own connection, bank the last points of their
table's match together. Every derived row (seat results, league days, round tallies,
ratings) must be what the same two matches give when they finish one after the other, and
the standings those of the two protocols."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from datetime import date, datetime
from typing import Any

from sqlalchemy import text

from roller_desktop.engine.roller import RollerMatch
from roller_desktop.store import championships as ch
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec

from .conftest import POSTGRES_URL
from .helpers import play_step

NAME = "EM i Roller"
PLAYERS = [f"Spelare {n}" for n in range(1, 9)]
# By the players' names and the matches' ids, not the keys: a league made afresh from the
# same matches (a league file imported) has other keys.
FIGURES = {
    "seat_results": "SELECT m.id, p.name, r.game, r.finished, r.day, r.total, r.won, r.ww,"
    " r.sur_mun, r.plump, r.tjock, r.rt, r.best_round FROM seat_results r"
    " JOIN matches m ON m.pk = r.match_pk JOIN players p ON p.pk = r.player_pk",
    "league_days": "SELECT p.name, d.* FROM league_days d JOIN players p ON p.pk = d.player_pk",
    "round_tallies": "SELECT p.name, t.* FROM round_tallies t JOIN players p ON p.pk = t.player_pk",
    "league_ratings": "SELECT p.name, g.* FROM league_ratings g"
    " JOIN players p ON p.pk = g.player_pk",
}
KEYS = {"player_pk"}  # the columns of keys left out of the rows compared


def figures(store: Store) -> dict[str, list[tuple[Any, ...]]]:
    found = {}
    with store.engine.connect() as connection:
        for name, query in FIGURES.items():
            result = connection.execute(text(query))
            keep = [i for i, column in enumerate(result.keys()) if column not in KEYS]
            found[name] = sorted((tuple(plain(row[i]) for i in keep) for row in result), key=repr)
    return found


def plain(value: Any) -> Any:
    """A value as SQLite's text gives it: a day and a time as text, a truth as 0 or 1."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, datetime):
        return value.strftime("%Y-%m-%d %H:%M:%S.%f")
    if isinstance(value, date):
        return value.isoformat()
    return value


def almost_finished(store: Store, seed: int) -> list[MatchRecorder]:
    """The championship made, both tables of round 1 started and linked, each played up to
    its very last bank; the two recorders, waiting to bank."""
    ch.create_championship(store, NAME, [(n, None) for n in PLAYERS], rounds=1, table_size=(4, 4))
    ids = {p.name: p.id for p in store.players()}
    recorders = []
    for table in ch.stored_round(store, NAME, 1).tables:
        match_id = store.start_match(
            "roller", {"rounds": 2}, [SeatSpec(ids[n]) for n in table.seats], 0
        )
        ch.link_match(store, match_id, NAME, 1, table.number)
        rec = MatchRecorder.open(store, match_id)
        rng = random.Random(seed + table.number)
        while not last_turn_begins(rec.game):
            play_step(rec, rng)
        rec.throw([1, 1, 1, 2, 3, 4])  # a Triss of ones: the last turn has points to bank
        rec.keep([1, 1, 1])
        assert isinstance(rec.game, RollerMatch) and rec.game.can_bank
        recorders.append(rec)
    return recorders


def last_turn_begins(game: Any) -> bool:
    """The last seat's last round, before its first throw."""
    assert isinstance(game, RollerMatch)
    return (
        game.current_round == game.rules.rounds - 1
        and game.current_seat == game.order[-1]
        and game.throws_this_turn == 0
    )


def together(actions: list[Callable[[], None]]) -> None:
    """Each action in a thread of its own, released at one moment."""
    start = threading.Barrier(len(actions))
    problems: list[BaseException] = []

    def run(action: Callable[[], None]) -> None:
        start.wait()
        try:
            action()
        except BaseException as error:  # reported by the test
            problems.append(error)

    threads = [threading.Thread(target=run, args=(a,)) for a in actions]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not problems, problems


def standings_of_the_protocols(store: Store) -> dict[str, int]:
    points: dict[str, int] = dict.fromkeys(PLAYERS, 0)
    for match in ch.table_matches(store, NAME):
        protocol = MatchRecorder.open(store, match.match_id).game.protocol()
        for seat, name in enumerate(protocol.seats):
            points[name] += protocol.totals[seat]
    return points


def test_two_tables_banking_their_last_points_at_once_leave_every_figure_right(
    location: str,
) -> None:
    seed = 11
    if location == POSTGRES_URL:
        laptops = [open_store(location), open_store(location)]  # two programs on the server
    else:
        one = open_store(location)  # one program's store (a second is refused by the lock)
        laptops = [one, one]
    try:
        recorders = almost_finished(laptops[0], seed)
        tables = [
            MatchRecorder.open(laptop, r.match_id)
            for laptop, r in zip(laptops, recorders, strict=False)
        ]
        together([rec.bank for rec in tables])
        assert all(rec.game.is_over for rec in tables)
        at_once = figures(laptops[0])
        standings = {s.player: s.points for s in ch.standings(laptops[0], NAME)}
        assert standings == standings_of_the_protocols(laptops[0])
        assert ch.tables_to_play(laptops[0], NAME) == []
    finally:
        for laptop in {id(s): s for s in laptops}.values():
            laptop.close()
    # The same league made afresh: its file imported into a new league, every derived row
    # computed there from the matches alone.
    from pathlib import Path
    from tempfile import TemporaryDirectory

    from roller_desktop.store.exchange import export_file, import_file

    with TemporaryDirectory() as folder:
        with open_store(location) as there:
            export_file(there, Path(folder) / "league.json")
        with open_store(Path(folder) / "afresh.sqlite3") as afresh:
            import_file(afresh, Path(folder) / "league.json")
            assert figures(afresh) == at_once

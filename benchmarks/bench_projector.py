"""The room's standings refreshing (issue 16, "Tests and figures"): what the projector view and
the director's view do every five seconds while a championship plays, at 60 players and 5
qualifying rounds (15 tables a round, kept by hand), the last round in play with 7 of its 15
tables still to play.

Figures, each the median of repeated runs:
- the standings query alone (`championships.standings`), the baseline measured in the same
  run: the ratios below are against it;
- the room's state (`DirectorView.room_state`: the championship, its tables still to play,
  the standings) and `ProjectorView.refresh` (the state read, the page kept, a repaint asked);
- the projector's picture painted at 1920x1080 (a projector's) and at 1024x768;
- the director's view read again (`DirectorView.read`: the draw of every round, its matches,
  the standings, the tables filled in);
- the SQL statements each sends (on a table's laptop each is a round trip over the network).
The share of the five-second refresh spent on it is printed too.

Run: .venv/bin/python benchmarks/bench_projector.py [--database URL]
(prints figures; it asserts nothing). Without --database: a new SQLite file in a temporary
folder; with it, an empty PostgreSQL database (tools/with-postgres gives one).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from roller_desktop.store import championships as ch
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.hand_kept import PaperProtocol, enter_protocols
from roller_desktop.store.values import SeatSpec

NAME = "EM i Roller"
PLAYERS = 60
ROUNDS = 5
STILL_PLAYING = 7  # tables of the last round without a result yet
CELLS = ["-", "RT", "50", "100", "150", "350", "500", "1000", "2000"]
REPEAT = 30


def build(store: Store, seed: int = 2) -> None:
    names = [(f"Spelare {i:02}", "Umeå" if i % 2 else "Örnsköldsvik") for i in range(PLAYERS)]
    ch.create_championship(store, NAME, names, rounds=ROUNDS, table_size=(3, 5))
    ids = {p.name: p.id for p in store.players()}
    rng = random.Random(seed)
    for k in range(1, ROUNDS + 1):
        tables = ch.stored_round(store, NAME, k).tables
        if k == ROUNDS:
            tables = tables[: len(tables) - STILL_PLAYING]
        protocols = [
            PaperProtocol(
                "roller", {}, [SeatSpec(ids[n]) for n in t.seats], 0,
                datetime(2026, 6, 14, 9 + k, t.number),
                cells=[[rng.choice(CELLS) for _ in range(15)] for _ in t.seats],
            )
            for t in tables
        ]  # fmt: skip
        for table, match_id in zip(tables, enter_protocols(store, protocols), strict=True):
            ch.link_match(store, match_id, NAME, k, table.number)


def timed(action: Callable[[], object], repeat: int = REPEAT) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def counted(store: Store, action: Callable[[], object]) -> int:
    """The SQL statements `action` sends to the database."""
    from sqlalchemy import event

    sent = [0]

    def count(*_: object) -> None:
        sent[0] += 1

    event.listen(store.engine, "before_cursor_execute", count)
    try:
        action()
    finally:
        event.remove(store.engine, "before_cursor_execute", count)
    return sent[0]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--database", help="a PostgreSQL URL (empty database) or a file")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from roller_desktop.ui.championship.director_page import DirectorView
    from roller_desktop.ui.championship.projector import REFRESH_MS, ProjectorView

    app = QApplication([])
    with tempfile.TemporaryDirectory() as folder:
        location = args.database or str(Path(folder) / "league.sqlite3")
        with open_store(location, backup=False) as store:
            start = time.perf_counter()
            build(store)
            matches = len(ch.table_matches(store, NAME))
            print(
                f"{store.dialect}: {PLAYERS} players, {ROUNDS} rounds, {matches} matches"
                f" ({STILL_PLAYING} tables of round {ROUNDS} still playing), made in"
                f" {time.perf_counter() - start:.1f} s"
            )
            director = DirectorView(store)
            director.load(NAME)
            state = director.room_state()
            assert state.round_in_play == ROUNDS and len(state.tables_playing) == STILL_PLAYING
            projector = ProjectorView(director.room_state)
            projector.refresher.stop()  # timed here, not by its timer
            projector.pager.stop()
            statements = counted(store, director.room_state)
            baseline = timed(lambda: ch.standings(store, NAME))
            room = timed(director.room_state)
            refresh = timed(projector.refresh)
            print(f"standings query alone (baseline) : {baseline * 1000:7.1f} ms")
            print(
                f"room state (DirectorView)        : {room * 1000:7.1f} ms"
                f"  ({room / baseline:.2f}x the baseline)"
            )
            print(
                f"ProjectorView.refresh            : {refresh * 1000:7.1f} ms"
                f"  ({refresh / baseline:.2f}x the baseline)"
            )
            for width, height in ((1920, 1080), (1024, 768)):
                projector.resize(width, height)
                projector.grab()  # fonts and layout warmed
                paint = timed(projector.grab)
                print(
                    f"projector painted at {width}x{height}   : {paint * 1000:7.1f} ms"
                    f"  (refresh + paint {(refresh + paint) / (REFRESH_MS / 1000) * 100:.1f} %"
                    f" of the {REFRESH_MS / 1000:.0f} s between refreshes)"
                )
            print(
                f"statements a refresh sends       : {statements} (room state),"
                f" {counted(store, director.read)} (director's view): each a round trip"
                " over the room's network"
            )
            read = timed(director.read, REPEAT // 3)
            print(
                f"director's view read again       : {read * 1000:7.1f} ms"
                f"  ({read / baseline:.2f}x the baseline)"
            )
            projector.close()
            director.deleteLater()
    del app


if __name__ == "__main__":
    main()

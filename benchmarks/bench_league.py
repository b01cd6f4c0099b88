"""Speed figures of the league screens and printing (a benchmark, not a test): prints figures.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_league.py --database BULK.sqlite

The database should hold the store's bulk demo league (`roller-desktop --database BULK.sqlite
demo --bulk --matches 100000`); without --database a temporary one is filled first (slow).
Goal: opening the league view and switching seasons under 150 ms each, the rating column
filled. The store's own aggregate queries and the rating computed over the matches (what the
view did before the ratings were stored, revision 0006) are timed too, as baselines.

With --time-migration the database is taken back to revision 0005 and migrated again, to time
migration 0006 (it rates every match); it ends as it was. Use a copy of a shared league.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication, QTableView
from sqlalchemy import asc, desc, select

from roller_desktop.store import migrate
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.derived import season_ratings
from roller_desktop.store.models import Base, SeatResultRow
from roller_desktop.store.queries import league as league_queries
from roller_desktop.store.queries import ratings, stats


def timed(action: Callable[[], Any], repeat: int = 3) -> tuple[float, Any]:
    """The median of `repeat` runs, in milliseconds, and the last result."""
    times = []
    result = None
    for _ in range(repeat):
        start = time.perf_counter()
        result = action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), result


def fill(path: Path, matches: int) -> None:
    from roller_desktop.store import demo  # the store engineer's bulk filler

    store = open_store(path, backup=False)
    try:

        def progress(done: int, total: int) -> None:
            print(f"\rfilling: {done}/{total}", end="", file=sys.stderr, flush=True)

        demo.fill_bulk(store, matches, seed=1, progress=progress)
        print(file=sys.stderr)
    finally:
        store.close()


def count_matches(store: Store) -> int:
    return sum(len(ratings.finishing_orders(store, game)) for game in ("roller", "105"))


def time_migration(store: Store) -> None:
    """Migration 0006 on this league: back to 0005 (drops the ratings), then up again, timed."""
    with store.engine.begin() as connection:
        migrate.downgrade(connection, "0005")
    start = time.perf_counter()
    with store.engine.begin() as connection:
        migrate.upgrade(connection, "0006")
    ms = (time.perf_counter() - start) * 1000
    with store.engine.begin() as connection:
        migrate.upgrade(connection)
    print(f"migration 0006 (rate every match, every season and all time): {ms:.0f} ms")


def time_rating_writes(store: Store) -> None:
    """What keeping the ratings adds to writing a finished match (each rolled back)."""
    r = SeatResultRow
    with store.session() as s:
        newest, oldest = (
            s.scalar(
                select(r.match_pk)
                .where(r.game == "roller", r.seat_count > 1)
                .order_by(order(r.finished), order(r.match_pk))
                .limit(1)
            )
            for order in (desc, asc)
        )
    for label, match_pk in (("the newest", newest), ("the oldest", oldest)):
        columns = Base.metadata.tables["seat_results"].c
        times = []
        for _ in range(3):
            with store.engine.connect() as connection:
                rows = [
                    dict(row._mapping)
                    for row in connection.execute(
                        select(Base.metadata.tables["seat_results"]).where(
                            columns.match_pk == match_pk
                        )
                    )
                ]
                start = time.perf_counter()
                season_ratings.rate_results(connection, rows)
                times.append((time.perf_counter() - start) * 1000)
                connection.rollback()
        print(f"ratings kept for {label} Roller match written: {statistics.median(times):.1f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--database", type=Path)
    parser.add_argument("--matches", type=int, default=100_000)
    parser.add_argument("--time-migration", action="store_true")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    path = args.database
    if path is None:
        path = Path(tempfile.mkdtemp()) / "bulk.sqlite"
        fill(path, args.matches)
    store = open_store(path, backup=False)
    if args.time_migration:
        time_migration(store)
    from roller_desktop.store.queries.league_table import Period, load_table, period_ratings
    from roller_desktop.ui.league.league_model import period_label
    from roller_desktop.ui.league.league_view import LeagueView
    from roller_desktop.ui.league.player_page import PlayerPage
    from roller_desktop.ui.printing import sheets as printing

    years = league_queries.finished_years(store)
    print(f"league: {count_matches(store)} finished matches of 2+ players, seasons {years}")

    for label, period in [("season", Period.season(years[0])), ("all time", Period.all_time())]:
        base, _ = timed(lambda p=period: stats.roller_league(store, p.start, p.end))
        elo, _ = timed(lambda p=period: ratings.league_ratings(store, "roller", p.start, p.end))
        kept, _ = timed(lambda p=period: period_ratings(store, "roller", p))
        both, _ = timed(lambda p=period: load_table(store, "roller", p))
        print(
            f"Roller {label}: store aggregate {base:.0f} ms, rating computed {elo:.0f} ms, "
            f"rating stored {kept:.1f} ms ({elo / max(kept, 0.01):.0f}x), "
            f"rated table {both:.0f} ms"
        )
    time_rating_writes(store)

    start = time.perf_counter()
    bare = QTableView()  # the baseline: Qt's first window of the process (fonts, styles)
    bare.resize(1200, 640)
    bare.show()
    app.processEvents()
    print(
        f"a bare window with an empty table first (Qt's own start): "
        f"{(time.perf_counter() - start) * 1000:.0f} ms"
    )
    bare.close()
    start = time.perf_counter()
    view = LeagueView(store)
    view.resize(1200, 640)
    view.show()
    app.processEvents()
    opened = (time.perf_counter() - start) * 1000
    complete = not view.ratings_pending()
    view.wait_for_ratings()
    rated = (time.perf_counter() - start) * 1000
    print(f"open the league view, shown: {opened:.0f} ms; rating column filled then: {complete}")
    print(f"  this season's Roller table with ratings shown after {rated:.0f} ms")
    while view.background_busy():
        app.processEvents()
        time.sleep(0.01)
    ahead = (time.perf_counter() - start) * 1000
    print(f"  every other season and all time read ahead after {ahead:.0f} ms (worker thread)")
    for period in [*(Period.season(y) for y in years), Period.all_time(), Period.season(years[0])]:
        ms, _ = timed(lambda p=period: (view.set_period(p), app.processEvents()), repeat=1)
        print(f"  switch to {period_label(period)} (read ahead): {ms:.1f} ms")
    cold = LeagueView(store)
    cold.prefetch = False
    cold.wait_for_ratings()
    for period in [*(Period.season(y) for y in years[1:]), Period.all_time()]:
        ms, _ = timed(lambda p=period: (cold.set_period(p), app.processEvents()), repeat=1)
        complete = not cold.ratings_pending()
        cold.wait_for_ratings()
        print(
            f"  switch to {period_label(period)} without read-ahead "
            "(standings and stored ratings): "
            f"{ms:.0f} ms, rating column filled: {complete}"
        )
    custom = Period(date(years[0], 1, 1), date(years[0], 6, 30))
    start = time.perf_counter()
    cold.set_period(custom)
    app.processEvents()
    cold.wait_for_ratings()
    ms = (time.perf_counter() - start) * 1000
    print(
        f"  switch to a chosen range, {period_label(custom)}: "
        f"rated after {ms:.0f} ms (worker thread)"
    )

    top = view.models["roller"].row_value(0).player_id if view.models["roller"].rowCount() else None
    if top is not None:

        def open_page() -> PlayerPage:
            page = PlayerPage(store, top)
            page.resize(1100, 720)
            page.tabs.setCurrentIndex(1)
            page.show()
            app.processEvents()
            page.grab()  # paint the charts once
            return page

        ms, page = timed(open_page, repeat=2)
        matches = sum(t.matches for t in page.tallies)
        print(f"open a player page with its charts ({matches} matches): {ms:.0f} ms")

    newest = [m for m in stats.match_history(store, game="roller", limit=20) if m.finished]
    if newest:
        out = Path(tempfile.mkdtemp()) / "protocol.pdf"
        ms, _ = timed(
            lambda: printing.write_pdf(printing.sheet_for_match(store, newest[0].id), out)
        )
        print(f"write a protocol PDF (load, replay, paint, write): {ms:.0f} ms")
    store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

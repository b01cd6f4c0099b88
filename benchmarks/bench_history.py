"""Speed figures of the match history, the player page and migration 0008 (a benchmark, not a
test): prints figures.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_history.py --database BULK.sqlite

BULK.sqlite is the store's bulk demo league (`roller-desktop --database BULK.sqlite demo --bulk
--matches 100000`). It is never changed: the benchmark works on a copy in a temporary folder
(or in --work), migrating that copy to revision 0007 first and then timing 0008 alone.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication

from roller_desktop.engine.roller import RollerMatch
from roller_desktop.store import migrate
from roller_desktop.store.database import Store, open_store, sqlite_engine
from roller_desktop.store.games import replay
from roller_desktop.store.queries import league as league_queries
from roller_desktop.store.queries import rounds, stats


def timed(action: Callable[[], Any], repeat: int = 3) -> tuple[float, Any]:
    """The median of `repeat` runs, in milliseconds, and the last result."""
    times = []
    result = None
    for _ in range(repeat):
        start = time.perf_counter()
        result = action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), result


def migrate_copy(source: Path, work: Path) -> Path:
    """Copy the league, bring it to 0007, then time 0008 on its own (with its progress)."""
    copy = work / "league.sqlite"
    shutil.copy(source, copy)
    engine = sqlite_engine(copy)
    try:
        with engine.begin() as connection:
            current = connection.exec_driver_sql("SELECT version_num FROM alembic_version").scalar()
        if current not in ("0007", "0008"):
            with engine.begin() as connection:
                migrate.upgrade(connection, "0007")
        elif current == "0008":
            with engine.begin() as connection:
                migrate.downgrade(connection, "0007")

        def progress(what: str, done: int, total: int) -> None:
            print(f"\r  0008, {what}: {done}/{total}", end="", file=sys.stderr, flush=True)

        start = time.perf_counter()
        with engine.begin() as connection:
            migrate.upgrade(connection, "0008", progress)
        seconds = time.perf_counter() - start
        print(file=sys.stderr)
        print(f"migration 0008 (round tallies from every match's events): {seconds:.1f} s")
    finally:
        engine.dispose()
    return copy


def replay_recent(store: Store, player_id: str, n: int) -> int:
    """What the charts did before revision 0008: replay the newest matches for their rounds."""
    cells = 0
    for match_id, seat in league_queries.player_recent(store, player_id, n):
        game = replay(store.load_match(match_id))
        assert isinstance(game, RollerMatch)
        cells += sum(1 for cell in game.protocol().cells[seat] if cell is not None)
    return cells


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--database", type=Path, required=True)
    parser.add_argument("--work", type=Path, help="a folder for the copy (default: temporary)")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    work = args.work or Path(tempfile.mkdtemp())
    copy = migrate_copy(args.database, work)
    store = open_store(copy, backup=False)
    from roller_desktop.ui.league.match_history import MatchHistoryView
    from roller_desktop.ui.league.player_page import PlayerPage

    try:
        print(f"league: {stats.match_history_count(store)} matches")
        start = time.perf_counter()
        view = MatchHistoryView(store)
        view.resize(1100, 600)
        view.show()
        app.processEvents()
        opened = (time.perf_counter() - start) * 1000
        print(f"open the match history ({view.model.rowCount()} rows shown): {opened:.0f} ms")
        start = time.perf_counter()
        pages = 0
        while view.model.canFetchMore():
            view.model.fetchMore()
            pages += 1
        fetched = time.perf_counter() - start
        rows = view.model.rowCount()
        print(
            f"  fetch to the oldest: {pages} more pages, {rows} rows, {fetched:.1f} s "
            f"({1000 * fetched / max(pages, 1):.1f} ms a page)"
        )
        players = store.players()
        busiest = max(players, key=lambda p: stats.match_history_count(store, p.id))
        for label, choose in (
            ("a player", lambda: view.player_box.setCurrentIndex(
                view.player_box.findData(busiest.id))),
            ("a season", lambda: view.season_box.setCurrentIndex(2)),
            ("a game", lambda: view.game_box.setCurrentIndex(2)),
        ):  # fmt: skip
            ms, _ = timed(lambda c=choose: (c(), app.processEvents()), repeat=1)
            print(f"  filter by {label} (first page and count): {ms:.0f} ms")

        def open_page(tab: int) -> PlayerPage:
            page = PlayerPage(store, busiest.id)
            page.resize(1100, 720)
            page.tabs.setCurrentIndex(tab)
            page.show()
            app.processEvents()
            page.grab()  # paint it once
            return page

        matches = stats.match_history_count(store, busiest.id)
        for tab, label in ((0, "figures"), (1, "charts"), (2, "head-to-head")):
            ms, page = timed(lambda t=tab: open_page(t), repeat=3)
            print(f"open a player page on its {label} ({matches} matches): {ms:.0f} ms")
        page = open_page(1)
        ms, _ = timed(lambda: (page.period_box.setCurrentIndex(1), page.grab()), repeat=1)
        print(f"  charts for one season: {ms:.0f} ms")
        ms, _ = timed(lambda: rounds.player_round_months(store, busiest.id))
        print(f"  the player's rounds per month, every match (round_tallies): {ms:.0f} ms")
        ms, _ = timed(lambda: replay_recent(store, busiest.id, 20))
        print(f"  baseline, the old way: replay the newest 20 matches: {ms:.0f} ms")
        ms, _ = timed(lambda: stats.head_to_head_all(store, busiest.id))
        print(f"head-to-head against everybody (one query): {ms:.0f} ms")
        others = [p for p in players if p.id != busiest.id]
        ms, _ = timed(lambda: [stats.head_to_head(store, busiest.id, o.id) for o in others])
        print(f"  the same as one query per opponent ({len(others)}): {ms:.0f} ms")
    finally:
        store.close()
        if args.work is None:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

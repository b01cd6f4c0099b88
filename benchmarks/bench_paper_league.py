"""The league view at a league of which half the matches are paper protocols (issue #14),
against the same view at a league of played matches only: a benchmark, not a test.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_paper_league.py \
        [--matches 100000] [--folder DIR] [--played BULK.sqlite3]

Two leagues are built in --folder (kept there, so a second run only times): "played", the
store's bulk demo league of --matches matches (or a copy of --played), and "half paper",
--matches/2 of the same bulk matches and as many paper protocols entered as the keeper's import
enters them (random cells, the demo players, the same three years). Both are timed the same
way in this run: the rated league table of this season and of all time, the league view opened
until its rating column is filled, a season switch without read-ahead, and a player page.
Figures are wall milliseconds with the CPU time of the thread beside them (the machine is
shared); the last column is half paper / played, of the CPU times.
"""

from __future__ import annotations

import argparse
import random
import shutil
import sys
import time
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

from bench_protocols import cell  # the same random cells as the import's benchmark
from PySide6.QtWidgets import QApplication
from sqlalchemy import func, select

from roller_desktop.store.database import Store, open_store
from roller_desktop.store.demo import demo_player_ids, fill_bulk
from roller_desktop.store.hand_kept import PaperProtocol, enter_protocols
from roller_desktop.store.handle import utc_now
from roller_desktop.store.models import MatchRow
from roller_desktop.store.values import SeatSpec

DAYS = 3 * 365


def paper_protocols(ids: list[str], count: int, rng: random.Random) -> list[PaperProtocol]:
    now = utc_now()
    made = []
    for _ in range(count):
        chosen = rng.sample(ids, rng.randint(2, min(5, len(ids))))
        played = now - timedelta(seconds=rng.randrange(DAYS * 86400))
        if rng.random() < 0.75:
            made.append(
                PaperProtocol(
                    "roller",
                    {},
                    [SeatSpec(pid) for pid in chosen],
                    rng.randrange(len(chosen)),
                    played,
                    cells=[[cell(rng) for _ in range(15)] for _ in chosen],
                    place="Husum",
                )
            )
        else:
            order = list(range(1, len(chosen) + 1))
            rng.shuffle(order)
            places: list[int | None] = list(order)  # the house rule plays for places
            seats = [SeatSpec(pid, dice=rng.choice((3, 4, 5, 5, 5))) for pid in chosen]
            made.append(PaperProtocol("105", {}, seats, 0, played, places=places))
    return made


def progress_line(what: str) -> Callable[[int, int], None]:
    def show(done: int, total: int) -> None:
        print(f"\r{what}: {done}/{total}", end="" if done < total else "\n", flush=True)

    return show


def build(folder: Path, matches: int, played_copy: Path | None) -> tuple[Path, Path]:
    played, half = folder / "played.sqlite3", folder / "half-paper.sqlite3"
    if not played.exists():
        if played_copy is not None:
            shutil.copyfile(played_copy, played)
            open_store(played, backup=False).close()  # migrated to this program's schema
        else:
            with open_store(played, backup=False) as store:
                fill_bulk(store, matches, 1, progress_line("played league"))
    if not half.exists():
        part = folder / "half-paper.partial.sqlite3"
        part.unlink(missing_ok=True)
        with open_store(part, backup=False) as store:
            fill_bulk(store, matches // 2, 2, progress_line("half paper: played half"))
            ids = demo_player_ids(store)
            rng = random.Random(3)
            show = progress_line("half paper: paper half")
            done, paper = 0, matches - matches // 2
            while done < paper:
                batch = min(1000, paper - done)
                enter_protocols(store, paper_protocols(ids, batch, rng))
                done += batch
                show(done, paper)
        part.rename(half)
    return played, half


def timed(action: Callable[[], Any], repeat: int = 3) -> tuple[float, float]:
    """The best of `repeat` runs: (wall ms, CPU ms of this thread)."""
    best = (float("inf"), float("inf"))
    for _ in range(repeat):
        wall, cpu = time.perf_counter(), time.thread_time()
        action()
        best = min(best, ((time.perf_counter() - wall) * 1000, (time.thread_time() - cpu) * 1000))
    return best


def figures(store: Store, app: QApplication) -> dict[str, tuple[float, float]]:
    from roller_desktop.store.queries import league as league_queries
    from roller_desktop.store.queries.league_table import Period, load_table
    from roller_desktop.ui.league.league_view import LeagueView
    from roller_desktop.ui.league.player_page import PlayerPage

    years = league_queries.finished_years(store)
    out: dict[str, tuple[float, float]] = {}
    out["Roller table, this season"] = timed(
        lambda: load_table(store, "roller", Period.season(years[0]))
    )
    out["Roller table, all time"] = timed(lambda: load_table(store, "roller", Period.all_time()))
    out["105 table, all time"] = timed(lambda: load_table(store, "105", Period.all_time()))

    def open_view() -> None:
        view = LeagueView(store)
        view.prefetch = False
        view.resize(1200, 640)
        view.show()
        app.processEvents()
        view.wait_for_ratings()
        view.close()

    out["league view opened, ratings shown"] = timed(open_view, repeat=2)
    cold = LeagueView(store)
    cold.prefetch = False
    cold.wait_for_ratings()
    other = Period.season(years[-1])

    def switch() -> None:
        cold.set_period(other)
        app.processEvents()
        cold.wait_for_ratings()
        cold.set_period(Period.season(years[0]))
        app.processEvents()
        cold.wait_for_ratings()

    out["two season switches, no read-ahead"] = timed(switch, repeat=2)
    people = store.players()
    if people:
        player = people[0].id

        def open_page() -> None:
            page = PlayerPage(store, player)
            page.resize(1100, 720)
            page.tabs.setCurrentIndex(1)
            page.show()
            app.processEvents()
            page.grab()
            page.close()

        out["player page with charts"] = timed(open_page, repeat=2)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=100_000)
    parser.add_argument("--folder", type=Path, default=Path("/tmp/roller-bench-paper"))
    parser.add_argument("--played", type=Path, help="a bulk league to copy as the played one")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    args.folder.mkdir(parents=True, exist_ok=True)
    played_path, half_path = build(args.folder, args.matches, args.played)
    results = []
    for label, path in [("played", played_path), ("half paper", half_path)]:
        with open_store(path, backup=False) as store:
            with store.session() as s:
                count = s.scalar(select(func.count()).select_from(MatchRow)) or 0
                paper = s.scalar(select(func.count()).select_from(MatchRow).where(MatchRow.by_hand))
            print(f"{label}: {count} matches, {paper} of them paper")
            results.append(figures(store, app))
    print(f"{'':38} {'played ms (CPU)':>18} {'half paper ms (CPU)':>20} {'CPU ratio':>9}")
    for key, (wall, cpu) in results[0].items():
        if key not in results[1]:
            continue
        wall2, cpu2 = results[1][key]
        print(
            f"{key:38} {wall:9.0f} ({cpu:5.0f}) {wall2:11.0f} ({cpu2:5.0f}) "
            f"{cpu2 / max(cpu, 0.01):9.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

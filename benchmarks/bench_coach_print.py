"""The printed coach (issue 27, item 7): a coach sheet of a 15-round match (its model from the
graph and the books as the window has them, then the PDF), and a championship's luck-and-skill
report over 20 finished matches of 15 rounds read from a league (SQLite), each beside a baseline
measured in the same run: the sheet beside the protocol's PDF of the same match, the report
beside the coach's books of the same 20 matches called one by one without the store.

Run: .venv/bin/python benchmarks/bench_coach_print.py [--seats 4] [--matches 20]
(prints figures; it asserts nothing)
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.strategy import coach, coach_graph
from roller_desktop.strategy.bots import make_bot, play_out


def played(seats: int, seed: int) -> RollerMatch:
    names = ["Åke", "Kari", "Bo", "Lisa", "Dagny", "Erik", "Fia", "Gunnar"][:seats]
    match = RollerMatch(names, RollerRules(), 0)
    bots = [
        make_bot(("child", "careful", "steady", "sharp")[k % 4], seed + k) for k in range(seats)
    ]
    dice = random.Random(seed)
    return play_out(bots, match, dice)


def sheet_figures(seats: int) -> None:
    from roller_desktop.strategy.coach_sheet import sheet_models
    from roller_desktop.ui.printing import sheets as printing
    from roller_desktop.ui.printing.coach_sheet import coach_sheet

    printing.ensure_gui()
    match = played(seats, 7)
    args = (match.seats, match.rules, match.events, match.starter)
    start = time.perf_counter()
    graph = coach_graph.graph(*args)
    books = coach.coach(*args)
    worked = time.perf_counter() - start
    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        models = sheet_models(*args, graph=graph, report=books)
        modelled = time.perf_counter() - start
        start = time.perf_counter()
        printing.write_pdf(coach_sheet(models[0]), Path(folder) / "sheet.pdf")
        pdf = time.perf_counter() - start
        start = time.perf_counter()
        printing.write_pdf(printing.protocol_sheet(match.protocol()), Path(folder) / "p.pdf")
        baseline = time.perf_counter() - start
    print(f"coach sheet, {seats} seats, 15 rounds ({len(match.events)} events):")
    print(f"  graph and books (the window's thread, cold): {worked * 1000:.0f} ms")
    print(f"  the sheets' models from them: {modelled * 1000:.1f} ms")
    print(
        f"  one sheet as PDF: {pdf * 1000:.0f} ms; the protocol's PDF: {baseline * 1000:.0f} ms"
        f" (ratio {pdf / baseline:.2f})"
    )
    print(f"  Ctrl+G to the page (models + PDF-sized paint): {(modelled + pdf) * 1000:.0f} ms")


def report_figures(seats: int, matches: int) -> None:
    from roller_desktop.play.championship_books import finished_matches, report
    from roller_desktop.store.database import open_store
    from tests.play.championship_sample import played_championship

    players = [f"Spelare {k:02}" for k in range(2 * seats)]
    rounds = matches // 2  # two tables a round
    with tempfile.TemporaryDirectory() as folder, open_store(Path(folder) / "l.sqlite3") as store:
        start = time.perf_counter()
        played_championship(
            store, "EM", players, rounds=rounds, table_size=(seats, seats), match_rounds=15
        )
        made = time.perf_counter() - start
        start = time.perf_counter()
        books = report(store, "EM")
        cold = time.perf_counter() - start
        start = time.perf_counter()
        report(store, "EM")
        warm = time.perf_counter() - start
        inputs = finished_matches(store, "EM")
        start = time.perf_counter()
        for m in inputs:
            coach.coach(m.seats, m.rules, m.events, m.starter)
        plain = time.perf_counter() - start
    print(
        f"luck and skill, {len(books.matches)} matches of {seats} seats, 15 rounds"
        f" (league made in {made:.1f} s):"
    )
    print(
        f"  report: {cold:.2f} s first, {warm:.2f} s again;"
        f" the books called one by one: {plain:.2f} s (ratio {warm / plain:.2f})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--matches", type=int, default=20)
    args = parser.parse_args()
    sheet_figures(2)
    sheet_figures(args.seats)
    report_figures(2, args.matches)
    report_figures(args.seats, args.matches)


if __name__ == "__main__":
    main()

"""Each child's exact chance to win a 105 race (strategy.race_odds), next to a large seeded
simulation written separately (plain random dice, no engine) for the same tables: the gap in
standard errors, and the time of each (the simulation is the baseline of the same run). Then
the time to find the most even dice counts for 3, 5 and 8 seats.

Run: .venv/bin/python benchmarks/bench_race_odds.py [races]   (prints figures; asserts nothing)
"""

from __future__ import annotations

import math
import random
import sys
import time
from collections.abc import Sequence

from roller_desktop.strategy import race_odds
from roller_desktop.strategy.race_odds import RaceSeat, most_even_dice, win_chances

TABLES: list[tuple[str, list[RaceSeat], bool, int | None]] = [
    ("5 v 5, A starts", [RaceSeat(5), RaceSeat(5)], True, 0),
    ("1 v 1, A starts", [RaceSeat(1), RaceSeat(1)], True, 0),
    ("5, 5, 3+kids, opening throw", [RaceSeat(5), RaceSeat(5), RaceSeat(3, True)], True, None),
    ("5, 4, 3, opening throw", [RaceSeat(5), RaceSeat(4), RaceSeat(3)], True, None),
    (
        "5, 1, 1 + 5 kids, no extra, C starts",
        [RaceSeat(1), RaceSeat(1), RaceSeat(5, True)],
        False,
        2,
    ),
    ("4 x 5 dice, B starts", [RaceSeat(5)] * 4, True, 1),
]


def simulate(
    seats: Sequence[RaceSeat], extra: bool, starter: int | None, races: int, seed: int = 105
) -> list[int]:
    """Races with plain random dice: whose turn, the dice left, the number chased."""
    rng = random.Random(seed)
    n = len(seats)
    wins = [0] * n
    for _ in range(races):
        first = starter if starter is not None else opening(seats, rng)
        number = [1] * n
        left = [s.dice for s in seats]
        seat = first
        while True:
            hits = sum(1 for _ in range(left[seat]) if rng.randrange(6) == 0)
            while hits == 0 and seats[seat].kids:
                hits = sum(1 for _ in range(left[seat]) if rng.randrange(6) == 0)
            left[seat] -= hits
            while left[seat] == 0 and number[seat] <= 6:
                number[seat] += 1
                left[seat] = seats[seat].dice
                if number[seat] == 7 or not extra:
                    break
                hits = sum(1 for _ in range(left[seat]) if rng.randrange(6) == 0)
                while hits == 0 and seats[seat].kids:
                    hits = sum(1 for _ in range(left[seat]) if rng.randrange(6) == 0)
                left[seat] -= hits
            if number[seat] == 7:
                wins[seat] += 1
                break
            seat = (seat + 1) % n
    return wins


def opening(seats: Sequence[RaceSeat], rng: random.Random) -> int:
    contenders = list(range(len(seats)))
    while True:
        sums = {s: sum(rng.randint(1, 6) for _ in range(seats[s].dice)) for s in contenders}
        best = max(sums.values())
        contenders = [s for s in contenders if sums[s] == best]
        if len(contenders) == 1:
            return contenders[0]


def main() -> None:
    races = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    print(f"Exact win chances against {races:,} simulated races each (seeded)")
    worst_gap = 0.0
    for name, seats, extra, starter in TABLES:
        race_odds._race_length.cache_clear()
        race_odds._still_racing.cache_clear()
        race_odds._opening_wins.cache_clear()
        t0 = time.perf_counter()
        exact = win_chances(seats, extra, starter)
        cold = time.perf_counter() - t0
        t0 = time.perf_counter()
        win_chances(seats, extra, starter)
        warm = time.perf_counter() - t0
        t0 = time.perf_counter()
        wins = simulate(seats, extra, starter, races)
        simulated = time.perf_counter() - t0
        gaps = []
        for chance, won in zip(exact, wins, strict=True):
            error = math.sqrt(max(chance * (1 - chance), 1e-12) / races)
            gaps.append((won / races - chance) / error)
        worst_gap = max(worst_gap, *(abs(g) for g in gaps))
        print(f"  {name}")
        print("    exact     " + "  ".join(f"{100 * c:7.3f} %" for c in exact))
        print("    simulated " + "  ".join(f"{100 * w / races:7.3f} %" for w in wins))
        print("    gap (SE)  " + "  ".join(f"{g:+9.2f}" for g in gaps))
        print(
            f"    exact {1000 * cold:.1f} ms cold, {1000 * warm:.2f} ms warm; "
            f"simulation {simulated:.1f} s (x{simulated / max(cold, 1e-9):,.0f})"
        )
    print(f"  largest gap: {worst_gap:.2f} standard errors")
    print()
    print("Most even dice counts (kids' mode as set), time")
    for name, seats, starter in [
        (
            "3 seats, one 3 dice + kids, opening throw",
            [RaceSeat(5), RaceSeat(5), RaceSeat(3, True)],
            None,
        ),
        ("5 seats, mixed, opening throw", [RaceSeat(d) for d in (5, 3, 4, 5, 2)], None),
        (
            "8 seats, one 2 dice + kids, opening throw",
            [RaceSeat(5)] * 7 + [RaceSeat(2, True)],
            None,
        ),
        ("8 seats, mixed, A starts", [RaceSeat(d) for d in (5, 3, 4, 5, 2, 1, 5, 4)], 0),
    ]:
        t0 = time.perf_counter()
        even = most_even_dice(seats, True, starter)
        took = time.perf_counter() - t0
        chances = " ".join(f"{100 * c:.1f}" for c in even.chances)
        print(f"  {name}: {even.dice} -> {chances} % ({1000 * took:.0f} ms)")

    print()
    gui_thread_gaps()


def gui_thread_gaps() -> None:
    """The setup's box works out the chances and the most even dice in a thread: the longest
    the window's thread waited between two ticks of a 5 ms timer meanwhile (cold caches, eight
    seats), beside the same work done on the window's thread (the baseline)."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from roller_desktop.ui.play.race_chances import RaceChancesBox, RaceTable

    app = QApplication.instance() or QApplication([])
    seats = tuple([RaceSeat(d) for d in (5, 3, 4, 5, 2, 1, 5)] + [RaceSeat(2, True)])
    table = RaceTable(seats, True, None)
    names = [f"child {i + 1}" for i in range(len(seats))]
    for cached in (
        race_odds._race_length,
        race_odds._still_racing,
        race_odds._opening_wins,
        race_odds._sum_chances,
    ):
        cached.cache_clear()
    box = RaceChancesBox()
    clock = QElapsedTimer()
    clock.start()
    gaps: list[int] = []
    last = [clock.elapsed()]

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    started = time.perf_counter()
    box.show_table(table, names)
    box.find_even()
    while box.chances is None or box.note.text().endswith("…"):
        app.processEvents()
        time.sleep(0.001)
    took = time.perf_counter() - started
    timer.stop()
    for cached in (
        race_odds._race_length,
        race_odds._still_racing,
        race_odds._opening_wins,
        race_odds._sum_chances,
    ):
        cached.cache_clear()
    t0 = time.perf_counter()
    win_chances(seats, True, None)
    most_even_dice(seats, True, None)
    inline = time.perf_counter() - t0
    print("The setup's box, 8 seats, cold caches: chances and the most even dice in a thread")
    gaps.sort()
    print(
        f"  done after {1000 * took:.0f} ms; longest waits of the window's thread: {gaps[-5:]} ms"
    )
    print(f"  the same work on the window's thread would block it {1000 * inline:.0f} ms")


if __name__ == "__main__":
    main()

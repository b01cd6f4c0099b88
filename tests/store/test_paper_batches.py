"""Paper protocols are replayed and written a batch at a time (bounded memory, issue 28): the
league's derived tables (seat results, league days, ratings, round tallies) are exactly those
of the whole file written at once."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from roller_desktop.store import hand_kept
from roller_desktop.store.database import open_store
from roller_desktop.store.protocol_csv import import_text

NAMES = ["Åke", "Kari", "Lisa", "Bo", "Cia", "Dan"]
DERIVED = ("seat_results", "league_days", "league_ratings", "round_tallies")


def protocols(matches: int, seed: int) -> str:
    rng = random.Random(seed)
    lines = [
        "match;date;game;place;player;finish;dice;kids;" + ";".join(f"r{r}" for r in range(1, 4))
    ]
    for n in range(1, matches + 1):
        date = f"{2015 + n % 4}-{1 + n % 12:02d}-{1 + n % 27:02d} {10 + n % 9}:{n % 60:02d}"
        seated = rng.sample(NAMES, rng.randint(2, 4))
        if n % 5 == 0:  # a 105 race: the places
            places = rng.sample(range(1, len(seated) + 1), len(seated))
            lines += [
                f"{n};{date};105;;{name};{p};;;;;" for name, p in zip(seated, places, strict=True)
            ]
            continue
        for name in seated:
            cells = [rng.choice(["–", "RT", str(50 * rng.randint(1, 30))]) for _ in range(3)]
            lines.append(f"{n};{date};roller;Husum;{name};;;;" + ";".join(cells))
    return "\n".join(lines) + "\n"


def derived(path: Path) -> dict[str, list[tuple[object, ...]]]:
    connection = sqlite3.connect(path)
    try:
        return {
            table: sorted(connection.execute(f"SELECT * FROM {table}").fetchall(), key=repr)
            for table in DERIVED
        }
    finally:
        connection.close()


def test_batches_write_the_derived_tables_of_the_whole_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = protocols(60, seed=4)
    tables = []
    for batch in (10**6, 7):
        monkeypatch.setattr(hand_kept, "BATCH", batch)
        path = tmp_path / f"league-{batch}.sqlite3"
        with open_store(path, backup=False) as store:
            summary = import_text(store, text)
        assert summary.matches_added == 60
        tables.append(derived(path))
    whole, batched = tables
    assert all(whole[table] for table in DERIVED)
    assert batched == whole

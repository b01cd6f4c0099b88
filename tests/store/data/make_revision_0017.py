"""Writes revision_0017.sqlite3: a league as the program of schema revision 0017 wrote it
(before each seat's rounds were kept with its results): played matches of both games, paper
protocols kept by hand (some corrected after), practice against the computer, a merge of a
player who never met another, and a void match.

Run once, against the package of a checkout at revision 0017 (it is checked in; do not
regenerate it casually), e.g. from this repository with main at 0017:
    .venv/bin/python -c "$(python3 -c 'import sys; sys.path.insert(0, "benchmarks");
        import older_checkout as o; print(o.runner("tests/store/data/make_revision_0017.py",
        __import__("pathlib").Path("/path/to/checkout"))[1])')"
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from pathlib import Path

from roller_desktop.store import demo, keeper
from roller_desktop.store.database import open_store
from roller_desktop.store.errors import StoreError
from roller_desktop.store.hand_kept import PaperProtocol, SeatSpec, correct_match, enter_protocols
from roller_desktop.store.migrate import SCHEMA_HEAD

HERE = Path(__file__).resolve().parent
DATABASE = HERE / "revision_0017.sqlite3"
CELLS = ["50", "100", "300", "450", "500", "750", "1000", "1500", "2000", "2500", "\u2013", "RT"]


def _papers(ids: list[str], rng: random.Random, count: int) -> list[PaperProtocol]:
    made = []
    for n in range(count):
        seated = rng.sample(ids, rng.randint(2, len(ids)))
        rounds = rng.choice([3, 15])
        made.append(
            PaperProtocol(
                "roller",
                {"rounds": rounds},
                [SeatSpec(pid) for pid in seated],
                rng.randrange(len(seated)),
                datetime(2025, 3, 1, 18) + timedelta(hours=5 * n),
                cells=[[rng.choice(CELLS) for _ in range(rounds)] for _ in seated],
            )
        )
    return made


def main() -> None:
    assert SCHEMA_HEAD == "0017", "run it against the program of revision 0017"
    DATABASE.unlink(missing_ok=True)
    rng = random.Random(17)
    with open_store(DATABASE, backup=False) as store:
        ids = demo.demo_player_ids(store)
        twin = store.add_player("Åke F.").id
        demo.fill_bulk(store, 16, seed=17, days=300)
        demo.fill_bulk(store, 8, seed=18, days=300, players=[twin, *ids[1:4]])
        papers = enter_protocols(store, _papers([twin, *ids[1:4]], rng, 14))
        for match_id in papers[:5]:  # corrected after: the third cell of the first seat
            for cell in ("950", "RT", "\u2013"):
                try:
                    correct_match(store, match_id, {(0, 2): cell})
                    break
                except (StoreError, ValueError):  # the cell it has already
                    continue
        keeper.merge_players(store, twin, ids[0])
        keeper.void_match(store, papers[6], "written twice")
    print(f"{DATABASE.name}: {DATABASE.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()

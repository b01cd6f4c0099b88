"""Writes first_revision.sqlite3: a league of schema revision 0001 with matches in it, and
first_revision.expected.json: the same league as the exporter must see it after the upgrade.

Run once when the fixture is made (it is checked in; do not regenerate it casually):
    .venv/bin/python tests/store/data/make_first_revision.py
Only SQL that revision 0001 knows is used here, so the file is what that program wrote.
"""

from __future__ import annotations

import json
import random
import sqlite3
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from roller_desktop.engine.events import event_to_dict
from roller_desktop.store.database import sqlite_engine
from roller_desktop.store.demo import bot_step
from roller_desktop.store.derived.results import seat_results
from roller_desktop.store.games import event_dice, new_game
from roller_desktop.store.migrate import upgrade

HERE = Path(__file__).resolve().parent
DATABASE = HERE / "first_revision.sqlite3"
EXPECTED = HERE / "first_revision.expected.json"
PLAYERS = [
    ("3f9d5f8e-7c1a-4d2b-9a61-0c7e2f1b6a01", "Åke"),
    ("5b2e8c41-0d3f-4e7a-8b19-6f4c2a9d1e02", "Ingemar"),
    ("8a7c3d92-1e4b-4f6c-a250-7d1e3b8f4c03", "Kari"),
]
MATCHES: list[dict[str, Any]] = [
    {
        "id": "c1a2b3c4-d5e6-4f70-8192-a3b4c5d6e701",
        "game": "roller",
        "seats": [0, 1, 2],
        "rules": {"rounds": 4},
        "finish": True,
    },
    {
        "id": "c1a2b3c4-d5e6-4f70-8192-a3b4c5d6e702",
        "game": "105",
        "seats": [2, 0],
        "rules": {},
        "finish": True,
        "dice": [2, 3],
    },
    {
        "id": "c1a2b3c4-d5e6-4f70-8192-a3b4c5d6e703",
        "game": "roller",
        "seats": [1, 0],
        "rules": {"rounds": 3, "ww_threshold": 5000},
        "finish": True,
    },
    {
        "id": "c1a2b3c4-d5e6-4f70-8192-a3b4c5d6e704",
        "game": "roller",
        "seats": [0, 2],
        "rules": {},
        "finish": False,
    },
]
START = datetime(2025, 7, 14, 18, 0)


def stamp(value: datetime) -> str:
    return value.strftime("%Y-%m-%d %H:%M:%S.%f")


def iso(value: datetime) -> str:
    return value.isoformat(timespec="microseconds") + "Z"


def main() -> None:
    DATABASE.unlink(missing_ok=True)
    engine = sqlite_engine(DATABASE)
    with engine.begin() as connection:
        upgrade(connection, "0001")
    engine.dispose()
    rng = random.Random(2025)
    db = sqlite3.connect(DATABASE)
    expected: dict[str, Any] = {"format": "roller-desktop-league", "version": 1}
    expected["players"] = []
    for pk, (pid, name) in enumerate(PLAYERS, start=1):
        created = START - timedelta(days=30 - pk)
        db.execute(
            "INSERT INTO players (pk, id, name, name_key, created, archived) VALUES (?,?,?,?,?,0)",
            (pk, pid, name, name.casefold(), stamp(created)),
        )
        expected["players"].append(
            {"id": pid, "name": name, "archived": False, "created": iso(created)}
        )
    expected["matches"] = []
    for pk, spec in enumerate(MATCHES, start=1):
        started = START + timedelta(hours=pk)
        seats = spec["seats"]
        dice = spec.get("dice", [5] * len(seats))
        names = [PLAYERS[i][1] for i in seats]
        game = new_game(spec["game"], spec["rules"], names, 0, dice, None)
        limit = None if spec["finish"] else 17
        while not game.is_over and (limit is None or len(game.events) < limit):
            kind, values = bot_step(game, rng)
            getattr(game, kind)(*([values] if kind != "bank" else []))
        finished = started + timedelta(minutes=40) if game.is_over else None
        status = "finished" if game.is_over else "in_progress"
        db.execute(
            "INSERT INTO matches (pk, id, game, rules, starter, opening, status, started, "
            "finished, place, note) VALUES (?,?,?,?,0,NULL,?,?,?,?,NULL)",
            (
                pk,
                spec["id"],
                spec["game"],
                json.dumps(spec["rules"]),
                status,
                stamp(started),
                stamp(finished) if finished else None,
                "Stugan",
            ),
        )
        for index, player in enumerate(seats):
            db.execute(
                "INSERT INTO seats (match_pk, seat, player_pk, dice, kids, computer) "
                "VALUES (?,?,?,?,0,NULL)",
                (pk, index, player + 1, dice[index] if spec["game"] == "105" else 6),
            )
        for seq, item in enumerate(game.events, start=1):
            kind, faces = event_dice(item)
            db.execute(
                "INSERT INTO events (match_pk, seq, kind, dice) VALUES (?,?,?,?)",
                (pk, seq, kind, faces),
            )
        if finished is not None:
            for row in seat_results(game, pk, [p + 1 for p in seats], finished):
                row["finished"] = stamp(row["finished"])
                columns = ", ".join(row)
                marks = ", ".join("?" for _ in row)
                db.execute(
                    f"INSERT INTO seat_results ({columns}) VALUES ({marks})", list(row.values())
                )
        expected["matches"].append(
            {
                "id": spec["id"],
                "game": spec["game"],
                "rules": spec["rules"],
                "starter": 0,
                "opening": None,
                "status": status,
                "started": iso(started),
                "finished": iso(finished) if finished else None,
                "place": "Stugan",
                "note": None,
                "seats": [
                    {
                        "player": PLAYERS[p][0],
                        "dice": dice[i] if spec["game"] == "105" else 6,
                        "kids": False,
                        "computer": None,
                    }
                    for i, p in enumerate(seats)
                ],
                "events": [event_to_dict(e) for e in game.events],
            }
        )
    db.commit()
    db.execute("PRAGMA journal_mode = DELETE")
    db.execute("VACUUM")
    db.close()
    EXPECTED.write_text(json.dumps(expected, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {DATABASE.name} and {EXPECTED.name}")


if __name__ == "__main__":
    main()

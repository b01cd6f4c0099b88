"""A part of the league asked for by more keys than one statement takes (SQLite: 32,766 or
250,000 values as built, PostgreSQL 65,535): an undone import of that many matches is kept as
the league file of those matches."""

from __future__ import annotations

import json
import random

from roller_desktop.store.database import Store
from roller_desktop.store.exchange import Selection, export_lines
from roller_desktop.store.hand_kept import PaperProtocol, enter_protocol
from roller_desktop.store.models import MatchRow, PlayerRow
from roller_desktop.store.values import SeatSpec
from tests.store.test_championships import WHEN, cells_for


def test_a_selection_of_260000_keys_exports_the_ones_there(store: Store) -> None:
    rng = random.Random(5)
    ids = [store.add_player(name).id for name in ("Anna", "Bo", "Cia")]
    made = [
        enter_protocol(
            store,
            PaperProtocol(
                "roller", {}, [SeatSpec(i) for i in ids], 0, WHEN, cells=cells_for(rng, 3)
            ),
        )
        for _ in range(3)
    ]
    with store.session() as s:
        match_pks = {pk for (pk,) in s.query(MatchRow.pk).filter(MatchRow.id.in_(made[:2]))}
        player_pks = {pk for (pk,) in s.query(PlayerRow.pk)}
    wanted = Selection(
        frozenset(match_pks | set(range(10**6, 10**6 + 260_000))),
        frozenset(player_pks | set(range(10**6, 10**6 + 260_000))),
    )
    with store.engine.connect() as connection:
        lines = [json.loads(line) for line in export_lines(connection, selection=wanted)]
    header, records = lines[0], lines[1:]
    players = records[: header["players"]]
    matches = [r for r in records[header["players"] :] if "game" in r]
    assert sorted(m["id"] for m in matches) == sorted(made[:2])
    assert sorted(p["name"] for p in players) == ["Anna", "Bo", "Cia"]

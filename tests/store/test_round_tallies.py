"""The round tallies (revision 0008): kept with every finished match, equal to a replay of the
events, and migration 0008's own reading of the events gives the same as the engine."""

from __future__ import annotations

import importlib.util
import random
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from sqlalchemy import select

from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.store import migrate
from roller_desktop.store.database import Store
from roller_desktop.store.derived import round_tallies
from roller_desktop.store.games import event_dice, replay
from roller_desktop.store.handle import local_day
from roller_desktop.store.models import PlayerRow, RoundTallyRow
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.verify import verify_file

from .helpers import play_out, players, start

VERSIONS = Path(migrate.__file__).resolve().parent / "migrations" / "versions"


def migration_0008() -> ModuleType:
    path = next(VERSIONS.glob("0008_*.py"))
    spec = importlib.util.spec_from_file_location("migration_0008", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_buckets_by_hand() -> None:
    from roller_desktop.engine.protocol import Outcome

    b = round_tallies.bucket
    assert [b(Outcome.RT, 0), b(Outcome.TJOCK, 0)] == ["rt", "tjock"]
    banked = [50, 250, 300, 450, 500, 950, 1000, 1950, 2000, 12000]
    assert [b(Outcome.BANKED, p) for p in banked] == [
        "50", "50", "300", "300", "500", "500", "1000", "1000", "2000", "2000",
    ]  # fmt: skip


def test_selection_points_of_the_migration_by_hand() -> None:
    points = migration_0008()._selection_points
    cases = {
        (1,): 100, (5,): 50, (1, 1, 1): 1000, (5, 5, 5): 500, (2, 2, 2): 200,
        (1, 1, 1, 1): 1100, (5, 5, 5, 5, 5): 600, (2, 2, 2, 4, 4, 4): 600,
        (1, 2, 3, 4, 5, 6): 2000, (3, 3, 3, 3, 3, 3): 3000, (1, 1, 1, 1, 1, 1): 3000,
        (6, 6, 6, 1, 5): 750,
    }  # fmt: skip
    for dice, expected in cases.items():
        assert points(list(dice)) == expected, dice


def play(seed: int, seats: int, rounds: int, forced: bool, bank_at: int) -> RollerMatch:
    """A match of a random player: a random legal selection, banks at `bank_at` or by chance."""
    rng = random.Random(seed)
    rules = RollerRules(rounds=rounds, forced_after_roller=forced)
    game = RollerMatch([f"p{i}" for i in range(seats)], rules, rng.randrange(seats))
    while not game.is_over:
        if game.must_keep:
            game.keep(rng.choice(game.selections()).dice)
        elif game.can_bank and (game.turn_points >= bank_at or rng.random() < 0.1):
            game.bank()
        else:
            game.throw([rng.randint(1, 6) for _ in range(game.dice_to_throw)])
    return game


@settings(max_examples=150, deadline=None)
@given(
    seed=st.integers(0, 10**9),
    seats=st.integers(1, 6),
    rounds=st.integers(1, 6),
    forced=st.booleans(),
    bank_at=st.sampled_from([50, 300, 1000, 4000]),
)
def test_the_migration_reads_the_events_as_the_engine_does(
    seed: int, seats: int, rounds: int, forced: bool, bank_at: int
) -> None:
    game = play(seed, seats, rounds, forced, bank_at)
    events = [event_dice(item) for item in game.events]
    frozen = Counter(migration_0008()._rounds(events, seats, game.starter))
    live = Counter(
        (seat, name)
        for seat, counts in enumerate(round_tallies.seat_counts(game))
        for name in counts.elements()
    )
    assert frozen == live
    assert sum(live.values()) == seats * rounds


def engine_tallies(store: Store) -> Counter[tuple[str, int, str]]:
    """(day, player pk, bucket) counted from a replay of every finished league match."""
    from roller_desktop.store.queries import stats

    expected: Counter[tuple[str, int, str]] = Counter()
    with store.session() as s:
        pks = dict(s.execute(select(PlayerRow.name, PlayerRow.pk)).all())
    for summary in stats.match_history(store, game="roller"):
        if summary.status != "finished" or summary.finished is None:
            continue
        loaded = store.load_match(summary.id)
        game = replay(loaded)
        assert isinstance(game, RollerMatch)
        if len(loaded.seats) < 2:
            continue
        day = local_day(summary.finished).isoformat()
        for seat, counts in zip(loaded.seats, round_tallies.seat_counts(game), strict=True):
            for name, n in counts.items():
                expected[day, pks[seat.name], name] += n
    return expected


def stored_tallies(store: Store) -> Counter[tuple[str, int, str]]:
    t = RoundTallyRow
    with store.session() as s:
        rows = s.execute(select(t.game, t.day, t.player_pk, t.bucket, t.rounds)).all()
    assert all(game == "roller" and n > 0 for game, _, _, _, n in rows)
    return Counter({(day.isoformat(), pk, name): n for _, day, pk, name, n in rows})


def random_league(store: Store, seed: int) -> None:
    """Random matches through the recorder, with undos, practice and an unfinished match."""
    rng = random.Random(seed)
    ids = players(store, "Ada", "Bert", "Cilla", "Dag")
    for number in range(10):
        seated = rng.sample(ids, rng.choice([1, 2, 2, 3, 4]))
        rules: dict[str, Any] = {
            "rounds": rng.randint(1, 4),
            "forced_after_roller": rng.random() < 0.5,
        }
        rec = MatchRecorder.open(store, start(store, "roller", seated, rules))
        game = rec.game
        assert isinstance(game, RollerMatch)
        steps = 0
        while not rec.game.is_over and not (number == 9 and steps > 20):
            game = rec.game
            assert isinstance(game, RollerMatch)
            if steps > 3 and rng.random() < 0.05:
                rec.undo()  # marked undone: the tally must skip it
            elif game.must_keep:
                rec.keep(rng.choice(game.selections()).dice)
            elif game.can_bank and game.turn_points >= rng.choice([50, 300, 1000]):
                rec.bank()
            else:
                rec.throw([rng.randint(1, 6) for _ in range(game.dice_to_throw)])
            steps += 1
    race = MatchRecorder.open(store, start(store, "105", ids[:2], dice=1))
    while not race.game.is_over:
        race.throw([rng.randint(1, 6)])


def test_the_tally_equals_a_replay_and_migration_0008_rebuilds_it(tmp_path: Path) -> None:
    from roller_desktop.store.database import open_store

    path = tmp_path / "league.sqlite3"
    store = open_store(path, backup=False)
    try:
        random_league(store, seed=7)
        kept = stored_tallies(store)
        assert kept == engine_tallies(store)
        assert sum(kept.values()) > 20
        with store.engine.begin() as connection:
            migrate.downgrade(connection, "0007")
        reported: list[tuple[str, int, int]] = []
        with store.engine.begin() as connection:
            migrate.upgrade(  # 0008 and the revisions after it
                connection, "head", lambda what, done, total: reported.append((what, done, total))
            )
        assert stored_tallies(store) == kept
        assert reported and reported[-1][1] == reported[-1][2]
        with store.engine.begin() as connection:  # the head, where `check` replays
            migrate.upgrade(connection)
        assert stored_tallies(store) == kept  # no computer seats: nothing was practice
    finally:
        store.close()
    assert verify_file(path).ok
    import sqlite3

    connection = sqlite3.connect(path)
    connection.execute("UPDATE round_tallies SET rounds = rounds + 1 WHERE bucket = 'rt'")
    connection.execute(
        "INSERT OR REPLACE INTO round_tallies VALUES ('roller', '2001-01-01', 1, 'rt', 1)"
    )
    connection.commit()
    connection.close()
    report = verify_file(path)
    assert not report.ok and "round" in report.problem


def test_moving_a_match_moves_its_rounds(store: Store) -> None:
    from datetime import datetime

    ids = players(store, "Ada", "Bert")
    rec = MatchRecorder.open(store, start(store, "roller", ids, {"rounds": 2}))
    play_out(rec, seed=3)
    before = stored_tallies(store)
    assert sum(before.values()) == 4
    store.move_match(rec.match_id, datetime(2020, 5, 5, 12, 0))
    after = stored_tallies(store)
    assert {day for day, _, _ in after} == {"2020-05-05"}
    assert sorted(after.values()) == sorted(before.values())
    assert after == engine_tallies(store)


def test_an_imported_league_brings_its_round_tallies(tmp_path: Path) -> None:
    import json

    from roller_desktop.store import exchange
    from roller_desktop.store.database import open_store

    source = open_store(tmp_path / "source.sqlite3", backup=False)
    target = open_store(tmp_path / "target.sqlite3", backup=False)
    try:
        random_league(source, seed=11)
        text = json.dumps(exchange.export_league(source))
        exchange.import_text(target, text)
        imported = stored_tallies(target)
        assert imported == engine_tallies(target)

        # The same rounds per player name as where they were played.
        def by_name(store: Store) -> Counter[tuple[str, str, str]]:
            with store.session() as s:
                names = dict(s.execute(select(PlayerRow.pk, PlayerRow.name)).all())
            return Counter(
                {(day, names[pk], name): n for (day, pk, name), n in stored_tallies(store).items()}
            )

        assert by_name(target) == by_name(source) and sum(imported.values()) > 20
        exchange.import_text(target, text)  # again: nothing new, nothing counted twice
        assert stored_tallies(target) == imported
    finally:
        source.close()
        target.close()

"""Computer seats (RULES.md, "Computer seats"): a seat of a level, not a player; a match with
one is practice, kept in the history but outside the league's tables, tallies and ratings.
Migration 0011 turns the "Computer (…)" players of older leagues into such seats; the league
file's version 4 carries them, and older files still import."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select

from roller_desktop.store import migrate
from roller_desktop.store.database import Store, open_store
from roller_desktop.store.exchange import export_league, import_text
from roller_desktop.store.models import (
    EventRow,
    LeagueDayRow,
    LeagueRatingRow,
    PlayerRow,
    RoundTallyRow,
    SeatResultRow,
    SeatRow,
)
from roller_desktop.store.queries import stats
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec
from roller_desktop.store.verify import verify_file

from .helpers import play_out, players


def league_with_practice(store: Store) -> tuple[list[str], str]:
    """Anna and Bo play two league matches; Anna plays a practice match with two computers
    (one Roller, one 105). Returns the people's ids and the Roller practice match."""
    anna, bo = players(store, "Anna", "Bo")
    for seed in (1, 2):
        play_out(
            MatchRecorder.open(
                store, store.start_match("roller", {}, [SeatSpec(anna), SeatSpec(bo)], 0)
            ),
            seed,
        )
    seats = [SeatSpec(anna), SeatSpec.of_computer("sharp"), SeatSpec.of_computer("sharp")]
    practice = store.start_match("roller", {"rounds": 3}, seats, 1)
    play_out(MatchRecorder.open(store, practice), 3)
    race = store.start_match(
        "105", {}, [SeatSpec(bo, dice=1), SeatSpec.of_computer("child", dice=1)], 0
    )
    play_out(MatchRecorder.open(store, race), 4)
    return [anna, bo], practice


def figures(store: Store) -> dict[str, Any]:
    """Everything the league adds up, by player name."""
    with store.session() as s:
        names = dict(s.execute(select(PlayerRow.pk, PlayerRow.name)).all())
        days = sorted(
            (r.game, r.day.isoformat(), names[r.player_pk], r.matches, r.wins, r.total_sum)
            for r in s.scalars(select(LeagueDayRow))
        )
        tallies = sorted(
            (r.day.isoformat(), names[r.player_pk], r.bucket, r.rounds)
            for r in s.scalars(select(RoundTallyRow))
        )
        ratings = sorted(
            (r.game, r.season, names[r.player_pk], round(r.rating, 9), r.matches)
            for r in s.scalars(select(LeagueRatingRow))
        )
    return {"days": days, "tallies": tallies, "ratings": ratings}


def counts(store: Store) -> tuple[int, int, int]:
    with store.session() as s:
        return tuple(  # type: ignore[return-value]
            int(s.scalar(select(func.count()).select_from(table)) or 0)
            for table in (SeatRow, EventRow, SeatResultRow)
        )


def test_a_match_with_a_computer_is_practice_outside_the_league(location: str) -> None:
    with open_store(location) as store:
        (anna, bo), practice = league_with_practice(store)
        roller = {s.name: s for s in stats.roller_league(store)}
        assert set(roller) == {"Anna", "Bo"}
        assert roller["Anna"].matches == roller["Bo"].matches == 2
        assert stats.hundredfive_league(store) == []  # Bo's race with a computer: practice
        h2h = stats.head_to_head(store, anna, bo)
        assert h2h.matches == 2
        got = figures(store)
        assert {name for _, _, name, *_ in got["days"]} == {"Anna", "Bo"}
        assert all(n == 2 for *_, n in got["ratings"]) and {g for g, *_ in got["ratings"]} == {
            "roller"
        }
        rounds = sum(n for *_, name, _, n in got["tallies"] if name == "Anna")
        assert rounds == 2 * 15  # the practice match's 3 rounds are not in the tallies
        # Kept in the history, with the computers named, and its protocol replays.
        history = {m.id: m for m in stats.match_history(store)}
        assert history[practice].seat_names == (
            "Anna",
            "Computer (sharp)",
            "Computer (sharp) 2",  # two of a level are told apart
        )
        assert store.load_match(practice).status == "finished"
        anna_matches = stats.player_history(store, anna)
        assert [m.practice for m in anna_matches].count(True) == 1
        assert [p.name for p in store.players(include_archived=True)] == ["Anna", "Bo"]
    if not location.startswith("postgresql"):
        assert verify_file(Path(location)).ok


def test_migration_0011_turns_computer_players_into_seats_and_back(location: str) -> None:
    """Down to 0010 the computers are players again ("Computer (steady)", or a Swedish window's
    "Dator (skarp)") and count in the league as the old program counted them; up again they
    are seats, practice is out of every figure, and no seat, event or result is lost."""
    with open_store(location) as store:
        league_with_practice(store)
        at_head = figures(store)
        kept = counts(store)
        with store.engine.begin() as connection:
            migrate.downgrade(connection, "0010")
        assert counts(store) == kept
        with store.session() as s:
            names = set(s.scalars(select(PlayerRow.name)))
            computer = s.scalar(select(PlayerRow.pk).where(PlayerRow.name == "Computer (sharp)"))
            seated = s.scalar(
                select(func.count()).select_from(SeatRow).where(SeatRow.player_pk == computer)
            )
            counted = s.scalar(
                select(func.sum(LeagueDayRow.matches)).where(LeagueDayRow.player_pk == computer)
            )
        assert names == {"Anna", "Bo", "Computer (sharp)", "Computer (sharp) 2", "Computer (child)"}
        assert seated == 1  # two computers of a level at one table: two players, as before
        assert counted == 1  # the old league counted it
        # A Swedish window named its computers in Swedish: still a computer after the upgrade.
        with store.engine.begin() as connection:
            connection.exec_driver_sql(
                "UPDATE players SET name = 'Dator (barn)', name_key = 'dator (barn)'"
                " WHERE name = 'Computer (child)'"
            )
        with store.engine.begin() as connection:
            migrate.upgrade(connection)
        assert counts(store) == kept
        assert figures(store) == at_head
        with store.session() as s:
            assert set(s.scalars(select(PlayerRow.name))) == {"Anna", "Bo"}
            levels = sorted(s.scalars(select(SeatRow.computer).where(SeatRow.player_pk.is_(None))))
        assert levels == ["child", "sharp", "sharp"]
    if not location.startswith("postgresql"):
        assert verify_file(Path(location)).ok


def test_the_league_file_carries_computer_seats_and_old_files_still_import(
    location: str, tmp_path: Path
) -> None:
    with open_store(location) as source:
        _, practice = league_with_practice(source)
        document = export_league(source)
        before = figures(source)
    assert document["version"] == 8
    assert [p["name"] for p in document["players"]] == ["Anna", "Bo"]
    match = next(m for m in document["matches"] if m["id"] == practice)
    assert [(s["player"] is None, s["computer"]) for s in match["seats"]] == [
        (False, None),
        (True, "sharp"),
        (True, "sharp"),
    ]
    with open_store(tmp_path / "copy.sqlite3") as target:
        import_text(target, json.dumps(document))
        assert figures(target) == before
    # The same league as version 2 wrote it: the computers were players of the file.
    old: dict[str, Any] = json.loads(json.dumps(document))
    old["version"] = 2
    del old["changes"], old["championships"]  # came with versions 6 and 7
    for m in old["matches"]:
        del m["status_reason"], m["by_hand"], m["championship"]  # versions 4, 5 and 7
        del m["drills"]  # version 8
    computers = {"sharp": "11111111-1111-4111-8111-111111111111"}
    computers["child"] = "22222222-2222-4222-8222-222222222222"
    old["players"] += [
        {"id": computers["sharp"], "name": "Dator (skarp)", "archived": False,
         "created": "2026-01-01T00:00:00.000000Z"},
        {"id": computers["child"], "name": "Computer (child)", "archived": False,
         "created": "2026-01-01T00:00:00.000000Z"},
    ]  # fmt: skip
    for m in old["matches"]:
        for s in m["seats"]:
            if s["player"] is None:
                s["player"] = computers[s["computer"]]
    old["matches"][-1]["seats"][1]["computer"] = None  # seated as a person, named a computer
    with open_store(tmp_path / "old.sqlite3") as target:
        import_text(target, json.dumps(old))
        assert [p.name for p in target.players(include_archived=True)] == ["Anna", "Bo"]
        assert figures(target) == before
        seats = target.load_match(practice).seats
        assert [s.computer for s in seats] == [None, "sharp", "sharp"]
    with open_store(tmp_path / "bad.sqlite3") as target:
        wrong = json.loads(json.dumps(document))
        wrong["matches"][-1]["seats"][1]["computer"] = None  # no player, no level
        with pytest.raises(ValueError, match="a player or a computer level"):
            import_text(target, json.dumps(wrong))
        assert target.players() == []


def test_a_setting_takes_practice_into_the_league_with_the_computers_marked(
    location: str,
) -> None:
    """RULES.md: practice counts in no league table and no rating unless a setting takes such
    matches in; the computers' rows are then marked. Taken in, the people's figures grow by
    their practice matches, each computer seat has a row of its own (two of a level at one
    table are two rows), and the ratings rate them all; left out, nothing of it shows."""
    from roller_desktop.store.queries import ratings
    from roller_desktop.store.queries.practice import computer_key

    with open_store(location) as store:
        (anna, bo), _ = league_with_practice(store)
        without = {s.player_id: s for s in stats.roller_league(store)}
        taken = {s.player_id: s for s in stats.roller_league(store, practice=True)}
        sharp, second = computer_key("sharp"), computer_key("sharp", 2)
        assert set(taken) == {anna, bo, sharp, second}
        assert taken[anna].matches == without[anna].matches + 1
        assert taken[bo] == without[bo]  # Bo played no Roller practice
        assert (taken[sharp].computer, taken[sharp].name) == ("sharp", "Computer (sharp)")
        assert taken[second].name == "Computer (sharp) 2" and taken[anna].computer is None
        [played] = [m for m in stats.player_history(store, anna) if m.practice]
        assert taken[anna].best_total == max(without[anna].best_total, played.total or 0)
        wins = sum(s.wins for s in taken.values()) - sum(s.wins for s in without.values())
        assert wins >= 1  # the practice match had a winner
        race = {s.player_id: s for s in stats.hundredfive_league(store, practice=True)}
        assert set(race) == {bo, computer_key("child")} and race[bo].races == 1
        assert stats.hundredfive_league(store) == []
        rated = ratings.league_ratings(store, "roller", practice=True)
        assert set(rated) == {anna, bo, sharp, second}
        plain = ratings.league_ratings(store, "roller")
        assert set(plain) == {anna, bo} and plain[anna] != rated[anna]  # her practice counts

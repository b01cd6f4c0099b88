"""A hand-built league in a real store: every tally of the league tests is counted by hand.

Roller with two rounds a match (house rules: rounds 2, WW limit 2000, no forced throw), this
season:
  match 1  Anna 1000+200=1200 W, Bo 200+1000=1200 W, Cia RT+– = 0 sur mun ●
  match 2  Anna 200+1000=1200, Bo 50+–=50 sur mun ●, Cia 2000(ROLLER)+50=2050 WW,
           Dan –+50=50 sur mun ●
last season:
  match 3  Bo 1000+50=1050 W, Dan 1000+50=1050 W (all level: no sur mun, nobody tjock)
also: Anna's one-seat practice match and an unfinished match, both outside the league.
105 (one die each) this season: race 1 Anna 1st, Bo 2nd; race 2 (not for places) Bo wins.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from roller_desktop.store.database import Store
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec

RULES = {"rounds": 2, "ww_threshold": 2000, "forced_after_roller": False}

TURNS: dict[str, list[tuple[str, tuple[int, ...]]]] = {
    "RT": [("throw", (2, 3, 4, 6, 2, 3))],
    "–": [("throw", (1, 2, 3, 4, 6, 6)), ("keep", (1,)), ("throw", (2, 3, 4, 6, 6))],
    "50": [("throw", (5, 2, 3, 4, 6, 6)), ("keep", (5,)), ("bank", ())],
    "200": [("throw", (1, 1, 2, 3, 4, 6)), ("keep", (1, 1)), ("bank", ())],
    "1000": [("throw", (1, 1, 1, 2, 3, 4)), ("keep", (1, 1, 1)), ("bank", ())],
    "2000": [("throw", (1, 2, 3, 4, 5, 6)), ("keep", (1, 2, 3, 4, 5, 6)), ("bank", ())],
}


def play_roller(
    store: Store, ids: dict[str, str], rounds: list[list[str]], names: list[str]
) -> str:
    """Play a Roller match turn by turn: `rounds[r][seat]` is the turn's key in TURNS."""
    match_id = store.start_match("roller", RULES, [SeatSpec(ids[n]) for n in names], 0)
    rec = MatchRecorder.open(store, match_id)
    for row in rounds:
        for turn in row:
            for action, dice in TURNS[turn]:
                if action == "throw":
                    rec.throw(dice)
                elif action == "keep":
                    rec.keep(dice)
                else:
                    rec.bank()
    return match_id


def play_race(
    store: Store, ids: dict[str, str], names: list[str], throws: list[int], places: bool
) -> str:
    rules = {"play_for_places": places}
    seats = [SeatSpec(ids[n], dice=1) for n in names]
    match_id = store.start_match("105", rules, seats, 0)
    rec = MatchRecorder.open(store, match_id)
    for face in throws:
        rec.throw((face,))
    assert rec.game.is_over
    return match_id


def move_to(store: Store, match_id: str, moment: datetime) -> None:
    """Date a finished match (the store stamps the real time; the tests need other seasons)."""
    store.move_match(match_id, moment, moment - timedelta(minutes=30))


def build_league(store: Store, this_year: int) -> dict[str, str]:
    ids = {name: store.add_player(name).id for name in ("Anna", "Bo", "Cia", "Dan")}
    m1 = play_roller(
        store, ids, [["1000", "200", "RT"], ["200", "1000", "–"]], ["Anna", "Bo", "Cia"]
    )
    m2 = play_roller(
        store,
        ids,
        [["200", "50", "2000", "–"], ["1000", "–", "50", "50"]],
        ["Anna", "Bo", "Cia", "Dan"],
    )
    m3 = play_roller(store, ids, [["1000", "1000"], ["50", "50"]], ["Bo", "Dan"])
    practice = play_roller(store, ids, [["1000"], ["1000"]], ["Anna"])
    store.start_match("roller", RULES, [SeatSpec(ids["Anna"]), SeatSpec(ids["Bo"])], 0)
    move_to(store, m1, datetime(this_year, 3, 1, 12, 0))
    move_to(store, m2, datetime(this_year, 3, 2, 12, 0))
    move_to(store, m3, datetime(this_year - 1, 6, 1, 12, 0))
    move_to(store, practice, datetime(this_year, 3, 3, 12, 0))
    # 105 with one die: a finished number gives an extra throw, so 1..6 is one whole turn.
    r1 = play_race(store, ids, ["Anna", "Bo"], [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6], True)
    r2 = play_race(store, ids, ["Anna", "Bo"], [6, 1, 2, 3, 4, 5, 6], False)
    move_to(store, r1, datetime(this_year, 4, 1, 12, 0))
    move_to(store, r2, datetime(this_year, 4, 2, 12, 0))
    return {"m1": m1, "m2": m2, "m3": m3, **ids}

"""`check`'s quick replay of stored rows (engine/row_replay.py) against the normal one: the
match class fed the store's events row by row (games.event_of), on many random matches of
both games and on spoilt copies of them. What the quick path accepts, the class accepts with
the same protocol, ROLLERs, finishing order and end; played rows are never left to the class."""

from __future__ import annotations

import random

from roller_desktop.engine.errors import RulesError
from roller_desktop.engine.events import Correct
from roller_desktop.engine.hundredfive import HundredFiveRules, Race
from roller_desktop.engine.protocol import Outcome, RoundResult
from roller_desktop.engine.roller import RollerMatch, RollerRules
from roller_desktop.engine.row_replay import RowsReplayed, replay_rows
from roller_desktop.store.games import event_dice, event_of

Rows = list[tuple[int, str, str | None]]
KINDS = ("throw", "keep", "bank", "result", "correct", "places", "roll")
PAYLOADS = ("RT", "\u2013", "350", "-", "0:0:RT@2026-12-06T07:00:00")


def faces(rng: random.Random, count: int, loaded: bool) -> tuple[int, ...]:
    """Fair dice, or dice that favour 1s, 5s and runs (ROLLERs, Stege, Alla lika, owed dice)."""
    if loaded and count == 6 and rng.random() < 0.15:  # a Stege, or Alla lika
        return tuple(rng.sample(range(1, 7), 6)) if rng.random() < 0.7 else (rng.randint(1, 6),) * 6
    weights = (4, 1, 1, 1, 4, 1) if loaded else (1,) * 6
    return tuple(rng.choices(range(1, 7), weights, k=count))


def played_roller(rng: random.Random) -> tuple[RollerMatch, Rows]:
    """A new match and the rows of a random legal play of it (finished or not)."""
    seats = rng.randint(1, 4)
    rules = RollerRules(rounds=rng.choice((1, 2, 3, 15)), forced_after_roller=rng.random() < 0.7)
    starter = rng.randrange(seats)
    match = RollerMatch([f"s{i}" for i in range(seats)], rules, starter)
    loaded = rng.random() < 0.5
    stop = rng.randint(0, 400) if rng.random() < 0.3 else 10**9
    while not match.is_over and len(match.events) < stop:
        if match.must_keep:
            options = match.selections()
            if rng.random() < 0.5:  # a smaller legal choice, often
                match.keep(rng.choice(options).dice)
            else:
                match.keep(options[0].dice)
        elif match.can_bank and rng.random() < 0.35:
            match.bank()
        else:
            match.throw(faces(rng, match.dice_to_throw, loaded))
    fresh = RollerMatch(match.seats, rules, starter)
    return fresh, [(1, *event_dice(e)) for e in match.events]


CELLS = ("50", "350", "1000", "2050", "\u2013", "RT", "-", "r", " 350", "rt", "0", "75", "")


def kept_by_hand(rng: random.Random) -> tuple[RollerMatch, Rows]:
    """A new match and the rows of a random protocol typed in (finished or not), now and
    then corrected once finished."""
    seats = rng.randint(1, 5)
    rules = RollerRules(rounds=rng.choice((1, 3, 15)))
    starter = rng.randrange(seats)
    match = RollerMatch([f"s{i}" for i in range(seats)], rules, starter)
    stop = rng.randint(0, seats * rules.rounds) if rng.random() < 0.3 else 10**9
    while not match.is_over and len(match.events) < stop:
        try:
            match.enter(rng.choice(CELLS))
        except RulesError:
            continue
    if match.is_over and rng.random() < 0.2:
        first = match.protocol().cells[0][0]
        match.apply(Correct(0, 0, "RT" if first != RoundResult(Outcome.RT) else "50", AT))
    fresh = RollerMatch(match.seats, rules, starter)
    return fresh, [(1, *event_dice(e)) for e in match.events]


AT = "2026-12-06T07:00:00"


def any_match(rng: random.Random, number: int) -> tuple[RollerMatch | Race, Rows]:
    if number % 4 == 0:
        return played_race(rng)
    return kept_by_hand(rng) if number % 4 == 1 else played_roller(rng)


def played_race(rng: random.Random) -> tuple[Race, Rows]:
    seats = rng.randint(1, 3)
    rules = HundredFiveRules(extra_throw=rng.random() < 0.7, play_for_places=rng.random() < 0.7)
    dice = [rng.randint(1, 3) for _ in range(seats)]
    kids = [rng.random() < 0.3 for _ in range(seats)]
    starter = rng.randrange(seats)
    race = Race([f"s{i}" for i in range(seats)], rules, dice, kids, starter)
    stop = rng.randint(0, 200) if rng.random() < 0.3 else 10**9
    while not race.is_over and len(race.events) < stop:
        race.throw(faces(rng, race.dice_to_throw, rng.random() < 0.5))
    fresh = Race(race.seats, rules, dice, kids, starter)
    return fresh, [(1, *event_dice(e)) for e in race.events]


def spoilt(rng: random.Random, rows: Rows) -> tuple[Rows, int]:
    """The rows with one thing wrong (or, by chance, nothing that the rules mind), and
    where: a refusal there is not hidden by a later one that both replays meet."""
    rows = list(rows)
    where = rng.randrange(len(rows) + 1)
    what = rng.randrange(8)
    payload = "".join(rng.choice("1234560789x ") for _ in range(rng.randint(0, 7)))
    if what == 0 and where < len(rows):  # other faces, maybe no faces at all
        rows[where] = (1, rows[where][1], rng.choice((payload, "", None, "٣", "5", *PAYLOADS)))
    elif what == 1 and where < len(rows):
        del rows[where]
    elif what == 2 and where < len(rows):
        rows.insert(where, rows[where])
    elif what == 3 and where + 1 < len(rows):
        rows[where], rows[where + 1] = rows[where + 1], rows[where]
    elif what == 4 and where < len(rows):  # another kind, the same payload
        rows[where] = (1, rng.choice(KINDS), rows[where][2])
    elif what == 5:
        del rows[where:]
    elif what == 6:  # a bank after a keep (after a forced ROLLER, dice are owed first)
        keeps = [i for i, row in enumerate(rows) if row[1] == "keep"]
        after_six = [i for i in keeps if i >= 2 and len(rows[i - 2][2] or "") == 6]
        keeps = after_six if after_six and rng.random() < 0.7 else keeps
        if keeps:
            where = rng.choice(keeps) + 1
            rows.insert(where, (1, "bank", None))
    else:  # one more row, anywhere
        kind = rng.choice(KINDS)
        text = rng.choice((payload, *PAYLOADS))
        rows.insert(where, (1, kind, None if kind == "bank" and rng.random() < 0.8 else text))
    return rows, where


def replayed(fresh: RollerMatch | Race, rows: Rows) -> RollerMatch | Race | None:
    """The normal replay, as check runs it when the quick one gives up (None: refused)."""
    game: RollerMatch | Race
    if isinstance(fresh, RollerMatch):  # the same match again, not yet played
        game = RollerMatch(fresh.seats, fresh.rules, fresh.starter, undo=False)
    else:
        game = Race(fresh.seats, fresh.rules, fresh.dice, fresh.kids, fresh.starter, undo=False)
    try:
        for _, kind, dice in rows:
            game.apply(event_of(kind, dice))
    except (RulesError, ValueError):
        return None
    return game


def agree(quick: RowsReplayed, game: RollerMatch | Race) -> None:
    assert quick.is_over == game.is_over
    if isinstance(game, RollerMatch):
        protocol = game.protocol()
        assert quick.cells == protocol.cells
        assert quick.rollers == protocol.roller_counts
        assert quick.hand_kept == game.hand_kept
    else:
        assert list(quick.placings) == game.placings
        assert not quick.hand_kept and not game.hand_kept


def test_played_matches_replay_quickly_as_they_replay() -> None:
    rng = random.Random(28)
    for number in range(700):
        fresh, rows = any_match(rng, number)
        quick = replay_rows(fresh, rows)
        corrected = any(kind == "correct" for _, kind, _ in rows)
        assert (quick is None) == corrected, rows  # only corrections left to the class
        game = replayed(fresh, rows)
        assert game is not None
        if quick is not None:
            agree(quick, game)


def test_spoilt_rows_are_accepted_only_as_the_match_class_accepts_them() -> None:
    rng = random.Random(105)
    outcomes = {"both refuse": 0, "both accept": 0, "left to the class": 0}
    for number in range(1200):
        fresh, rows = any_match(rng, number)
        for _ in range(6):
            rows_now, where = spoilt(rng, rows)
            if rng.random() < 0.2:
                rows_now, where = spoilt(rng, rows_now)
            for tried in (rows_now, rows_now[: where + 1]):
                quick = replay_rows(fresh, tried)
                game = replayed(fresh, tried)
                if quick is None:
                    outcomes["both refuse" if game is None else "left to the class"] += 1
                    continue
                assert game is not None, tried  # accepted here, refused by the rules
                agree(quick, game)
                outcomes["both accept"] += 1
    # The spoiling reaches both sides of the rules (a test that can fail either way).
    assert outcomes["both refuse"] > 1000 and outcomes["both accept"] > 500, outcomes


def test_only_a_match_not_yet_played_is_replayed_from_rows() -> None:
    match = RollerMatch(["a", "b"])
    match.throw((1, 2, 3, 4, 6, 6))
    try:
        replay_rows(match, [])
    except ValueError:
        return
    raise AssertionError("a match with events was replayed from rows")

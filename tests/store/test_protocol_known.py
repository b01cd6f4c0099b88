"""An import's look-up of the league's matches (store/protocol_known.py) reads a match kept by
hand from its stored cells without replaying it: checked here against the replay it replaces,
on random leagues of played matches, paper protocols and corrections."""

from __future__ import annotations

import random
from datetime import datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from roller_desktop.store.database import Store
from roller_desktop.store.demo import fill_bulk
from roller_desktop.store.games import replay
from roller_desktop.store.hand_kept import PaperProtocol, correct_match, enter_protocols
from roller_desktop.store.models import MatchRow
from roller_desktop.store.protocol_known import _match_columns, _read
from roller_desktop.store.values import SeatSpec

from .helpers import players

CELLS = ["50", "100", "350", "500", "1000", "2000", "–", "RT"]


def _papers(ids: list[str], rng: random.Random, count: int) -> list[PaperProtocol]:
    made = []
    for n in range(count):
        seated = rng.sample(ids, rng.randint(2, len(ids)))
        when = datetime(2020, 1, 1, 18) + timedelta(hours=n)
        if rng.random() < 0.7:
            rounds = rng.choice([3, 15])
            made.append(
                PaperProtocol(
                    "roller",
                    {"rounds": rounds},
                    [SeatSpec(pid) for pid in seated],
                    rng.randrange(len(seated)),
                    when,
                    cells=[[rng.choice(CELLS) for _ in range(rounds)] for _ in seated],
                )
            )
        else:
            order = list(range(1, len(seated) + 1))
            rng.shuffle(order)
            places: list[int | None] = list(order)
            made.append(
                PaperProtocol(
                    "105",
                    {},
                    [SeatSpec(pid, dice=rng.randint(1, 3)) for pid in seated],
                    rng.randrange(len(seated)),
                    when,
                    places=places,
                )
            )
    return made


def _replayed(store: Store, match_id: str) -> tuple[list[str], list[list[str]], list[int | None]]:
    from roller_desktop.engine.roller import RollerMatch

    game = replay(store.load_match(match_id))
    if isinstance(game, RollerMatch):
        p = game.protocol()
        cells = [[p.cell_text(s, r) for r in range(p.rounds)] for s in range(len(game.seats))]
        return list(game.seats), cells, []
    return list(game.seats), [], list(game.places)


def test_stored_cells_read_as_the_replay_gives_them(store: Store) -> None:
    rng = random.Random(5)
    ids = players(store, "Anna", "Bo", "Cia", "Dan")
    fill_bulk(store, 30, seed=4, players=ids)  # played with dice: replayed
    made = enter_protocols(store, _papers(ids, rng, 40))
    for match_id in rng.sample(made, 15):
        loaded = store.load_match(match_id)
        if loaded.game == "roller":
            seat, round_ = rng.randrange(len(loaded.seats)), rng.randrange(3)
            correct_match(store, match_id, cells={(seat, round_): rng.choice(CELLS)})
        else:
            places = list(range(1, len(loaded.seats) + 1))
            rng.shuffle(places)
            correct_match(store, match_id, places=places)
    with store.session() as s:
        rows = {row[0]: tuple(row) for row in s.execute(_match_columns())}
        stored = _read(s, rows)
    assert len(stored) == 70
    corrected = 0
    for match in stored.values():
        names, cells, places = _replayed(store, match.id)
        assert match.names == names
        assert match.now == (cells, places), match.id
        assert match.dice == [seat.dice for seat in store.load_match(match.id).seats]
        if len(match.versions) > 1:  # as first entered: the replay without its corrections
            corrected += 1
            assert match.versions[1] != match.now or match.game == "105"
    assert corrected >= 10


def test_a_file_imported_again_finds_every_match_by_minute_and_cells(store: Store) -> None:
    from roller_desktop.store.protocol_csv import import_text

    players(store, "Anna", "Bo", "Cia")
    rng = random.Random(9)
    rows: list[list[str]] = []
    for n in range(1, 40):
        for name in rng.sample(["Anna", "Bo", "Cia"], 2 + n % 2):
            date = f"2021-0{1 + n % 9}-1{n % 10} 19:{n:02d}"
            rows.append([f"m{n}", date, "roller", "Husum", name, "350", "RT", rng.choice(CELLS)])

    def sheet() -> str:
        lines = ["match;date;game;place;player;r1;r2;r3", *(";".join(row) for row in rows)]
        return "\n".join(lines) + "\n"

    assert import_text(store, sheet()).matches_added == 39
    again = import_text(store, sheet())
    assert (again.matches_added, again.matches_unchanged) == (0, 39)
    rows[10][5] = "400"  # one cell of one match: at its minute and place, but not the same
    third = import_text(store, sheet())
    assert (third.matches_added, third.matches_unchanged) == (1, 38)
    with store.session() as s:
        assert s.query(MatchRow).count() == 40


@settings(max_examples=300, deadline=None)
@given(
    seats=st.integers(1, 6),
    rounds=st.integers(0, 4),
    wanted=st.one_of(st.none(), st.integers(-1, 5)),
    threshold=st.one_of(st.none(), st.sampled_from([0, 5000, 10000, 99999999, -5])),
    cells=st.lists(st.sampled_from(["350", "–", "RT", "60", "0", "", "x", "50"]), max_size=30),
    short=st.booleans(),
)
def test_a_files_match_checked_without_its_replay_is_refused_as_the_replay_refuses(
    seats: int,
    rounds: int,
    wanted: int | None,
    threshold: int | None,
    cells: list[str],
    short: bool,
) -> None:
    from roller_desktop.engine.errors import RulesError
    from roller_desktop.store.protocol_reading import FileMatch, checked, replayed

    pool = cells or ["350"]
    columns = [[pool[(s * 7 + r) % len(pool)] for r in range(rounds)] for s in range(seats)]
    if short and columns:
        columns[-1] = columns[-1][:-1]
    rules: dict[str, object] = {}
    if wanted is not None:
        rules["rounds"] = wanted
    if threshold is not None:
        rules["ww_threshold"] = threshold
    names = [f"P{n}" for n in range(seats)]
    match = FileMatch(
        "1", 2, "roller", datetime(2020, 1, 1), "2020-01-01 12:00", None, None, names,
        rules, columns, [], [6] * seats, [False] * seats,
    )  # fmt: skip
    outcomes = []
    for check in (replayed, checked):
        try:
            check(match)
            outcomes.append("")
        except RulesError as error:
            outcomes.append(str(error))
    assert outcomes[0] == outcomes[1]

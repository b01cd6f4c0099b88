"""Paper protocols from a spreadsheet (docs/protocol-csv.md): all or nothing, re-import adds
nothing, corrections by match id for hand-kept matches only."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from roller_desktop.store.database import Store, open_store
from roller_desktop.store.errors import ImportProblem
from roller_desktop.store.exchange import export_league
from roller_desktop.store.hand_kept import corrections
from roller_desktop.store.protocol_csv import export_protocols, import_text
from roller_desktop.store.queries.stats import hundredfive_league, roller_league
from roller_desktop.store.recorder import MatchRecorder

from .helpers import play_step, players, start

HEADER = "match;date;game;place;player;finish;dice;kids;r1;r2;r3"
GOOD = "\n".join(
    [
        HEADER,
        "1;2019-06-14 19:30;roller;Husum;Åke;;;;350;–;RT",
        "1;2019-06-14 19:30;roller;;Kari;;;;10000;500;r",
        "2;2019-06-15;105;;Lisa;2;3;on;;;",
        "2;2019-06-15;105;;Åke;1;;;;;",
        "3;2019-06-16 10:00;roller;;Kari;;;;50;100;",
        "3;2019-06-16 10:00;roller;;Lisa;;;;-;RT;",
    ]
)


def league(store: Store) -> dict[str, Any]:
    """What a refused import must leave as it was."""
    document = export_league(store)
    return {"players": document["players"], "matches": document["matches"]}


def test_a_spreadsheet_of_protocols_comes_in_whole(store: Store) -> None:
    store.add_player("kari")  # the same player regardless of case
    summary = import_text(store, "\ufeff" + GOOD)
    assert (summary.matches_added, summary.players_added) == (3, 2)
    table = {row.name: row for row in roller_league(store, None, None)}
    assert table["kari"].ww == 1 and table["kari"].matches == 2  # the league's spelling
    assert table["Åke"].sur_mun == 1 and table["Åke"].plump == 1
    assert table["Lisa"].rt == 1 and table["Lisa"].tjock == 2 and "Kari" not in table
    race = {row.name: row for row in hundredfive_league(store, None, None)}
    assert race["Åke"].wins == 1 and race["Lisa"].average_place == 2.0
    again = import_text(store, GOOD.replace(";", ","))  # commas, the same matches
    assert (again.matches_added, again.matches_unchanged) == (0, 3)


@pytest.mark.parametrize(
    ("text", "line", "column", "code"),
    [
        (GOOD.replace("player", "spelare"), 1, "spelare", "protocols.unknown-column"),
        (GOOD.replace(";game;", ";"), 1, "game", "protocols.missing-column"),
        (GOOD.replace(";r2;r3", ";r3"), 1, None, "protocols.round-columns"),
        (GOOD.replace("350;–;RT", "375;–;RT"), 2, "r1", "protocols.cell"),
        (GOOD.replace("10000;500;r", "10000;;r"), 3, "r2", "protocols.gap"),
        (GOOD.replace("50;100;", "50;100;150"), 7, "r3", "protocols.rounds-differ"),
        (GOOD.replace("2019-06-15;", "15/6/2019;"), 4, "date", "protocols.date"),
        (GOOD.replace("Lisa;2;3;on", "Lisa;2;7;on"), 4, None, "protocols.match"),
        (GOOD.replace("Lisa;2;", "Lisa;1;"), 4, "finish", "protocols.places"),
        (GOOD + "\n1;2019-06-14 19:30;roller;;Bo;;;;50;50;50", 8, "match",
         "protocols.label-reused"),
        (GOOD.replace("Kari;;;;10000;500;r", "Åke;;;;10000;500;r"), 3, "player",
         "protocols.player-twice"),
        (GOOD.replace(";r\n", ";r;\n"), 3, None, "protocols.ragged"),
        (GOOD.replace(";roller;;Lisa;;;;-", ";roller;Bro;Lisa;;;;-"), 7, "place",
         "protocols.match-differs"),
    ],
)  # fmt: skip
def test_a_bad_file_is_refused_whole_naming_line_and_column(
    store: Store, text: str, line: int, column: str | None, code: str
) -> None:
    before = league(store)
    with pytest.raises(ImportProblem) as refused:
        import_text(store, text)
    assert refused.value.code == code
    assert refused.value.values["line"] == line
    if column is not None:
        assert refused.value.values["column"] == column
    assert str(refused.value).startswith(f"Line {line}")
    assert league(store) == before


def test_export_and_corrections_by_match_id(store: Store, tmp_path: Path) -> None:
    import_text(store, GOOD)
    target = tmp_path / "out.csv"
    assert export_protocols(store, target, delimiter=";") == 3
    text = target.read_text(encoding="utf-8-sig")
    assert text.splitlines()[0].startswith("match;date;game;place;player;finish")
    assert "-" not in "".join(line.split(";", 11)[-1] for line in text.splitlines()[1:])
    again = import_text(store, text)
    assert (again.matches_added, again.matches_unchanged) == (0, 3)
    kari = next(line for line in text.splitlines() if ";Kari;" in line and "10000" in line)
    match_id = kari.split(";")[0]
    corrected = import_text(store, text.replace(kari, kari.replace(";;;;10000;", ";;;;9000;")))
    assert (corrected.matches_corrected, corrected.cells_corrected) == (1, 1)
    [change] = corrections(store, match_id)
    assert (change.seat, change.round, change.old, change.new) == (1, 0, "10000", "9000")
    table = {row.name: row for row in roller_league(store, None, None)}
    assert table["Kari"].ww == 0 and table["Kari"].wins == 2  # W now, not WW
    assert import_text(store, GOOD).matches_added == 0  # as first entered: there already


def test_a_played_match_is_refused_as_a_correction(store: Store, tmp_path: Path) -> None:
    ids = players(store, "Anna", "Bo")
    recorder = MatchRecorder.open(store, start(store, "roller", ids, {"rounds": 2}))
    rng = random.Random(3)
    while recorder.status != "finished":
        play_step(recorder, rng)
    target = tmp_path / "out.csv"
    export_protocols(store, target)
    text = target.read_text(encoding="utf-8-sig")
    assert import_text(store, text).matches_unchanged == 1
    lines = text.splitlines()
    cells = lines[1].split(",")
    cells[-1] = "5000" if cells[-1] != "5000" else "4000"
    before = league(store)
    with pytest.raises(ImportProblem) as refused:
        import_text(store, "\n".join([lines[0], ",".join(cells), *lines[2:]]))
    assert refused.value.code == "protocols.correct-played"
    assert league(store) == before


# ---- fuzzing: whatever is broken, the file comes in whole or not at all ---------------------

MUTATIONS = st.lists(
    st.tuples(
        st.sampled_from(["cell", "drop", "extra", "label", "bom", "semicolon", "swap", "blank"]),
        st.integers(0, 10_000),
        st.sampled_from(["375", "abc", "", "-50", "RT", "–", "0", "x;y", '"', "50", "1"]),
    ),
    max_size=4,
)


def mutate(text: str, mutations: list[tuple[str, int, str]]) -> str:
    lines = text.split("\n")
    comma = False
    for kind, where, value in mutations:
        n = 1 + where % (len(lines) - 1)
        cells = lines[n].split("," if comma else ";")
        if len(cells) < 5:
            cells += [""] * (5 - len(cells))
        if kind == "cell":
            cells[where % len(cells)] = value
            lines[n] = ("," if comma else ";").join(cells)
        elif kind == "drop":
            lines[n] = ("," if comma else ";").join(cells[:-1])
        elif kind == "extra":
            lines[n] += ("," if comma else ";") + value
        elif kind == "label":  # a label reused, with another player
            cells[0], cells[4] = "1", value or "Bo"
            lines.append(("," if comma else ";").join(cells))
        elif kind == "bom":
            lines[0] = "\ufeff" + lines[0].lstrip("\ufeff")
        elif kind == "semicolon":  # the other separator
            lines = [line.replace(";", ",") for line in lines]
            comma = True
        elif kind == "swap":
            lines[n], lines[1] = lines[1], lines[n]
        else:
            lines.insert(n, "")
    return "\n".join(lines)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(mutations=MUTATIONS)
def test_fuzzed_protocol_files_import_whole_or_not_at_all(
    mutations: list[tuple[str, int, str]],
) -> None:
    text = mutate(GOOD, mutations)
    with tempfile.TemporaryDirectory() as folder, open_store(Path(folder) / "l.sqlite3") as store:
        store.add_player("Åke")
        before = league(store)
        try:
            summary = import_text(store, text)
        except ImportProblem as refused:
            assert str(refused).startswith("Line ") or refused.code == "protocols.not-text"
            assert league(store) == before
            return
        after = league(store)
        assert len(after["matches"]) == summary.matches_added
        assert summary.matches_added >= 1
        assert import_text(store, text).matches_added == 0
        assert league(store) == after

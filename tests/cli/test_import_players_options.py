"""`roller-desktop import` with --same-name and --players-map: the report lists every pairing;
a bad players map is refused with its line and nothing is imported."""

from __future__ import annotations

from pathlib import Path

import pytest

from roller_desktop.app import main
from roller_desktop.store.database import open_store
from roller_desktop.store.exchange import export_file
from roller_desktop.store.keeper import player_entries
from roller_desktop.store.recorder import MatchRecorder
from tests.store.helpers import play_out, players, start


def setup(tmp_path: Path) -> tuple[Path, Path]:
    """A file of a league with Anna, Ake and Ola at a match; a league here with Anna and Åke."""
    with open_store(tmp_path / "other.sqlite3") as other:
        ids = players(other, "Anna", "Ake", "Ola")
        play_out(MatchRecorder.open(other, start(other, "roller", ids, {"rounds": 1})), seed=2)
        export_file(other, tmp_path / "other.json")
    with open_store(tmp_path / "here.sqlite3") as here:
        players(here, "Anna", "Åke")
    return tmp_path / "here.sqlite3", tmp_path / "other.json"


def people(database: Path) -> dict[str, int]:
    with open_store(database) as store:
        return {entry.name: entry.matches for entry in player_entries(store)}


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_same_name_is_the_same_person_and_said(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    database, file = setup(tmp_path)
    code, out, _ = run(capsys, "--database", str(database), "import", str(file))
    assert code == 0
    assert "  Anna: the same player as Anna here (the same name)" in out
    assert "  Ake: a new player, Ake (like Åke here; --players-map can make them one)" in out
    assert people(database) == {"Anna": 1, "Ake": 1, "Ola": 1, "Åke": 0}


def test_same_name_new(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    database, file = setup(tmp_path)
    code, out, _ = run(
        capsys, "--database", str(database), "import", "--same-name", "new", str(file)
    )
    assert code == 0
    assert "  Anna: a new player, Anna (2) (another person than Anna here)" in out
    assert people(database) == {"Anna": 0, "Anna (2)": 1, "Ake": 1, "Ola": 1, "Åke": 0}


def test_a_players_map(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    database, file = setup(tmp_path)
    mapping = tmp_path / "map.csv"
    mapping.write_text("in_file,here\nAke,Åke\nAnna,\n", encoding="utf-8")
    args = ["--database", str(database), "import", "--players-map", str(mapping), str(file)]
    code, out, _ = run(capsys, *args)
    assert code == 0
    assert "  Ake: the same player as Åke here (a name like Åke, by the players map)" in out
    assert people(database) == {"Anna": 0, "Anna (2)": 1, "Ola": 1, "Åke": 1}


def test_a_bad_players_map_imports_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    database, file = setup(tmp_path)
    mapping = tmp_path / "map.csv"
    mapping.write_text("in_file,here\nAke,Åke\nAnna,Bo\n", encoding="utf-8")
    args = ["--database", str(database), "import", "--players-map", str(mapping), str(file)]
    code, out, err = run(capsys, *args)
    assert code == 1 and out == ""
    assert "Line 3 of the players map: there is no player Bo in this league." in err
    assert people(database) == {"Anna": 0, "Åke": 0}
    help_code = None
    with pytest.raises(SystemExit) as exit_:
        main(["import", "--help"])
    help_code = exit_.value.code
    assert help_code == 0 and "--players-map" in capsys.readouterr().out


def test_import_protocols_names_merged_like_and_mapped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from roller_desktop.store.keeper import merge_players

    database = tmp_path / "here.sqlite3"
    with open_store(database) as here:
        _, kalle, kari = players(here, "Åke", "Kalle", "Kari")
        merge_players(here, kalle, kari)
    sheet = tmp_path / "old.csv"
    sheet.write_text(
        "match;date;game;player;r1\n1;1987-07-04;roller;Ake;350\n1;1987-07-04;roller;Kalle;RT\n"
        "1;1987-07-04;roller;Bo;50\n",
        encoding="utf-8",
    )
    code, out, _ = run(capsys, "--database", str(database), "import-protocols", str(sheet))
    assert code == 0
    assert "  Ake: a new player, Ake (like Åke here; --players-map can make them one)" in out
    assert "  Kalle: the same player as Kari here (also known as Kalle)" in out
    assert "  Bo:" not in out  # a new name: nothing to say
    assert people(database) == {"Ake": 1, "Bo": 1, "Kari": 1, "Åke": 0}
    mapping = tmp_path / "map.csv"
    mapping.write_text("in_file,here\nAke,Åke\nBo,Nobody\n", encoding="utf-8")
    other = tmp_path / "other.csv"
    other.write_text(sheet.read_text(encoding="utf-8").replace("1987", "1988"), encoding="utf-8")
    args = ["--database", str(database), "import-protocols", "--players-map", str(mapping)]
    code, out, err = run(capsys, *args, str(other))
    assert code == 1 and "Line 3 of the players map: there is no player Nobody" in err
    mapping.write_text("in_file,here\nAke,Åke\n", encoding="utf-8")
    code, out, _ = run(capsys, *args, str(other))
    assert code == 0 and "  Ake: the same player as Åke here" in out
    assert people(database) == {"Ake": 1, "Bo": 2, "Kari": 2, "Åke": 1}

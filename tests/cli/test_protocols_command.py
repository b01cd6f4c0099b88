"""import-protocols, export-protocols and protocol --blank on the command line."""

from __future__ import annotations

from pathlib import Path

import pytest

from roller_desktop.app import main
from roller_desktop.store.database import open_store
from roller_desktop.store.queries.stats import roller_league

SHEET = "\n".join(
    [
        "match;date;game;player;r1;r2",
        "1;1987-07-04 21:15;roller;Åke;350;–",
        "1;1987-07-04 21:15;roller;Kari;RT;1000",
    ]
)


def test_protocols_go_in_and_out_and_a_bad_line_imports_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    league = str(tmp_path / "league.sqlite3")
    sheet = tmp_path / "old.csv"
    sheet.write_text("\ufeff" + SHEET, encoding="utf-8")
    assert main(["--database", league, "import-protocols", str(sheet)]) == 0
    out, err = capsys.readouterr()
    assert "Imported 1 new match and 2 new players." in out and "1/1" in err
    assert "corrected" not in out  # nothing of what there is none of ("0 matches")
    assert main(["--database", league, "import-protocols", str(sheet)]) == 0
    assert "Nothing new; 1 match was already here." in capsys.readouterr().out
    bad = tmp_path / "bad.csv"
    bad.write_text(SHEET.replace("1;1987", "2;1988") + "\n3;1990-01-01;roller;Bo;375;50\n")
    assert main(["--database", league, "import-protocols", str(bad)]) == 1
    assert "Line 4, column r1:" in capsys.readouterr().err
    with open_store(league) as store:
        [kari, ake] = sorted(roller_league(store, None, None), key=lambda r: r.name)
        assert (kari.matches, kari.wins, ake.sur_mun) == (1, 1, 1)  # only the first file's
    out_file = tmp_path / "out.csv"
    assert main(["--database", league, "export-protocols", "--semicolon", str(out_file)]) == 0
    lines = out_file.read_text(encoding="utf-8-sig").splitlines()
    assert lines[0].split(";")[:5] == ["match", "date", "game", "place", "player"]
    assert lines[1].endswith(";350;–") and lines[2].endswith(";RT;1000")
    assert "1987-07-04 21:15" in lines[1]


def test_a_blank_protocol_is_one_pdf_page(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "blank.pdf"
    names = "Åke,Kari,Lisa,Bo,Cia,Dan,Eva,Fia"
    assert (
        main(["protocol", "--blank", "--players", names, "--rounds", "10", "--pdf", str(target)])
        == 0
    )
    assert "8 players" in capsys.readouterr().out
    data = target.read_bytes()
    assert data.startswith(b"%PDF") and b"/Count 1" in data  # one page
    assert main(["protocol", "--blank", "--players", names + ",Gun", "--pdf", str(target)]) == 1
    assert "1 to 8 seats" in capsys.readouterr().err
    assert (
        main(["protocol", "--blank", "--players", "A,B", "--rounds", "0", "--pdf", str(target)])
        == 1
    )

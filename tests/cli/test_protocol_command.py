"""`roller-desktop protocol`: a stored match to a one-page PDF, and clear refusals."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from roller_desktop.app import main
from roller_desktop.store.database import open_store
from tests.ui.league_samples import build_league


@pytest.fixture(scope="module")
def database(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    path = tmp_path_factory.mktemp("cli") / "league.sqlite"
    store = open_store(path, backup=False)
    ids = build_league(store, date.today().year)
    store.close()
    return path, ids


def test_a_match_by_its_id(
    qapp: object,
    database: tuple[Path, dict[str, str]],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path, ids = database
    out = tmp_path / "m2.pdf"
    assert main(["--database", str(path), "protocol", "--match", ids["m2"], "--pdf", str(out)]) == 0
    reader = PdfReader(out)
    assert len(reader.pages) == 1
    words = reader.pages[0].extract_text().split()
    assert {"Anna", "Bo", "Cia", "Dan", "–"} <= set(words)
    assert words[words.index("Total") : words.index("Total") + 5] == [
        "Total",
        "1200",
        "50",
        "2050",
        "50",
    ]
    assert "portrait" in capsys.readouterr().out


def test_the_last_finished_match(
    qapp: object, database: tuple[Path, dict[str, str]], tmp_path: Path
) -> None:
    path, _ = database
    out = tmp_path / "last.pdf"
    assert main(["--database", str(path), "protocol", "--last", "--pdf", str(out)]) == 0
    words = PdfReader(out).pages[0].extract_text().split()
    assert words[0] == "105" and "Bo" in words


def test_an_unknown_match_is_refused_and_writes_nothing(
    qapp: object,
    database: tuple[Path, dict[str, str]],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path, _ = database
    out = tmp_path / "none.pdf"
    missing = "00000000-0000-0000-0000-000000000000"
    assert main(["--database", str(path), "protocol", "--match", missing, "--pdf", str(out)]) == 1
    assert "no match" in capsys.readouterr().err
    assert not out.exists()


def test_the_league_table_prints_to_one_page(
    qapp: object, database: tuple[Path, dict[str, str]], tmp_path: Path
) -> None:
    path, _ = database
    out = tmp_path / "league.pdf"
    args = ["--database", str(path), "league", "--season", "0", "--pdf", str(out)]
    assert main(args) == 0
    reader = PdfReader(out)
    assert len(reader.pages) == 1
    words = reader.pages[0].extract_text().split()
    assert words[:4] == ["Roller", "league", "All", "time"]
    assert {"Anna", "Bo", "Cia", "Dan"} <= set(words)


@pytest.mark.parametrize(
    ("code", "words"), [("sv", ("Protokoll", "Summa")), ("nb", ("Protokoll", "Sum"))]
)
def test_the_page_is_in_the_language_asked_for(
    qapp: object, database: tuple[Path, dict[str, str]], tmp_path: Path, code: str, words: Any
) -> None:
    """--language was ignored: the page's words were English under a date in the system's
    language ("søndag 6. desember 2026" over "Result · 2 players · Ola won")."""
    path, ids = database
    out = tmp_path / f"{code}.pdf"
    argv = ["--language", code, "--database", str(path), "protocol", "--match", ids["m2"]]
    assert main([*argv, "--pdf", str(out)]) == 0
    text = PdfReader(out).pages[0].extract_text().split()
    assert set(words) <= set(text) and "Total" not in text, text


def test_the_league_page_is_in_the_language_asked_for(
    qapp: object, database: tuple[Path, dict[str, str]], tmp_path: Path
) -> None:
    path, _ = database
    out = tmp_path / "liga.pdf"
    argv = ["--language", "nb", "--database", str(path), "league", "--pdf", str(out)]
    assert main(argv) == 0
    text = " ".join(PdfReader(out).pages[0].extract_text().split())
    assert "Liga i Roller" in text and "Roller league" not in text

"""The screenshots command: real windows rendered to PNG; a given league is only read."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from roller_desktop.app import main
from roller_desktop.store.database import open_store
from roller_desktop.ui.screenshots.screens import WINDOW_SIZE, take_screenshots


def test_a_screen_is_rendered_from_a_copy_of_the_league(qapp: QApplication, tmp_path: Path) -> None:
    league = tmp_path / "league.sqlite3"
    with open_store(str(league), backup=False) as store:
        store.add_player("Anna")  # the screen's own player, already in the league
    before = hashlib.sha256(league.read_bytes()).hexdigest()
    written = take_screenshots(
        tmp_path / "shots", str(league), languages=["en"], themes=["dark"], screens=["selection"]
    )
    assert [p.name for p in written] == ["01-selection-en-dark.png"]
    image = QImage(str(written[0]))
    assert (image.width(), image.height()) == WINDOW_SIZE
    assert image.pixelColor(5, WINDOW_SIZE[1] - 5).lightnessF() < 0.3  # the dark palette
    assert hashlib.sha256(league.read_bytes()).hexdigest() == before


def test_bad_choices_are_refused_with_a_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["screenshots", str(tmp_path), "--languages", "sv,de"])
    assert "choose from sv, en, nb" in capsys.readouterr().err
    assert main(["screenshots", str(tmp_path), "--database", str(tmp_path / "none")]) == 2
    assert "no league database" in capsys.readouterr().err


def test_the_league_screens_and_printed_pages_are_rendered(
    qapp: QApplication, tmp_path: Path
) -> None:
    """Issue #5: the league view, a player page with its charts, the history and the printed
    protocol and league pages are among the screenshots."""
    names = ["player-page", "history", "print-protocol", "print-league"]
    written = take_screenshots(tmp_path, languages=["en"], themes=["dark"], screens=names)
    assert [p.name.split("-en-")[0][3:] for p in written] == names
    sizes = {p.name: QImage(str(p)).size() for p in written}
    assert sizes["01-player-page-en-dark.png"].toTuple() == WINDOW_SIZE
    page = sizes["03-print-protocol-en-dark.png"]
    assert abs(page.height() / page.width() - 297 / 210) < 0.02  # an A4 page, portrait
    charts = QImage(str(written[0]))
    assert charts.pixelColor(200, 250).lightnessF() < 0.3  # inside a chart: charts in dark too

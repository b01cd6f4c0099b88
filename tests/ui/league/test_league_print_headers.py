"""The printed league table heads the game's words as they are (issue #11 item 8)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from typing import Any

import pytest

from roller_desktop.store.database import Store, open_store
from roller_desktop.store.queries.league_table import Period
from roller_desktop.ui.league.league_model import load_model
from tests.ui.league_samples import build_league

YEAR = date.today().year
SEASON = Period.season(YEAR)


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Store, dict[str, str]]]:
    store = open_store(tmp_path_factory.mktemp("league") / "league.sqlite", backup=False)
    ids = build_league(store, YEAR)
    yield store, ids
    store.close()


@pytest.mark.parametrize("language", ["en", "sv", "nb"])
def test_the_printed_league_heads_game_words_as_they_are(
    qapp: object, league: tuple[Store, dict[str, str]], language: str
) -> None:
    """The English window explains Tjock and RT in its tooltips; on paper those explanations
    shrank the headers to about 4 pt. The page heads the columns with the words themselves."""
    from PySide6.QtCore import QCoreApplication

    from roller_desktop.ui.common import i18n
    from roller_desktop.ui.league.league_model import league_sheet
    from roller_desktop.ui.printing import sheets as printing

    app = QCoreApplication.instance()
    assert app is not None
    i18n.install_translator(app, language)
    drawn: list[tuple[str, float]] = []
    original = printing.Pen.text

    def spy(self: printing.Pen, rect: Any, text: str, points: float, **kw: Any) -> None:
        drawn.append((text, points))
        original(self, rect, text, points, **kw)

    try:
        model = load_model(league[0], "roller", SEASON)
        headers, _ = model.as_rows()
        printing.Pen.text = spy  # type: ignore[method-assign]
        try:
            printing.render_image(league_sheet(model), dpi=72)
        finally:
            printing.Pen.text = original  # type: ignore[method-assign]
    finally:
        i18n.install_translator(app, "en")
    tjock = {"en": "Tjock rounds", "sv": "Tjocka ronder", "nb": "Tjock-runder"}[language]
    for word in ("W", "WW", "sur mun", "plump", tjock, "RT", "ROLLER"):
        assert word in headers, word
        assert (word, 8.5) in drawn, word  # drawn as a header, in the headers' type
    assert not any("bust" in h or "Råtjock" in h for h in headers)

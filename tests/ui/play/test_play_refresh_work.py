"""The play screen's own work per action (issue 28 items 3 and 5): the protocol's type is
fitted anew only when its room, type, names or words changed, each text measured once per type;
the end row's rows are laid out only when the end row comes or goes. Speed is in
benchmarks/bench_play_work.py; these hold the mechanism."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QFont, QFontMetricsF

from roller_desktop.ui.play.protocol_model import ProtocolModel
from roller_desktop.ui.play.protocol_view import ProtocolView
from tests.ui.helpers import click, press
from tests.ui.protocol_samples import protocol_of


def _view(qtbot: Any, rows: dict[str, str]) -> tuple[ProtocolModel, ProtocolView]:
    model = ProtocolModel()
    model.set_protocol(protocol_of(rows))
    view = ProtocolView(model)
    qtbot.addWidget(view)
    view.resize(500, 400)
    view.show()
    qtbot.waitExposed(view)
    return model, view


def test_the_fit_stands_while_nothing_it_depends_on_changed(qtbot: Any) -> None:
    model, view = _view(qtbot, {"Anna": "300 RT", "Bo": "450 –"})
    view.fit()
    made, fit = view.fits_made, view.grid_fit
    assert made >= 1
    view.fit()
    model.set_protocol(protocol_of({"Anna": "300 RT", "Bo": "450 –"}))  # the same words
    qtbot.wait(1)
    view.fit()
    assert view.fits_made == made and view.grid_fit is fit
    model.set_protocol(protocol_of({"Anna": "300 RT", "Bo": "450 1950"}))  # new words
    view.fit()
    assert view.fits_made == made + 1
    view.resize(300, 400)  # less room
    assert view.fits_made == made + 2
    font = QFont(view.font())
    font.setPointSizeF(font.pointSizeF() + 3)
    view.setFont(font)  # another type
    view.fit()
    assert view.fits_made == made + 3


def test_a_fit_that_stands_is_the_fit_made_anew(qtbot: Any) -> None:
    """Skipping changes nothing: a view fitted fresh for the same protocol, room and type
    picks the same type, names and rows."""
    rows = {"Anna-Lena": "300 RT 450", "Karl-Gustav": "450 – 2000", "Bo": "50 100 RT"}
    model, view = _view(qtbot, rows)
    view.resize(260, 300)
    for _ in range(3):
        model.set_protocol(protocol_of(rows))
        view.fit()
    fresh_model, fresh = _view(qtbot, rows)
    fresh.resize(260, 300)
    fresh.fit()
    assert view.grid_fit.cell == fresh.grid_fit.cell
    assert view.grid_fit.beside == fresh.grid_fit.beside
    assert model.short_names == fresh_model.short_names
    assert view.rows_scroll == fresh.rows_scroll


def test_each_text_is_measured_once_per_type(qtbot: Any, monkeypatch: Any) -> None:
    _, view = _view(qtbot, {"Anna": "300 RT 450 2000", "Bo": "450 – 50 100"})
    measured: list[str] = []
    original = QFontMetricsF.horizontalAdvance

    def counting(self: QFontMetricsF, text: Any, *args: Any) -> float:
        measured.append(str(text))
        return float(original(self, text, *args))

    monkeypatch.setattr(QFontMetricsF, "horizontalAdvance", counting)
    view._widths.clear()
    view._fitted_for = None
    view.fit()
    fonts = [(points, bold) for points, bold, text in view._widths if text == "2000"]
    assert len(fonts) == len(set(fonts)) >= 2  # the cells' type and bold, at each size tried
    assert measured.count("2000") == len(fonts)  # once each
    measured.clear()
    view._fitted_for = None  # fitted anew at the same type: the cells' widths are known
    view.fit()
    assert measured.count("2000") == 0 and measured.count("450") == 0


def test_the_end_row_is_laid_out_when_it_comes_or_goes_not_at_every_refresh(
    qtbot: Any, make_window: Any, store: Any, dice: Any
) -> None:
    window = make_window()
    press(qtbot, window.start, "n")
    setup = window.setup
    for name in ("Anna", "Bo"):
        setup.name_edit.setText(name)
        click(qtbot, setup.add_player_button)
    setup.rounds.setValue(1)
    setup.starter.setCurrentIndex(1)
    click(qtbot, setup.start_button)
    screen = window.roller
    made = screen.end_rows_made
    dice.add((1, 5, 2, 3, 3, 6))
    press(qtbot, screen, "space")
    screen.refresh()
    screen.refresh()
    assert screen.end_rows_made == made  # in play, in play: the rows stand
    press(qtbot, screen, "1", "2")
    press(qtbot, screen, "b")  # Anna banks 150
    dice.add((2, 2, 3, 3, 4, 6))
    press(qtbot, screen, "space")  # Bo: nothing scores, Tjock... the match is over
    qtbot.waitUntil(lambda: screen.controller.game.is_over)
    assert screen.end_rows_made == made + 1  # the end row came
    assert screen.end_row.isVisible()
    assert not any(b.isVisible() for b in screen.buttons.values())
    screen.refresh()
    assert screen.end_rows_made == made + 1

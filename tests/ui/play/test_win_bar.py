"""The win-chance bar: off at the table by default, on against the computer, as Settings says;
its figures are the win table's at the start of each turn."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QSettings

from roller_desktop.strategy import win_table
from roller_desktop.ui.shell.settings import Settings
from roller_desktop.ui.shell.settings_dialog import SettingsDialog
from tests.ui.helpers import click, press
from tests.ui.play.test_computer_seats import bots  # noqa: F401 (a fixture)
from tests.ui.play.test_roller_game import set_up


def test_the_setting_defaults_to_practice_matches_and_is_kept(tmp_path: Any) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    assert settings.win_bar == "computer"
    assert settings.shows_win_bar(True) and not settings.shows_win_bar(False)
    settings.win_bar = "always"
    assert settings.shows_win_bar(False)
    settings.win_bar = "off"
    assert not settings.shows_win_bar(True)
    with pytest.raises(ValueError):
        settings.win_bar = "sometimes"
    assert settings.win_bar == "off"


def test_the_settings_dialog_sets_the_bar(qtbot: Any, settings: Settings) -> None:
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.win_bar.currentData() == "computer"
    dialog.win_bar.setCurrentIndex(dialog.win_bar.findData("always"))
    dialog.accept()
    assert settings.win_bar == "always"


def test_no_bar_at_the_table_by_default(
    qtbot: Any, make_window: Any, store: Any, dice: Any
) -> None:
    screen = set_up(qtbot, make_window(), store, ["Anna", "Bo"], rounds=2)
    assert not screen.win_bar.isVisible()


def test_the_table_that_asks_for_it_sees_the_tables_chances(
    qtbot: Any, make_window: Any, store: Any, settings: Settings, dice: Any
) -> None:
    settings.win_bar = "always"
    screen = set_up(qtbot, make_window(), store, ["Anna", "Bo"], rounds=2)
    table = win_table.shipped(True)
    bar = screen.win_bar
    qtbot.waitUntil(lambda: bar.isVisible() and bar.chances[0] == table.chance(4, 0))
    assert bar.chances == (table.chance(4, 0), 1 - table.chance(4, 0))
    assert not bar.approximate and "≈" not in bar.accessibleName()
    dice.add((1, 1, 1, 2, 3, 4))
    press(qtbot, screen, "space")  # a Triss on show: Anna's chance with it kept
    solution = table.solution(4, 0)
    after = max(
        solution.keep_value(0, 6, 0, 3, 1000, False), solution.keep_value(0, 6, 0, 1, 100, False)
    )
    qtbot.waitUntil(lambda: bar.chances[0] == pytest.approx(after, abs=1e-12))
    press(qtbot, screen, "1", "2", "3", "k", "b")  # Anna banks 1000: Bo trails
    qtbot.waitUntil(lambda: bar.chances[1] == table.chance(3, -1000))
    assert "Anna" in bar.accessibleName()


def test_three_players_see_approximate_chances_that_add_up(
    qtbot: Any, make_window: Any, store: Any, settings: Settings, dice: Any
) -> None:
    from roller_desktop.strategy import win_approx

    settings.win_bar = "always"
    screen = set_up(qtbot, make_window(), store, ["Anna", "Bo", "Cilla"], rounds=2)
    bar = screen.win_bar
    qtbot.waitUntil(lambda: bar.isVisible() and len(bar.chances) == 3, timeout=20000)
    assert bar.approximate and "≈" in bar.accessibleName()
    assert sum(bar.chances) == pytest.approx(1.0)
    game = screen.controller.game
    assert bar.chances[0] == pytest.approx(win_approx.turn_solution(game).turn_value)
    dice.add((1, 1, 1, 2, 3, 4))
    press(qtbot, screen, "space", "1", "2", "3", "k", "b")  # Anna banks 1000
    qtbot.waitUntil(lambda: bar.shown_for == (id(game), len(game.events)), timeout=20000)
    assert bar.chances[0] > 1 / 3 and sum(bar.chances) == pytest.approx(1.0)
    assert bar.chances[1] == pytest.approx(win_approx.turn_solution(game).turn_value)


def test_the_bar_shows_against_the_computer(
    qtbot: Any,
    make_window: Any,
    store: Any,
    dice: Any,
    bots: Any,  # noqa: F811
) -> None:
    window = make_window(bots=bots)
    press(qtbot, window.start, "n")
    setup = window.setup
    setup.name_edit.setText("Anna")
    click(qtbot, setup.add_player_button)
    setup.computer_level.setCurrentIndex(setup.computer_level.findData("hard"))
    click(qtbot, setup.add_computer_button)
    setup.starter.setCurrentIndex(1)
    click(qtbot, setup.start_button)
    screen = window.roller
    qtbot.waitUntil(screen.win_bar.isVisible)
    assert sum(screen.win_bar.chances) == pytest.approx(1.0)


def test_a_long_matchs_bar_says_its_table_is_being_built_and_then_shows_it(
    qtbot: Any, make_window: Any, store: Any, settings: Settings, monkeypatch: Any
) -> None:
    """A match longer than the shipped tables builds its own table (minutes for 31 rounds):
    the bar says so with how far it has come (it stayed hidden, without a word), then shows
    the chances once the table is there. Here two rounds count as long, the build held."""
    import threading

    from roller_desktop.strategy import win_build

    monkeypatch.setattr(win_table, "MAX_ROUNDS", 1)
    monkeypatch.setattr(win_table, "cap_for", lambda rounds: 1500)
    monkeypatch.setattr(win_table, "_built", {})
    monkeypatch.setattr(win_table, "_building", {})
    build_rows = win_build.build_rows
    release = threading.Event()

    def held(forced: bool, turns: int, cap: int, progress: Any = None) -> Any:
        if progress is not None:
            progress(1, turns)
        release.wait(30)
        return build_rows(forced, turns, cap, progress)

    monkeypatch.setattr(win_build, "build_rows", held)
    settings.win_bar = "always"
    screen = set_up(qtbot, make_window(), store, ["Anna", "Bo"], rounds=2)
    bar = screen.win_bar
    try:
        qtbot.waitUntil(lambda: bar.isVisible() and bar.building == (1, 4), timeout=10000)
        assert bar.chances == ()
        assert "2 rounds" in bar.accessibleName() and "25 %" in bar.accessibleName()
        assert bar.building_text == "25 %"  # painted whole at the end; the words may be cut
    finally:
        release.set()
    qtbot.waitUntil(lambda: bar.building is None and len(bar.chances) == 2, timeout=20000)
    assert bar.isVisible() and sum(bar.chances) == pytest.approx(1.0)


def test_every_part_of_the_bar_shows_its_figure_at_the_largest_text(qtbot: Any) -> None:
    """Four seats beside a protocol at the largest text on 1024×600: a part of a fifth of the
    bar had no room for "≈20 %" and was left blank; its figure now shows in smaller type."""
    from PySide6.QtGui import QColor, QFont, QImage

    from roller_desktop.ui.play.win_bar import WinBar

    bar = WinBar()
    qtbot.addWidget(bar)
    font = QFont(bar.font())
    font.setPixelSize(28)
    bar.setFont(font)
    bar.resize(430, 40)
    chances = (0.29, 0.30, 0.20, 0.21)
    bar.show_chances(("Ingrid", "Nils", "Åse", "Data"), chances, approximate=True)
    image = QImage(bar.size(), QImage.Format.Format_RGB32)
    bar.render(image)
    left = 0.0
    for chance in chances:
        right = left + 430 * chance
        white = sum(
            1
            for x in range(int(left) + 1, int(right) - 1)
            for y in range(4, 36)
            if QColor(image.pixel(x, y)).lightness() > 200
        )
        assert white > 20, (chance, white)  # the part's figure in white
        left = right


def test_every_part_of_the_bar_names_its_seat_with_eight_at_the_largest_text(qtbot: Any) -> None:
    """Eight seats beside the protocol at the largest text on 1024×600 (a bar of 627 px): the
    narrow parts showed bare figures ("7", "11") and nobody could tell whose they were. Each
    part now names its seat, whole or as the protocol shortens it, down to an initial."""
    from PySide6.QtGui import QFont

    from roller_desktop.ui.play.win_bar import WinBar, part_label
    from tests.ui.layout.scenes import LONG_NAMES

    bar = WinBar()
    qtbot.addWidget(bar)
    font = QFont(bar.font())
    font.setPointSizeF(18.0)  # 9 pt × 2.0
    bar.setFont(font)
    bar.resize(620, 40)
    chances = (0.14, 0.07, 0.17, 0.07, 0.18, 0.08, 0.19, 0.10)
    bar.show_chances(LONG_NAMES, chances, approximate=True)
    shown = []
    for seat, chance in enumerate(chances):
        label = part_label(font, LONG_NAMES, seat, "≈", chance, 620 * chance)
        assert label is not None, LONG_NAMES[seat]
        words = label[1].split(" ≈")[0].rstrip(".")
        first = LONG_NAMES[seat].split()[0]
        assert words and (LONG_NAMES[seat].startswith(words) or words.startswith(first)), label
        shown.append(words)
    assert len(set(shown)) == len(shown)  # no two parts named alike
    whole = part_label(font, LONG_NAMES, 3, "≈", 0.9, 300)  # room enough: the name and figure
    assert whole is not None and whole[1] == "Dagny ≈90 %"


def test_a_repaint_with_nothing_changed_works_out_no_words_anew(qtbot: Any) -> None:
    """The window repaints the bar many times while the figures stand (each frame of the dice,
    each tick of a computer's turn): with eight seats at the largest text working out the
    parts' words took 95 ms a paint. They are worked out again only when the figures, names,
    type or width change, and are then what `part_label` gives each part."""
    from PySide6.QtGui import QFont, QImage

    from roller_desktop.ui.play.win_bar import WinBar, part_label
    from tests.ui.layout.scenes import LONG_NAMES

    bar = WinBar()
    qtbot.addWidget(bar)
    font = QFont(bar.font())
    font.setPointSizeF(18.0)
    bar.setFont(font)
    bar.resize(620, 40)
    chances = (0.14, 0.07, 0.17, 0.07, 0.18, 0.08, 0.19, 0.10)
    bar.show_chances(LONG_NAMES, chances, approximate=True)
    image = QImage(bar.size(), QImage.Format.Format_RGB32)

    def painted() -> list[tuple[QFont, str] | None]:
        bar.render(image)
        return list(bar._labels)

    first = painted()
    made = bar.labels_made
    assert made >= 1
    for _ in range(3):
        assert painted() == first
    assert bar.labels_made == made
    assert [label[1] if label else None for label in first] == [
        (lambda label: label[1] if label else None)(
            part_label(bar.font(), LONG_NAMES, seat, "≈", chance, 620 * chance)
        )
        for seat, chance in enumerate(chances)
    ]
    bar.show_chances(LONG_NAMES, (0.3, *chances[1:-1], 0.0), approximate=True)  # new figures
    painted()
    assert bar.labels_made == made + 1
    bar.resize(500, 40)  # less room
    painted()
    assert bar.labels_made == made + 2


def test_short_names_ask_each_candidate_once() -> None:
    """Seven computers share most of their candidates ("Dator (skarp) 2"[:5] is every one's):
    each is measured once, with the same names chosen as when measured every time."""
    from roller_desktop.ui.play.protocol_view import short_names

    names = ["Anna", *(f"Dator (skarp) {n}" for n in range(2, 9))]
    for room, expected in (
        (3, ["An.", *(f"D{n}" for n in range(2, 9))]),
        (7, ["Anna", *(f"Dator {n}" for n in range(2, 9))]),
    ):
        asked: list[str] = []

        def fits(candidate: str, room: int = room, asked: list[str] = asked) -> bool:
            asked.append(candidate)
            return len(candidate) <= room

        assert short_names(names, fits) == expected
        assert len(asked) == len(set(asked)), room


def test_the_one_to_move_keeps_its_figure_and_its_part_is_framed(qtbot: Any) -> None:
    """Eight seats at the largest text (a bar of 620 px): where "Ka. ≈7 %" did not fit, the
    part of the one to move showed "Ka." and not the figure a player at the dice looks for.
    Its part is framed in the colour of the protocol's cell in play and keeps the figure;
    the others' parts keep their names."""
    from PySide6.QtGui import QColor, QFont, QImage

    from roller_desktop.ui.play.win_bar import MOVER, WinBar, part_label
    from tests.ui.layout.scenes import LONG_NAMES

    font = QFont()
    font.setPointSizeF(18.0)
    chances = (0.14, 0.07, 0.17, 0.07, 0.18, 0.08, 0.19, 0.10)
    narrow = [seat for seat, chance in enumerate(chances) if chance < 0.11]
    for seat in narrow:
        chance = chances[seat]
        figure = f"{round(100 * chance)} %"
        others = part_label(font, LONG_NAMES, seat, "≈", chance, 620 * chance)
        assert others is not None and figure not in others[1]  # the name, as before
        moving = part_label(font, LONG_NAMES, seat, "≈", chance, 620 * chance, mover=True)
        assert moving is not None and moving[1].endswith(figure), (seat, moving)
        assert moving[0].pointSizeF() >= 0.6 * font.pointSizeF()
    wide = part_label(font, LONG_NAMES, 6, "≈", 0.19, 620 * 0.19, mover=True)
    assert wide is not None and wide[1] == "Gu. ≈19 %"  # room for both: as for the others

    bar = WinBar()
    qtbot.addWidget(bar)
    bar.setFont(font)
    bar.resize(620, 40)
    image = QImage(bar.size(), QImage.Format.Format_RGB32)

    def framed(mover: int | None) -> list[int]:
        bar.show_chances(LONG_NAMES, chances, approximate=True, mover=mover)
        bar.render(image)
        seats, left = [], 0.0
        for seat, chance in enumerate(chances):
            right = left + 620 * chance
            top = [QColor(image.pixel(int(x), 2)) for x in range(int(left) + 4, int(right) - 4)]
            if all(pixel.rgb() == MOVER.rgb() for pixel in top):
                seats.append(seat)
            left = right
        return seats

    assert framed(None) == []
    assert framed(3) == [3]
    assert bar._labels[3] is not None and bar._labels[3][1].endswith("7 %")

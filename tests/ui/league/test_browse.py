"""The league's pages in the window (issue #11): the League menu, Enter and double clicks that
open a player, a match's protocol, Esc back one step at a time, window titles that name the
page, and Ctrl+P printing what is on screen. Driven by keys and clicks on the real window."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from roller_desktop.store.queries import league as league_queries
from roller_desktop.store.recorder import MatchRecorder
from roller_desktop.store.values import SeatSpec
from roller_desktop.ui.common import i18n
from roller_desktop.ui.league.browse import Trail
from roller_desktop.ui.league.browse_pages import BrowsePage
from roller_desktop.ui.printing import preview as print_preview
from roller_desktop.ui.printing import sheets as printing
from tests.ui.league_samples import build_league
from tests.ui.printing.test_print_preview import PreviewCloser

YEAR = date.today().year
RT = (2, 3, 4, 6, 2, 3)  # nothing scores: RT on a first throw


@pytest.fixture
def league(store: Any) -> dict[str, str]:
    return build_league(store, YEAR)


@pytest.fixture
def swedish(qapp: QApplication) -> Iterator[None]:
    i18n.install_translator(qapp, "sv")
    try:
        yield
    finally:
        i18n.install_translator(qapp, "en")


def key(
    qtbot: Any, window: Any, key: Qt.Key, modifier: Any = Qt.KeyboardModifier.NoModifier
) -> None:
    """A key as a person presses it: to whatever has the keyboard in the window."""
    target = QApplication.focusWidget()
    qtbot.keyClick(target if isinstance(target, QWidget) else window, key, modifier)


CTRL = Qt.KeyboardModifier.ControlModifier


def double_click(qtbot: Any, widget: QWidget, spot: QPoint) -> None:
    """Press, release, then the double click: QTest's double click alone has no press."""
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=spot)
    qtbot.mouseDClick(widget, Qt.MouseButton.LeftButton, pos=spot)


class Recorded:
    """Print previews and messages the window would show, answered at once."""

    def __init__(self, monkeypatch: Any) -> None:
        self.sheets: list[printing.Sheet] = []
        self.messages: list[tuple[str, str]] = []
        monkeypatch.setattr(print_preview, "show_print_preview", self._preview)
        monkeypatch.setattr(QMessageBox, "information", self._information)

    def _preview(self, sheet: printing.Sheet, parent: object = None) -> int:
        self.sheets.append(sheet)
        return 0

    def _information(self, parent: object, title: str, text: str, *args: Any) -> Any:
        self.messages.append((title, text))
        return QMessageBox.StandardButton.Ok


def test_trail_remembers_each_page_once_in_a_row_and_walks_back() -> None:
    trail = Trail()
    shown: list[str] = []
    for name in ("start", "league", "league", "player"):
        trail.push((name,), lambda name=name: shown.append(name))
    assert len(trail) == 3
    while (step := trail.pop()) is not None:
        step()
    assert shown == ["player", "league", "start"]
    for n in range(Trail.LIMIT + 10):  # a long walk keeps its first step: the way home
        trail.push(("page", n), lambda n=n: shown.append(f"page {n}"))
    assert len(trail) == Trail.LIMIT and trail.steps[0][0] == ("page", 0)


class ShownWindows(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.shown: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget) and watched.isWindow():
            self.shown.append(type(watched).__name__)
        return False


def test_a_page_being_made_shows_no_window_of_its_own(qapp: QApplication) -> None:
    """The heading was shown before it had a parent: a window of its own flashed on the
    screen while the league's page was made, and its closing gave the keyboard to the main
    window (from the first-run help, with no window manager)."""
    watch = ShownWindows()
    qapp.installEventFilter(watch)
    try:
        page = BrowsePage("League")
    finally:
        qapp.removeEventFilter(watch)
    page.deleteLater()
    assert watch.shown == []


def test_keys_walk_league_player_protocol_history_and_esc_walks_back(
    qtbot: Any, make_window: Any, store: Any, league: dict[str, str]
) -> None:
    window = make_window()
    assert window.windowTitle() == "Roller"
    key(qtbot, window, Qt.Key.Key_L)  # the start screen's League [L]
    assert window.stack.currentWidget() is window.league
    assert window.windowTitle() == "League — Roller"
    table = window.league.view.tables["roller"]
    assert QApplication.focusWidget() is table and table.currentIndex().row() == 0
    first = table.model().row_value(0)
    key(qtbot, window, Qt.Key.Key_Return)  # Enter on the first row: that player's page
    player = window.stack.currentWidget()
    assert player is window._player and player.player_id() == first.player_id
    assert window.windowTitle() == f"{first.name} — Roller"
    assert player.page.figures.rowCount() >= 2  # all time and this season
    # Two-round matches: no best total (the usual 15 rounds only), the best round opens.
    _, best = league_queries.player_best(store, first.player_id)
    assert best is not None
    button = player.page.best_round_button
    assert button.text().startswith("Best &round: ")  # Alt+R (pressed by hand under X)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window._protocol
    assert window._protocol.match_id() == best.match_id
    assert window.windowTitle().startswith("Protocol: Roller, ")
    key(qtbot, window, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is player and window.windowTitle().startswith(first.name)
    key(qtbot, window, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.league
    key(qtbot, window, Qt.Key.Key_H, CTRL)  # League → Match history
    history = window._history
    assert window.stack.currentWidget() is history
    assert window.windowTitle() == "Match history — Roller"
    newest = history.view.model.matches[0].id
    key(qtbot, window, Qt.Key.Key_Return)  # Enter on the newest match: its protocol
    assert window.stack.currentWidget() is window._protocol
    assert window._protocol.match_id() == newest
    for page, title in (
        (history, "Match history — Roller"),
        (window.league, "League — Roller"),
        (window.start, "Roller"),
    ):
        key(qtbot, window, Qt.Key.Key_Escape)
        assert window.stack.currentWidget() is page and window.windowTitle() == title
    assert len(window.trail) == 0


def test_ctrl_h_on_a_players_page_shows_that_players_matches(
    qtbot: Any, make_window: Any, store: Any, league: dict[str, str]
) -> None:
    """Ctrl+H from a player's page: the history filtered to that player (it showed everyone's);
    from the league page again everyone's, unless the keeper chose a player in the box."""
    window = make_window()
    key(qtbot, window, Qt.Key.Key_L)
    first = window.league.view.tables["roller"].model().row_value(0)
    key(qtbot, window, Qt.Key.Key_Return)  # the first player's page
    key(qtbot, window, Qt.Key.Key_H, CTRL)
    view = window._history.view
    assert window.stack.currentWidget() is window._history
    assert view.player_box.currentData() == first.player_id
    shown = view.model.matches
    assert shown and all(first.name in m.seat_names for m in shown)
    key(qtbot, window, Qt.Key.Key_Escape)  # back on the page, then the league
    assert window.stack.currentWidget() is window._player
    key(qtbot, window, Qt.Key.Key_Escape)
    key(qtbot, window, Qt.Key.Key_H, CTRL)
    assert view.player_box.currentText() == "Everybody"
    assert {name for m in view.model.matches for name in m.seat_names} == {
        p.name for p in store.players()
    }
    other = view.player_box.findText(store.players()[-1].name)
    view.player_box.setCurrentIndex(other)
    view.player_box.activated.emit(other)  # the keeper's own choice, kept
    key(qtbot, window, Qt.Key.Key_Escape)
    key(qtbot, window, Qt.Key.Key_H, CTRL)
    assert view.player_box.currentIndex() == other


def test_double_clicks_open_a_player_and_a_match_and_the_button_opens_the_history(
    qtbot: Any, make_window: Any, store: Any, league: dict[str, str]
) -> None:
    window = make_window()
    window.open_league()
    table = window.league.view.tables["roller"]
    row = table.model().row_value(2)
    spot = table.visualRect(table.model().index(2, 0)).center()
    double_click(qtbot, table.viewport(), spot)
    assert window._player.player_id() == row.player_id
    assert len(window.trail) == 2  # start, league: one double click is one step
    box = window._player.page.player_box
    box.setCurrentIndex(box.findData(league["Dan"]))  # another player chosen on the page
    assert window.windowTitle() == "Dan — Roller"
    key(qtbot, window, Qt.Key.Key_Escape)
    qtbot.mouseClick(window.league.history_button, Qt.MouseButton.LeftButton)
    history = window._history
    assert window.stack.currentWidget() is history
    view = history.view.table
    target = history.view.model.matches[1].id
    spot = view.visualRect(history.view.model.index(1, 2)).center()
    double_click(qtbot, view.viewport(), spot)
    assert window._protocol.match_id() == target
    assert window.stack.currentWidget() is window._protocol


def test_the_league_menu_holds_table_history_and_players(
    qtbot: Any, make_window: Any, league: dict[str, str]
) -> None:
    window = make_window()
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&League")
    texts = [(a.text(), a.shortcut().toString()) for a in menu.actions()]
    assert texts == [
        ("League &table", "Ctrl+L"),
        ("Match &history", "Ctrl+H"),
        ("&Players", ""),
        ("&Drills from your matches", ""),
        ("&Keeper's log", "Ctrl+Shift+L"),
        ("", ""),  # the separator before the championship
        ("&Championship…", "Ctrl+Shift+C"),
    ]
    menu.actions()[-1].trigger()
    assert window.windowTitle() == "Championship — Roller"
    key(qtbot, window, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.start
    menu.actions()[2].trigger()
    assert window.stack.currentWidget() is window.players
    assert window.windowTitle() == "Players — Roller"
    key(qtbot, window, Qt.Key.Key_L, CTRL)
    assert window.stack.currentWidget() is window.league
    key(qtbot, window, Qt.Key.Key_Escape)  # back to the players, then to the start
    assert window.stack.currentWidget() is window.players
    key(qtbot, window, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.start


def one_round_match(store: Any, ids: dict[str, str]) -> str:
    return store.start_match(
        "roller", {"rounds": 1}, [SeatSpec(ids["Anna"]), SeatSpec(ids["Bo"])], 0
    )


def test_a_match_goes_to_the_league_and_comes_back_with_esc(
    qtbot: Any, make_window: Any, store: Any, league: dict[str, str], dice: Any
) -> None:
    match_id = one_round_match(store, league)
    window = make_window()
    window.open_match(match_id)
    screen = window.roller
    dice.add(RT)
    key(qtbot, window, Qt.Key.Key_Space)  # Anna: RT
    assert screen.controller.game.protocol().cell_text(0, 0) == "RT"
    key(qtbot, window, Qt.Key.Key_L, CTRL)
    assert window.stack.currentWidget() is window.league
    assert not window.real_dice_action.isEnabled()  # no match on screen
    key(qtbot, window, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is screen and window.match_id == match_id
    assert screen.controller.game.current_seat == 1  # Bo to play, as it was left
    assert len(store.load_match(match_id).events) == 1
    assert window.windowTitle() == "Round 1 of 1 — Roller"


def test_ctrl_p_prints_what_is_on_screen_and_says_why_when_nothing(
    qtbot: Any, make_window: Any, store: Any, league: dict[str, str], monkeypatch: Any
) -> None:
    shown = Recorded(monkeypatch)
    window = make_window()
    assert window.print_action.isEnabled()  # always: it says why when there is nothing
    key(qtbot, window, Qt.Key.Key_P, CTRL)  # the start screen: nothing to print
    assert shown.sheets == [] and len(shown.messages) == 1
    assert "Ctrl+P prints the protocol during and after a match" in shown.messages[0][1]
    window.open_league()
    assert window.print_action.text() == "Print the league table…"
    key(qtbot, window, Qt.Key.Key_P, CTRL)
    assert [s.title for s in shown.sheets] == ["Roller league"]
    window.league.view.tabs.setCurrentIndex(1)
    key(qtbot, window, Qt.Key.Key_P, CTRL)
    assert shown.sheets[-1].title == "105 league"
    key(qtbot, window, Qt.Key.Key_H, CTRL)
    key(qtbot, window, Qt.Key.Key_P, CTRL)  # the history itself does not print
    assert len(shown.sheets) == 2 and "open a match (Enter)" in shown.messages[-1][1]
    window.open_protocol(league["m2"])
    key(qtbot, window, Qt.Key.Key_P, CTRL)
    assert shown.sheets[-1] is window._protocol.view.sheet
    assert shown.sheets[-1].title == "Roller protocol 2026-03-02".replace("2026", str(YEAR))
    window.open_player(league["Bo"])
    assert window.print_action.text() == "Print the player's figures…"
    key(qtbot, window, Qt.Key.Key_P, CTRL)
    assert shown.sheets[-1].title == "Bo: Roller"
    image = printing.render_image(shown.sheets[-1], dpi=40)  # the page paints
    assert not image.isNull()


def test_ctrl_p_in_a_match_and_after_it_opens_the_real_preview_of_its_protocol(
    qtbot: Any, make_window: Any, store: Any, league: dict[str, str], dice: Any
) -> None:
    match_id = one_round_match(store, league)
    window = make_window()
    key(qtbot, window, Qt.Key.Key_R)  # Resume: the newest unfinished match is listed first
    assert window.match_id == match_id
    assert window.windowTitle() == "Round 1 of 1 — Roller"
    closer = PreviewCloser()
    key(qtbot, window, Qt.Key.Key_P, CTRL)
    assert [t for t, _ in closer.seen] == [
        f"Print preview: Roller protocol {date.today():%Y-%m-%d}"
    ]
    window.activateWindow()  # the window manager's part, once the preview has closed
    qtbot.waitUntil(window.isActiveWindow)
    dice.add(RT, RT)
    key(qtbot, window, Qt.Key.Key_Space)
    key(qtbot, window, Qt.Key.Key_Space)  # both RT: the match is over
    qtbot.waitUntil(lambda: window.roller.controller.game.is_over)
    assert window.windowTitle() == "Match over — Roller"
    closer = PreviewCloser()
    key(qtbot, window, Qt.Key.Key_P, CTRL)
    assert len(closer.seen) == 1 and closer.seen[0][1] >= 1
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    key(qtbot, window, Qt.Key.Key_H, CTRL)  # the history, and back to the match's end
    assert window._history.view.model.matches[0].id == match_id
    key(qtbot, window, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.roller and window.match_id == match_id
    assert window.windowTitle() == "Match over — Roller"


def test_the_title_follows_the_round(
    qtbot: Any, make_window: Any, store: Any, league: dict[str, str], dice: Any
) -> None:
    match_id = store.start_match(
        "roller", {"rounds": 3}, [SeatSpec(league["Anna"]), SeatSpec(league["Bo"])], 0
    )
    recorder = MatchRecorder.open(store, match_id)
    for _ in range(2):
        recorder.throw(RT)  # round 1: both RT
    window = make_window()
    window.open_match(match_id)
    assert window.windowTitle() == "Round 2 of 3 — Roller"
    dice.add(RT, RT)
    key(qtbot, window, Qt.Key.Key_Space)
    assert window.windowTitle() == "Round 2 of 3 — Roller"
    key(qtbot, window, Qt.Key.Key_Space)
    assert window.windowTitle() == "Round 3 of 3 — Roller"


def test_a_race_names_itself_in_the_title(
    qtbot: Any, make_window: Any, store: Any, league: dict[str, str], dice: Any
) -> None:
    seats = [SeatSpec(league["Anna"], dice=1), SeatSpec(league["Bo"], dice=1)]
    race_id = store.start_match("105", {"play_for_places": False}, seats, 0)
    window = make_window()
    window.open_match(race_id)
    assert window.windowTitle() == "105 race — Roller"
    dice.add((1,), (2,), (3,), (4,), (5,), (6,))  # Anna's one die runs 1 to 6
    for _ in range(6):  # each throw, extra throws too, by the key
        key(qtbot, window, Qt.Key.Key_Space)
        if window.race.controller.game.is_over:
            break
    assert window.race.controller.game.is_over
    assert window.windowTitle() == "Race over — Roller"


def test_titles_and_messages_in_swedish(
    qtbot: Any,
    make_window: Any,
    store: Any,
    league: dict[str, str],
    monkeypatch: Any,
    swedish: None,
) -> None:
    shown = Recorded(monkeypatch)
    window = make_window()
    key(qtbot, window, Qt.Key.Key_P, CTRL)
    assert shown.messages[0][0] == "Inget att skriva ut"
    assert shown.messages[0][1].startswith("Här finns inget att skriva ut.")
    key(qtbot, window, Qt.Key.Key_L)
    assert window.windowTitle() == "Liga — Roller"
    menu = [a.text() for a in window.menuBar().actions()]
    assert "&Liga" in menu
    key(qtbot, window, Qt.Key.Key_H, CTRL)
    assert window.windowTitle() == "Matchhistorik — Roller"
    key(qtbot, window, Qt.Key.Key_Escape)
    key(qtbot, window, Qt.Key.Key_Escape)
    match_id = one_round_match(store, league)
    window.open_match(match_id)
    assert window.windowTitle() == "Rond 1 av 1 — Roller"


def test_a_new_language_keeps_the_player_page_and_the_way_back(
    qtbot: Any, make_window: Any, store: Any, league: dict[str, str], monkeypatch: Any
) -> None:
    from tests.ui.shell.test_languages import choose_language

    window = make_window()
    window.open_league()
    window.open_player(league["Cia"])
    try:
        choose_language(window, "sv", monkeypatch)
        assert window.stack.currentWidget() is window._player
        assert window._player.player_id() == league["Cia"]
        assert window.windowTitle() == "Cia — Roller"
        assert window._player.page.tabs.tabText(1) == "&Diagram"
        key(qtbot, window, Qt.Key.Key_Escape)
        assert window.stack.currentWidget() is window.league
        assert window.league.heading.text() == "Liga"
        assert window.windowTitle() == "Liga — Roller"
    finally:
        choose_language(window, "en", monkeypatch)


def test_the_player_name_heading_follows_the_text_size(
    make_window: Any, league: dict[str, str]
) -> None:
    window = make_window()
    window.open_player(league["Bo"])
    title = window._player.page.title
    before = title.font().pointSizeF()
    window.step_scale(5)  # the largest text
    assert window.font().pointSizeF() > window.base_font_size
    assert title.font().pointSizeF() == pytest.approx(1.6 * window.font().pointSizeF())
    assert title.font().pointSizeF() > before and title.font().bold()


def test_the_standings_label_has_room_for_its_text_as_drawn(
    make_window: Any, league: dict[str, str], swedish: None
) -> None:
    from PySide6.QtGui import QFont, QFontMetrics
    from PySide6.QtWidgets import QLabel

    window = make_window()
    window.step_scale(5)  # the largest text
    window.open_league()
    view = window.league.view
    label = next(w for w in view.findChildren(QLabel) if w.text() == "&Tabell för")
    # Qt draws the underlined T apart from "abell", without the pair's kerning: measured
    # without kerning, the text as drawn fits (it was cut by a few pixels at 1024x600).
    font = QFont(label.font())
    font.setKerning(False)
    drawn = QFontMetrics(font).horizontalAdvance("Tabell för")
    assert drawn > QFontMetrics(label.font()).horizontalAdvance("Tabell för")
    assert label.minimumSizeHint().width() >= drawn and label.width() >= drawn


def test_enter_or_a_double_click_on_the_players_page_opens_any_players_page(
    qtbot: Any, make_window: Any, store: Any, league: dict[str, str]
) -> None:
    """A player who has played only against the computer is in no league table: the Players
    page is where their page is found."""
    eva = store.add_player("Eva").id
    store.start_match("roller", {}, [SeatSpec(eva), SeatSpec(None, computer="steady")], 0)
    window = make_window()
    window.open_players()
    players = window.players
    row = next(
        i for i in range(players.list.count()) if players._name_of(players.list.item(i)) == "Eva"
    )
    players.list.setCurrentRow(row)
    players.list.setFocus()
    qtbot.keyClick(players.list, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window._player
    assert window._player.player_id() == eva
    assert window.windowTitle() == "Eva — Roller"
    key(qtbot, window, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is players
    dan = next(
        i for i in range(players.list.count()) if players._name_of(players.list.item(i)) == "Dan"
    )
    double_click(
        qtbot, players.list.viewport(), players.list.visualItemRect(players.list.item(dan)).center()
    )
    assert window._player.player_id() == league["Dan"]


def test_choosing_a_player_leaves_the_keepers_buttons_their_size_at_the_largest_text(
    qtbot: Any, make_window: Any, store: Any, swedish: None, league: dict[str, str]
) -> None:
    """'1 spelare vald (Ctrl+klick väljer två att slå ihop)' on one line beside them squeezed
    'Tillbaka [Esc]' to half its size at the largest text on 1024x600."""
    window = make_window()
    window.step_scale(5)  # the largest text
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 600))
    window.open_players()
    players = window.players
    back = players.buttons["back"]
    QApplication.processEvents()
    before = back.fitted()[0].pointSizeF()
    players.list.setCurrentRow(0)
    QApplication.processEvents()
    QApplication.processEvents()
    assert players.selected_label.text().startswith("1 spelare vald")
    assert back.fitted()[0].pointSizeF() == before

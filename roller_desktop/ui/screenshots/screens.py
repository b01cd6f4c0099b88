"""Every main screen rendered to PNG, in each language and palette: for looking, not for testing.

Each screen is a small function that brings a real main window into one state with scripted
dice and returns the window to photograph. The league is a temporary copy: a database given
with --database is copied first and never changed.
"""

from __future__ import annotations

import sqlite3
import sys
import tempfile
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QMessageLogContext, QSettings, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QWidget

from roller_desktop.store.league_store import LeagueStore
from roller_desktop.store.values import Game
from roller_desktop.ui.common import i18n
from roller_desktop.ui.shell.launch import make_application
from roller_desktop.ui.shell.theme import dark_palette

if TYPE_CHECKING:
    from roller_desktop.ui.play.roller_screen import RollerScreen
    from roller_desktop.ui.shell.main_window import MainWindow
    from roller_desktop.ui.shell.settings import Settings

LANGUAGES = ("sv", "en")
THEMES = ("light", "dark")
WINDOW_SIZE = (1280, 800)
PLAYERS = ("Anna", "Bosse", "Cilla", "Dagny")

Progress = Callable[[int, int], None]


class ScriptedThrows:
    """A dice source the screens draw from: throws queued by the screen being set up."""

    def __init__(self) -> None:
        self.queue: list[tuple[int, ...]] = []

    def add(self, *throws: Sequence[int]) -> None:
        self.queue.extend(tuple(t) for t in throws)

    def roll(self, count: int) -> tuple[int, ...]:
        if not self.queue:
            raise RuntimeError("The screenshot script ran out of dice.")
        values = self.queue.pop(0)
        if len(values) != count:
            raise RuntimeError(f"The script throws {values}, but {count} dice are due.")
        return values


@dataclass
class Studio:
    """One window per screen, on its own copy of the league, in one language and palette."""

    app: QApplication
    store: LeagueStore
    settings: Settings
    dice: ScriptedThrows = field(default_factory=ScriptedThrows)
    windows: list[QWidget] = field(default_factory=list)

    def window(self) -> MainWindow:
        from roller_desktop.ui.shell.main_window import MainWindow

        window = MainWindow(self.store, self.settings, dice_factory=lambda: self.dice)
        window.resize(*WINDOW_SIZE)
        window.show()
        self.windows.append(window)
        self.settle()
        window.resize(*WINDOW_SIZE)  # the picture's size, not the (offscreen) screen's
        self.settle()
        return window

    def settle(self) -> None:
        for _ in range(3):
            self.app.processEvents()

    def player_ids(self, names: Iterable[str]) -> list[str]:
        known = {p.name.casefold(): p.id for p in self.store.players()}
        ids = []
        for name in names:
            if name.casefold() not in known:
                known[name.casefold()] = self.store.add_player(name).id
            ids.append(known[name.casefold()])
        return ids

    def new_match(
        self,
        game: Game,
        names: Sequence[str],
        rules: dict[str, Any] | None = None,
        dice: Sequence[int] | None = None,
        kids: Sequence[bool] | None = None,
    ) -> str:
        from roller_desktop.store.values import SeatSpec

        seats = [
            SeatSpec(pid, (dice or [5] * len(names))[i], bool((kids or [False] * len(names))[i]))
            for i, pid in enumerate(self.player_ids(names))
        ]
        match_id: str = self.store.start_match(game, rules or {}, seats, 0)
        return match_id

    def play(self, match_id: str, actions: Iterable[tuple[str, Sequence[int]]]) -> None:
        """Record actions straight into the store: ("throw", faces), ("keep", faces), ("bank",)."""
        from roller_desktop.store.recorder import MatchRecorder

        recorder = MatchRecorder.open(self.store, match_id)
        for kind, values in actions:
            if kind == "bank":
                recorder.bank()
            else:
                getattr(recorder, kind)(list(values))

    def open(self, match_id: str) -> MainWindow:
        window = self.window()
        window.open_match(match_id)
        self.settle()
        return window

    def close(self) -> None:
        for window in self.windows:
            window.close()
            window.deleteLater()
        self.windows.clear()
        self.settle()


def select_faces(screen: Any, faces: Sequence[int]) -> None:
    """Select dice showing these faces, the first free die of each, as keys 1-6 would."""
    values = screen.dice.values()
    chosen: list[int] = []
    for face in faces:
        chosen.append(next(i for i, v in enumerate(values) if v == face and i not in chosen))
    for index in chosen:
        screen.dice.toggle(index)


def roller_turn(throws: Sequence[tuple[Sequence[int], Sequence[int]]], end: str) -> list[Any]:
    """A turn as actions: each throw with the faces kept from it, then "bank" or nothing."""
    actions: list[Any] = []
    for thrown, kept in throws:
        actions.append(("throw", thrown))
        if kept:
            actions.append(("keep", kept))
    if end == "bank":
        actions.append(("bank", ()))
    return actions


# ---- the screens ----------------------------------------------------------------------------


def screen_start(studio: Studio) -> QWidget:
    """The start screen with two unfinished matches to resume."""
    roller = studio.new_match("roller", PLAYERS[:3])
    studio.play(
        roller,
        roller_turn([((1, 5, 2, 3, 4, 6), (1, 5))], "bank")
        + roller_turn([((2, 3, 4, 6, 2, 3), ())], ""),
    )
    race = studio.new_match("105", ("Anna", "Bosse"), dice=[5, 3])
    studio.play(race, [("throw", (1, 1, 4, 5, 6))])
    window = studio.window()
    window.show_start()
    return window


def screen_setup(studio: Studio) -> QWidget:
    """Setting up a Roller match: three players seated, one more in the league."""
    ids = studio.player_ids(PLAYERS)
    window = studio.window()
    window.new_match("roller")
    for pid, name in zip(ids[:3], PLAYERS[:3], strict=True):
        window.setup.seat_player(pid, name)
    return window


def _opened_round_two(studio: Studio, real_dice: bool = False) -> tuple[MainWindow, RollerScreen]:
    """Three players; round 1 played (a bank, an RT, a bank); Anna to play in round 2."""
    match_id = studio.new_match("roller", PLAYERS[:3])
    studio.play(
        match_id,
        roller_turn([((1, 1, 1, 3, 4, 6), (1, 1, 1)), ((5, 2, 6), (5,))], "bank")
        + roller_turn([((2, 3, 4, 6, 2, 3), ())], "")
        + roller_turn([((5, 5, 5, 2, 3, 1), (5, 5, 5, 1))], "bank"),
    )
    studio.store.set_real_dice(match_id, real_dice)
    window = studio.open(match_id)
    return window, window.roller


def screen_selection(studio: Studio) -> QWidget:
    """Mid-turn: 1-1-1 kept from the first throw, two dice selected from the second."""
    window, screen = _opened_round_two(studio)
    studio.dice.add((1, 1, 1, 4, 6, 2), (5, 3, 1))
    screen.throw()
    select_faces(screen, [1, 1, 1])
    screen.keep()
    screen.throw()
    select_faces(screen, [5, 1])
    return window


def screen_forced_roller(studio: Studio) -> QWidget:
    """A Stege kept whole: ROLLER, and the forced throw with two scoring dice owed."""
    window, screen = _opened_round_two(studio)
    studio.dice.add((4, 2, 6, 1, 3, 5))
    screen.throw()
    select_faces(screen, [1, 2, 3, 4, 5, 6])
    screen.keep()
    return window


def screen_tjock(studio: Studio) -> QWidget:
    """500 points in play, then a throw with nothing: Tjock."""
    window, screen = _opened_round_two(studio)
    studio.dice.add((5, 5, 5, 2, 3, 6), (2, 3, 4))
    screen.throw()
    select_faces(screen, [5, 5, 5])
    screen.keep()
    screen.throw()
    return window


def _play_match_over(studio: Studio) -> str:
    """Three rounds, four players: WW, sur mun and plump in the protocol."""
    match_id = studio.new_match("roller", PLAYERS, rules={"rounds": 3, "ww_threshold": 3000})
    big = roller_turn([((1, 1, 1, 5, 2, 3), (1, 1, 1, 5))], "bank")  # 1050
    small = roller_turn([((5, 2, 3, 4, 6, 6), (5,))], "bank")  # 50
    rt = roller_turn([((2, 3, 4, 6, 2, 3), ())], "")
    tjock = roller_turn([((1, 2, 3, 4, 6, 6), (1,)), ((2, 3, 4, 6, 6), ())], "")
    stege = roller_turn(
        [((1, 2, 3, 4, 5, 6), (1, 2, 3, 4, 5, 6)), ((1, 5, 2, 3, 4, 6), (1, 5))], ""
    )
    stege += [("bank", ())]  # 2150
    rounds = [  # Anna, Bosse, Cilla, Dagny
        big + small + rt + small,
        stege + tjock + small + big,
        big + rt + small + tjock,
    ]  # totals 4250 (WW), 50 (sur mun, plump: two tjock), 100, 1100
    studio.play(match_id, [a for r in rounds for a in r])
    return match_id


def screen_match_over(studio: Studio) -> QWidget:
    """The end of the match: WW, sur mun and plump in the protocol."""
    return studio.open(_play_match_over(studio))


def screen_race(studio: Studio) -> QWidget:
    """A 105 race under way: three children, one with three dice in kids' mode."""
    match_id = studio.new_match(
        "105", ("Anna", "Bosse", "Cilla"), dice=[5, 5, 3], kids=[False, False, True]
    )
    studio.play(
        match_id,
        [
            ("throw", (1, 1, 4, 5, 6)),
            ("throw", (2, 3, 4, 4, 6)),
            ("throw", (1, 1, 1)),  # Cilla's three 1s: done, an extra throw for the 2s
            ("throw", (2, 5, 6)),
            ("throw", (1, 3, 1)),
        ],
    )
    window = studio.open(match_id)
    studio.dice.add((1, 2, 1, 5, 1))  # Bosse: three 1s set aside
    window.race.throw()
    return window


def screen_real_dice(studio: Studio) -> QWidget:
    """Real dice: the table types the faces; a face that no die shows is refused in words."""
    window, screen = _opened_round_two(studio, real_dice=True)
    screen.faces.edit.setText("3 5 7 1 1 6")
    screen.throw()  # Space enters the typed faces
    return window


def _played_league(studio: Studio) -> str:
    """Three one-round Roller matches, the three-round match with every symbol and a finished
    105 race; returns the three-round match."""
    big = roller_turn([((1, 1, 1, 5, 2, 3), (1, 1, 1, 5))], "bank")  # 1050
    small = roller_turn([((5, 2, 3, 4, 6, 6), (5,))], "bank")  # 50
    rt = roller_turn([((2, 3, 4, 6, 2, 3), ())], "")
    for order in ((big, small, rt), (small, big, small), (big, rt, big)):
        match_id = studio.new_match("roller", PLAYERS[:3], rules={"rounds": 1})
        studio.play(match_id, [a for turn in order for a in turn])
    _play_race_out(studio, studio.new_match("105", PLAYERS[:3], dice=[2, 2, 2]))
    return _play_match_over(studio)


def _play_race_out(studio: Studio, match_id: str) -> None:
    """Throw seeded random dice until the race is over."""
    import random

    from roller_desktop.store.recorder import MatchRecorder

    rng = random.Random(105)
    recorder = MatchRecorder.open(studio.store, match_id)
    while not recorder.game.is_over:
        recorder.throw([rng.randint(1, 6) for _ in range(recorder.game.dice_to_throw)])


def screen_league(studio: Studio) -> QWidget:
    """The league table after four finished Roller matches and a 105 race."""
    _played_league(studio)
    window = studio.window()
    window.open_league()
    return window


def _shown(studio: Studio, widget: QWidget) -> QWidget:
    """A page of its own (as the league opens it), photographed like the windows."""
    widget.resize(*WINDOW_SIZE)
    widget.show()
    studio.windows.append(widget)
    studio.settle()
    return widget


def screen_player_page(studio: Studio) -> QWidget:
    """Anna's page with its charts: totals, tjock rate, the spread of her rounds."""
    from roller_desktop.ui.league.player_page import PlayerPage

    _played_league(studio)
    page = PlayerPage(studio.store)
    page.opens_protocols = False
    page.set_player(studio.player_ids(["Anna"])[0])
    page.tabs.setCurrentIndex(1)
    return _shown(studio, page)


def screen_history(studio: Studio) -> QWidget:
    """Every match of the league, newest first."""
    from roller_desktop.ui.league.match_history import MatchHistoryView

    _played_league(studio)
    history = MatchHistoryView(studio.store)
    history.opens_protocols = False
    return _shown(studio, history)


def _printed(studio: Studio, image: Any) -> QWidget:
    from PySide6.QtGui import QPixmap
    from PySide6.QtWidgets import QLabel

    label = QLabel()
    label.setPixmap(QPixmap.fromImage(image))
    label.resize(image.width(), image.height())
    label.show()
    studio.windows.append(label)
    studio.settle()
    return label


def screen_printed_protocol(studio: Studio) -> QWidget:
    """The A4 page of the match with every symbol, as Print and Save as PDF make it."""
    from roller_desktop.ui.printing import sheets as printing

    match_id = _played_league(studio)
    return _printed(studio, printing.render_image(printing.sheet_for_match(studio.store, match_id)))


def screen_printed_league(studio: Studio) -> QWidget:
    """The league table's printed page."""
    from roller_desktop.ui.league.league_model import league_sheet
    from roller_desktop.ui.league.league_view import LeagueView
    from roller_desktop.ui.printing import sheets as printing

    _played_league(studio)
    view = LeagueView(studio.store)
    view.wait_for_ratings()
    image = printing.render_image(league_sheet(view.models["roller"]))
    view.stop_background()
    return _printed(studio, image)


def screen_players(studio: Studio) -> QWidget:
    """The players of the league."""
    studio.player_ids(PLAYERS)
    window = studio.window()
    window.open_players()
    return window


SCREENS: list[tuple[str, Callable[[Studio], QWidget]]] = [
    ("start", screen_start),
    ("setup", screen_setup),
    ("selection", screen_selection),
    ("forced-roller", screen_forced_roller),
    ("tjock", screen_tjock),
    ("match-over", screen_match_over),
    ("race-105", screen_race),
    ("real-dice", screen_real_dice),
    ("league", screen_league),
    ("player-page", screen_player_page),
    ("history", screen_history),
    ("players", screen_players),
    ("print-protocol", screen_printed_protocol),
    ("print-league", screen_printed_league),
]


# ---- palettes and the run -------------------------------------------------------------------


def _copy_database(source: str, target: Path) -> None:
    """A consistent copy, even of a league the program has open (SQLite's backup)."""
    if not Path(source).is_file():
        raise ValueError(f"There is no league database at {source}.")
    with sqlite3.connect(f"file:{source}?mode=ro", uri=True) as src, sqlite3.connect(target) as dst:
        src.backup(dst)


def take_screenshots(
    folder: Path,
    database: str | None = None,
    languages: Sequence[str] = LANGUAGES,
    themes: Sequence[str] = THEMES,
    screens: Sequence[str] | None = None,
    progress: Progress | None = None,
) -> list[Path]:
    """Render the screens to `folder` as NN-screen-language-theme.png; return the files."""
    chosen = [(n, f) for n, f in SCREENS if screens is None or n in screens]
    folder.mkdir(parents=True, exist_ok=True)
    app = make_application()
    was = (app.style().name(), app.palette(), i18n.current_language())
    app.setStyle("Fusion")
    light = app.style().standardPalette()
    written: list[Path] = []
    total = len(chosen) * len(languages) * len(themes)
    previous_handler = qInstallMessageHandler(_quiet_offscreen)
    try:
        _render(app, folder, database, languages, themes, chosen, light, written, total, progress)
    finally:
        qInstallMessageHandler(previous_handler)
        app.setStyle(was[0])
        app.setPalette(was[1])
        if was[2] is not None:
            i18n.install_translator(app, was[2])
    return written


def _quiet_offscreen(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """The offscreen platform's notes about window hints are noise here; the rest is shown."""
    if "does not support propagateSizeHints" not in message:
        print(message, file=sys.stderr)


def _render(
    app: QApplication,
    folder: Path,
    database: str | None,
    languages: Sequence[str],
    themes: Sequence[str],
    chosen: Sequence[tuple[str, Callable[[Studio], QWidget]]],
    light: QPalette,
    written: list[Path],
    total: int,
    progress: Progress | None,
) -> None:
    from roller_desktop.store.database import open_store
    from roller_desktop.ui.shell.settings import Settings

    with tempfile.TemporaryDirectory(prefix="roller-screenshots-") as scratch:
        base = Path(scratch) / "base.sqlite3"
        if database:
            _copy_database(database, base)
        for language in languages:
            i18n.install_translator(app, language)
            for theme in themes:
                app.setPalette(dark_palette() if theme == "dark" else light)
                for number, (name, build) in enumerate(chosen, start=1):
                    copy = Path(scratch) / f"{language}-{theme}-{name}.sqlite3"
                    if base.exists():
                        _copy_database(str(base), copy)
                    ini = Path(scratch) / f"{language}-{theme}-{name}.ini"
                    settings = Settings(QSettings(str(ini), QSettings.Format.IniFormat))
                    settings.animation = False
                    settings.computer_pace_ms = 0
                    settings.language = language
                    store = open_store(str(copy), backup=False)
                    studio = Studio(app, store, settings)
                    try:
                        widget = build(studio)
                        studio.settle()
                        path = folder / f"{number:02d}-{name}-{language}-{theme}.png"
                        if not widget.grab().save(str(path)):
                            raise OSError(f"Could not write {path}.")
                        written.append(path)
                    finally:
                        studio.close()
                        store.close()
                    if progress is not None:
                        progress(len(written), total)

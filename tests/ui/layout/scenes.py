"""The screens the layout audit looks at, each in its state: the `screenshots` command's screens
(roller_desktop.ui.screenshots) and more (setup with eight long names, the end screen with 2, 4,
5 and 8 seats, 105 with eight children, the league's pages, the paper entry, the correction,
the director's and the room's screens, settings and dialogs).

A scene brings a window into its state once; the audit then resizes it and changes its text size
(`Stage.apply`), as a person would with Ctrl++ on a small screen."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from PySide6.QtWidgets import QApplication, QDialog, QWidget

from roller_desktop.ui.screenshots import screens as shots
from roller_desktop.ui.screenshots.screens import Studio, roller_turn, select_faces

LONG_NAMES = (
    "Anna-Lena Fjällström",
    "Karl-Gustav Ångström-Bergqvist",
    "Britt-Marie Sjöström",
    "Dagny",
    "Erik Öberg",
    "Fia",
    "Gunnar Håkansson",
    "Hedvig Lindqvist",
)


class Stage(Studio):
    """A studio whose windows the audit resizes and gives another text size."""

    base_font_size = 9.0  # the desktop's font (Qt's own under Xvfb; KDE's is 10, GNOME's 11)

    def window(self) -> Any:
        from roller_desktop.ui.shell.main_window import MainWindow

        window = MainWindow(
            self.store,
            self.settings,
            dice_factory=lambda: self.dice,
            base_font_size=self.base_font_size,
        )
        window.resize(1366, 768)
        window.show()
        self.windows.append(window)
        self.settle()
        return window

    def dialog(self, dialog: QDialog) -> QDialog:
        """A dialog over a main window, as the program opens it (the window's text size)."""
        dialog.show()
        self.windows.append(dialog)
        self.settle()
        return dialog


OPENED: dict[int, Any] = {}  # a dialog's size as the program opened it


def apply(root: QWidget, settings: Any, size: tuple[int, int], scale: float) -> None:
    """The window at this size and text size (a dialog: its preferred size within the screen)."""
    from roller_desktop.ui.shell.main_window import MainWindow

    settings.text_scale = scale
    if isinstance(root, MainWindow):
        root.apply_text_scale()
        root.resize(*size)
    else:
        font = QApplication.font()
        font.setPointSizeF(9.0 * scale)
        root.setFont(font)
        apply_fonts = getattr(root, "apply_fonts", None)
        if callable(apply_fonts):
            apply_fonts()
        if isinstance(root, QDialog):  # as opened (or as large as its words), on the screen
            opened = OPENED.setdefault(id(root), root.size())
            hint = root.sizeHint().expandedTo(opened)
            wanted = getattr(root, "wanted_width", None)  # what the dialog asks for itself
            if callable(wanted):
                hint.setWidth(max(hint.width(), wanted()))
            root.resize(min(hint.width(), size[0] - 16), min(hint.height(), size[1] - 16))
        else:
            root.resize(*size)
    for _ in range(4):
        QApplication.processEvents()
    grid = getattr(getattr(root, "_roller", None), "grid", None)
    if grid is not None:
        grid.fit()
    QApplication.processEvents()


# ---- the screens ----------------------------------------------------------------------------


def start_desktop_font(points: float) -> Callable[[Stage], QWidget]:
    def scene(stage: Stage) -> QWidget:
        """The start screen where the desktop's font is larger than Qt's own 9 pt: at 10 pt
        and the largest text it needed 581 of 563 pixels (a play-test at the table)."""
        stage.base_font_size = points
        return shots.screen_start(stage)

    return scene


def start_tables(stage: Stage) -> QWidget:
    """The start screen of a director's laptop at GNOME's 11 pt: four tables of a
    championship in play, four long names each. Each match wrapped into five lines at the
    largest text, one match and a half in sight; now two lines each, three and more in sight."""
    from roller_desktop.store import championships as ch

    stage.base_font_size = 11.0
    players = [(name, None) for name in (*LONG_NAMES, *(f"Spelare {i:02}" for i in range(8)))]
    ch.create_championship(stage.store, "EM i Roller 2026", players, rounds=3, table_size=(4, 4))
    for table in (1, 2, 3, 4):
        ch.start_table_match(stage.store, "EM i Roller 2026", 1, table)
    window = stage.window()
    window.show_start()
    return window


def setup_eight(stage: Stage) -> QWidget:
    ids = stage.player_ids(LONG_NAMES)
    window = stage.window()
    window.new_match("roller")
    for pid, name in zip(ids, LONG_NAMES, strict=True):
        window.setup.seat_player(pid, name)
    return window


def opening_eight(stage: Stage) -> QWidget:
    """Who starts, with a person and seven computers of one level ("Datamaskin (forsiktig) 7"):
    two ties thrown again, then the winner. The log of throws at the largest text asked for
    more height than the page had: Qt cut it top and bottom and squeezed the felt's die."""
    ids = stage.player_ids(LONG_NAMES[:1])
    window = stage.window()
    window.new_match("roller")
    window.setup.seat_player(ids[0], LONG_NAMES[0])
    for _ in range(7):
        window.setup.add_computer()
    stage.dice.add((6,), (5,), (6,), (3,), (6,), (2,), (1,), (4,))  # three tied at 6
    stage.dice.add((2,), (5,), (5,), (3,), (6,))  # two tied at 5, then the starter
    window.setup.start()
    opening = window.setup.opening
    for _ in range(200):
        if opening.winner is not None and opening.play_button.isVisible():
            break
        stage.settle()
    assert opening.winner is not None
    return window


def race_setup_eight(stage: Stage) -> QWidget:
    """The 105 setup with eight children of long names, their chances worked out."""
    ids = stage.player_ids(LONG_NAMES)
    window = stage.window()
    window.new_match("105")
    for pid, name in zip(ids, LONG_NAMES, strict=True):
        window.setup.seat_player(pid, name)
    chances = window.setup.chances
    for _ in range(500):  # the chances arrive from their thread
        QApplication.processEvents()
        if chances.chances is not None:
            break
        import time

        time.sleep(0.01)
    return window


def _wait(done: Callable[[], bool]) -> None:
    """Until a thread's result has arrived (the scenes are built outside pytest-qt)."""
    import time

    for _ in range(3000):
        QApplication.processEvents()
        if done():
            return
        time.sleep(0.01)
    raise TimeoutError("A scene's thread did not deliver.")


def setup_handicap(stage: Stage) -> QWidget:
    """Two long names at a Roller table, the handicap on with its proposal (table only)."""
    ids = stage.player_ids(LONG_NAMES[:2])
    window = stage.window()
    window.new_match("roller")
    for pid, name in zip(ids, LONG_NAMES[:2], strict=True):
        window.setup.seat_player(pid, name)
    window.setup.starter.setCurrentIndex(1)
    box = window.setup.handicap_box
    box.on.setChecked(True)
    _wait(lambda: box.found is not None)
    return window


def other_choices(stage: Stage) -> QWidget:
    """Same dice, other choices: a finished two-seat match replayed from the start."""
    from roller_desktop.engine.roller import RollerRules
    from roller_desktop.ui.play.other_choices_dialog import OtherChoicesDialog

    match_id = stage.new_match("roller", LONG_NAMES[:2], rules={"rounds": 15})
    small = roller_turn([((5, 2, 3, 4, 6, 6), (5,)), ((1, 2, 3, 4, 6), (1,))], "bank")
    stage.play(match_id, small * 30)
    window = stage.window()
    loaded = stage.store.load_match(match_id)
    names = [s.name for s in loaded.seats]
    dialog = OtherChoicesDialog(names, RollerRules(), loaded.events, loaded.starter, None, window)
    stage.dialog(dialog)
    dialog.replay()
    _wait(lambda: dialog.replayed is not None)
    return dialog


def turn(stage: Stage, seats: int = 4) -> QWidget:
    """Four seats (or `seats`), round 2, two dice chosen from the second throw."""
    match_id = stage.new_match("roller", LONG_NAMES[:seats])
    big = roller_turn([((1, 1, 1, 5, 2, 3), (1, 1, 1, 5))], "bank")
    stage.play(match_id, big * seats)
    window = stage.open(match_id)
    screen = window.roller
    stage.dice.add((1, 1, 1, 4, 6, 2), (5, 3, 1))
    screen.throw()
    select_faces(screen, [1, 1, 1])
    screen.keep()
    screen.throw()
    select_faces(screen, [5, 1])
    return window


def turn_hint(seats: int) -> Callable[[Stage], QWidget]:
    def scene(stage: Stage) -> QWidget:
        """A turn with the hint shown (H: each option's points and win chance, worked out in
        the thread with three seats or more) and the win bar: the most the play column holds."""
        stage.settings.win_bar = "always"
        window = turn(stage, seats)
        screen = window.roller
        screen.hint()
        _wait(lambda: not screen.thinking() and screen.hint_panel.isVisible())
        _wait(lambda: len(screen.win_bar.chances) == seats)
        return window

    return scene


def turn_bar(seats: int) -> Callable[[Stage], QWidget]:
    def scene(stage: Stage) -> QWidget:
        """Seats with the win-chance bar (≈, worked out in the thread), round 2."""
        import time

        stage.settings.win_bar = "always"
        match_id = stage.new_match("roller", LONG_NAMES[:seats])
        big = roller_turn([((1, 1, 1, 5, 2, 3), (1, 1, 1, 5))], "bank")
        small = roller_turn([((5, 2, 3, 4, 6, 6), (5,))], "bank")
        stage.play(match_id, (big + small) * (seats // 2) + big * (seats % 2))
        window = stage.open(match_id)
        shown = window.roller.win_bar
        deadline = time.monotonic() + 60
        while len(shown.chances) != seats and time.monotonic() < deadline:
            QApplication.processEvents()
            time.sleep(0.01)  # the thread's answer (the audit's own scene, not a test's wait)
        assert shown.isVisible() and shown.approximate
        return window

    return scene


def forced_refused(stage: Stage) -> QWidget:
    """ROLLER kept whole, the forced throw thrown, and Bank refused (two scoring dice owed)."""
    window = shots.screen_forced_roller(stage)
    screen = window.roller  # type: ignore[attr-defined]
    stage.dice.add((2, 3, 4, 6, 1, 5))
    screen.throw()
    select_faces(screen, [1])
    screen.bank()
    return window


def turn_refused(stage: Stage) -> QWidget:
    """Four seats, a throw with no die chosen and Bank pressed: the red line of its refusal
    under the felt (at the largest text the column scrolls to it; the points boxes and the
    dice stay in sight)."""
    window = turn(stage)
    screen = window.roller
    screen.dice.set_selected([])
    screen.bank()
    assert screen.message.property("refusal")
    return window


def real_dice_empty(stage: Stage) -> QWidget:
    """Real dice at a turn's start: the empty entry shows its example for six dice."""
    window, _screen = shots._opened_round_two(stage, real_dice=True)
    return window


def real_dice_refused(stage: Stage) -> QWidget:
    """Real dice mid-turn (dice kept), and a face refused."""
    window, screen = shots._opened_round_two(stage, real_dice=True)
    screen.faces.edit.setText("1 1 1 4 6 2")
    screen.throw()
    select_faces(screen, [1, 1, 1])
    screen.keep()
    screen.faces.edit.setText("3 7 1")
    screen.throw()
    return window


def real_dice_chosen(stage: Stage) -> QWidget:
    """Real dice typed and being chosen: the felt with them in sight, not the greyed entry
    (at the largest text the column showed its foot, the dice cut at the top)."""
    window, screen = shots._opened_round_two(stage, real_dice=True)
    screen.faces.edit.setText("1 1 1 4 6 2")
    screen.throw()
    return window


def real_dice_typing(stage: Stage) -> QWidget:
    """Real dice mid-turn (dice kept), the next throw's faces being typed: the felt's caption
    (what to throw) in sight over the entry (at the largest text it scrolled away)."""
    window, screen = shots._opened_round_two(stage, real_dice=True)
    screen.faces.edit.setText("1 1 1 4 6 2")
    screen.throw()
    select_faces(screen, [1])
    screen.keep()
    screen.faces.edit.setText("3 5")
    return window


def real_dice_chosen_refused(stage: Stage) -> QWidget:
    """Real dice typed, Bank pressed with no die chosen: the refusal under the felt, whole,
    and the caption whole or not shown (at the largest text it lost its top, and the refusal
    its foot)."""
    window, screen = shots._opened_round_two(stage, real_dice=True)
    screen.faces.edit.setText("1 1 1 4 6 2")
    screen.throw()
    screen.dice.set_selected([])
    screen.bank()
    assert screen.message.property("refusal")
    return window


def end_screen(seats: int) -> Callable[[Stage], QWidget]:
    def build(stage: Stage) -> QWidget:
        match_id = stage.new_match("roller", LONG_NAMES[:seats])
        rng = random.Random(seats)
        turns = {
            "big": roller_turn([((1, 1, 1, 5, 2, 3), (1, 1, 1, 5))], "bank"),
            "small": roller_turn([((5, 2, 3, 4, 6, 6), (5,))], "bank"),
            "rt": roller_turn([((2, 3, 4, 6, 2, 3), ())], ""),
            "tjock": roller_turn([((1, 2, 3, 4, 6, 6), (1,)), ((2, 3, 4, 6, 6), ())], ""),
        }
        actions = [a for _ in range(15 * seats) for a in turns[rng.choice(list(turns))]]
        stage.play(match_id, actions)
        window = stage.open(match_id)
        analysis, coach = window.roller.analysis_panel, window.roller.coach_panel
        # The analysis and the coach's graph and books arrive from their threads: the screen
        # is measured as it ends up (a graph arriving between two sizes made overlaps).
        _wait(lambda: analysis.analysis is not None and coach.progress.isHidden())
        return window

    return build


def end_computer(stage: Stage) -> QWidget:
    """Three seats, a careful computer between two people, the computer the winner: its name
    the longest words of the end screen's title ("Kampen er over  Datamaskin (forsiktig)")."""
    from roller_desktop.store.values import SeatSpec

    people = stage.player_ids(["Anna", "Bo"])
    seats = [SeatSpec(people[0]), SeatSpec.of_computer("careful"), SeatSpec(people[1])]
    match_id = stage.store.start_match("roller", {}, seats, 0)
    big = roller_turn([((1, 1, 1, 5, 2, 3), (1, 1, 1, 5))], "bank")
    small = roller_turn([((5, 2, 3, 4, 6, 6), (5,))], "bank")
    stage.play(match_id, (small + big + small) * 15)
    window = stage.open(match_id)
    analysis, coach = window.roller.analysis_panel, window.roller.coach_panel
    _wait(lambda: analysis.analysis is not None and coach.progress.isHidden())
    return window


def protocol_only(stage: Stage) -> QWidget:
    """Protocol only (the keeper types each turn's result), three seats, the second to enter:
    the entry with its example and the Enter button (nb at the largest text read
    "f.eks. …" and "…trer resultatet [")."""
    from roller_desktop.store.values import SeatSpec

    ids = stage.player_ids(LONG_NAMES[:3])
    match_id = stage.store.start_match("roller", {}, [SeatSpec(i) for i in ids], 0, by_hand=True)
    window = stage.open(match_id)
    window.roller.enter_result("350")
    stage.settle()
    return window


def race_eight(stage: Stage) -> QWidget:
    match_id = stage.new_match(
        "105", LONG_NAMES, dice=[5, 5, 3, 4, 5, 2, 5, 5], kids=[False] * 2 + [True] * 6
    )
    stage.play(match_id, [("throw", (1, 2, 3, 4, 6)), ("throw", (1, 1, 4, 5, 6))])
    return stage.open(match_id)


def race_two(real_dice: bool) -> Callable[[Stage], QWidget]:
    def build(stage: Stage) -> QWidget:
        """Two children, the second to throw: the points boxes' captions have a third of the
        play column each ("Tärningar att kasta"); with real dice the faces' label beside the
        entry ("Riktiga tärningar, prickar:")."""
        match_id = stage.new_match("105", ["Anna", "Bo"])
        stage.play(match_id, [("throw", (1, 2, 3, 4, 6))])
        stage.store.set_real_dice(match_id, real_dice)
        return stage.open(match_id)

    return build


def player_charts(stage: Stage) -> QWidget:
    shots._played_league(stage)
    window = stage.window()
    window.open_player(stage.player_ids(["Anna"])[0])
    window._player.page.tabs.setCurrentIndex(1)
    return window


def history(stage: Stage) -> QWidget:
    shots._played_league(stage)
    window = stage.window()
    window.open_history()
    return window


def history_refused(stage: Stage) -> QWidget:
    """The history after Ctrl+K on a played match: why it is never corrected, in words under
    the list (beside the keeper's buttons it squeezed the list to a row at the largest text)."""
    shots._played_league(stage)
    window = stage.window()
    window.open_history()
    view = window._history.view
    view.table.setCurrentIndex(view.model.index(0, 0))
    view.correct_action.trigger()
    assert view.message.text()
    return window


def mend_refused(stage: Stage) -> QWidget:
    """F2's Date and place… with a date typed wrong: the refusal whole under the fields (it
    was cut over the lines above it at the largest text)."""
    from roller_desktop.ui.league.history_dialogs import MendDialog

    shots._played_league(stage)
    window = stage.window()
    window.open_history()
    view = window._history.view
    view.table.setCurrentIndex(view.model.index(0, 0))
    match = view.current_match()
    assert match is not None
    dialog = MendDialog(stage.store, match, window)
    stage.dialog(dialog)
    assert dialog.when is not None
    dialog.when.setText("2022-13-40")
    dialog.accept()
    assert dialog.error.text() and dialog.isVisible()
    return dialog


def history_championship(stage: Stage) -> QWidget:
    """The history with every filter shown: a league with a championship adds its box."""
    shots._played_league(stage)
    _championship(stage)
    window = stage.window()
    window.open_history()
    return window


def protocol_page(stage: Stage) -> QWidget:
    match_id = shots._played_league(stage)
    window = stage.window()
    window.open_protocol(match_id)
    return window


def _paper_match(stage: Stage, seats: int) -> str:
    from roller_desktop.store.hand_kept import PaperProtocol, enter_protocol
    from roller_desktop.store.values import SeatSpec

    rng = random.Random(seats)
    ids = stage.player_ids(LONG_NAMES[:seats])
    cells = [[rng.choice(["-", "RT", "50", "350", "1050"]) for _ in range(15)] for _ in ids]
    protocol = PaperProtocol(
        "roller", {}, [SeatSpec(i) for i in ids], 0, datetime(2026, 6, 14, 12), cells=cells
    )
    return enter_protocol(stage.store, protocol)


def keeper_log(stage: Stage) -> QWidget:
    _paper_match(stage, 4)
    window = stage.window()
    window.open_keeper_log()
    return window


def paper_entry(seats: int) -> Callable[[Stage], QWidget]:
    def build(stage: Stage) -> QWidget:
        stage.player_ids(LONG_NAMES[:seats])
        window = stage.window()
        window.open_paper_entry()
        page = window.paper
        for name in LONG_NAMES[:seats]:
            page.seat(name)
        page.next_step()
        return window

    return build


def paper_form(stage: Stage) -> QWidget:
    stage.player_ids(LONG_NAMES[:3])
    window = stage.window()
    window.open_paper_entry()
    return window


def paper_seated(stage: Stage) -> QWidget:
    """The paper entry's form with the long names: two seated (one of them the 30 letters of
    Karl-Gustav Ångström-Bergqvist, one a new player), the rest in the league's list (at the
    largest text the long name was cut in both lists)."""
    stage.player_ids(LONG_NAMES[:-1])
    window = stage.window()
    window.open_paper_entry()
    page = window.paper
    for name in (LONG_NAMES[1], LONG_NAMES[-1]):
        page.seat(name)
    page.league_list.setCurrentRow(0)
    return window


def correction(seats: int) -> Callable[[Stage], QWidget]:
    def build(stage: Stage) -> QWidget:
        from roller_desktop.ui.league.correction_dialog import CorrectionDialog

        match_id = _paper_match(stage, seats)
        window = stage.window()
        return stage.dialog(CorrectionDialog(stage.store, match_id, window))

    return build


def _championship(stage: Stage) -> None:
    from roller_desktop.store import championships as ch

    players = [(name, None) for name in (*LONG_NAMES, *(f"Spelare {i:02}" for i in range(8)))]
    ch.create_championship(stage.store, "EM i Roller", players, rounds=3, table_size=(4, 4))


def director(stage: Stage) -> QWidget:
    _championship(stage)
    window = stage.window()
    window.open_director()
    return window


def director_desktop_font(points: float) -> Callable[[Stage], QWidget]:
    def scene(stage: Stage) -> QWidget:
        """The director's page where the desktop's font is GNOME's 11 pt: at the largest text
        its button rows took 240 px and left the tables a row and a half."""
        stage.base_font_size = points
        return director(stage)

    return scene


def director_repeats(stage: Stage) -> QWidget:
    """Eight long names over three rounds at tables of four: the summary says the draw's
    repeated meetings with what fewer would cost (its longest text)."""
    from roller_desktop.store import championships as ch

    players = [(name, None) for name in LONG_NAMES]
    ch.create_championship(stage.store, "EM i Roller", players, rounds=3, table_size=(4, 4))
    window = stage.window()
    window.open_director()
    return window


def _kept(stage: Stage, seats: Sequence[str], cells: list[list[str]], rules: Any) -> str:
    """A finished match of these players kept by hand (its id)."""
    from roller_desktop.store.hand_kept import PaperProtocol, enter_protocol
    from roller_desktop.store.values import SeatSpec

    ids = stage.player_ids(seats)
    protocol = PaperProtocol(
        "roller", rules, [SeatSpec(i) for i in ids], 0, datetime(2026, 6, 14, 12), cells=cells
    )
    return enter_protocol(stage.store, protocol)


def final_played(stage: Stage, decided: bool) -> None:
    """Eight long names, one qualifying round played, the final seated and played with its
    two first tied; `decided`: their deciding round played too (a champion)."""
    from roller_desktop.store import championships as ch

    name = "EM i Roller"
    ch.create_championship(stage.store, name, [(n, None) for n in LONG_NAMES], rounds=1)
    rng = random.Random(5)
    for table in ch.stored_round(stage.store, name, 1).tables:
        cells = [
            [rng.choice(["-", "RT", "50", "350", "1000"]) for _ in range(15)] for _ in table.seats
        ]
        match_id = _kept(stage, table.seats, cells, {})
        ch.link_match(stage.store, match_id, name, 1, table.number)
    seats = ch.seat_final(stage.store, name).table.seats
    rest = ["-"] * 14
    cells = [["500", *rest], ["500", *rest], ["100", *rest], ["50", *rest]]
    ch.link_match(stage.store, _kept(stage, seats, cells, {}), name, ch.FINAL, 1)
    if decided:
        ch.seat_final(stage.store, name)  # the deciding round seated, as the page does
        decider = _kept(stage, seats[:2], [["350"], ["RT"]], {"rounds": 1})
        ch.link_match(stage.store, decider, name, -1, 1)


def director_final(decided: bool, points: float = 9.0) -> Callable[[Stage], QWidget]:
    def build(stage: Stage) -> QWidget:
        """The director's page after the final: tied (its deciding round to play), or
        decided (the champion first in the summary, the standings the final's); `points`:
        the desktop's font."""
        stage.base_font_size = points
        final_played(stage, decided)
        window = stage.window()
        window.open_director()
        return window

    return build


def room(stage: Stage) -> QWidget:
    from roller_desktop.ui.championship.projector import ProjectorView

    _championship(stage)
    window = stage.window()
    window.open_director()
    view = ProjectorView(window.director.view.room_state)
    view.show()
    stage.windows.append(view)
    return view


def room_final(stage: Stage) -> QWidget:
    """The room's screen after a final decided by a deciding round: the champion over the
    championship's places."""
    from roller_desktop.ui.championship.projector import ProjectorView

    final_played(stage, decided=True)
    window = stage.window()
    window.open_director()
    view = ProjectorView(window.director.view.room_state)
    view.show()
    stage.windows.append(view)
    return view


def settings_dialog(stage: Stage) -> QWidget:
    from roller_desktop.ui.shell.settings_dialog import SettingsDialog

    window = stage.window()
    return stage.dialog(SettingsDialog(stage.settings, window))


def new_championship(stage: Stage) -> QWidget:
    from roller_desktop.ui.championship.new_championship import NewChampionshipDialog

    stage.player_ids(LONG_NAMES)
    window = stage.window()
    return stage.dialog(NewChampionshipDialog(stage.store, window))


def late_arrival(stage: Stage) -> QWidget:
    from roller_desktop.ui.championship.entrants import LateArrivalDialog

    _championship(stage)
    window = stage.window()
    return stage.dialog(LateArrivalDialog(stage.store, "EM i Roller", window))


def withdraw(stage: Stage) -> QWidget:
    """Who leaves (Del on the director's page): the question over the players' list, what
    leaving does wrapped under it."""
    from roller_desktop.ui.championship.entrants import WithdrawDialog

    window = stage.window()
    return stage.dialog(WithdrawDialog(LONG_NAMES, 1, window))


def odds(stage: Stage) -> QWidget:
    from roller_desktop.ui.play.odds_dialog import OddsDialog

    window = stage.window()
    return stage.dialog(OddsDialog(window))


def backup_chooser(stage: Stage) -> QWidget:
    from pathlib import Path

    from roller_desktop.store.backup_checks import Verdict
    from roller_desktop.store.backup_contents import Contents, NewestMatch
    from roller_desktop.ui.league.backup_chooser import BackupChooser

    newest = NewestMatch(datetime(2026, 12, 5, 21, 30), "roller", (*LONG_NAMES[:4], None))
    held = Contents(123456, newest, Verdict(True, "", datetime(2026, 12, 5, 22, 0)))
    copies = [Path(f"league-{i}.sqlite3") for i in range(6)]
    labels = [f"{5 - i} Dec 2026 21:31:05  (before an update of the program)" for i in range(6)]
    window = stage.window()
    dialog = BackupChooser(copies, labels, window, lambda _path: held)
    stage.dialog(dialog)
    _wait(dialog.read_all.is_set)
    return dialog


def migration(stage: Stage) -> QWidget:
    """The update of an older league at start, before any window (its bar part way)."""
    from roller_desktop.ui.shell.launch import updating_text
    from roller_desktop.ui.shell.pending_store import waiting_dialog

    dialog = waiting_dialog(updating_text())
    dialog.setMaximum(19)
    dialog.setValue(7)
    return stage.dialog(dialog)


def checking_whole(stage: Stage) -> QWidget:
    """A key pressed after an unclean end waits for the check of every page, and says why."""
    from roller_desktop.ui.shell.pending_store import checking_text, waiting_dialog

    window = stage.window()
    return stage.dialog(waiting_dialog(checking_text("unclean-end"), window, window.font()))


def damaged_league(stage: Stage) -> QWidget:
    """The refusal of a damaged league at start, before any window, with the newest good
    backup offered and what it holds (as read by its worker)."""
    from roller_desktop.store.backup_checks import Verdict
    from roller_desktop.store.backup_contents import Contents, NewestMatch

    newest = NewestMatch(datetime(2026, 12, 5, 21, 30), "roller", LONG_NAMES[:5])
    held = Contents(123456, newest)
    box = _refusal(lambda _db, _copy: Verdict(True, "", datetime.now()), held)
    stage.dialog(box)
    _wait(box.read.is_set)
    return box


def damaged_league_checking(stage: Stage) -> QWidget:
    """The same refusal while the newest backup, never checked, is checked whole: the bar in
    the box, "Restore the backup" waiting."""
    import threading

    from roller_desktop.store.backup_checks import Verdict
    from roller_desktop.store.backup_contents import Contents

    def check(_database: Any, _copy: Any) -> Verdict:
        checked.wait(60)  # still checking while the scene is looked at
        return Verdict(False, "page 7", datetime.now())

    checked = threading.Event()
    box = _refusal(check, Contents())
    stage.dialog(box)
    box.destroyed.connect(checked.set)
    return box


def _refusal(check: Callable[[Any, Any], Any], held: Any) -> Any:
    from pathlib import Path

    from roller_desktop.store.errors import DamagedDatabase
    from roller_desktop.ui.shell.damaged_file import refusal_box

    folder = Path("/nowhere/league-backups")
    backup = folder / "league-20261205-213105-000000.sqlite3"
    error = DamagedDatabase(
        "The league league.sqlite3 is damaged (Page 5040: btreeInitPage() returns error code "
        "11). The file has not been changed.",
        [backup],
        "file.damaged",
        name="league.sqlite3",
    )
    return refusal_box(
        None, error, folder.parent / "league.sqlite3", read=lambda _path: held, check=check
    )


def restore_question(stage: Stage) -> QWidget:
    """File → Restore's question at its longest: the league has a finished match (five long
    names) and a match in play that the copy lacks, and the copy is not checked yet."""
    from roller_desktop.store import backups
    from roller_desktop.ui.league.restore_question import RestoreQuestion

    path = stage.store.path
    assert path is not None
    stage.player_ids(LONG_NAMES)
    copy = backups.make_backup(path, check=False)
    finished = stage.new_match("roller", LONG_NAMES[:5], {"rounds": 1})
    stage.play(finished, roller_turn([((5, 2, 3, 4, 6, 6), (5,))], "bank") * 5)
    stage.new_match("roller", LONG_NAMES[5:])
    window = stage.window()
    text = window.league_file.restore_question(path, copy)
    return stage.dialog(RestoreQuestion(text, window))


def players_chosen(stage: Stage) -> QWidget:
    """The players page as a keeper mends it: a likely pair listed, a player chosen."""
    stage.player_ids([*LONG_NAMES, "Erik Oberg"])
    window = stage.window()
    window.open_players()
    window.players.list.setCurrentRow(1)
    stage.settle()
    return window


def import_players(stage: Stage) -> QWidget:
    """File → Import protocols…: who the file's names only like a name here are."""
    from roller_desktop.store.player_plan import LOOSE, Here, Question
    from roller_desktop.ui.league.import_players import PlayersQuestion

    questions = [
        Question(f"key-{i}", name.replace("ö", "o"), LOOSE, (Here(i, f"id-{i}", name),), name)
        for i, name in enumerate(LONG_NAMES[:2])
    ]
    window = stage.window()
    return stage.dialog(PlayersQuestion(questions, False, True, window))


def drills(stage: Stage) -> QWidget:
    """A player's drill answered: the moment, the dice, the verdict and every option's figures."""
    match_id = stage.new_match("roller", LONG_NAMES[:2], {"rounds": 2})
    stage.play(
        match_id,
        [("throw", (2, 2, 2, 4, 4, 4)), ("keep", (2, 2, 2, 4, 4, 4)), ("throw", (1, 2, 3, 4, 6, 6))]
        + [("keep", (1,)), ("bank", ())]
        + [("throw", (2, 3, 4, 6, 2, 3))] * 3,
    )
    window = stage.window()
    window.open_drills(None)
    view = window._drills.view
    view.dice.set_selected([0])
    view.answer(True)
    stage.settle()
    return window


SCENES: list[tuple[str, Callable[[Any], QWidget]]] = [
    ("start", shots.screen_start),
    ("start-10pt", start_desktop_font(10.0)),
    ("start-11pt", start_desktop_font(11.0)),
    ("start-tables-11pt", start_tables),
    ("setup-8", setup_eight),
    ("setup-105-8", race_setup_eight),
    ("opening-8", opening_eight),
    ("setup-handicap", setup_handicap),
    ("turn-4", turn),
    ("turn-bar-5", turn_bar(5)),
    ("turn-8", lambda stage: turn(stage, 8)),
    ("turn-bar-8", turn_bar(8)),
    ("turn-hint-4", turn_hint(4)),
    ("turn-hint-8", turn_hint(8)),
    ("forced-refusal", forced_refused),
    ("turn-refused", turn_refused),
    ("tjock", shots.screen_tjock),
    ("real-dice", shots.screen_real_dice),
    ("real-dice-kept", real_dice_refused),
    ("real-dice-empty", real_dice_empty),
    ("real-dice-chosen", real_dice_chosen),
    ("real-dice-typing", real_dice_typing),
    ("real-dice-refused", real_dice_chosen_refused),
    ("end-2", end_screen(2)),
    ("end-4", end_screen(4)),
    ("end-5", end_screen(5)),
    ("end-8", end_screen(8)),
    ("end-computer", end_computer),
    ("protocol-only", protocol_only),
    ("race-8", race_eight),
    ("race-2", race_two(False)),
    ("race-2-real", race_two(True)),
    ("league", shots.screen_league),
    ("player-charts", player_charts),
    ("history", history),
    ("history-championship", history_championship),
    ("history-refused", history_refused),
    ("mend-refused", mend_refused),
    ("protocol-page", protocol_page),
    ("players", shots.screen_players),
    ("keeper-log", keeper_log),
    ("paper-form", paper_form),
    ("paper-seated", paper_seated),
    ("paper-4", paper_entry(4)),
    ("paper-8", paper_entry(8)),
    ("correction-4", correction(4)),
    ("correction-8", correction(8)),
    ("director", director),
    ("director-11pt", director_desktop_font(11.0)),
    ("director-repeats", director_repeats),
    ("final-tied", director_final(False)),
    ("final-played", director_final(True)),
    ("final-played-11pt", director_final(True, 11.0)),
    ("room", room),
    ("room-final", room_final),
    ("settings", settings_dialog),
    ("new-championship", new_championship),
    ("late-arrival", late_arrival),
    ("withdraw", withdraw),
    ("odds", odds),
    ("backup-chooser", backup_chooser),
    ("migration", migration),
    ("damaged-league", damaged_league),
    ("damaged-league-checking", damaged_league_checking),
    ("checking-whole", checking_whole),
    ("restore-question", restore_question),
    ("other-choices", other_choices),
    ("drills", drills),
    ("import-players", import_players),
    ("players-chosen", players_chosen),
]

SEATS = {
    "drills": 2,
    "opening-8": 8,
    "turn-4": 4,
    "turn-bar-5": 5,
    "turn-8": 8,
    "turn-bar-8": 8,
    "turn-hint-4": 4,
    "turn-hint-8": 8,
    "end-2": 2,
    "end-4": 4,
    "end-5": 5,
    "end-8": 8,
    "end-computer": 3,
    "protocol-only": 3,
    "paper-4": 4,
    "paper-8": 8,
    "correction-4": 4,
    "correction-8": 8,
    "protocol-page": 4,
    "forced-refusal": 3,
    "turn-refused": 4,
    "tjock": 3,
    "real-dice": 3,
    "real-dice-kept": 3,
    "real-dice-empty": 3,
    "real-dice-chosen": 3,
    "real-dice-typing": 3,
    "real-dice-refused": 3,
}


def names(scenes: Sequence[tuple[str, Any]] = SCENES) -> list[str]:
    return [name for name, _ in scenes]

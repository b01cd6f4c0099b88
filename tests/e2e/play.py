"""What a person does again and again in the e2e scenarios: settings, setup, a Roller turn.

Everything here goes through `Person`: keys and clicks in, what the window shows out. A human
seat's turn reads the dice the window shows, and chooses as a person who knows the rules would
(the best-scoring legal selection), by keys: 1-6 select, B bank, Space throw (keeping the
selection).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from roller_desktop.engine.roller import legal_selections
from tests.e2e.person import Person, find_button, main_window, plain, really_visible

__all__ = ["main_window"]

TURN_S = 20.0  # a computer's turn at the Quick pace, or one action's answer, takes less


def fast_settings(person: Person) -> None:
    """Settings from the start screen, by keys: dice animation off, computer pace Quick."""
    person.press("S")
    person.wait_until(lambda: _front_title() == "Settings", 10, "the Settings dialog opens")
    person.press("Alt+P")  # "Computer &pace"
    person.wait_until(lambda: "Pace of computer players" in person_focus_name(), 5, "pace")
    person.press("Home")  # the first pace: Quick
    person.press("Alt+D")  # "&Dice animation"
    person.wait_until(lambda: "Dice animation" in person_focus_name(), 5, "the animation box")
    person.press("Home")  # the first speed: Off
    person.wait_until(_animation_off, 5, "animation off")
    person.press("Enter")
    person.wait_until(lambda: _front_title() != "Settings", 10, "the dialog closes")


def close_first_run_help(person: Person) -> None:
    person.wait_until(
        lambda: _front_title() == "Welcome to Roller desktop", 10, "the first-run help"
    )
    person.press("Esc")
    person.wait_until(lambda: _front_title() == main_window().windowTitle(), 5, "help closed")


def add_people(person: Person, names: list[str]) -> None:
    """In setup: each name typed into the new player's field, Enter seats them."""
    for name in names:
        person.wait_until(lambda: "New player's name" in person_focus_name(), 5, "name field")
        person.type(name)
        person.press("Enter")
        person.wait_until(
            lambda name=name: name in _seated(),
            5,
            f"{name} takes a seat",  # type: ignore[misc]
        )


def _seated() -> list[str]:
    from PySide6.QtWidgets import QTableWidget

    from tests.e2e.person import find_widget

    table = find_widget(QTableWidget, "Seats, clockwise")
    return [table.item(r, 0).text() for r in range(table.rowCount())]


def seated(person: Person) -> list[str]:
    return person.gui(_seated)


def widget(kind: str, name: str) -> QWidget:
    """In the GUI thread: the visible widget of that class (by name) and accessible name."""
    from PySide6 import QtWidgets

    from tests.e2e.person import find_widget

    return find_widget(getattr(QtWidgets, kind), name)


def protocol_cells(person: Person) -> list[list[str]]:
    """The protocol grid on the Roller screen as shown: one list per round row (the rows
    numbered 1, 2, ...), a cell's text per seat."""

    def read() -> list[list[str]]:
        from PySide6.QtWidgets import QTableView

        views = [v for v in main_window().findChildren(QTableView) if really_visible(v)]
        if not views:
            raise AssertionError("no protocol in view")
        model = views[0].model()
        rows: list[list[str]] = []
        for r in range(model.rowCount()):
            header = str(model.headerData(r, Qt.Orientation.Vertical) or "")
            if not header.isdigit():
                continue
            cells = []
            for c in range(model.columnCount()):
                value = model.index(r, c).data()
                cells.append("" if value is None else str(value))
            rows.append(cells)
        return rows

    return person.gui(read)


# ---- the Roller screen, as a person reads it ------------------------------------------------


@dataclass(frozen=True)
class RollerView:
    round: str
    player: str
    caption: str
    dice: tuple[int, ...]
    choosing: bool  # the dice on the table can be chosen (keys 1-6)
    throw: bool  # the Throw button is enabled
    bank: bool
    message: str

    @property
    def over(self) -> bool:
        return self.round == "Match over"


def _label(name: str) -> str:
    found = [
        w
        for w in main_window().findChildren(QLabel)
        if w.accessibleName() == name and really_visible(w)
    ]
    return plain(found[0].text()) if found else ""


def _enabled(text: str) -> bool:
    try:
        return find_button(text, main_window()).isEnabled()
    except AssertionError:
        return False


def _dice_view() -> QWidget:
    """The dice on the game screen's felt (their accessible name tells the faces)."""
    from roller_desktop.ui.play.dice_view import DiceView

    found = [  # the end screen hides the dice: the felt still says who won
        w
        for w in main_window().findChildren(DiceView)
        if w.parentWidget() is not None
        and w.parentWidget().objectName() == "felt"
        and w.parentWidget().isVisible()
    ]
    if not found:
        raise AssertionError("no dice on the table in view")
    return found[0]


def _felt_words(felt: QWidget) -> str:
    """The words on a game screen's felt: its caption over the scrolled column (never scrolled
    away) and what the felt under it holds (labels named for a reader left out)."""
    screen = felt.parentWidget()
    while screen is not None and not hasattr(screen, "felt_top"):
        screen = screen.parentWidget()
    parts = [screen.felt_top, felt] if screen is not None else [felt]  # type: ignore[attr-defined]
    texts = [
        plain(w.text())
        for part in parts
        for w in part.findChildren(QLabel)
        if really_visible(w) and w.accessibleName() == ""
    ]
    return " ".join(t for t in texts if t)


def read_roller() -> RollerView:
    """In the GUI thread: what the Roller screen shows now."""
    dice = _dice_view()
    caption = ""
    felt = dice.parentWidget()
    if felt is not None:
        caption = _felt_words(felt)
    return RollerView(
        round=_label("Round"),
        player=_label("Player to play"),
        caption=caption,
        dice=tuple(dice.values()) if dice.isVisible() else (),  # type: ignore[attr-defined]
        choosing=dice.isVisible() and bool(dice.is_selectable()),  # type: ignore[attr-defined]
        throw=_enabled("Throw"),
        bank=_enabled("Bank"),
        message=_label("Message"),
    )


def best_keep(dice: tuple[int, ...]) -> list[int]:
    """The indices (0-based, in the order shown) of the best-scoring legal selection."""
    selections = legal_selections(dice)
    if not selections:
        return []
    best = max(selections, key=lambda s: (s.points, len(s.dice)))
    chosen: list[int] = []
    for face in best.dice:
        chosen.append(next(i for i, v in enumerate(dice) if v == face and i not in chosen))
    return sorted(chosen)


def play_human_turn(person: Person, name: str) -> str:
    """Plays `name`'s turn: throws, keeps the best of every throw and banks as soon as the
    window's "Bank now" shows a value. Returns how it ended: "banked", "rt" or "tjock"."""
    banked = False
    for _ in range(60):
        view = person.gui(read_roller)
        if view.player != name or view.over:
            if banked:
                return "banked"
            return "rt" if ": RT" in view.caption else "tjock"
        if view.choosing:
            for index in best_keep(view.dice):
                person.press(str(index + 1))
            can_bank = person.wait_until(lambda: _stat("Selection") != "–", 5, "a selection")
            del can_bank
            if person.gui(lambda: _stat("Bank now")) != "–":
                person.press("B")
                banked = True
            else:  # a forced throw: keep and throw on
                person.press("Space")
        else:
            person.press("Space")
        person.wait_until(lambda view=view: _changed(view), TURN_S, f"{name}'s turn goes on")
    raise AssertionError(f"{name}'s turn never ended")


def _stat(name: str) -> str:
    """The value a StatBox ("Turn points", "Selection", "Bank now") shows."""
    box = [
        w
        for w in main_window().findChildren(QWidget)
        if w.accessibleName() == name and really_visible(w) and w.inherits("QFrame")
    ]
    if not box:
        return ""
    labels = box[0].findChildren(QLabel)
    return plain(labels[-1].text()) if labels else ""


def _changed(before: RollerView, ignore_message: bool = True) -> RollerView | None:
    now = read_roller()
    if ignore_message:
        return now if _key(now) != _key(before) else None
    return now if now != before else None


def _key(view: RollerView) -> tuple[object, ...]:
    return (view.round, view.player, view.caption, view.dice, view.choosing)


def play_roller_match(person: Person, humans: list[str], timeout: float = 600) -> RollerView:
    """Plays every human turn until the match is over (computers play their own). Returns
    the end screen as read."""
    deadline = time.monotonic() + timeout
    turns = 0
    while time.monotonic() < deadline:
        view = person.wait_until(
            lambda: _ready_or_over(humans),
            TURN_S,
            lambda: (
                "a human seat's turn, or the end (a computer seat does not play?)\n"
                + person.gui(computer_state)
                + "\n"
                + busy_threads()
            ),
        )
        if view.over:
            return view
        play_human_turn(person, view.player)
        turns += 1
    raise AssertionError(f"the match did not end within {timeout:.0f} s ({turns} human turns)")


def busy_threads(seconds: float = 1.0) -> str:
    """The program's threads that used the CPU over a second (from /proc): a window whose
    event loop spins (a layout that never settles) answers inspections but starves its
    timers; a stalled one sleeps."""
    import os

    def sample() -> dict[str, float]:
        found: dict[str, float] = {}
        for task in os.listdir("/proc/self/task"):
            try:
                with open(f"/proc/self/task/{task}/stat") as stat:
                    text = stat.read()
            except OSError:
                continue
            name = text[text.index("(") + 1 : text.rindex(")")]
            name = "GUI thread" if task == str(os.getpid()) else name  # Python names none
            fields = text[text.rindex(")") + 2 :].split()
            ticks = int(fields[11]) + int(fields[12])
            found[f"{name}/{task}"] = ticks / os.sysconf("SC_CLK_TCK")
        return found

    before = sample()
    time.sleep(seconds)
    after = sample()
    used = {k: after[k] - before.get(k, 0.0) for k in after}
    busy = sorted(((v, k) for k, v in used.items() if v > 0), reverse=True)
    return "threads' CPU over a second: " + (
        ", ".join(f"{k} {v:.2f} s" for v, k in busy) or "none (everything sleeps)"
    )


def computer_state() -> str:
    """In the GUI thread: where the computer's step stands (said when a computer seat seems
    not to play: its timer, its pending keep, its question to the thinker, the thinker
    thread's stack), so that a stall seen once in CI explains itself."""
    import sys
    import threading
    import traceback

    from roller_desktop.ui.play import thinker

    screen = main_window().roller
    c = screen.controller
    if c is None:
        return "no controller"
    game = c.game
    seat = game.current_seat
    bot = c.computers.get(seat) if seat is not None else None
    ready = getattr(bot, "ready", None)
    lines = [
        f"controller: stopped={c._stopped} timer active={c._timer.isActive()}"
        f" remaining={c._timer.remainingTime()} interval={c._timer.interval()}"
        f" pending keep={c._pending_keep} thought at={c._thought_at} position={c._position()}"
        f" asked={c.thinker._latest} bot={type(bot).__name__}"
        f" ready={ready(game) if callable(ready) else None}",
        f"game: seat={seat} must_keep={getattr(game, 'must_keep', None)}"
        f" events={len(game.events)} computer={c.current_is_computer()}",
        f"screen: waiting keys={screen.keys_waiting()} hint asked={screen.thinker._latest}"
        f" bar asked={screen.win_bar.thinker._latest} animating={screen.dice.is_animating()}",
        f"thinker queue={thinker._jobs.qsize()} started={thinker._started}",
    ]
    frames = sys._current_frames()
    for thread in threading.enumerate():
        if thread.name == "thinker" and thread.ident in frames:
            stack = "".join(traceback.format_stack(frames[thread.ident])[-6:])
            lines.append(f"thinker thread alive={thread.is_alive()}:\n{stack}")
    return "\n".join(lines)


def _ready_or_over(humans: list[str]) -> RollerView | None:
    view = read_roller()
    if view.over:
        return view
    if view.player in humans and view.throw and not view.choosing:
        return view
    return None


# ---- small readings ---------------------------------------------------------------------------


def _front_title() -> str:
    from tests.e2e.person import front_window

    return front_window().windowTitle()


def person_focus_name() -> str:
    from PySide6.QtWidgets import QApplication

    widget = QApplication.focusWidget()
    return widget.accessibleName() if widget is not None else ""


def person_focus_text() -> str:
    from PySide6.QtWidgets import QApplication

    widget = QApplication.focusWidget()
    return plain(widget.text()) if isinstance(widget, QAbstractButton) else ""


def _animation_off() -> bool:
    from PySide6.QtWidgets import QApplication, QComboBox

    widget = QApplication.focusWidget()
    return isinstance(widget, QComboBox) and widget.currentData() == "off"


# ---- setup by mouse and keys --------------------------------------------------------------------


def seat_cell(row: int, kind: str) -> QWidget:
    """In the GUI thread: the widget (QSpinBox or QCheckBox) in seat row `row` of setup."""
    from PySide6 import QtWidgets
    from PySide6.QtWidgets import QTableWidget

    from tests.e2e.person import find_widget

    table = find_widget(QTableWidget, "Seats, clockwise")
    for column in range(table.columnCount()):
        cell = table.cellWidget(row, column)
        if isinstance(cell, getattr(QtWidgets, kind)):
            return cell
    raise AssertionError(f"no {kind} in seat row {row + 1}")


def set_number(person: Person, find: object, value: int) -> None:
    """Clicks a spin box found by `find` (in the GUI thread), selects its text, types `value`."""
    person.click_widget(find)  # type: ignore[arg-type]
    person.press("Ctrl+A")
    person.type(str(value))


# ---- the 105 board -------------------------------------------------------------------------------


@dataclass(frozen=True)
class RaceView:
    heading: str
    player: str
    caption: str
    throw: bool
    cards: tuple[str, ...]  # each seat card's texts, joined

    @property
    def over(self) -> bool:
        return self.heading == "Race over"


def read_race() -> RaceView:
    felt = [w for w in main_window().findChildren(QWidget) if w.objectName() == "felt"]
    shown = [f for f in felt if f.isVisible()]  # the caption's part of the felt and the dice's
    caption = " ".join(
        plain(w.text())
        for part in shown
        for w in part.findChildren(QLabel)
        if really_visible(w) and not w.accessibleName()
    )
    from PySide6.QtWidgets import QFrame

    cards = tuple(
        " ".join(plain(label.text()) for label in card.findChildren(QLabel))
        for card in main_window().findChildren(QFrame)
        if type(card).__name__ == "SeatCard" and really_visible(card)
    )
    return RaceView(
        heading=_label("Round"),
        player=_label("Player to play"),
        caption=caption,
        throw=_enabled("Throw"),
        cards=cards,
    )


def play_race(person: Person, timeout: float = 300) -> tuple[RaceView, list[str]]:
    """Space for every turn until the race is over; returns the end and every caption seen."""
    captions: list[str] = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        view = person.wait_until(
            lambda: _race_ready(), TURN_S, "a throw is due, or the race is over"
        )
        if view.over:
            return view, captions
        person.press("Space")
        after = person.wait_until(
            lambda view=view: _race_changed(view), TURN_S, f"{view.player}'s throw lands"
        )
        captions.append(after.caption)
    raise AssertionError(f"the race did not end within {timeout:.0f} s")


def _race_ready() -> RaceView | None:
    view = read_race()
    return view if view.cards and (view.over or view.throw) else None


def _race_changed(before: RaceView) -> RaceView | None:
    now = read_race()
    return (
        now
        if (now.player, now.caption, now.cards)
        != (
            before.player,
            before.caption,
            before.cards,
        )
        else None
    )


def check_box_indicator(box: QWidget) -> object:
    """Where a person clicks a check box: the centre of its little box (for click_widget)."""
    from PySide6.QtWidgets import QCheckBox, QStyle, QStyleOptionButton

    assert isinstance(box, QCheckBox)
    option = QStyleOptionButton()
    option.initFrom(box)
    rect = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
    return rect.center()


def person_stat(person: Person, name: str) -> str:
    """What a StatBox shows ("Turn points", "Selection", "Bank now", ...)."""
    return person.gui(lambda: _stat(name))


def close_first_run_help_if_shown(person: Person) -> None:
    """At a later start the first-run help does not open again; if it does, close it."""
    time.sleep(0.3)  # the help opens beside the window at once, or not at all
    if person.dialog() == "Welcome to Roller desktop":
        person.press("Esc")
        person.wait_until(lambda: _front_title() == main_window().windowTitle(), 5, "closed")

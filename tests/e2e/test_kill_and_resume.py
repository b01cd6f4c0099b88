"""The program killed (SIGKILL: the power cord, the battery) in the middle of a turn, and
started again: Resume brings back the same throw, the same dice on the table, the same turn
points, coach mode for the seat it was chosen for, and play goes on."""

from __future__ import annotations

import json
import signal
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QCheckBox, QStyle

from tests.e2e import play
from tests.e2e.person import Person, find_widget, front_window

if TYPE_CHECKING:
    from tests.e2e.harness import Program

KILL_ME = "e2e: kill me now"


def kill_mid_turn(person: Person) -> None:
    play.close_first_run_help(person)
    play.fast_settings(person)
    person.press("N")
    person.wait_to_see("League players")
    person.press("Tab")
    play.add_people(person, ["Anna", "Bo"])
    person.click_widget(  # on its box, at the cell's left
        lambda: find_widget(QCheckBox, "Coach mode for Anna"),
        lambda box: QPoint(
            box.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth) // 2 + 2,
            box.height() // 2,
        ),
    )
    person.wait_until(
        lambda: find_widget(QCheckBox, "Coach mode for Anna").isChecked(), 5, "coach mode on"
    )
    person.choose("Who starts", "Anna starts")
    person.press("Ctrl+Enter")
    person.wait_until(lambda: play.read_roller().round == "Round 1 of 15", 20, "the match")
    for _ in range(40):  # until a throw after a keep is on the table, waiting for a choice
        view = person.wait_until(lambda: play._ready_or_over(["Anna", "Bo"]), 20, "a turn")
        person.press("Space")
        view = person.wait_until(lambda v=view: play._changed(v), 20, "the throw lands")
        if not view.choosing:
            continue  # RT: the next player's turn
        for index in play.best_keep(view.dice):
            person.press(str(index + 1))
        person.press("K")
        kept = person.wait_until(lambda v=view: play._changed(v), 20, "the dice are kept")
        if kept.dice == ():  # ROLLER: every die kept; bank and try again
            person.press("B")
            person.wait_until(lambda k=kept: play._changed(k), 20, "banked")
            continue
        person.press("Space")
        now = person.wait_until(lambda k=kept: play._changed(k), 20, "the next throw lands")
        if now.choosing and now.player == kept.player:
            state = {
                "player": now.player,
                "round": now.round,
                "dice": list(now.dice),
                "turn": play.person_stat(person, "Turn points"),
            }
            (person.state / "before-kill.json").write_text(json.dumps(state))
            person.screenshot("before-kill")
            print(KILL_ME, flush=True)
            time.sleep(60)  # the test kills the program now
            raise AssertionError("the program was not killed")
    raise AssertionError("no throw after a keep in 40 tries")


def resume_after_kill(person: Person) -> None:
    before = json.loads((person.state / "before-kill.json").read_text())
    play.close_first_run_help_if_shown(person)
    person.wait_to_see("Unfinished matches")
    person.press("R")  # Resume the match chosen in the list (the only one)
    view = person.wait_until(
        lambda: play.read_roller() if play.read_roller().choosing else None, 20, "the match"
    )
    person.screenshot("resumed")
    assert view.player == before["player"] and view.round == before["round"], (view, before)
    assert list(view.dice) == before["dice"], (view.dice, before)
    assert play.person_stat(person, "Turn points") == before["turn"]
    assert person.sql("PRAGMA integrity_check") == [("ok",)]
    # coach mode, chosen for Anna in the setup, survives the kill with the match's settings
    assert person.gui(lambda: sorted(front_window().roller.coach.coached)) == [0]
    for index in play.best_keep(view.dice):  # and play goes on
        person.press(str(index + 1))
    person.press("B")
    person.wait_until(lambda: play.read_roller().player != before["player"], 10, "banked")


def test_sigkill_in_mid_turn_then_resume_to_the_same_throw(program: Program) -> None:
    killed = program.run(kill_mid_turn, kill_on=KILL_ME, timeout=120)
    assert killed.code == -signal.SIGKILL, killed.output[-3000:]
    program.run(resume_after_kill, timeout=60)

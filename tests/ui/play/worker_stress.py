"""The play screens' worker threads against the window: each widget that works in a thread of
its own starts its worker, and the widget is deleted (or the language changed) while the worker
sends progress and results, again and again. Run in a child process by
test_workers_and_the_window.py (a crash there is a failed test, not a dead test run):

    python -X faulthandler -m tests.ui.play.worker_stress ROUNDS

Prints "survived N" when no round crashed. The slow work is replaced by work that reports as
fast as it can (the window's side is the real one): the more reports, the likelier a report
meets a deletion.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

BUSY_S = 0.03  # each stand-in job reports for this long, then returns


def busy(progress: Callable[[int, int], object] | None, result: object) -> object:
    end = time.monotonic() + BUSY_S
    done = 0
    while time.monotonic() < end:
        if progress is not None:
            progress(done, 1000)
        done += 1
    return result


WORKERS = {"coach-graph", "other-choices", "handicap", "race-even", "coach-mode", "match-analysis"}


def working() -> bool:
    """Whether a worker of the play screens is still running (the thinker's never ends)."""
    return any(t.name in WORKERS for t in threading.enumerate())


def stand_ins(put: Callable[[Any, str, Any], None] = setattr) -> None:
    """The strategy's slow work replaced by `busy` (the widgets call it through modules);
    `put` is setattr or pytest's monkeypatch.setattr."""
    from roller_desktop.play import past_play
    from roller_desktop.strategy import coach_graph, handicap, other_choices, win_table
    from roller_desktop.ui.play import match_analysis, race_chances, win_graph

    put(win_graph, "job_for", lambda *_: lambda progress: busy(progress, None))
    put(other_choices, "other_choices", lambda *_, progress, **__: busy(progress, None))
    put(past_play, "past_play", lambda _store, _player, progress=None: busy(progress, None))
    put(handicap, "propose", lambda *_: busy(None, None))
    put(win_table, "ready", lambda _rules: object())
    put(coach_graph, "graph", lambda *_, **__: busy(None, None))
    put(match_analysis, "analysis_job", lambda _c: lambda: busy(None, ()))
    put(race_chances, "most_even_dice", lambda *_: busy(None, None))


def start_every_worker(parent: Any, round_number: int) -> None:
    """Each widget with a worker, a child of `parent`, its worker started."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from roller_desktop.engine.roller import RollerMatch, RollerRules
    from roller_desktop.strategy.race_odds import RaceSeat
    from roller_desktop.ui.play.coach_mode import CoachMode
    from roller_desktop.ui.play.handicap_box import HandicapBox, HandicapTable, _past
    from roller_desktop.ui.play.match_analysis import AnalysisPanel
    from roller_desktop.ui.play.other_choices_dialog import OtherChoicesDialog
    from roller_desktop.ui.play.race_chances import RaceChancesBox, RaceTable
    from roller_desktop.ui.play.thinker import Thinker
    from roller_desktop.ui.play.win_graph import CoachPanel

    rules = RollerRules(rounds=3)
    key = ("stress", round_number)
    CoachPanel(parent).show_match(key, ["A", "B"], rules, [], 0)
    dialog = OtherChoicesDialog(["A", "B"], rules, [], 0, None, parent)
    dialog.replay()
    _past.clear()
    box = HandicapBox(object(), parent)  # type: ignore[arg-type]
    box.show_table(HandicapTable(rules, ("p1", "p2"), ("A", "B"), None))
    race = RaceChancesBox(parent)
    race.table = RaceTable((RaceSeat(3, False), RaceSeat(4, False)), False, None)
    race.find_even()
    game = RollerMatch(["A", "B"], rules, 0)
    game.throw([1, 2, 3, 4, 6, 6])
    game.keep([1])
    coach = CoachMode(parent)
    coach.coached = {0}
    coach.follow(game, key)
    thinker = Thinker(parent)
    for n in range(20):
        thinker.ask(f"job{n % 4}", key, lambda slow=n % 10 == 0: busy(None, None) if slow else None)

    class Controller:  # what AnalysisPanel.show_for reads of the game's controller
        def __init__(self) -> None:
            self.game = game

    panel = AnalysisPanel(parent)
    panel.show_for(Controller())  # type: ignore[arg-type]
    QCoreApplication.sendPostedEvents(panel, QEvent.Type.None_)  # its worker starts now


def main(rounds: int) -> int:
    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication, QWidget

    from roller_desktop.ui.common.i18n import install_translator

    app = QApplication.instance() or QApplication([])
    stand_ins()
    languages = ("sv", "nb", "en")
    for n in range(rounds):
        parent = QWidget()
        start_every_worker(parent, n)
        time.sleep(BUSY_S / 3)  # the workers are reporting now
        if n % 3 == 0:
            shiboken6.delete(parent)  # as a closed window's children go
        else:
            parent.deleteLater()  # as a page replaced by a new language goes
            install_translator(app, languages[n % 3])
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        app.processEvents()
        while threading.active_count() > 12:  # the workers of a few rounds at most
            time.sleep(0.001)
            app.processEvents()
    deadline = time.monotonic() + 10
    while working() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.001)
    app.processEvents()
    print(f"survived {rounds}", flush=True)
    return 0


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 200))

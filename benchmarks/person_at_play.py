"""The person at the play screen, for the benchmarks that play a match through the real window
(bench_gui_stall, bench_play_work): at every decision H first (the hint), then the steady
player's choice once the hint is on the panel."""

from __future__ import annotations

from typing import TYPE_CHECKING

from roller_desktop.engine.events import Bank, Keep
from roller_desktop.engine.roller import RollerMatch

if TYPE_CHECKING:
    from roller_desktop.strategy.bots import Bot
    from roller_desktop.ui.play.roller_screen import RollerScreen


def person_acts(screen: RollerScreen, steady: Bot) -> bool:
    """Make the person's next move; False (nothing done) when the match is over or a computer
    is to play or thinking."""
    c = screen.controller
    assert c is not None
    game = c.game
    if game.is_over or c.current_is_computer() or screen.thinking():
        return False
    assert isinstance(game, RollerMatch)
    if not game.must_keep and not game.can_bank:
        c.throw()
    elif screen.hint_panel.shown_at != len(game.events):
        screen.hint()
    else:
        choice = steady.choose(game)
        if isinstance(choice, Keep):
            c.keep(list(choice.dice))
        elif isinstance(choice, Bank):
            c.bank()
        else:
            c.throw()
    return True

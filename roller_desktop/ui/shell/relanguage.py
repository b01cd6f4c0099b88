"""Where the main window stands, kept while its pages are made again in a new language.

Qt translates a text when it is set, so a new language means new pages. What the table has
done so far goes over to them: the page on show, the form being filled in, and a match in
play exactly as it stands (its controller moves over, still running, with the dice selected
and faces half typed). Everything played is in the store already; the rest is kept here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from roller_desktop.ui.play.setup_screen import SeatChoice


@dataclass
class SetupState:
    """The setup form as the table left it (the opening throws, not yet stored, start over)."""

    game: str
    seats: list[SeatChoice]
    rounds: int
    ww: int
    forced: bool
    extra: bool
    places: bool
    starter: int
    dice_mode: int
    name: str

    @classmethod
    def capture(cls, setup: Any) -> SetupState:
        return cls(
            setup.game,
            list(setup.seats),
            setup.rounds.value(),
            setup.ww.value(),
            setup.forced.isChecked(),
            setup.extra.isChecked(),
            setup.places.isChecked(),
            setup.starter.currentIndex(),
            setup.dice_mode.currentIndex(),
            setup.name_edit.text(),
        )

    def restore(self, setup: Any) -> None:
        setup.seats = list(self.seats)
        setup.reload_players()
        setup._redraw_seats()
        setup.rounds.setValue(self.rounds)
        setup.ww.setValue(self.ww)
        setup.forced.setChecked(self.forced)
        setup.extra.setChecked(self.extra)
        setup.places.setChecked(self.places)
        setup.starter.setCurrentIndex(self.starter)
        setup.dice_mode.setCurrentIndex(self.dice_mode)
        setup.name_edit.setText(self.name)


@dataclass
class MatchState:
    """A match on screen: its running controller and what the table is in the middle of."""

    controller: Any
    selected: list[int] = field(default_factory=list)
    faces: str = ""


@dataclass
class WindowState:
    page: str
    setup: SetupState | None = None
    match: MatchState | None = None
    subject: str | None = None  # the player or the match of a league page
    paper: Any = None  # a paper protocol half typed (PaperState), shown or not

    @classmethod
    def capture(cls, window: Any) -> WindowState:
        current = window.stack.currentWidget()
        names: tuple[str, ...] = ("start", "setup", "roller", "race", "players", "league")
        names += ("history",)
        names += ("player", "protocol", "paper", "director", "keeper_log", "drills")
        page = next((n for n in names if built_page(window, n) is current), "start")
        state = cls(page)
        paper = built_page(window, "paper")
        if paper is not None and (paper.dirty or page == "paper"):
            state.paper = paper.state()
        if page in ("player", "drills"):
            state.subject = current.player_id()
        elif page == "protocol":
            state.subject = current.match_id()
        if page == "setup":
            state.setup = SetupState.capture(window.setup)
        elif page in ("roller", "race"):
            screen = getattr(window, page)
            selected = list(screen.dice.selected_indices())
            faces = screen.faces.edit.text()
            controller = screen.release_controller()
            if controller is not None:
                state.match = MatchState(controller, selected, faces)
            else:
                state.page = "start"
        return state

    def restore(self, window: Any) -> None:
        window.real_dice_action.setEnabled(False)
        if self.paper is not None:
            window.paper.restore(self.paper)
        if self.page == "paper":
            window._show(window.paper)
        elif self.page == "setup" and self.setup is not None:
            window.new_match(self.setup.game)
            self.setup.restore(window.setup)
        elif self.page in ("roller", "race") and self.match is not None:
            screen = getattr(window, self.page)
            controller = self.match.controller
            screen.dice.set_animation_speed(window.settings.animation_factor)
            window.stack.setCurrentWidget(screen)
            screen.set_controller(controller)
            screen.dice.set_selected(self.match.selected)
            screen.faces.edit.setText(self.match.faces)
            window.real_dice_action.setEnabled(True)
            window.real_dice_action.setChecked(controller.real_dice)
            screen.setFocus()
        elif self.page == "players":
            window.show_players()
        elif self.page == "director":
            window._show(window.director)
        elif self.page == "league":
            window._show_league()
        elif self.page == "history":
            window._show_history()
        elif self.page == "keeper_log":
            window._show_keeper_log()
        elif self.page == "player":
            window._show_player(self.subject)
        elif self.page == "drills":
            window._show_drills(self.subject)
        elif self.page == "protocol" and self.subject is not None:
            window._show_protocol(self.subject)
        else:
            window.show_start()


def built_page(window: Any, name: str) -> Any:
    """The window's page of this name if it has been made (a page made when first shown is
    not made here just to be compared)."""
    own = vars(window)
    return own.get(f"_{name}", own.get(name))

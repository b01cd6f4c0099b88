"""A hint asked for (H) while the league's server does not answer is shown, the window says it
is not kept yet (in its language), and it is kept with the match, at the position it was asked
at, as soon as the server answers: when H is pressed again, or before the next action."""

from __future__ import annotations

from typing import Any

import pytest

from roller_desktop.store.errors import ServerUnavailable
from roller_desktop.store.handle import SERVER_DOWN
from tests.ui.helpers import press
from tests.ui.play.test_roller_game import set_up

ANNA_THROW = (1, 1, 5, 2, 3, 6)


@pytest.fixture
def server_away(store: Any, monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """While the list holds True, the store cannot take a hint (the server away)."""
    away = [True]
    record = store.record_hint

    def record_hint(*args: Any) -> None:
        if away[0]:
            raise ServerUnavailable(SERVER_DOWN, "server.unavailable")
        record(*args)

    monkeypatch.setattr(store, "record_hint", record_hint)
    return away


@pytest.mark.parametrize("then", ["h", "k"])
def test_a_hint_asked_while_the_server_is_away_is_kept_once_it_answers(
    qtbot: Any, make_window: Any, store: Any, dice: Any, server_away: list[bool], then: str
) -> None:
    window = make_window()
    screen = set_up(qtbot, window, store, ["Anna", "Bo"], rounds=1)
    dice.add(ANNA_THROW)
    press(qtbot, screen, "space", "h")
    match_id = screen.controller.recorder.match_id
    assert screen.hint_panel.isVisible()  # shown all the same
    assert "not answer" in screen.message.text() and "saved" in screen.message.text()
    assert store.hints(match_id) == []
    server_away[0] = False
    press(qtbot, screen, then)  # H again, or the keep of the hint's dice
    kept = store.hints(match_id)
    assert [(h.seat, h.event_count) for h in kept] == [(0, 1)]  # where it was asked
    assert not screen.controller.has_unkept()


def test_the_window_says_it_in_swedish(
    qapp: Any, qtbot: Any, make_window: Any, store: Any, dice: Any, server_away: list[bool]
) -> None:
    from roller_desktop.ui.common import i18n

    i18n.install_translator(qapp, "sv")
    try:
        window = make_window()
        screen = set_up(qtbot, window, store, ["Anna", "Bo"], rounds=1)
        dice.add(ANNA_THROW)
        press(qtbot, screen, "space", "h")
        assert "Tipset visas, men ligans server svarar inte" in screen.message.text()
    finally:
        i18n.install_translator(qapp, "en")

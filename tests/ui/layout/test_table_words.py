"""Words a table reads whole at the largest text on the small screen, where the audit allows an
elided caption with a tooltip: nobody hovers at a table (issue 25)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QRect, QSettings, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QWidget

from roller_desktop.ui.common import i18n
from roller_desktop.ui.shell.settings import TEXT_SCALES, Settings
from roller_desktop.ui.shell.start_screen import LinesRole
from tests.ui.layout import scenes


def _scene(name: str, code: str, folder: Path) -> tuple[QWidget, scenes.Stage, Any]:
    from roller_desktop.store.database import open_store

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    i18n.install_translator(app, code)
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation = False
    settings.computer_pace_ms = 0
    settings.language = code
    store = open_store(str(folder / "league.sqlite3"), backup=False)
    stage = scenes.Stage(app, store, settings)
    root = dict(scenes.SCENES)[name](stage)
    scenes.apply(root, settings, (1024, 600), TEXT_SCALES[-1])
    return root, stage, store


def test_eight_seats_read_whole_and_their_buttons_stay_on_the_screen(
    qapp: Any, tmp_path: Path
) -> None:
    """At the largest text beside eight seats' protocol, with and without the win bar: the
    points boxes' captions whole (over the protocol), the round and the player to play, the
    dice and every play button inside the window, the buttons on two rows in larger type."""
    try:
        for name in ("turn-8", "turn-bar-8"):
            for code in ("sv", "nb"):
                folder = tmp_path / f"{name}-{code}"
                folder.mkdir()
                root, stage, store = _scene(name, code, folder)
                try:
                    screen = root.roller  # type: ignore[attr-defined]
                    boxes = [screen.turn_box, screen.selection_box]
                    boxes += [screen.bank_box, screen.best_box]
                    for box in boxes:
                        assert box.caption.fitted()[1] == box.caption.text(), (name, code)
                    assert screen.side_info.count() == 4  # over the protocol
                    assert screen.button_row_two.count() > 0
                    window = QRect(0, 0, root.width(), root.height())
                    for label in (screen.round_label, screen.player_label):
                        assert label.fitted()[1] == label.text(), (name, code)
                    seen = screen.main_scroll.viewport()
                    dice = QRect(screen.dice.mapTo(seen, screen.dice.rect().topLeft()), QSize(1, 1))
                    assert seen.rect().contains(dice), (name, code, "the dice out of sight")
                    for button in screen.buttons.values():
                        place = QRect(button.mapTo(root, button.rect().topLeft()), button.size())
                        assert window.contains(place), (name, code, button.text())
                        shown = button.fitted()[0].pointSizeF()
                        assert shown >= screen.font().pointSizeF() * 0.8, (button.text(), shown)
                finally:
                    stage.close()
                    store.close()
    finally:
        i18n.install_translator(qapp, "en")


def test_no_play_button_is_cut_as_the_window_narrows(qapp: Any, tmp_path: Path) -> None:
    """Norwegian at the largest text, four seats, the window narrowed from 1024 px: where one
    row would cut a button's words ("Kast [Mellomrom]" first), the buttons take two rows."""
    try:
        root, stage, store = _scene("turn-4", "nb", tmp_path)
        try:
            screen = root.roller  # type: ignore[attr-defined]
            rows = set()
            for width in range(1024, 760, -24):
                scenes.apply(root, stage.settings, (width, 600), TEXT_SCALES[-1])
                rows.add(screen.button_row_two.count() > 0)
                for button in screen.buttons.values():
                    assert not button.size_at(button.width())[1], (width, button.text())
            assert rows == {False, True}  # one row at 1024 px, two when narrower
        finally:
            stage.close()
            store.close()
    finally:
        i18n.install_translator(qapp, "en")


def test_an_unfinished_match_is_as_tall_as_its_words(qapp: Any, tmp_path: Path) -> None:
    root, stage, store = _scene("start", "sv", tmp_path)
    try:
        matches = root.start.matches  # type: ignore[attr-defined]
        assert matches.count() >= 1
        metrics = QFontMetrics(matches.font())
        for row in range(matches.count()):
            item = matches.item(row)
            room = matches.visualItemRect(item)
            lines = item.data(LinesRole)
            if lines:  # its lines, each on one line (shortened with "…", whole in the tooltip)
                assert room.height() >= len(lines) * metrics.lineSpacing() + 8, lines
                continue
            words = metrics.boundingRect(
                QRect(0, 0, room.width() - 24, 100_000), Qt.TextFlag.TextWordWrap, item.text()
            )
            assert room.height() >= words.height() + 20, item.text()
    finally:
        stage.close()
        store.close()
        i18n.install_translator(qapp, "en")


def test_the_end_screens_title_reads_whole_with_a_computer_the_winner(
    qapp: Any, tmp_path: Path
) -> None:
    """Largest text, 1024×600: beside "Kampen er over" the winner "Datamaskin (forsiktig)"
    was cut ("Datamaskin (forsik…"). What the title shows reads whole; names that would be cut
    give way, for the felt under it says them."""
    try:
        for code in ("sv", "nb"):
            folder = tmp_path / code
            folder.mkdir()
            root, stage, store = _scene("end-computer", code, folder)
            try:
                screen = root.roller  # type: ignore[attr-defined]
                assert screen.round_label.isVisible()
                for label in (screen.round_label, screen.player_label):
                    if label.isVisible():
                        assert label.fitted()[1] == label.text(), (code, label.text())
                assert "(" in screen.table_caption.text()  # the felt names the computer
            finally:
                stage.close()
                store.close()
    finally:
        i18n.install_translator(qapp, "en")


def test_the_105_boards_captions_and_the_faces_label_read_whole(qapp: Any, tmp_path: Path) -> None:
    """Largest text, 1024×600, two children: "Tärningar att kasta" and "Riktiga tärning…" /
    "Ekte terninger…" were cut; they go onto two lines instead."""
    try:
        for name in ("race-2", "race-2-real"):
            for code in ("sv", "nb"):
                folder = tmp_path / f"{name}-{code}"
                folder.mkdir()
                root, stage, store = _scene(name, code, folder)
                try:
                    screen = root.race  # type: ignore[attr-defined]
                    labels = [
                        box.caption
                        for box in (screen.chasing_box, screen.aside_box, screen.throw_box)
                    ]
                    if name.endswith("real"):
                        assert screen.faces.isVisible()
                        labels.append(screen.faces.label)
                    for label in labels:
                        font, words = label.fitted()
                        assert words.replace("\n", " ") == label.text(), (name, code, words)
                        lines = words.count("\n") + 1
                        tall = QFontMetrics(font).height() * lines
                        assert tall <= label.contentsRect().height() + 3, (name, code, words)
                finally:
                    stage.close()
                    store.close()
    finally:
        i18n.install_translator(qapp, "en")


def test_the_start_buttons_keep_their_key_beside_them_at_the_smallest_text(
    qapp: Any, tmp_path: Path
) -> None:
    """A desktop font of 11 pt, the smallest text, 1024×600: "Ny Rollermatch" went onto two
    lines with "[N]" under it, in a button with room for one line of slightly smaller type."""
    try:
        for code in ("sv", "nb"):
            folder = tmp_path / code
            folder.mkdir()
            root, stage, store = _scene("start-11pt", code, folder)
            try:
                scenes.apply(root, stage.settings, (1024, 600), TEXT_SCALES[0])
                start = root.start  # type: ignore[attr-defined]
                for name in ("new_roller", "new_race", "settings", "keeper_log"):
                    button = start.buttons[name]
                    font, words = button.fitted()
                    assert "\n" not in words, (code, words)
                    assert font.pointSizeF() >= button.font().pointSizeF() * 0.85, (code, words)
            finally:
                stage.close()
                store.close()
    finally:
        i18n.install_translator(qapp, "en")


def test_end_on_the_players_page_keeps_the_last_player_in_sight(qapp: Any, tmp_path: Path) -> None:
    """Largest text, 1024×600: End chose the last player, but the row went out of sight when
    the line "1 spelare vald" under the list wrapped and took the list's height."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    try:
        for code in ("sv", "nb"):
            folder = tmp_path / code
            folder.mkdir()
            root, stage, store = _scene("players-chosen", code, folder)
            try:
                stage.player_ids([f"Spelare {i:02}" for i in range(20)])
                page = root.players  # type: ignore[attr-defined]
                page.reload()
                scenes.apply(root, stage.settings, (1024, 600), TEXT_SCALES[-1])
                players = page.list
                players.setCurrentRow(0)
                players.clearSelection()  # as the page opens: nobody chosen, nothing said
                players.scrollToTop()
                for _ in range(5):
                    QApplication.processEvents()
                players.setFocus()
                QTest.keyClick(players, Qt.Key.Key_End)
                for _ in range(5):
                    QApplication.processEvents()
                last = players.count() - 1
                assert players.currentRow() == last
                row = players.visualItemRect(players.item(last))
                assert players.viewport().rect().contains(row), (code, row)
            finally:
                stage.close()
                store.close()
    finally:
        i18n.install_translator(qapp, "en")

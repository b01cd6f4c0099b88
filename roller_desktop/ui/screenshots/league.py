"""Screenshots of the league screens and the printed pages, for the `screenshots` command."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget

from roller_desktop.store.league_store import LeagueStore
from roller_desktop.store.queries import stats
from roller_desktop.store.values import Game
from roller_desktop.ui.printing import sheets as printing


def _grab(widget: QWidget, path: Path, size: tuple[int, int]) -> Path:
    widget.resize(*size)
    widget.show()
    QApplication.processEvents()
    if not widget.grab().save(str(path), "PNG"):
        raise OSError(f"Cannot write the image {path}.")
    widget.close()
    return path


def render_league_screens(store: LeagueStore, out_dir: Path | str) -> list[Path]:
    """League view, player page (figures and charts), match history, protocol dialog and the
    printed pages (the newest Roller protocol, the newest 105 result, the league table)."""
    from roller_desktop.ui.league.league_model import league_sheet
    from roller_desktop.ui.league.league_view import LeagueView
    from roller_desktop.ui.league.match_history import MatchHistoryView
    from roller_desktop.ui.league.player_page import PlayerPage
    from roller_desktop.ui.league.protocol_dialog import ProtocolDialog

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []

    league = LeagueView(store)
    league.wait_for_ratings()
    written.append(_grab(league, out / "league-view.png", (1200, 640)))
    written.append(
        printing.save_png(league_sheet(league.models["roller"]), out / "print-league-roller.png")
    )

    page = PlayerPage(store)
    page.opens_protocols = False
    if page.player_id is None and league.models["roller"].rowCount():
        page.set_player(league.models["roller"].row_value(0).player_id)
    written.append(_grab(page, out / "player-page.png", (1100, 720)))
    page.tabs.setCurrentIndex(1)
    written.append(_grab(page, out / "player-page-charts.png", (1100, 720)))
    page.tabs.setCurrentIndex(2)
    written.append(_grab(page, out / "player-page-head-to-head.png", (1100, 720)))

    history = MatchHistoryView(store)
    history.opens_protocols = False
    written.append(_grab(history, out / "match-history.png", (1100, 600)))

    prints: tuple[tuple[Game, str], ...] = (
        ("roller", "print-protocol-roller.png"),
        ("105", "print-result-105.png"),
    )
    for game, name in prints:
        newest = [
            m for m in stats.match_history(store, game=game, limit=50) if m.status == "finished"
        ]
        if not newest:
            continue
        sheet = printing.sheet_for_match(store, newest[0].id)
        written.append(printing.save_png(sheet, out / name))
        if game == "roller":
            dialog = ProtocolDialog(store, newest[0].id)
            written.append(_grab(dialog, out / "protocol-dialog.png", (900, 800)))
    return written

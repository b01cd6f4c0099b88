"""Writing the league's matches kept by hand as a file of paper protocols (export-protocols),
in the format reading takes back (docs/protocol-csv.md)."""

from __future__ import annotations

import contextlib
import csv
import os
from pathlib import Path

from sqlalchemy import select

from roller_desktop.engine.roller import RollerMatch

from .errors import (
    ExportProblem,
    os_values,
    plain_os_error,
)
from .games import replay
from .league_store import LeagueStore
from .limits import csv_text
from .models import MatchRow
from .protocol_import import protocol_grid
from .protocol_known import local_time
from .protocol_reading import Progress


def export_protocols(
    store: LeagueStore, path: Path, progress: Progress | None = None, delimiter: str = ","
) -> int:
    """Every finished match of people (paper or played) as protocol rows; return how many.
    Written through a temporary file beside `path` that replaces it only when complete."""
    with store.session() as s:
        rows = (
            s.execute(
                select(MatchRow.id)
                .where(MatchRow.status == "finished")
                .order_by(MatchRow.finished, MatchRow.pk)
            )
            .scalars()
            .all()
        )
    loaded = [store.load_match(match_id) for match_id in rows]
    people = [m for m in loaded if all(seat.player_id is not None for seat in m.seats)]
    games = [(m, replay(m)) for m in people]
    rounds = max([g.rules.rounds for _, g in games if isinstance(g, RollerMatch)] or [1])
    header = ["match", "date", "game", "place", "player", "finish", "ww_limit", "forced_throw",
              "dice", "kids", "note", *(f"r{r}" for r in range(1, rounds + 1))]  # fmt: skip
    partial = path.with_name(path.name + ".partial")
    try:
        with open(partial, "w", encoding="utf-8-sig", newline="") as out:
            writer = csv.writer(out, delimiter=delimiter, lineterminator="\r\n")
            writer.writerow(header)
            for n, (m, game) in enumerate(games, start=1):
                when = m.finished or m.started
                date = f"{local_time(when):%Y-%m-%d %H:%M}"
                _, cells, places = protocol_grid(game)
                for seat, info in enumerate(m.seats):
                    common = [m.id, date, m.game, csv_text(m.place or ""), csv_text(info.name)]
                    if isinstance(game, RollerMatch):
                        rules = game.rules
                        row = [
                            *common, "", rules.ww_threshold,
                            "on" if rules.forced_after_roller else "off", "", "",
                            csv_text(m.note or ""), *cells[seat],
                            *[""] * (rounds - len(cells[seat])),
                        ]  # fmt: skip
                    else:
                        place = places[seat]
                        row = [
                            *common, "" if place is None else place, "", "", info.dice,
                            "on" if info.kids else "off", csv_text(m.note or ""),
                            *[""] * rounds,
                        ]  # fmt: skip
                    writer.writerow(row)
                if progress is not None:
                    progress(n, len(games))
            out.flush()
            os.fsync(out.fileno())
        os.replace(partial, path)
    except OSError as error:
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)
        raise ExportProblem(
            f"The protocols were not exported to {path}: {plain_os_error(error)}",
            "export.failed",
            path=str(path),
            **os_values(error),
        ) from None
    return len(games)

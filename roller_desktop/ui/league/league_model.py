"""The league tables as Qt models (tested without widgets), their CSV and their printed page.

A `LeagueTable` is a plain snapshot without Qt (store/queries/league_table.py): the store's
standings for a game and a period, rated, in the default order. `LeagueModel` shows one; sorting
happens in the model so the printed page and the CSV follow the order on the screen.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from roller_desktop.store.league_store import LeagueStore
from roller_desktop.store.limits import csv_text
from roller_desktop.store.queries.league_table import (
    LeagueTable,
    Period,
    load_table,
)
from roller_desktop.store.values import Game
from roller_desktop.ui.common.computer_seats import shown_name
from roller_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, name_order, number
from roller_desktop.ui.printing import sheets as printing

Index = QModelIndex | QPersistentModelIndex


GAME_WORDS = frozenset({"W", "WW", "sur mun", "plump", "RT", "ROLLER"})


def tr(text: str) -> str:
    return QCoreApplication.translate("League", text)


def period_label(period: Period) -> str:
    """A season, all time, a range or a championship, in the window's words."""
    if period.championship is not None:
        return period.championship_name or tr("Championship")
    if period.start is None and period.end is None:
        return tr("All time")
    if (
        period.start is not None
        and period.end is not None
        and (period.start.month, period.start.day, period.end.month, period.end.day)
        == (1, 1, 12, 31)
        and period.start.year == period.end.year
    ):
        return tr("Season {year}").format(year=period.start.year)
    low = period.start.isoformat() if period.start else "…"
    high = period.end.isoformat() if period.end else "…"
    return f"{low} – {high}"


def row_name(row: Any) -> str:
    """A row's name: a person's as it is; a computer's (practice taken in) in the window's
    language, marked as practice."""
    if getattr(row, "computer", None) is None:
        return str(row.name)
    return tr("{computer} (practice)").format(computer=shown_name(row.name))


@dataclass(frozen=True)
class Column:
    key: str
    header: str  # untranslated; shown through tr()
    explanation: str
    value: Callable[[Any], float | str | None]
    shown: Callable[[Any], str]
    descending: bool = True  # the natural order when the header is clicked first


def _present(value: float | str | None) -> float | str:
    """A sort key of a row that has a value in the column (the others are set apart)."""
    assert value is not None
    return value


def _int(key: str) -> Callable[[Any], str]:
    return lambda row: str(getattr(row, key))


def _rollers(row: Any) -> str:
    """ROLLER, and over how many matches when not over all (matches kept by hand have none)."""
    if not row.recorded:
        return ""  # not recorded: never 0
    return str(row.rollers) if row.recorded == row.matches else f"{row.rollers}/{row.recorded}"


def _rating(value: float | None) -> str:
    return "…" if value is None else f"{value:.0f}"


def _percent(value: float) -> str:
    return f"{round(value * 100)} %"


ROLLER_COLUMNS: tuple[Column, ...] = (
    Column(
        "name",
        QT_TRANSLATE_NOOP("League", "Player"),
        "",
        lambda r: name_order(r.name),
        lambda r: row_name(r),
        False,
    ),
    Column(
        "matches",
        QT_TRANSLATE_NOOP("League", "Matches"),
        QT_TRANSLATE_NOOP("League", "Finished matches of two or more players"),
        lambda r: r.matches,
        _int("matches"),
    ),
    Column(
        "w",
        "W",
        QT_TRANSLATE_NOOP("League", "Won (highest total, ties included) below the WW limit"),
        lambda r: r.w,
        _int("w"),
    ),
    Column(
        "ww",
        "WW",
        QT_TRANSLATE_NOOP("League", "Won with a total at or above the WW limit"),
        lambda r: r.ww,
        _int("ww"),
    ),
    Column(
        "sur_mun",
        "sur mun",
        QT_TRANSLATE_NOOP("League", "Lowest total of the match"),
        lambda r: r.sur_mun,
        _int("sur_mun"),
    ),
    Column(
        "plump",
        "plump",
        QT_TRANSLATE_NOOP("League", "Most rounds gone tjock in the match (●)"),
        lambda r: r.plump,
        _int("plump"),
    ),
    Column(
        "tjock",
        QT_TRANSLATE_NOOP("League", "Tjock rounds"),  # RT too: not "Tjock", the rounds' word
        QT_TRANSLATE_NOOP("League", "Rounds gone tjock, RT included"),
        lambda r: r.tjock,
        _int("tjock"),
    ),
    Column(
        "rt",
        "RT",
        QT_TRANSLATE_NOOP("League", "Råtjock: nothing on the first throw"),
        lambda r: r.rt,
        _int("rt"),
    ),
    Column(
        "rollers",
        "ROLLER",
        QT_TRANSLATE_NOOP(
            "League",
            "Turns where all six dice were kept; 12/40: over the 40 matches played with dice "
            "(paper protocols have no throws: not recorded)",
        ),
        lambda r: r.rollers if r.recorded else None,
        _rollers,
    ),
    Column(
        "average_total",
        QT_TRANSLATE_NOOP("League", "Average"),
        QT_TRANSLATE_NOOP("League", "Average total per match"),
        lambda r: r.average_total,
        lambda r: "" if r.average_total is None else f"{r.average_total:.0f}",
    ),
    Column(
        "best_total",
        QT_TRANSLATE_NOOP("League", "Best"),
        QT_TRANSLATE_NOOP("League", "Best total of a match"),
        lambda r: r.best_total,
        lambda r: "" if r.best_total is None else str(r.best_total),
    ),
    Column(
        "win_rate",
        QT_TRANSLATE_NOOP("League", "Win rate"),
        QT_TRANSLATE_NOOP("League", "Matches won (W and WW) per match played"),
        lambda r: r.win_rate,
        lambda r: _percent(r.win_rate),
    ),
    Column(
        "rating",
        QT_TRANSLATE_NOOP("League", "Rating"),
        QT_TRANSLATE_NOOP("League", "Elo rating over the period's matches (start 1500)"),
        lambda r: r.rating,
        lambda r: _rating(r.rating),
    ),
)

RACE_COLUMNS: tuple[Column, ...] = (
    Column(
        "name",
        QT_TRANSLATE_NOOP("League", "Player"),
        "",
        lambda r: name_order(r.name),
        lambda r: row_name(r),
        False,
    ),
    Column(
        "races",
        QT_TRANSLATE_NOOP("League", "Races"),
        QT_TRANSLATE_NOOP("League", "Finished races of two or more players"),
        lambda r: r.races,
        _int("races"),
    ),
    Column(
        "wins",
        QT_TRANSLATE_NOOP("League", "Wins"),
        QT_TRANSLATE_NOOP("League", "First through the sixes"),
        lambda r: r.wins,
        _int("wins"),
    ),
    Column(
        "win_rate",
        QT_TRANSLATE_NOOP("League", "Win rate"),
        QT_TRANSLATE_NOOP("League", "Races won per race"),
        lambda r: r.win_rate,
        lambda r: _percent(r.win_rate),
    ),
    Column(
        "average_place",
        QT_TRANSLATE_NOOP("League", "Average place"),
        QT_TRANSLATE_NOOP("League", "Over the races with a place"),
        lambda r: r.average_place,
        lambda r: "" if r.average_place is None else number(r.average_place, 2),
        False,
    ),
    Column(
        "average_turns",
        QT_TRANSLATE_NOOP("League", "Average turns"),
        QT_TRANSLATE_NOOP("League", "Turns per race"),
        lambda r: r.average_turns,
        lambda r: "" if r.average_turns is None else number(r.average_turns, 1),
        False,
    ),
    Column(
        "rating",
        QT_TRANSLATE_NOOP("League", "Rating"),
        QT_TRANSLATE_NOOP("League", "Elo rating over the period's races (start 1500)"),
        lambda r: r.rating,
        lambda r: _rating(r.rating),
    ),
)


class LeagueModel(QAbstractTableModel):
    """One league table; `sort` reorders the rows (the view's header clicks call it)."""

    SortRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._table: LeagueTable | None = None
        self._rows: list[Any] = []
        self._columns: tuple[Column, ...] = ROLLER_COLUMNS
        self._sort: tuple[int, Qt.SortOrder] | None = None

    def set_ratings(self, ratings: dict[str, float]) -> None:
        """Fill in the rating column (computed after the table appeared)."""
        if self._table is not None:
            self.set_table(self._table.with_ratings(ratings))

    def set_table(self, table: LeagueTable) -> None:
        self.beginResetModel()
        self._table = table
        self._columns = tuple(columns_of(table.game))
        self._rows = list(table.rows)
        self.endResetModel()
        if self._sort is not None:
            self.sort(*self._sort)

    @property
    def table(self) -> LeagueTable | None:
        return self._table

    @property
    def columns(self) -> tuple[Column, ...]:
        return self._columns

    def row_value(self, row: int) -> Any:
        return self._rows[row]

    def column_of(self, key: str) -> int:
        return [c.key for c in self._columns].index(key)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        column = self._columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.shown(row)
        if role == self.SortRole:
            return column.value(row)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column.key == "name":
                return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.UserRole:
            return row.player_id
        if role == Qt.ItemDataRole.FontRole and getattr(row, "computer", None):
            font = QFont()
            font.setItalic(True)  # a computer's row: practice, not a person of the league
            return font
        if role == Qt.ItemDataRole.ToolTipRole and getattr(row, "computer", None):
            return tr(
                "A computer seat: its matches are practice, counted here because Settings "
                "take matches against computers into the league."
            )
        if role == Qt.ItemDataRole.ToolTipRole and column.key == "name":
            return row_name(row)  # a long name cut short in a narrow window, whole
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Vertical:
            if role == Qt.ItemDataRole.DisplayRole:
                return str(section + 1)
            return None
        column = self._columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            # The game's own words stay as they are; their explanation is the tooltip. A
            # heading of two words over a column of numbers takes two lines ("Tjocka ronder"):
            # on one line the headings left the names no room at 1024 px.
            title = column_title(column)
            return title if column.key == "name" else title.replace(" ", "\n")
        if role == Qt.ItemDataRole.ToolTipRole and column.explanation:
            return tr(column.explanation)
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by a column; ties keep the default order (the sort is stable)."""
        if not 0 <= column < len(self._columns) or self._table is None:
            return
        self._sort = (column, order)
        key = self._columns[column].value
        self.layoutAboutToBeChanged.emit()
        base = list(self._table.rows)
        present = [r for r in base if key(r) is not None]
        missing = [r for r in base if key(r) is None]
        present.sort(key=lambda r: _present(key(r)), reverse=order == Qt.SortOrder.DescendingOrder)
        self._rows = present + missing
        self.layoutChanged.emit()

    def reset_order(self) -> None:
        if self._table is None:
            return
        self.layoutAboutToBeChanged.emit()
        self._sort = None
        self._rows = list(self._table.rows)
        self.layoutChanged.emit()

    # ---- export ---------------------------------------------------------------------------

    def as_rows(self) -> tuple[list[str], list[list[str]]]:
        headers = ["#", *[column_title(c) for c in self._columns]]
        body = [
            [str(i + 1), *[c.shown(row) for c in self._columns]] for i, row in enumerate(self._rows)
        ]
        return headers, body

    def to_csv(self, separator: str = ",") -> str:
        """The table as shown (its order and headings, in the window's language: a keeper's
        spreadsheet read "win_rate"), with plain numbers: comma-separated; with ";" (a
        Swedish or Norwegian spreadsheet's columns) the decimals take a comma too. A program
        wanting fixed keys reads `roller-desktop league --csv`."""
        out = io.StringIO()
        writer = csv.writer(out, delimiter=separator, lineterminator="\n")
        writer.writerow([column_title(c) for c in self._columns])
        for row in self._rows:
            values = []
            for c in self._columns:
                value = getattr(row, c.key)
                if isinstance(value, float):
                    value = f"{value:.4f}".rstrip("0").rstrip(".")
                    if separator == ";":
                        value = value.replace(".", ",")
                values.append("" if value is None else str(csv_text(value)))
            writer.writerow(values)
        return out.getvalue()


def column_title(column: Column) -> str:
    """A column's heading on screen and on paper: the game's own words stay as they are (the
    English window's explanation of them is the tooltip, far too long for a heading)."""
    return column.header if column.header in GAME_WORDS else tr(column.header)


def game_title(game: Game) -> str:
    return "Roller" if game == "roller" else "105"


def order_text(game: Game) -> str:
    if game == "roller":
        return tr("Order: rating, then win rate, then average total.")
    return tr("Order: rating, then win rate, then fewer turns on average.")


def usual_length_note(model: LeagueModel) -> str | None:
    """Why a player's Average and Best are blank: they count the matches of the usual length
    only (RULES.md, "compare like with like"). A table of short matches printed both columns
    blank for everyone, with no word of why (sv, at the largest text, under Xvfb)."""
    from roller_desktop.store.derived.league_days import USUAL_ROUNDS

    table = model.table
    if table is None or table.game != "roller":
        return None
    rows = [model.row_value(r) for r in range(model.rowCount())]
    if not any(getattr(row, "average_total", 0) is None for row in rows):
        return None
    return tr(
        "Average and Best count the matches of {rounds} rounds only: blank where there is none."
    ).format(rounds=USUAL_ROUNDS)


def rating_text(game: Game) -> str:
    """What the rating means, in words for players and in the game's own word for one game
    (a match or a race); the formula is in Help (F1), "The league"."""
    if game == "105":
        return tr(
            "Rating: every race counts as a duel with each player at the table; beating a "
            "strong player gains the most, losing to a weak one costs the most. Everybody "
            "starts the period at 1500; one race moves a rating by at most 32. How it is "
            "reckoned: Help (F1), The league."
        )
    return tr(
        "Rating: every match counts as a duel with each player at the table; beating a "
        "strong player gains the most, losing to a weak one costs the most. Everybody "
        "starts the period at 1500; one match moves a rating by at most 32. How it is "
        "reckoned: Help (F1), The league."
    )


def league_sheet(model: LeagueModel) -> printing.Sheet:
    """The league table as shown, on one A4 page (landscape for Roller's many columns)."""
    table = model.table
    if table is None:
        raise ValueError("The league table is empty.")
    headers, body = model.as_rows()
    game = table.game
    widths = [0.5, 2.4, *[1.0] * (len(headers) - 2)]
    sheet_table = printing.Table(
        headers=headers,
        rows=body,
        widths=widths,
        highlight=[i == 0 for i in range(len(body))],
        left_columns=frozenset({1}),
    )
    title = sheet_title(game)
    subtitle = period_label(table.period)
    notes = [order_text(game), *filter(None, [usual_length_note(model)]), rating_text(game)]
    return printing.table_sheet(title, subtitle, sheet_table, notes, landscape=game == "roller")


def sheet_title(game: Game) -> str:
    return tr("{game} league").format(game=game_title(game))


def file_title(model: LeagueModel, game: Game) -> str:
    """What a saved table is named after: its title and period ("105 league Season 2026")."""
    table = model.table
    period = period_label(table.period) if table is not None else ""
    return f"{sheet_title(game)} {period}".strip()


def write_csv(model: LeagueModel, path: str, separator: str = ",") -> None:
    """Write the CSV for a spreadsheet (a BOM: "Åse" read as "Ã…se" without it, as the
    protocols' CSV has it); the file appears only when it is complete."""
    target = Path(path)
    partial = target.with_name(target.name + ".part")
    partial.write_text(model.to_csv(separator), encoding="utf-8-sig")
    partial.replace(target)


def load_model(store: LeagueStore, game: Game, period: Period) -> LeagueModel:
    model = LeagueModel()
    model.set_table(load_table(store, game, period))
    return model


def columns_of(game: Game) -> Sequence[Column]:
    return ROLLER_COLUMNS if game == "roller" else RACE_COLUMNS


def write_league_pdf(
    store: LeagueStore, game: Game, season: int | None, path: str, practice: bool = False
) -> Path:
    """The command line's `league --pdf`: a season (default this year; 0 all time) on paper."""
    period = Period.all_time() if season == 0 else Period.season(season or date.today().year)
    period = Period(period.start, period.end, practice)
    model = LeagueModel()
    model.set_table(load_table(store, game, period))
    return printing.write_pdf(league_sheet(model), path)

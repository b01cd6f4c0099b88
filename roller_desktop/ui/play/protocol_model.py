"""The protocol grid's model: rounds by players (seating order) over the engine's Protocol.

Rows are the rounds, then the total, then the symbols; columns are the seats as they sit at the
table. The printed page reads the same Protocol object, so the screen and the paper agree.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont

from roller_desktop.engine.protocol import PLUMP, SUR_MUN, WW, Outcome, Protocol

RunningTotalRole = Qt.ItemDataRole.UserRole + 1
IsCurrentRole = Qt.ItemDataRole.UserRole + 2
OutcomeRole = Qt.ItemDataRole.UserRole + 3  # "banked", "tjock", "rt" or None

Index = QModelIndex | QPersistentModelIndex


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("ProtocolModel", text, disambiguation, n)


IN_PLAY = QColor(255, 196, 0)  # the cell in play (its background lets the grid through)


class ProtocolModel(QAbstractTableModel):
    def __init__(self, protocol: Protocol | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._p = protocol
        # Set by the view that fits the grid to its room: the type of the cells and the headers,
        # and the players' names as short as the columns need (None: the whole names).
        self.cell_font = QFont()
        self.header_font = QFont()
        self.words_font: QFont | None = None  # the side's Total and Symbols (ProtocolView)
        self.words_form = 0  # Total and Symbols: 0 whole, 1 short, 2 shortest (side_words)
        self.short_names: list[str] | None = None

    @property
    def protocol(self) -> Protocol | None:
        return self._p

    def set_protocol(self, protocol: Protocol) -> None:
        same_shape = (
            self._p is not None
            and self._p.seats == protocol.seats
            and self._p.rounds == protocol.rounds
        )
        if same_shape and self._p is not None:
            # Only the cells whose words or marks changed are said to have changed, so the
            # grid repaints those (a keep within a turn changes none) and not the whole grid.
            before, before_heads = shown_cells(self._p), header_state(self._p)
            self._p = protocol
            for (row, column), (old, new) in enumerate_cells(before, shown_cells(protocol)):
                if old != new:
                    cell = self.index(row, column)
                    self.dataChanged.emit(cell, cell)
            if before_heads != header_state(protocol):
                self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        else:
            self.beginResetModel()
            self._p = protocol
            self.endResetModel()

    @property
    def total_row(self) -> int:
        return self._p.rounds if self._p else 0

    @property
    def symbols_row(self) -> int:
        return self.total_row + 1

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if self._p is None or parent.isValid() else self._p.rounds + 2

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if self._p is None or parent.isValid() else len(self._p.seats)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        p = self._p
        if p is None:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if role == Qt.ItemDataRole.DisplayRole:
                short = self.short_names
                if short is not None and len(short) == len(p.seats):
                    return short[section]
                return p.seats[section]
            if role == Qt.ItemDataRole.AccessibleTextRole:
                return p.seats[section]
            if role == Qt.ItemDataRole.ToolTipRole:
                if section == p.starter:
                    return _tr("{name} started the match").format(name=p.seats[section])
                return p.seats[section]
            if role == Qt.ItemDataRole.FontRole:
                font = QFont(self.header_font)
                font.setBold(bool(p.current and p.current[0] == section))
                return font
            return None
        if section < p.rounds and role in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.AccessibleTextRole,
        ):
            return str(section + 1)
        if section >= p.rounds and role in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.AccessibleTextRole,
            Qt.ItemDataRole.ToolTipRole,
        ):
            forms = side_words()[self.words_form if role == Qt.ItemDataRole.DisplayRole else 0]
            return forms[section - p.rounds]  # the whole word read aloud and in the tooltip
        if section >= p.rounds and role == Qt.ItemDataRole.FontRole and self.words_font:
            return QFont(self.words_font)
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        p = self._p
        if p is None or not index.isValid():
            return None
        row, seat = index.row(), index.column()
        if row < p.rounds:
            return self._round_data(p, seat, row, role)
        if role == Qt.ItemDataRole.DisplayRole:
            if row == self.total_row:
                return str(p.totals[seat])
            return p.symbol_text(seat)
        if role == Qt.ItemDataRole.FontRole:
            font = QFont(self.cell_font)
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignCenter
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            if row == self.total_row and p.start(seat):  # the handicap: in the total, no round
                return _tr(
                    "{name}: total {total}, with a handicap of %n points", "", p.start(seat)
                ).format(name=p.seats[seat], total=p.totals[seat])
            if row == self.total_row:
                return _tr("{name}: total {total}").format(name=p.seats[seat], total=p.totals[seat])
            return symbols_words(p, seat)
        return None

    def _round_data(self, p: Protocol, seat: int, rnd: int, role: int) -> Any:
        result = p.cell(seat, rnd)
        current = p.current == (seat, rnd)
        if role == Qt.ItemDataRole.DisplayRole:
            return p.cell_text(seat, rnd)
        if role == Qt.ItemDataRole.FontRole:
            return self.cell_font
        if role == RunningTotalRole:
            return p.running_total(seat, rnd)
        if role == IsCurrentRole:
            return current
        if role == OutcomeRole:
            return None if result is None else result.outcome.value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignCenter
        if role == Qt.ItemDataRole.BackgroundRole and current:
            return QColor(IN_PLAY.red(), IN_PLAY.green(), IN_PLAY.blue(), 110)
        if role == Qt.ItemDataRole.ForegroundRole and result is not None and result.is_tjock:
            return QColor(200, 40, 40)
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            name = p.seats[seat]
            if current:
                return _tr("{name}, round {round}: playing now").format(name=name, round=rnd + 1)
            if result is None:
                return _tr("{name}, round {round}: not played yet").format(name=name, round=rnd + 1)
            what = {
                Outcome.TJOCK: _tr("Tjock"),
                Outcome.RT: _tr("RT"),
            }.get(result.outcome, str(result.points))
            return _tr("{name}, round {round}: {what}, total {total}").format(
                name=name, round=rnd + 1, what=what, total=p.running_total(seat, rnd)
            )
        return None


def side_words() -> tuple[tuple[str, str], ...]:
    """The side's words under the round numbers, Total and Symbols: whole, short and shortest,
    as written on a narrow paper protocol (sv "Summa", "S:a"; "Symboler", "Symb.", "Sym.")."""
    return (
        (_tr("Total"), _tr("Symbols")),
        (
            _tr("Total", "short: under the round numbers of a narrow protocol"),
            _tr("Symbols", "short: under the round numbers of a narrow protocol"),
        ),
        (
            _tr("Total", "shortest: under the round numbers of a very narrow protocol"),
            _tr("Symbols", "shortest: under the round numbers of a very narrow protocol"),
        ),
    )


Shown = tuple[object, ...]


def shown_cells(p: Protocol) -> list[list[Shown]]:
    """What each cell shows, row by row (rounds, total, symbols), seat by seat: equal tuples
    are cells drawn the same."""
    rows: list[list[Shown]] = []
    for rnd in range(p.rounds):
        row: list[Shown] = []
        for seat in range(len(p.seats)):
            result = p.cell(seat, rnd)
            outcome = None if result is None else result.outcome
            current = p.current == (seat, rnd)
            row.append((p.cell_text(seat, rnd), p.running_total(seat, rnd), current, outcome))
        rows.append(row)
    rows.append([(p.totals[seat],) for seat in range(len(p.seats))])
    rows.append([(p.symbol_text(seat),) for seat in range(len(p.seats))])
    return rows


def enumerate_cells(
    before: list[list[Shown]], after: list[list[Shown]]
) -> list[tuple[tuple[int, int], tuple[Shown, Shown]]]:
    return [
        ((row, column), (old, new))
        for row, (olds, news) in enumerate(zip(before, after, strict=True))
        for column, (old, new) in enumerate(zip(olds, news, strict=True))
    ]


def header_state(p: Protocol) -> Shown:
    """What the seats' headings show: the names, who started, whose turn it is (bold)."""
    return (tuple(p.seats), p.starter, p.current[0] if p.current else None)


def symbols_words(p: Protocol, seat: int) -> str:
    marks = p.symbols[seat]
    words = []
    if WW in marks:
        words.append(_tr("WW: winner who reached the dream limit"))
    elif marks & {"W"}:
        words.append(_tr("W: winner"))
    if SUR_MUN in marks:
        words.append(_tr("sur mun: lowest total"))
    if PLUMP in marks:
        words.append(_tr("plump ●: most tjock rounds"))
    return "; ".join(words)


def match_summary(p: Protocol) -> str:
    """One or two lines about the finished match: winners, sur mun, plump, best round."""
    if not p.is_over:
        return ""
    totals = p.totals
    symbols = p.symbols
    winners = [p.seats[s] for s in range(len(p.seats)) if symbols[s] & {"W", WW}]
    best = max(totals)
    ww = any(WW in symbols[s] for s in range(len(p.seats)))
    lines = []
    if len(winners) == 1:
        text = _tr("{name} wins with {points} points.").format(name=winners[0], points=best)
    else:
        text = _tr("{names} share the win with {points} points.").format(
            names=", ".join(winners), points=best
        )
    if ww:
        text += " " + _tr("WW: the dream limit reached!")
    lines.append(text)
    sour = [p.seats[s] for s in range(len(p.seats)) if SUR_MUN in symbols[s]]
    if sour:
        lines.append(_tr("Sur mun: {names}.").format(names=", ".join(sour)))
    plump = [s for s in range(len(p.seats)) if PLUMP in symbols[s]]
    if plump:
        lines.append(
            _tr("Plump ●: {names} ({count} × tjock).").format(
                names=", ".join(p.seats[s] for s in plump), count=p.tjock_counts[plump[0]]
            )
        )
    top = max(p.best_rounds)
    if top > 0:  # every player who reached it, in seating order
        names = [p.seats[s] for s in range(len(p.seats)) if p.best_rounds[s] == top]
        lines.append(
            _tr("Best round: {name} with {points}.").format(name=", ".join(names), points=top)
        )
    return "\n".join(lines)

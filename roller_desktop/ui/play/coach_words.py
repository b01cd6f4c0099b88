"""The coach's books in words a table understands: per seat, how the win came about.

"Åke won (52 % at the start): the dice gave +31.0, own choices gave away 4.1, Kari's choices
gave +2.1 (percentage points)." From `strategy.coach.CoachReport`; three seats or more are
approximate and every figure carries "≈"; a match kept by hand has only its chances.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from roller_desktop.strategy.coach import CoachReport, CoachSeat, gifts
from roller_desktop.ui.common.i18n import number, percent

# Each seat's colour (by seat index), the same in play, on the graph and on the coach sheet.
SEAT_COLOURS = ("#1f6fb2", "#c0392b", "#2e8b57", "#8e44ad", "#d35400", "#16a085", "#7f6000", "#555")


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("CoachWords", text, disambiguation, n)


def points(fraction: float, approximate: bool, signed: bool = True) -> str:
    """A win chance difference in percentage points: +12,3 (sv); "≈" when approximate."""
    if round(100 * fraction, 1) == 0:
        fraction = 0.0  # a sliver either way reads as nothing: "+0.0", never "−0.0"
    value = number(abs(100 * fraction), 1)
    sign = ("+" if fraction >= 0 else "−") if signed else ""
    if not signed and fraction < 0:
        sign = "−"
    return ("≈" if approximate else "") + sign + value


def books_lines(report: CoachReport) -> list[str]:
    """One sentence per seat, in seating order from the starter, then a note on the unit
    (or why only the chances are known)."""
    approx = report.approximate
    lines = []
    for position, seat in enumerate(report.seats):
        # a no-break space keeps "52 %" on one line
        start = ("≈" if approx else "") + percent(seat.start_chance, 1).replace(" %", "\u00a0%")
        if seat.luck is None or seat.given_away is None:
            lines.append(_outcome(seat, start))
            continue
        others_given = gifts(report, position) or 0.0
        if len(report.seats) > 2:
            rest = tr("the others' choices gave {others}")
        else:
            rest = tr("{other}'s choices gave {others}")
        other = report.seats[1 - position].name if len(report.seats) == 2 else ""
        lines.append(
            tr("{outcome}: the dice gave {luck}, own choices gave away {given}, {rest}.").format(
                outcome=_outcome(seat, start),
                luck=points(seat.luck, approx),
                given=points(seat.given_away, approx, signed=False),
                rest=rest.format(other=other, others=points(others_given, approx)),
            )
        )
    if any(s.luck is None for s in report.seats):
        lines.append(
            tr(
                "A protocol kept by hand: only the chance at each turn is known; "
                "luck and choices are not recorded."
            )
        )
    else:
        note = tr("Figures in percentage points of the chance to win.")
        if approx:
            note += " " + tr("Three players or more: approximate (≈).")
        lines.append(note)
    return lines


def _outcome(seat: CoachSeat, start: str) -> str:
    if seat.result is None:
        return tr("{name} ({start} at the start)").format(name=seat.name, start=start)
    if seat.result >= 1.0:
        text = tr("{name} won ({start} at the start)")
    elif seat.result > 0.0:
        text = tr("{name} shared the win ({start} at the start)")
    else:
        text = tr("{name} lost ({start} at the start)")
    return text.format(name=seat.name, start=start)

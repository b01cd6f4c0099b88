"""Known protocols for the printing tests: every mark of the paper, ties included."""

from __future__ import annotations

from roller_desktop.engine.protocol import Outcome, Protocol, RoundResult

# Eight players, fifteen rounds. Anna and Bertil share the top (10250: both WW), Gunilla and
# Hampus share the bottom (3000: both sur mun), Cecilia and Hampus went tjock four times each
# (both plump).
FRIDGE_ROWS = {
    "Anna": "2000 – 1000 350 600 1250 RT 500 1000 450 300 1250 50 100 1400",
    "Bertil": "1000 1000 450 RT 2000 350 600 – 1000 300 450 1000 50 100 1950",
    "Cecilia": "– 300 RT 450 – 600 1000 350 – 300 100 450 50 600 300",
    "David": "450 50 300 1000 – 100 600 350 2000 450 300 100 50 RT 250",
    "Eva": "300 450 – 1000 600 350 100 50 RT 450 300 1250 600 300 750",
    "Fredrik": "600 350 1000 – 450 300 100 50 600 300 1000 – 450 350 650",
    "Gunilla": "100 – 300 50 450 RT 350 300 100 – 50 300 100 300 600",
    "Hampus": "RT 300 – 350 100 – 450 50 300 RT 300 100 350 350 350",
}
FRIDGE_TOTALS = (10250, 10250, 4500, 6000, 6500, 6200, 3000, 3000)


def cell(text: str) -> RoundResult:
    if text == "–":
        return RoundResult(Outcome.TJOCK)
    if text == "RT":
        return RoundResult(Outcome.RT)
    return RoundResult(Outcome.BANKED, int(text))


def protocol_of(
    rows: dict[str, str],
    *,
    starter: int = 0,
    rollers: tuple[int, ...] | None = None,
    rule_differences: tuple[tuple[str, str], ...] = (),
    rounds: int | None = None,
) -> Protocol:
    cells = tuple(tuple(cell(t) for t in row.split()) for row in rows.values())
    played = len(cells[0])
    total_rounds = rounds or played
    padded = tuple(c + (None,) * (total_rounds - played) for c in cells)
    return Protocol(
        seats=tuple(rows),
        rounds=total_rounds,
        starter=starter,
        cells=padded,
        roller_counts=rollers or tuple(0 for _ in rows),
        ww_threshold=10000,
        is_over=played == total_rounds,
        current=None if played == total_rounds else (0, played),
        rule_differences=rule_differences,
    )


def fridge_protocol() -> Protocol:
    return protocol_of(
        FRIDGE_ROWS,
        starter=2,
        rollers=(1, 2, 0, 1, 0, 0, 0, 3),
        rule_differences=(("forced_after_roller", "off"),),
    )


def five_player_protocol() -> Protocol:
    return protocol_of(dict(list(FRIDGE_ROWS.items())[:5]), starter=1)

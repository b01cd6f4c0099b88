"""The audit's table: what was found per screen, size and text size, over the languages."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Cell:
    """One screen at one window size and text size, over the languages run."""

    cut: int = 0
    overlaps: int = 0
    outside: int = 0
    smaller: int = 0
    protocol_px: float | None = None
    die_px: float | None = None
    examples: list[str] = field(default_factory=list)

    def add(self, kind: str, detail: str) -> None:
        setattr(self, kind, getattr(self, kind) + 1)
        if len(self.examples) < 3:
            self.examples.append(detail)


ROWS: dict[tuple[str, tuple[int, int], float], Cell] = {}


def cell(scene: str, size: tuple[int, int], scale: float) -> Cell:
    return ROWS.setdefault((scene, size, scale), Cell())


def low(old: float | None, new: float | None) -> float | None:
    if new is None:
        return old
    return new if old is None else min(old, new)


def table() -> list[str]:
    """One line per screen and size: per text size, cut/overlapping/outside/smaller counts,
    the protocol's smallest digits and the smallest die (px)."""
    if not ROWS:
        return []
    scales = sorted({scale for _, _, scale in ROWS})
    lines = [
        "Layout audit: per text size  cut/overlap/outside/smaller  protocol digits px  die px",
        f"{'screen':<18}{'size':<10}" + "".join(f"{'×' + str(s):<26}" for s in scales),
    ]
    keys = sorted({(scene, size) for scene, size, _ in ROWS}, key=lambda k: (k[0], k[1]))
    for scene, size in keys:
        parts = []
        for scale in scales:
            c = ROWS.get((scene, size, scale))
            if c is None:
                parts.append(f"{'':<26}")
                continue
            counts = f"{c.cut}/{c.overlaps}/{c.outside}/{c.smaller}"
            digits = f"{c.protocol_px:.0f}" if c.protocol_px is not None else "-"
            die = f"{c.die_px:.0f}" if c.die_px is not None else "-"
            parts.append(f"{counts:<11}{digits:>4} {die:>4}      ")
        lines.append(f"{scene:<18}{size[0]}×{size[1]:<5}" + "".join(parts))
    problems = [
        f"  {scene} {size[0]}×{size[1]} ×{scale}: {example}"
        for (scene, size, scale), c in sorted(
            ROWS.items(), key=lambda kv: (kv[0][0], kv[0][1], kv[0][2])
        )
        for example in c.examples
    ]
    if problems:
        lines.append("Examples:")
        lines.extend(problems)
    return lines

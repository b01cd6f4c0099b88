"""Places in a league file, for the refusals of an import (errors.ImportProblem's `where`).

Apart from errors.py, which the window's start-up imports (issue 28): only the imports and
exports of league files make places.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Where:
    """A place in a league file: the file itself, a player's or a match's record (numbered
    from 1 in the file's order), a seat or a hint of a match (numbered from 1), and a field
    of it by its name in the file ("dice", "started"). str() is its English, for logs."""

    record: str = "file"  # "file", "player" or "match"
    number: int = 0
    part: str = ""  # "", "seat" or "hint"
    part_number: int = 0
    field: str = ""

    # Made for every field of every match an import reads: the constructor, not replace()
    # (which costs three times as much).
    def seat(self, number: int) -> Where:
        return Where(self.record, self.number, "seat", number)

    def hint(self, number: int) -> Where:
        return Where(self.record, self.number, "hint", number)

    def at(self, field: str) -> Where:
        return Where(self.record, self.number, self.part, self.part_number, field)

    def __str__(self) -> str:
        text = "The file" if self.record == "file" else f"{self.record.capitalize()} {self.number}"
        if self.part:
            text += f", {self.part} {self.part_number}"
        return f"{text}: {self.field}" if self.field else text

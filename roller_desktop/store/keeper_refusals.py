"""What the keeper's tools refuse: a change that cannot be made as asked (nothing changed)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .errors import StoreError

CHUNK = 500  # match keys per IN (...) list
Progress = Callable[[str, int, int], None]


class KeeperRefusal(StoreError):
    """A keeper's change that cannot be made as asked; nothing was changed."""


class AmbiguousPlayer(KeeperRefusal):
    """A name that more than one player of the league goes by."""

    def __init__(self, message: str, candidates: Sequence[tuple[str, str]]) -> None:
        super().__init__(message, "player.ambiguous", candidates=list(candidates))
        self.candidates = list(candidates)  # (id, name)

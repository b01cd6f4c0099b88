"""What the window and the command line use of the league's store, as a type: `LeagueStore`.

The store itself (database.Store) is one; so is the window's stand-in while the store is being
built (ui/shell/pending_store.py), which answers a few of these at once and hands the rest on to the
store when it is ready. The query, exchange and backup functions the window calls with it take
the same type, so that the stand-in is as welcome there as the store.

No Qt and, at run time, no SQLAlchemy here: the window imports this at start-up.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from sqlalchemy import Engine
    from sqlalchemy.orm import Session

    from .hint_records import HintRecord
    from .values import DamagedMatch, Game, LoadedMatch, MatchSummary, Player, SeatSpec


class LeagueHandle(Protocol):
    """The handle's part (store/handle.py's Handle): its engine, sessions, file and closing."""

    @property
    def engine(self) -> Engine: ...

    @property
    def path(self) -> Path | None: ...

    @property
    def read_only(self) -> bool:
        """Looking only: the league cannot be written here."""
        ...

    @property
    def warnings(self) -> list[str]:
        """What the person should know about the opening (a start-up backup that failed)."""
        ...

    @property
    def dialect(self) -> str: ...

    def session(self) -> AbstractContextManager[Session]: ...

    def close(self) -> None: ...


class LeagueStore(LeagueHandle, Protocol):
    """The players and matches (database.Store's), on top of the handle."""

    def players(self, include_archived: bool = False) -> list[Player]: ...

    def add_player(self, name: str) -> Player: ...

    def rename_player(self, player_id: str, name: str, undoes: str | None = None) -> Player: ...

    def archive_player(
        self, player_id: str, archived: bool = True, undoes: str | None = None
    ) -> Player: ...

    def start_match(
        self,
        game: Game,
        rules: dict[str, Any],
        seats: Sequence[SeatSpec],
        starter: int,
        place: str | None = None,
        opening: list[Any] | None = None,
        real_dice: bool = False,
        by_hand: bool = False,
    ) -> str: ...

    def load_match(self, match_id: str) -> LoadedMatch: ...

    def unfinished_matches(self) -> list[MatchSummary]: ...

    def damaged_matches(self) -> list[DamagedMatch]: ...

    def set_place_and_note(self, match_id: str, place: str | None, note: str | None) -> None: ...

    def set_real_dice(self, match_id: str, on: bool) -> None: ...

    def abandon_match(self, match_id: str, reason: str | None = None) -> None: ...

    def set_aside_damaged(self, match_id: str) -> None: ...

    def record_hint(
        self, match_id: str, seat: int, event_count: int, data: dict[str, Any]
    ) -> None: ...

    def hints(self, match_id: str) -> list[HintRecord]: ...

    def match_pk(self, match_id: str) -> int: ...

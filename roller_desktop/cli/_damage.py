"""Damage found while a command runs (the background check of the backup it took at start, a
query on a damaged page): said on stderr with the newest good backup, and the command ends
with status 1, as `check` does for a damaged league."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

_found: list[str] = []
_stop: list[Callable[[], None]] = []  # the listener of the command under way


def watch() -> None:
    """Listen for damage to the league this command opens (from before it is opened: the
    check of its start-up backup may end before the opening returns)."""
    from roller_desktop.store.backup_checks import Damage, on_damage

    def heard(where: Path, damage: Damage) -> None:
        from roller_desktop.store.opening import damaged_message

        how = "the check of the backup just taken" if damage.by == "backup" else "reading it"
        _found.append(
            damaged_message(
                where, f"The league {where.name} is damaged ({damage.detail}; found by {how})."
            )
        )

    for stop in _stop:  # one listener, whatever ran in this process before
        stop()
    _stop[:] = [on_damage(heard)]


def settle(say: bool = True) -> bool:
    """Wait for the backup checks under way; True (and said, unless the command's own
    refusal says it already) when damage was found."""
    from roller_desktop.store.backup_checks import wait_for_checks

    wait_for_checks()
    for message in _found if say else []:
        print(f"roller-desktop: {message}", file=sys.stderr)
    found = bool(_found)
    _found.clear()
    for stop in _stop:
        stop()
    _stop.clear()
    return found

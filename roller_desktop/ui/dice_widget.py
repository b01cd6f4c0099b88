"""The dice widget the screens use: the dice engineer's DiceView, or a stand-in until it lands."""

from __future__ import annotations

try:
    from roller_desktop.ui.dice_view import DiceView
except ImportError:  # pragma: no cover - only before the dice widget has landed
    from roller_desktop.ui.dice_fallback import DiceView  # type: ignore[assignment]

__all__ = ["DiceView"]

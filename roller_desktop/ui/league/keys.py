"""The league room's shortcuts that other rooms name too (the main window's menus), where
importing them costs nothing (no Qt, no page)."""

from __future__ import annotations

PAPER_KEY = "Ctrl+Shift+P"  # File → Enter a paper protocol…, and the league page's button
LOG_KEY = "Ctrl+Shift+L"  # League → Keeper's log (K on the start screen)

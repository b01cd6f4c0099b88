"""The championship room's shortcuts, apart from its pages: the main window's menu shows them
before the first paint, and importing this costs nothing (no store, no SQLAlchemy)."""

from __future__ import annotations

DIRECTOR_KEY = "Ctrl+Shift+C"  # League → Championship…
TABLE_FILE_KEY = "Ctrl+Shift+S"  # the chosen table's file, for its laptop
LUCK_AND_SKILL_KEY = "Ctrl+Shift+R"  # the luck-and-skill report over all its matches
NEW_CHAMPIONSHIP_KEY = "Ctrl+Shift+N"  # the director's page: a new championship

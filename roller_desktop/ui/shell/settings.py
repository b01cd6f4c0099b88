"""The program's settings, kept in QSettings: language, reading size, animation, computer pace.

Window size and place are kept here too, and per match whether the table plays with real dice.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtGui import QFont

LANGUAGES = ("", "en", "sv", "nb")  # "" follows the system
TEXT_SCALES = (1.0, 1.25, 1.5, 2.0)
COMPUTER_PACES_MS = (400, 900, 1600)
# How long a throw tumbles, against the usual: none, quicker, the usual, slower.
ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.7}
THEMES = ("system", "light", "dark")


WIN_BAR_CHOICES = ("off", "computer", "always")


class Settings:
    """Typed access to QSettings; give a QSettings object in tests to keep them apart."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.q = store if store is not None else QSettings()

    def _get(self, key: str, default: Any, kind: type) -> Any:
        value = self.q.value(key, default)
        try:
            if kind is bool and isinstance(value, str):
                return value.lower() in ("true", "1", "yes")
            return kind(value)
        except (TypeError, ValueError):
            return default

    @property
    def language(self) -> str:
        value = str(self._get("language", "", str))
        return value if value in LANGUAGES else ""

    @language.setter
    def language(self, code: str) -> None:
        self.q.setValue("language", code if code in LANGUAGES else "")

    @property
    def text_scale(self) -> float:
        value = float(self._get("text_scale", 1.25, float))
        return value if value in TEXT_SCALES else 1.25

    @text_scale.setter
    def text_scale(self, value: float) -> None:
        self.q.setValue("text_scale", value)

    @property
    def animation(self) -> bool:
        """Whether the dice tumble at all (the speed is not "off")."""
        return self.animation_speed != "off"

    @animation.setter
    def animation(self, on: bool) -> None:
        self.animation_speed = "normal" if on else "off"

    @property
    def animation_speed(self) -> str:
        """off, fast, normal or slow; a setting from before the speeds were offered (on or
        off) reads as normal or off."""
        value = str(self._get("animation_speed", "", str))
        if value in ANIMATION_SPEEDS:
            return value
        return "normal" if bool(self._get("animation", True, bool)) else "off"

    @animation_speed.setter
    def animation_speed(self, speed: str) -> None:
        speed = speed if speed in ANIMATION_SPEEDS else "normal"
        self.q.setValue("animation_speed", speed)
        self.q.setValue("animation", speed != "off")  # what older versions read

    @property
    def animation_factor(self) -> float:
        return ANIMATION_SPEEDS[self.animation_speed]

    @property
    def theme(self) -> str:
        value = str(self._get("theme", "system", str))
        return value if value in THEMES else "system"

    @theme.setter
    def theme(self, value: str) -> None:
        self.q.setValue("theme", value if value in THEMES else "system")

    @property
    def computer_pace_ms(self) -> int:
        return max(0, int(self._get("computer_pace_ms", COMPUTER_PACES_MS[1], int)))

    @computer_pace_ms.setter
    def computer_pace_ms(self, ms: int) -> None:
        self.q.setValue("computer_pace_ms", int(ms))

    @property
    def practice_in_league(self) -> bool:
        """Whether matches with computer seats count in the league table and its ratings
        (RULES.md, "Computer seats": practice, left out unless this is on)."""
        return bool(self._get("practice_in_league", False, bool))

    @practice_in_league.setter
    def practice_in_league(self, on: bool) -> None:
        self.q.setValue("practice_in_league", bool(on))

    @property
    def win_bar(self) -> str:
        """When the play screen shows each seat's win chance: "off", "computer" (in practice
        matches against the computer: the default, the table plays without it) or "always"."""
        value = str(self._get("win_bar", "computer", str))
        return value if value in WIN_BAR_CHOICES else "computer"

    @win_bar.setter
    def win_bar(self, value: str) -> None:
        if value not in WIN_BAR_CHOICES:
            raise ValueError(f"Unknown win-chance bar setting: {value}")
        self.q.setValue("win_bar", value)

    def shows_win_bar(self, against_computer: bool) -> bool:
        return self.win_bar == "always" or (self.win_bar == "computer" and against_computer)

    @property
    def geometry(self) -> QByteArray | None:
        value = self.q.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self.q.setValue("window/geometry", value)

    # Before schema 0007 a match's dice mode was kept here; the window moves it into the match.
    def take_real_dice(self, match_id: str) -> bool | None:
        """The dice mode an older version remembered for the match (removed here), if any."""
        key = f"matches/{match_id}/real_dice"
        if not self.q.contains(key):
            return None
        value = bool(self._get(key, False, bool))
        self.q.remove(key)
        return value

    def keep_real_dice(self, match_id: str, on: bool) -> None:
        self.q.setValue(f"matches/{match_id}/real_dice", on)

    def coached(self, match_id: str) -> set[int]:
        """The seats of a match in coach mode (chosen in the setup or the Game menu)."""
        value = self.q.value(f"matches/{match_id}/coached", "")
        text = ",".join(map(str, value)) if isinstance(value, list) else str(value or "")
        return {int(part) for part in text.split(",") if part.strip().isdigit()}

    def keep_coached(self, match_id: str, seats: set[int]) -> None:
        """Kept at once (written to disk): a match resumed after a crash is coached as before."""
        key = f"matches/{match_id}/coached"
        if seats:
            self.q.setValue(key, ",".join(str(seat) for seat in sorted(seats)))
        else:
            self.q.remove(key)
        self.q.sync()

    def sync(self) -> None:
        self.q.sync()


def text_sized_font(settings: Settings | None = None) -> QFont:
    """The program's font at the text size chosen in the settings, as the main window sets it
    on itself (`apply_text_scale`): for a window of ours shown with no main window to take the
    size from (the update of an older league at start, the refusal of a damaged one)."""
    from PySide6.QtWidgets import QApplication

    font = QApplication.font()
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * (settings or Settings()).text_scale)
    return font

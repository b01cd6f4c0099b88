"""What the house rules of both games share: a frozen dataclass that travels as a dict."""

from __future__ import annotations

from dataclasses import Field, fields
from typing import Any, ClassVar, Self

from .errors import RulesError

STARTER_MODES = ("throw", "choose")


class HouseRules:
    """Mixin for frozen dataclasses of house rules."""

    # What @dataclass gives each subclass; declared so that `fields` knows this is one.
    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        if not isinstance(data, dict):
            raise RulesError(
                "House rules must be given as an object of named settings.", "rules.object"
            )
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise RulesError(
                f"Unknown house rules: {', '.join(sorted(unknown))}.",
                "rules.unknown",
                names=tuple(sorted(unknown)),
            )
        return cls(**data)

    def differences(self) -> tuple[tuple[str, str], ...]:
        """The settings that differ from the defaults, as (name, value) for the protocol."""
        default = type(self)()
        return tuple(
            (f.name, rule_text(getattr(self, f.name)))
            for f in fields(self)
            if getattr(self, f.name) != getattr(default, f.name)
        )


def rule_text(value: object) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, tuple):
        return " ".join(str(v) for v in value)
    return str(value)


def check_flag(value: object, what: str) -> None:
    if not isinstance(value, bool):
        raise RulesError(f"{what} is either on or off.", "rules.flag")


def check_starter(value: object) -> None:
    if value not in STARTER_MODES:
        raise RulesError(
            "The starter is decided by a throw or chosen by the table.", "rules.starter"
        )

"""Roller desktop: the dice games Roller and 105 at the table."""

__version__ = "0.1.0"

"""A file the command line writes that could not be written whole: said in plain words."""

from __future__ import annotations

from pathlib import Path


def not_written(path: str | Path, error: OSError) -> str:
    """'The PDF x.pdf was not written: the disk is full. Nothing was left behind.'"""
    from roller_desktop.store.errors import plain_os_error

    return (
        f"The PDF {path} was not written: {plain_os_error(error)} Nothing was left behind "
        "(no partial file)."
    )


def page_language(args: object) -> None:
    """The printed page in the window's language, or the one --language names
    (ui/printing/page_language.py)."""
    from roller_desktop.ui.printing.page_language import use_page_language

    use_page_language(getattr(args, "language", None))

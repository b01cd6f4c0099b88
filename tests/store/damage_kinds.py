"""Damaged copies of a league file, every kind a disk or a person can make, from a seed.

Each kind spoils a copy of a sound league in place: cut anywhere (one byte short, inside the
header, mid-page, on a page boundary), bytes flipped in the header, in each kind of b-tree
page (table and index, leaf and interior) and in an overflow page, a page zeroed, a text file
in its place. The pages of each kind are found by SQLite's dbstat table on the sound file.
"""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

Spoil = Callable[[Path], None]

HEADER = 100  # bytes of the file header at the start of page 1


def pages_by_kind(path: Path) -> dict[str, list[int]]:
    """The page numbers of the sound file by kind: table/index leaf/interior, overflow."""
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        indexes = {
            name
            for (name,) in connection.execute("SELECT name FROM sqlite_master WHERE type='index'")
        }
        kinds: dict[str, list[int]] = {}
        for name, page, kind in connection.execute("SELECT name, pageno, pagetype FROM dbstat"):
            if kind == "overflow":
                key = "overflow"
            else:
                tree = (
                    "index" if name in indexes or name.startswith("sqlite_autoindex") else "table"
                )
                key = f"{tree}-{'leaf' if kind == 'leaf' else 'interior'}"
            kinds.setdefault(key, []).append(int(page))
        return kinds
    finally:
        connection.close()


def page_size(path: Path) -> int:
    size = int.from_bytes(path.read_bytes()[16:18], "big")
    return 65536 if size == 1 else size


def truncate_to(length: int) -> Spoil:
    def spoil(path: Path) -> None:
        data = path.read_bytes()
        path.write_bytes(data[: max(0, min(length, len(data) - 1))])

    return spoil


def flip(offsets: list[int]) -> Spoil:
    def spoil(path: Path) -> None:
        data = bytearray(path.read_bytes())
        for offset in offsets:
            data[offset] ^= 0xFF
        path.write_bytes(bytes(data))

    return spoil


def zero_page(number: int, size: int) -> Spoil:
    def spoil(path: Path) -> None:
        data = bytearray(path.read_bytes())
        start = (number - 1) * size
        data[start : start + size] = bytes(size)
        path.write_bytes(bytes(data))

    return spoil


def text_file(path: Path) -> None:
    path.write_text("Åke 350\nIngemar RT\n", encoding="utf-8")


def damage_kinds(sound: Path, seed: int, per_kind: int = 2) -> Iterator[tuple[str, Spoil]]:
    """(name, spoil) for every kind of damage, `per_kind` random ones of each, from `seed`."""
    rng = random.Random(seed)
    size = page_size(sound)
    length = sound.stat().st_size
    pages = pages_by_kind(sound)
    yield "text-file", text_file
    yield "cut-1-byte", truncate_to(length - 1)
    yield "cut-in-header", truncate_to(rng.randrange(16, HEADER))
    for i in range(per_kind):
        cut = rng.randrange(size, length)
        yield f"cut-mid-page-{i}", truncate_to(cut)
        yield f"cut-on-page-{i}", truncate_to(size * rng.randrange(1, length // size))
        # the header's fields after the magic string: sizes, counters, encoding, versions
        yield f"flip-header-{i}", flip([rng.randrange(16, HEADER)])
    for kind in sorted(pages):
        for i in range(per_kind):
            number = rng.choice(pages[kind])
            start = (number - 1) * size + (HEADER if number == 1 else 0)
            # the page's own header (its type, cell count, cell offsets) or anywhere in it
            near = rng.randrange(start, start + 12)
            anywhere = rng.randrange(start, number * size)
            yield f"flip-{kind}-{i}", flip([near, anywhere])
            yield f"zero-{kind}-{i}", zero_page(number, size)

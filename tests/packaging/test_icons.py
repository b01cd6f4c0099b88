"""The icon: one SVG source and the sizes packaging/make-icons renders from it."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

TOP = Path(__file__).resolve().parents[2]
ICONS = TOP / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def test_the_svg_source_is_valid(qapp: QApplication) -> None:
    renderer = QSvgRenderer(str(ICONS / "roller-desktop.svg"))
    assert renderer.isValid()
    assert renderer.defaultSize().width() == renderer.defaultSize().height() == 512


@pytest.mark.parametrize("size", SIZES)
def test_each_png_size_is_square_with_a_transparent_corner(qapp: QApplication, size: int) -> None:
    image = QImage(str(ICONS / f"roller-desktop-{size}.png"))
    assert (image.width(), image.height()) == (size, size)
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(size * 45 // 100, size * 45 // 100).alpha() == 255  # the die's face


def test_the_windows_ico_holds_every_size_as_png() -> None:
    data = (TOP / "packaging" / "windows" / "roller-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sides = []
    for index in range(count):
        side, _, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        assert data[offset : offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert offset + length <= len(data)
        sides.append(side or 256)
    assert sides == [16, 24, 32, 48, 64, 128, 256]

"""The dice widget: values, selection by mouse and keys, the throw animation, palettes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from pytestqt.qtbot import QtBot

from roller_desktop.ui.play.dice_view import DiceView


@pytest.fixture
def view(qtbot: QtBot) -> DiceView:
    widget = DiceView()
    qtbot.addWidget(widget)
    widget.resize(600, 260)
    widget.set_animation_enabled(False)
    widget.show()
    return widget


def centre_of(view: DiceView, index: int) -> QPoint:
    return view.die_rect(index).center().toPoint()


@pytest.mark.parametrize("values", [[0], [7], [1, 2, 3, 4, 5, 6, 1], ["3"], [True]])
def test_bad_dice_are_refused_and_change_nothing(view: DiceView, values: list[object]) -> None:
    view.set_dice([2, 3])
    with pytest.raises(ValueError):
        view.set_dice(values)  # type: ignore[arg-type]
    assert view.values() == [2, 3]


def test_click_selects_only_when_selectable(view: DiceView, qtbot: QtBot) -> None:
    view.set_dice([1, 5, 3, 3, 6, 2])
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre_of(view, 1))
    assert view.selected_indices() == []
    view.set_selectable(True)
    with qtbot.waitSignal(view.selectionChanged) as blocker:
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre_of(view, 1))
    assert blocker.args == [[1]]
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre_of(view, 0))
    assert view.selected_values() == [1, 5]
    # The selected die is drawn lifted: a click on it there unselects it.
    lifted = view.die_rect(1).center().toPoint() - QPoint(0, int(view.die_size() * 0.12))
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=lifted)
    assert view.selected_indices() == [0]
    view.set_selectable(False)
    assert view.selected_indices() == []


def test_keys_one_to_six_toggle_and_new_dice_clear(view: DiceView, qtbot: QtBot) -> None:
    view.set_dice([1, 1, 4])
    view.set_selectable(True)
    qtbot.keyClick(view, Qt.Key.Key_2)
    qtbot.keyClick(view, Qt.Key.Key_1)
    qtbot.keyClick(view, Qt.Key.Key_6)  # no sixth die: ignored
    assert view.selected_indices() == [0, 1]
    qtbot.keyClick(view, Qt.Key.Key_1)
    assert view.selected_indices() == [1]
    assert "selected: 1" in view.accessibleName()
    view.set_dice([5, 5])
    assert view.selected_indices() == []
    with pytest.raises(ValueError):
        view.set_selected([2])


def test_throw_animates_and_a_click_skips_it(view: DiceView, qtbot: QtBot) -> None:
    view.set_animation_enabled(True)
    view.set_selectable(True)
    view.set_dice([6, 6, 2])
    assert view.is_animating()
    with qtbot.waitSignal(view.animationFinished, timeout=1000):
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre_of(view, 0))
    assert not view.is_animating()
    assert view.selected_indices() == []  # the click only ended the throw
    with qtbot.waitSignal(view.animationFinished, timeout=3000):
        view.set_dice([1, 2, 3, 4, 5, 6])
    assert not view.is_animating()


def test_without_animation_the_faces_show_at_once(view: DiceView, qtbot: QtBot) -> None:
    with qtbot.waitSignal(view.animationFinished, timeout=100):
        view.set_dice([3, 4])
    assert not view.is_animating()


def test_accessible_name_describes_table_and_kept_dice(view: DiceView) -> None:
    view.set_dice([2, 3, 4])
    view.set_kept([[1], [5, 5, 5]])
    name = view.accessibleName()
    assert "2, 3, 4" in name
    assert "1; 5 5 5" in name
    view.clear()
    assert "none" in view.accessibleName()


def face_lightness(view: DiceView) -> float:
    image = QImage(view.size(), QImage.Format.Format_ARGB32)
    image.fill(QColor("grey"))
    view.render(image)
    rect = view.die_rect(0)  # a 2: the face's centre has no pip
    return image.pixelColor(rect.center().toPoint()).lightnessF()


def test_dice_follow_the_palette(view: DiceView) -> None:
    view.set_dice([2])
    light = QPalette(QColor("#efefef"))
    light.setColor(QPalette.ColorRole.Base, QColor("white"))
    light.setColor(QPalette.ColorRole.Text, QColor("black"))
    view.setPalette(light)
    assert face_lightness(view) > 0.8
    dark = QPalette(QColor("#2b2b2e"))
    dark.setColor(QPalette.ColorRole.Base, QColor("#1f1f22"))
    dark.setColor(QPalette.ColorRole.Text, QColor("white"))
    view.setPalette(dark)
    assert face_lightness(view) < 0.3


def test_fixed_die_size_and_fit(view: DiceView) -> None:
    view.set_die_size(40)
    assert view.die_size() == 40
    assert view.sizeHint().height() < view.sizeHint().width()
    view.set_die_size(0)
    assert 40 < view.die_size() <= view.width() / 6


def test_high_dpi_dice_are_painted_at_the_device_resolution(view: DiceView) -> None:
    view.set_dice([6])
    image = QImage(view.size() * 2, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    image.fill(QColor("white"))
    view.render(image)
    sharp = [p for key, p in view._pixmaps.items() if key[2] == 2.0]
    assert sharp, "no die picture was made for a device pixel ratio of 2"
    assert sharp[0].width() >= 2 * view.die_size()  # twice the pixels, not an upscaled image
    # The pips are drawn, black on white, where the device pixels are.
    s = view.die_size()
    pip = (view.die_rect(0).center() - QPointF(0.27 * s, 0.27 * s)) * 2  # a 6's top-left pip
    assert image.pixelColor(pip.toPoint()).lightnessF() < 0.5

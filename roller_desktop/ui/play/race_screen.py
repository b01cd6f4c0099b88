"""The 105 board: every seat's number chased and dice set aside, the throw, the places."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF, QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QWidget

from roller_desktop.engine.hundredfive import Race
from roller_desktop.ui.common.i18n import faces
from roller_desktop.ui.common.widgets import FitLabel, StatBox, capped_font, largest_size
from roller_desktop.ui.play.game_screen import GameScreen

DIE_FACES = "⚀⚁⚂⚃⚄⚅"
DETAILS_PX = 18  # a seat card's lines smaller than this: its line of details is left out
CAPTION_FLOOR = 0.7  # the felt's caption shrinks to this share of its type before it is elided
WIDEST_NUMBERS = "✔1 ✔2 ✔3 ✔4 ✔5 \u00a06\u00a0 "  # the numbers' line at its widest, and a margin


PLACE_COLOURS = {1: "#f2b600", 2: "#b0bec5", 3: "#d08a4e"}


def place_text(place: int) -> str:
    return f"{place}."


def place_style(place: int | None) -> str:
    if not place:
        return ""
    colour = PLACE_COLOURS.get(place, "#90a4ae")
    return f"background:{colour}; color:#231a00; border-radius:8px; padding:2px 10px;"


class SeatCard(QFrame):
    """One seat on the board."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(self)
        grid.setContentsMargins(10, 4, 10, 4)
        grid.setVerticalSpacing(2)  # eight cards in the height of a 1024x600 screen
        self.name = FitLabel()  # a long name never widens the window: its type shrinks
        # The numbers on a line of their own, as wide as the card, their type made to fit:
        # beside the dice set aside the 6 (and at the largest text the 5) was cut off.
        self.numbers = QLabel()
        self.numbers.setTextFormat(Qt.TextFormat.RichText)
        self.numbers.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.numbers_font = QFont(self.numbers.font())  # before fitting: the card's size
        self.aside = QLabel()
        self.details = FitLabel(floor=0.7)  # "29 omgångar · 31 kast · 5 tärningar", whole
        self.place = QLabel()
        self.place.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(self.name, 0, 0)
        grid.addWidget(self.aside, 0, 1, Qt.AlignmentFlag.AlignRight)
        grid.addWidget(self.place, 0, 2, Qt.AlignmentFlag.AlignRight)
        grid.addWidget(self.numbers, 1, 0, 1, 3)
        grid.addWidget(self.details, 2, 0, 1, 3)
        grid.setColumnStretch(0, 1)

    def apply_fonts(self, base: object, line_px: float = 1e9) -> None:
        """The card's type, no line taller than `line_px`: eight seats on a small screen at
        the largest text size share the board's height. Where a line of details does not fit
        (under DETAILS_PX a line) the details go to the card's tooltip."""
        from PySide6.QtGui import QFont

        assert isinstance(base, QFont)
        self.name.setFont(capped_font(base, 1.5, line_px, bold=True))
        self.numbers_font = capped_font(base, 1.6, line_px)
        self.fit_numbers()
        self.aside.setFont(capped_font(base, 1.6, line_px))
        self.details.setFont(capped_font(base, 0.95, line_px * 0.8))
        self.place.setFont(capped_font(base, 1.5, line_px, bold=True))
        self.details.setVisible(line_px >= DETAILS_PX)

    def fit_numbers(self) -> None:
        """The numbers' type no larger than lets all six show in the card's width (all done
        but the last, the widest line they make)."""
        font = QFont(self.numbers_font)
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        room = self.contentsRect().width() - (margins.left() + margins.right() if margins else 0)
        size = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
        if room > 0:
            while size > 6.0 and QFontMetricsF(font).horizontalAdvance(WIDEST_NUMBERS) > room:
                size *= 0.92
                font.setPointSizeF(size)
        self.numbers.setFont(font)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_numbers()

    def show_seat(self, race: Race, seat: int) -> None:
        current = race.current_seat == seat
        chasing = race.chasing(seat)
        self.name.setText(("▶ " if current else "") + race.seats[seat])
        chips = []
        for n in range(1, 7):
            if n < chasing:
                chips.append(f"<span style='color:#2e7d32'>✔{n}</span>")
            elif n == chasing:
                chips.append(
                    f"<span style='background:#f2b600; color:#231a00; font-weight:bold'>"
                    f"&nbsp;{n}&nbsp;</span>"
                )
            else:
                chips.append(f"<span style='color:gray'>{n}</span>")
        self.numbers.setText(" ".join(chips))
        dice = race.dice[seat]
        aside = race.set_aside(seat) if chasing <= 6 else dice
        self.aside.setText("●" * aside + "○" * (dice - aside))
        details = [
            self.tr("%n turns", "", race.turns(seat)),
            self.tr("%n throws", "", race.throws(seat)),
            self.tr("%n dice", "", dice),
        ]
        if race.kids[seat]:
            details.append(self.tr("kids' mode"))
        self.details.setText(" · ".join(details))
        self.setToolTip(" · ".join(details))  # also where the details line is left out
        place = race.place(seat)
        self.place.setText(place_text(place) if place else "")
        self.place.setStyleSheet(place_style(place))
        self.place.setVisible(bool(place))
        self.aside.setVisible(not place)  # through: every die set aside, the place says it
        self.setStyleSheet(
            "SeatCard { border: 3px solid #f2b600; border-radius: 10px; }"
            if current
            else "SeatCard { border: 1px solid gray; border-radius: 10px; }"
        )
        what = self.tr("{name}: chasing {faces}, {aside} of %n dice set aside", "", dice).format(
            name=race.seats[seat], faces=faces(min(chasing, 6)), aside=aside
        )
        if place:
            what = self.tr("{name}: place {place}").format(name=race.seats[seat], place=place)
        self.setAccessibleName(what)


class FeltCaption(FitLabel):
    """The felt's caption on one line that never wraps. Where its words do not fit at nearly
    their own type, a shorter form is shown if one was given (the throw's outcome without who
    throws next: the header and the boxes over the felt say that in larger type), else the
    type gets smaller and then the words are elided; the whole is always in the tooltip and in
    `text()`. At the largest text on 1024x600 the second line of "Ola: ingen treff på
    ekstrakastet. Nå Åse: kast 2 terninger" made the column scroll, and the felt jumped up
    with each throw that wrapped (nb, under Xvfb)."""

    NEARLY = 0.9  # the whole (or the short form) at this share of its type, at least

    def __init__(self) -> None:
        super().__init__(floor=CAPTION_FLOOR)
        self.short = ""

    def setText(self, text: str) -> None:
        self.set_words(text)

    def set_words(self, whole: str, short: str = "") -> None:
        """`whole`, with `short` to show where the whole does not fit."""
        self.short = short
        super().setText(whole)

    def fitted(self) -> tuple[QFont, str]:
        font = QFont(self.font())
        size = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
        width = self.contentsRect().width() - 2 * self.margin()
        for words in (self.text(), self.short):
            if words and largest_size(font, [words], width) >= size * self.NEARLY:
                font.setPointSizeF(min(size, largest_size(font, [words], width)))
                return font, words
        if not self.short:
            return super().fitted()
        least = max(size * self.floor, min(size, largest_size(font, [self.short], width)))
        font.setPointSizeF(least)
        elide = Qt.TextElideMode.ElideRight
        return font, QFontMetricsF(font).elidedText(self.short, elide, max(0, width))


class RaceScreen(GameScreen):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Captions on two lines where one would cut them ("Tärningar att kasta" at ×2).
        self.chasing_box = StatBox(self.tr("Chasing"), lines=2)
        self.aside_box = StatBox(self.tr("Set aside"), lines=2)
        self.throw_box = StatBox(self.tr("Dice to throw"), lines=2)
        for box in (self.chasing_box, self.aside_box, self.throw_box):
            self.info.addWidget(box, 1)
        self.add_button(
            "throw", self.tr("Throw"), self.tr("Space"), ["Space", "Return", "Enter"], self.throw
        )
        self.add_button("undo", self.tr("Undo"), "U", ["U", "Ctrl+Z"], self.undo)
        # A race, not a match; its page is a result, not a protocol (105 keeps no score sheet).
        self.set_end_label("new", self.tr("New race"), "N")
        self.set_end_label("print", self.tr("Print the result"), "Ctrl+P")
        self.side_title = QLabel(self.tr("The race"))
        self.side.addWidget(self.side_title)
        self.cards_box = QGridLayout()
        self.side.addLayout(self.cards_box)
        self.side.addStretch(1)
        self.cards: list[SeatCard] = []
        self.apply_fonts()

    def make_caption(self) -> QLabel:
        """The felt's caption: one line (FeltCaption)."""
        self.felt_caption = FeltCaption()
        return self.felt_caption

    def apply_fonts(self) -> None:
        super().apply_fonts()
        self.side_title.setFont(capped_font(self.font(), 1.4, self.room(0.045), bold=True))
        for box in (self.chasing_box, self.aside_box, self.throw_box):
            box.apply_fonts(self.font(), self.room(0.075))
        for card in self.cards:
            card.apply_fonts(self.font(), self.card_line_px())

    def card_line_px(self) -> float:
        """The most a line of a seat's card may take: the board's height shared by the seats
        (three lines and the frame each)."""
        seats = max(1, len(self.cards))
        board = self.room(0.86) - 40
        line = board / seats / 3.0 - 8
        if line < DETAILS_PX:  # two lines a card: the details go to its tooltip
            line = min(DETAILS_PX - 0.5, board / seats / 2.0 - 12)
        return max(9.0, line)

    def throw(self) -> None:
        c = self.controller
        if c is None or c.game.is_over:
            return
        self.dice.skip_animation()  # the dice land and the key acts: no press is lost
        if c.real_dice:  # the table throws for everybody, computers too
            self._faces_entered(self.faces.edit.text())
            self.focus_for_play()
            return
        if not c.current_is_computer():
            c.throw()

    def undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()

    def digit_refusal(self, index: int) -> str:
        c = self.controller
        if c is None or c.game.is_over:
            return ""
        return self.tr("In 105 the dice showing the number are set aside by themselves: throw.")

    def throw_due(self) -> bool:
        return self.controller is not None and not self.controller.game.is_over

    def refresh(self) -> None:
        c = self.controller
        if c is None:
            return
        race = c.game
        assert isinstance(race, Race)
        just_thrown = self.take_just_thrown()
        self.message.clear()
        self.faces.setVisible(c.real_dice and not race.is_over)
        self.focus_for_play()
        n = len(race.seats)
        if len(self.cards) != n:
            for card in self.cards:
                self.cards_box.removeWidget(card)
                card.hide()
                card.deleteLater()
            self.cards = [SeatCard() for _ in range(n)]
            for i, card in enumerate(self.cards):
                self.cards_box.addWidget(card, i, 0)
            for card in self.cards:
                card.apply_fonts(self.font(), self.card_line_px())
        for seat, card in enumerate(self.cards):
            card.show_seat(race, seat)
        last = race.last_outcome
        # The throw that ended a turn stays while it lands and a moment after, named in the
        # caption; then the table shows the next player's own dice set aside, nothing else.
        # The last throw of the race lands and is held too; then the end screen's table is empty.
        ended = last is not None and (race.is_over or last.seat != race.current_seat)
        held = self.hold_throw(len(race.events) if ended else -1, start=just_thrown and ended)
        if last is not None and (not ended or held):
            if just_thrown or self.dice.values() != list(last.dice):
                self.dice.set_dice(list(last.dice), animate=just_thrown)
            self.dice.set_selectable(False)
            self.dice.set_selected([i for i, v in enumerate(last.dice) if v == last.chased])
            if held and just_thrown:
                self.start_hold()
        else:
            self.dice.clear()
        # The race over and its last throw gone: no dice to show, and the board's room goes to
        # the end's two rows of buttons (an empty board made the column scroll, bar and all).
        self.dice.setVisible(not race.is_over or bool(self.dice.values()))
        self.buttons["undo"].setEnabled(c.can_undo())
        if not race.is_over:
            self.show_end_row(False)
        else:
            self.round_label.setText(self.tr("Race over"))
            winner = race.placings[0] if race.placings else None
            self.player_label.setText(
                self.tr("{name} wins!").format(name=race.seats[winner])
                if winner is not None
                else ""
            )
            self.dice.set_kept([])
            self.buttons["throw"].setEnabled(False)
            self.table_caption.setText(
                "   ".join(
                    f"{place_text(i + 1)} {race.seats[s]}" for i, s in enumerate(race.placings)
                )
            )
            for box in (self.chasing_box, self.aside_box, self.throw_box):
                box.set_value("–")
            # Last, its words set: the header's words decide its rows ("Race over" over the
            # winner at a large text), and the end row shown lays the window out once.
            self.show_end_row(True)
            return
        current = race.current_seat
        assert current is not None
        seat = current  # (`seat` counted the cards above)
        name = race.seats[seat]
        if c.current_is_computer():
            if seat in c.labels:  # "Computer (steady)" says it already
                name = c.labels[seat]
            else:
                name = self.tr("{name} (computer)").format(name=name)
        self.buttons["throw"].setEnabled(not c.current_is_computer())
        self.round_label.setText(self.tr("105"))
        self.player_label.setText(name)
        chasing = race.chasing(seat)
        self.chasing_box.set_value(DIE_FACES[chasing - 1] + f" {chasing}")
        self.aside_box.set_value(f"{race.set_aside(seat)} / {race.dice[seat]}")
        self.throw_box.set_value(str(race.dice_to_throw))
        self.faces.expect(race.dice_to_throw)
        self.dice.set_kept([[chasing] * race.set_aside(seat)] if race.set_aside(seat) else [])
        if held and last is not None:
            self.dice.set_kept([])  # the ticked dice are the thrower's, not this player's
            thrower = race.seats[last.seat]
            # The throw after a number was done is said as such, in the sentence itself:
            # "Ekstrakast: Ola: ingen treff" read as two labels in a row (nb, under Xvfb).
            if last.hits and last.extra_throw:
                what = self.tr("{name} set %n dice aside on the extra throw", "", last.hits)
            elif last.hits:
                what = self.tr("{name} set %n dice aside", "", last.hits)
            elif last.extra_throw:
                what = self.tr("{name}: no hit on the extra throw")
            else:
                what = self.tr("{name}: no hit")
            what = what.format(name=thrower)
            self.felt_caption.set_words(
                self.tr("{what}. Now {next}: throw %n dice", "", race.dice_to_throw).format(
                    what=what, next=name
                ),
                what,
            )
        elif c.current_is_computer() and not c.real_dice:
            self.table_caption.setText(self.tr("{name} is playing…").format(name=name))
        elif race.next_is_extra_throw:
            self.table_caption.setText(
                self.tr("Extra throw for the {faces}: all %n dice", "", race.dice_to_throw).format(
                    faces=faces(chasing, definite=True)
                )
            )
        elif race.next_is_rethrow and last is not None and last.extra_throw:
            self.table_caption.setText(self.tr("Kids' mode: no hit, the extra throw again"))
        elif race.next_is_rethrow:
            self.table_caption.setText(self.tr("Kids' mode: no hit, throw again"))
        else:
            self.table_caption.setText(
                self.tr("Chasing {faces}: throw %n dice", "", race.dice_to_throw).format(
                    faces=faces(chasing)
                )
            )

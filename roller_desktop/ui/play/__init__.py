"""Playing a match: setup, the Roller screen and the 105 board, the dice, hints, odds, analysis."""

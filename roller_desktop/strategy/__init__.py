"""Strategy for Roller and odds for both games: an exact turn solver, computer players, hints,
match analysis and the 105 race figures.

Layer: imports only the standard library and `roller_desktop.engine` (no Qt, no store), so the
window, the command line and the benchmarks can all call it. Everything here is exact
(backward induction and Markov chains over enumerated throws); nothing is estimated by
simulation.
"""

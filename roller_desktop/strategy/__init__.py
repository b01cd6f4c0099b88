"""Strategy for Roller and odds for both games: an exact turn solver, computer players, hints,
match analysis and the 105 race figures.

Layer: imports only the standard library, `roller_desktop.engine` and NumPy (the win tables'
builder, imported when needed; no Qt, no store), so the window, the command line and the
benchmarks can all call it. Everything here is exact (backward induction and Markov chains over
enumerated throws) or a stated approximation; nothing is estimated by simulation.
"""

"""A championship ("EM i Roller", RULES.md "Championships"): the fair draw, the standings and
the final, duplicate dice. Standard library and the engine only: no Qt, no store."""

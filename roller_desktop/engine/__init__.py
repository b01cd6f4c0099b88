"""The rules engine of Roller and 105: standard library only, shared by the whole program."""

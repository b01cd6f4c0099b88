"""The championship room: the director's view (issue 16)."""

"""The championship room: the director's view and the projector view (issue 16)."""

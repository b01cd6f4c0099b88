"""The play layer: one match session without Qt (action in, events committed, Changes out)."""

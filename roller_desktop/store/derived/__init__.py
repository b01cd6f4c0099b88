"""The derived tables of the league: per-seat results, league days, round tallies and season
ratings, figures kept beside the events so that the league's screens never replay a match.
They are written by one path, finish.py, for every match that finishes or comes in."""

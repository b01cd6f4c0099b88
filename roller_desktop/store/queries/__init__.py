"""Reading the league for its screens: tables, histories, head to head, ratings, round
tallies. Read only; nothing here writes."""

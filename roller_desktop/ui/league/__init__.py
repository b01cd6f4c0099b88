"""The league: its table, the match history, players and their pages, stored protocols, the file."""

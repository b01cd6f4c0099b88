"""Alembic migrations of the league database, shipped with the package and run at start-up."""

"""The league database: SQLAlchemy models, migrations, queries and backups. No Qt here."""

"""Alembic's environment: the store hands over an open connection (see store/migrate.py)."""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection, create_engine

from roller_desktop.store.models import Base

config = context.config
target_metadata = Base.metadata


def run_on(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


connection = config.attributes.get("connection")
if connection is not None:
    run_on(connection)
else:  # the alembic command line, pointed at a database with -x url=...
    url = context.get_x_argument(as_dictionary=True).get("url") or config.get_main_option(
        "sqlalchemy.url"
    )
    if not url:
        raise SystemExit("Give the database: alembic -x url=sqlite:///path ...")
    with create_engine(url).begin() as own_connection:
        run_on(own_connection)

"""The installed program reaches a league on PostgreSQL (issue #12, item 13): psycopg is a
dependency of the program itself, and the app folder's spec takes it in rather than leaving
it out."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

TOP = Path(__file__).resolve().parents[2]


def test_psycopg_is_a_dependency_of_the_program_not_only_of_development() -> None:
    project = tomllib.loads((TOP / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert any(re.match(r"psycopg\[binary\]", d) for d in project["dependencies"])


def test_the_app_folder_takes_the_driver_in() -> None:
    spec = (TOP / "packaging" / "roller-desktop.spec").read_text(encoding="utf-8")
    excludes = re.search(r"excludes=\[(.*?)\]", spec, re.DOTALL)
    assert excludes is not None and "psycopg" not in excludes.group(1)
    assert 'collect_submodules("psycopg")' in spec
    assert '"sqlalchemy.dialects.postgresql.psycopg"' in spec


def test_the_driver_is_importable_here() -> None:
    from sqlalchemy.dialects.postgresql import psycopg as dialect

    assert dialect.dialect.driver == "psycopg"

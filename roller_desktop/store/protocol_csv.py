"""Paper protocols from a spreadsheet and back: `import-protocols` and `export-protocols`
(docs/protocol-csv.md defines the format).

One row per seat; the rows of one match are consecutive, in seating order, and share the
`match` label. The file is checked whole first (every match replayed through the rules), then
imported in one transaction: all or nothing. A refusal (ImportProblem) names the line (1 = the
header), the column and what is wrong. A match the league has already (the same date to the
minute, place, game, players in order and cells) is not added again; rows whose label is the
id of a finished match kept by hand are its corrections; those of a played match are refused.

This module gathers the parts: protocol_reading.py (the file read and each match checked),
protocol_import.py (into the league), protocol_championship.py (a match of a championship),
protocol_typed.py (a protocol typed in the window), protocol_export.py (the file written).
"""

from __future__ import annotations

from .protocol_export import export_protocols
from .protocol_import import (
    CheckedProtocols,
    ProtocolsSummary,
    check_file,
    check_text,
    import_checked,
    import_protocols,
    import_text,
    name_id,
    plan_protocols,
)
from .protocol_reading import FileMatch, Progress, played_at, read_protocols
from .protocol_typed import TypedProtocol, enter_typed

__all__ = [
    "CheckedProtocols",
    "FileMatch",
    "Progress",
    "ProtocolsSummary",
    "TypedProtocol",
    "check_file",
    "check_text",
    "enter_typed",
    "export_protocols",
    "import_checked",
    "import_protocols",
    "import_text",
    "name_id",
    "plan_protocols",
    "played_at",
    "read_protocols",
]

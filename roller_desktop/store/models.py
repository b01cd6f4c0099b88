"""The schema as typed SQLAlchemy models. Migrations in `migrations/` must agree with it (a test
compares them). Rows carry an integer key for joins and a UUID that travels between laptops.

Times are stored as naive UTC.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    CheckConstraint,
    Date,
    DateTime,
    Double,
    ForeignKey,
    ForeignKeyConstraint,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    false,
    true,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_N_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class PlayerRow(Base):
    __tablename__ = "players"

    pk: Mapped[int] = mapped_column(Integer, primary_key=True)
    id: Mapped[str] = mapped_column(String(36), unique=True)
    name: Mapped[str] = mapped_column(String(40))
    # The name folded for comparison: names are unique regardless of case.
    name_key: Mapped[str] = mapped_column(String(40), unique=True)
    created: Mapped[datetime] = mapped_column(DateTime)
    archived: Mapped[bool] = mapped_column(Boolean, default=False)
    # Merged into another player (revision 0013): hidden from the lists, the name kept as the
    # other's "also known as", the seats moved; NULL for a player of their own.
    merged_into: Mapped[int | None] = mapped_column(Integer, nullable=True)


class MatchRow(Base):
    __tablename__ = "matches"
    __table_args__ = (
        CheckConstraint("game IN ('roller', '105')", name="game"),
        CheckConstraint("status IN ('in_progress', 'finished', 'abandoned')", name="status"),
        Index("ix_matches_status", "status"),
        # The match history pages through the matches by date (revision 0008).
        Index("ix_matches_started", "started"),
    )

    pk: Mapped[int] = mapped_column(Integer, primary_key=True)
    id: Mapped[str] = mapped_column(String(36), unique=True)
    game: Mapped[str] = mapped_column(String(6))
    rules: Mapped[dict[str, Any]] = mapped_column(JSON)
    starter: Mapped[int] = mapped_column(Integer)
    opening: Mapped[list[Any] | None] = mapped_column(JSON, nullable=True)
    status: Mapped[str] = mapped_column(String(12))
    started: Mapped[datetime] = mapped_column(DateTime)
    finished: Mapped[datetime | None] = mapped_column(DateTime, nullable=True)
    place: Mapped[str | None] = mapped_column(String(200), nullable=True)
    note: Mapped[str | None] = mapped_column(Text, nullable=True)
    # The table throws its own dice and types the faces (kept with the match, so Resume on
    # any computer gets the mode right; the events are the same either way).
    real_dice: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    # A match out of play and out of the league ("abandoned": set aside) says why (revision
    # 0013 made it one state): "abandoned" (the table's choice), "damaged" (its events do not
    # replay; set aside from the start screen, kept) or "void" (a finished match the keeper
    # took out; restorable). None while in progress or finished. status_note: the keeper's
    # words; status_at: when it was set aside (unknown for the rows before 0013).
    status_reason: Mapped[str | None] = mapped_column(String(20), nullable=True)
    status_note: Mapped[str | None] = mapped_column(Text, nullable=True)
    status_at: Mapped[datetime | None] = mapped_column(DateTime, nullable=True)
    # Kept by hand (revision 0012): a paper protocol typed in, or "protocol only" at the table;
    # its events are turn results (105: its finishing order), never throws.
    by_hand: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())


class SeatRow(Base):
    __tablename__ = "seats"
    __table_args__ = (Index("ix_seats_player_pk", "player_pk"),)

    match_pk: Mapped[int] = mapped_column(
        ForeignKey("matches.pk", ondelete="CASCADE"), primary_key=True
    )
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    # A person's seat names its player; a computer seat has none, only its level (computer).
    player_pk: Mapped[int | None] = mapped_column(ForeignKey("players.pk"), nullable=True)
    dice: Mapped[int] = mapped_column(Integer, default=5)
    kids: Mapped[bool] = mapped_column(Boolean, default=False)
    computer: Mapped[str | None] = mapped_column(String(20), nullable=True)


class EventRow(Base):
    """The append-only log: one row per event, numbered from 1 within its match."""

    __tablename__ = "events"
    # SQLite keeps it clustered on its key: no second copy of (match_pk, seq) in an index.
    __table_args__ = (
        # result, correct, places: a match kept by hand (revision 0012)
        CheckConstraint(
            "kind IN ('throw', 'keep', 'bank', 'result', 'correct', 'places')", name="kind"
        ),
        {"sqlite_with_rowid": False},
    )

    match_pk: Mapped[int] = mapped_column(
        ForeignKey("matches.pk", ondelete="CASCADE"), primary_key=True
    )
    seq: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(8))
    # The faces as digits; a hand-kept match's cell, correction or places (store/games.py)
    dice: Mapped[str | None] = mapped_column(String(64), nullable=True)
    # Undo marks an event instead of deleting it (revision 0002); replay skips marked events.
    undone: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())


class SeatResultRow(Base):
    """A finished match's figures per seat, written in the transaction that finishes it.

    The game, the finishing time, the player and the number of seats are repeated here so
    that the league is one aggregate over one table.
    """

    __tablename__ = "seat_results"
    __table_args__ = (
        ForeignKeyConstraint(
            ["match_pk", "seat"], ["seats.match_pk", "seats.seat"], ondelete="CASCADE"
        ),
        Index("ix_seat_results_game_finished", "game", "finished"),
        # A season's matches by their stored local day (revision 0010).
        Index("ix_seat_results_game_day", "game", "day"),
        # A player's latest matches come straight off this index (revision 0004).
        Index("ix_seat_results_player_pk_finished", "player_pk", "finished"),
        # Head-to-head reads only this index: both players' rows of a match, side by side.
        Index(
            "ix_seat_results_player_pk_match_pk",
            "player_pk",
            "match_pk",
            "game",
            "finished",
            "total",
            "place",
        ),
    )

    match_pk: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    player_pk: Mapped[int | None] = mapped_column(ForeignKey("players.pk"), nullable=True)
    game: Mapped[str] = mapped_column(String(6))
    finished: Mapped[datetime] = mapped_column(DateTime)
    # The local calendar day the match finished on, as the computer that finished it had it
    # (revision 0010): its league day and season, whatever time zone reads it later.
    day: Mapped[date | None] = mapped_column(Date, nullable=True)
    seat_count: Mapped[int] = mapped_column(Integer)
    won: Mapped[bool] = mapped_column(Boolean)
    # Roller (NULL or false for 105)
    total: Mapped[int | None] = mapped_column(Integer, nullable=True)
    ww: Mapped[bool] = mapped_column(Boolean, default=False)
    sur_mun: Mapped[bool] = mapped_column(Boolean, default=False)
    plump: Mapped[bool] = mapped_column(Boolean, default=False)
    tjock: Mapped[int | None] = mapped_column(Integer, nullable=True)
    rt: Mapped[int | None] = mapped_column(Integer, nullable=True)
    rollers: Mapped[int | None] = mapped_column(Integer, nullable=True)
    best_round: Mapped[int | None] = mapped_column(Integer, nullable=True)
    # 105 (NULL for Roller; place NULL when unplaced)
    place: Mapped[int | None] = mapped_column(Integer, nullable=True)
    turns: Mapped[int | None] = mapped_column(Integer, nullable=True)
    # A match with a computer seat is practice (revision 0011): kept, but outside the league's
    # tables and ratings; its computer seats' rows have no player.
    practice: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    # A match kept by hand (revision 0012): rollers (105: turns) are NULL, not recorded.
    hand: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    # A Roller match's rounds (its length: the averages compare like with like); NULL for 105.
    rounds: Mapped[int | None] = mapped_column(Integer, nullable=True)
    # A match of a championship whose matches do not count in the league (revision 0015):
    # kept in the history, outside the league's tables, tallies and ratings (as practice).
    outside: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    # A Roller seat's banked rounds by the highest floor reached (derived/buckets.py; its RT and
    # Tjock rounds are `rt` and `tjock - rt`), so that round tallies follow a seat that moves
    # without a replay (revision 0018); NULL for 105, or where the migration could not read
    # the events (they are counted again from them when first needed).
    banked_50: Mapped[int | None] = mapped_column(Integer, nullable=True)
    banked_300: Mapped[int | None] = mapped_column(Integer, nullable=True)
    banked_500: Mapped[int | None] = mapped_column(Integer, nullable=True)
    banked_1000: Mapped[int | None] = mapped_column(Integer, nullable=True)
    banked_2000: Mapped[int | None] = mapped_column(Integer, nullable=True)
    # A Roller seat's handicap: the points it started with, in `total` but never scored
    # (revision 0019). The league's average and best totals count total - start_points.
    start_points: Mapped[int] = mapped_column(Integer, default=0, server_default="0")


# A void match's seat results as they were counted, set aside until it is restored: a restore
# puts them back as they are, without a replay (revision 0018). They go with their seats.
VoidedResults = Table(
    "voided_results",
    Base.metadata,
    *(column._copy() for column in SeatResultRow.__table__.columns),
    ForeignKeyConstraint(
        ["match_pk", "seat"], ["seats.match_pk", "seats.seat"], ondelete="CASCADE"
    ),
)


class LeagueDayRow(Base):
    """The league's figures per game, local day and player: what the league tables add up.

    Kept up to date in the transaction that finishes a match (and by import and demo), so that
    a league over years of matches is an aggregate over a few rows per day. Practice matches
    (one seat) are not counted. Added in revision 0003.
    """

    __tablename__ = "league_days"
    __table_args__ = ({"sqlite_with_rowid": False},)

    game: Mapped[str] = mapped_column(String(6), primary_key=True)
    day: Mapped[date] = mapped_column(Date, primary_key=True)
    player_pk: Mapped[int] = mapped_column(ForeignKey("players.pk"), primary_key=True)
    matches: Mapped[int] = mapped_column(Integer)
    wins: Mapped[int] = mapped_column(Integer)
    ww: Mapped[int] = mapped_column(Integer)
    sur_mun: Mapped[int] = mapped_column(Integer)
    plump: Mapped[int] = mapped_column(Integer)
    tjock: Mapped[int] = mapped_column(Integer)
    rt: Mapped[int] = mapped_column(Integer)
    rollers: Mapped[int] = mapped_column(Integer)
    total_sum: Mapped[int] = mapped_column(Integer)
    best_total: Mapped[int | None] = mapped_column(Integer, nullable=True)
    best_round: Mapped[int | None] = mapped_column(Integer, nullable=True)
    placed: Mapped[int] = mapped_column(Integer)
    place_sum: Mapped[int] = mapped_column(Integer)
    turns_sum: Mapped[int] = mapped_column(Integer)  # 105: of the races the player got through
    # Revision 0012. recorded: matches whose throws are recorded (not kept by hand), what the
    # ROLLER count is over (105: races got through with their turns recorded, for the average
    # turns); usual: matches of the usual length (15 rounds), usual_total_sum their totals
    # (the average total; best_total is over them too); rounds_sum: rounds played.
    recorded: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    usual: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    usual_total_sum: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    rounds_sum: Mapped[int] = mapped_column(Integer, default=0, server_default="0")


class LeagueRatingRow(Base):
    """The league rating per game, season and player (derived/season_ratings.py): the rating over
    the matches of that season alone, season being the local calendar year, or of all time
    (season 0); with the number of rated matches. Kept up to date with every finished match,
    like league_days, so a league table shows its ratings at once. Added in revision 0006.
    """

    __tablename__ = "league_ratings"
    __table_args__ = ({"sqlite_with_rowid": False},)

    game: Mapped[str] = mapped_column(String(6), primary_key=True)
    season: Mapped[int] = mapped_column(Integer, primary_key=True)
    player_pk: Mapped[int] = mapped_column(ForeignKey("players.pk"), primary_key=True)
    rating: Mapped[float] = mapped_column(Double)
    matches: Mapped[int] = mapped_column(Integer)


class HintRow(Base):
    """A hint (H) a player asked for during a match: whose turn, how many events the match had
    then, and the hint as strategy.hints.Hint.to_dict() gave it. Added in revision 0005."""

    __tablename__ = "hints"
    __table_args__ = (Index("ix_hints_match_pk", "match_pk"),)

    pk: Mapped[int] = mapped_column(Integer, primary_key=True)
    match_pk: Mapped[int] = mapped_column(ForeignKey("matches.pk", ondelete="CASCADE"))
    seat: Mapped[int] = mapped_column(Integer)
    event_count: Mapped[int] = mapped_column(Integer)
    data: Mapped[dict[str, Any]] = mapped_column(JSON)
    asked: Mapped[datetime] = mapped_column(DateTime)


class RoundTallyRow(Base):
    """How many of a player's rounds per game and local day fell in each bucket of results
    (RT, Tjock, banked points by floor): the spread of round results and the rounds played,
    without replaying matches. Kept like league_days (see round_tallies). Added in revision 0008.
    """

    __tablename__ = "round_tallies"
    __table_args__ = ({"sqlite_with_rowid": False},)

    game: Mapped[str] = mapped_column(String(6), primary_key=True)
    day: Mapped[date] = mapped_column(Date, primary_key=True)
    player_pk: Mapped[int] = mapped_column(ForeignKey("players.pk"), primary_key=True)
    bucket: Mapped[str] = mapped_column(String(8), primary_key=True)
    rounds: Mapped[int] = mapped_column(Integer)


class KeeperChangeRow(Base):
    """A change the league keeper made (revision 0013), a row of its own, never an overwrite:
    a merge of two players (player_pk merged into other_pk; data: the seats moved), a split
    that undid one, a match voided (data: its reason and league day) or restored, a match's
    date, time or place mended (data: old and new). `undoes`: the change this one takes back;
    `undone_by`: the later change that took this one back. Revision 0014 adds the kinds import,
    undo, rename, archive and correct. `id` is the change's identity in every league."""

    __tablename__ = "keeper_changes"
    __table_args__ = (
        CheckConstraint(
            "kind IN ('merge', 'split', 'void', 'restore', 'mend', "
            "'import', 'undo', 'rename', 'archive', 'correct')",
            name="kind",
        ),
        Index("ix_keeper_changes_match_pk", "match_pk"),
        Index("ix_keeper_changes_player_pk", "player_pk"),
        Index("ix_keeper_changes_other_pk", "other_pk"),
    )

    pk: Mapped[int] = mapped_column(Integer, primary_key=True)
    id: Mapped[str] = mapped_column(String(36), unique=True)
    kind: Mapped[str] = mapped_column(String(12))
    at: Mapped[datetime] = mapped_column(DateTime)
    match_pk: Mapped[int | None] = mapped_column(
        ForeignKey("matches.pk", ondelete="CASCADE"), nullable=True
    )
    player_pk: Mapped[int | None] = mapped_column(ForeignKey("players.pk"), nullable=True)
    other_pk: Mapped[int | None] = mapped_column(ForeignKey("players.pk"), nullable=True)
    undoes: Mapped[int | None] = mapped_column(Integer, nullable=True)
    undone_by: Mapped[int | None] = mapped_column(Integer, nullable=True)
    data: Mapped[dict[str, Any]] = mapped_column(JSON)


class LeagueInfoRow(Base):
    """The league's own id (revision 0014): one row, made with the database. A league file
    carries it, so what the keeper answered about a file's players is remembered."""

    __tablename__ = "league_info"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    created: Mapped[datetime] = mapped_column(DateTime)


class ImportAnswerRow(Base):
    """Which player here a file's player is, as the keeper answered on import (revision 0014):
    keyed by the file's league id and the player's id in that league; for "another person" the
    player the import made."""

    __tablename__ = "import_answers"

    source_league: Mapped[str] = mapped_column(String(36), primary_key=True)
    file_player: Mapped[str] = mapped_column(String(36), primary_key=True)
    player_pk: Mapped[int] = mapped_column(ForeignKey("players.pk"))
    at: Mapped[datetime] = mapped_column(DateTime)


class ChampionshipRow(Base):
    """A championship of Roller in the league (revision 0015; issue 16): its name (unique
    regardless of case, as players' names), place and days, the number of qualifying rounds,
    the table size range, the final's size, the house rules its matches are played with,
    duplicate dice, and whether its matches count in the league's season too. The draw's seed
    is the championship's id (championship/draw.py)."""

    __tablename__ = "championships"
    __table_args__ = (
        CheckConstraint("rounds >= 1", name="rounds"),
        CheckConstraint("table_min >= 2 AND table_max >= table_min", name="table_size"),
        CheckConstraint("final_size >= 2", name="final_size"),
    )

    pk: Mapped[int] = mapped_column(Integer, primary_key=True)
    id: Mapped[str] = mapped_column(String(36), unique=True)
    name: Mapped[str] = mapped_column(String(80))
    name_key: Mapped[str] = mapped_column(String(80), unique=True)
    place: Mapped[str | None] = mapped_column(String(200), nullable=True)
    first_day: Mapped[date | None] = mapped_column(Date, nullable=True)
    last_day: Mapped[date | None] = mapped_column(Date, nullable=True)
    rounds: Mapped[int] = mapped_column(Integer)
    table_min: Mapped[int] = mapped_column(Integer)
    table_max: Mapped[int] = mapped_column(Integer)
    final_size: Mapped[int] = mapped_column(Integer)
    rules: Mapped[dict[str, Any]] = mapped_column(JSON)
    duplicate_dice: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    counts_in_league: Mapped[bool] = mapped_column(Boolean, default=True, server_default=true())
    created: Mapped[datetime] = mapped_column(DateTime)
    # The league it is run from (its director's; revision 0016): NULL for this league; a
    # championship a league file brought has the id of the league it came from.
    home_league: Mapped[str | None] = mapped_column(String(36), nullable=True, default=None)


class ChampionshipPlayerRow(Base):
    """A registered player of a championship: home town, the first round he plays (1, or a
    later one for a late arrival) and the last round he played before withdrawing (NULL while
    he plays on)."""

    __tablename__ = "championship_players"
    __table_args__ = (Index("ix_championship_players_player_pk", "player_pk"),)

    championship_pk: Mapped[int] = mapped_column(
        ForeignKey("championships.pk", ondelete="CASCADE"), primary_key=True
    )
    player_pk: Mapped[int] = mapped_column(ForeignKey("players.pk"), primary_key=True)
    home_town: Mapped[str | None] = mapped_column(String(80), nullable=True)
    joined_round: Mapped[int] = mapped_column(Integer, default=1)
    withdrawn_after: Mapped[int | None] = mapped_column(Integer, nullable=True)


class ChampionshipApartRow(Base):
    """Two players of a championship the draw never seats at one table (first_pk < other_pk)."""

    __tablename__ = "championship_apart"

    championship_pk: Mapped[int] = mapped_column(
        ForeignKey("championships.pk", ondelete="CASCADE"), primary_key=True
    )
    first_pk: Mapped[int] = mapped_column(ForeignKey("players.pk"), primary_key=True)
    other_pk: Mapped[int] = mapped_column(ForeignKey("players.pk"), primary_key=True)


class ChampionshipSeatRow(Base):
    """The stored draw: who sits at which table and seat (0 = seat 1, who starts; clockwise) in
    each round; round 0 is the final table. Asking again shows these rows; a redraw replaces
    the rows of the rounds not begun only."""

    __tablename__ = "championship_seats"
    __table_args__ = (
        Index(
            "ix_championship_seats_championship_pk_round_table_number_seat",
            "championship_pk",
            "round",
            "table_number",
            "seat",
            unique=True,
        ),
    )

    championship_pk: Mapped[int] = mapped_column(
        ForeignKey("championships.pk", ondelete="CASCADE"), primary_key=True
    )
    round: Mapped[int] = mapped_column(Integer, primary_key=True)
    player_pk: Mapped[int] = mapped_column(ForeignKey("players.pk"), primary_key=True)
    table_number: Mapped[int] = mapped_column(Integer)
    seat: Mapped[int] = mapped_column(Integer)


class ChampionshipMatchRow(Base):
    """A match of a championship: its round (1, 2, ...; 0 = the final) and table. A match
    belongs to one championship table at most; a table may have more than one match when one
    was voided and entered again (only a finished one counts)."""

    __tablename__ = "championship_matches"
    __table_args__ = (
        Index(
            "ix_championship_matches_championship_pk_round_table_number",
            "championship_pk",
            "round",
            "table_number",
        ),
    )

    match_pk: Mapped[int] = mapped_column(
        ForeignKey("matches.pk", ondelete="CASCADE"), primary_key=True
    )
    championship_pk: Mapped[int] = mapped_column(ForeignKey("championships.pk", ondelete="CASCADE"))
    round: Mapped[int] = mapped_column(Integer)
    table_number: Mapped[int] = mapped_column(Integer)


class DrillRow(Base):
    """An exercise from a player's own match (revision 0017, strategy/drills.py): the moment
    after the throw of event `event` (among the match's events that count) of seat `seat`,
    what the choice made there gave away (win chance with two players, expected points with
    more), whether it is a close call, and its spaced-repetition schedule (the fsrs package's
    card as its to_dict() gives it, `due` copied out for the count of those due)."""

    __tablename__ = "drills"
    __table_args__ = (Index("ix_drills_due", "due"),)

    match_pk: Mapped[int] = mapped_column(
        ForeignKey("matches.pk", ondelete="CASCADE"), primary_key=True
    )
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    event: Mapped[int] = mapped_column(Integer, primary_key=True)
    cost: Mapped[float] = mapped_column(Double)
    close: Mapped[bool] = mapped_column(Boolean, default=False)
    card: Mapped[dict[str, Any]] = mapped_column(JSON)
    due: Mapped[datetime] = mapped_column(DateTime)
    reviews: Mapped[int] = mapped_column(Integer, default=0)
    last_grade: Mapped[str | None] = mapped_column(String(5), nullable=True)


class DrillMinedRow(Base):
    """A finished Roller match whose exercises were looked for (revision 0017): mining is
    incremental, each match once, whether it gave exercises or none."""

    __tablename__ = "drills_mined"

    match_pk: Mapped[int] = mapped_column(
        ForeignKey("matches.pk", ondelete="CASCADE"), primary_key=True
    )
    mined: Mapped[datetime] = mapped_column(DateTime)

"""`roller-desktop championship ...`: a championship from the command line (issue 16).

`new` makes a championship in the league and stores its draw; `draw` shows a round's tables
(the same every time), `standings` the standings from the championship's matches, `add-player`
and `withdraw` redraw the rounds not begun, `final` seats the final table (and shows its
result), `sheets` prints a round's papers (seating lists, table cards, protocol sheets).
`draw-preview` needs no league: the fair draw of a list of players.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from ._common import CommandFailed, Subcommands, counted, open_league, run_reporting

if TYPE_CHECKING:
    from roller_desktop.store.championships import Redraw


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser(
        "championship",
        help="a championship: its players, draw, standings, final and sheets",
        description="A championship of Roller: tables, rounds, standings.",
    )
    commands = parser.add_subparsers(dest="championship_command", metavar="COMMAND")
    commands.required = True
    preview = commands.add_parser(
        "draw-preview",
        help="the fair draw of a list of players, without a league",
        description="Draw the qualifying rounds for a list of players: every player once a "
        "round, tables as even as the range allows, pairs kept apart, as few repeated "
        "meetings as can be, who sits first rotating. The same input gives the same draw.",
    )
    preview.add_argument(
        "--players",
        required=True,
        metavar="FILE",
        help="one player a line, UTF-8: name, or name;home town",
    )
    preview.add_argument("--rounds", type=int, default=4, help="qualifying rounds (default 4)")
    preview.add_argument(
        "--table-size", default="3-5", metavar="N|A-B", help="players a table (default 3-5)"
    )
    preview.add_argument(
        "--apart",
        action="append",
        default=[],
        metavar="A,B",
        help="two players never at one table (may be given again)",
    )
    preview.add_argument("--seed", default="0", help="the draw's seed (default 0)")
    preview.add_argument("--round", type=int, metavar="K", help="only round K")
    preview.add_argument("--json", action="store_true", help="print JSON")
    preview.set_defaults(handler=run_preview)
    _register_league_commands(commands)


def _register_league_commands(commands: Subcommands) -> None:
    new = commands.add_parser(
        "new",
        help="make a championship in the league and draw its qualifying rounds",
        description="Registers the players of FILE (new names become players of the league) "
        "and draws every qualifying round; the draw is stored, so asking again shows the "
        "same one.",
    )
    new.add_argument("name", metavar="NAME")
    new.add_argument(
        "--players",
        required=True,
        metavar="FILE",
        help="one player a line, UTF-8: name, or name;home town",
    )
    new.add_argument("--rounds", type=int, default=4, help="qualifying rounds (default 4)")
    new.add_argument(
        "--table-size", default="3-5", metavar="N|A-B", help="players a table (default 3-5)"
    )
    new.add_argument(
        "--apart",
        action="append",
        default=[],
        metavar="A,B",
        help="two players never at one table (may be given again)",
    )
    new.add_argument("--final", type=int, default=4, metavar="K", help="the final's size (4)")
    new.add_argument("--place", metavar="PLACE", help="where it is played")
    new.add_argument("--first-day", metavar="YYYY-MM-DD", help="its first day")
    new.add_argument("--last-day", metavar="YYYY-MM-DD", help="its last day")
    new.add_argument(
        "--duplicate-dice",
        action="store_true",
        help="every table of a round throws the same dice (tables with the program's dice)",
    )
    new.add_argument(
        "--outside-league",
        action="store_true",
        help="its matches do not count in the league's season (they do by default)",
    )
    new.set_defaults(handler=lambda args: run_reporting(_new, args))

    shown = commands.add_parser("draw", help="a round's tables, seats clockwise (seat 1 starts)")
    shown.add_argument("name", metavar="NAME")
    shown.add_argument("--round", type=int, required=True, metavar="K")
    shown.add_argument("--json", action="store_true", help="print JSON")
    shown.set_defaults(handler=lambda args: run_reporting(_draw, args))

    table = commands.add_parser(
        "standings", help="the standings from the championship's finished matches"
    )
    table.add_argument("name", metavar="NAME")
    table.add_argument("--json", action="store_true", help="print JSON")
    table.set_defaults(handler=lambda args: run_reporting(_standings, args))

    add = commands.add_parser(
        "add-player", help="a late arrival: plays from the coming round (redrawn)"
    )
    add.add_argument("name", metavar="NAME")
    add.add_argument("player", metavar="PLAYER")
    add.add_argument("--home-town", metavar="TOWN")
    add.set_defaults(handler=lambda args: run_reporting(_add_player, args))

    leave = commands.add_parser(
        "withdraw", help="a player who leaves: not seated in the coming rounds (redrawn)"
    )
    leave.add_argument("name", metavar="NAME")
    leave.add_argument("player", metavar="PLAYER")
    leave.set_defaults(handler=lambda args: run_reporting(_withdraw, args))

    final = commands.add_parser(
        "final", help="seat the final table (the top K) once every round is played"
    )
    final.add_argument("name", metavar="NAME")
    final.add_argument("--json", action="store_true", help="print JSON")
    final.set_defaults(handler=lambda args: run_reporting(_final, args))

    link = commands.add_parser(
        "link",
        help="make a stored match the match of a round's table (e.g. from a table's file)",
        description="The match (its id, as `history` lists it) becomes the match of round K "
        "(or the final), table T: its players must be the table's in the stored draw.",
    )
    link.add_argument("name", metavar="NAME")
    link.add_argument("match", metavar="MATCH-ID")
    link.add_argument("--round", required=True, metavar="K|final")
    link.add_argument("--table", required=True, type=int, metavar="T")
    link.set_defaults(handler=lambda args: run_reporting(_link, args))

    counts = commands.add_parser(
        "in-league",
        help="whether the championship's matches count in the league's season (on by default)",
    )
    counts.add_argument("name", metavar="NAME")
    counts.add_argument("setting", choices=("on", "off"))
    counts.set_defaults(handler=lambda args: run_reporting(_in_league, args))

    sheets = commands.add_parser(
        "sheets",
        help="a round's papers: the seating by name and by table, a card and a protocol sheet"
        " (names printed in seat order) for each table",
    )
    sheets.add_argument("name", metavar="NAME")
    sheets.add_argument("--round", required=True, metavar="K|final")
    sheets.add_argument("--pdf", required=True, metavar="FILE")
    sheets.add_argument(
        "--protocols-only",
        action="store_true",
        help="only the protocol sheets, without the seating lists and the table cards",
    )
    sheets.set_defaults(handler=lambda args: run_reporting(_sheets, args))

    books = commands.add_parser(
        "coach",
        help="luck and skill over the championship's matches, in win chance",
        description="The coach's books of every finished Roller match of the championship, "
        "summed per player: chance at the start, result, luck, win given away and what the "
        "others' choices gave. Who played best: least win given away per match; luckiest: "
        "most luck per match. Exact for two players, approximate (≈) for three or more.",
    )
    books.add_argument("name", metavar="NAME")
    books.add_argument("--json", action="store_true", help="print JSON")
    books.add_argument("--pdf", metavar="FILE", help="also write the report as a one-page PDF")
    books.set_defaults(handler=lambda args: run_reporting(_coach, args))


class _Refused(Exception):
    pass


def read_players(path: str) -> list[str]:
    """The names of a players file (`name` or `name;home town` a line; blank lines skipped)."""
    return [name for name, _ in read_entries(path)]


def read_entries(path: str) -> list[tuple[str, str | None]]:
    """The players of a players file with their home towns (None where a line has none)."""
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise _Refused(f"there is no such file: {path}") from None
    except UnicodeDecodeError:
        raise _Refused(f"{path} is not UTF-8 text") from None
    except OSError as error:
        raise _Refused(f"{path} cannot be read ({error.strerror})") from None
    entries: list[tuple[str, str | None]] = []
    seen: dict[str, int] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        name, _, town = line.partition(";")
        name = name.strip()
        if not name:
            if line.strip():
                raise _Refused(f"line {number} of {path} has no name before the ';'")
            continue
        key = name.casefold()
        if key in seen:
            raise _Refused(f"{name} is on lines {seen[key]} and {number} of {path}")
        seen[key] = number
        entries.append((name, town.strip() or None))
    if not entries:
        raise _Refused(f"{path} names no players")
    return entries


def read_pair(text: str, names: list[str]) -> tuple[str, str]:
    parts = [part.strip() for part in text.split(",")]
    if len(parts) != 2 or not all(parts):
        raise _Refused(f"--apart takes two names with a comma between them, not “{text}”")
    by_key = {name.casefold(): name for name in names}
    found = []
    for part in parts:
        if part.casefold() not in by_key:
            raise _Refused(f"{part} (in --apart) is not in the players file")
        found.append(by_key[part.casefold()])
    return found[0], found[1]


def run_preview(args: argparse.Namespace) -> int:
    from roller_desktop.championship.draw import draw, parse_table_size, repeats_text
    from roller_desktop.championship.errors import ChampionshipError

    try:
        names = read_players(args.players)
        apart = [read_pair(text, names) for text in args.apart]
        size = parse_table_size(args.table_size)
        result = draw(names, args.rounds, table_size=size, apart=apart, seed=args.seed)
        if args.round is not None and not 1 <= args.round <= args.rounds:
            raise _Refused(f"there is no round {args.round}: the draw has {args.rounds}")
    except (_Refused, ChampionshipError) as error:
        print(f"roller-desktop championship draw-preview: {error}", file=sys.stderr)
        return 1
    rounds = [r for r in result.rounds if args.round in (None, r.number)]
    if args.json:
        if args.round is not None:
            print(json.dumps(rounds[0].to_json(), ensure_ascii=False, indent=2))
        else:
            print(json.dumps(result.to_json(), ensure_ascii=False, indent=2))
        return 0
    for round_ in rounds:
        print(f"Round {round_.number}")
        for table in round_.tables:
            print(f"  Table {table.number}: {', '.join(table.seats)}")
    print(repeats_text(result.judged()))
    return 0


# ---- the championships of the league --------------------------------------------------------


def _day(text: str | None, option: str) -> date | None:
    if text is None:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise CommandFailed(f"{option} {text!r} is not a date (YYYY-MM-DD).") from None


def _new(args: argparse.Namespace) -> int:
    from roller_desktop.championship.draw import parse_table_size, repeats_text
    from roller_desktop.championship.errors import ChampionshipError
    from roller_desktop.store.championships import (
        create_championship,
        judge_draw,
        stored_round,
    )

    try:
        entries = read_entries(args.players)
        names = [name for name, _ in entries]
        apart = [read_pair(text, names) for text in args.apart]
        size = parse_table_size(args.table_size)
    except _Refused as error:
        raise CommandFailed(str(error)[:1].upper() + str(error)[1:] + ".") from None
    except ChampionshipError as error:
        raise CommandFailed(str(error)) from None
    first, last = _day(args.first_day, "--first-day"), _day(args.last_day, "--last-day")
    with open_league(args) as store:
        made = create_championship(
            store,
            args.name,
            entries,
            rounds=args.rounds,
            table_size=size,
            apart=apart,
            final_size=args.final,
            place=args.place,
            first_day=first,
            last_day=last,
            duplicate_dice=args.duplicate_dice,
            counts_in_league=not args.outside_league,
        )
        tables = len(stored_round(store, made.name, 1).tables)
        judged = judge_draw(store, made.name)
    low, high = made.table_size
    sizes = str(low) if low == high else f"{low}-{high}"
    print(
        f"{made.name}: {counted(len(made.entrants), 'player', 'players')}, "
        f"{counted(made.rounds, 'qualifying round', 'qualifying rounds')} at tables of {sizes} "
        f"({counted(tables, 'table', 'tables')} a round), a final of {made.final_size}; "
        f"the draw is stored: {repeats_text(judged)}."
    )
    return 0


def _draw(args: argparse.Namespace) -> int:
    from roller_desktop.store.championships import stored_round

    with open_league(args) as store:
        round_ = stored_round(store, args.name, args.round)
    if args.json:
        print(json.dumps(round_.to_json(), ensure_ascii=False, indent=2))
        return 0
    print(f"Round {round_.number}")
    for table in round_.tables:
        print(f"  Table {table.number}: {', '.join(table.seats)}")
    return 0


def _standings(args: argparse.Namespace) -> int:
    from roller_desktop.championship.standings import standings_rule_text
    from roller_desktop.store.championships import championship, standings

    with open_league(args) as store:
        made = championship(store, args.name)
        table = standings(store, made.name)
    if args.json:
        print(json.dumps([s.to_json() for s in table], ensure_ascii=False, indent=2))
        return 0
    width = max([len(s.player) for s in table] + [6])
    print(f"{made.name}: standings")
    print(f"{'':>4}  {'Player':<{width}}  {'Points':>7}  Matches  WW   W  Tjock     Best")
    for s in table:
        best = "" if s.best is None else str(s.best)
        print(
            f"{s.rank:>4}  {s.player:<{width}}  {s.points:>7}  {s.matches:>7}  {s.ww:>2}  "
            f"{s.w:>2}  {s.tjock:>5}  {best:>7}"
        )
    print()
    print(standings_rule_text())
    return 0


def _redrawn(redraw: Redraw, what: str) -> None:
    rounds = ", ".join(str(r) for r in redraw.rounds)
    word = "Round" if len(redraw.rounds) == 1 else "Rounds"
    begun = redraw.rounds[0] - 1
    kept = (
        ""
        if not begun
        else f"; {'round 1 is' if begun == 1 else f'rounds 1 to {begun} are'} as they were"
    )
    from roller_desktop.championship.draw import repeats_text

    print(
        f"{what} {word} {rounds} drawn again{kept}. Over all rounds: {repeats_text(redraw.judged)}."
    )


def _add_player(args: argparse.Namespace) -> int:
    from roller_desktop.store.championships import add_entrant

    with open_league(args) as store:
        redraw = add_entrant(store, args.name, args.player, args.home_town)
    added = {e.name: e for e in redraw.championship.entrants}
    entrant = next(
        e for key, e in added.items() if key.casefold() == " ".join(args.player.split()).casefold()
    )
    _redrawn(redraw, f"{entrant.name} plays from round {entrant.joined_round}.")
    return 0


def _withdraw(args: argparse.Namespace) -> int:
    from roller_desktop.store.championships import withdraw_entrant

    with open_league(args) as store:
        redraw = withdraw_entrant(store, args.name, args.player)
    left = next(
        e
        for e in redraw.championship.entrants
        if e.withdrawn_after is not None
        and e.name.casefold() == " ".join(args.player.split()).casefold()
    )
    after = (
        "before the first round"
        if not left.withdrawn_after
        else f"after round {left.withdrawn_after}"
    )
    _redrawn(redraw, f"{left.name} has withdrawn {after}.")
    return 0


def _final(args: argparse.Namespace) -> int:
    from roller_desktop.championship.standings import final_rule_text
    from roller_desktop.store.championships import championship, seat_final

    with open_league(args) as store:
        made = championship(store, args.name)
        state = seat_final(store, made.name)
    result = state.result
    if args.json:
        shown: dict[str, object] = {
            "table": state.table.number,
            "seats": list(state.table.seats),
            "match": state.match_id,
            "champion": result.champion if result else None,
            "to_decide": list(result.to_decide) if result else [],
            "places": [
                {"place": p.place, "player": p.player, "total": p.final_total}
                for p in (result.places if result else ())
            ],
        }
        print(json.dumps(shown, ensure_ascii=False, indent=2))
        return 0
    print(f"{made.name}: the final table, seats clockwise (seat 1 starts)")
    print(f"  {', '.join(state.table.seats)}")
    if result is not None:
        for p in result.places:
            print(f"  {p.place}. {p.player} {p.final_total}")
        if result.champion is not None:
            print(f"Champion: {result.champion}")
        else:
            print(
                f"Tied for the highest total: {', '.join(result.to_decide)} play deciding rounds."
            )
    print()
    print(final_rule_text(made.final_size))
    return 0


def _sheets(args: argparse.Namespace) -> int:
    from roller_desktop.engine.roller import RollerRules
    from roller_desktop.store.championships import FINAL, championship, seat_final, stored_round

    number = _round_number(args.round)
    target = Path(args.pdf)
    if not target.parent.is_dir():
        raise CommandFailed(f"There is no folder {target.parent} to write {target.name} into.")
    with open_league(args) as store:
        made = championship(store, args.name)
        if number == FINAL:
            tables = [seat_final(store, made.name).table]
        else:
            tables = list(stored_round(store, made.name, number).tables)
    rounds = RollerRules(**{k: v for k, v in made.rules.items() if k == "rounds"}).rounds
    from roller_desktop.ui.printing import championship_papers as papers
    from roller_desktop.ui.printing import sheets as printing

    from ._output import page_language

    page_language(args)  # the papers in the window's language, as its Ctrl+S writes them
    day = papers.sheet_day(made.first_day, made.last_day)
    if args.protocols_only:
        pages = [
            printing.championship_table_sheet(
                made.name, number, table.number, table.seats, rounds, day, made.place
            )
            for table in tables
        ]
        what = "one protocol a table"
    else:
        homes = {e.name: e.home_town for e in made.entrants if e.home_town}
        heading = papers.heading_of(made.name, made.place, made.first_day, made.last_day)
        pages = papers.round_with_protocols(heading, number, tables, homes, rounds, day)
        what = "the seating by name and by table, a card and a protocol for each table"
    try:
        printing.write_pdf_pages(pages, target, title=made.name)
    except OSError as error:
        from ._output import not_written

        raise CommandFailed(not_written(target, error)) from None
    print(f"Wrote {target} ({counted(len(pages), 'page', 'pages')}: {what}).")
    return 0


def _coach(args: argparse.Namespace) -> int:
    from roller_desktop.play.championship_books import report

    from ._common import ProgressLine

    target = Path(args.pdf) if args.pdf else None
    if target is not None and not target.parent.is_dir():
        raise CommandFailed(f"There is no folder {target.parent} to write {target.name} into.")
    with open_league(args, reading=True) as store:
        progress = ProgressLine("the coach's books of the matches") if sys.stderr.isatty() else None
        books = report(store, args.name, progress)
    if target is not None:
        from roller_desktop.ui.printing import sheets as printing
        from roller_desktop.ui.printing.coach_report import report_sheet

        from ._output import page_language

        page_language(args)
        try:
            printing.write_pdf(report_sheet(books), target)
        except OSError as error:
            from ._output import not_written

            raise CommandFailed(not_written(target, error)) from None
    if args.json:
        print(json.dumps(books.to_json(), ensure_ascii=False, indent=2))
        return 0
    mark = "≈" if books.approximate else ""
    matches = counted(len(books.matches), "finished match", "finished matches")
    print(f"{books.name}: luck and skill over {matches} (percentage points of win chance)")
    width = max([len(p.name) for p in books.players] + [6])
    print(
        f"{'Best':>4}  {'Player':<{width}}  Matches  Wins  {'Given away':>10}  {'a match':>7}"
        f"  {'Luck':>7}  {'a match':>7}  {'Gifts':>7}"
    )
    for p in books.players:
        by_hand = f"  (+{p.by_hand} by hand)" if p.by_hand else ""
        print(
            f"{p.best_rank:>4}  {p.name:<{width}}  {p.matches:>7}  {p.result:>4g}  "
            f"{mark}{100 * p.given_away:>9.1f}  {mark}{100 * p.given_per_match:>6.1f}  "
            f"{mark}{100 * p.luck:>+6.1f}  {mark}{100 * p.luck_per_match:>+6.1f}  "
            f"{mark}{100 * p.gifts:>+6.1f}{by_hand}"
        )
    best, lucky = books.played_best, books.luckiest
    if best is not None and lucky is not None:
        print()
        print(f"Played best: {best.name} (least win given away per match).")
        print(f"Luckiest: {lucky.name} (most luck per match).")
    if books.skipped:
        print(f"Left out (their events do not replay): {', '.join(books.skipped)}")
    if target is not None:
        print(f"Wrote {target}.")
    return 0


def _in_league(args: argparse.Namespace) -> int:
    from roller_desktop.store.championships import championship, set_counts_in_league

    with open_league(args) as store:
        name = championship(store, args.name).name
        count = set_counts_in_league(store, name, args.setting == "on")
    where = "count in the league's season" if args.setting == "on" else "count in no league table"
    print(f"The {counted(count, 'finished match', 'finished matches')} of {name} {where}.")
    return 0


def _round_number(text: str) -> int:
    """A round's number, or 0 for `final`."""
    from roller_desktop.store.championships import FINAL

    cleaned = text.strip()
    if cleaned.casefold() == "final":
        return FINAL
    if cleaned.isascii() and cleaned.isdigit() and int(cleaned) > 0:
        return int(cleaned)
    raise CommandFailed(f"--round takes a round's number or final, not {text!r}.")


def _link(args: argparse.Namespace) -> int:
    from roller_desktop.store.championships import championship, link_match

    round_ = _round_number(args.round)
    with open_league(args) as store:
        name = championship(store, args.name).name
        link_match(store, args.match, name, round_, args.table)
    where = "the final" if round_ == 0 else f"round {round_}, table {args.table}"
    print(f"Match {args.match} is the match of {where} of {name}.")
    return 0

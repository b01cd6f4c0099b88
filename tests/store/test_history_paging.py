"""The match history read page by page (keyset paging) lists exactly what one query lists."""

from __future__ import annotations

from datetime import date

import pytest
from sqlalchemy import select, update

from roller_desktop.store import demo
from roller_desktop.store.database import Store
from roller_desktop.store.errors import UnknownPlayer
from roller_desktop.store.models import MatchRow
from roller_desktop.store.queries import stats
from roller_desktop.store.values import Game

from .helpers import players, start


def every_page(store: Store, limit: int, **filters: object) -> list[str]:
    ids: list[str] = []
    page = stats.match_history_page(store, limit=limit, **filters)  # type: ignore[arg-type]
    pages = 1
    while True:
        assert len(page.matches) <= limit
        ids.extend(m.id for m in page.matches)
        if page.after is None:
            break
        assert len(page.matches) == limit  # only the last page is short
        page = stats.match_history_page(
            store,
            after=page.after,
            limit=limit,
            **filters,  # type: ignore[arg-type]
        )
        pages += 1
    assert pages >= len(ids) // limit
    return ids


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory) -> tuple[Store, list[str]]:
    from roller_desktop.store.database import open_store

    store = open_store(tmp_path_factory.mktemp("paging") / "league.sqlite", backup=False)
    demo.fill_bulk(store, 80, seed=5, days=800)
    ids = [p.id for p in store.players()]
    # Matches started at the same instant are told apart by their key, never lost or repeated.
    with store.session() as s:
        moment = s.scalar(select(MatchRow.started).where(MatchRow.pk == 20))
        s.execute(update(MatchRow).where(MatchRow.pk.between(20, 31)).values(started=moment))
    start(store, "roller", ids[:2])  # one unfinished match, listed too
    return store, ids


def expected(store: Store, player: str | None, game: Game | None, season: int | None) -> list[str]:
    """The same list filtered by hand from every match."""
    everything = stats.match_history(store)
    keep = []
    names = {p.id: p.name for p in store.players()}
    for m in everything:
        if player is not None and names[player] not in m.seat_names:
            continue
        if game is not None and m.game != game:
            continue
        if season is not None:
            low, high = stats.utc_bounds(*stats.season(season))
            assert low is not None and high is not None
            if not low <= m.started < high:
                continue
        keep.append(m.id)
    return keep


def test_paging_reaches_every_match_in_order(league: tuple[Store, list[str]]) -> None:
    store, _ = league
    everything = stats.match_history(store)
    assert len(everything) == 81
    starts = [m.started for m in everything]
    assert starts == sorted(starts, reverse=True)
    assert len(set(starts)) < len(starts)  # ties to page across
    assert every_page(store, 20) == [m.id for m in everything]
    assert stats.match_history_count(store) == 81


@pytest.mark.parametrize(
    ("who", "game", "season"),
    [(0, None, None), (1, "105", None), (None, "roller", -1), (2, None, -2), (3, "roller", 0)],
)
def test_paging_keeps_the_filters(
    league: tuple[Store, list[str]], who: int | None, game: Game | None, season: int | None
) -> None:
    store, ids = league
    player = None if who is None else ids[who]
    year = None if season is None else date.today().year + season
    want = expected(store, player, game, year)
    assert want  # the filter leaves something to page through
    filters: dict[str, object] = {"player_id": player, "game": game}
    if year is not None:
        filters["start"], filters["end"] = stats.season(year)
    assert every_page(store, 7, **filters) == want
    assert stats.match_history_count(store, **filters) == len(want)  # type: ignore[arg-type]


def test_an_unknown_player_is_refused(league: tuple[Store, list[str]]) -> None:
    with pytest.raises(UnknownPlayer):
        stats.match_history_page(league[0], player_id="nobody")


def test_a_new_player_has_an_empty_history(league: tuple[Store, list[str]]) -> None:
    store, _ = league
    (new,) = players(store, "Ny")
    page = stats.match_history_page(store, player_id=new)
    assert page.matches == [] and page.after is None

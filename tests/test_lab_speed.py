"""The lab's speed work (issue 35, scope 6) changes no number: slots with no game left to record
are parked (not decided, not stepped) when every policy is reseeded per game, the process pool
cuts such runs into pieces so that every worker has work, and the heuristic, reseeded per game,
gives the same games whatever ``num_envs``, ``chunk`` or ``workers``."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from qxs_env.lab import simulate as lab
from qxs_env.rulesets.qxs.config import GameConfig


def _strip(report: dict[str, Any]) -> dict[str, Any]:
    """A report without the fields that legitimately differ between runs."""
    return {
        k: v for k, v in report.items() if k not in ("wall_time_s", "workers", "num_envs", "chunk")
    }


def _same_games(a: lab.LabResults, b: lab.LabResults) -> None:
    assert _strip(a.report()) == _strip(b.report())
    for r1, r2 in zip(a.results, b.results, strict=True):
        assert r1.index == r2.index == list(range(a.games_requested))
        for field in ("won", "turns", "seeds", "idents", "heroes", "decisions", "deaths"):
            assert getattr(r1, field) == getattr(r2, field), field


class _Counting(lab.SeededRandomPolicy):
    """The lab's random play, counting the rows it decides."""

    def __init__(self, rows: list[int]) -> None:
        super().__init__()
        self.rows = rows

    def act(self, obs: np.ndarray, mask: np.ndarray, rows: np.ndarray, out: np.ndarray) -> None:
        self.rows.append(len(rows))
        super().act(obs, mask, rows, out)


def test_parked_slots_leave_the_records_unchanged(monkeypatch: pytest.MonkeyPatch) -> None:
    counted: list[int] = []
    monkeypatch.setitem(lab.POLICIES, "counted", lambda _c: _Counting(counted))
    config = GameConfig(players=6)
    parked = lab.simulate(config, 30, "counted", seed=8, num_envs=16, chunk=20)
    decided = sum(counted)
    counted.clear()
    monkeypatch.setattr(lab, "_per_game", lambda _policies: False)  # the run before parking
    playing = lab.simulate(config, 30, "counted", seed=8, num_envs=16, chunk=20)
    _same_games(parked, playing)
    # every decision taken belongs to a recorded game; without parking, the slots went on
    # playing games past each chunk's end
    assert decided == sum(parked.results[0].decisions) < sum(counted)


def test_shared_stream_policies_are_not_parked() -> None:
    pol = lab.make_policy("agents.base:RandomPolicy")  # one stream for every row: no parking
    assert not lab._per_game([pol]) and lab._per_game([lab.make_policy("random")])


def test_pool_pieces_cover_the_chunks_and_share_the_work() -> None:
    for todo, workers in (
        ([(0, 0, 0, 2000)], 2),  # the common run: one chunk, both workers busy
        ([(0, c, c * 2048, min(c * 2048 + 2048, 10_000)) for c in range(5)], 2),
        ([(0, 0, 0, 5), (1, 0, 0, 5)], 4),
        ([(0, 1, 16, 32), (0, 3, 48, 50)], 3),  # a resumed run: chunks 1 and 3 left
    ):
        pieces = lab._pool_pieces(todo, workers, 2048)
        assert len(pieces) >= min(2 * workers, len(todo) * 2, sum(e - s for *_, s, e in todo))
        for ci, c, s, e in todo:
            mine = [(a, b) for cj, d, a, b in pieces if (cj, d) == (ci, c)]
            assert [a for a, _ in mine] == sorted(a for a, _ in mine)
            assert mine[0][0] == s and mine[-1][1] == e
            assert all(a < b == a2 for (a, b), (a2, _) in zip(mine, mine[1:], strict=False))
        sizes = [b - a for *_, a, b in pieces]
        assert max(sizes) <= 2048


def test_heuristic_games_do_not_depend_on_slots_chunks_or_workers() -> None:
    pytest.importorskip("agents.heuristic")
    config = GameConfig(players=5)
    a = lab.simulate(config, 12, "heuristic", seed=2, num_envs=4)
    b = lab.simulate(config, 12, "heuristic", seed=2, num_envs=5, chunk=7)
    c = lab.simulate(config, 12, "heuristic", seed=2, num_envs=3, workers=2)
    _same_games(a, b)
    _same_games(a, c)


class _Unseeded(_Counting):
    """Counting random play without ``begin_game``, as a policy with one random stream for all
    its rows looks to the lab: its slots are never parked."""

    begin_game = None  # type: ignore[assignment]


def test_mixed_tables_park_slots_and_keep_their_games() -> None:
    """The ladder's and the beliefs' games (``play_tables``) park a slot with no game left when
    every policy is reseeded per game: the same games, and no decision outside them."""
    from qxs_env.lab.mixed import play_tables

    config = GameConfig(players=6)
    parked_rows: list[int] = []
    parked = play_tables(config, [_Counting(parked_rows)], 13, lambda k, ids: [0] * 6, 4, 8)
    assert sum(parked_rows) == sum(g.decisions for g in parked)
    # without parking (a policy without begin_game), slots play games past the 13th
    playing_rows: list[int] = []
    playing = play_tables(config, [_Unseeded(playing_rows)], 13, lambda k, ids: [0] * 6, 4, 8)
    assert sum(playing_rows) > sum(g.decisions for g in playing)
    assert sorted(g.index for g in parked) == list(range(13))
    assert sorted((g.index, g.identities) for g in parked) == sorted(
        (g.index, g.identities) for g in playing
    )


def test_a_configuration_report_is_computed_once(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    """The report of a configuration (its hero regression the costliest part: about 10
    CPU-seconds for 10,000 games of 8 players) is computed once for the JSON, its
    ``player_counts``, the CSV and the printed table, and again only when games are added; the
    copies handed out are the callers' own."""
    import qxs_env.lab.hero_regression as regression

    calls: list[int] = []
    fit = regression.hero_regression

    def counted(res: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(res.games)
        return fit(res, *args, **kwargs)

    monkeypatch.setattr(regression, "hero_regression", counted)
    results = lab.simulate(GameConfig(players=8), 40, "random", seed=3, num_envs=8)
    first = results.report()
    results.write_json(tmp_path / "run.json")
    results.rows()
    assert calls == [40]
    first["identities"].clear()  # the caller's copy: the next report is whole
    assert results.report()["identities"] and calls == [40]
    res = results.results[0]
    again = dict(idents=res.idents[0], heroes=res.heroes[0], decisions=res.decisions[0])
    res.add(res.won[0], res.turns[0], False, seed=1, index=40, deaths=res.deaths[0], **again)
    assert results.report()["games"] == 41 and calls == [40, 41]

"""PettingZoo's ``api_test`` and ``seed_test`` over every configuration a game is played in
(issue 36, scope 5): every player count, every mode the count has a table for (三国杀's
two_renegades at 6, 8 and 10), with heroes off and standard (a config with a ``heroes`` field).
tests/test_conformance_all_games.py runs them on each game's small configuration only.

The sweep takes seconds (each api_test plays one game; about 6 s for 三国杀's 20 configurations
on a warm cache), so it is in the default tier, not the ``slow`` one."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from pettingzoo.test import api_test, seed_test

import qxs_env
from qxs_env.lab.simulate import _has_table
from qxs_env.rulesets import registry

API_WARNINGS = [  # as tests/test_conformance_all_games.py
    "ignore:Observation is not a NumPy array:UserWarning",
    "ignore:Observation space for each agent probably should be:UserWarning",
    "ignore:.*observation space value is .*infinity:UserWarning",
    "ignore:Action mask numpy array is all zeros:UserWarning",
]
HEROES = ("off", "standard")
"""The heroes options swept when the game's config has a ``heroes`` field."""


def _configurations(game: str) -> list[tuple[str, int, str, str | None]]:
    """(game, players, mode, heroes or None) of every configuration of ``game``."""
    ruleset = registry.get(game)
    fields = {f.name for f in dataclasses.fields(ruleset.config_class)}
    heroes = HEROES if "heroes" in fields else (None,)
    return [
        (game, n, mode, h)
        for n in range(ruleset.min_players, ruleset.max_players + 1)
        for mode in ruleset.modes
        if _has_table(ruleset, n, mode)  # the lab's test: the game deals a table
        for h in heroes
    ]


CASES = [
    pytest.param(*case, id="-".join(str(x) for x in case)) for case in _configurations("sanguosha")
]


def _env(game: str, players: int, mode: str, heroes: str | None) -> Any:
    options: dict[str, Any] = {"players": players, "mode": mode}
    if heroes is not None:
        options["heroes"] = heroes
    return qxs_env.env(game=game, **options)


def test_the_sweep_covers_every_count_and_mode() -> None:
    """三国杀: 4-10 players in standard, 6, 8 and 10 in two_renegades, each with heroes off and
    standard: 20 configurations."""
    cases = _configurations("sanguosha")
    assert len(cases) == 20
    assert {(n, m) for _, n, m, _ in cases if m == "two_renegades"} == {
        (6, "two_renegades"),
        (8, "two_renegades"),
        (10, "two_renegades"),
    }
    assert {h for *_, h in cases} == {"off", "standard"}


@pytest.mark.filterwarnings(*API_WARNINGS)
@pytest.mark.parametrize(("game", "players", "mode", "heroes"), CASES)
def test_api_and_seed_tests(game: str, players: int, mode: str, heroes: str | None) -> None:
    env = _env(game, players, mode, heroes)
    assert (env.config.players, env.config.mode) == (players, mode)
    api_test(env, num_cycles=300, verbose_progress=False)
    seed_test(lambda: _env(game, players, mode, heroes), num_cycles=300)

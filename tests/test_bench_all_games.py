"""``qxs bench`` over the built-in games (issue 36, scope 5): the engine-only figure
(``play_random_games``) exists for 三国杀 as for 群侠杀, and ``--json`` echoes every game option
of the command line that the game's config has (the descriptor's ``lab_columns``)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from qxs_env.cli.main import main
from qxs_env.rulesets import registry

GAME_OPTIONS = ("deck", "heroes")
"""The game options of ``qxs bench`` (``--deck``, ``--heroes``) that a config may have."""


@pytest.mark.parametrize("game", sorted(registry.BUILTIN))
def test_lab_columns_declare_every_game_option(game: str) -> None:
    """Each game option the game's config has is a column the tools echo."""
    ruleset = registry.get(game)
    fields = {f.name for f in dataclasses.fields(ruleset.config_class)}
    assert [k for k in GAME_OPTIONS if k in fields] == [
        k for k in ruleset.lab_columns if k in GAME_OPTIONS
    ]


def test_bench_sanguosha_engine_figure_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    """``qxs bench --game sanguosha --heroes off --json``: the engine-only figures are
    measured (whole games inside one compiled call), and the JSON and the table echo the deck
    and the heroes. (Heroes off: with heroes standard, random play still meets engine errors in
    some games, "a decision with no legal action", which the heroes' helpers fix.)"""
    argv = ["bench", "--game", "sanguosha", "--players", "5", "--heroes", "off",
            "--seconds", "0.2", "--num-envs", "8", "--quiet"]  # fmt: skip
    assert main([*argv, "--json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["game"] == "sanguosha" and r["heroes"] == "off" and r["deck"] == "seed"
    assert r["engine_decisions_per_s"] > 0 and r["engine_games_per_s"] > 0
    assert r["decisions_per_game"] > 0 and r["turns_per_game"] >= 1
    assert r["aec_config"]["heroes"] == "off"
    assert main(argv) == 0
    table = capsys.readouterr().out
    assert "deck seed, heroes off" in table
    line = next(x for x in table.splitlines() if "engine play_random_games" in x)
    assert "n/a" not in line

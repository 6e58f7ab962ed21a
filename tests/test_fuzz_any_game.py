"""The fuzz and its sweep over any registered game (issue 32): player counts and modes come
from the game's descriptor, the game's own axes from its ``fuzz_axes``, and a game without a
fuzz slice is refused by name. The toy game of ``tests/toy_ruleset`` has none (4-6 players, one
mode); 群侠杀's fuzz itself is tests/test_fuzz.py and tests/test_cli.py."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from toy_ruleset import RULESET as TOY

from qxs_env.cli.main import main
from qxs_env.devtools import fuzz, fuzz_sweep
from qxs_env.rulesets import registry


@pytest.fixture
def toy() -> Iterator[registry.Ruleset]:
    """The toy game in the registry for one test."""
    registry.register(TOY, replace=True)
    yield TOY
    registry.unregister(TOY.name)


def test_players_and_modes_come_from_the_descriptor(toy: registry.Ruleset) -> None:
    assert fuzz_sweep.parse_players("all", toy) == [4, 5, 6]
    assert fuzz_sweep.parse_players("all") == list(range(4, 11))  # 群侠杀
    with pytest.raises(fuzz_sweep.FuzzSweepError, match="players must be 4-6, got 8"):
        fuzz_sweep.parse_players("8", toy)
    assert fuzz_sweep.mode_pairs("both", [4, 6], toy) == [(4, "standard"), (6, "standard")]
    with pytest.raises(fuzz_sweep.FuzzSweepError, match="mode must be standard"):
        fuzz_sweep.mode_pairs("melee", [4], toy)
    # 群侠杀: melee only where its identity table has it (8 players)
    assert fuzz_sweep.mode_pairs("both", [7, 8]) == [(7, "standard"), (8, "standard"), (8, "melee")]
    with pytest.raises(fuzz_sweep.FuzzSweepError, match="not played by 7 players"):
        fuzz_sweep.mode_pairs("melee", [7, 8])


def test_a_game_without_a_fuzz_slice_is_refused(
    toy: registry.Ruleset, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(fuzz_sweep.FuzzSweepError, match="game toy has no fuzz slice"):
        fuzz_sweep.configurations("all", "both", "toy")
    with pytest.raises(fuzz.NoFuzzSliceError, match="game toy has no fuzz slice"):
        fuzz.random_game(toy.make_config(players=4), 0)
    assert main(["fuzz", "--game", "toy", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "game toy has no fuzz slice" in err and len(err.strip().splitlines()) == 1


def test_a_game_without_fuzz_axes_sweeps_players_and_modes(toy: registry.Ruleset) -> None:
    """No ``fuzz_axes``: the configurations are ``make_config(players=, mode=)``, and an axis
    of another game given for it is refused rather than ignored."""
    sliced = dataclasses.replace(toy, fuzz_slice=registry.get(None).fuzz_slice)
    configs = fuzz_sweep.configurations("4-5", "both", sliced)
    assert configs == [toy.make_config(players=4), toy.make_config(players=5)]
    assert fuzz_sweep.label(configs[0], sliced) == "4p standard"
    with pytest.raises(fuzz_sweep.FuzzSweepError, match="has no fuzz axes"):
        fuzz_sweep.configurations("4", "both", sliced, deck="starter")


def test_qxs_fuzz_takes_the_game_by_name_or_alias(tmp_path: Path) -> None:
    """``--game qxs`` (an alias) is 群侠杀; the report names the game."""
    out = tmp_path / "fuzz.json"
    argv = ["fuzz", "--quiet", "--game", "qxs", "--players", "5", "--mode", "standard"]
    assert main([*argv, "--games", "2", "--json", str(out)]) == 0
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["game"] == "qunxiasha" and report["games"] == 2
    assert report["configurations"][0]["label"] == "5p standard, deck starter, heroes off"


def test_engine_compiled_looks_for_this_games_loop(tmp_path, monkeypatch) -> None:
    """Both games bind the framework's fuzz loop (one module name): the cache file of the copy
    bound for 群侠杀 does not say that 三国杀's is compiled."""
    from qxs_env.devtools import fuzz_sweep
    from qxs_env.engine import jit

    monkeypatch.setattr(jit, "CACHE_DIR", str(tmp_path))
    folder = tmp_path / "engine"
    folder.mkdir()
    assert not fuzz_sweep.engine_compiled("qunxiasha")
    (folder / "fuzz_loop.fuzz_games-211-qxs_env_rulesets_qxs.py311.nbi").write_text("")
    assert fuzz_sweep.engine_compiled("qunxiasha")
    assert not fuzz_sweep.engine_compiled("sanguosha")

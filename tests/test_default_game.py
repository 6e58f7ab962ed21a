"""The default game is the rulebook's complete game (issue 19, item 2; docs/rulings.md, "The
default game"): the standard 200-card deck with the 40 base heroes drafted, special cards off,
in GameConfig and so in every adapter and command that builds one."""

from __future__ import annotations

import warnings

import pytest

import qxs_env
from qxs_env.cli import main as cli
from qxs_env.rulesets.qxs.config import GameConfig

COMPLETE = ("standard", "standard", "draft", False)


def _game(config: GameConfig) -> tuple[str, str, object, bool]:
    return config.deck, config.heroes, config.hero_assign, config.specials


def test_game_config_default_is_the_complete_game() -> None:
    assert _game(GameConfig()) == COMPLETE
    assert _game(GameConfig(players=5)) == COMPLETE


def test_adapters_default_to_it() -> None:
    env = qxs_env.env(players=5)
    assert _game(env.config) == COMPLETE
    env.close()
    batch = qxs_env.BatchEnv(2, players=5)
    assert _game(batch.config) == COMPLETE


def test_commands_default_to_it() -> None:
    parser = cli.build_parser()
    for command in ("simulate", "play", "bench", "audit"):
        args = parser.parse_args([command])  # deck and heroes not given: the game's defaults
        assert args.game == "qunxiasha", command
        config = cli.make_config(5, "standard", args.deck, heroes=args.heroes, game=args.game)
        assert _game(config) == COMPLETE, command
    config = cli.make_config(5, "standard", "standard")
    assert _game(config) == COMPLETE
    from qxs_env.lab.simulate import configurations

    assert all(_game(c) == COMPLETE for c in configurations("5,8", "both"))


def test_the_first_game_is_one_option_away() -> None:
    args = cli.build_parser().parse_args(["simulate", "--heroes", "off", "--deck", "starter"])
    config = cli.make_config(5, "standard", args.deck, heroes=args.heroes)
    assert (config.deck, config.heroes) == ("starter", "off")


@pytest.mark.extras
def test_trained_agents_warn_on_another_game() -> None:
    pytest.importorskip("torch")
    from qxs_env.train.policy import TrainedOnAnotherGame, TrainedPolicy, trained_game

    pol = TrainedPolicy(deck="standard", config=GameConfig(players=5))
    with pytest.warns(TrainedOnAnotherGame) as caught:
        pol.net(2)  # the shipped cult agent: trained on the starter deck, heroes off
    text = str(caught[0].message)
    assert "starter deck with heroes off" in text
    assert "standard deck with heroes standard" in text
    assert trained_game(pol.headers[2]) == ("starter", "off")
    same = TrainedPolicy(config=GameConfig(players=5, deck="starter", heroes="off"))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        same.net(2)  # its own game: no warning

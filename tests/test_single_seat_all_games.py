"""The single-seat training envs over every registered game and the toy (issue 32, scope 7):
``SingleSeatEnv(game=...)`` passes gymnasium's and stable-baselines3's env checkers, the vector
env replays a seed exactly, and a game without a compiled learner loop of its own is served by
``qxs_env.train.generic.GenericLearnerGames`` (the toy's: each learner decision is a seat of the
learner identity, rewards are its side's results, an illegal action is refused)."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from toy_ruleset import RULESET as TOY

from qxs_env.rulesets import registry
from qxs_env.train.env import SingleSeatEnv, SingleSeatVectorEnv
from qxs_env.train.generic import GenericLearnerGames

GAMES = list(dict.fromkeys([*registry.names(), TOY.name]))


@pytest.fixture(scope="module", autouse=True)
def toy_registered() -> Iterator[None]:
    registry.register(TOY, replace=True)
    yield
    registry.unregister(TOY.name)


@pytest.fixture(params=GAMES)
def game(request: pytest.FixtureRequest) -> str:
    return request.param


def _config(game: str) -> Any:
    ruleset = registry.get(game)
    return ruleset.make_config(**ruleset.small_config)


def test_single_seat_env_passes_gymnasium_checker(game: str) -> None:
    from gymnasium.utils.env_checker import check_env

    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*observation space (minimum|maximum)")
        check_env(SingleSeatEnv(config=_config(game), game=game), skip_render_check=True)


@pytest.mark.extras
def test_single_seat_env_passes_sb3_checker(game: str) -> None:
    pytest.importorskip("stable_baselines3")
    from stable_baselines3.common.env_checker import check_env

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_env(SingleSeatEnv(config=_config(game), game=game))


def _rollout(game: str, seed: int, steps: int = 60) -> list[Any]:
    env = SingleSeatVectorEnv(3, config=_config(game), game=game)
    obs, info = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    out = [obs.copy()]
    for _ in range(steps):
        masks = env.action_masks()
        acts = np.array([rng.choice(np.flatnonzero(m)) for m in masks])
        obs, rew, term, trunc, info = env.step(acts)
        out += [obs.copy(), rew.copy(), term.copy(), trunc.copy()]
    return out


def test_vector_env_replays_a_seed(game: str) -> None:
    a, b, c = _rollout(game, 5), _rollout(game, 5), _rollout(game, 6)
    assert all(np.array_equal(x, y) for x, y in zip(a, b, strict=True))
    assert not all(np.array_equal(x, y) for x, y in zip(a, c, strict=True))


def test_generic_learner_decides_for_its_identity_and_gets_its_sides_results() -> None:
    ruleset = registry.get(TOY.name)
    assert ruleset.learner_games is None  # the toy has no compiled loop: the generic one
    for identity in range(len(ruleset.identity_names)):
        games = GenericLearnerGames(4, _config(TOY.name), identity, "random", TOY.name)
        games.reset(11)
        rng = np.random.default_rng(identity)
        results = []
        for _ in range(300):
            for b in range(4):
                eng = games.engines[b]
                assert int(eng.actor[0]) == games.seat[b]
                assert int(eng.state["ident"][0, games.seat[b]]) == identity
                assert np.array_equal(games.mask[b], eng.mask[0].astype(np.int8))
            acts = np.array([rng.choice(np.flatnonzero(m)) for m in games.mask])
            rew, term, trunc, _ = games.step(acts)
            results += [float(r) for r in rew[term | trunc]]
            assert not (rew[~(term | trunc)]).any()
        assert results and set(results) <= {1.0, -1.0, 0.0}


def test_generic_learner_refuses_an_illegal_action_and_moves_nothing() -> None:
    games = GenericLearnerGames(2, _config(TOY.name), 0, "random", TOY.name)
    games.reset(3)
    before = [e.state.copy() for e in games.engines]
    bad = int(np.flatnonzero(games.mask[1] == 0)[0])
    legal = int(np.flatnonzero(games.mask[0])[0])
    with pytest.raises(ValueError, match="illegal learner action"):
        games.step(np.array([legal, bad]))
    assert all(np.array_equal(e.state, s) for e, s in zip(games.engines, before, strict=True))


def test_unknown_opponent_or_identity_is_named() -> None:
    with pytest.raises(ValueError, match="unknown opponent 'heuristic'"):
        GenericLearnerGames(1, _config(TOY.name), 0, "heuristic", TOY.name)
    with pytest.raises(ValueError, match="unknown identities"):
        GenericLearnerGames(1, _config(TOY.name), 0, "cult=random", TOY.name)


def test_the_default_learner_is_not_the_leader() -> None:
    """Without ``identity`` a game trains its descriptor's ``default_learner`` (群侠杀's cult),
    else its first identity that is not the leader's (``leader_identity``, an index)."""
    import dataclasses

    from qxs_env.train.generic import default_learner

    assert default_learner(registry.get("qunxiasha")) == "cult"
    assert default_learner(TOY) == "loyal"
    assert SingleSeatEnv(config=_config(TOY.name), game=TOY.name).identity == "loyal"
    assert default_learner(dataclasses.replace(TOY, leader_identity=None)) == "leader"

"""Every registered game against the adapters' contracts (issue 32, scopes 1 and 7), through the
registry's entry points only (``qxs_env.env(game=...)``, ``qxs_env.BatchEnv(n, game=...)``,
``qxs_env.make_engine(game=...)``), each on its small configuration (``Ruleset.small_config``).

Parameterised over every registered game (群侠杀 and any later one, without a line of its own)
and the toy game of ``tests/toy_ruleset`` (registered here, ``registry.register``), so that the
registry and the environments are shown to serve a second game through ``game=`` alone:
PettingZoo's ``api_test`` and ``seed_test``, determinism, ``copy.deepcopy`` and ``pickle`` of
the AEC env and of ``BatchEnv`` continuing exactly like the original, the engine's
``to_bytes``/``load_bytes``, and random play to the end of several games with a legal action
whenever a seat must act and per-seat rewards that follow the winners.
"""

from __future__ import annotations

import copy
import pickle
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test
from toy_ruleset import RULESET as TOY

import qxs_env
from qxs_env.envs.aec import QxsAECEnv
from qxs_env.envs.batch import BatchEnv
from qxs_env.rulesets import registry

GAMES = list(dict.fromkeys([*registry.names(), TOY.name]))
"""The registered games and the toy (registered by :func:`toy_registered`)."""

API_WARNINGS = [  # as tests/test_aec.py: dict observations, unbounded boxes, finished agents
    "ignore:Observation is not a NumPy array:UserWarning",
    "ignore:Observation space for each agent probably should be:UserWarning",
    "ignore:.*observation space value is .*infinity:UserWarning",
    "ignore:Action mask numpy array is all zeros:UserWarning",
]
CLONERS: dict[str, Callable[[Any], Any]] = {
    "deepcopy": copy.deepcopy,
    "pickle": lambda env: pickle.loads(pickle.dumps(env)),
}


@pytest.fixture(scope="module", autouse=True)
def toy_registered() -> Iterator[None]:
    """The toy game in the registry for this module's tests, and out of it afterwards."""
    registry.register(TOY, replace=True)
    yield
    registry.unregister(TOY.name)


@pytest.fixture(params=list(GAMES))
def game(request: pytest.FixtureRequest) -> str:
    return request.param


def small(game: str) -> dict[str, Any]:
    """The game's small configuration (keyword arguments of its config class)."""
    return dict(registry.get(game).small_config)


def make_env(game: str, **kwargs: Any) -> QxsAECEnv:
    return qxs_env.env(game=game, **small(game), **kwargs)


def make_batch(game: str, n: int, **kwargs: Any) -> BatchEnv:
    return qxs_env.BatchEnv(n, game=game, **small(game), **kwargs)


def _eq(a: Any, b: Any) -> bool:
    """Deep equality of what the envs return (arrays exactly, with their dtypes)."""
    if isinstance(a, dict):
        return isinstance(b, dict) and a.keys() == b.keys() and all(_eq(a[k], b[k]) for k in a)
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(_eq(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return np.array_equal(a, b) and np.asarray(a).dtype == np.asarray(b).dtype
    return bool(a == b)


def _legal(mask: np.ndarray, rng: np.random.Generator) -> int:
    legal = np.flatnonzero(mask)
    assert legal.size > 0, "a seat must act with no legal action"
    return int(legal[rng.integers(legal.size)])


def aec_trace(env: QxsAECEnv, seed: int, steps: int) -> list[Any]:
    """``steps`` moves of random legal play (end protocols and new games included)."""
    rng = np.random.default_rng(seed)
    out: list[Any] = []
    for _ in range(steps):
        if not env.agents:
            env.reset()
            out.append(("reset", env.game_seed))
            continue
        agent = env.agent_selection
        obs, rew, term, trunc, info = env.last()
        out.append((agent, obs["observation"].copy(), obs["action_mask"].copy(), rew, term,
                    trunc, copy.deepcopy(info), dict(env.rewards)))  # fmt: skip
        env.step(None if term or trunc else _legal(obs["action_mask"], rng))
    return out


def batch_trace(env: BatchEnv, seed: int, steps: int) -> list[Any]:
    """``steps`` batch steps of random legal play (games end and are dealt again)."""
    rng = np.random.default_rng(seed)
    out = []
    obs = env._out
    for _ in range(steps):
        obs, rew, term, trunc, info = env.step(
            np.array([_legal(m, rng) for m in obs["action_mask"]])
        )
        out.append(copy.deepcopy((obs, rew, term, trunc, info)))
    return out


# ------------------------------------------------------------------ the registry
def test_both_games_are_registered_and_resolved(game: str) -> None:
    ruleset = registry.get(game)
    env = make_env(game)
    assert env.game == ruleset.name and env.metadata["name"] == ruleset.env_id
    assert isinstance(env.config, ruleset.config_class)
    assert registry.ruleset_of(env.config) is ruleset
    assert isinstance(env.engine, ruleset.engine_class)
    assert ruleset.min_players <= env.config.players <= ruleset.max_players
    counts = ruleset.identity_counts(env.config.players, env.config.mode)
    assert len(counts) == len(ruleset.identity_names) and sum(counts) == env.config.players
    batch = make_batch(game, 2)
    assert batch.game == ruleset.name and batch.n_actions == env.n_actions


# ------------------------------------------------------------------ PettingZoo
@pytest.mark.filterwarnings(*API_WARNINGS)
def test_pettingzoo_api_test(game: str) -> None:
    api_test(make_env(game), num_cycles=300, verbose_progress=False)


@pytest.mark.filterwarnings(*API_WARNINGS)
def test_pettingzoo_seed_test(game: str) -> None:
    seed_test(lambda: make_env(game), num_cycles=300)


# ------------------------------------------------------------------ determinism
def test_same_seed_same_games_other_seed_other_games(game: str) -> None:
    traces = []
    for seed in (11, 11, 12):
        env = make_env(game, max_turns=6)
        env.reset(seed=seed)
        traces.append(aec_trace(env, 0, 400))
    assert _eq(traces[0], traces[1])
    assert not _eq(traces[0], traces[2])
    batches = []
    for seed in (5, 5, 6):
        env = make_batch(game, 3, max_turns=6)
        env.reset(seed=seed)
        batches.append(batch_trace(env, 1, 150))
    assert _eq(batches[0], batches[1])
    assert not _eq(batches[0], batches[2])


# ------------------------------------------------------------------ copies and pickles
def _aec_at(game: str, stage: str) -> QxsAECEnv:
    env = make_env(game, max_turns=4)
    if stage == "fresh":
        return env
    env.reset(seed=3)
    rng = np.random.default_rng(1)
    for _ in range(10 if stage == "mid-game" else 100_000):
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            break
        env.step(_legal(obs["action_mask"], rng))
    if stage == "mid-game":
        assert env.engine.actor[0] >= 0, "the game ended before the middle"
        return env
    env.step(None)  # in the middle of the end protocol
    return env


@pytest.mark.parametrize("how", list(CLONERS))
@pytest.mark.parametrize("stage", ["fresh", "mid-game", "finished"])
def test_aec_clone_continues_like_the_original(game: str, how: str, stage: str) -> None:
    env = _aec_at(game, stage)
    clone = CLONERS[how](env)
    assert clone.engine is not env.engine and clone.game == game
    if stage == "fresh":
        env.reset(seed=8)
        clone.reset(seed=8)
    assert _eq(aec_trace(env, 5, 300), aec_trace(clone, 5, 300))
    assert env.engine.to_bytes() == clone.engine.to_bytes()


@pytest.mark.parametrize("how", list(CLONERS))
@pytest.mark.parametrize("stage", ["fresh", "mid-game"])
def test_batch_clone_continues_like_the_original(game: str, how: str, stage: str) -> None:
    env = make_batch(game, 3, max_turns=3)
    if stage == "fresh":
        clone = CLONERS[how](env)
        env.reset(seed=4)
        clone.reset(seed=4)
    else:
        env.reset(seed=4)
        batch_trace(env, 0, 20)
        clone = CLONERS[how](env)
    assert clone.game == game
    a, b = batch_trace(env, 1, 200), batch_trace(clone, 1, 200)
    assert any("final" in t[4] for t in a)  # games ended and were dealt again on the way
    assert _eq(a, b)


# ------------------------------------------------------------------ saved states
def _actions(eng: Any, rng: np.random.Generator) -> list[int]:
    """A random legal action per game of a batch engine (0 for a finished game)."""
    return [0 if eng.done[b] else _legal(eng.mask[b], rng) for b in range(eng.batch)]


def test_engine_bytes_round_trip(game: str) -> None:
    ruleset = registry.get(game)
    config = ruleset.make_config(**small(game))
    eng = ruleset.engine_class(config, batch=3)
    eng.reset(21)
    rng = np.random.default_rng(2)
    for _ in range(30):
        eng.step(_actions(eng, rng))
    data = eng.to_bytes()
    other = ruleset.engine_class(config, batch=3)
    other.load_bytes(data)
    assert other.to_bytes() == data
    for _ in range(30):  # both continue alike
        acts = _actions(eng, rng)
        eng.step(acts)
        other.step(acts)
    assert other.to_bytes() == eng.to_bytes()
    stranger = ruleset.engine_class(config.replace(players=4), batch=3)
    with pytest.raises(ValueError):
        stranger.load_bytes(data)
    with pytest.raises(ValueError):
        other.load_bytes(data[:-7])


# ------------------------------------------------------------------ whole games
def _check_end(env: QxsAECEnv, winners: list[str]) -> None:
    """The end protocol: every seat once, in seat order, its reward from its identity."""
    cfg = env.config
    truncated = bool(env.engine.state["truncated"][0])
    seen = []
    while env.agents:
        agent = env.agent_selection
        _, reward, term, trunc, info = env.last()
        assert (term, trunc) == (not truncated, truncated)
        assert info["winners"] == winners
        if truncated:
            want = cfg.reward_truncated
        else:
            want = cfg.reward_win if info["identity"] in winners else cfg.reward_loss
        assert reward == want, (agent, info)
        seen.append(agent)
        env.step(None)
    assert seen == env.possible_agents


def test_random_games_to_the_end_aec(game: str) -> None:
    env = make_env(game)
    rng = np.random.default_rng(7)
    won = 0
    for seed in range(6):
        env.reset(seed=seed)
        eng = env.engine
        for _ in range(200_000):
            agent = env.agent_selection
            if env.terminations[agent] or env.truncations[agent]:
                break
            assert env.possible_agents.index(agent) == int(eng.actor[0])
            obs, reward, *_ = env.last()
            assert reward == 0.0
            env.step(_legal(obs["action_mask"], rng))
        assert eng.done[0]
        winners = eng.winner_names(0)
        assert bool(winners) != bool(eng.state["truncated"][0])
        won += bool(winners)
        _check_end(env, winners)
        if won == 3:
            break
    assert won == 3, "too many random games were truncated"


def test_random_games_to_the_end_batch(game: str) -> None:
    env = make_batch(game, 4)
    cfg = env.config
    obs, _ = env.reset(seed=9)
    rng = np.random.default_rng(3)
    won = 0
    for _ in range(200_000):
        assert obs["action_mask"].any(axis=1).all()
        obs, rew, term, trunc, info = env.step(
            np.array([_legal(m, rng) for m in obs["action_mask"]])
        )
        for b in np.flatnonzero(term | trunc):
            if trunc[b]:
                assert (rew[b] == cfg.reward_truncated).all()
                continue
            won_seats = info["final"]["won"][b]
            n_win = int(won_seats.sum())
            assert 0 < n_win < cfg.players
            assert (rew[b] == cfg.reward_win).tolist() == won_seats.tolist()
            assert int((rew[b] == cfg.reward_win).sum()) == n_win
            assert int((rew[b] == cfg.reward_loss).sum()) == cfg.players - n_win
            won += 1
        assert not rew[~(term | trunc)].any()
        if won >= 6:
            break
    assert won >= 6


# ------------------------------------------------------------------ errors, words, extras
def test_illegal_actions_are_refused_in_the_games_words(game: str) -> None:
    ruleset = registry.get(game)
    env = make_env(game)
    env.reset(seed=2)
    masked = int(np.flatnonzero(env.engine.mask[0] == 0)[0])
    before = env.engine.to_bytes()
    with pytest.raises(ValueError, match="masked out") as info:
        env.step(masked)
    assert ruleset.decision_to_string(env.engine, 0) in str(info.value)
    assert env.engine.to_bytes() == before
    penalty = make_env(game, illegal_action="penalty")
    penalty.reset(seed=2)
    offender = penalty.agent_selection
    penalty.step(masked)
    assert penalty.rewards[offender] == -1.0 and all(penalty.terminations.values())
    batch = make_batch(game, 2)
    obs, _ = batch.reset(seed=2)
    acts = np.array([int(np.flatnonzero(m)[0]) for m in obs["action_mask"]])
    acts[1] = int(np.flatnonzero(obs["action_mask"][1] == 0)[0])
    with pytest.raises(ValueError, match="slot 1"):
        batch.step(acts)


def test_render_and_start_games(game: str) -> None:
    env = make_env(game, render_mode="ansi")
    env.reset(seed=1)
    obs, *_ = env.last()
    env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    text = env.render()
    assert isinstance(text, str) and "seat 0" in text
    batch = make_batch(game, 3)
    batch.reset(seed=1)
    batch.start_games([2], [int(batch.engine.state["seed"][0])])
    for key in ("observation", "action_mask", "seat"):
        assert np.array_equal(batch._out[key][2], batch._out[key][0])


def test_parked_slots_are_left_as_they_are(game: str) -> None:
    """``BatchEnv.step(actions, active)`` (every game's ``vec_step``): a parked slot's game,
    outputs and end flags stay; the other slots step as without parking."""
    rng = np.random.default_rng(3)
    parked, free = make_batch(game, 3), make_batch(game, 3)
    obs, _ = parked.reset(seed=2)
    free.reset(seed=2)
    active = np.array([True, False, True])
    kept = parked.engine.state[1].copy()
    kept_out = {k: v[1].copy() for k, v in obs.items()}
    for _ in range(60):
        acts = np.array([_legal(m, rng) for m in free._out["action_mask"]])
        _, rew, term, trunc, _ = parked.step(np.where(active, acts, -5), active)
        free.step(acts)
        assert not rew[1].any() and not term[1] and not trunc[1]
        for k, v in obs.items():
            assert np.array_equal(v[active], free._out[k][active]), k
    assert all(np.array_equal(kept[f], parked.engine.state[1][f]) for f in kept.dtype.names)
    assert all(np.array_equal(obs[k][1], v) for k, v in kept_out.items())


def test_a_broken_game_is_refused_until_reset(game: str) -> None:
    """The rules raising inside a game (forced: the pending decision made the only frame of
    the stack, so an action handing its result back empties it): the game's error comes out of
    ``step``, the game is marked broken and refused until ``reset``."""
    env = make_env(game)
    env.reset(seed=40)
    st = env.engine.state
    sp = int(st["sp"][0])
    st["stk"][0, 0] = st["stk"][0, sp - 1]
    st["sp"][0] = 1
    for a in env.engine.legal_actions(0):
        clone = copy.deepcopy(env)
        try:
            clone.step(a)
        except RuntimeError as exc:
            assert "empty decision stack" in str(exc) and "broken" in str(exc)
            break
    else:
        pytest.fail("no action emptied the stack")
    assert clone.engine.broken[0] == 1
    with pytest.raises(RuntimeError, match="broken"):
        clone.step(a)
    clone.reset(seed=40)
    assert clone.engine.broken[0] == 0
    obs, *_ = clone.last()
    clone.step(int(np.flatnonzero(obs["action_mask"])[0]))


def test_random_games_end_with_rewards_of_their_results(game: str) -> None:
    """The raw engine (``qxs_env.make_engine``): a batch of random games to their ends, each
    with per-seat results (``won``) that its rewards follow, none for a truncated game."""
    eng = qxs_env.make_engine(game=game, batch=4, **small(game))
    eng.reset(21)
    rng = np.random.default_rng(6)
    for _ in range(20_000):
        if eng.done.all():
            break
        eng.step(_actions(eng, rng))
    assert eng.done.all()
    won = eng.state["won"][:, : eng.players]
    for b in range(eng.batch):
        rewards = eng.returns(b)
        if eng.state["truncated"][b]:
            assert not won[b].any()
        else:
            assert won[b].any() and list(rewards > 0) == [bool(w) for w in won[b]]

"""Tests of the PettingZoo AEC environment (qxs_env.envs.aec)."""

from __future__ import annotations

import os
import re
from typing import Any

import numpy as np
import pytest
from pettingzoo.test import api_test

import qxs_env
from qxs_env.envs.aec import QxsAECEnv
from qxs_env.rulesets.qxs import rules
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES

# api_test warns about dict observations, unbounded observation boxes and the all-zero masks of
# finished agents; all are by design here.
API_WARNINGS = [
    "ignore:Observation is not a NumPy array:UserWarning",
    "ignore:Observation space for each agent probably should be:UserWarning",
    "ignore:.*observation space value is .*infinity:UserWarning",
    "ignore:Action mask numpy array is all zeros:UserWarning",
]


def random_action(env: QxsAECEnv, obs: dict[str, np.ndarray], rng: np.random.Generator) -> int:
    legal = np.flatnonzero(obs["action_mask"])
    assert legal.size > 0, f"{env.agent_selection} is selected with no legal action"
    return int(legal[rng.integers(legal.size)])


def play_to_end(env: QxsAECEnv, rng: np.random.Generator, limit: int = 100_000) -> int:
    """Random legal moves until the game is over (agents still present); returns the moves."""
    for k in range(limit):
        agent = env.agent_selection
        if env.terminations[agent] or env.truncations[agent]:
            return k
        obs, *_ = env.last()
        env.step(random_action(env, obs, rng))
    raise AssertionError("the game did not end")


def drain(env: QxsAECEnv) -> dict[str, tuple[float, bool, bool, dict[str, Any]]]:
    """The end protocol: step every finished agent with None; returns what last() showed."""
    seen = {}
    while env.agents:
        agent = env.agent_selection
        assert agent not in seen, f"{agent} selected twice in the end protocol"
        _, reward, term, trunc, info = env.last()
        assert term or trunc
        seen[agent] = (reward, term, trunc, dict(info))
        env.step(None)
    return seen


def same_state(a: np.ndarray, b: np.ndarray) -> bool:
    """Field-by-field equality of two engine states (the padding bytes between fields of the
    record are not part of the game and need not match)."""
    return a.dtype == b.dtype and all(np.array_equal(a[f], b[f]) for f in a.dtype.names)


def masked_out_action(env: QxsAECEnv) -> int:
    mask = env.engine.mask[0]
    return int(np.flatnonzero(~mask)[0])


# ------------------------------------------------------------------ PettingZoo API test
@pytest.mark.filterwarnings(*API_WARNINGS)
@pytest.mark.parametrize(
    ("players", "mode"),
    [(4, "standard"), (5, "standard"), (6, "standard"), (7, "standard"), (8, "standard")]
    + [(9, "standard"), (10, "standard"), (8, "melee")],
)
def test_api(players: int, mode: str) -> None:
    env = qxs_env.env(players=players, mode=mode)
    api_test(env, num_cycles=300, verbose_progress=False)


@pytest.mark.filterwarnings(*API_WARNINGS)
@pytest.mark.parametrize(("players", "assign"), [(4, "draft"), (7, "random"), (10, "draft")])
def test_api_heroes(players: int, assign: str) -> None:
    """The PettingZoo API test with heroes on (the draft's decisions included)."""
    env = qxs_env.env(players=players, heroes="implemented", hero_assign=assign)
    api_test(env, num_cycles=300, verbose_progress=False)


def test_env_is_unwrapped_and_named() -> None:
    env = qxs_env.env(players=5)
    assert type(env) is QxsAECEnv
    assert isinstance(qxs_env.raw_env(players=5), QxsAECEnv)
    assert str(env) == "qxs_v0"
    assert env.metadata["render_modes"] == ["ansi", "human"]
    assert env.metadata["is_parallelizable"] is False
    assert env.possible_agents == [f"seat_{i}" for i in range(5)]


def test_spaces() -> None:
    env = qxs_env.env(players=6)
    eng = env.engine
    for agent in env.possible_agents:
        osp = env.observation_space(agent)
        assert osp is env.observation_space(agent)
        assert osp["observation"].shape == (eng.obs_size,)
        assert osp["observation"].dtype == np.float32
        assert osp["action_mask"].shape == (eng.n_actions,)
        assert osp["action_mask"].dtype == np.int8
        assert env.action_space(agent).n == eng.n_actions
    with pytest.raises(KeyError, match="seat_6"):
        env.observation_space("seat_6")


def test_fast_entry_points_are_used() -> None:
    if os.environ.get("NUMBA_DISABLE_JIT", "0") not in ("", "0"):
        pytest.skip("JIT disabled: the env falls back to plain calls")
    env = qxs_env.env(players=4)
    assert env._one_game is not rules.one_game


# ------------------------------------------------------------------ whole games
@pytest.mark.parametrize(("players", "mode"), [(4, "standard"), (8, "standard"), (8, "melee")])
def test_random_game_rewards_match_winners(players: int, mode: str) -> None:
    rng = np.random.default_rng(players)
    env = qxs_env.env(players=players, mode=mode)
    eng = env.engine
    checked = 0
    for seed in range(20):
        env.reset(seed=seed)
        saw_dead = False
        while True:
            agent = env.agent_selection
            if env.terminations[agent] or env.truncations[agent]:
                break
            seat = env.possible_agents.index(agent)
            assert seat == int(eng.actor[0])
            assert eng.state.alive[0, seat], f"dead {agent} selected while the game runs"
            saw_dead |= not eng.state.alive[0, :players].all()
            assert len(env.agents) == players
            obs, reward, term, trunc, _ = env.last()
            assert reward == 0 and not term and not trunc
            env.step(random_action(env, obs, rng))
        if eng.state.truncated[0]:
            continue
        assert eng.done[0]
        winners = eng.winner_names(0)
        assert winners
        seen = drain(env)
        assert list(seen) == env.possible_agents  # every agent, in seat order
        expected = []
        for seat, agent in enumerate(env.possible_agents):
            ident = IDENTITY_NAMES[int(eng.state.ident[0, seat])]
            want = 1.0 if ident in winners else -1.0
            expected.append(want)
            reward, term, trunc, info = seen[agent]
            assert reward == want, (agent, ident, winners)
            assert term and not trunc
            assert info["winners"] == winners and info["identity"] == ident
        total = sum(seen[a][0] for a in env.possible_agents)
        # not zero-sum: the result is +1 per winner and -1 per loser, both sides present
        assert expected.count(1.0) > 0 and expected.count(-1.0) > 0
        assert total == expected.count(1.0) - expected.count(-1.0)
        assert saw_dead
        assert env.agents == [] and env.rewards == {} and env.infos == {}
        checked += 1
        if checked == 2:
            break
    assert checked == 2, "too many random games were truncated"


def test_truncation_at_turn_limit() -> None:
    env = qxs_env.env(players=5, max_turns=3)
    env.reset(seed=1)
    play_to_end(env, np.random.default_rng(0))
    assert env.engine.state.truncated[0]
    assert all(env.truncations.values()) and not any(env.terminations.values())
    assert all(r == 0.0 for r in env.rewards.values())
    seen = drain(env)
    assert len(seen) == 5
    for reward, term, trunc, info in seen.values():
        assert reward == 0.0 and trunc and not term
        assert info["winners"] == []


def test_custom_rewards_from_config() -> None:
    cfg = GameConfig(players=4, reward_win=2.5, reward_loss=-0.5)
    env = qxs_env.env(config=cfg)
    rng = np.random.default_rng(3)
    for seed in range(10):
        env.reset(seed=seed)
        play_to_end(env, rng)
        if not env.engine.state.truncated[0]:
            break
    assert set(env.rewards.values()) == {2.5, -0.5}


# ------------------------------------------------------------------ illegal actions
def test_masked_out_action_raises_and_changes_nothing() -> None:
    env = qxs_env.env(players=6)
    env.reset(seed=7)
    before = env.engine.to_bytes()
    agent = env.agent_selection
    obs_before = env.observe(agent)["observation"].copy()
    bad = masked_out_action(env)
    with pytest.raises(ValueError, match=rf"illegal action {bad}\b.*{agent}.*legal actions: \d"):
        env.step(bad)
    assert env.engine.to_bytes() == before
    assert env.agent_selection == agent
    np.testing.assert_array_equal(env.observe(agent)["observation"], obs_before)
    # the same agent may go on with a legal action
    env.step(int(np.flatnonzero(env.engine.mask[0])[0]))


@pytest.mark.parametrize(
    ("action", "pattern"),
    [
        (-1, "out of range"),
        (10_000, "out of range"),
        (np.int64(10_000), "out of range"),
        (1.0, "of type float"),
        ("3", "of type str"),
        (True, "of type bool"),
        (np.array([1, 2]), "of type ndarray"),
        (None, "None"),
    ],
)
def test_bad_actions_raise(action: Any, pattern: str) -> None:
    env = qxs_env.env(players=4)
    env.reset(seed=2)
    before = env.engine.to_bytes()
    with pytest.raises(ValueError, match=pattern):
        env.step(action)
    assert env.engine.to_bytes() == before


def test_numpy_integer_actions_accepted() -> None:
    env = qxs_env.env(players=4)
    env.reset(seed=2)
    a = int(np.flatnonzero(env.engine.mask[0])[0])
    env.step(np.int32(a))
    a = int(np.flatnonzero(env.engine.mask[0])[0])
    env.step(np.array(a, dtype=np.int16))  # a 0-d integer array
    assert env.engine.state.ndec[0] == 2


def test_penalty_mode_ends_game() -> None:
    env = qxs_env.env(players=5, illegal_action="penalty", illegal_reward=-5.0)
    env.reset(seed=11)
    rng = np.random.default_rng(0)
    for _ in range(10):  # into the game a little
        obs, *_ = env.last()
        env.step(random_action(env, obs, rng))
    offender = env.agent_selection
    bad = masked_out_action(env)
    env.step(bad)
    assert not env.engine.done[0]  # the engine game itself was not finished
    assert all(env.terminations.values()) and not any(env.truncations.values())
    for agent in env.agents:
        assert env.rewards[agent] == (-5.0 if agent == offender else 0.0)
        assert str(bad) in env.infos[agent]["illegal_action"]
        assert offender in env.infos[agent]["illegal_action"]
        assert not env.observe(agent)["action_mask"].any()
    with pytest.raises(ValueError, match="must be stepped with None"):
        env.step(0)
    seen = drain(env)
    assert {a: s[0] for a, s in seen.items()} == {
        a: (-5.0 if a == offender else 0.0) for a in env.possible_agents
    }
    assert all(s[1] for s in seen.values())


def test_penalty_mode_for_non_int_and_none() -> None:
    for action in (None, "x", 10_000):
        env = qxs_env.env(players=4, illegal_action="penalty")
        env.reset(seed=0)
        offender = env.agent_selection
        env.step(action)
        assert env.rewards[offender] == -1.0
        assert sum(env.rewards.values()) == -1.0


# ------------------------------------------------------------------ protocol misuse
def test_protocol_errors() -> None:
    env = qxs_env.env(players=4, max_turns=2)
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)
    with pytest.raises(RuntimeError, match="reset"):
        env.observe("seat_0")
    env.reset(seed=0)
    with pytest.raises(KeyError, match="seat_9"):
        env.observe("seat_9")
    play_to_end(env, np.random.default_rng(0))
    drain(env)
    with pytest.raises(RuntimeError, match="every agent has been removed"):
        env.step(None)
    with pytest.raises(RuntimeError, match="every agent has been removed"):
        env.step(0)
    env.reset(seed=0)  # and a new game starts normally
    assert len(env.agents) == 4 and not any(env.terminations.values())


def test_constructor_validation() -> None:
    with pytest.raises(ValueError, match="disagree"):
        qxs_env.env(players=5, config=GameConfig(players=6))
    env = qxs_env.env(config=GameConfig(players=6), max_turns=3)
    assert env.config.players == 6 and env.config.max_turns == 3
    with pytest.raises(ValueError, match="illegal_action"):
        qxs_env.env(illegal_action="ignore")
    with pytest.raises(ValueError, match="render_mode"):
        qxs_env.env(render_mode="rgb_array")
    with pytest.raises(ValueError, match="melee"):
        qxs_env.env(players=6, mode="melee")
    env = qxs_env.env(players=4)
    with pytest.raises(ValueError, match="seed"):
        env.reset(seed=-1)


# ------------------------------------------------------------------ observations and masks
def test_masks_and_observations_follow_the_engine() -> None:
    env = qxs_env.env(players=7)
    eng = env.engine
    env.reset(seed=5)
    rng = np.random.default_rng(1)
    for _ in range(150):
        acting = env.agent_selection
        for seat, agent in enumerate(env.possible_agents):
            obs = env.observe(agent)
            assert obs["action_mask"].dtype == np.int8
            if agent == acting:
                np.testing.assert_array_equal(obs["action_mask"].astype(bool), eng.mask[0])
                assert obs["action_mask"].any()
            else:
                assert not obs["action_mask"].any(), f"{agent} has a mask but is not acting"
            np.testing.assert_array_equal(obs["observation"], eng.observe(seat))
        obs, *_ = env.last()
        env.step(random_action(env, obs, rng))
        if eng.done[0]:
            break


def test_observation_is_refreshed_after_a_step() -> None:
    env = qxs_env.env(players=4)
    env.reset(seed=9)
    rng = np.random.default_rng(0)
    agent = env.agent_selection
    first = {k: v.copy() for k, v in env.observe(agent).items()}
    while env.agent_selection == agent:  # until somebody else acts
        obs, *_ = env.last()
        env.step(random_action(env, obs, rng))
    again = env.observe(agent)
    assert not again["action_mask"].any() and first["action_mask"].any()
    seat = env.possible_agents.index(agent)
    np.testing.assert_array_equal(again["observation"], env.engine.observe(seat))


# ------------------------------------------------------------------ determinism
def trajectory(seed: int | None, env_seed_first: int | None = None, moves: int = 400) -> list:
    env = qxs_env.env(players=6)
    if env_seed_first is not None:
        env.reset(seed=env_seed_first)
    env.reset(seed=seed)
    rng = np.random.default_rng(123)
    out = []
    for _ in range(moves):
        if not env.agents:
            break
        obs, reward, term, trunc, _ = env.last()
        if term or trunc:
            action = None
        else:
            action = random_action(env, obs, rng)
        out.append((env.agent_selection, obs["observation"].tobytes(), reward, action))
        env.step(action)
    return out


def test_same_seed_same_game() -> None:
    a = trajectory(42)
    assert a == trajectory(42)
    assert a != trajectory(43)
    # reset() without a seed after reset(seed=s) continues a reproducible seed stream
    assert trajectory(None, env_seed_first=7) == trajectory(None, env_seed_first=7)
    assert trajectory(None, env_seed_first=7) != trajectory(None, env_seed_first=8)


def test_game_seed_replays_through_engine() -> None:
    env = qxs_env.env(players=5)
    env.reset(seed=77)
    assert env.game_seed == 77
    rng = np.random.default_rng(4)
    actions = []
    for _ in range(60):
        obs, *_ = env.last()
        a = random_action(env, obs, rng)
        actions.append(a)
        env.step(a)
    other = qxs_env.Engine.replay(env.config, 77, actions)
    assert same_state(other.state, env.engine.state)


def test_restoring_a_saved_state() -> None:
    # (Engine.load_bytes would do the same as the assignment below, but its array's dtype loses
    # the aligned flag, which makes numba compile the whole engine once more for it.)
    env = qxs_env.env(players=5)
    env.reset(seed=3)
    rng = np.random.default_rng(0)
    for _ in range(20):
        obs, *_ = env.last()
        env.step(random_action(env, obs, rng))
    saved = env.engine.state.copy()
    agent = env.agent_selection
    moves = []
    for _ in range(30):
        obs, *_ = env.last()
        a = random_action(env, obs, rng)
        moves.append((env.agent_selection, a))
        env.step(a)
    after = env.engine.state.copy()
    for how in ("replace", "in place"):
        if how == "replace":  # a new state array: noticed on the next call
            env.engine.state = saved.copy()
        else:  # rewritten in place: the env must be told
            env.engine.state[:] = saved
            env.sync()
        obs = env.observe(agent)["observation"]
        assert obs.tobytes() == env.engine.observe(int(agent[5:])).tobytes(), how
        assert env.agent_selection == agent, how
        for who, a in moves:
            assert env.agent_selection == who, how
            env.step(a)
        assert same_state(env.engine.state, after), how


# ------------------------------------------------------------------ render
def test_render_ansi() -> None:
    env = qxs_env.env(players=5, render_mode="ansi")
    env.reset(seed=0)
    rng = np.random.default_rng(0)
    for _ in range(5):
        obs, *_ = env.last()
        env.step(random_action(env, obs, rng))
    text = env.render()
    assert isinstance(text, str) and text
    for seat in range(5):
        assert re.search(rf"\bseat {seat}\b", text)
    assert "last step:" in text


def test_render_human_prints(capsys: pytest.CaptureFixture[str]) -> None:
    env = qxs_env.env(players=4, render_mode="human")
    env.reset(seed=0)
    assert "seat 3" in capsys.readouterr().out
    assert env.render() is None
    assert "seat 0" in capsys.readouterr().out


def test_render_without_mode_warns() -> None:
    env = qxs_env.env(players=4)
    env.reset(seed=0)
    with pytest.warns(UserWarning, match="render mode"):
        assert env.render() is None

"""The env adapters against their contracts: copies and pickles that continue exactly like the
original, gymnasium's vector contract (SingleSeatVectorEnv), gymnasium's and SB3's env checkers
(SingleSeatEnv), and the shared argument checks (qxs_env.envs.validation) in every adapter."""

from __future__ import annotations

import copy
import pickle
import warnings
from collections.abc import Callable
from typing import Any

import gymnasium
import numpy as np
import pytest

import qxs_env
from qxs_env.envs.aec import QxsAECEnv
from qxs_env.envs.batch import BatchEnv
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.train.env import SingleSeatEnv, SingleSeatVectorEnv

CLONERS: dict[str, Callable[[Any], Any]] = {
    "deepcopy": copy.deepcopy,
    "pickle": lambda env: pickle.loads(pickle.dumps(env)),
}


def _eq(a: Any, b: Any) -> bool:
    """Deep equality of what the envs return (arrays compared exactly, NaN-free)."""
    if isinstance(a, dict):
        return isinstance(b, dict) and a.keys() == b.keys() and all(_eq(a[k], b[k]) for k in a)
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(_eq(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, np.ndarray) and a.dtype == object:
        return a.shape == b.shape and all(_eq(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return np.array_equal(a, b) and np.asarray(a).dtype == np.asarray(b).dtype
    return bool(a == b)


def _legal(mask: np.ndarray, rng: np.random.Generator) -> int:
    legal = np.flatnonzero(mask)
    return int(legal[rng.integers(legal.size)])


# ------------------------------------------------------------------ AEC env
def _aec_trace(env: QxsAECEnv, seed: int, steps: int) -> list[Any]:
    """``steps`` moves of random legal play (the end protocol and a new game included)."""
    rng = np.random.default_rng(seed)
    out = []
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


def _aec_to(stage: str) -> QxsAECEnv:
    env = qxs_env.env(players=5, max_turns=4)
    if stage == "fresh":
        return env
    env.reset(seed=3)
    rng = np.random.default_rng(1)
    if stage == "mid-game":
        for _ in range(25):
            obs, *_ = env.last()
            env.step(_legal(obs["action_mask"], rng))
        return env
    while not (env.terminations[env.agent_selection] or env.truncations[env.agent_selection]):
        obs, *_ = env.last()
        env.step(_legal(obs["action_mask"], rng))
    env.step(None)  # finished, in the middle of the end protocol
    return env


@pytest.mark.parametrize("how", list(CLONERS))
@pytest.mark.parametrize("stage", ["fresh", "mid-game", "finished"])
def test_aec_clone_continues_like_the_original(how: str, stage: str) -> None:
    env = _aec_to(stage)
    clone = CLONERS[how](env)
    assert clone.engine is not env.engine
    if stage == "fresh":
        with pytest.raises(RuntimeError, match="reset"):
            clone.step(0)
        env.reset(seed=8)
        clone.reset(seed=8)
    a = _aec_trace(env, 5, 300)
    b = _aec_trace(clone, 5, 300)
    assert _eq(a, b)
    assert env.engine.to_bytes() == clone.engine.to_bytes()
    # an illegal action is refused by the clone exactly as by the original
    if env.agents and not env.terminations[env.agent_selection]:
        masked = int(np.flatnonzero(env.engine.mask[0] == 0)[0])
        with pytest.raises(ValueError) as e1:
            env.step(masked)
        with pytest.raises(ValueError) as e2:
            clone.step(masked)
        assert str(e1.value) == str(e2.value)


def test_aec_clone_penalty_mode_and_independence() -> None:
    env = qxs_env.env(players=4, illegal_action="penalty")
    env.reset(seed=0)
    clone = copy.deepcopy(env)
    clone.step(10_000)  # ends the clone's game with a penalty
    assert all(clone.terminations.values()) and not any(env.terminations.values())
    assert "illegal_action" in clone.infos[clone.agents[0]]
    obs, *_ = env.last()
    env.step(_legal(obs["action_mask"], np.random.default_rng(0)))  # the original plays on


# ------------------------------------------------------------------ BatchEnv
def _batch_trace(env: BatchEnv, seed: int, steps: int) -> list[Any]:
    rng = np.random.default_rng(seed)
    obs = env._out
    out = []
    for _ in range(steps):
        acts = np.array([_legal(m, rng) for m in obs["action_mask"]])
        obs, rew, term, trunc, info = env.step(acts)
        out.append(copy.deepcopy((obs, rew, term, trunc, info)))
    return out


@pytest.mark.parametrize("how", list(CLONERS))
@pytest.mark.parametrize("stage", ["fresh", "mid-game"])
def test_batch_env_clone_continues_like_the_original(how: str, stage: str) -> None:
    env = BatchEnv(3, players=4, max_turns=3)
    if stage == "fresh":
        clone = CLONERS[how](env)
        env.reset(seed=4)
        clone.reset(seed=4)
    else:
        env.reset(seed=4)
        _batch_trace(env, 0, 20)
        clone = CLONERS[how](env)
    a = _batch_trace(env, 1, 200)
    b = _batch_trace(clone, 1, 200)
    assert any("final" in t[4] for t in a)  # games ended (and were dealt again) on the way
    assert _eq(a, b)


# ------------------------------------------------------------------ single seat
def _single_trace(env: SingleSeatEnv, seed: int, steps: int) -> list[Any]:
    rng = np.random.default_rng(seed)
    out = []
    over = False
    for _ in range(steps):
        if over:
            out.append(env.reset())
            over = False
            continue
        r = env.step(_legal(env.action_masks(), rng))
        over = r[2] or r[3]
        out.append(r)
    return out


@pytest.mark.parametrize("how", list(CLONERS))
@pytest.mark.parametrize("stage", ["fresh", "mid-game", "finished"])
def test_single_seat_clone_continues_like_the_original(how: str, stage: str) -> None:
    env = SingleSeatEnv("cult", players=8)
    if stage != "fresh":
        env.reset(seed=2)
        rng = np.random.default_rng(0)
        for _ in range(500 if stage == "finished" else 5):
            _, _, term, trunc, _ = env.step(_legal(env.action_masks(), rng))
            if term or trunc:
                break
        assert stage != "finished" or term or trunc
    clone = CLONERS[how](env)
    if stage == "fresh":
        assert _eq(env.reset(seed=6), clone.reset(seed=6))
    if stage == "finished":
        with pytest.raises(RuntimeError, match="reset"):
            clone.step(0)
        assert _eq(env.reset(), clone.reset())
    assert _eq(_single_trace(env, 3, 150), _single_trace(clone, 3, 150))


@pytest.mark.parametrize("how", list(CLONERS))
@pytest.mark.parametrize("stage", ["fresh", "mid-game"])
def test_single_seat_vector_clone_continues_like_the_original(how: str, stage: str) -> None:
    env = SingleSeatVectorEnv(3, "righteous", players=6)
    if stage == "fresh":
        clone = CLONERS[how](env)
        assert _eq(env.reset(seed=1), clone.reset(seed=1))
    else:
        env.reset(seed=1)
        _vector_trace(env, 0, 10)
        clone = CLONERS[how](env)
    a, b = _vector_trace(env, 2, 80), _vector_trace(clone, 2, 80)
    assert any((t[2] | t[3]).any() for t in a)
    assert _eq(a, b)


def _vector_trace(env: Any, seed: int, steps: int) -> list[Any]:
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(steps):
        acts = np.array([_legal(m, rng) for m in env.action_masks()])
        out.append(copy.deepcopy(env.step(acts)))
    return out


@pytest.mark.extras
@pytest.mark.parametrize("how", list(CLONERS))
def test_qxs_vec_env_clone_continues_like_the_original(how: str) -> None:
    pytest.importorskip("stable_baselines3")
    from qxs_env.train.vec_env import QxsVecEnv

    cfgs = [GameConfig(players=6), GameConfig(players=7)]
    env = QxsVecEnv("righteous", cfgs, num_envs=4, seed=5, hint=True, shaping=0.5)
    env.reset()
    rng = np.random.default_rng(0)
    for _ in range(10):
        env.step(np.array([_legal(m, rng) for m in env.action_masks()]))
    clone = CLONERS[how](env)

    def trace(v: Any) -> list[Any]:
        r = np.random.default_rng(1)
        out = []
        for _ in range(80):
            obs, rew, done, infos = v.step(np.array([_legal(m, r) for m in v.action_masks()]))
            for i in infos:
                if "episode" in i:
                    i["episode"].pop("t")  # wall time
            out.append(copy.deepcopy((obs, rew, done, infos)))
        return out

    a, b = trace(env), trace(clone)
    assert any(d.any() for _, _, d, _ in a)
    assert _eq(a, b)
    assert list(env.results) == list(clone.results) and env.dropped_rows == clone.dropped_rows


# ------------------------------------------------------------------ gymnasium's vector contract
def test_only_the_single_seat_vector_env_claims_to_be_a_gymnasium_vector_env() -> None:
    assert issubclass(SingleSeatVectorEnv, gymnasium.vector.VectorEnv)
    assert not issubclass(BatchEnv, gymnasium.vector.VectorEnv)
    env = SingleSeatVectorEnv(2)
    assert env.metadata["autoreset_mode"] is gymnasium.vector.AutoresetMode.NEXT_STEP
    assert env.observation_space.shape == (2, env.obs_size)
    assert env.action_space == gymnasium.spaces.MultiDiscrete([env.n_actions] * 2)


def test_deprecated_vector_env_alias_warns() -> None:
    with pytest.warns(DeprecationWarning, match="BatchEnv"):
        alias = qxs_env.VectorEnv
    assert alias is BatchEnv
    with pytest.warns(DeprecationWarning, match="BatchEnv"):
        from qxs_env.envs.batch import VectorEnv
    assert VectorEnv is BatchEnv
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert qxs_env.BatchEnv is BatchEnv


def test_record_episode_statistics_over_the_vector_env() -> None:
    """gymnasium's RecordEpisodeStatistics reports exactly the returns and lengths (learner
    decisions) of the episodes, and the next-step autoreset behaves as gymnasium specifies."""
    from gymnasium.wrappers.vector import RecordEpisodeStatistics

    n = 4
    env = RecordEpisodeStatistics(SingleSeatVectorEnv(n, "cult", players=8), buffer_length=100)
    inner = env.unwrapped
    obs, info = env.reset(seed=3)
    assert obs.shape == (n, inner.obs_size) and obs.dtype == np.float32
    assert info["action_mask"].shape == (n, inner.n_actions) and info["_seat"].all()
    rng = np.random.default_rng(0)
    episodes = 0
    returns = np.zeros(n)
    lengths = np.zeros(n, int)
    resetting = np.zeros(n, bool)
    for _ in range(400):
        acts = np.array([_legal(m, rng) for m in info["action_mask"]])
        acts[resetting] = 0  # ignored on a reset step (need not be legal)
        prev = obs
        obs, rew, term, trunc, info = env.step(acts)
        assert rew.shape == (n,) and rew.dtype == np.float32
        assert term.shape == trunc.shape == (n,) and term.dtype == trunc.dtype == np.bool_
        assert not (rew[resetting].any() or term[resetting].any() or trunc[resetting].any())
        assert np.array_equal(obs[resetting], inner.games.obs[resetting])  # the next game
        lengths[~resetting] += 1
        returns += rew
        done = term | trunc
        assert np.array_equal(obs[done], prev[done])  # the final view: the last decision's
        if done.any():
            assert np.array_equal(info["_episode"], done)
            assert np.array_equal(info["episode"]["r"][done], returns[done])
            assert np.array_equal(info["episode"]["l"][done], lengths[done])
            episodes += int(done.sum())
            returns[done] = 0
            lengths[done] = 0
        else:
            assert "episode" not in info
        assert env.observation_space.contains(obs)
        resetting = done
    assert episodes >= 4 and len(env.return_queue) == episodes
    assert set(np.unique(list(env.return_queue))) <= {-1.0, 0.0, 1.0}


def test_cleanrl_style_loop() -> None:
    """A CleanRL-style rollout (numpy policy) over gymnasium's RecordEpisodeStatistics:
    buffers (T, N), reset steps of the next-step autoreset left out of the targets, truncated
    games bootstrapped from their final observation."""
    from gymnasium.wrappers.vector import RecordEpisodeStatistics

    n, steps, gamma = 3, 64, 0.99
    envs = RecordEpisodeStatistics(SingleSeatVectorEnv(n, "righteous", players=6))
    assert isinstance(envs.single_action_space, gymnasium.spaces.Discrete)
    w = np.random.default_rng(0).normal(size=envs.single_observation_space.shape)

    def value(x: np.ndarray) -> np.ndarray:
        return np.tanh(x @ w / 100.0)

    obs_buf = np.zeros((steps, n, *envs.single_observation_space.shape), np.float32)
    rew_buf = np.zeros((steps, n), np.float32)
    done_buf = np.zeros((steps, n), np.bool_)
    valid_buf = np.zeros((steps, n), np.bool_)
    next_obs, infos = envs.reset(seed=1)
    autoreset = np.zeros(n, np.bool_)
    rng = np.random.default_rng(1)
    logged = []
    for t in range(steps):
        obs_buf[t] = next_obs
        valid_buf[t] = ~autoreset
        masks = envs.unwrapped.action_masks()
        assert np.array_equal(masks, infos["action_mask"])
        logits = np.where(masks, rng.normal(size=masks.shape), -np.inf)
        action = logits.argmax(1)
        next_obs, reward, term, trunc, infos = envs.step(action)
        reward = reward + gamma * value(next_obs) * trunc  # bootstrap truncated games
        rew_buf[t] = reward
        done_buf[t] = term | trunc
        autoreset = term | trunc
        if "episode" in infos:
            logged += infos["episode"]["r"][infos["_episode"]].tolist()
    assert logged and np.isfinite(rew_buf).all() and done_buf.sum() == len(logged)
    assert not rew_buf[~valid_buf].any()  # reset steps carry nothing


def test_vector_env_reset_seeds_and_options() -> None:
    env = SingleSeatVectorEnv(3)
    o1, _ = env.reset(seed=5)
    o2, _ = env.reset(seed=5)
    assert np.array_equal(o1, o2)
    l1, _ = env.reset(seed=[1, 2, 3])
    l2, _ = env.reset(seed=[1, 2, 3])
    assert np.array_equal(l1, l2)
    env.reset(seed=None)
    env.reset(options={})
    with pytest.raises(ValueError, match="one seed per slot"):
        env.reset(seed=[1, 2])
    for bad in (-1, 1.5, "7", True, [1, 2, -3]):
        with pytest.raises(ValueError, match="must be an int in"):
            env.reset(seed=bad)
    with pytest.raises(ValueError, match="unknown reset option"):
        env.reset(options={"reset_mask": np.ones(3, bool)})


def test_vector_env_actions_are_checked() -> None:
    env = SingleSeatVectorEnv(3)
    with pytest.raises(RuntimeError, match="reset"):
        env.step(np.zeros(3, np.int64))
    env.reset(seed=0)
    legal = np.array([np.flatnonzero(m)[0] for m in env.action_masks()])
    before = env.games.engine.to_bytes()
    for bad, words in [
        (legal.astype(np.float64), "integer array"),
        (legal[:1], "shape"),
        (int(legal[0]), "need an array"),
        (legal.astype(str), "integer array"),
        (np.full(3, env.n_actions), "out of range"),
    ]:
        with pytest.raises(ValueError, match=words):
            env.step(bad)
    masked = legal.copy()
    masked[1] = int(np.flatnonzero(env.action_masks()[1] == 0)[0])
    with pytest.raises(ValueError, match=r"illegal action .*masked out for seat \d in slot 1"):
        env.step(masked)
    assert env.games.engine.to_bytes() == before  # nothing applied
    env.step(legal)


# ------------------------------------------------------------------ SingleSeatEnv
def test_single_seat_env_passes_gymnasium_check_env() -> None:
    from gymnasium.utils.env_checker import check_env

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # unbounded Box, no spec: by design
        check_env(SingleSeatEnv(), skip_render_check=True)


@pytest.mark.extras
def test_single_seat_env_passes_sb3_check_env() -> None:
    pytest.importorskip("stable_baselines3")
    from stable_baselines3.common.env_checker import check_env

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_env(SingleSeatEnv())


def _masked_out(env: SingleSeatEnv) -> int:
    return int(np.flatnonzero(~env.action_masks())[0])


def test_single_seat_penalty_is_the_default_and_carries_the_message() -> None:
    env = SingleSeatEnv()
    assert env.illegal == "penalty"
    env.reset(seed=4)
    bad = _masked_out(env)
    msg = env.illegal_message(bad)
    assert "masked out" in msg and "legal actions:" in msg
    obs, rew, term, trunc, info = env.step(bad)
    assert (rew, term, trunc) == (-1.0, True, False) and info["illegal_action"] == msg
    with pytest.raises(RuntimeError, match="episode has ended"):
        env.step(int(np.flatnonzero(env.action_masks())[0]))
    env.reset()
    strict = SingleSeatEnv(illegal="raise")
    strict.reset(seed=4)
    with pytest.raises(ValueError) as err:
        strict.step(bad)
    assert str(err.value) == msg


@pytest.mark.parametrize("illegal", ["penalty", "raise"])
@pytest.mark.parametrize(
    ("action", "words"),
    [(3.7, "of type float"), ("3", "of type str"), (True, "of type bool"), (None, "NoneType")],
)
def test_single_seat_refuses_non_int_actions(illegal: str, action: Any, words: str) -> None:
    env = SingleSeatEnv(illegal=illegal)
    env.reset(seed=1)
    before = env.games.engine.to_bytes()
    with pytest.raises(ValueError, match=words):
        env.step(action)
    assert env.games.engine.to_bytes() == before


def test_single_seat_no_step_after_the_end() -> None:
    env = SingleSeatEnv("cult", players=8)
    env.reset(seed=0)
    rng = np.random.default_rng(0)
    for _ in range(1000):
        _, _, term, trunc, _ = env.step(_legal(env.action_masks(), rng))
        if term or trunc:
            break
    assert term or trunc
    with pytest.raises(RuntimeError, match="call reset"):
        env.step(_legal(env.action_masks(), rng))
    env.reset()
    env.step(_legal(env.action_masks(), rng))


def test_single_seat_arguments() -> None:
    with pytest.raises(ValueError, match="the identities are leader, righteous, cult"):
        SingleSeatEnv(identity="bogus")
    with pytest.raises(ValueError, match="the identities are"):
        SingleSeatVectorEnv(2, identity="bogus")
    with pytest.raises(ValueError, match="disagree"):
        SingleSeatEnv(players=5, config=GameConfig(players=6))
    with pytest.raises(ValueError, match="illegal must be"):
        SingleSeatEnv(illegal="ignore")
    env = SingleSeatEnv()
    for bad in (-1, 1.5, "7", True):
        with pytest.raises(ValueError, match="must be an int in"):
            env.reset(seed=bad)
    with pytest.raises(ValueError, match="unknown reset option"):
        env.reset(options={"x": 1})


# ------------------------------------------------------------------ BatchEnv checks
def test_batch_env_checks() -> None:
    with pytest.raises(ValueError, match="disagree"):
        BatchEnv(2, players=5, config=GameConfig(players=6))
    assert BatchEnv(2, config=GameConfig(players=6)).config.players == 6
    with pytest.raises(ValueError, match="num_envs"):
        BatchEnv(0)
    env = BatchEnv(3, players=4)
    for bad in (-1, 1.5, "7", True, [1, 2]):
        with pytest.raises(ValueError, match="seed"):
            env.reset(seed=bad)
    with pytest.raises(ValueError, match="unknown reset option"):
        env.reset(options={"x": 1})
    obs, _ = env.reset(seed=[4, 5, 6])
    first = obs["observation"].copy()
    assert np.array_equal(env.reset(seed=[4, 5, 6])[0]["observation"], first)
    env.reset(seed=np.int64(3))
    legal = np.array([np.flatnonzero(m)[0] for m in env._mask])
    before = env.engine.to_bytes()
    for bad in (legal.astype(np.float32), legal.astype(str), legal[:1], int(legal[0])):
        with pytest.raises(ValueError, match="integer array|shape|need an array"):
            env.step(bad)
    masked = legal.copy()
    masked[2] = int(np.flatnonzero(env._mask[2] == 0)[0])
    with pytest.raises(ValueError, match=r"masked out for seat \d in slot 2 \["):
        env.step(masked)
    far = legal.copy()
    far[1] = 10_000
    with pytest.raises(ValueError, match=r"10000 \(out of range: actions are 0..\d+\) .*slot 1"):
        env.step(far)
    assert env.engine.to_bytes() == before
    env.step(legal.tolist())


# ------------------------------------------------------------------ QxsVecEnv checks
@pytest.mark.extras
def test_qxs_vec_env_checks(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("stable_baselines3")
    import qxs_env.train.vec_env as V

    monkeypatch.setattr(V, "RESULTS_MAXLEN", 5)
    with pytest.raises(ValueError, match="the identities are"):
        V.QxsVecEnv("bogus", GameConfig(players=6), num_envs=2)
    with pytest.raises(ValueError, match="seed"):
        V.QxsVecEnv("leader", GameConfig(players=6), num_envs=2, seed=-1)
    venv = V.QxsVecEnv("leader", GameConfig(players=4, max_turns=2), num_envs=4, seed=1)
    with pytest.raises(RuntimeError, match="reset"):
        venv.step(np.zeros(4, np.int64))
    with pytest.raises(ValueError, match="seed"):
        venv.seed(1.5)
    venv.reset()
    legal = np.array([np.flatnonzero(m)[0] for m in venv.action_masks()])
    for bad in (int(legal[0]), legal[:1], legal.astype(np.float64) + 0.5, legal.astype(str)):
        with pytest.raises(ValueError, match="integer array|shape|need an array"):
            venv.step_async(bad)
    masked = legal.copy()
    masked[3] = int(np.flatnonzero(~venv.action_masks()[3])[0])
    with pytest.raises(ValueError, match=r"masked out for seat \d in slot 3"):
        venv.step(masked)
    masked[3] = -1
    with pytest.raises(ValueError, match=r"-1 \(out of range.* in slot 3"):
        venv.step(masked)
    rng = np.random.default_rng(0)
    for _ in range(300):
        venv.step(np.array([_legal(m, rng) for m in venv.action_masks()]))
    assert venv.episodes_done > 5 and len(venv.results) == 5
    assert venv.recent_results(3) == list(venv.results)[-3:]

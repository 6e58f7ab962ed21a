"""Training setup (issue 6): the learner batch, the single-seat env, the SB3 VecEnv, checkpoints,
trained-agent inference, ``qxs train`` / ``qxs eval`` and ``--agents trained``.

Tests that need torch / stable-baselines3 skip without the ``train`` extra (CI installs it)."""

from __future__ import annotations

import json
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest

from agents.base import RandomPolicy
from agents.learner_games import LearnerGames, parse_opponents
from qxs_env.engine.random_streams import random_actions
from qxs_env.envs.batch import BatchEnv
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES
from qxs_env.rulesets.qxs.content import identity_counts
from qxs_env.train.env import SingleSeatEnv


class Recorder:
    """A random BatchPolicy that logs (slot, observation, mask, action) of every call."""

    name = "recorder"
    needs_observations = True

    def __init__(self, log: list) -> None:
        self.inner = RandomPolicy()
        self.log = log

    def reset(self, seed: int) -> None:
        self.inner.reset(seed)

    def act(self, obs: np.ndarray, mask: np.ndarray, rows: np.ndarray, out: np.ndarray) -> None:
        self.inner.act(obs, mask, rows, out)
        for b in rows:
            self.log.append((int(b), obs[b].copy(), mask[b].copy(), int(out[b])))


def test_parse_opponents() -> None:
    assert parse_opponents("heuristic") == {k: "heuristic" for k in range(6)}
    o = parse_opponents("righteous=random,*=heuristic")
    assert o[1] == "random" and o[0] == "heuristic" and o[5] == "heuristic"
    with pytest.raises(ValueError, match="'\\*=policy'"):
        parse_opponents("righteous=random")
    with pytest.raises(ValueError, match="bad opponents key"):
        parse_opponents("nobody=random,*=heuristic")


@pytest.mark.parametrize(("players", "mode", "identity"), [(5, "standard", "cult"),
                                                           (8, "melee", "foreign")])  # fmt: skip
def test_learner_views_match_a_vector_env_replay(players: int, mode: str, identity: str) -> None:
    """Every decision (learner's and opponents') of LearnerGames is replayed in a BatchEnv of
    the same seed: the masks and observations the learner saw are the engine's, every learner
    decision belongs to a seat of its identity, and the results agree."""
    config = GameConfig(players=players, mode=mode)
    log: list = []
    lg = LearnerGames(1, config, identity, {"*": Recorder(log)})
    k = IDENTITY_NAMES.index(identity)
    info = lg.reset(11)
    assert len(info["records"]) == 0
    rng = np.arange(1, dtype=np.uint64) + np.uint64(5)
    acts = np.zeros(1, np.int64)
    seq = []  # (who, obs, mask, action) in order
    ended = None
    for _ in range(5000):
        seq += [("opp", o, m, a) for _, o, m, a in log]
        log.clear()
        assert lg.engine.state["ident"][0, lg.seat[0]] == k
        assert (lg.mask[0] == lg.engine.state["mask"][0, : lg.n_actions]).all()
        random_actions(lg.mask, rng, acts)
        seq.append(("learner", lg.obs[0].copy(), lg.mask[0].copy(), int(acts[0])))
        _, term, trunc, info = lg.step(acts)
        if term[0] or trunc[0]:
            seq += [("opp", o, m, a) for _, o, m, a in log]
            ended = info["records"][-1]
            break
    assert ended is not None
    venv = BatchEnv(1, config=config)
    out, _ = venv.reset(seed=11)
    n_learner = 0
    for step, (who, o, m, a) in enumerate(seq):
        assert (out["action_mask"][0] == m).all(), step
        assert np.array_equal(out["observation"][0], o), step
        is_learner = venv.engine.state["ident"][0, out["seat"][0]] == k
        assert is_learner == (who == "learner"), step
        n_learner += is_learner
        dealt = venv.engine.state["ident"][0].copy()  # the identities of this game
        out, _, _, _, vinfo = venv.step(np.array([a]))
        if "final" in vinfo:  # the rest of the log belongs to the next game
            break
    assert "final" in vinfo
    won = vinfo["final"]["won"][0]
    assert int(won[dealt[: won.shape[0]] == k].any()) == int(ended[1])  # the learner's result
    assert n_learner > 0


def test_learner_games_batch_masks_and_rewards() -> None:
    """Random learner play over 16 slots: masks are the engine's, rewards match the records."""
    lg = LearnerGames(16, GameConfig(players=6), "court", "heuristic")
    lg.reset(3)
    rng = np.arange(16, dtype=np.uint64)
    acts = np.zeros(16, np.int64)
    ends = 0
    for _ in range(400):
        assert (lg.mask == lg.engine.state["mask"][:, : lg.n_actions]).all()
        assert (lg.engine.state["ident"][np.arange(16), lg.seat] == 3).all()
        random_actions(lg.mask, rng, acts)
        rew, term, trunc, info = lg.step(acts)
        for b in np.flatnonzero(term | trunc):
            rec = info["records"][lg.done[b] - 1]
            assert rec[0] == b and rec[3] == 1
            assert rew[b] == (1.0 if (rec[1] >> 3) & 1 else -1.0)
            ends += 1
        assert not rew[~(term | trunc)].any()
    assert ends > 0


def test_illegal_learner_action_is_refused() -> None:
    lg = LearnerGames(4, GameConfig(players=5), "leader", "random")
    lg.reset(0)
    before = lg.engine.state.copy()
    acts = np.argmax(lg.mask, axis=1).astype(np.int64)
    acts[2] = int(np.flatnonzero(lg.mask[2] == 0)[0])
    with pytest.raises(ValueError, match="illegal action .* slot 2"):
        lg.step(acts)
    for name in before.dtype.names:  # nothing applied
        assert np.array_equal(lg.engine.state[name], before[name]), name


def test_no_seat_of_identity() -> None:
    with pytest.raises(ValueError, match="no foreign seat"):
        LearnerGames(1, GameConfig(players=8), "foreign")


def test_self_play_routes_one_learner_seat() -> None:
    log: list = []
    lg = LearnerGames(8, GameConfig(players=8), "cult", "random")
    k = lg.add_external(Recorder(log))
    lg.self_play(1.0, k, 1)
    lg.reset(1)
    ident = lg.engine.state["ident"][:, :8]
    cult = ident == 2
    assert ((lg.route[:, :8] == 0) == False).sum() > 0  # noqa: E712
    for b in range(8):
        assert (lg.route[b, :8][cult[b]] == 0).sum() == 1  # one cult seat left to the learner
        assert (lg.route[b, :8][cult[b]] == 3 + k).sum() == cult[b].sum() - 1
    acts = np.zeros(8, np.int64)
    rng = np.arange(8, dtype=np.uint64)
    for _ in range(200):
        random_actions(lg.mask, rng, acts)
        lg.step(acts)
    assert log, "the snapshot policy was asked to play"


def test_single_seat_env_basics() -> None:
    env = SingleSeatEnv("righteous", players=7, illegal="raise")
    obs, info = env.reset(seed=4)
    obs2, _ = SingleSeatEnv("righteous", players=7).reset(seed=4)
    assert obs.shape == env.observation_space.shape and np.array_equal(obs, obs2)
    mask = env.action_masks()
    assert mask.dtype == np.bool_ and mask.any()
    with pytest.raises(ValueError, match="illegal action"):
        env.step(int(np.flatnonzero(~mask)[0]))
    pen = SingleSeatEnv("righteous", players=7)  # illegal="penalty" is the default
    pen.reset(seed=4)
    _, r, term, _, info = pen.step(int(np.flatnonzero(~pen.action_masks())[0]))
    assert term and r == -1.0 and "illegal_action" in info
    rng = np.random.default_rng(0)
    total = 0.0
    for _ in range(3):
        env.reset()
        done = False
        while not done:
            a = int(rng.choice(np.flatnonzero(env.action_masks())))
            _, r, term, trunc, _ = env.step(a)
            done = term or trunc
        assert r in (-1.0, 1.0, 0.0)
        total += abs(r)
    assert total > 0


# ---- torch / stable-baselines3 ---------------------------------------------------------------
@pytest.mark.extras
def test_env_checker() -> None:
    pytest.importorskip("torch")
    from stable_baselines3.common.env_checker import check_env

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(SingleSeatEnv("cult", players=5, illegal="penalty"), skip_render_check=True)


@pytest.mark.extras
def test_vec_env_masks_and_short_maskable_ppo_run() -> None:
    pytest.importorskip("torch")
    from sb3_contrib import MaskablePPO
    from sb3_contrib.common.maskable.utils import get_action_masks, is_masking_supported

    from qxs_env.train.vec_env import QxsVecEnv

    venv = QxsVecEnv(
        "cult", [GameConfig(players=5), GameConfig(players=8, mode="melee")], num_envs=6
    )
    assert is_masking_supported(venv)
    obs = venv.reset()
    masks = get_action_masks(venv)
    assert obs.shape == (6, venv.obs_size) and masks.shape == (6, venv.n_actions)
    for g, lo in zip(venv.groups, venv.bounds[:-1], strict=True):
        engine_mask = g.engine.state["mask"][:, : g.n_actions] != 0
        assert (masks[lo : lo + g.num_envs] == engine_mask).all()
    assert venv.get_attr("n_actions") == [venv.n_actions] * 6
    model = MaskablePPO(
        "MlpPolicy",
        venv,
        n_steps=32,
        batch_size=64,
        n_epochs=1,
        policy_kwargs={"net_arch": [16]},
        device="cpu",
        seed=0,
    )
    model.learn(384)
    assert model.num_timesteps >= 384
    assert venv.env_seconds > 0 and venv.steps >= 64


@pytest.mark.extras
def test_vec_env_hint() -> None:
    """With ``hint``, the input ends with the one-hot of the heuristic's choice."""
    pytest.importorskip("torch")
    from agents.heuristic import HeuristicPolicy
    from qxs_env.train.vec_env import QxsVecEnv

    venv = QxsVecEnv("leader", GameConfig(players=6), num_envs=8, hint=True)
    obs = venv.reset()
    g = venv.groups[0]
    assert obs.shape == (8, g.obs_size + g.n_actions)
    choice = np.zeros(8, np.int64)
    HeuristicPolicy().act(g.obs, g.mask, np.arange(8), choice)
    assert np.array_equal(obs[:, : g.obs_size], g.obs)
    assert (obs[:, g.obs_size :].argmax(axis=1) == choice).all()
    assert (obs[:, g.obs_size :].sum(axis=1) == 1).all()


@pytest.mark.extras
def test_active_inputs_select_columns(tmp_path: Path) -> None:
    """``prune_inputs``: the network reads only the columns seen nonzero in a sample of play;
    the VecEnv's observations are exactly those columns of the full (hinted) input, and a
    checkpoint with ``inputs`` feeds its network the same columns at inference."""
    torch = pytest.importorskip("torch")
    from qxs_env.train.policy import (
        CheckpointMismatch,
        TrainedPolicy,
        build_net,
        engine_signature,
        load_agent,
        save_agent,
    )
    from qxs_env.train.trainer import active_inputs, load_recipe
    from qxs_env.train.vec_env import QxsVecEnv

    recipe = load_recipe(identity="leader")
    recipe.update(configs=["6"], num_envs=8, hint=True)
    cols = active_inputs(recipe, 512)
    full = QxsVecEnv("leader", GameConfig(players=6), num_envs=8, hint=True, seed=3)
    part = QxsVecEnv("leader", GameConfig(players=6), num_envs=8, hint=True, seed=3, inputs=cols)
    assert np.all(np.diff(cols) > 0) and part.input_size == cols.size < full.input_size / 2
    assert cols.max() >= full.obs_size  # hint columns are kept too
    a, b = full.reset(), part.reset()
    for _ in range(40):
        assert np.array_equal(a[:, cols], b)
        acts = np.array([np.flatnonzero(m)[0] for m in full.action_masks()])
        a, b = full.step(acts)[0], part.step(acts)[0]
    with pytest.raises(ValueError, match="column indices"):
        QxsVecEnv("leader", GameConfig(players=6), num_envs=2, inputs=np.array([10**6]))
    # checkpoint with inputs: the network sees obs+hint restricted to cols
    sig = engine_signature()
    torch.manual_seed(0)
    net = build_net(cols.size, sig["n_actions"], [8], "tanh")
    path = save_agent(tmp_path / "leader.pt", net, "leader", [8], "tanh", hint=True, inputs=cols)
    loaded, header = load_agent(path)
    assert np.array_equal(header["inputs"], cols)
    assert json.loads(path.with_suffix(".json").read_text())["n_inputs"] == cols.size
    seen = []
    pol = TrainedPolicy(directory=tmp_path)
    pol.net(IDENTITY_NAMES.index("leader")).register_forward_hook(
        lambda m, i, o: seen.append(i[0].numpy().copy())
    )
    g = full.groups[0]
    acts = np.zeros(8, np.int64)
    pol.act(g.obs, g.mask, np.arange(8), acts)
    obs_cols = cols < g.obs_size  # (the hint part comes from another heuristic instance)
    assert np.array_equal(seen[0][:, obs_cols], a[:, cols][:, obs_cols])
    assert seen[0].shape == (8, cols.size) and g.mask[np.arange(8), acts].all()
    with pytest.raises(CheckpointMismatch, match="network input"):
        save_agent(tmp_path / "bad.pt", net, "leader", [8], "tanh", hint=True)


@pytest.mark.extras
def test_vec_env_shaping_off_by_default_and_telescopes() -> None:
    """Potential-based shaping: off by default (rewards are exactly the results); on, the
    discounted sum of the shaping terms over each game equals -c * Phi(first decision)."""
    pytest.importorskip("torch")
    from qxs_env.train.vec_env import QxsVecEnv

    cfgs = [GameConfig(players=6), GameConfig(players=8, mode="melee")]
    c, gamma = 0.5, 0.9
    plain = QxsVecEnv("righteous", cfgs, num_envs=6, seed=3)
    shaped = QxsVecEnv("righteous", cfgs, num_envs=6, seed=3, shaping=c, gamma=gamma)
    assert plain.shaping == 0.0
    plain.reset()
    shaped.reset()
    phi0 = shaped.potential()
    assert np.all(np.abs(phi0) <= 1.0)
    acc = np.zeros(6)  # discounted sum of shaping terms in the running game
    disc = np.ones(6)
    rng = np.random.default_rng(0)
    ended = nonzero = 0
    for _ in range(4000):
        masks = plain.action_masks()
        assert np.array_equal(masks, shaped.action_masks())
        acts = np.array([rng.choice(np.flatnonzero(m)) for m in masks])
        plain.step_async(acts)
        shaped.step_async(acts)
        _, r0, d0, _ = plain.step_wait()
        _, r1, d1, _ = shaped.step_wait()
        assert np.array_equal(d0, d1)
        assert np.all(r0[~d0] == 0.0) and np.all(np.isin(r0[d0], (-1.0, 0.0, 1.0)))
        term = r1 - r0
        nonzero += int(np.count_nonzero(np.abs(term) > 1e-6))
        acc += disc * term
        disc *= gamma
        for b in np.flatnonzero(d0):
            assert acc[b] == pytest.approx(-c * phi0[b], abs=1e-4)
            ended += 1
        now = shaped.potential()
        phi0[d0], acc[d0], disc[d0] = now[d0], 0.0, 1.0
        if ended >= 12:
            break
    assert ended >= 12 and nonzero > 0
    assert shaped.results == plain.results  # the logged results stay unshaped


def _tiny_agent(tmp_path: Path, identity: str = "cult", hidden: tuple = (8,)) -> Path:
    import torch

    from qxs_env.train.policy import build_net, engine_signature, save_agent

    sig = engine_signature()
    torch.manual_seed(0)
    net = build_net(sig["obs_size"], sig["n_actions"], list(hidden), "tanh")
    return save_agent(tmp_path / f"{identity}.pt", net, identity, list(hidden), "tanh")


@pytest.mark.extras
def test_checkpoint_round_trip_and_mismatch(tmp_path: Path) -> None:
    torch = pytest.importorskip("torch")
    from qxs_env.train.policy import CheckpointMismatch, load_agent

    path = _tiny_agent(tmp_path)
    net, header = load_agent(path)
    assert header["identity"] == "cult" and header["obs_size"] == BatchEnv(1).obs_size
    assert json.loads(path.with_suffix(".json").read_text())["n_actions"] == header["n_actions"]
    ckpt = torch.load(path, weights_only=True)
    ckpt["obs_size"] += 7
    torch.save(ckpt, tmp_path / "bad.pt")
    with pytest.raises(CheckpointMismatch, match="trained for observations of size"):
        load_agent(tmp_path / "bad.pt")
    ckpt["obs_size"] -= 7
    ckpt["layout"] = "0000"
    torch.save(ckpt, tmp_path / "bad2.pt")
    with pytest.raises(CheckpointMismatch, match="layout changed"):
        load_agent(tmp_path / "bad2.pt")


@pytest.mark.extras
def test_trained_policy_batched_inference(tmp_path: Path) -> None:
    pytest.importorskip("torch")
    from qxs_env.train.policy import TrainedPolicy

    for name in IDENTITY_NAMES:
        _tiny_agent(tmp_path, name)
    pol = TrainedPolicy(directory=tmp_path)
    calls = []
    for k in range(6):
        net = pol.net(k)
        net.register_forward_hook(lambda m, i, o: calls.append(i[0].shape[0]))
    venv = BatchEnv(64, players=10)
    out, _ = venv.reset(seed=0)
    acts = np.zeros(64, np.int64)
    rows = np.arange(64)
    for _ in range(30):
        calls.clear()
        pol.act(out["observation"], out["action_mask"], rows, acts)
        idents = venv.engine.state["ident"][rows, out["seat"]]
        assert len(calls) == len(np.unique(idents)) and sum(calls) == 64  # one pass per identity
        assert out["action_mask"][rows, acts].all()
        out = venv.step(acts)[0]


@pytest.mark.extras
def test_shipped_agents_load_and_play() -> None:
    pytest.importorskip("torch")
    from qxs_env.train.policy import TrainedPolicy, shipped_dir

    pol = TrainedPolicy()
    assert pol.directory == shipped_dir()
    for k, name in enumerate(IDENTITY_NAMES):
        pol.net(k)
        meta = json.loads((shipped_dir() / f"{name}.json").read_text())["meta"]
        assert meta["command"].startswith("qxs train") and meta["timesteps"] > 0
        assert meta["wall_seconds"] > 0 and meta["recipe"]
    venv = BatchEnv(32, players=8, mode="melee")
    out, _ = venv.reset(seed=1)
    acts = np.zeros(32, np.int64)
    for _ in range(50):
        pol.act(out["observation"], out["action_mask"], np.arange(32), acts)
        out = venv.step(acts)[0]  # BatchEnv raises on an illegal action


@pytest.mark.extras
def test_lab_trained_agents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("torch")
    from qxs_env.lab import simulate as lab

    for name in IDENTITY_NAMES:
        _tiny_agent(tmp_path, name)
    monkeypatch.setenv("QXS_TRAINED_DIR", str(tmp_path))
    res = lab.simulate(GameConfig(players=6), 24, "cult=trained,*=heuristic", seed=2, num_envs=8)
    assert res.report()["games"] == 24
    res = lab.simulate(GameConfig(players=5), 16, "trained", seed=2, num_envs=8)
    assert res.report()["games"] == 16
    monkeypatch.setenv("QXS_TRAINED_DIR", str(tmp_path / "none"))
    with pytest.raises(lab.LabError, match="no trained agents"):
        lab.parse_agents("trained")


@pytest.mark.extras
def test_cli_train_and_eval(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("torch")
    from qxs_env.cli.main import main

    recipe = tmp_path / "tiny.yaml"
    recipe.write_text(
        "identity: cult\nconfigs: ['5']\nnum_envs: 4\ntimesteps: 64\ncheckpoint_every: 32\n"
        "warmstart: {steps: 64, epochs: 1}\nself_play: {every: 32, pool: 2, prob: 0.5}\n"
        "hint: true\nprune_inputs: 256\n"
        "ppo: {n_steps: 16, batch_size: 32, n_epochs: 1, net_arch: [8]}\n"
    )
    out = tmp_path / "run"
    argv = ["train", "--identity", "cult", "--recipe", str(recipe), "--out", str(out), "--quiet"]
    assert main(argv) == 0
    assert "environment" in capsys.readouterr().out
    summary = json.loads((out / "summary.json").read_text())
    assert summary["timesteps"] >= 64 and 0 < summary["env_share"] < 1
    assert (out / "cult.pt").exists() and (out / "model.zip").exists()
    assert summary["inputs"] == len(np.load(out / "inputs.npy")) < summary["full_input"]
    assert list((out / "checkpoints").glob("cult_*_steps.zip"))
    assert list((out / "tb").iterdir())
    # resume for more steps
    argv2 = [*argv[:-3], "--out", str(tmp_path / "run2"), "--resume", str(out / "model.zip")]
    assert main([*argv2, "--timesteps", "32", "--quiet"]) == 0
    assert json.loads((tmp_path / "run2" / "summary.json").read_text())["timesteps"] >= 96
    # a wall-time limit stops PPO early
    argv3 = [*argv[:-3], "--out", str(tmp_path / "run3"), "--timesteps", "100000"]
    assert main([*argv3, "--max-minutes", "0.0001", "--quiet", "--no-tensorboard"]) == 0
    assert json.loads((tmp_path / "run3" / "summary.json").read_text())["timesteps"] < 1000
    # eval in the JSON format
    js = tmp_path / "eval.json"
    ev = ["eval", "--identity", "cult", "--players", "5", "--mode", "standard", "--games", "8"]
    assert main([*ev, "--num-envs", "4", "--agents-dir", str(out), "--json", str(js)]) == 0
    text = capsys.readouterr().out
    assert "| 5 | cult |" in text
    rep = json.loads(js.read_text())
    cell = rep["configurations"][0]["identities"]["cult"]
    for arm in ("trained", "heuristic"):
        assert set(cell[arm]) == {"games", "wins", "win_rate", "ci_low", "ci_high"}
        assert cell[arm]["games"] == 8
    paired = cell["paired"]
    assert set(paired) == {
        "pairs",
        "trained_only",
        "heuristic_only",
        "diff",
        "ci_low",
        "ci_high",
        "p_value",
    }
    # both arms decided all 8 deals, so all pair up and the discordant counts differ by the wins
    assert paired["pairs"] == 8
    wins = cell["trained"]["wins"] - cell["heuristic"]["wins"]
    assert paired["trained_only"] - paired["heuristic_only"] == wins
    # errors: exit 2, one line
    assert main(["train", "--identity", "foreign", "--players", "8", "--quiet"]) == 2
    assert "no foreign seat" in capsys.readouterr().err
    assert main([*ev, "--agents-dir", str(tmp_path / "missing")]) == 2
    assert "no trained agent" in capsys.readouterr().err


def test_cli_without_torch(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
    from qxs_env.cli.main import main

    monkeypatch.setitem(sys.modules, "torch", None)
    assert main(["train", "--identity", "cult", "--players", "5"]) == 2
    assert "torch==2.13.0" in capsys.readouterr().err
    assert main(["eval", "--players", "5"]) == 2
    assert "torch==2.13.0" in capsys.readouterr().err


def test_recipes_cover_every_identity() -> None:
    from qxs_env.train.trainer import load_recipe, parse_config

    for k, name in enumerate(IDENTITY_NAMES):
        r = load_recipe(identity=name)
        assert r["identity"] == name
        for spec in r["configs"]:
            cfg = parse_config(spec)
            assert identity_counts(cfg.players, cfg.mode)[k] > 0


def test_resume_takes_the_recipes_ppo_settings():
    """A resumed run may change its PPO settings: the recipe's learning rate, clip range, ... are
    passed to ``MaskablePPO.load`` (network shape and rollout length stay the saved model's)."""
    from qxs_env.train.trainer import _resume_overrides

    rec = {"ppo": {"learning_rate": 3e-4, "clip_range": 0.2, "n_steps": 128, "net_arch": [8]}}
    assert _resume_overrides(rec) == {"learning_rate": 3e-4, "clip_range": 0.2}


@pytest.mark.extras
def test_resumed_inputs_follow_an_observation_grown_at_its_end(tmp_path):
    """Saved input columns (``inputs.npy`` + ``inputs.json``) of a run trained before the
    observation's last slice existed are mapped to today's indices (hint columns move by the
    growth); today's layout keeps them; another layout or a missing ``inputs.json`` is refused."""
    pytest.importorskip("torch")  # (the train extra: qxs_env.train.policy needs torch)
    from qxs_env.train.policy import CheckpointMismatch, engine_signature, prefix_digest
    from qxs_env.train.trainer import _grown_inputs, _save_inputs

    rec = {"deck": "starter", "hint": True}
    sig = engine_signature()
    cols = np.array([1, 2, 50], np.int64)
    _save_inputs(tmp_path, cols, rec)
    assert (_grown_inputs(cols, tmp_path / "inputs.json", rec) == cols).all()
    old = sig["slices"]["public"][0]
    meta = {"obs_size": old, "layout": prefix_digest(sig, old)}
    (tmp_path / "inputs.json").write_text(json.dumps(meta))
    got = _grown_inputs(np.array([3, old - 1, old, old + 5]), tmp_path / "inputs.json", rec)
    grow = sig["obs_size"] - old
    assert got.tolist() == [3, old - 1, old + grow, old + 5 + grow]
    (tmp_path / "inputs.json").write_text(json.dumps({"obs_size": old, "layout": "x"}))
    with pytest.raises(CheckpointMismatch):
        _grown_inputs(cols, tmp_path / "inputs.json", rec)
    with pytest.raises(CheckpointMismatch, match="missing"):
        _grown_inputs(cols, tmp_path / "nothing.json", rec)


@pytest.mark.extras
def test_init_from_a_trained_agent(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``qxs train --init-from AGENT.pt`` starts PPO from that agent's policy and input columns:
    with a zero PPO learning rate the new run's agent is the old one, weight for weight, although
    its warm start fitted the (new) value network; an agent that does not fit the recipe is
    refused with the reason."""
    torch = pytest.importorskip("torch")
    from qxs_env.cli.main import main

    base = "identity: cult\nconfigs: ['5']\nnum_envs: 4\ncheckpoint_every: 0\nhint: true\n"
    first = tmp_path / "first.yaml"
    first.write_text(
        base + "timesteps: 64\nprune_inputs: 256\nwarmstart: {steps: 64, epochs: 1}\n"
        "ppo: {n_steps: 16, batch_size: 32, n_epochs: 1, net_arch: [8]}\n"
    )
    run1 = tmp_path / "run1"
    common = ["train", "--identity", "cult", "--quiet", "--no-tensorboard"]
    assert main([*common, "--recipe", str(first), "--out", str(run1)]) == 0
    frozen = tmp_path / "frozen.yaml"
    frozen.write_text(
        base + "timesteps: 32\nwarmstart: {steps: 1024, epochs: 3, lr: 0.01}\n"
        "ppo: {n_steps: 16, batch_size: 32, n_epochs: 1, net_arch: [8], learning_rate: 0.0}\n"
    )
    run2 = tmp_path / "run2"
    agent = run1 / "cult.pt"
    argv = [*common, "--recipe", str(frozen), "--out", str(run2), "--init-from", str(agent)]
    assert main(argv) == 0
    a = torch.load(agent, weights_only=True)
    b = torch.load(run2 / "cult.pt", weights_only=True)
    assert (a["inputs"] == b["inputs"]).all()
    for k, v in a["state_dict"].items():
        assert torch.equal(v, b["state_dict"][k]), k
    summary = json.loads((run2 / "summary.json").read_text())
    assert summary["initialised_from"] == str(agent)
    assert summary["warmstart"]["value_only"] is True and summary["warmstart"]["decisions"] > 0
    assert summary["warmstart"]["losses"][-1] < summary["warmstart"]["losses"][0]
    # a recipe whose network has another shape cannot hold the agent
    wide = tmp_path / "wide.yaml"
    wide.write_text(base + "timesteps: 32\nppo: {n_steps: 16, batch_size: 32, net_arch: [16]}\n")
    argv = [*common, "--recipe", str(wide), "--out", str(tmp_path / "run3")]
    assert main([*argv, "--init-from", str(agent)]) == 2
    assert "hidden: agent [8], recipe [16]" in capsys.readouterr().err
    assert main([*argv, "--init-from", str(agent), "--resume", str(run1 / "model.zip")]) == 2
    assert "not both" in capsys.readouterr().err

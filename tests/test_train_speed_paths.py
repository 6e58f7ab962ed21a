"""The training environment's fast paths equal the computations they replace (issue 6, env
share): the fused learner-side gather (``agents.learner_games.loop._gather_rows``) against
``add_hint`` + ``np.take`` + two ``np.count_nonzero``; the compiled potential against the numpy
formula; the heuristic's float64 copy of only the columns it reads, with scratch arrays reused
across decisions, against a fresh full copy per decision."""

from __future__ import annotations

import numpy as np
import pytest

from agents.heuristic import HeuristicPolicy, _decide, _scratch
from agents.learner_games.loop import SIDE_OF, LearnerGames, _gather_rows, heuristic_args
from qxs_env.rulesets.qxs.api import content_for
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.obs import build_layout
from qxs_env.train.inputs import add_hint


def _states(identity: str, config: GameConfig, n: int = 12, steps: int = 40, seed: int = 5):
    """(obs, mask, games) after each of ``steps`` heuristic-played learner steps."""
    games = LearnerGames(n, config, identity)
    games.reset(seed)
    heur = HeuristicPolicy(seed=seed)
    rows = np.arange(n, dtype=np.int64)
    acts = np.zeros(n, np.int64)
    for _ in range(steps):
        yield games
        heur.act(games.obs, games.mask, rows, acts)
        games.step(acts)


def _reference(obs, mask, heur, hint, inputs):
    """What QxsVecEnv computed before the fused gather: (kept columns, dropped rows)."""
    n, size = obs.shape
    full = np.zeros((n, size + (mask.shape[1] if hint else 0)), np.float32)
    if hint:
        add_hint(obs, mask, heur, full)
    else:
        full[:] = obs
    if inputs is None:
        return full, 0
    kept = np.take(full, inputs, axis=1)
    lost = np.count_nonzero(full, axis=1) != np.count_nonzero(kept, axis=1)
    return kept, int(np.count_nonzero(lost))


def _fused(obs, mask, heur, hint, inputs, lo=3):
    n, size = obs.shape
    width = size + (mask.shape[1] if hint else 0) if inputs is None else inputs.size
    out = np.full((n + lo + 2, width), np.nan, np.float32)
    hargs = (_scratch(size), *heuristic_args(heur))
    cols = np.zeros(0, np.int64) if inputs is None else inputs
    dropped = _gather_rows(
        obs, mask, np.int64(hint), hargs, cols, np.int64(inputs is None), out, np.int64(lo)
    )
    assert np.isnan(out[:lo]).all() and np.isnan(out[lo + n :]).all()  # only its own rows
    return out[lo : lo + n], int(dropped)


@pytest.mark.parametrize("hint", [True, False])
def test_fused_gather_equals_hint_take_and_count(hint: bool) -> None:
    rng = np.random.default_rng(11)
    config = GameConfig(players=8, mode="melee")
    size = LearnerGames(1, config, "collaborator").obs_size
    full = size + (LearnerGames(1, config, "collaborator").n_actions if hint else 0)
    column_sets = [
        None,
        np.arange(0, full, 5, dtype=np.int64),
        rng.permutation(full)[: full // 2].astype(np.int64),  # unsorted
        np.concatenate([np.arange(full - 40, full), np.arange(0, 700), [3, 3, full - 1]]),
        np.arange(full, dtype=np.int64),  # every column: never a dropped row
    ]
    ref_h, new_h = HeuristicPolicy(seed=3), HeuristicPolicy(seed=3)
    total = {k: 0 for k in range(len(column_sets))}
    for games in _states("collaborator", config):
        for k, inputs in enumerate(column_sets):
            want, want_drop = _reference(games.obs, games.mask, ref_h, hint, inputs)
            got, got_drop = _fused(games.obs, games.mask, new_h, hint, inputs)
            assert got.dtype == want.dtype and got.shape == want.shape
            assert np.array_equal(got.view(np.uint32), want.view(np.uint32))
            assert got_drop == want_drop
            total[k] += got_drop
            assert ref_h._state[0] == new_h._state[0]  # the heuristic's generator in step
    assert total[1] > 0 and total[4] == 0  # both outcomes of the count were exercised


def test_fused_gather_odd_rows() -> None:
    """Rows the games never produce still match: an empty mask (the heuristic answers -1, which
    add_hint writes over the last observation column), NaN and -0.0 values."""
    config = GameConfig(players=8)
    games = next(_states("cult", config, n=6, steps=1))
    obs = games.obs.copy()
    mask = games.mask.copy()
    mask[1] = 0
    mask[2] = 0
    obs[2, -1] = 0.25
    obs[3, 7] = np.nan
    obs[4, 9] = -0.0
    size, n_act = obs.shape[1], mask.shape[1]
    drops = []
    for inputs in (
        None,
        np.array([size - 1, 7, 9, size, size + n_act - 1], np.int64),
        np.arange(size + n_act, dtype=np.int64),
        np.arange(size + n_act - 1, -1, -1, dtype=np.int64),
        np.delete(np.arange(size + n_act, dtype=np.int64), 9),  # 9 holds -0.0: nothing lost
    ):
        want, want_drop = _reference(obs, mask, HeuristicPolicy(seed=1), True, inputs)
        got, got_drop = _fused(obs, mask, HeuristicPolicy(seed=1), True, inputs)
        assert np.array_equal(got.view(np.uint32), want.view(np.uint32))
        assert got_drop == want_drop
        drops.append(got_drop)
    assert drops[2:] == [0, 0, 0]


def _potential_reference(games: LearnerGames) -> np.ndarray:
    """LearnerGames.potential as numpy computed it before it was compiled."""
    st = games.engine.state
    n = games.config.players
    ident = st["ident"][:, :n].astype(np.int64)
    hp = np.maximum(st["hp"][:, :n].astype(np.float32), 0.0) * (st["alive"][:, :n] != 0)
    top = np.maximum(st["maxhp"][:, :n].astype(np.float32), 1.0)
    ally = SIDE_OF[ident] == SIDE_OF[games.identity]
    own = (hp * ally).sum(1) / np.maximum((top * ally).sum(1), 1.0)
    other = (hp * ~ally).sum(1) / np.maximum((top * ~ally).sum(1), 1.0)
    return (own - other).astype(np.float32)


@pytest.mark.parametrize(
    ("identity", "config"),
    [
        ("cult", GameConfig(players=8)),
        ("collaborator", GameConfig(players=8, mode="melee")),
        ("leader", GameConfig(players=5, heroes="standard")),
    ],
)
def test_compiled_potential_equals_numpy(identity: str, config: GameConfig) -> None:
    seen = set()
    for games in _states(identity, config, steps=60):
        got = games.potential()
        want = _potential_reference(games)
        assert got.dtype == np.float32
        assert np.array_equal(got.view(np.uint32), want.view(np.uint32))
        seen.update(got.tolist())
    assert len(seen) > 10


def test_heuristic_reads_no_public_column_and_reuses_scratch() -> None:
    """HeuristicPolicy.act (float64 copy of the columns before ``public`` only, scratch arrays
    shared by all rows) chooses as the old per-row code did (a fresh full float64 copy and fresh
    scratch arrays per decision), also with garbage in the ``public`` slice."""
    obs, mask = [], []
    for identity, config in (
        ("cult", GameConfig(players=8)),
        ("collaborator", GameConfig(players=8, mode="melee")),
        ("leader", GameConfig(players=6, heroes="all")),
    ):
        for games in _states(identity, config, n=8, steps=25):
            obs.append(games.obs.copy())
            mask.append(games.mask.copy())
    obs = np.concatenate(obs)
    mask = np.concatenate(mask)
    heur = HeuristicPolicy(seed=9)
    public = build_layout(content_for("starter")[1]).slices["public"]
    # it reads everything but the public slice (the help history and the chain come after it)
    assert heur._hof[15] == public.start and heur._hof[16] == public.stop
    # the reference: the old _act_rows body, row by row
    a = heuristic_args(heur)
    want = np.zeros(obs.shape[0], np.int64)
    for i in range(obs.shape[0]):
        fb, ib, bb, sfull, hh, _ = _scratch(obs.shape[1])
        o64 = obs[i].astype(np.float64)
        want[i] = _decide(o64, mask[i], a[0], a[1], a[2], a[3], a[4], fb, ib, bb, sfull, hh,
                          *a[5:])  # fmt: skip
    ref_state = heur._state[0]
    rows = np.arange(obs.shape[0], dtype=np.int64)
    for garbage in (False, True):
        x = obs.copy()
        if garbage:
            shape = x[:, public].shape
            x[:, public] = np.random.default_rng(2).uniform(-3, 3, shape).astype(np.float32)
        h = HeuristicPolicy(seed=9)
        got = np.zeros(obs.shape[0], np.int64)
        h.act(x, mask, rows, got)
        assert np.array_equal(got, want)
        assert h._state[0] == ref_state


@pytest.mark.extras
def test_vec_env_illegal_action_in_a_later_config_moves_no_game() -> None:
    """With several configs, an illegal action of a later group is refused before the earlier
    groups step (they used to be applied, then the later group raised)."""
    pytest.importorskip("torch")  # (the train extra: QxsVecEnv is stable-baselines3's VecEnv)
    from qxs_env.train.vec_env import QxsVecEnv

    venv = QxsVecEnv("cult", [GameConfig(players=8), GameConfig(players=8, mode="melee")], 8)
    venv.reset()
    before = [g.engine.state.copy() for g in venv.groups]
    masks = venv.action_masks()
    acts = masks.argmax(1)
    bad = int(np.flatnonzero(masks[6] == 0)[0])
    acts[6] = bad
    with pytest.raises(ValueError, match=rf"illegal action {bad} .*masked out .* in slot 6"):
        venv.step(acts)
    for g, st in zip(venv.groups, before, strict=True):
        for name in st.dtype.names:  # field by field (a record's padding bytes are arbitrary)
            assert np.array_equal(g.engine.state[name], st[name]), name

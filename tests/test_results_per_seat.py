"""Per-seat results owned by the framework record (issue 32, scope 2): ``won`` (1 per seat
that won) beside ``ident``, ``revealed``, ``truncated`` and ``mask``, read by every adapter and
the lab; no bitmask of identities outside the ruleset that computes its end."""

from __future__ import annotations

import ast
from pathlib import Path

import numpy as np
import pytest

from qxs_env.engine.state import FRAMEWORK_FIELDS
from qxs_env.envs.batch import BatchEnv
from qxs_env.rulesets.qxs.api import Engine
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES

ROOT = Path(__file__).resolve().parent.parent


def test_results_are_framework_fields() -> None:
    names = {f[0] for f in FRAMEWORK_FIELDS}
    assert {"won", "ident", "revealed", "truncated", "mask", "actor", "done"} <= names


def _play_to_end(eng: Engine, rng: np.random.Generator) -> None:
    while not eng.done.all():
        eng.step([int(rng.choice(eng.legal_actions(b))) if not eng.done[b] else 0
                  for b in range(eng.batch)])  # fmt: skip


@pytest.mark.parametrize(
    "config",
    [
        GameConfig(players=5, deck="starter", heroes="off"),
        GameConfig(players=10, deck="starter", heroes="off"),
        GameConfig(players=8, mode="melee", deck="starter", heroes="off"),
    ],
    ids=["5p", "10p", "8p-melee"],
)
def test_won_agrees_with_the_identities_that_won(config: GameConfig) -> None:
    eng = Engine(config, batch=6)
    eng.reset(3)
    _play_to_end(eng, np.random.default_rng(0))
    st = eng.state
    n = config.players
    for b in range(eng.batch):
        won, ident = st.won[b], st.ident[b]
        assert not won[n:].any()
        if st.truncated[b]:
            assert not won.any()
            continue
        assert won[:n].any()
        # 群侠杀: a seat wins exactly when its identity is among the winners (its own bitmask)
        want = [(int(st.winners[b]) >> int(ident[p])) & 1 for p in range(n)]
        assert list(won[:n]) == want
        rewards = eng.returns(b)
        assert list(rewards > 0) == [bool(w) for w in won[:n]]
        winning = sorted({int(ident[p]) for p in range(n) if won[p]})
        assert eng.winner_names(b) == [IDENTITY_NAMES[k] for k in winning]


def test_truncated_games_have_no_winner() -> None:
    eng = Engine(GameConfig(players=5, deck="starter", heroes="off", max_turns=1), batch=4)
    eng.reset(1)
    _play_to_end(eng, np.random.default_rng(2))
    assert eng.state.truncated.all() and not eng.state.won.any()
    assert all(eng.winner_names(b) == [] for b in range(4))


def test_batch_env_reports_each_seat() -> None:
    env = BatchEnv(8, players=6, deck="starter", heroes="off", observations=False)
    obs, _ = env.reset(seed=5)
    rng = np.random.default_rng(3)
    seen = 0
    for _ in range(4000):
        masks = obs["action_mask"]
        acts = np.array([int(rng.choice(np.flatnonzero(m))) for m in masks], np.int64)
        dealt = env.engine.state["ident"][:, :6].copy()
        obs, rewards, term, trunc, info = env.step(acts)
        if "final" not in info:
            continue
        won = info["final"]["won"]
        assert won.shape == (8, 6) and won.dtype == np.bool_
        for b in np.flatnonzero(info["final"]["ended"]):
            assert list(rewards[b] > 0) == list(won[b])
            if trunc[b]:
                assert not won[b].any()
            else:  # a side wins together in 群侠杀: seats of one identity share the result
                for k in set(dealt[b].tolist()):
                    assert len(set(won[b][dealt[b] == k].tolist())) == 1
            seen += 1
        if seen >= 8:
            break
    assert seen >= 8


def _reads_identity_bitmask(path: Path) -> list[str]:
    """Reads of a ``winners`` field or key, and shifts by an identity, in ``path``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and node.attr == "winners":
            found.append(f"{path.name}:{node.lineno} .winners")
        if isinstance(node, ast.Constant) and node.value == "winners":
            found.append(f"{path.name}:{node.lineno} 'winners'")
    return found


def test_no_identity_bitmask_above_the_ruleset() -> None:
    """Outside the ruleset that computes its end, results are read per seat (``won``): no
    module reads a ``winners`` field of the record or of a result."""
    allowed = {
        "qxs_env/envs/aec.py",  # infos["winners"]: the winning identities' names, documented
        "qxs_env/cli/play.py",  # its summary's "winners": the same names
        "examples/rllib_train.py",  # passes the AEC infos' "winners" names on
    }
    bad = []
    for top in ("qxs_env", "agents", "examples"):
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel.startswith("qxs_env/rulesets/") or rel in allowed:
                continue
            if rel == "agents/heuristic_v1.py":  # frozen; reads observations only
                continue
            bad += _reads_identity_bitmask(path)
    assert bad == []


def test_a_state_saved_before_per_seat_results_is_refused() -> None:
    """A state saved before per-seat results (a record without ``won``, the identity bitmask
    alone) is not loaded as if it were today's: load_bytes refuses it by its layout."""
    from qxs_env.engine.state import state_to_bytes

    eng = Engine(GameConfig(players=5, deck="starter", heroes="off"), batch=2)
    eng.reset(4)
    now = eng.state
    old_fields = [(n, now.dtype.fields[n][0]) for n in now.dtype.names if n != "won"]
    old = np.zeros(now.shape[0], np.dtype(old_fields, align=True))
    for name, _ in old_fields:
        old[name] = now[name]
    info = eng._save_info()
    other = Engine(eng.config, batch=2)
    other.load_bytes(state_to_bytes(now, info))  # today's layout with the same info loads
    with pytest.raises(ValueError, match="this version's layout"):
        other.load_bytes(state_to_bytes(old, info))

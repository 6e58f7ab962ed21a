"""The oracle arm of ``qxs eval --oracle`` (qxs_env/train/oracle.py, with 群侠杀's observation
edit in qxs_env/rulesets/qxs/oracle.py): the heuristic shown every hidden identity, a yardstick
for the value of identity knowledge (issue 6, docs/training.md)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from agents.heuristic import S_IDENT, S_KNOWN, HeuristicPolicy
from agents.learner_games import LearnerGames
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES
from qxs_env.rulesets.qxs.oracle import reveal_identities
from qxs_env.train.evaluate import evaluate, table
from qxs_env.train.oracle import OracleHeuristic


def _idents(obs: np.ndarray, layout, players: int) -> np.ndarray:
    """Per row and relative seat: the identity the observation shows, -1 when not shown."""
    out = np.full((obs.shape[0], players), -1, np.int64)
    for r in range(players):
        o = layout.seat_slice(r).start
        known = obs[:, o + S_KNOWN] > 0.5
        hot = obs[:, o + S_IDENT : o + S_IDENT + len(IDENTITY_NAMES)]
        out[known, r] = hot[known].argmax(1)
    return out


def test_reveal_identities_shows_the_true_identity_of_every_relative_seat() -> None:
    cfg = GameConfig(players=8, mode="melee")
    g = LearnerGames(16, cfg, "collaborator", "heuristic")
    g.reset(3)
    lay = g.engine.layout
    ident = g.engine.state["ident"]
    before = _idents(g.obs, lay, 8)
    # the plain observation hides some identities (R-S2): otherwise this test proves nothing
    assert (before < 0).any()
    obs = g.obs.copy()
    reveal_identities(obs, ident, g.seat, 8, lay)
    shown = _idents(obs, lay, 8)
    for b in range(16):
        for r in range(8):
            assert shown[b, r] == ident[b, (g.seat[b] + r) % 8]
        # what was already known is unchanged, and nothing outside the identity fields moved
        known = before[b] >= 0
        assert (shown[b, known] == before[b, known]).all()
    changed = np.flatnonzero((obs != g.obs).any(0))
    fields = {lay.seat_slice(r).start + k for r in range(8) for k in range(S_KNOWN, S_IDENT + 6)}
    assert set(changed.tolist()) <= fields


def test_reveal_identities_refuses_undealt_seats() -> None:
    cfg = GameConfig(players=5)
    g = LearnerGames(2, cfg, "cult", "heuristic")
    g.reset(0)
    ident = np.full((2, 10), -1, np.int64)
    with pytest.raises(ValueError, match="no identity"):
        reveal_identities(g.obs.copy(), ident, g.seat, 5, g.engine.layout)


def test_oracle_plays_legal_moves_and_differs_from_the_heuristic() -> None:
    cfg = GameConfig(players=8)
    g = LearnerGames(32, cfg, "righteous", "heuristic")
    g.reset(5)
    orc = OracleHeuristic()
    with pytest.raises(RuntimeError, match="bind"):
        orc.act(g.obs, g.mask, np.arange(32), np.zeros(32, np.int64))
    orc.bind(g)
    heur = HeuristicPolicy()
    rows = np.arange(32, dtype=np.int64)
    a = np.zeros(32, np.int64)
    h = np.zeros(32, np.int64)
    differ = 0
    for _ in range(150):
        before = g.obs.copy()
        orc.act(g.obs, g.mask, rows, a)
        assert (g.obs == before).all()  # the games' own observation is left alone
        heur.act(g.obs, g.mask, rows, h)
        assert g.mask[rows, a].all()
        differ += int((a != h).sum())
        g.step(a)
    # a righteous seat that knows who the cult members are attacks differently
    assert differ > 0


def test_evaluate_with_oracle_arm(tmp_path: Path) -> None:
    cfgs = [GameConfig(players=5)]

    def heur(cfg: GameConfig) -> HeuristicPolicy:
        return HeuristicPolicy(deck=cfg.deck)

    def orc(cfg: GameConfig) -> OracleHeuristic:
        return OracleHeuristic(cfg)

    rep = evaluate(cfgs, ["cult"], 16, heur, heur, seed=1, num_envs=8, oracle=orc)
    cell = rep["configurations"][0]["identities"]["cult"]
    assert set(cell) == {"trained", "heuristic", "paired", "oracle", "oracle_paired"}
    # the "trained" arm is the heuristic here: identical outcomes on identical deals
    assert cell["trained"]["wins"] == cell["heuristic"]["wins"]
    assert cell["paired"]["trained_only"] == cell["paired"]["heuristic_only"] == 0
    po = cell["oracle_paired"]
    assert set(po) == {
        "pairs",
        "trained_only",
        "heuristic_only",
        "diff",
        "ci_low",
        "ci_high",
        "p_value",
    } - {"trained_only"} | {"oracle_only"}
    assert po["oracle_only"] - po["heuristic_only"] == (
        cell["oracle"]["wins"] - cell["heuristic"]["wins"]
    )
    assert (
        "truncated" in rep["configurations"][0]
        and "oracle" in rep["configurations"][0]["truncated"]
    )
    lines = table(rep)
    assert "oracle win %" in lines[0] and lines[1].count("---") == lines[0].count("|") - 1
    assert lines[2].startswith("| 5 | cult |") and lines[2].count("|") == lines[0].count("|")
    json.dumps(rep)  # the --json format stays serialisable


@pytest.mark.extras
def test_cli_eval_oracle(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("torch")
    from qxs_env.cli.main import main

    js = tmp_path / "e.json"
    argv = ["eval", "--identity", "court", "--players", "5", "--mode", "standard"]
    assert main([*argv, "--games", "8", "--num-envs", "4", "--oracle", "--json", str(js)]) == 0
    out = capsys.readouterr().out
    assert "oracle = the heuristic shown every identity" in out and "| 5 | court |" in out
    cell = json.loads(js.read_text())["configurations"][0]["identities"]["court"]
    assert (
        cell["oracle"]["games"]
        + json.loads(js.read_text())["configurations"][0]["truncated"]["oracle"]
        == 8
    )

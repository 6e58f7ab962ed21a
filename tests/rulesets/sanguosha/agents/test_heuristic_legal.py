"""三国杀's heuristic (``agents.sanguosha_heuristic``) always answers with a legal action: whole
games over player counts, modes, mixed with random seats and with every seat asked in every
window (``auto_forced=False``); on the complete deck (the default) it never needs its legal
default."""

from __future__ import annotations

import numpy as np
import pytest

from agents.base import RandomPolicy
from agents.sanguosha_heuristic import HeuristicPolicy
from agents.sanguosha_heuristic.view import read_view
from qxs_env.rulesets.sanguosha.engine import SanguoshaConfig, SanguoshaEngine
from qxs_env.rulesets.sanguosha.observation import OBS_SIZE

CASES = [
    (4, "standard", True, 1.0),
    (5, "standard", True, 1.0),
    (6, "two_renegades", True, 0.5),
    (7, "standard", False, 1.0),
    (8, "standard", False, 1.0),
    (9, "standard", True, 1.0),
    (10, "standard", True, 0.5),
]


def play(config: SanguoshaConfig, games: int, share: float, seed: int) -> HeuristicPolicy:
    """Play ``games`` games with the heuristic at a ``share`` of the decisions (random at the
    others); every action goes through the engine's checked ``step`` (ValueError if illegal)."""
    eng = SanguoshaEngine(config, batch=games)
    eng.reset(seed)
    heur = HeuristicPolicy(seed=seed, max_turns=config.max_turns)
    rand = RandomPolicy(seed=seed)
    rng = np.random.default_rng(seed)
    obs = np.zeros((games, eng.obs_size), np.float32)
    acts = np.zeros(games, np.int64)
    for _ in range(20000):
        live = np.flatnonzero(~eng.done.astype(bool))
        if live.size == 0:
            break
        for b in live.tolist():
            eng.observe(int(eng.actor[b]), b, obs[b])
        mask = eng.state["mask"][:, : eng.n_actions]
        mine = live[rng.random(live.size) < share]
        rest = np.setdiff1d(live, mine)
        heur.act(obs, mask, mine, acts)
        rand.act(obs, mask, rest, acts)
        for b in mine.tolist():
            assert mask[b, acts[b]], (b, acts[b])
        eng.step(np.where(eng.done.astype(bool), 0, acts))
    assert eng.done.all()
    return heur


@pytest.mark.parametrize(("players", "mode", "auto", "share"), CASES)
def test_every_decision_is_legal(players: int, mode: str, auto: bool, share: float) -> None:
    config = SanguoshaConfig(players=players, mode=mode, auto_forced=auto, max_turns=60)
    heur = play(config, 12, share, seed=players)
    assert not heur.fallbacks  # every decision of the complete deck has a rule
    assert not heur.errors


def test_an_unknown_decision_gets_a_legal_default() -> None:
    """A row whose decision the heuristic does not know (none of the one-hot set, as for a
    decision another helper adds): pass when legal, else a random legal action."""
    eng = SanguoshaEngine(SanguoshaConfig(players=5))
    eng.reset(1)
    row = eng.observe(int(eng.actor[0]), 0)
    view = read_view(row)
    dec = row.copy()
    from qxs_env.rulesets.sanguosha import observation as O

    dec[O.O_DEC : O.O_DEC + O.N_DECISION_KINDS] = 0.0
    heur = HeuristicPolicy()
    mask = np.zeros(eng.n_actions, np.int8)
    mask[[3, 7]] = 1
    assert heur.act_one(0, dec, mask) in (3, 7)
    mask[view.offs["pass"]] = 1
    assert heur.act_one(0, dec, mask) == view.offs["pass"]
    assert heur.fallbacks[-1] == 2


def test_an_empty_row_gets_a_legal_action() -> None:
    """A row showing nothing (no seat, no decision) is answered from the mask, never raises."""
    heur = HeuristicPolicy()
    mask = np.zeros(120, np.int8)
    mask[[5, 9]] = 1
    assert heur.act_one(0, np.zeros(OBS_SIZE, np.float32), mask) in (5, 9)


def test_a_games_legal_defaults_depend_on_its_own_seed() -> None:
    """After ``begin_game(row, seed)`` the random legal default of a row comes from that row's
    own generator: the same whatever the other rows drew (the lab's per-game reseeding)."""
    mask = np.zeros(120, np.int8)
    mask[[5, 9, 17, 30]] = 1
    row = np.zeros(OBS_SIZE, np.float32)
    a, b = HeuristicPolicy(seed=1), HeuristicPolicy(seed=2)
    a.begin_game(3, 77)
    b.begin_game(3, 77)
    for _ in range(5):
        b.act_one(0, row, mask)  # another row draws from the shared generator meanwhile
    assert [a.act_one(3, row, mask) for _ in range(8)] == [
        b.act_one(3, row, mask) for _ in range(8)
    ]

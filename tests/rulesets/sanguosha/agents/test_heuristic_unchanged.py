"""The heuristic's choices on fixed seeds, as a digest: a change meant only to make the
heuristic faster (view reading, evidence bookkeeping) must leave every action of these games as
it was. A change of its decisions changes the digests on purpose: re-record them with
``PYTHONPATH=. python tests/rulesets/sanguosha/agents/test_heuristic_unchanged.py`` and say so
in the commit message (a change of the game's rules or deck changes them too)."""

from __future__ import annotations

import hashlib

import numpy as np
import pytest

from agents.sanguosha_heuristic import HeuristicPolicy
from qxs_env.rulesets.sanguosha.engine import SanguoshaConfig, SanguoshaEngine

RECORDED = {
    (5, 3): "df2e2e98f9a17afc2413154bb5cae16e491fbe1f89ab6880f0b1b81d8569c89b",
    (8, 4): "a6ab2c400e28ae56eb11c6a6ae2edd43b1f5fb852ba7abbf1ad60bb1c4c8998e",
}
"""(players, seed): the digest of every action of 6 all-heuristic games."""


def choices_digest(players: int, seed: int, games: int = 6) -> str:
    """The sha256 of every action the heuristic takes in ``games`` all-heuristic games of
    ``players`` seats dealt from ``seed`` (``max_turns`` 60), in step order."""
    config = SanguoshaConfig(players=players, max_turns=60, heroes="off")
    eng = SanguoshaEngine(config, batch=games)
    eng.reset(seed)
    heur = HeuristicPolicy(seed=seed, max_turns=config.max_turns)
    obs = np.zeros((games, eng.obs_size), np.float32)
    acts = np.zeros(games, np.int64)
    digest = hashlib.sha256()
    for _ in range(50000):
        live = np.flatnonzero(~eng.done.astype(bool))
        if live.size == 0:
            break
        for b in live.tolist():
            eng.observe(int(eng.actor[b]), b, obs[b])
        heur.act(obs, eng.state["mask"][:, : eng.n_actions], live, acts)
        digest.update(acts[live].astype(np.int64).tobytes())
        eng.step(np.where(eng.done.astype(bool), 0, acts))
    assert eng.done.all() and not heur.fallbacks and not heur.errors
    return digest.hexdigest()


@pytest.mark.parametrize(("players", "seed"), sorted(RECORDED))
def test_the_choices_on_fixed_seeds_are_unchanged(players: int, seed: int) -> None:
    assert choices_digest(players, seed) == RECORDED[(players, seed)]


if __name__ == "__main__":
    for key in sorted(RECORDED):
        print(f"    {key}: {choices_digest(*key)!r},")

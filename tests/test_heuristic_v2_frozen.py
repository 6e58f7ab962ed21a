"""The frozen copy of the heuristic kept for issue 34's paired comparisons (``agents.heuristic_v2``,
the lab's ``heuristic_v2``) plays as the heuristic did when issue 34 began (main at 4b225cd)."""

from __future__ import annotations

from agents import heuristic_v2 as H2

V2_DIGEST_8_400 = {
    "starter-off-5": "3e4c6bc9fe78b286",
    "standard-off-8": "22b40d7c59a9c4d6",
    "standard-standard-5": "371b266f18058c7d",
    "standard-standard-8": "afa8f9e8c2263652",
    "standard-standard-8m": "7df2a9c7c5a12d17",
    "standard-all-10": "688c53f8de2a62e4",
}
"""``action_digest(games=8, steps=400)`` of ``agents.heuristic`` at 4b225cd (recorded then; the
copy gave the same digest)."""


def test_v2_plays_as_the_heuristic_did_when_issue_34_began() -> None:
    """The first 400 steps of 8 all-``heuristic_v2`` games in each of six configurations choose
    exactly the actions the heuristic chose at 4b225cd."""
    from agents.evaluate import action_digest

    got = action_digest(lambda deck: H2.HeuristicPolicy(deck=deck, seed=1), games=8, steps=400)
    assert got == V2_DIGEST_8_400


def test_v2_is_selectable_in_the_lab() -> None:
    """``heuristic_v2`` is a lab policy name, usable in agents specs next to ``heuristic``."""
    from qxs_env.lab import simulate as lab
    from qxs_env.rulesets.qxs.config import GameConfig

    spec = lab.parse_agents("leader=heuristic,*=heuristic_v2")
    assert set(spec.names()) == {"heuristic", "heuristic_v2"}
    pol = lab.make_policy("heuristic_v2", GameConfig(players=5))
    assert isinstance(pol, H2.HeuristicPolicy) and pol.name == "heuristic_v2"
    res = lab.simulate(GameConfig(players=5), 4, "leader=heuristic,*=heuristic_v2", num_envs=4)
    assert res.results[0].games == 4


def test_v2_has_its_own_cache() -> None:
    """The frozen copy is cached apart from the current heuristic, keyed by its own files and
    the framework's, so editing the current heuristic does not recompile it."""
    from agents.framework import jit

    assert jit.FROZEN_CACHE_DIR != jit.CACHE_DIR
    assert all("heuristic_v2" not in p.parts for p in jit.sources())
    assert {p.name for p in jit.frozen_sources()} >= {"__init__.py", "decide.py", "play.py"}

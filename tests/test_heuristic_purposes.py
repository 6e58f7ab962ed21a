"""The heuristic reads every decision purpose the rules ask with (issue 34).

``layout.N_PURPOSES`` was 23 while purposes 23-31 were added for the hero skills' decisions
(a page boy, a named face, 碧海潮生曲's victim and attack, a hero skill's target, equipment and
card); the heuristic reads the purpose one-hot up to ``N_PURPOSES``, so it saw those decisions
as having no purpose and its rules for them never ran (冯锡范's page-boy choice, 蛤蟆功's charge,
the judgement replacers' card, ``FIX_FORCE_VICTIM``'s target)."""

from __future__ import annotations

import numpy as np

from agents import heuristic as H
from qxs_env.rulesets.qxs import layout as L


def test_every_purpose_is_below_n_purposes() -> None:
    purposes = {k: v for k, v in vars(L).items() if k.startswith("PUR_") and isinstance(v, int)}
    assert purposes, "no PUR_ constants found"
    assert max(purposes.values()) < L.N_PURPOSES <= L.N_PURPOSE_CAP, purposes


def test_the_heuristic_reads_the_last_purpose() -> None:
    """The purpose one-hot width the heuristic reads is ``N_PURPOSES`` (its offsets' last
    decision entry), wide enough for ``PUR_SKILL_CARD`` (31)."""
    pol = H.HeuristicPolicy(deck="standard")
    n_pur = int(np.asarray(pol._offs)[10])
    assert n_pur == L.N_PURPOSES and L.PUR_SKILL_CARD < n_pur

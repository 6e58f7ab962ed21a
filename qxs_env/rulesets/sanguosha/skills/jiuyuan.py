"""孫權 · 救援 (S-HERO-SUNQUAN-L, lord skill, locked; ruling S-OPEN-50): while he is dying, each
桃 another Wu seat uses on him heals 2 instead of 1 (the lord's only: the draft gives lord
skills to the lord alone)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined

from ..layout import KINGDOM_WU


@njit_inlined
def rescue_bonus(g, tb, cfg, p, q, k):
    return 1 if q != p and g.kingdom[q] == KINGDOM_WU else 0


from ..skill_roles import SR_NONE  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_NONE
"""The heuristic's role (``skill_roles``): locked or passive: nothing to decide."""

"""周瑜 · 英姿 (S-HERO-ZHOUYU-1, locked): he draws 3 instead of 2 in his draw phase."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined


@njit_inlined
def draw_bonus(g, tb, cfg, p, k):
    return 1


from ..skill_roles import SR_NONE  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_NONE
"""The heuristic's role (``skill_roles``): locked or passive: nothing to decide."""

"""呂蒙 · 克己 (S-HERO-LVMENG-1, locked; ruling S-OPEN-51): if he used or played no 殺 in his
play phase (``g.sha_touched``, set by the 殺 he uses and plays in his own turn), he skips
discarding in this turn's discard phase."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined


@njit_inlined
def keeps_hand(g, tb, cfg, p, k):
    return p == g.cur and g.sha_touched == 0


from ..skill_roles import SR_NONE  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_NONE
"""The heuristic's role (``skill_roles``): locked or passive: nothing to decide."""

"""黃月英 · 奇才 (S-HERO-HUANGYUEYING-2, locked): her tricks have no distance limit: she may aim
順手牽羊 at any other seat (``cards/shunshou.py`` asks it)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined


@njit_inlined
def trick_unbounded(g, tb, p, k):
    return True


from ..skill_roles import SR_NONE  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_NONE
"""The heuristic's role (``skill_roles``): locked or passive: nothing to decide."""

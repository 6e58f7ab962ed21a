"""張飛 · 飛將 (S-HERO-ZHANGFEI-1, locked): he may use any number of 殺 in his play phase; his
weapon still sets his attack range (``cards/sha.py``'s ``limit_lifted`` asks it)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined


@njit_inlined
def sha_unlimited(g, tb, p, k):
    return True


from ..skill_roles import SR_NONE  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_NONE
"""The heuristic's role (``skill_roles``): locked or passive: nothing to decide."""

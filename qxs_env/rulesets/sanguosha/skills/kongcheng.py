"""諸葛亮 · 空城 (S-HERO-ZHUGELIANG-2, locked; ruling S-OPEN-47): while he has no hand cards he
cannot be chosen as the target of a 殺 or a 決鬥 (a 決鬥 already under way goes on)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined

from ..layout import EFFECT_JUEDOU, EFFECT_SHA


@njit_inlined
def untargetable(g, tb, cfg, p, e, k):
    return g.hand_n[p] == 0 and (e == EFFECT_SHA or e == EFFECT_JUEDOU)


from ..skill_roles import SR_NONE  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_NONE
"""The heuristic's role (``skill_roles``): locked or passive: nothing to decide."""

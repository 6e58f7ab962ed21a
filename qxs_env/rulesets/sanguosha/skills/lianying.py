"""陸遜 · 連營 (S-HERO-LUXUN-2; ruling S-OPEN-54): whenever his last hand card leaves his hand
(used, played, discarded, taken), he draws 1 at once, before anything else resolves (the
skills' scan between steps, ``PT_HAND_EMPTIED``). He always does (drawing has no cost)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.stack import log

from ..layout import EV_SKILL, PT_HAND_EMPTIED, SKILL_LIANYING
from ..moves import draw


@njit_inlined
def hears(g, tb, cfg, point, p, subject, source, ctx, k):
    if point == PT_HAND_EMPTIED and subject == p:
        log(g, EV_SKILL, p, SKILL_LIANYING, 0, 0, 0)
        draw(g, p, 1)
        g.hand_seen[p] = 1 if g.hand_n[p] > 0 else 0
    return 0


from ..skill_roles import SR_NONE  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_NONE
"""The heuristic's role (``skill_roles``): locked or passive: nothing to decide."""

"""貂蟬 · 閉月 (S-HERO-DIAOCHAN-1, locked; ruling S-OPEN-07): when her discard phase is over
(the turn-end moment), she draws 1."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.stack import log

from ..layout import EV_SKILL, PT_TURN_END, SKILL_BIYUE
from ..moves import draw


@njit_inlined
def hears(g, tb, cfg, point, p, subject, source, ctx, k):
    if point == PT_TURN_END and subject == p:
        log(g, EV_SKILL, p, SKILL_BIYUE, 0, 0, 0)
        draw(g, p, 1)
    return 0


from ..skill_roles import SR_NONE  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_NONE
"""The heuristic's role (``skill_roles``): locked or passive: nothing to decide."""

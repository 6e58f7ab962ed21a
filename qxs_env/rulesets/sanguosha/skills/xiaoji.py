"""孫尚香 · 梟姬 (S-HERO-SUNSHANGXIANG-2, triggered; ruling S-OPEN-56): whenever a card leaves
her equipment area (taken, discarded, replaced), she draws 2 for each such card (the skills'
scan between steps, ``PT_EQUIP_LOST``, its ``ctx`` the number lost). She always does (drawing
has no cost, as for 集智 and 連營)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.stack import log

from ..layout import EV_SKILL, PT_EQUIP_LOST, SKILL_XIAOJI
from ..moves import draw


@njit_inlined
def hears(g, tb, cfg, point, p, subject, source, ctx, k):
    if point == PT_EQUIP_LOST and subject == p:
        log(g, EV_SKILL, p, SKILL_XIAOJI, 0, 0, 0)
        draw(g, p, 2 * ctx)
    return 0


from ..skill_roles import SR_NONE  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_NONE
"""The heuristic's role (``skill_roles``): locked or passive: nothing to decide."""

"""黃月英 · 集智 (S-HERO-HUANGYUEYING-1; ruling S-OPEN-49): whenever she uses a trick card
(無懈可擊 included), she draws 1 at once, before the trick resolves. She always does: drawing
has no cost to weigh (this project's ruling, as for 連營)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.stack import log

from ..layout import EV_SKILL, PT_TRICK_USED, SKILL_JIZHI
from ..moves import draw


@njit_inlined
def hears(g, tb, cfg, point, p, subject, source, ctx, k):
    if point == PT_TRICK_USED and subject == p:
        log(g, EV_SKILL, p, SKILL_JIZHI, 0, 0, 0)
        draw(g, p, 1)
    return 0


from ..skill_roles import SR_NONE  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_NONE
"""The heuristic's role (``skill_roles``): locked or passive: nothing to decide."""

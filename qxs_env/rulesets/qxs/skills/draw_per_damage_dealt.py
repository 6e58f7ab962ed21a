"""Hero skill ``draw_per_damage_dealt`` (``SKILL_DRAW_PER_DAMAGE_DEALT``).

Printed as:

- 杀人练功 (梅超风, ``meichaofeng``; locked): You draw a card for every point of damage you deal.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`locked`: its effect at its trigger points, applied at once (a locked skill)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A5,
    FR_Q,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.layout import (
    EV_SKILL,
    ROLE_SOURCE,
    TP_AFTER_DAMAGE,
)

TRIGGERS = (
    (TP_AFTER_DAMAGE, ROLE_SOURCE),  # 杀人练功
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def locked(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Apply the locked skill at trigger point ``point`` at once."""
    if point == TP_AFTER_DAMAGE:
        dealt = g.stk[ctx, FR_A5]
        t = g.stk[ctx, FR_Q]
        if dealt <= 0:
            return
        draw_cards(g, p, dealt * g.sk_param[p, k, 0])
        log(g, EV_SKILL, p, code, k, t, 0)

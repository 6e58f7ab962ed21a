"""Hero skill ``draw_on_leader_damage`` (``SKILL_DRAW_ON_LEADER_DAMAGE``).

Printed as:

- 七省盟主 (袁承志, ``yuanchengzhi``; locked): Whenever the leader (武林盟主) deals damage, you
  draw a card per point.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`locked`: its effect at its trigger points, applied at once (a locked skill)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A5,
    FR_P,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.constants import (
    LEADER,
)
from qxs_env.rulesets.qxs.layout import (
    EV_SKILL,
    ROLE_ANY,
    TP_AFTER_DAMAGE,
)

TRIGGERS = (
    (TP_AFTER_DAMAGE, ROLE_ANY),  # 七省盟主
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def locked(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Apply the locked skill at trigger point ``point`` at once."""
    if point == TP_AFTER_DAMAGE:
        dealt = g.stk[ctx, FR_A5]
        if dealt <= 0:
            return
        src = g.stk[ctx, FR_P]
        if src >= 0 and g.ident[src] == LEADER:
            draw_cards(g, p, dealt * g.sk_param[p, k, 0])
            log(g, EV_SKILL, p, code, k, src, 0)

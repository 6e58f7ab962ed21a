"""Hero skill ``draw_vs_evil`` (``SKILL_DRAW_VS_EVIL``).

Printed as:

- 嫉恶如仇 (丘处机, ``qiuchuji``; locked): You draw a card per point of damage you deal to an
  evil (恶) character, and per point an evil character deals you.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`locked`: its effect at its trigger points, applied at once (a locked skill)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A5,
    FR_P,
    FR_Q,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.layout import (
    ALIGN_EVIL,
    EV_SKILL,
    ROLE_ANY,
    TP_AFTER_DAMAGE,
)

TRIGGERS = (
    (TP_AFTER_DAMAGE, ROLE_ANY),  # 嫉恶如仇
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
        src = g.stk[ctx, FR_P]
        if src >= 0 and src != t and (p == src or p == t):
            if g.align[t if p == src else src] == ALIGN_EVIL:
                draw_cards(g, p, dealt * g.sk_param[p, k, 0])
                log(g, EV_SKILL, p, code, k, t if p == src else src, 0)

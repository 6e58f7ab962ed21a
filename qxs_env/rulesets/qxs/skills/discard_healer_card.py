"""Hero skill ``discard_healer_card`` (``SKILL_DISCARD_HEALER_CARD``).

Printed as:

- 寒阴箭 (瑛姑, ``yinggu``; triggered): Once per turn, when a character gives another
  1 HP, you may throw away one of the giver's hand cards.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_Q,
)
from qxs_env.engine.stack import (
    rnd,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_card,
)
from qxs_env.rulesets.qxs.layout import (
    H_DESTROY,
    ROLE_ANY,
    TP_HEALED,
    TRIG_OPTIONAL,
)

TRIGGERS = (
    (TP_HEALED, ROLE_ANY | TRIG_OPTIONAL),  # 寒阴箭
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    a = g.stk[i, FR_Q]
    if a >= 0 and a != p and g.alive[a] and g.hand_n[a] > 0:
        g.sk_used[p, k] += 1
        c = g.hand[a, rnd(g, g.hand_n[a])]
        discard_card(g, tb, c, a)
        g.hist[p, a, H_DESTROY] += 1
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    return g.sk_used[p, k] == 0 and (source < 0 or (source != p and g.hand_n[source] > 0))

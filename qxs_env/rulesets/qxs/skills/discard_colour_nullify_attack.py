"""Hero skill ``discard_colour_nullify_attack`` (``SKILL_DISCARD_COLOUR_NULLIFY_ATTACK``).

Printed as:

- 金钟罩 (鳌拜, ``aobai``; triggered): When attacked, you may throw away a red card from your
  hand; the attack then does nothing to you.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A2,
    FR_Q,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
    discard_logged,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    EV_BLOCK,
    FR_SKILL,
    PUR_SKILL_CARD,
    ROLE_SUBJECT,
    TP_ATTACKED,
    TRIG_OPTIONAL,
)

TRIGGERS = ((TP_ATTACKED, ROLE_SUBJECT | TRIG_OPTIONAL),)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        cols = g.sk_param[p, k, 0]
        cols = 1 << cols
        j = push(g, DEC_HAND, p, g.stk[i, FR_Q], -1, PUR_SKILL_CARD, cols, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    c = r  # 金钟罩: the red card is discarded and the attack does nothing
    discard_logged(g, c, p)
    g.stk[ctx, FR_A2] = 1
    log(g, EV_BLOCK, p, -1, 0, 0, 0)
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    cols = g.sk_param[p, k, 0]
    cols = 1 << cols
    if g.stk[ctx, FR_A2] != 0:
        return False  # the attack is already blocked
    for j in range(g.hand_n[p]):
        if (cols & (1 << colour_of(g, tb, g.hand[p, j], p))) != 0:
            return True
    return False

"""Hero skill ``redirect_strategy`` (``SKILL_REDIRECT_STRATEGY``).

Printed as:

- 巧舌如簧 (韦小宝, ``weixiaobao``; triggered): When a strategy card is aimed at you,
  you may throw away a hand card to send it to another character within distance
  1 of you (not its user).

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A0,
    FR_A4,
    FR_P,
    FR_Q,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs import framework
from qxs_env.rulesets.qxs.card_moves import (
    discard_logged,
)
from qxs_env.rulesets.qxs.hero_rules import (
    redirect_targets,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    DEC_TARGET,
    EV_USE,
    FR_SKILL,
    H_HARM,
    PUR_SKILL_CARD,
    PUR_SKILL_TARGET,
    ROLE_SUBJECT,
    TP_CARD_USED,
    TRIG_OPTIONAL,
)

TRIGGERS = (
    (TP_CARD_USED, ROLE_SUBJECT | TRIG_OPTIONAL),  # 巧舌如簧
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        j = push(g, DEC_HAND, p, -1, g.stk[ctx, FR_A0], PUR_SKILL_CARD, 15, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:
        discard_logged(g, r, p)
        j = push(g, DEC_TARGET, p, -1, g.stk[ctx, FR_A0], PUR_SKILL_TARGET, 1, 0)
        g.stk[j, FR_A4] = ~redirect_targets(g, tb, cfg, p, ctx) & 1023
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 2:  # the card is now aimed at r (who may react to it in turn)
        u = g.stk[ctx, FR_P]
        g.stk[ctx, FR_Q] = r
        log(g, EV_USE, u, g.stk[ctx, FR_A0], r, -1, 0)
        if r != u:
            g.hist[u, r, H_HARM] += 1
        if framework.fire(g, tb, cfg, TP_CARD_USED, r, u, ctx) > 0:
            return False
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    return g.hand_n[p] > 0 and redirect_targets(g, tb, cfg, p, ctx) != 0  # somewhere to go

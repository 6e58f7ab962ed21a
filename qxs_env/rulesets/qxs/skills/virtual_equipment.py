"""Hero skill ``virtual_equipment`` (``SKILL_VIRTUAL_EQUIPMENT``).

Printed as:

- 先天功 (王重阳, ``wangchongyang``; locked): With no mental art equipped, you count
  as having 先天功 equipped.
- 神行百变 (韦小宝, ``weixiaobao``; locked): With no −1 lightness art equipped, you
  count as having 神行百变 equipped.
- 混元功 (袁承志, ``yuanchengzhi``; locked): With no mental art equipped, you count as
  having 混元气 equipped.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A2,
    FR_OP,
    FR_P,
    OP_JUDGEMENT,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_FIX_DISTANCE,
    EFFECT_JUDGEMENT_BLOCK,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PLAY,
    DEC_TARGET,
    EV_BLOCK,
    FR_SKILL,
    OP_ATTACK,
    PT_FIX_DIST,
    PT_FIX_USES,
    PUR_OTHER,
    ROLE_SUBJECT,
    TP_ATTACKED,
    TRIG_OPTIONAL,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_virtual_equip,
)

TRIGGERS = (
    (TP_ATTACKED, ROLE_SUBJECT | TRIG_OPTIONAL),  # 混元功
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if g.stk[i, FR_A2] < 0:  # 神行百变 (hero), active: another character at distance 1
        if sub == 0:
            j = push(g, DEC_TARGET, p, -1, -1, PUR_OTHER, 0, 0)
            g.stk[j, FR_SKILL] = k + 1
            return False
        g.pt[p, PT_FIX_DIST] = r + 1  # (as the card: a later use moves the fix)
        g.pt[p, PT_FIX_USES] += 1
        return True
    # 混元功 (as 混元气): judge; a colour of the art's success colours blocks the attack
    f = skill_virtual_equip(g, tb, p, EFFECT_JUDGEMENT_BLOCK, -1)
    if sub == 0:
        push(g, OP_JUDGEMENT, p, -1, -1, 0, 0, 0)
        return False
    if f >= 0 and r >= 0 and (tb.face_param[f, 0] & (1 << r)) != 0:
        g.stk[ctx, FR_A2] = 1
        log(g, EV_BLOCK, p, f, 0, 0, 0)
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    if g.stk[ctx, FR_OP] != OP_ATTACK or g.stk[ctx, FR_A2] != 0:
        return False
    return skill_virtual_equip(g, tb, p, EFFECT_JUDGEMENT_BLOCK, g.stk[ctx, FR_P]) >= 0


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        f = skill_virtual_equip(g, tb, p, EFFECT_FIX_DISTANCE, -1)
        return f >= 0 and g.pt[p, PT_FIX_USES] < tb.face_param[f, 1]
    return False

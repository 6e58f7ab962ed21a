"""Hero skill ``damaged_source_choice`` (``SKILL_DAMAGED_SOURCE_CHOICE``).

Printed as:

- 玄冥寒毒 (玄冥二老, ``xuanmingerlao``; triggered): When another character's move
  damages you, you may make it choose: lose 1 HP or end the current turn at
  once.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_cat,
)
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A2,
    FR_A3,
    FR_A5,
    FR_P,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
)
from qxs_env.rulesets.qxs.death import (
    unwind_turn,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_CONFIRM,
    EV_SKILL,
    FR_SKILL,
    ROLE_SUBJECT,
    TP_AFTER_DAMAGE,
    TRIG_OPTIONAL,
)
from qxs_env.rulesets.qxs.skill_queries import (
    lose_hp,
    turn_in_progress,
)

TRIGGERS = ((TP_AFTER_DAMAGE, ROLE_SUBJECT | TRIG_OPTIONAL),)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    src = g.stk[ctx, FR_P]
    if sub == 0:  # the source chooses: yes = lose `hp` HP, pass = the turn ends now
        j = push(g, DEC_CONFIRM, src, p, -1, -1, 0, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:
        if r == 1:
            if lose_hp(g, src, g.sk_param[p, k, 0]):
                return False
        else:
            log(g, EV_SKILL, p, code, k, src, 1)
            unwind_turn(g)  # (this frame goes with the turn's)
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    src = g.stk[ctx, FR_P]
    c = g.stk[ctx, FR_A2]
    return (
        g.stk[ctx, FR_A5] > 0
        and src >= 0
        and src != p
        and g.alive[src]
        and c >= 0
        and g.stk[ctx, FR_A3] == 0
        and c_cat(g, tb, c) == CAT_MOVE
        and turn_in_progress(g)
    )

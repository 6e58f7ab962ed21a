"""Hero skill ``after_auto_block_judgement_damage`` (``SKILL_AFTER_AUTO_BLOCK_JUDGEMENT_DAMAGE``).

Printed as:

- 六脉神剑 (段誉, ``duanyu``; triggered): After 一阳指 blocks an attack you may name any
  character and judge: on blue you deal it 2 damage.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
- :func:`skill_after_auto_block`: a rule query the ruleset's rules call:
  六脉神剑: after a 一阳指 block, t may name a character and judge (an OP_SKILL frame). True
  when the frame was pushed.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A6,
    FR_Q,
    OP_DAMAGE,
    OP_JUDGEMENT,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_AFTER_AUTO_BLOCK_JUDGEMENT_DAMAGE,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_TARGET,
    FR_SKILL,
    OP_SKILL,
    PUR_OTHER,
    TP_CLASH,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        j = push(g, DEC_TARGET, p, -1, -1, PUR_OTHER, 0, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:
        g.stk[i, FR_Q] = r
        push(g, OP_JUDGEMENT, p, -1, -1, 0, 0, 0)
        return False
    t = g.stk[i, FR_Q]
    if r == g.sk_param[p, k, 0] and t >= 0 and g.alive[t]:
        push(g, OP_DAMAGE, p, t, g.sk_param[p, k, 1], -1, -1, 0)
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    return g.alive[p]


@njit_cached
def skill_after_auto_block(g, t, attacker, i):
    """六脉神剑: after a 一阳指 block, t may name a character and judge (an OP_SKILL frame).
    True when the frame was pushed."""
    k = skill_slot(g, t, SKILL_AFTER_AUTO_BLOCK_JUDGEMENT_DAMAGE)
    if k < 0:
        return False
    j = push(g, OP_SKILL, t, attacker, 1 << k, i, TP_CLASH, -1)
    g.stk[j, FR_A6] = 1
    return True

"""Hero skill ``after_attack_damage_discard`` (``SKILL_AFTER_ATTACK_DAMAGE_DISCARD``).

Printed as:

- 寒冰掌 (左冷禅, ``zuolengchan``; locked): After your attack damages its target, you
  throw away one of the target's cards (your pick).

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
    FR_OP,
    FR_Q,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.engine.zones import (
    count_cards,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_card,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PICK,
    FR_SKILL,
    H_DESTROY,
    OP_ATTACK,
    PUR_DISCARD,
    ROLE_SOURCE,
    TP_AFTER_DAMAGE,
)
from qxs_env.rulesets.qxs.tables import (
    TRIG_NO_ASK,
)

TRIGGERS = ((TP_AFTER_DAMAGE, ROLE_SOURCE | TRIG_NO_ASK),)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    t = g.stk[ctx, FR_Q]
    if sub == 0:
        j = push(g, DEC_PICK, p, t, -1, PUR_DISCARD, 0, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if r >= 0:
        discard_card(g, tb, r, t)
        g.hist[p, t, H_DESTROY] += 1
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    t = g.stk[ctx, FR_Q]
    c = g.stk[ctx, FR_A2]
    return (
        g.stk[ctx, FR_A5] > 0
        and g.stk[ctx, FR_A3] == 0
        and c >= 0
        and c_cat(g, tb, c) == CAT_MOVE
        and ctx > 0
        and g.stk[ctx - 1, FR_OP] == OP_ATTACK
        and g.alive[t]
        and count_cards(g, t) > 0
    )


from qxs_env.rulesets.qxs.skill_roles import SR_VS_OTHER  # noqa: E402

HEURISTIC_ROLE = SR_VS_OTHER
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

"""Hero skill ``draw_give_on_counter`` (``SKILL_DRAW_GIVE_ON_COUNTER``).

Printed as:

- 剑宗传人 (风清扬, ``fengqingyang``; triggered): When your move counters the opposing
  one, you may draw a card and give it to any character.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A4,
    Z_HAND,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.card_moves import (
    to_hand,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_TARGET,
    EV_TAKE,
    FR_SKILL,
    PUR_SKILL_TARGET,
    ROLE_ANY,
    SKT_SELF,
    TP_CLASH,
    TRIG_OPTIONAL,
)
from qxs_env.rulesets.qxs.skill_numbers import (
    clash_counters,
)

TRIGGERS = (
    (TP_CLASH, ROLE_ANY | TRIG_OPTIONAL),  # 剑宗传人
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:  # (the card drawn is kept in the stage field: 1 + 8 * card)
        if draw_cards(g, p, 1) == 0:
            return True
        g.stk[i, FR_A4] = 1 + 8 * g.hand[p, g.hand_n[p] - 1]
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, 99, SKT_SELF)
        g.stk[j, FR_SKILL] = k + 1
        return False
    c = sub >> 3
    if r >= 0 and r != p and g.alive[r] and g.zone[c] == Z_HAND and g.owner[c] == p:
        to_hand(g, c, r)
        log(g, EV_TAKE, r, c, p, 0, 0)
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    return clash_counters(g, tb, ctx, p)

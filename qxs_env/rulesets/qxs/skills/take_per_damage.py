"""Hero skill ``take_per_damage`` (``SKILL_TAKE_PER_DAMAGE``).

Printed as:

- 北冥神功 (无涯子, ``wuyazi``; triggered): For each point of damage you take, you may
  take a card from the source.

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
    FR_A5,
    FR_P,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.engine.zones import (
    count_cards,
)
from qxs_env.rulesets.qxs.card_moves import (
    to_hand,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PICK,
    EV_TAKE,
    FR_SKILL,
    H_TAKE,
    PUR_TAKE,
    ROLE_SUBJECT,
    TP_AFTER_DAMAGE,
    TRIG_OPTIONAL,
)

TRIGGERS = (
    (TP_AFTER_DAMAGE, ROLE_SUBJECT | TRIG_OPTIONAL),  # 北冥神功
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    src = g.stk[ctx, FR_P]
    if sub == 0:
        g.stk[i, FR_A0] = g.stk[ctx, FR_A5]  # points left
    else:
        to_hand(g, r, p)
        g.hist[p, src, H_TAKE] += 1
        log(g, EV_TAKE, p, r, src, 0, 0)
        g.stk[i, FR_A0] -= 1
    if g.stk[i, FR_A0] > 0 and g.alive[src] and count_cards(g, src) > 0:
        j = push(g, DEC_PICK, p, src, -1, PUR_TAKE, 0, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    src = g.stk[ctx, FR_P]
    return (
        g.stk[ctx, FR_A5] > 0 and src >= 0 and src != p and g.alive[src] and count_cards(g, src) > 0
    )

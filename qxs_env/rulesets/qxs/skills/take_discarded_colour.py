"""Hero skill ``take_discarded_colour`` (``SKILL_TAKE_DISCARDED_COLOUR``).

Printed as:

- 自宫练剑 (林平之, ``linpingzhi``; triggered): When other characters' white cards are
  thrown away, you may take one of them.

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
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    to_hand,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_CONFIRM,
    EV_TAKE,
    FR_SKILL,
    ROLE_ANY,
    TP_THROWN,
    TRIG_OPTIONAL,
)
from qxs_env.rulesets.qxs.skill_numbers import (
    clear_thrown_cards,
    thrown_card_takeable,
)

TRIGGERS = (
    (TP_THROWN, ROLE_ANY | TRIG_OPTIONAL),  # 自宫练剑
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    start = 0
    if sub != 0:  # the card offered last (stage 1 + 8 * card): taken (yes) or not
        c = sub >> 3
        if r == 1:
            to_hand(g, c, p)
            log(g, EV_TAKE, p, c, -1, 0, 0)
            clear_thrown_cards(g)
            return True
        start = c + 1
    n = 0
    first = -1
    for c in range(tb.n_cards):
        if thrown_card_takeable(g, tb, p, k, c):
            n += 1
            if first < 0 and c >= start:
                first = c
    if sub == 0 and n == 1:  # only one: it is taken
        to_hand(g, first, p)
        log(g, EV_TAKE, p, first, -1, 0, 0)
        clear_thrown_cards(g)
        return True
    if first < 0:
        clear_thrown_cards(g)
        return True
    g.stk[i, FR_A4] = 1 + 8 * first
    j = push(g, DEC_CONFIRM, p, -1, first, -1, 0, 0)
    g.stk[j, FR_SKILL] = k + 1
    return False


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    for c in range(tb.n_cards):
        if thrown_card_takeable(g, tb, p, k, c):
            return True
    return False

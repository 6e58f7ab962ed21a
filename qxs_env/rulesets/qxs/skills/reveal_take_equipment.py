"""Hero skill ``reveal_take_equipment`` (``SKILL_REVEAL_TAKE_EQUIPMENT``).

Printed as:

- 阎王敌 (薛慕华, ``xuemuhua``; triggered): When another character is dying you may
  turn over one of its cards: if it is equipment, it recovers 1 HP and you take
  the card.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
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
from qxs_env.rulesets.qxs.card_rules import (
    heal,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_INTERNAL,
    CAT_LIGHTNESS,
    CAT_MENTAL,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PICK,
    EV_SKILL,
    EV_TAKE,
    FR_SKILL,
    H_RESCUE,
    H_TAKE,
    PUR_TAKE,
    ROLE_ANY,
    TP_DYING,
    TRIG_OPTIONAL,
)

TRIGGERS = (
    (TP_DYING, ROLE_ANY | TRIG_OPTIONAL),  # 阎王敌
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    t = g.stk[ctx, FR_P]
    if sub == 0:
        j = push(g, DEC_PICK, p, t, -1, PUR_TAKE, 0, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    log(g, EV_SKILL, p, code, k, t, r)  # the card revealed (last field)
    cat = tb.face_category[tb.card_face[r]]
    if cat == CAT_INTERNAL or cat == CAT_MENTAL or cat == CAT_LIGHTNESS:
        heal(g, t, g.sk_param[p, k, 0], p)
        g.hist[p, t, H_RESCUE] += 1
        if g.hp[t] > 0:
            g.dying[t] = False  # rescued (its window closes when it resumes)
        to_hand(g, r, p)
        g.hist[p, t, H_TAKE] += 1
        log(g, EV_TAKE, p, r, t, 0, 0)
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    t = g.stk[ctx, FR_P]
    return p != t and g.dying[t] and g.hp[t] <= 0 and count_cards(g, t) > 0

"""Hero skill ``discard_rescue`` (``SKILL_DISCARD_RESCUE``).

Printed as:

- 重接筋脉 (平一指, ``pingyizhi``; triggered): When another character is dying you may
  throw away a yellow or white hand card to give it 1 HP.

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
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_logged,
)
from qxs_env.rulesets.qxs.card_rules import (
    heal,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    FR_SKILL,
    H_RESCUE,
    PUR_SKILL_CARD,
    ROLE_ANY,
    TP_DYING,
    TRIG_OPTIONAL,
)
from qxs_env.rulesets.qxs.skill_firing import (
    hero_has_colour_in_hand,
)

TRIGGERS = (
    (TP_DYING, ROLE_ANY | TRIG_OPTIONAL),  # 重接筋脉
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    t = g.stk[ctx, FR_P]
    if sub == 0:
        j = push(g, DEC_HAND, p, t, -1, PUR_SKILL_CARD, g.sk_param[p, k, 0], 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    discard_logged(g, r, p)
    heal(g, t, 1, p)
    g.hist[p, t, H_RESCUE] += 1
    if g.hp[t] > 0:
        g.dying[t] = False  # rescued (its window closes when it resumes)
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    t = g.stk[ctx, FR_P]
    return (
        p != t
        and g.dying[t]
        and g.hp[t] <= 0
        and hero_has_colour_in_hand(g, tb, p, g.sk_param[p, k, 0], False)
    )

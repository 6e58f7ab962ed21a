"""Hero skill ``counter_take_hand_card`` (``SKILL_COUNTER_TAKE_HAND_CARD``).

Printed as:

- 缠丝手 (夏雪宜, ``xiaxueyi``; triggered): When your move counters the opposing move,
  you may take a card at random from that opponent's hand.

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
    FR_A1,
    FR_A2,
    FR_OP,
    FR_P,
    FR_Q,
)
from qxs_env.engine.stack import (
    log,
    rnd,
)
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
    to_hand,
)
from qxs_env.rulesets.qxs.clash import (
    counters,
)
from qxs_env.rulesets.qxs.layout import (
    EV_TAKE,
    H_TAKE,
    OP_ATTACK,
    ROLE_ANY,
    TP_CLASH,
    TRIG_OPTIONAL,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_counters,
)

TRIGGERS = (
    (TP_CLASH, ROLE_ANY | TRIG_OPTIONAL),  # 缠丝手
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    a = g.stk[ctx, FR_P]
    opp = g.stk[ctx, FR_Q] if p == a else a
    if g.hand_n[opp] > 0:
        c = g.hand[opp, rnd(g, g.hand_n[opp])]
        to_hand(g, c, p)
        g.hist[p, opp, H_TAKE] += 1
        log(g, EV_TAKE, p, c, opp, 0, 0)
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    if g.stk[ctx, FR_OP] != OP_ATTACK or g.stk[ctx, FR_A2] != 0:
        return False
    a = g.stk[ctx, FR_P]
    t = g.stk[ctx, FR_Q]
    c = g.stk[ctx, FR_A0]
    d = g.stk[ctx, FR_A1]
    if c < 0 or d < 0 or (p != a and p != t):
        return False
    own = c if p == a else d
    other = d if p == a else c
    opp = t if p == a else a
    if g.hand_n[opp] == 0:
        return False
    ok = counters(g, tb, own, p, other, opp, p == a)
    return ok or skill_counters(g, tb, p, colour_of(g, tb, own, p), colour_of(g, tb, other, opp))


from qxs_env.rulesets.qxs.skill_roles import SR_VS_OTHER  # noqa: E402

HEURISTIC_ROLE = SR_VS_OTHER
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

"""Hero skill ``reborn`` (``SKILL_REBORN``).

Printed as:

- 立地成佛 (慕容博萧远山, ``murongboxiaoyuanshan``; triggered): When dying you may throw
  away all your cards, draw 5 and recover to full HP, losing all your skills for
  good.

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
)
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_card,
)
from qxs_env.rulesets.qxs.layout import (
    EV_HEAL,
    HERO_SKILLS,
    ROLE_SUBJECT,
    TP_DYING,
    TRIG_OPTIONAL,
)

TRIGGERS = (
    (TP_DYING, ROLE_SUBJECT | TRIG_OPTIONAL),  # 立地成佛
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    while g.hand_n[p] > 0:
        discard_card(g, tb, g.hand[p, 0], p)
    for s_ in range(4):
        if g.equip[p, s_] >= 0:
            discard_card(g, tb, g.equip[p, s_], p)
    while g.judge_n[p] > 0:
        discard_card(g, tb, g.judge[p, 0], p)
    draw_cards(g, p, g.sk_param[p, k, 0])
    g.hp[p] = g.maxhp[p]
    log(g, EV_HEAL, p, g.maxhp[p], p, 0, 0)
    g.dying[p] = False  # (its rescue window closes when it resumes)
    for x in range(HERO_SKILLS):  # for good (ruling: 冒名顶替 lends none back)
        g.skills[p, x] = 0
        g.sk_param[p, x, :] = 0
        g.sk_used[p, x] = 0
        g.sk_tok[p, x] = 0
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    t = g.stk[ctx, FR_P]
    return t == p and g.dying[p] and g.hp[p] <= 0

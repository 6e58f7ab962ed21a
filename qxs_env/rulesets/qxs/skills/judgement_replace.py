"""Hero skill ``judgement_replace`` (``SKILL_JUDGEMENT_REPLACE``).

Printed as:

- 霹雳手 (成昆, ``chengkun``; triggered): When any judgement card is turned over you may put a
  red hand card in its place; yours becomes the judgement card.
- 复明 (陈近南, ``chenjinnan``; triggered): When any judgement card is turned over you may put a
  white hand card in its place.
- 凌波微步 (段誉, ``duanyu``; triggered): When any judgement card is turned over you may put a
  blue hand card in its place.
- 五岳盟主 (左冷禅, ``zuolengchan``; triggered): When any judgement card is turned over you may
  put a yellow hand card in its place.

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
    FR_P,
    FR_Q,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
    to_discard,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    EV_JUDGE,
    FR_SKILL,
    PUR_SKILL_CARD,
    ROLE_ANY,
    TP_JUDGEMENT,
    TRIG_OPTIONAL,
)

TRIGGERS = (
    (TP_JUDGEMENT, ROLE_ANY | TRIG_OPTIONAL),  # 霹雳手 ...
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        cols = g.sk_param[p, k, 0]
        j = push(g, DEC_HAND, p, g.stk[i, FR_Q], -1, PUR_SKILL_CARD, cols, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    c = r  # the old judgement card goes, c takes its place
    old = g.stk[ctx, FR_A1]
    to_discard(g, old)
    g.stk[ctx, FR_A1] = c
    log(g, EV_JUDGE, g.stk[ctx, FR_P], c, tb.card_suit[c], g.stk[ctx, FR_A0], 0)
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    cols = g.sk_param[p, k, 0]  # a hand card of the skill's colours
    for j in range(g.hand_n[p]):
        if (cols & (1 << colour_of(g, tb, g.hand[p, j], p))) != 0:
            return True
    return False


from qxs_env.rulesets.qxs.skill_roles import SR_JUDGE  # noqa: E402

HEURISTIC_ROLE = SR_JUDGE
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

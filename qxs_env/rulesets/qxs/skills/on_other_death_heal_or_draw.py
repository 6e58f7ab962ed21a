"""Hero skill ``on_other_death_heal_or_draw`` (``SKILL_ON_OTHER_DEATH_HEAL_OR_DRAW``).

Printed as:

- 铜尸 (梅超风, ``meichaofeng``; locked): Whenever another character dies, you
  recover 1 HP or draw 2 cards (your choice).

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A2,
    FR_A4,
    FR_Q,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.card_rules import (
    heal,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_CONFIRM,
    FR_SKILL,
    ROLE_ANY,
    TP_TURN_START,
)
from qxs_env.rulesets.qxs.tables import (
    TRIG_NO_ASK,
)

TRIGGERS = (
    (TP_TURN_START, ROLE_ANY | TRIG_NO_ASK),  # 铜尸
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        if g.hp[p] < g.maxhp[p]:
            j = push(g, DEC_CONFIRM, p, g.stk[i, FR_Q], -1, -1, 0, 0)
            g.stk[j, FR_SKILL] = k + 1
            return False
        r = 0
    if r == 1:
        heal(g, p, g.sk_param[p, k, 0], p)
    else:
        draw_cards(g, p, g.sk_param[p, k, 1])
    if g.stk[i, FR_A2] == TP_TURN_START and g.sk_tok[p, k] > 0:
        g.sk_tok[p, k] -= 1  # one pending death answered; any other next
        if g.sk_tok[p, k] > 0:
            g.stk[i, FR_A4] = 0
            return False
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    if point == TP_TURN_START:
        return g.sk_tok[p, k] > 0  # deaths that ended a turn, still to answer
    return True


from qxs_env.rulesets.qxs.skill_roles import SR_HEAL_OR_DRAW  # noqa: E402

HEURISTIC_ROLE = SR_HEAL_OR_DRAW
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

"""Hero skill ``heal_on_shaolin_card`` (``SKILL_HEAL_ON_SHAOLIN_CARD``).

Printed as:

- 少林方丈 (方证大师, ``fangzhengdashi``; triggered): When you use or play a card of the
  Shaolin school (少林 in its name), you may let yourself or a character in your
  attack range recover 1 HP.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_face,
)
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    C_PLAYERS,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.card_rules import (
    heal,
)
from qxs_env.rulesets.qxs.geometry import (
    distances_from,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_TARGET,
    FR_SKILL,
    PUR_SKILL_TARGET,
    ROLE_SOURCE,
    ROLE_SUBJECT,
    SKT_SELF,
    SKT_WOUNDED,
    TP_CARD_PLAYED,
    TP_CARD_USED,
    TRIG_OPTIONAL,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_reach,
)
from qxs_env.rulesets.qxs.skill_steps import (
    fired_card,
)

TRIGGERS = (
    (TP_CARD_USED, ROLE_SOURCE | TRIG_OPTIONAL),  # 少林方丈
    (TP_CARD_PLAYED, ROLE_SUBJECT | TRIG_OPTIONAL),
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        j = push(
            g,
            DEC_TARGET,
            p,
            -1,
            -1,
            PUR_SKILL_TARGET,
            skill_reach(g, tb, p),
            SKT_SELF | SKT_WOUNDED,
        )
        g.stk[j, FR_SKILL] = k + 1
        return False
    heal(g, r, g.sk_param[p, k, 0], p)
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    c = fired_card(g, point, p, ctx)
    if c < 0 or tb.face_shaolin[c_face(g, tb, c)] == 0:
        return False
    dist = distances_from(g, tb, cfg, p)
    reach = skill_reach(g, tb, p)
    for x in range(cfg[C_PLAYERS]):
        if g.alive[x] and g.hp[x] < g.maxhp[x] and (x == p or dist[x] <= reach):
            return True
    return False


from qxs_env.rulesets.qxs.skill_roles import SR_HEAL_TARGET  # noqa: E402

HEURISTIC_ROLE = SR_HEAL_TARGET
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

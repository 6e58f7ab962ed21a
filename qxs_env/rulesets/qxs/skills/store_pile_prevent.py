"""Hero skill ``store_pile_prevent`` (``SKILL_STORE_PILE_PREVENT``).

Printed as:

- 金刚不坏体 (空见神僧, ``kongjianshenseng``; triggered): When about to take damage you
  may set up to that many top cards of the draw pile beside you to prevent as
  many points; with 7 or more set aside you die.

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
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.engine.zones import (
    stored_count,
    top_card,
)
from qxs_env.rulesets.qxs.card_moves import (
    to_store,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_STORE_PILE_PREVENT,
)
from qxs_env.rulesets.qxs.death import (
    kill,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_CONFIRM,
    EV_PREVENT,
    EV_SKILL,
    FR_SKILL,
    ROLE_SUBJECT,
    TP_BEFORE_DAMAGE,
    TRIG_OPTIONAL,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_after_death,
)

TRIGGERS = ((TP_BEFORE_DAMAGE, ROLE_SUBJECT | TRIG_OPTIONAL),)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0 or r == 1:  # accepted, or one more (yes)
        c = top_card(g)
        if c >= 0:
            to_store(g, c, p, 1)
            log(g, EV_PREVENT, p, 1, -1, 0, 0)
            g.stk[ctx, FR_A0] -= 1
        g.sk_tok[p, k] = min(stored_count(g, p), 100)
        if g.sk_tok[p, k] >= g.sk_param[p, k, 0]:  # 7 or more aside: he dies at once
            log(g, EV_SKILL, p, SKILL_STORE_PILE_PREVENT, k, -1, 0)
            current = g.cur
            if kill(g, tb, cfg, p, -1):
                return True
            if not g.alive[current]:  # (its turn was cut short in kill)
                return True
            skill_after_death(g, p)
            return True
        if c >= 0 and g.stk[ctx, FR_A0] > 0 and g.n_draw + g.n_disc > 0:
            j = push(g, DEC_CONFIRM, p, -1, -1, -1, 0, 0)  # one more point?
            g.stk[j, FR_SKILL] = k + 1
            return False
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    return g.stk[ctx, FR_A0] > 0 and g.n_draw + g.n_disc > 0

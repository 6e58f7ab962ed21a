"""Hero skill ``strategy_forces_discard`` (``SKILL_STRATEGY_FORCES_DISCARD``).

Printed as:

- 一言止杀 (丘处机, ``qiuchuji``; triggered): Once in your play phase, when you use a
  strategy card, you may make a character at distance 1 throw away a move or
  take 1 damage from you.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_cat,
)
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_Q,
    OP_DAMAGE,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_logged,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_STRATEGY,
)
from qxs_env.rulesets.qxs.geometry import (
    distances_from,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    DEC_TARGET,
    FR_SKILL,
    PUR_PAY,
    PUR_SKILL_TARGET,
    ROLE_SOURCE,
    TP_CARD_USED,
    TRIG_OPTIONAL,
)
from qxs_env.rulesets.qxs.skill_queries import (
    in_own_play_phase,
)
from qxs_env.rulesets.qxs.skill_steps import (
    fired_card,
)

TRIGGERS = ((TP_CARD_USED, ROLE_SOURCE | TRIG_OPTIONAL),)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        g.sk_used[p, k] += 1
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, g.sk_param[p, k, 0], 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:
        g.stk[i, FR_Q] = r
        j = push(g, DEC_HAND, r, p, -1, PUR_PAY, 15, 1)  # a move card, or pass
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 2:
        t = g.stk[i, FR_Q]
        if r >= 0:
            discard_logged(g, r, t)
        elif g.alive[t]:
            push(g, OP_DAMAGE, p, t, g.sk_param[p, k, 1], -1, -1, 0)
            return False
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    c = fired_card(g, point, p, ctx)  # phase, someone at the distance
    if c < 0 or g.sk_used[p, k] > 0 or c_cat(g, tb, c) != CAT_STRATEGY:
        return False
    if not in_own_play_phase(g, p):
        return False
    dist = distances_from(g, tb, cfg, p)
    for x in range(cfg[C_PLAYERS]):
        if x != p and g.alive[x] and dist[x] <= g.sk_param[p, k, 0]:
            return True
    return False

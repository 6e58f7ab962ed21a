"""Hero skill ``near_damage_heal`` (``SKILL_NEAR_DAMAGE_HEAL``).

Printed as:

- 杀人名医 (平一指, ``pingyizhi``; triggered): When a character within distance 1 of
  you takes damage, you may throw away a white card to let the source or
  yourself recover 1 HP.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A4,
    FR_A5,
    FR_P,
    FR_Q,
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
from qxs_env.rulesets.qxs.geometry import (
    distance,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    DEC_TARGET,
    FR_SKILL,
    PUR_SKILL_CARD,
    PUR_SKILL_TARGET,
    ROLE_ANY,
    SKT_SELF,
    SKT_WOUNDED,
    TP_AFTER_DAMAGE,
    TRIG_OPTIONAL,
)
from qxs_env.rulesets.qxs.skill_firing import (
    hero_has_colour_in_hand,
)

TRIGGERS = (
    (TP_AFTER_DAMAGE, ROLE_ANY | TRIG_OPTIONAL),  # 杀人名医
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    src = g.stk[ctx, FR_P]
    if sub == 0:
        j = push(g, DEC_HAND, p, g.stk[ctx, FR_Q], -1, PUR_SKILL_CARD, 1 << g.sk_param[p, k, 0], 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:
        discard_logged(g, r, p)
        src_ok = src >= 0 and g.alive[src] and g.hp[src] < g.maxhp[src]
        self_ok = g.hp[p] < g.maxhp[p]
        if src_ok and self_ok and src != p:  # both may: p chooses
            excl = 0
            for x in range(cfg[C_PLAYERS]):
                if x != p and x != src:
                    excl |= 1 << x
            j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, 99, SKT_SELF | SKT_WOUNDED)
            g.stk[j, FR_A4] = excl
            g.stk[j, FR_SKILL] = k + 1
            return False
        r = src if src_ok else p
        if not src_ok and not self_ok:
            return True
    if r >= 0 and g.alive[r]:
        heal(g, r, 1, p)
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    t = g.stk[ctx, FR_Q]
    src = g.stk[ctx, FR_P]
    if g.stk[ctx, FR_A5] <= 0 or t == p or not g.alive[t]:
        return False
    if distance(g, tb, cfg, p, t) > 1:
        return False
    if not hero_has_colour_in_hand(g, tb, p, 1 << g.sk_param[p, k, 0], False):
        return False
    src_wounded = src >= 0 and g.alive[src] and g.hp[src] < g.maxhp[src]
    return src_wounded or g.hp[p] < g.maxhp[p]

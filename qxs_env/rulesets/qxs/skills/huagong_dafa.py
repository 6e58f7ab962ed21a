"""Hero skill ``huagong_dafa`` (``SKILL_HUAGONG_DAFA``).

Printed as:

- 化功大法 (丁春秋, ``dingchunqiu``; active): In your play phase you may throw away two cards of one
  colour; each other character then gives up one of its equipped cards or takes 1 damage from
  you.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`active_ok`: whether the owner may use it for the pending decision
- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A0,
    FR_A4,
    OP_DAMAGE,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
    discard_logged,
)
from qxs_env.rulesets.qxs.hero_rules import (
    pair_colours,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    DEC_PICK,
    DEC_PLAY,
    FR_SKILL,
    PUR_SKILL_CARD,
    PUR_SKILL_EQUIP,
)


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        return pair_colours(g, tb, p) != 0
    return False


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    # 化功大法: two cards of one colour; the others pay or bleed
    n = cfg[C_PLAYERS]
    if sub == 0:
        j = push(g, DEC_HAND, p, -1, -1, PUR_SKILL_CARD, pair_colours(g, tb, p), 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:
        discard_logged(g, r, p)
        j = push(g, DEC_HAND, p, -1, -1, PUR_SKILL_CARD, 1 << colour_of(g, tb, r, p), 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 2:
        discard_logged(g, r, p)
        g.stk[i, FR_A0] = 1  # the next seat offset to ask
    elif sub == 4:  # the seat asked gave an equipped card (r), or passed: damage
        o = (p + g.stk[i, FR_A0] - 1) % n
        if r >= 0:
            discard_logged(g, r, o)
        else:
            g.stk[i, FR_A4] = 3
            push(g, OP_DAMAGE, p, o, g.sk_param[p, k, 0], -1, -1, 0)
            return False
    while True:
        off = g.stk[i, FR_A0]
        if off >= n or not g.alive[p]:
            return True
        g.stk[i, FR_A0] = off + 1
        o = (p + off) % n
        if not g.alive[o]:
            continue
        for s_ in range(4):
            if g.equip[o, s_] >= 0:
                g.stk[i, FR_A4] = 4
                j = push(g, DEC_PICK, o, o, -1, PUR_SKILL_EQUIP, 0, 0)
                g.stk[j, FR_SKILL] = k + 1
                return False
        g.stk[i, FR_A4] = 3
        push(g, OP_DAMAGE, p, o, g.sk_param[p, k, 0], -1, -1, 0)
        return False


from qxs_env.rulesets.qxs.skill_roles import SR_HUAGONG  # noqa: E402

HEURISTIC_ROLE = SR_HUAGONG
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

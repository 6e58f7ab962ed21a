"""Hero skill ``give_equipment`` (``SKILL_GIVE_EQUIPMENT``).

Printed as:

- 神功传世 (黄裳, ``huangshang``; active): Once in your play phase you may equip an
  equipment card from your hand onto another character; then you or it draws a
  card.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A0,
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
    do_equip,
)
from qxs_env.rulesets.qxs.hero_rules import (
    is_equipment,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    DEC_PLAY,
    DEC_TARGET,
    FR_SKILL,
    PUR_SKILL_CARD,
    PUR_SKILL_TARGET,
    SKT_SELF,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        j = push(g, DEC_HAND, p, -1, -1, PUR_SKILL_CARD, 15, 5)  # (equipment cards)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:
        g.stk[i, FR_A0] = r
        j = push(g, DEC_TARGET, p, -1, r, PUR_SKILL_TARGET, 99, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 2:  # the card is equipped on r (an occupied slot's card goes); who draws
        g.stk[i, FR_Q] = r
        do_equip(g, tb, r, g.stk[i, FR_A0])
        excl = 0
        for x in range(cfg[C_PLAYERS]):
            if x != p and x != r:
                excl |= 1 << x
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, 99, SKT_SELF)
        g.stk[j, FR_A4] = excl
        g.stk[j, FR_SKILL] = k + 1
        return False
    if r >= 0 and g.alive[r]:
        draw_cards(g, r, 1)
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op != DEC_PLAY or g.sk_used[p, k] > 0:
        return False
    for j in range(g.hand_n[p]):
        if is_equipment(tb, g.hand[p, j]):
            return True
    return False

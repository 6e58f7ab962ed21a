"""Hero skill ``discard_draw`` (``SKILL_DISCARD_DRAW``).

Printed as:

- 逍遥神丐 (洪七公, ``hongqigong``; active): Once in your play phase you may throw away
  from 1 to 5 cards and draw as many.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A0,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_logged,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    DEC_PLAY,
    FR_SKILL,
    PUR_PAY,
    PUR_SKILL_CARD,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        g.stk[i, FR_A0] = 0
        j = push(g, DEC_HAND, p, -1, -1, PUR_SKILL_CARD, 15, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if r >= 0:
        discard_logged(g, r, p)
        g.stk[i, FR_A0] += 1
        if g.stk[i, FR_A0] < g.sk_param[p, k, 0] and g.hand_n[p] > 0:
            j = push(g, DEC_HAND, p, -1, -1, PUR_PAY, 15, 0)
            g.stk[j, FR_SKILL] = k + 1
            return False
    draw_cards(g, p, g.stk[i, FR_A0])
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        per = g.sk_param[p, k, 1]
        return g.hand_n[p] > 0 and (per <= 0 or g.sk_used[p, k] < per)
    return False


from qxs_env.rulesets.qxs.skill_roles import SR_DISCARD_DRAW  # noqa: E402

HEURISTIC_ROLE = SR_DISCARD_DRAW
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

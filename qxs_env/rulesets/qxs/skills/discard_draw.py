"""Hero skill ``discard_draw`` (``SKILL_DISCARD_DRAW``).

Printed as:

- 逍遥神丐 (洪七公, ``hongqigong``; active): Once in your play phase you may throw away
  from 1 to 5 cards and draw as many.

Its own code here, called by the skill dispatchers of ``qxs_env.engine.core``:

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
"""

from __future__ import annotations

from qxs_env.engine.core import (
    discard_logged,
    draw_cards,
    push,
)
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    DEC_HAND,
    FR_A0,
    FR_SKILL,
    PUR_PAY,
    PUR_SKILL_CARD,
)


@njit_inlined
def step(g, i, p, k, sub, r):
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

"""Hero skill ``demand_colour_card`` (``SKILL_DEMAND_COLOUR_CARD``).

Printed as:

- 巧取豪夺 (余沧海, ``yucanghai``; active): Once in your play phase, a character in
  your attack range must give you a card of your hero's colour or take 1 damage
  from you.

Its own code here, called by the skill dispatchers of ``qxs_env.engine.core``:

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
"""

from __future__ import annotations

from qxs_env.engine.core import (
    hero_colour_of,
    log,
    push,
    skill_reach,
    to_hand,
)
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    DEC_HAND,
    DEC_TARGET,
    EV_TAKE,
    FR_Q,
    FR_SKILL,
    OP_DAMAGE,
    PUR_PAY,
    PUR_SKILL_TARGET,
)


@njit_inlined
def step(g, tb, i, p, k, sub, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, skill_reach(g, tb, p), 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:
        g.stk[i, FR_Q] = r
        j = push(g, DEC_HAND, r, p, -1, PUR_PAY, 1 << hero_colour_of(g, tb, p), 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 2:
        x = g.stk[i, FR_Q]
        if r >= 0:
            to_hand(g, r, p)
            log(g, EV_TAKE, p, r, x, 0, 0)
        elif g.alive[x]:
            push(g, OP_DAMAGE, p, x, g.sk_param[p, k, 0], -1, -1, 0)
            return False
    return True

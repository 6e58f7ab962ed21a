"""Hero skill ``equipment_as_move`` (``SKILL_EQUIPMENT_AS_MOVE``).

Printed as:

- 金蛇锥 (袁承志, ``yuanchengzhi``; active): Once per turn you may put out an
  equipment card as a move of its colour, power 2 and range 2.

Its own code here, called by the skill dispatchers of ``qxs_env.engine.core``:

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
"""

from __future__ import annotations

from qxs_env.constants import (
    CAT_MOVE,
)
from qxs_env.content.effects import (
    EFFECT_NONE,
)
from qxs_env.engine.core import (
    colour_of,
    log,
    make_virtual,
    push,
    ret,
)
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    DEC_HAND,
    DEC_PLAY,
    EV_CONVERT,
    FR_Q,
    FR_SKILL,
    PUR_SKILL_CARD,
)


@njit_inlined
def step(g, tb, i, p, k, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:  # (play phase: only cards whose move could attack now: flag 6)
        moves = 6 if ctx == DEC_PLAY else 5
        j = push(g, DEC_HAND, p, g.stk[i, FR_Q], -1, PUR_SKILL_CARD, 15, moves)
        g.stk[j, FR_SKILL] = k + 1
        return False
    v = make_virtual(
        g,
        CAT_MOVE,
        tb.card_face[r],
        colour_of(g, tb, r, p),
        g.sk_param[p, k, 0],
        g.sk_param[p, k, 1],
        EFFECT_NONE,
        r,
        -1,
    )
    log(g, EV_CONVERT, p, v, -1, 1, 0)
    ret(g, v)
    return False

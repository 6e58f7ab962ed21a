"""Hero skill ``thunder_palm`` (``SKILL_THUNDER_PALM``).

Printed as:

- 奔雷手 (文泰来, ``wentailai``; active): Any move you put out may count as 奔雷掌: range
  1, power 1, countering red when attacking.

Its own code here, called by the skill dispatchers of ``qxs_env.engine.core``:

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
"""

from __future__ import annotations

from qxs_env.constants import (
    CAT_MOVE,
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
    EV_CONVERT,
    FR_Q,
    FR_SKILL,
    PUR_SKILL_CARD,
)


@njit_inlined
def step(g, tb, i, p, k, sub, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        j = push(g, DEC_HAND, p, g.stk[i, FR_Q], -1, PUR_SKILL_CARD, 15, 1)
        g.stk[j, FR_SKILL] = k + 1
        return False
    f = g.sk_param[p, k, 0]
    v = make_virtual(
        g,
        CAT_MOVE,
        f,
        colour_of(g, tb, r, p),
        tb.face_power[f],
        tb.face_range[f],
        tb.face_effect[f],
        r,
        -1,
    )
    log(g, EV_CONVERT, p, v, -1, 1, 0)
    ret(g, v)
    return False

"""Hero skill ``mirror_attack_move`` (``SKILL_MIRROR_ATTACK_MOVE``).

Printed as:

- 还施彼身 (慕容复, ``murongfu``; triggered): When attacked you may play a red or blue
  hand card as an exact copy of the attacking move (colour, power and skill) to
  defend.

Its own code here, called by the skill dispatchers of ``qxs_env.engine.core``:

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
"""

from __future__ import annotations

from qxs_env.constants import (
    CAT_MOVE,
)
from qxs_env.engine.core import (
    c_effect,
    c_face,
    c_power,
    c_range,
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
    FR_A0,
    FR_P,
    FR_Q,
    FR_SKILL,
    PUR_SKILL_CARD,
)


@njit_inlined
def step(g, tb, i, p, k, sub, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        j = push(g, DEC_HAND, p, g.stk[i, FR_Q], -1, PUR_SKILL_CARD, g.sk_param[p, k, 0], 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    m = g.stk[i - 1, FR_A0]  # the attack frame below this (former) decision
    v = make_virtual(
        g,
        CAT_MOVE,
        c_face(g, tb, m),
        colour_of(g, tb, m, g.stk[i - 1, FR_P]),
        c_power(g, tb, m),
        c_range(g, tb, m),
        c_effect(g, tb, m),
        r,
        -1,
    )
    log(g, EV_CONVERT, p, v, -1, 1, 0)
    ret(g, v)
    return False

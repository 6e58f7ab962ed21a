"""Hero skill ``hp_gated_skill`` (``SKILL_HP_GATED_SKILL``).

Printed as:

- 辽东大侠 (胡一刀苗人凤, ``huyidaomaorenfeng``; locked): While your HP is at least 3 you
  also have 胡斐's 胡家刀法: whenever you need a move, a yellow or white hand card may
  be put out as a skill-less white move of power 1 and range 2.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PLAY,
    DEC_RESPOND,
    PUR_ATTACK,
    PUR_MASS,
)
from qxs_env.rulesets.qxs.skill_queries import (
    virtual_move_usable,
)


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    answering = op == DEC_RESPOND and (pur == PUR_ATTACK or pur == PUR_MASS)
    if g.hp[p] < g.sk_param[p, k, 4]:
        return False
    cols = g.sk_param[p, k, 0]
    for j in range(g.hand_n[p]):
        c = g.hand[p, j]
        if (cols & (1 << colour_of(g, tb, c, p))) == 0:
            continue
        if op == DEC_PLAY:
            return virtual_move_usable(
                g,
                tb,
                cfg,
                p,
                tb.card_face[c],
                g.sk_param[p, k, 1],
                g.sk_param[p, k, 2],
                g.sk_param[p, k, 3],
                dist,
            )
        return answering
    return False

"""Hero skill ``free_virtual_move`` (``SKILL_FREE_VIRTUAL_MOVE``).

Printed as:

- 无相神功 (李秋水, ``liqiushui``; active): Once per turn, when you need a move, you
  may put out a blue move of power 2 and range 2 without a card.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    MAX_CARDS,
    V_CAT,
    V_EFFECT,
)
from qxs_env.engine.stack import (
    log,
    ret,
)
from qxs_env.rulesets.qxs.card_model import (
    V_COLOUR,
    V_POWER,
    V_RANGE,
    make_cardless_virtual,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_NONE,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PLAY,
    DEC_RESPOND,
    EV_CONVERT,
    PUR_ATTACK,
    PUR_MASS,
)
from qxs_env.rulesets.qxs.skill_queries import (
    virtual_move_usable,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    v = make_cardless_virtual(g, tb, g.sk_param[p, k, 3])
    row = g.vcard[v - MAX_CARDS]
    row[V_CAT] = CAT_MOVE
    row[V_COLOUR] = g.sk_param[p, k, 0]
    row[V_POWER] = g.sk_param[p, k, 1]
    row[V_RANGE] = g.sk_param[p, k, 2]
    row[V_EFFECT] = EFFECT_NONE
    log(g, EV_CONVERT, p, v, -1, 0, 0)
    ret(g, v)
    return False


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    answering = op == DEC_RESPOND and (pur == PUR_ATTACK or pur == PUR_MASS)
    if g.sk_used[p, k] > 0:
        return False
    if op == DEC_PLAY:
        return virtual_move_usable(
            g,
            tb,
            cfg,
            p,
            g.sk_param[p, k, 3],
            g.sk_param[p, k, 0],
            g.sk_param[p, k, 1],
            g.sk_param[p, k, 2],
            dist,
        )
    return answering

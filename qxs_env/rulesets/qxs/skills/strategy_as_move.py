"""Hero skill ``strategy_as_move`` (``SKILL_STRATEGY_AS_MOVE``).

Printed as:

- 书生剑法 (陈家洛, ``chenjialuo``; active): Once per turn you may put out a strategy
  card as a white move of power 2 and range 2.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.rulesets.qxs.constants import (
    CAT_STRATEGY,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PLAY,
    DEC_RESPOND,
    PUR_ATTACK,
    PUR_MASS,
)
from qxs_env.rulesets.qxs.skill_numbers import (
    hand_card_of_category,
)
from qxs_env.rulesets.qxs.skill_queries import (
    virtual_move_usable,
)


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    answering = op == DEC_RESPOND and (pur == PUR_ATTACK or pur == PUR_MASS)
    if g.sk_used[p, k] > 0:
        return False
    c = hand_card_of_category(g, tb, p, CAT_STRATEGY)
    if c < 0:
        return False
    if op == DEC_PLAY:
        return virtual_move_usable(
            g,
            tb,
            cfg,
            p,
            tb.card_face[c],
            g.sk_param[p, k, 0],
            g.sk_param[p, k, 1],
            g.sk_param[p, k, 2],
            dist,
        )
    return answering

"""Hero skill ``charge_move`` (``SKILL_CHARGE_MOVE``).

Printed as:

- 蛤蟆功 (欧阳锋, ``ouyangfeng``; active): Once in your play phase you may set a move
  from your hand face up beside you; from a later turn on you may put it out
  whenever you need a move, with +1 power.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
- :func:`skill_charge_bonus`: a rule query the ruleset's rules call: 蛤蟆功
  (hero): the power a charged move of p gets.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    to_hand,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_CHARGE_MOVE,
)
from qxs_env.rulesets.qxs.layout import (
    CF_REVEALED,
    CF_REVEALED_NOW,
    DEC_HAND,
    DEC_PLAY,
    EV_STATUS,
    FR_SKILL,
    PUR_SKILL_CARD,
    ST_REVEALED,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        j = push(g, DEC_HAND, p, -1, -1, PUR_SKILL_CARD, 15, 1)
        g.stk[j, FR_SKILL] = k + 1
        return False
    to_hand(g, r, p)  # back from the table, shown: unusable this turn, +power later
    g.cflag[r] = CF_REVEALED | CF_REVEALED_NOW
    log(g, EV_STATUS, p, ST_REVEALED, 1, p, r)
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        if g.sk_used[p, k] > 0:
            return False
        for j in range(g.hand_n[p]):
            c = g.hand[p, j]
            if tb.face_category[tb.card_face[c]] == CAT_MOVE and g.cflag[c] == 0:
                return True
        return False
    return False


@njit_cached
def skill_charge_bonus(g, p):
    """蛤蟆功 (hero): the power a charged move of p gets."""
    k = skill_slot(g, p, SKILL_CHARGE_MOVE)
    return g.sk_param[p, k, 0] if k >= 0 else 0


from qxs_env.rulesets.qxs.skill_roles import SR_CHARGE  # noqa: E402

HEURISTIC_ROLE = SR_CHARGE
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

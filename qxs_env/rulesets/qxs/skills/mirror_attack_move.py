"""Hero skill ``mirror_attack_move`` (``SKILL_MIRROR_ATTACK_MOVE``).

Printed as:

- 还施彼身 (慕容复, ``murongfu``; triggered): When attacked you may play a red or blue
  hand card as an exact copy of the attacking move (colour, power and skill) to
  defend.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_effect,
    c_face,
)
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A0,
    FR_P,
    FR_Q,
)
from qxs_env.engine.stack import (
    log,
    push,
    ret,
)
from qxs_env.rulesets.qxs.answers import answered_attack
from qxs_env.rulesets.qxs.card_model import (
    c_power,
    c_range,
    make_virtual,
)
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    DEC_RESPOND,
    EV_CONVERT,
    FR_SKILL,
    PUR_ATTACK,
    PUR_MASS,
    PUR_SKILL_CARD,
)
from qxs_env.rulesets.qxs.skill_firing import (
    hero_has_colour_in_hand,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        j = push(g, DEC_HAND, p, g.stk[i, FR_Q], -1, PUR_SKILL_CARD, g.sk_param[p, k, 0], 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    a = answered_attack(g, i)  # the attack frame this (former) decision answers
    m = g.stk[a, FR_A0]
    v = make_virtual(
        g,
        CAT_MOVE,
        c_face(g, tb, m),
        colour_of(g, tb, m, g.stk[a, FR_P]),
        c_power(g, tb, m),
        c_range(g, tb, m),
        c_effect(g, tb, m),
        r,
        -1,
    )
    log(g, EV_CONVERT, p, v, -1, 1, 0)
    ret(g, v)
    return False


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_RESPOND and (pur == PUR_ATTACK or pur == PUR_MASS):
        if pur == PUR_ATTACK:  # 还施彼身: the move attacking
            i = g.sp - 1  # p, copied from a hand card of the skill's colours
            if answered_attack(g, i) < 0 or g.stk[i, FR_A0] < 0:
                return False
            return hero_has_colour_in_hand(g, tb, p, g.sk_param[p, k, 0], False)
    return False


from qxs_env.rulesets.qxs.skill_roles import SR_MIRROR  # noqa: E402

HEURISTIC_ROLE = SR_MIRROR
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

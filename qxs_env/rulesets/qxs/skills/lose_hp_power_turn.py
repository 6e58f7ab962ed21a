"""Hero skill ``lose_hp_power_turn`` (``SKILL_LOSE_HP_POWER_TURN``).

Printed as:

- 挥刀自宫 (岳不群, ``yubuqun``; active): At any time you may lose 1 HP; your moves
  then get +1 power until the end of the turn.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
- :func:`power_bonus`: the power its uses this turn add to the holder's moves, asked by the
  status query ``skills_power_bonus`` (generated in ``skills/dispatch*.py``)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.rulesets.qxs.layout import (
    DEC_PLAY,
    DEC_RESPOND,
    PUR_ATTACK,
    PUR_MASS,
)
from qxs_env.rulesets.qxs.skill_queries import (
    lose_hp,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        lose_hp(g, p, g.sk_param[p, k, 0])
        return False
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        return g.sk_used[p, k] == 0 and g.hp[p] > 0
    if op == DEC_RESPOND and (pur == PUR_ATTACK or pur == PUR_MASS):
        return g.sk_used[p, k] == 0 and g.hp[p] > 0 and pur == PUR_ATTACK
    return False


@njit_inlined
def power_bonus(g, tb, p, q, col, attacking, k):
    """挥刀自宫: the power added to every move p puts out (R-M4): param 1 of slot k per use this
    turn (``sk_used``)."""
    if g.sk_used[p, k] > 0:
        return g.sk_param[p, k, 1] * g.sk_used[p, k]
    return 0


from qxs_env.rulesets.qxs.skill_roles import SR_HP_POWER  # noqa: E402

HEURISTIC_ROLE = SR_HP_POWER
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

"""Hero skill ``lose_hp_draw`` (``SKILL_LOSE_HP_DRAW``).

Printed as:

- 搏命 (游坦之, ``youtanzhi``; active): In your play phase you may lose 1 HP to draw
  2 cards.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PLAY,
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
    if g.alive[p]:
        draw_cards(g, p, g.sk_param[p, k, 1])
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        return g.hp[p] > 0
    return False


from qxs_env.rulesets.qxs.skill_roles import SR_DRAW_HP  # noqa: E402

HEURISTIC_ROLE = SR_DRAW_HP
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

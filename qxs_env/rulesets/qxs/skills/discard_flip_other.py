"""Hero skill ``discard_flip_other`` (``SKILL_DISCARD_FLIP_OTHER``).

Printed as:

- 寒袖拂穴 (李秋水, ``liqiushui``; active): Once in your play phase you may throw away
  a blue card to turn face down a character in your attack range.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A4,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_logged,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    DEC_PLAY,
    DEC_TARGET,
    EV_FACE_DOWN,
    FR_SKILL,
    PUR_SKILL_CARD,
    PUR_SKILL_TARGET,
)
from qxs_env.rulesets.qxs.skill_firing import (
    hero_has_colour_in_hand,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_reach,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        j = push(g, DEC_HAND, p, -1, -1, PUR_SKILL_CARD, 1 << g.sk_param[p, k, 0], 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:
        discard_logged(g, r, p)
        down = 0
        for x in range(cfg[C_PLAYERS]):
            if g.face_down[x]:
                down |= 1 << x
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, skill_reach(g, tb, p), 0)
        g.stk[j, FR_A4] = down
        g.stk[j, FR_SKILL] = k + 1
        return False
    if r >= 0 and g.alive[r] and not g.face_down[r]:
        g.face_down[r] = True
        log(g, EV_FACE_DOWN, r, 1, 0, 0, 0)
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op != DEC_PLAY or g.sk_used[p, k] > 0:
        return False
    if not hero_has_colour_in_hand(g, tb, p, 1 << g.sk_param[p, k, 0], False):
        return False
    reach = skill_reach(g, tb, p)
    for x in range(cfg[C_PLAYERS]):
        if x != p and g.alive[x] and not g.face_down[x] and dist[x] <= reach:
            return True
    return False

"""Hero skill ``qingxin_tokens`` (``SKILL_QINGXIN_TOKENS``).

Printed as:

- 玉女倾心 (林朝英, ``linchaoying``; active): You start with 4 倾心 tokens; once in your
  play phase you may give one to a male hero and then recover 1 HP or draw 2
  cards.

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
    push,
)
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.card_rules import (
    heal,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_CONFIRM,
    DEC_PLAY,
    DEC_TARGET,
    FR_SKILL,
    GENDER_MALE,
    PUR_SKILL_TARGET,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        excl = 0
        for x in range(cfg[C_PLAYERS]):
            if g.hero[x] < 0 or g.gender[x] != GENDER_MALE:
                excl |= 1 << x
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, 99, 0)
        g.stk[j, FR_A4] = excl
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:
        g.sk_tok[p, k] -= 1
        if g.qingxin[r] < 100:
            g.qingxin[r] += 1
        if g.hp[p] < g.maxhp[p]:  # yes: recover 1 HP; pass: draw 2
            j = push(g, DEC_CONFIRM, p, r, -1, -1, 0, 0)
            g.stk[j, FR_SKILL] = k + 1
            return False
        r = 0
    if r == 1:
        heal(g, p, 1, p)
    else:
        draw_cards(g, p, 2)
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op != DEC_PLAY or g.sk_used[p, k] > 0 or g.sk_tok[p, k] <= 0:
        return False
    for x in range(cfg[C_PLAYERS]):
        if x != p and g.alive[x] and g.hero[x] >= 0 and g.gender[x] == GENDER_MALE:
            return True
    return False

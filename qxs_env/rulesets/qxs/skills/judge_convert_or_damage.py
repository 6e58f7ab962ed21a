"""Hero skill ``judge_convert_or_damage`` (``SKILL_JUDGE_CONVERT_OR_DAMAGE``).

Printed as:

- 穷凶极恶 (四大恶人, ``sidaeren``; active): Once in your play phase you may spend an 恶
  token to make another character judge: yellow or white makes it good (善); red
  or blue and you deal it 1 damage.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_Q,
    OP_DAMAGE,
    OP_JUDGEMENT,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs.constants import (
    WHITE,
    YELLOW,
)
from qxs_env.rulesets.qxs.layout import (
    ALIGN_GOOD,
    DEC_PLAY,
    DEC_TARGET,
    EV_STATUS,
    FR_SKILL,
    PUR_SKILL_TARGET,
    ST_EVIL,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_tokens,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        kt = skill_tokens(g, p)
        g.sk_tok[p, kt] -= g.sk_param[p, k, 0]
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, 99, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:
        g.stk[i, FR_Q] = r
        push(g, OP_JUDGEMENT, r, -1, -1, 0, 0, 0)
        return False
    t = g.stk[i, FR_Q]
    if sub == 2 and g.alive[t]:
        if r == YELLOW or r == WHITE:  # light: it becomes good
            if g.align[t] != ALIGN_GOOD:
                g.align[t] = ALIGN_GOOD
                log(g, EV_STATUS, t, ST_EVIL, 0, p, 0)
        else:  # dark: damage from p
            push(g, OP_DAMAGE, p, t, g.sk_param[p, k, 1], -1, -1, 0)
            return False
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        kt = skill_tokens(g, p)
        return g.sk_used[p, k] == 0 and kt >= 0 and g.sk_tok[p, kt] >= g.sk_param[p, k, 0]
    return False

"""Hero skill ``tokens_damage_good`` (``SKILL_TOKENS_DAMAGE_GOOD``).

Printed as:

- 恶贯满盈 (四大恶人, ``sidaeren``; active): In your play phase you may spend four 恶
  tokens: every good (善) hero takes 1 damage from you.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    C_PLAYERS,
    OP_DAMAGE,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.layout import (
    ALIGN_GOOD,
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
        n = cfg[C_PLAYERS]
        for off in range(n - 1, -1, -1):  # pushed last-first: hurt in turn order from p
            x = (p + off) % n
            if g.alive[x] and g.align[x] == ALIGN_GOOD:
                push(g, OP_DAMAGE, p, x, g.sk_param[p, k, 1], -1, -1, 0)
        return False
    return True

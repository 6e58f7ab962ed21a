"""Hero skill ``blocked_discard_target`` (``SKILL_BLOCKED_DISCARD_TARGET``).

Printed as:

- 七绝针 (瑛姑, ``yinggu``; triggered): When your attack is blocked, you may throw
  away one of the defender's cards.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
- :func:`skill_after_block`: a rule query the ruleset's rules call: 七绝针: p's
  attack (frame i) on t was blocked: p may throw away one of t's cards (an OP_SKILL frame that
  asks first; a decision already waiting on top is held under it).
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.layout import (
    DEC_BASE,
    FR_A6,
    FR_OP,
    FR_Q,
    FR_ST,
    OP_HELD,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.engine.zones import (
    count_cards,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_card,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_BLOCKED_DISCARD_TARGET,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PICK,
    FR_SKILL,
    H_DESTROY,
    OP_SKILL,
    PUR_DISCARD,
    TP_CLASH,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    t = g.stk[ctx, FR_Q]
    if sub == 0:
        j = push(g, DEC_PICK, p, t, -1, PUR_DISCARD, 0, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if r >= 0:
        discard_card(g, tb, r, t)
        g.hist[p, t, H_DESTROY] += 1
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    t = g.stk[ctx, FR_Q]
    return g.alive[t] and count_cards(g, t) > 0


@njit_cached
def skill_after_block(g, p, t, i):
    """七绝针: p's attack (frame i) on t was blocked: p may throw away one of t's cards (an
    OP_SKILL frame that asks first; a decision already waiting on top is held under it)."""
    k = skill_slot(g, p, SKILL_BLOCKED_DISCARD_TARGET)
    if k >= 0 and count_cards(g, t) > 0:
        top = g.sp - 1
        if g.stk[top, FR_OP] >= DEC_BASE:  # the art's decision (九阳神功, 九阴真经) is held,
            g.stk[top, FR_ST] = g.stk[top, FR_OP]  # asked afresh once the skill is done
            g.stk[top, FR_OP] = OP_HELD
        j = push(g, OP_SKILL, p, t, 1 << k, i, TP_CLASH, -1)
        g.stk[j, FR_A6] = 1

"""Hero skill ``store_move_reattack`` (``SKILL_STORE_MOVE_REATTACK``).

Printed as:

- 九阴神功 (黄裳, ``huangshang``; triggered): In your discard phase you may set aside
  one move; when anyone's attack is blocked you may put out stored moves for the
  attacker to attack the same target again.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A2,
    FR_OP,
    FR_P,
    FR_Q,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.engine.zones import (
    stored_count,
)
from qxs_env.rulesets.qxs.card_moves import (
    to_store,
)
from qxs_env.rulesets.qxs.combat import (
    restart_attack,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    FR_SKILL,
    OP_ATTACK,
    PUR_SKILL_CARD,
    PUR_STORED,
    ROLE_SUBJECT,
    TP_PHASE_DISCARD,
    TRIG_OPTIONAL,
)
from qxs_env.rulesets.qxs.skill_numbers import (
    hand_card_of_category,
)

TRIGGERS = ((TP_PHASE_DISCARD, ROLE_SUBJECT | TRIG_OPTIONAL),)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if g.stk[i, FR_A2] == TP_PHASE_DISCARD:  # a hand move set aside beside his hero
        if sub == 0:
            j = push(g, DEC_HAND, p, -1, -1, PUR_SKILL_CARD, 15, 1)
            g.stk[j, FR_SKILL] = k + 1
            return False
        to_store(g, r, p, 0)
        g.sk_tok[p, k] = min(stored_count(g, p), 100)
        return True
    if sub == 0:  # a blocked attack: one of his stored moves, for the attacker
        j = push(g, DEC_HAND, p, g.stk[ctx, FR_P], -1, PUR_STORED, 15, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    g.sk_tok[p, k] = min(stored_count(g, p), 100)
    restart_attack(g, tb, cfg, ctx, g.stk[ctx, FR_Q], r)  # the same target again
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    if point == TP_PHASE_DISCARD:
        return hand_card_of_category(g, tb, p, CAT_MOVE) >= 0
    return (
        stored_count(g, p) > 0
        and g.stk[ctx, FR_OP] == OP_ATTACK
        and g.alive[g.stk[ctx, FR_P]]
        and g.alive[g.stk[ctx, FR_Q]]
    )

"""Hero skill ``give_phase`` (``SKILL_GIVE_PHASE``).

Printed as:

- 紫衫龙王 (黛绮丝, ``daiqisi``; triggered): Just before your draw, play or discard
  phase you may throw away a red hand card: you skip that phase and another
  character you name carries it out instead (draws the cards your draw phase
  would give, takes a play phase of its own inside your turn, or discards down
  to its own hand limit).

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_OP,
    FR_P,
    OP_TURN,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_logged,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    DEC_TARGET,
    FR_LEND,
    FR_SKILL,
    PUR_SKILL_CARD,
    PUR_SKILL_TARGET,
    ROLE_SUBJECT,
    TP_PHASE_DISCARD,
    TP_PHASE_DRAW,
    TP_PHASE_PLAY,
    TRIG_OPTIONAL,
)
from qxs_env.rulesets.qxs.skill_firing import (
    hero_has_colour_in_hand,
)

TRIGGERS = (
    (TP_PHASE_DRAW, ROLE_SUBJECT | TRIG_OPTIONAL),  # 紫衫龙王: before the phase
    (TP_PHASE_PLAY, ROLE_SUBJECT | TRIG_OPTIONAL),  # 紫衫龙王: before the phase
    (TP_PHASE_DISCARD, ROLE_SUBJECT | TRIG_OPTIONAL),  # 紫衫龙王: before the phase
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


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
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, 99, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if r >= 0:  # the turn frame skips the phase and pushes its OP_LENT_PHASE
        g.stk[ctx, FR_LEND] = 1 + r  # covers: give_phase
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    return (
        g.stk[ctx, FR_OP] == OP_TURN
        and g.stk[ctx, FR_P] == p
        and g.stk[ctx, FR_LEND] == 0
        and hero_has_colour_in_hand(g, tb, p, 1 << g.sk_param[p, k, 0], False)
    )

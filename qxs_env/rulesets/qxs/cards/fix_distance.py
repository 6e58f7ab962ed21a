"""Card effect ``fix_distance`` (``EFFECT_FIX_DISTANCE``).

Printed on:

- 神行百变 (``shenxingbaibian``, lightness): You are 1 closer to the characters you attack; once
  per turn in your play phase you may treat one character as at distance 1 for the rest of
  the turn.

Its active skill is a frame of its own (``use.op_equip_skill``, OP_EQUIP_SKILL); its distance
is applied by ``geometry``. Its code, called by the legality of equipment skills
(``legality.slot_skill_usable``) and by the decision that uses the skill
(``decisions.resolve_decision``):

- :func:`skill_usable`: whether its skill may be used now;
- :func:`start_skill`: the decision's frame becomes the skill's frame.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A0,
    FR_OP,
    FR_ST,
)
from qxs_env.rulesets.qxs.layout import (
    OP_EQUIP_SKILL,
    PT_FIX_USES,
)


@njit_inlined
def skill_usable(g, tb, p, f, attacking):
    """May p use the skill of its equipped 神行百变 (face f)? Only in its play phase
    (``attacking``) and at most the face's per_turn (param 1) times a turn."""
    return attacking and g.pt[p, PT_FIX_USES] < tb.face_param[f, 1]


@njit_inlined
def start_skill(g, i, src):
    """p chose the skill of its equipped 神行百变 (card src): frame i becomes the skill's frame
    (use.op_equip_skill, from its stage 0)."""
    g.stk[i, FR_OP] = OP_EQUIP_SKILL
    g.stk[i, FR_ST] = 0
    g.stk[i, FR_A0] = src

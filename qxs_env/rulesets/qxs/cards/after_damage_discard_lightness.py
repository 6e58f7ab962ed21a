"""Card effect ``after_damage_discard_lightness`` (``EFFECT_AFTER_DAMAGE_DISCARD_LIGHTNESS``).

Printed on:

- 天罗地网势 (``tianluodiwangshi``, internal): Attack range 6. When your move damages a
  target you may discard one of its lightness arts.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`internal_after_damage`: Damage dealt with the internal art ic equipped: the attacker may
  discard up to the face's number of the target's lightness cards (op_attack stage 23; A4 picks
  left)
- :func:`internal_picked`: op_attack stage 23: the lightness card picked (-1: none); A4 picks left
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A4,
    FR_R,
    FR_ST,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_card,
)
from qxs_env.rulesets.qxs.constants import (
    SLOT_INTERNAL,
    SLOT_MINUS,
    SLOT_PLUS,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PICK,
    H_DESTROY,
    PUR_LIGHTNESS,
)


@njit_inlined
def internal_after_damage(g, tb, cfg, i, p, t, ic):
    """Damage dealt with the internal art ic equipped: the attacker may discard up to the
    face's number of the target's lightness cards (op_attack stage 23; A4 picks left)."""
    if g.equip[t, SLOT_MINUS] >= 0 or g.equip[t, SLOT_PLUS] >= 0:
        g.stk[i, FR_A4] = tb.face_param[tb.card_face[ic], 0]  # picks left (its n)
        g.stk[i, FR_ST] = 23
        push(g, DEC_PICK, p, t, ic, PUR_LIGHTNESS, 0, 0)


@njit_inlined
def internal_picked(g, tb, cfg, i, p, t):
    """op_attack stage 23: the lightness card picked (-1: none); A4 picks left."""
    r = g.stk[i, FR_R]
    g.stk[i, FR_ST] = 11
    if r >= 0:
        discard_card(g, tb, r, t)
        g.hist[p, t, H_DESTROY] += 1
        g.stk[i, FR_A4] -= 1
        ic = g.equip[p, SLOT_INTERNAL]
        more = g.equip[t, SLOT_MINUS] >= 0 or g.equip[t, SLOT_PLUS] >= 0
        if g.stk[i, FR_A4] > 0 and ic >= 0 and g.alive[t] and more:
            g.stk[i, FR_ST] = 23
            push(g, DEC_PICK, p, t, ic, PUR_LIGHTNESS, 0, 0)

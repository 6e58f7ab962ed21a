"""Card effect ``judgement_damage_bonus`` (``EFFECT_JUDGEMENT_DAMAGE_BONUS``).

Printed on:

- 分筋错骨手 (``fenjincuogushou``, move): Just before it deals damage, judge: a red result
  adds 1 damage.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`before_damage`: Before the damage: a judgement of the move (op_attack stage 5)
- :func:`attack_step`: op_attack stage 5: a judged colour of the face's set adds the face's damage
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A4,
    FR_R,
    FR_ST,
    OP_JUDGEMENT,
)
from qxs_env.engine.stack import (
    push,
)


@njit_inlined
def before_damage(g, tb, cfg, i, p, t, c, f):
    """Before the damage: a judgement of the move (op_attack stage 5)."""
    g.stk[i, FR_ST] = 5
    push(g, OP_JUDGEMENT, p, -1, c, 0, 0, 0)


@njit_inlined
def attack_step(g, tb, cfg, i, p, t, c, f, st):
    """op_attack stage 5: a judged colour of the face's set adds the face's damage."""
    col = g.stk[i, FR_R]
    if col >= 0 and (tb.face_param[f, 0] & (1 << col)) != 0:
        g.stk[i, FR_A4] += tb.face_param[f, 1]
    g.stk[i, FR_ST] = 6

"""Card effect ``uncountered_self_loss_damage`` (``EFFECT_UNCOUNTERED_SELF_LOSS_DAMAGE``).

Printed on:

- 七伤拳 (``qishangquan``, move): If it was not countered, afterwards you lose 1 HP and the
  target takes 1 damage.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`uncountered`: The defence did not counter: the attacker loses the face's HP, then deals
  its damage (op_attack stage 13)
- :func:`attack_step`: op_attack stage 13: the damage, if both still live
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_ST,
    OP_DAMAGE,
    OP_DYING,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs.layout import (
    EV_HP_LOSS,
)


@njit_inlined
def uncountered(g, tb, cfg, i, p, t, c, f):
    """The defence did not counter: the attacker loses the face's HP, then deals its damage
    (op_attack stage 13)."""
    loss = tb.face_param[f, 0]
    g.hp[p] -= loss
    log(g, EV_HP_LOSS, p, loss, 0, 0, 0)
    g.stk[i, FR_ST] = 13
    if g.hp[p] <= 0:
        push(g, OP_DYING, p, -1, -1, 0, 0, 0)  # HP loss has no source: no killer


@njit_inlined
def attack_step(g, tb, cfg, i, p, t, c, f, st):
    """op_attack stage 13: the damage, if both still live."""
    g.stk[i, FR_ST] = 14
    if g.alive[p] and g.alive[t]:
        push(g, OP_DAMAGE, p, t, tb.face_param[f, 1], -1, c, 0)

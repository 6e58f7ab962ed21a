"""Card effect ``after_damage_discard_or_damage`` (``EFFECT_AFTER_DAMAGE_DISCARD_OR_DAMAGE``).

Printed on:

- 化骨绵掌 (``huagumianzhang``, move): After it deals damage the target must discard a red
  card or take 1 more red (力) damage from you.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`after_damage`: Damage dealt: the target pays a hand card of the face's colour or takes
  more damage (op_attack stage 8)
- :func:`after_damage_answer`: The card paid (r), or -1: the face's damage
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_ST,
    OP_DAMAGE,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_logged,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    PUR_PAY,
)


@njit_inlined
def after_damage(g, tb, cfg, i, p, t, c, f):
    """Damage dealt: the target pays a hand card of the face's colour or takes more damage
    (op_attack stage 8)."""
    if g.alive[t]:
        g.stk[i, FR_ST] = 8
        push(g, DEC_HAND, t, p, c, PUR_PAY, 1 << tb.face_param[f, 0], 0)


@njit_inlined
def after_damage_answer(g, tb, cfg, i, p, t, c, f, r):
    """The card paid (r), or -1: the face's damage."""
    if r >= 0:
        discard_logged(g, r, t)
    elif g.alive[t] and g.alive[p]:
        push(g, OP_DAMAGE, p, t, tb.face_param[f, 2], tb.face_param[f, 3], c, 0)

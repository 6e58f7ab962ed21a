"""Card effect ``after_damage_face_down`` (``EFFECT_AFTER_DAMAGE_FACE_DOWN``).

Printed on:

- 沾衣十八跌 (``zhanyishibadie``, move): After it deals damage you may turn the target's hero
  face down.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`after_damage`: Damage dealt: the attacker may turn the target face down (op_attack stage
  8)
- :func:`after_damage_answer`: Yes (r == 1): the target turns face down
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_ST,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_CONFIRM,
    EV_FACE_DOWN,
)


@njit_inlined
def after_damage(g, tb, cfg, i, p, t, c, f):
    """Damage dealt: the attacker may turn the target face down (op_attack stage 8)."""
    if g.alive[t] and not g.face_down[t]:
        g.stk[i, FR_ST] = 8
        push(g, DEC_CONFIRM, p, t, c, -1, 0, 0)


@njit_inlined
def after_damage_answer(g, tb, cfg, i, p, t, c, f, r):
    """Yes (r == 1): the target turns face down."""
    if r == 1 and g.alive[t] and not g.face_down[t]:
        g.face_down[t] = True
        log(g, EV_FACE_DOWN, t, 1, 0, 0, 0)

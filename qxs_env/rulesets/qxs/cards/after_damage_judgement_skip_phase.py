"""Card effect ``after_damage_judgement_skip_phase`` (``EFFECT_AFTER_DAMAGE_JUDGEMENT_SKIP_PHASE``).

Printed on:

- 弹指神通 (``tanzhishentong``, move): After it deals damage, judge: on a dark result (red
  or blue) the target skips its next draw phase.
- 玄冥神掌 (``xuanminshenzhang``, move): After it deals damage, judge: on a dark result (red
  or blue) the target skips its next play phase.
- 透骨打穴 (``tougudaxue``, internal): Attack range 2. After your attack deals damage,
  judge: on red the target skips its next play phase.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`after_damage`: Damage dealt by the move: a judgement (op_attack stage 8)
- :func:`after_damage_answer`: The judged colour (r): one of the face's set makes the target skip
  the face's phase
- :func:`internal_after_damage`: Damage dealt with the internal art ic equipped: a judgement
  (op_attack stage 10, A5 the art)
- :func:`internal_judged`: op_attack stage 10: the art's judgement (A5 the art, R the colour)
- :func:`skip_phase_if_judged`: A judged colour r of face f's set makes t skip f's phase
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A5,
    FR_R,
    FR_ST,
    OP_JUDGEMENT,
)
from qxs_env.engine.stack import (
    push,
)


@njit_inlined
def after_damage(g, tb, cfg, i, p, t, c, f):
    """Damage dealt by the move: a judgement (op_attack stage 8)."""
    if g.alive[t]:
        g.stk[i, FR_ST] = 8
        push(g, OP_JUDGEMENT, p, -1, c, 0, 0, 0)


@njit_inlined
def after_damage_answer(g, tb, cfg, i, p, t, c, f, r):
    """The judged colour (r): one of the face's set makes the target skip the face's phase."""
    skip_phase_if_judged(g, tb, t, f, r)


@njit_inlined
def internal_after_damage(g, tb, cfg, i, p, t, ic):
    """Damage dealt with the internal art ic equipped: a judgement (op_attack stage 10,
    A5 the art)."""
    g.stk[i, FR_A5] = ic
    g.stk[i, FR_ST] = 10
    push(g, OP_JUDGEMENT, p, -1, ic, 0, 0, 0)


@njit_inlined
def internal_judged(g, tb, cfg, i, p, t):
    """op_attack stage 10: the art's judgement (A5 the art, R the colour)."""
    f = tb.card_face[g.stk[i, FR_A5]]
    g.stk[i, FR_ST] = 11
    skip_phase_if_judged(g, tb, t, f, g.stk[i, FR_R])


@njit_inlined
def skip_phase_if_judged(g, tb, t, f, r):
    """A judged colour r of face f's set makes t skip f's phase."""
    if r >= 0 and (tb.face_param[f, 0] & (1 << r)) != 0 and g.alive[t]:
        g.skip[t] |= np.int8(1 << tb.face_param[f, 1])

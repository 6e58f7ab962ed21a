"""Card effect ``judgement_block`` (``EFFECT_JUDGEMENT_BLOCK``).

Printed on:

- 混元气 (``hunyuanqi``, mental art): When attacked you may judge: a light result (yellow or
  white) counts as a successful block.

Its code, called by the optional equipment trigger's frame (``triggers.op_trigger``) once its
judgement (R-K3) is known:

- :func:`judged`: a colour of the face blocks the attack.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A2,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.layout import (
    EV_BLOCK,
)


@njit_inlined
def judged(g, tb, p, f, ctx, col):
    """混元气 (face f) of attacked p judged ``col``: a colour of the face's mask (param 0) marks
    the attack of frame ``ctx`` as blocked (FR_A2 = 1, R-M5)."""
    if col >= 0 and (tb.face_param[f, 0] & (1 << col)) != 0:
        g.stk[ctx, FR_A2] = 1  # 混元气: the attack counts as blocked
        log(g, EV_BLOCK, p, f, 0, 0, 0)

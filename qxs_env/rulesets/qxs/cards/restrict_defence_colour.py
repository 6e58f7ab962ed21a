"""Card effect ``restrict_defence_colour`` (``EFFECT_RESTRICT_DEFENCE_COLOUR``).

Printed on:

- 六脉神剑 (``liumaishenjian``, move): The defender can block it only with a blue (技) move.

Its code, called by the legal-action mask of an answer (``mask.mask_answer``, a defence against
the move; ruling: printed move cards only, no conversion):

- :func:`allowed_colours`: the colours of the moves that may defend.
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_face,
)
from qxs_env.engine.jit import (
    njit_inlined,
)


@njit_inlined
def allowed_colours(g, tb, c):
    """六脉神剑 (move c): the bitmask of colours a defending move may have (param 0, R-M3's
    "unless a card says otherwise")."""
    return tb.face_param[c_face(g, tb, c), 0]

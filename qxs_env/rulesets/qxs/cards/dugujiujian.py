"""Card effect ``dugujiujian`` (``EFFECT_DUGUJIUJIAN``).

Printed on:

- 独孤九剑 (``dugujiujian``, move): Attacking or defending, once the opposing move is shown you
  may discard any number of hand cards of its colour; each one gives this card +1 power.

Its payments are asked by the attack frame (``combat.attack_clash``; stages 21 and 22 of
``combat.attack_after_block``), like those of the hero skill 九式剑诀; its code, called there for
each card paid:

- :func:`power_per_card`: the power each card paid adds to the move.
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_face,
)
from qxs_env.engine.jit import (
    njit_inlined,
)


@njit_inlined
def power_per_card(g, tb, c):
    """独孤九剑 (move c): the power one hand card paid adds to it in this clash (param 0)."""
    return tb.face_param[c_face(g, tb, c), 0]

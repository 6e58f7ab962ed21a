"""Card effect ``no_move_damage_bonus`` (``EFFECT_NO_MOVE_DAMAGE_BONUS``).

Printed on:

- 百变千幻剑 (``baibianqianhuanjian``, move): If the defender answers with no move card and has
  no other way to block, the hit deals 1 extra damage.

Its code, called by ``combat.attack_clash`` (the damage of a clash the attack won, R-M5):

- :func:`damage_bonus`: the extra damage when no move defended.
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_face,
)
from qxs_env.engine.jit import (
    njit_inlined,
)


@njit_inlined
def damage_bonus(g, tb, c, d):
    """百变千幻剑 (move c): the face's extra damage (param 0) when the defence ``d`` is no move
    (-1), else 0."""
    if d < 0:
        return tb.face_param[c_face(g, tb, c), 0]
    return 0

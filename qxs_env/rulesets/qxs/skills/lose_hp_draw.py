"""Hero skill ``lose_hp_draw`` (``SKILL_LOSE_HP_DRAW``).

Printed as:

- 搏命 (游坦之, ``youtanzhi``; active): In your play phase you may lose 1 HP to draw
  2 cards.

Its own code here, called by the skill dispatchers of ``qxs_env.engine.core``:

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
"""

from __future__ import annotations

from qxs_env.engine.core import (
    draw_cards,
    lose_hp,
)
from qxs_env.engine.jit import njit_inlined


@njit_inlined
def step(g, p, k, sub):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        lose_hp(g, p, g.sk_param[p, k, 0])
        return False
    if g.alive[p]:
        draw_cards(g, p, g.sk_param[p, k, 1])
    return True

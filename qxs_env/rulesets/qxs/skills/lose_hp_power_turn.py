"""Hero skill ``lose_hp_power_turn`` (``SKILL_LOSE_HP_POWER_TURN``).

Printed as:

- 挥刀自宫 (岳不群, ``yubuqun``; active): At any time you may lose 1 HP; your moves
  then get +1 power until the end of the turn.

Its own code here, called by the skill dispatchers of ``qxs_env.engine.core``:

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
"""

from __future__ import annotations

from qxs_env.engine.core import (
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
    return True

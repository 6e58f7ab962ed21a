"""Card effect ``after_damage_follow_up`` (``EFFECT_AFTER_DAMAGE_FOLLOW_UP``).

Printed on:

- 万花剑法 (``wanhuajianfa``, move): After it deals damage you may at once attack a
  different character with another move from your hand.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`after_damage`: Damage dealt: a follow-up attack on another target is offered when the
  attack is over
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A3,
)
from qxs_env.rulesets.qxs.tables import (
    F_FOLLOW,
)


@njit_inlined
def after_damage(g, tb, cfg, i, p, t, c, f):
    """Damage dealt: a follow-up attack on another target is offered when the attack is over."""
    g.stk[i, FR_A3] |= F_FOLLOW

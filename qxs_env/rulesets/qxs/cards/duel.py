"""Card effect ``duel`` (``EFFECT_DUEL``).

Printed on:

- 单挑 (``dantiao``, strategy): You and another character take turns playing moves, the
  target first, each strong enough to block the previous one (skills ignored); whoever
  fails first takes 1 damage.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`resolve`: Not cancelled: the duel (OP_DUEL), the target playing first (op_use stage 10)
- :func:`needs_target`: Used in the play phase on a target chosen by the user (the ordinary target
  prompt)
- :func:`valid_target`: Another character
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_ST,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.layout import (
    OP_DUEL,
)


@njit_inlined
def resolve(g, tb, cfg, i, p, t, c, f):
    """Not cancelled: the duel (OP_DUEL), the target playing first (op_use stage 10)."""
    if g.alive[p]:
        g.stk[i, FR_ST] = 10
        push(g, OP_DUEL, p, t, c, t, 0, 0)  # the target plays first
        return False
    return True


@njit_inlined
def needs_target(g, tb, c):
    """Used in the play phase on a target chosen by the user (the ordinary target prompt)."""
    return True


@njit_inlined
def valid_target(g, tb, cfg, p, c, f, t, dist):
    """Another character."""
    return t != p

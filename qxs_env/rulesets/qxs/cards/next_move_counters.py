"""Card effect ``next_move_counters`` (``EFFECT_NEXT_MOVE_COUNTERS``).

Printed on:

- 指点 (``zhidian``, strategy): Pick a character: this turn its next move counts as
  countering the opposing move, whatever the colours.

Its code, called by the card dispatchers of ``qxs_env.engine.core``:

- :func:`resolve`: Not cancelled: t's next move in a clash counters the other move
"""

from __future__ import annotations

from qxs_env.engine.core import (
    log,
)
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    EV_STATUS,
    PT_COUNTER_NEXT,
    ST_COUNTER,
)


@njit_inlined
def resolve(g, tb, cfg, i, p, t, c, f):
    """Not cancelled: t's next move in a clash counters the other move."""
    g.pt[t, PT_COUNTER_NEXT] = 1
    log(g, EV_STATUS, t, ST_COUNTER, 1, p, 0)
    return True

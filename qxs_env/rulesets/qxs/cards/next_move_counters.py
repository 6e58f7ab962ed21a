"""Card effect ``next_move_counters`` (``EFFECT_NEXT_MOVE_COUNTERS``).

Printed on:

- 指点 (``zhidian``, strategy): Pick a character: this turn its next move counts as
  countering the opposing move, whatever the colours.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`resolve`: Not cancelled: t's next move in a clash counters the other move
- :func:`needs_target`: Used in the play phase on a target chosen by the user (the ordinary target
  prompt)
- :func:`valid_target`: Any character
- :func:`harmful`: Helping its target: not logged as harm (history H_HARM)
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.layout import (
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


@njit_inlined
def needs_target(g, tb, c):
    """Used in the play phase on a target chosen by the user (the ordinary target prompt)."""
    return True


@njit_inlined
def valid_target(g, tb, cfg, p, c, f, t, dist):
    """Any character."""
    return True


@njit_inlined
def harmful(g, tb, c):
    """Helping its target: not logged as harm (history H_HARM)."""
    return False

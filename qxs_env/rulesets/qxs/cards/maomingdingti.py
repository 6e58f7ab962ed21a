"""Card effect ``maomingdingti`` (``EFFECT_MAOMINGDINGTI``).

Printed on:

- 冒名顶替 (``maomingdingti``, strategy): For the rest of this turn one character swaps its
  own hero skills for the two skills of 裘千仞.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`resolve`: Not cancelled: t's hero borrows the configured hero's skills until the turn ends
- :func:`needs_target`: Used in the play phase on a target chosen by the user (the ordinary target
  prompt)
- :func:`valid_target`: Any hero, oneself too, not already impersonating (ruling)
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.rulesets.qxs.draft import (
    lend_skills,
)
from qxs_env.rulesets.qxs.layout import (
    C_MAOMING_HERO,
)


@njit_inlined
def resolve(g, tb, cfg, i, p, t, c, f):
    """Not cancelled: t's hero borrows the configured hero's skills until the turn ends."""
    if g.hero[t] >= 0 and g.borrow[t] < 0:
        lend_skills(g, tb, cfg, t, cfg[C_MAOMING_HERO])
    return True


@njit_inlined
def needs_target(g, tb, c):
    """Used in the play phase on a target chosen by the user (the ordinary target prompt)."""
    return True


@njit_inlined
def valid_target(g, tb, cfg, p, c, f, t, dist):
    """Any hero, oneself too, not already impersonating (ruling)."""
    return cfg[C_MAOMING_HERO] >= 0 and g.hero[t] >= 0 and g.borrow[t] < 0

"""Card effect ``set_alignment_evil`` (``EFFECT_SET_ALIGNMENT_EVIL``).

Printed on:

- 近墨者黑 (``jinmozhehei``, strategy): Any one character's alignment becomes evil (恶).

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`resolve`: Not cancelled: t's alignment becomes evil
- :func:`needs_target`: Used in the play phase on a target chosen by the user (the ordinary target
  prompt)
- :func:`valid_target`: A character not already evil
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.layout import (
    ALIGN_EVIL,
    EV_STATUS,
    ST_EVIL,
)


@njit_inlined
def resolve(g, tb, cfg, i, p, t, c, f):
    """Not cancelled: t's alignment becomes evil."""
    if g.align[t] != ALIGN_EVIL:
        g.align[t] = ALIGN_EVIL
        log(g, EV_STATUS, t, ST_EVIL, 1, p, 0)
    return True


@njit_inlined
def needs_target(g, tb, c):
    """Used in the play phase on a target chosen by the user (the ordinary target prompt)."""
    return True


@njit_inlined
def valid_target(g, tb, cfg, p, c, f, t, dist):
    """A character not already evil."""
    return g.align[t] != ALIGN_EVIL

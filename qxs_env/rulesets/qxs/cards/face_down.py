"""Card effect ``face_down`` (``EFFECT_FACE_DOWN``).

Printed on:

- 西湖底牢 (``xihulaodi``, strategy): Turn any one character face down; while face down it
  cannot be damaged.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`resolve`: Not cancelled: t turns face down
- :func:`needs_target`: Used in the play phase on a target chosen by the user (the ordinary target
  prompt)
- :func:`valid_target`: A character not already face down
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.layout import (
    EV_FACE_DOWN,
)


@njit_inlined
def resolve(g, tb, cfg, i, p, t, c, f):
    """Not cancelled: t turns face down."""
    if not g.face_down[t]:
        g.face_down[t] = True
        log(g, EV_FACE_DOWN, t, 1, 0, 0, 0)
    return True


@njit_inlined
def needs_target(g, tb, c):
    """Used in the play phase on a target chosen by the user (the ordinary target prompt)."""
    return True


@njit_inlined
def valid_target(g, tb, cfg, p, c, f, t, dist):
    """A character not already face down."""
    return not g.face_down[t]

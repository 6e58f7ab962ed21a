"""Card effect ``face_down`` (``EFFECT_FACE_DOWN``).

Printed on:

- 西湖底牢 (``xihulaodi``, strategy): Turn any one character face down; while face down it
  cannot be damaged.

Its code, called by the card dispatchers of ``qxs_env.engine.core``:

- :func:`resolve`: Not cancelled: t turns face down
"""

from __future__ import annotations

from qxs_env.engine.core import (
    log,
)
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    EV_FACE_DOWN,
)


@njit_inlined
def resolve(g, tb, cfg, i, p, t, c, f):
    """Not cancelled: t turns face down."""
    if not g.face_down[t]:
        g.face_down[t] = True
        log(g, EV_FACE_DOWN, t, 1, 0, 0, 0)
    return True

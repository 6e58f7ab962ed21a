"""Card effect ``cleanse_heal`` (``EFFECT_CLEANSE_HEAL``).

Printed on:

- 疗伤 (``liaoshang``, strategy): One character of your choice sheds every harmful status
  and recovers 1 HP.

Its code, called by the card dispatchers of ``qxs_env.engine.core``:

- :func:`resolve`: Not cancelled: t's poisons are removed and it recovers the face's HP
"""

from __future__ import annotations

from qxs_env.engine.core import (
    cleanse,
    heal,
)
from qxs_env.engine.jit import njit_inlined


@njit_inlined
def resolve(g, tb, cfg, i, p, t, c, f):
    """Not cancelled: t's poisons are removed and it recovers the face's HP."""
    cleanse(g, t, p)
    heal(g, t, tb.face_param[f, 0], p)
    return True

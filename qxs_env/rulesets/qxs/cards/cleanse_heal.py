"""Card effect ``cleanse_heal`` (``EFFECT_CLEANSE_HEAL``).

Printed on:

- 疗伤 (``liaoshang``, strategy): One character of your choice sheds every harmful status
  and recovers 1 HP.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`resolve`: Not cancelled: t's poisons are removed and it recovers the face's HP
- :func:`needs_target`: Used in the play phase on a target chosen by the user (the ordinary target
  prompt)
- :func:`valid_target`: A character with something to cure (switch heal_at_full: any)
- :func:`harmful`: Helping its target: not logged as harm (history H_HARM)
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.rulesets.qxs.card_rules import (
    cleanse,
    heal,
)
from qxs_env.rulesets.qxs.layout import (
    C_HEAL_AT_FULL,
)


@njit_inlined
def resolve(g, tb, cfg, i, p, t, c, f):
    """Not cancelled: t's poisons are removed and it recovers the face's HP."""
    cleanse(g, t, p)
    heal(g, t, tb.face_param[f, 0], p)
    return True


@njit_inlined
def needs_target(g, tb, c):
    """Used in the play phase on a target chosen by the user (the ordinary target prompt)."""
    return True


@njit_inlined
def valid_target(g, tb, cfg, p, c, f, t, dist):
    """A character with something to cure (switch heal_at_full: any)."""
    if cfg[C_HEAL_AT_FULL] != 0 or g.hp[t] < g.maxhp[t]:
        return True
    return g.linked[t] != 0 or g.face_down[t] != 0 or g.skip[t] != 0


@njit_inlined
def harmful(g, tb, c):
    """Helping its target: not logged as harm (history H_HARM)."""
    return False

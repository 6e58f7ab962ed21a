"""Hero skill ``out_of_range_power_floor`` (``SKILL_OUT_OF_RANGE_POWER_FLOOR``).

Printed as:

- 百变千幻剑 (莫大, ``moda``; locked): When you attack someone whose attack range does not
  reach you, your power is at least 2.

The rule: when the holder attacks q and q's own attack range (its reach, R-M1) does not reach
the holder at q's distance to him (R-M2), the printed power of his move is raised to the skill's
floor (param 0), before any bonus (R-M4); defending it does nothing. The shared query
``skills_power_floor`` (generated in ``skills/dispatch*.py``) applies :func:`power_floor` for a
holder.

Its own code here:

- :func:`power_floor`: the printed power after the floor.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.rulesets.qxs.geometry import (
    distance,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_reach,
)


@njit_inlined
def power_floor(g, tb, cfg, p, q, pw, attacking, k):
    """百变千幻剑 (莫大): the printed power ``pw`` of p's move against q, raised to the floor
    (param 0 of slot k) when p attacks q and q's reach falls short of p."""
    if attacking:
        if distance(g, tb, cfg, q, p) > skill_reach(g, tb, q) and pw < g.sk_param[p, k, 0]:
            return g.sk_param[p, k, 0]
    return pw

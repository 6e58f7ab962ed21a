"""Hero skill ``near_power_floor`` (``SKILL_NEAR_POWER_FLOOR``).

Printed as:

- 五毒神掌 (李莫愁, ``limochou``; locked): Your moves against a character at distance 1 have
  power at least 2.

The rule: the printed power of a move the holder puts out against a character within the skill's
distance (param 0; R-M2) is raised to the skill's floor (param 1), attacking or defending,
before any bonus (R-M4), like the base heroes' power floors. The shared query
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


@njit_inlined
def power_floor(g, tb, cfg, p, q, pw, attacking, k):
    """五毒神掌: the printed power ``pw`` of p's move against q, raised to the floor (param 1
    of slot k) when q is within the skill's distance (param 0) of p."""
    if distance(g, tb, cfg, p, q) <= g.sk_param[p, k, 0] and pw < g.sk_param[p, k, 1]:
        return g.sk_param[p, k, 1]
    return pw

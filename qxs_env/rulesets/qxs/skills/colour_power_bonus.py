"""Hero skill ``colour_power_bonus`` (``SKILL_COLOUR_POWER_BONUS``).

Printed as:

- 剑圣 (独孤求败, ``duguqiubai``; locked): Your white (速) moves get +1 power.

The rule: a move of the skill's colour (param 0) that its holder puts out, attacking or
defending, gets the skill's amount (param 1) added to its power (R-M4), after the floors. The
status query ``skills_power_bonus`` (generated in ``skills/dispatch*.py``) adds
:func:`power_bonus` for a holder.

Its own code here:

- :func:`power_bonus`: the power the skill adds to a move of colour ``col``.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)


@njit_inlined
def power_bonus(g, tb, p, q, col, attacking, k):
    """剑圣: the amount (param 1 of slot k) for p's move of the skill's colour (param 0), else
    0."""
    if col == g.sk_param[p, k, 0]:
        return g.sk_param[p, k, 1]
    return 0

"""Hero skill ``low_hp_power`` (``SKILL_LOW_HP_POWER``).

Printed as:

- 黯然销魂 (杨过, ``yangguo``; locked): While your HP is 3 or less, your moves get +1 power.

The rule: While its owner's HP is at most ``max_hp``, every move it puts out gets +``amount`` power
(a number that is always on: docs/rulings.md, Heroes: "Skill kinds").

The status query ``skills_power_bonus`` (generated in ``skills/dispatch*.py``, asked by
``clash.clash_power``) adds :func:`power_bonus` for a holder.

Its own code here:

- :func:`power_bonus`: the power the holder's moves get now.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)


@njit_inlined
def power_bonus(g, tb, p, q, col, attacking, k):
    """黯然销魂: the power added to every move p puts out (R-M4): the amount (param 1 of slot
    k) while p's HP is at most param 0, else 0."""
    if g.hp[p] <= g.sk_param[p, k, 0]:
        return g.sk_param[p, k, 1]
    return 0


from qxs_env.rulesets.qxs.skill_roles import SR_LOW_HP_POWER  # noqa: E402

HEURISTIC_ROLE = SR_LOW_HP_POWER
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

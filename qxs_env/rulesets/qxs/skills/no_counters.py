"""Hero skill ``no_counters`` (``SKILL_NO_COUNTERS``).

Printed as:

- 百花错拳 (陈家洛, ``chenjialuo``; locked): No counter bonus applies in clashes you take part
  in, for either side.

The rule: in a clash (R-M4) where the attacker or the defender holds the skill, neither move
gets the counter bonus (the colour cycle, a counters-X move or a skill). The clash arithmetic
(``clash.clash_power``) asks ``skill_numbers.skill_no_counters`` before adding a counter bonus,
which returns :func:`cancels_counters`.

Its own code here:

- :func:`cancels_counters`: does either side of the clash hold the skill?
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_NO_COUNTERS,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)


@njit_inlined
def cancels_counters(g, p, q):
    """百花错拳: no counter bonus in a clash of p and q when either holds the skill."""
    return skill_slot(g, p, SKILL_NO_COUNTERS) >= 0 or skill_slot(g, q, SKILL_NO_COUNTERS) >= 0

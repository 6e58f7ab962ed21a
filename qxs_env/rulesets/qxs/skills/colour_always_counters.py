"""Hero skill ``colour_always_counters`` (``SKILL_COLOUR_ALWAYS_COUNTERS``).

Printed as:

- 独孤九剑 (风清扬, ``fengqingyang``; locked): Your white (速) moves counter any opposing move.

The rule: in a clash (R-M4) a move of the skill's colour (param 0) that its holder puts out
counters the other move whatever that move's colour, so its counter bonus applies (unless 百花错拳
takes the counter bonus away). The status query ``skills_counters`` (generated in
``skills/dispatch*.py``, asked through ``skill_queries.skill_counters``: the ruleset's question
"does p's skill make its move counter the other") asks :func:`counters` for a holder of the
skill.

Its own code here:

- :func:`counters`: does the holder's move of colour ``col`` counter any move?
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)


@njit_inlined
def counters(g, tb, p, col, other_col, k):
    """独孤九剑 (风清扬): p's move of colour ``col`` counters any move when ``col`` is the
    skill's colour (param 0 of slot k)."""
    return col == g.sk_param[p, k, 0]

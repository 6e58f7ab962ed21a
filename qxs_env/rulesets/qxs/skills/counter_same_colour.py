"""Hero skill ``counter_same_colour`` (``SKILL_COUNTER_SAME_COLOUR``).

Printed as:

- 降龙 (洪七公, ``hongqigong``; locked): A move you put out counters an opposing move of its own
  colour.

The rule: A move its owner puts out also counters an opposing move of its own colour, with the same
at-most-+1 rule as ``always_counter_colour`` (docs/rulings.md, Heroes: "Extra counters").

The status query ``skills_counters`` (generated in ``skills/dispatch*.py``, asked through
``skill_queries.skill_counters`` by ``clash.clash_power`` and
``skill_numbers.clash_counters``) asks :func:`counters` for a holder.

Its own code here:

- :func:`counters`: does the holder's move counter the opposing move.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)


@njit_inlined
def counters(g, tb, p, col, other_col, k):
    """降龙: the holder's move of colour ``col`` counters an opposing move of the same colour
    (R-M4's extra counters)."""
    return col == other_col


from qxs_env.rulesets.qxs.skill_roles import SR_SAMECOUNTER  # noqa: E402

HEURISTIC_ROLE = SR_SAMECOUNTER
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

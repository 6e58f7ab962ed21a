"""Hero skill ``counter_same_colour`` (``SKILL_COUNTER_SAME_COLOUR``).

Printed as:

- 降龙 (洪七公, ``hongqigong``; locked): A move you put out counters an opposing move of its own
  colour.

The rule: A move its owner puts out also counters an opposing move of its own colour, with the same
at-most-+1 rule as ``always_counter_colour`` (docs/rulings.md, Heroes: "Extra counters").

Its rule queries still live in the ruleset's rule modules (``qxs_env/rulesets/qxs/``), shared with
other skills: ``skill_queries.skill_counters`` (asked by ``clash.clash_power`` and
``skill_numbers.expa_clash_counters``); they move here later (issue 21). Until then this module
holds the skill's description and its heuristic role (:data:`HEURISTIC_ROLE`); it defines no hook,
so the generated dispatchers do not import it.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.skill_roles import SR_SAMECOUNTER

HEURISTIC_ROLE = SR_SAMECOUNTER
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

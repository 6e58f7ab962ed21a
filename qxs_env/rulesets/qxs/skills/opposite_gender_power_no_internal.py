"""Hero skill ``opposite_gender_power_no_internal`` (``SKILL_OPPOSITE_GENDER_POWER_NO_INTERNAL``).

Printed as:

- 玉女心经 (小龙女, ``xiaolongnv``; locked): While you have no internal art equipped, your attacks
  on characters of the other gender get +1 power.

The rule: While its owner has no internal art equipped, its attacks on a character of the other
gender get +``amount`` power; a character without a gender (heroes off) is never of the other gender
(docs/rulings.md, Heroes: 玉女心经).

Its rule queries still live in the ruleset's rule modules (``qxs_env/rulesets/qxs/``), shared with
other skills: ``skill_queries.skill_power_bonus`` (asked by ``clash.clash_power``); they move here
later (issue 21). Until then this module holds the skill's description and its heuristic role
(:data:`HEURISTIC_ROLE`); it defines no hook, so the generated dispatchers do not import it.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.skill_roles import SR_OTHERGENDER

HEURISTIC_ROLE = SR_OTHERGENDER
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

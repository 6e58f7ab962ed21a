"""Hero skill ``low_hp_power`` (``SKILL_LOW_HP_POWER``).

Printed as:

- 黯然销魂 (杨过, ``yangguo``; locked): While your HP is 3 or less, your moves get +1 power.

The rule: While its owner's HP is at most ``max_hp``, every move it puts out gets +``amount`` power
(a number that is always on: docs/rulings.md, Heroes: "Skill kinds").

Its rule queries still live in the ruleset's rule modules (``qxs_env/rulesets/qxs/``), shared with
other skills: ``skill_queries.skill_power_bonus`` (asked by ``clash.clash_power``); they move here
later (issue 21). Until then this module holds the skill's description and its heuristic role
(:data:`HEURISTIC_ROLE`); it defines no hook, so the generated dispatchers do not import it.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.skill_roles import SR_LOW_HP_POWER

HEURISTIC_ROLE = SR_LOW_HP_POWER
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

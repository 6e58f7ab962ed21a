"""Hero skill ``defend_distance`` (``SKILL_DEFEND_DISTANCE``).

Printed as:

- 四象步法 (胡斐, ``hufei``; locked): Others count their distance to you as 1 more.

The rule: Every other character's distance to its owner is changed by ``amount`` (+1 printed), like
a lightness art (docs/rulings.md, Heroes: "Distances").

Its rule queries still live in the ruleset's rule modules (``qxs_env/rulesets/qxs/``), shared with
other skills: ``skill_queries.skill_distance_mods`` (asked by ``geometry.lightness_mods``); they
move here later (issue 21). Until then this module holds the skill's description and its heuristic
role (:data:`HEURISTIC_ROLE`); it defines no hook, so the generated dispatchers do not import it.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.skill_roles import SR_DEF_DIST

HEURISTIC_ROLE = SR_DEF_DIST
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

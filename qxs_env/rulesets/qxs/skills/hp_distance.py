"""Hero skill ``hp_distance`` (``SKILL_HP_DISTANCE``).

Printed as:

- 潇湘夜雨 (莫大, ``moda``; locked): With 3 HP or more you attack at 1 less distance; below 3 HP
  others attack you at 1 more.

The rule: At ``min_hp`` HP or more its owner's distance to others is 1 less; below it, others'
distance to its owner is 1 more; both like a lightness art (docs/rulings.md, Heroes, expansion
heroes part a: 潇湘夜雨).

Its rule queries still live in the ruleset's rule modules (``qxs_env/rulesets/qxs/``), shared with
other skills: ``skill_queries.skill_distance_mods`` (asked by ``geometry.lightness_mods``); they
move here later (issue 21). Until then this module holds the skill's description and its heuristic
role (:data:`HEURISTIC_ROLE`); it defines no hook, so the generated dispatchers do not import it.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.skill_roles import SR_HP_DIST

HEURISTIC_ROLE = SR_HP_DIST
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

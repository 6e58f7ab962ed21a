"""Hero skill ``attack_distance`` (``SKILL_ATTACK_DISTANCE``).

Printed as:

- 水上飘 (裘千仞, ``qiuqianren``; locked): Your distance to the characters you attack is 1 less
  (never below 1).

The rule: Its owner's distance to every other character is changed by ``amount`` (-1 printed), like
a lightness art, never below 1 in total (docs/rulings.md, Heroes: "Distances").

Its rule queries still live in the ruleset's rule modules (``qxs_env/rulesets/qxs/``), shared with
other skills: ``skill_queries.skill_distance_mods`` (asked by ``geometry.lightness_mods``); they
move here later (issue 21). Until then this module holds the skill's description and its heuristic
role (:data:`HEURISTIC_ROLE`); it defines no hook, so the generated dispatchers do not import it.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.skill_roles import SR_ATT_DIST

HEURISTIC_ROLE = SR_ATT_DIST
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

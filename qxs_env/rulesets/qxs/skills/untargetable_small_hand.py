"""Hero skill ``untargetable_small_hand`` (``SKILL_UNTARGETABLE_SMALL_HAND``).

Printed as:

- 万里独行 (田伯光, ``tianboguang``; locked): While you hold 2 cards or fewer, you cannot be chosen
  as the target of an attack.

The rule: While its owner holds at most ``max_hand`` hand cards it cannot be chosen as the target of
an attack; other cards may still target it (docs/rulings.md, Heroes: 万里独行).

Its rule queries still live in the ruleset's rule modules (``qxs_env/rulesets/qxs/``), shared with
other skills: ``skill_queries.skill_untargetable`` (asked by ``legality.valid_target``,
``legality.slot_skill_usable`` and ``skill_queries.skill_target_ok``); they move here later (issue
21). Until then this module holds the skill's description and its heuristic role
(:data:`HEURISTIC_ROLE`); it defines no hook, so the generated dispatchers do not import it.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.skill_roles import SR_SMALL_HAND

HEURISTIC_ROLE = SR_SMALL_HAND
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

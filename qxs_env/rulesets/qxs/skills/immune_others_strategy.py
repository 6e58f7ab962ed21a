"""Hero skill ``immune_others_strategy`` (``SKILL_IMMUNE_OTHERS_STRATEGY``).

Printed as:

- 蒙面 (成昆, ``chengkun``; locked): Strategy cards that other players use do nothing to you.

The rule: Other characters cannot aim strategy cards at its owner, so their strategies do nothing to
it (docs/rulings.md, Heroes: 蒙面).

Its rule queries still live in the ruleset's rule modules (``qxs_env/rulesets/qxs/``), shared with
other skills: ``skill_queries.skill_immune_strategy`` (asked by ``legality.valid_target``); they
move here later (issue 21). Until then this module holds the skill's description and its heuristic
role (:data:`HEURISTIC_ROLE`); it defines no hook, so the generated dispatchers do not import it.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.skill_roles import SR_STRAT_SINK

HEURISTIC_ROLE = SR_STRAT_SINK
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

"""Hero skill ``immune_colour_from_others`` (``SKILL_IMMUNE_COLOUR_FROM_OTHERS``).

Printed as:

- 九阳护体 (张无忌, ``zhangwuji``; locked): Yellow cards others put out do nothing to you (yellow
  attacks included).

The rule: Cards of the skill's colour (``colour``, as ``card_moves.colour_of`` reads it) that
another character puts out do nothing to its owner: such a strategy or poison cannot target it, and
such an attack on it fizzles once declared (docs/rulings.md, Heroes: 九阳护体).

Its rule queries still live in the ruleset's rule modules (``qxs_env/rulesets/qxs/``), shared with
other skills: ``skill_queries.skill_colour_immune`` (asked by ``legality.valid_target`` and
``combat.op_attack``, which ends the attack); they move here later (issue 21). Until then this
module holds the skill's description and its heuristic role (:data:`HEURISTIC_ROLE`); it defines no
hook, so the generated dispatchers do not import it.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.skill_roles import SR_IMMUNE_COL

HEURISTIC_ROLE = SR_IMMUNE_COL
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

"""Hero skill ``take_resolved_strategy`` (``SKILL_TAKE_RESOLVED_STRATEGY``).

Printed as:

- 复国大任 (慕容复, ``murongfu``; locked): When a strategy card another character used on you has
  taken effect, you take that card into your hand.

The rule: When a strategy card that another character aimed at its owner has taken effect and leaves
the table, the owner takes it into hand instead of the discard pile (a card made of no card leaves
nothing to take; docs/rulings.md, Heroes: 复国大任).

Its rule queries still live in the ruleset's rule modules (``qxs_env/rulesets/qxs/``), shared with
other skills: ``use.strategy_done`` (called by ``use.op_use``); they move here later (issue 21).
Until then this module holds the skill's description and its heuristic role
(:data:`HEURISTIC_ROLE`); it defines no hook, so the generated dispatchers do not import it.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.skill_roles import SR_STRAT_SINK

HEURISTIC_ROLE = SR_STRAT_SINK
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

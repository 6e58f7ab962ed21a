"""Hero skill ``immune_others_strategy`` (``SKILL_IMMUNE_OTHERS_STRATEGY``).

Printed as:

- 蒙面 (成昆, ``chengkun``; locked): Strategy cards that other players use do nothing to you.

The rule: Other characters cannot aim strategy cards at its owner, so their strategies do nothing to
it (docs/rulings.md, Heroes: 蒙面).

The rule has no arithmetic of its own: holding the skill is the whole test. The shared query
``skill_queries.skill_immune_strategy`` (does t hold it) is asked where another character's
strategy card picks its targets: ``legality.valid_target`` (the card is a strategy and its user
is not the holder) and ``cards/all_play_move_or_damage.py`` (a strategy reaching every other
character skips the holder). So this module holds only the skill's description and its heuristic
role (:data:`HEURISTIC_ROLE`); it defines no hook, so the generated dispatchers do not import it.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.skill_roles import SR_STRAT_SINK

HEURISTIC_ROLE = SR_STRAT_SINK
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

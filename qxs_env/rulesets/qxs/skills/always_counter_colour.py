"""Hero skill ``always_counter_colour`` (``SKILL_ALWAYS_COUNTER_COLOUR``).

Printed as:

- 折梅手 (虚竹, ``xuzhu``; locked): Every move you put out counters blue (技) moves, besides its own
  counter.
- 鹰爪王 (殷天正, ``yintianzheng``; locked): Every move you put out counters white (速) moves,
  besides its own counter.
- 太极剑 (冲虚道长, ``chongxudaozhang``; locked): Every move you put out counters yellow (气) moves,
  besides its own counter.
- 大力金刚 (玄慈, ``xuanci``; locked): Every move you put out counters red (力) moves, besides its
  own counter.

The rule: Every move its owner puts out counters moves of the skill's colour (``colour``) besides
the move's own counter in the colour cycle; it adds the counter bonus only where the cycle does not
already give it, so a move gets at most +1 for countering (docs/rulings.md, Heroes: "Extra
counters"; the clash arithmetic of R-M4, R-M5).

Its rule queries still live in the ruleset's rule modules (``qxs_env/rulesets/qxs/``), shared with
other skills: ``skill_queries.skill_counters`` (asked by ``clash.clash_power`` and
``skill_numbers.expa_clash_counters``); they move here later (issue 21). Until then this module
holds the skill's description and its heuristic role (:data:`HEURISTIC_ROLE`); it defines no hook,
so the generated dispatchers do not import it.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.skill_roles import SR_XCOUNTER

HEURISTIC_ROLE = SR_XCOUNTER
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

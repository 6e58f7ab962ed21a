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

The status query ``skills_counters`` (generated in ``skills/dispatch*.py``, asked through
``skill_queries.skill_counters`` by ``clash.clash_power`` and
``skill_numbers.clash_counters``) asks :func:`counters` for a holder.

Its own code here:

- :func:`counters`: does the holder's move counter a move of a given colour.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)


@njit_inlined
def counters(g, tb, p, col, other_col, k):
    """折梅手 / 鹰爪王 / 太极剑 / 大力金刚: p's move counters an opposing move of colour
    ``other_col`` when that is the skill's colour (param 0 of slot k) (R-M4's extra counters)."""
    return g.sk_param[p, k, 0] == other_col


from qxs_env.rulesets.qxs.skill_roles import SR_XCOUNTER  # noqa: E402

HEURISTIC_ROLE = SR_XCOUNTER
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

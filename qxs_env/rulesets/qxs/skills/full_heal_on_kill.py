"""Hero skill ``full_heal_on_kill`` (``SKILL_FULL_HEAL_ON_KILL``).

Printed as:

- 铁尸 (梅超风, ``meichaofeng``; locked): After you kill a character, your HP goes back up to
  your max HP.

The rule: after the holder kills a character (he is the source of the damage that caused the
death, R-D6), he recovers to his max HP (a heal by himself, so it is announced like any other).
The status query ``skills_on_kill`` (generated in ``skills/dispatch*.py``, asked through
``skill_queries.skill_on_kill`` after a kill) calls :func:`on_kill` when the killer holds
the skill.

Its own code here:

- :func:`on_kill`: the killer recovers to full.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.rulesets.qxs.card_rules import (
    heal,
)


@njit_inlined
def on_kill(g, tb, cfg, p, victim, k):
    """铁尸: the killer p, a holder, recovers the HP it lacks."""
    if g.hp[p] < g.maxhp[p]:
        heal(g, p, g.maxhp[p] - g.hp[p], p)

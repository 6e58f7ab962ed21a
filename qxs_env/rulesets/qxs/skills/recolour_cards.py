"""Hero skill ``recolour_cards`` (``SKILL_RECOLOUR_CARDS``).

Printed as:

- 白衣仙女 (小龙女, ``xiaolongnv``; locked): Your red cards count as white.
- 赤练仙子 (李莫愁, ``limochou``; locked): Your red cards count as yellow.

Its own code here:

- :func:`skill_recolour`: a rule query the ruleset's rules call: 白衣仙女: the
  colour a card of colour ``col`` counts as for p (held, used, played or judged for p; see
  colour_of). Locked: applies while p lives.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_RECOLOUR_CARDS,
)
from qxs_env.rulesets.qxs.layout import (
    HERO_SKILLS,
)


@njit_cached
def skill_recolour(g, p, col):
    """白衣仙女: the colour a card of colour ``col`` counts as for p (held, used, played or
    judged for p; see colour_of). Locked: applies while p lives."""
    if not g.alive[p]:
        return col
    for k in range(HERO_SKILLS):
        if g.skills[p, k] == SKILL_RECOLOUR_CARDS and col == g.sk_param[p, k, 0]:
            return g.sk_param[p, k, 1]
    return col


from qxs_env.rulesets.qxs.skill_roles import SR_RECOLOUR  # noqa: E402

HEURISTIC_ROLE = SR_RECOLOUR
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

"""Hero skill ``defend_colour_auto_block`` (``SKILL_DEFEND_COLOUR_AUTO_BLOCK``).

Printed as:

- 一阳指 (段誉, ``duanyu``; locked): A blue (技) move you play in defence always blocks,
  whatever the powers.
- 一阳指 (一灯禅师, ``yidengchanshi``; locked): A blue (技) move you play in defence always
  blocks, whatever the powers.

Its own code here:

- :func:`skill_auto_block`: a rule query the ruleset's rules call: 一阳指: p's
  defending move of colour ``col`` always blocks.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_DEFEND_COLOUR_AUTO_BLOCK,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)


@njit_cached
def skill_auto_block(g, p, col):
    """一阳指: p's defending move of colour ``col`` always blocks."""
    k = skill_slot(g, p, SKILL_DEFEND_COLOUR_AUTO_BLOCK)
    return k >= 0 and col >= 0 and (g.sk_param[p, k, 0] & (1 << col)) != 0


from qxs_env.rulesets.qxs.skill_roles import SR_AUTOBLOCK  # noqa: E402

HEURISTIC_ROLE = SR_AUTOBLOCK
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

"""Hero skill ``discard_for_power`` (``SKILL_DISCARD_FOR_POWER``).

Printed as:

- 九式剑诀 (令狐冲, ``linghuchong``; triggered): In a clash, once both moves are shown, you may
  throw away any number of cards of the opposing move's colour for +1 power each.

Its own code here:

- :func:`skill_dugu`: a rule query the ruleset's rules call: 九式剑诀: in a
  clash p may discard cards of the other move's colour for +1 power each.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_DISCARD_FOR_POWER,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)


@njit_cached
def skill_dugu(g, p):
    """九式剑诀: in a clash p may discard cards of the other move's colour for +1 power each."""
    return skill_slot(g, p, SKILL_DISCARD_FOR_POWER) >= 0

"""Hero skill ``ignore_mental_no_internal`` (``SKILL_IGNORE_MENTAL_NO_INTERNAL``).

Printed as:

- 八荒六合 (天山童姥, ``tianshantonglao``; locked): While you have no internal art equipped,
  your attacks ignore the target's mental art.

Its own code here:

- :func:`skill_ignores_mental`: a rule query the ruleset's rules call:
  八荒六合: without an internal art, a's attacks ignore the target's mental art.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.rulesets.qxs.constants import (
    SLOT_INTERNAL,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_IGNORE_MENTAL_NO_INTERNAL,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)


@njit_cached
def skill_ignores_mental(g, a):
    """八荒六合: without an internal art, a's attacks ignore the target's mental art."""
    return skill_slot(g, a, SKILL_IGNORE_MENTAL_NO_INTERNAL) >= 0 and g.equip[a, SLOT_INTERNAL] < 0

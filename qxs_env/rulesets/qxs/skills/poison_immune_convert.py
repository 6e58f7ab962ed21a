"""Hero skill ``poison_immune_convert`` (``SKILL_POISON_IMMUNE_CONVERT``).

Printed as:

- 十香软筋散 (玄冥二老, ``xuanmingerlao``; active): 十香软筋散 never affects you, and in your
  play phase you may use a red or blue card as 十香软筋散.

Its own code here:

- :func:`skill_face_immune`: a rule query the ruleset's rules call: 十香软筋散
  (hero): the card of the skill's face (param 0) never affects t; it cannot be aimed at t.
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_face,
)
from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_POISON_IMMUNE_CONVERT,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)


@njit_cached
def skill_face_immune(g, tb, t, c):
    """十香软筋散 (hero): the card of the skill's face (param 0) never affects t; it cannot be
    aimed at t."""
    k = skill_slot(g, t, SKILL_POISON_IMMUNE_CONVERT)
    return k >= 0 and c_face(g, tb, c) == g.sk_param[t, k, 0]

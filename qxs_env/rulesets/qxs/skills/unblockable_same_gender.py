"""Hero skill ``unblockable_same_gender`` (``SKILL_UNBLOCKABLE_SAME_GENDER``).

Printed as:

- 葵花宝典 (东方不败, ``dongfangbubai``; locked): In your play phase, your first white or blue
  attack on a character of your own gender cannot be blocked.

Its own code here:

- :func:`skill_unblockable`: a rule query the ruleset's rules call: 葵花宝典
  (hero): in p's play phase, p's first attack of the skill's colours on a character of p's own
  gender cannot be answered with a defending move (ruling). Uses it up when true.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    FR_OP,
    FR_P,
    OP_PLAY_PHASE,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_UNBLOCKABLE_SAME_GENDER,
)
from qxs_env.rulesets.qxs.layout import (
    EV_SKILL,
    GENDER_NONE,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)


@njit_cached
def skill_unblockable(g, tb, p, t, c):
    """葵花宝典 (hero): in p's play phase, p's first attack of the skill's colours on a character
    of p's own gender cannot be answered with a defending move (ruling). Uses it up when true."""
    if g.hero[p] < 0 or g.gender[p] == GENDER_NONE or g.gender[p] != g.gender[t]:
        return False
    k = skill_slot(g, p, SKILL_UNBLOCKABLE_SAME_GENDER)
    if k < 0 or g.sk_used[p, k] != 0 or p != g.cur:
        return False
    if (g.sk_param[p, k, 0] & (1 << colour_of(g, tb, c, p))) == 0:
        return False
    for j in range(g.sp):
        if g.stk[j, FR_OP] == OP_PLAY_PHASE and g.stk[j, FR_P] == p:
            g.sk_used[p, k] = 1
            log(g, EV_SKILL, p, SKILL_UNBLOCKABLE_SAME_GENDER, k, t, 0)
            return True
    return False


from qxs_env.rulesets.qxs.skill_roles import SR_SAMEGENDER  # noqa: E402

HEURISTIC_ROLE = SR_SAMEGENDER
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

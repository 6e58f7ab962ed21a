"""Hero skill ``switch_gender`` (``SKILL_SWITCH_GENDER``).

Printed as:

- 阴阳颠倒 (东方不败, ``dongfangbubai``; triggered): At the start of your turn you may
  change your gender (male to female or back).

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.rulesets.qxs.layout import (
    GENDER_FEMALE,
    GENDER_MALE,
    ROLE_SUBJECT,
    TP_TURN_START,
    TRIG_OPTIONAL,
)

TRIGGERS = (
    (TP_TURN_START, ROLE_SUBJECT | TRIG_OPTIONAL),  # 阴阳颠倒
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    g.gender[p] = GENDER_MALE if g.gender[p] == GENDER_FEMALE else GENDER_FEMALE
    return True


from qxs_env.rulesets.qxs.skill_roles import SR_GENDER  # noqa: E402

HEURISTIC_ROLE = SR_GENDER
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""

"""Hero skill ``male_attacker_pays`` (``SKILL_MALE_ATTACKER_PAYS``).

Printed as:

- 绝色倾城 (黛绮丝, ``daiqisi``; locked): A male character attacking you must also throw away a
  hand card, or its attack does nothing to you.

The rule: when a male character attacks the holder (R-M1), before she defends, he is asked for
a hand card to throw away (``combat.py``'s attack frame, asked when
``combat.attacker_must_pay`` holds: she holds the skill and :func:`must_pay`); if he throws none
away the attack does nothing to her (``combat.attacker_paid`` returns :func:`paid`).

Its own code here:

- :func:`must_pay`: must attacker p pay to attack t?
- :func:`paid`: settle the attacker's answer.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_R,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_logged,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_MALE_ATTACKER_PAYS,
)
from qxs_env.rulesets.qxs.layout import (
    EV_SKILL,
    GENDER_MALE,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)


@njit_inlined
def must_pay(g, p, t):
    """绝色倾城: attacker p pays when it is a male character other than the holder t."""
    return p != t and g.gender[p] == GENDER_MALE


@njit_inlined
def paid(g, tb, i, p, t):
    """绝色倾城: the answer of attacker p in attack frame i (FR_R: the hand card thrown away, -1
    none). False (logged as t's skill) when he did not pay: the attack has no effect on t."""
    r = g.stk[i, FR_R]
    if r >= 0:
        discard_logged(g, r, p)
        return True
    k = skill_slot(g, t, SKILL_MALE_ATTACKER_PAYS)
    log(g, EV_SKILL, t, SKILL_MALE_ATTACKER_PAYS, k, p, 0)
    return False

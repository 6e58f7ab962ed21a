"""Hero skill ``poisoned_power_bonus`` (``SKILL_POISONED_POWER_BONUS``).

Printed as:

- 服毒练功 (海大富, ``haidafu``; locked): Outside your own turn, while you are poisoned (和合
  linked or a poison in your judgement area), your moves get +1 power.

The rule: outside his own turn, while the holder is poisoned (``skill_queries.poisoned``: a
poison waiting in his judgement area (R-K2) or linked by 阴阳和合散), the moves he puts out get
the skill's amount (param 0) added to their power (R-M4). The status query
``skills_power_bonus`` (generated in ``skills/dispatch*.py``) adds :func:`power_bonus` for a holder.

Its own code here:

- :func:`power_bonus`: the power the skill adds now.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.rulesets.qxs.skill_queries import (
    poisoned,
)


@njit_inlined
def power_bonus(g, tb, p, q, col, attacking, k):
    """服毒练功: the amount (param 0 of slot k) outside p's turn while p is poisoned, else 0."""
    if g.cur != p and poisoned(g, tb, p):
        return g.sk_param[p, k, 0]
    return 0

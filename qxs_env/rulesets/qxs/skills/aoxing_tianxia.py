"""Hero skill ``aoxing_tianxia`` (``SKILL_AOXING_TIANXIA``).

Printed as:

- 傲行天下 (任我行, ``renwoxing``; locked): In your play phase your yellow attacks reach 2
  further, and until the end of the turn every character you have attacked counts as at distance
  1 from you.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`locked`: its effect at its trigger points, applied at once (a locked skill)
- :func:`skill_range_bonus`: a rule query the ruleset's rules call: 傲行天下:
  in p's turn its moves of the named colour reach further.
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_AOXING_TIANXIA,
)
from qxs_env.rulesets.qxs.layout import (
    ROLE_SOURCE,
    TP_ATTACKED,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)

TRIGGERS = (
    (TP_ATTACKED, ROLE_SOURCE),  # 傲行天下 (marks the target)
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def locked(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Apply the locked skill at trigger point ``point`` at once."""
    if point == TP_ATTACKED:
        if g.cur == p and 0 <= subject < 16:
            g.sk_mark[p] |= np.int16(1 << subject)  # 傲行天下: distance 1 for the turn


@njit_cached
def skill_range_bonus(g, tb, p, c):
    """傲行天下: in p's turn its moves of the named colour reach further."""
    k = skill_slot(g, p, SKILL_AOXING_TIANXIA)
    if k >= 0 and g.cur == p and colour_of(g, tb, c, p) == g.sk_param[p, k, 0]:
        return g.sk_param[p, k, 1]
    return 0

"""Hero skill ``extra_draw`` (``SKILL_EXTRA_DRAW``).

Printed as:

- 金蛇郎君 (夏雪宜, ``xiaxueyi``; triggered): In your draw phase you may draw one more
  card.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.layout import (
    ROLE_SUBJECT,
    TP_PHASE_DRAW,
    TRIG_OPTIONAL,
)

TRIGGERS = (
    (TP_PHASE_DRAW, ROLE_SUBJECT | TRIG_OPTIONAL),  # 金蛇郎君
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    draw_cards(g, p, g.sk_param[p, k, 0])
    return True

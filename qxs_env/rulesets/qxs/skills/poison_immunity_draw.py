"""Hero skill ``poison_immunity_draw`` (``SKILL_POISON_IMMUNITY_DRAW``).

Printed as:

- 五仙教主 (蓝凤凰, ``lanfenghuang``; triggered): When a poison card is aimed at you,
  you may draw a card; the poison then does nothing to you.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
"""

from __future__ import annotations

from qxs_env.engine.core import (
    draw_cards,
)
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_R,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    draw_cards(g, p, g.sk_param[p, k, 0])
    g.stk[ctx, FR_R] = 1
    return True

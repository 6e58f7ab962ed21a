"""Hero skill ``page_boys`` (``SKILL_PAGE_BOYS``).

Printed as:

- 六合童子 (冯锡范, ``fengxifan``; locked): At setup you take 11 cards and keep 6 of
  them face down as your page boys; in your own turn you may swap cards between
  them and your hand, and any judgement may use one of them as its card.

Its own code here, called by the skill dispatchers of ``qxs_env.engine.core``:

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
"""

from __future__ import annotations

from qxs_env.engine.core import (
    page_boys_step,
)
from qxs_env.engine.jit import njit_inlined


@njit_inlined
def step(g, tb, cfg, i, p, k, sub, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    return page_boys_step(g, tb, cfg, i, p, k, sub, r)

"""Card effect ``uncountered_follow_up`` (``EFFECT_UNCOUNTERED_FOLLOW_UP``).

Printed on:

- 少林罗汉拳 (``luohanquan``, move): If it was not countered, afterwards you may attack the
  same target once more with a red (力) move; that extra attack is free.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`uncountered`: The defence did not counter: a follow-up attack on the same target is
  offered when the attack is over
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A3,
)
from qxs_env.rulesets.qxs.tables import (
    F_FOLLOW,
)


@njit_inlined
def uncountered(g, tb, cfg, i, p, t, c, f):
    """The defence did not counter: a follow-up attack on the same target is offered when the
    attack is over."""
    g.stk[i, FR_A3] |= F_FOLLOW

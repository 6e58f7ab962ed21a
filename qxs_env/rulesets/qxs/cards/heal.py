"""Card effect ``heal`` (``EFFECT_HEAL``).

Printed on:

- 黑玉断续膏 (``heiyuduanxugao``, medicine): In your play phase recover 1 HP; or use it on
  any dying character to give back 1 HP.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`use`: Used in the play phase: p recovers the face's HP at once
- :func:`usable`: Usable while the user is wounded (switch heal_at_full: always)
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_ST,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs import framework
from qxs_env.rulesets.qxs.card_moves import (
    to_discard,
)
from qxs_env.rulesets.qxs.card_rules import (
    heal,
)
from qxs_env.rulesets.qxs.layout import (
    C_HEAL_AT_FULL,
    EV_USE,
    TP_CARD_USED,
)


@njit_inlined
def use(g, tb, cfg, i, p, c, f):
    """Used in the play phase: p recovers the face's HP at once."""
    log(g, EV_USE, p, c, p, -1, 0)
    heal(g, p, tb.face_param[f, 0], p)
    to_discard(g, c)
    g.stk[i, FR_ST] = 9
    framework.fire(g, tb, cfg, TP_CARD_USED, p, p, i)


@njit_inlined
def usable(g, tb, cfg, p, c, f):
    """Usable while the user is wounded (switch heal_at_full: always)."""
    return cfg[C_HEAL_AT_FULL] != 0 or g.hp[p] < g.maxhp[p]

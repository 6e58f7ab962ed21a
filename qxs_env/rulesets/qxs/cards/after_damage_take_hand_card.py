"""Card effect ``after_damage_take_hand_card`` (``EFFECT_AFTER_DAMAGE_TAKE_HAND_CARD``).

Printed on:

- 金蛇缠丝手 (``jinshechansishou``, move): After it deals damage, take one card from the
  target's hand.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`after_damage`: Damage dealt: the attacker takes the face's number of random hand cards of
  the target
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.stack import (
    log,
    rnd,
)
from qxs_env.rulesets.qxs.card_moves import (
    to_hand,
)
from qxs_env.rulesets.qxs.layout import (
    EV_TAKE,
    H_TAKE,
)


@njit_inlined
def after_damage(g, tb, cfg, i, p, t, c, f):
    """Damage dealt: the attacker takes the face's number of random hand cards of the target."""
    for _ in range(tb.face_param[f, 0]):
        if g.alive[t] and g.hand_n[t] > 0:
            k = g.hand[t, rnd(g, g.hand_n[t])]
            to_hand(g, k, p)
            g.hist[p, t, H_TAKE] += 1
            log(g, EV_TAKE, p, k, t, 0, 0)

"""Card effect ``after_damage_follow_up`` (``EFFECT_AFTER_DAMAGE_FOLLOW_UP``).

Printed on:

- 万花剑法 (``wanhuajianfa``, move): After it deals damage you may at once attack a
  different character with another move from your hand.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`after_damage`: Damage dealt: a follow-up attack on another target is offered when the
  attack is over

and by ``combat.attack_end`` once the follow-up move is chosen:

- :func:`ask_other_target`: ask at whom the follow-up move goes
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A1,
    FR_A3,
    FR_ST,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_TARGET,
    PUR_FOLLOW_TARGET,
)
from qxs_env.rulesets.qxs.tables import (
    F_FOLLOW,
)


@njit_inlined
def after_damage(g, tb, cfg, i, p, t, c, f):
    """Damage dealt: a follow-up attack on another target is offered when the attack is over."""
    g.stk[i, FR_A3] |= F_FOLLOW


@njit_inlined
def ask_other_target(g, i, p, t, r):
    """万花剑法: p chose move r for the follow-up of attack frame i (whose target was t); keep r
    (FR_A1) and ask p for the other character it attacks (stage 25)."""
    g.stk[i, FR_A1] = r
    g.stk[i, FR_ST] = 25
    push(g, DEC_TARGET, p, t, r, PUR_FOLLOW_TARGET, 0, 0)

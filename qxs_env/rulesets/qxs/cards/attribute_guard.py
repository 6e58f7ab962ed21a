"""Card effect ``attribute_guard`` (``EFFECT_ATTRIBUTE_GUARD``).

Printed on:

- 闭穴功 (``bixuegong``, mental art): Automatically prevents the first red (力) or blue (技)
  damage you would take in each turn.
- 移宫易穴 (``yigongyixue``, mental art): Automatically prevents the first yellow (气) or white
  (速) damage you would take in each turn.

Its code, called by the ruleset's locked equipment effects (``card_rules.locked_effect``, at
``TP_BEFORE_DAMAGE``):

- :func:`guard_damage`: prevent the damage about to be dealt to the owner when its attribute
  is one of the card's and the card's uses this turn are not spent.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A0,
    FR_A1,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.layout import (
    EV_PREVENT,
    PT_GUARD,
)


@njit_inlined
def guard_damage(g, tb, owner, f, ctx):
    """闭穴功 / 移宫易穴 (face f, worn by ``owner``): the damage of damage frame ``ctx`` (amount
    FR_A0, attribute FR_A1, R-M6) becomes 0 when its attribute is in the face's colour mask
    (param 0) and fewer than param 1 damages were prevented this turn (counted in PT_GUARD)."""
    amt = g.stk[ctx, FR_A0]
    col = g.stk[ctx, FR_A1]
    if amt > 0 and col >= 0 and (tb.face_param[f, 0] & (1 << col)) != 0:
        if g.pt[owner, PT_GUARD] < tb.face_param[f, 1]:
            g.pt[owner, PT_GUARD] += 1
            g.stk[ctx, FR_A0] = 0
            log(g, EV_PREVENT, owner, amt, f, 0, 0)

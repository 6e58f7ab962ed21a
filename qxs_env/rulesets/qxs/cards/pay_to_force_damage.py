"""Card effect ``pay_to_force_damage`` (``EFFECT_PAY_TO_FORCE_DAMAGE``).

Printed on:

- 九阳神功 (``jiuyangshengong``, internal art): Attack range 4. When your attack is blocked you
  may discard a yellow card to deal its damage anyway.

Its code, called by ``combat.blocked_art_options`` (the attacker's internal art after a blocked
attack); the payments are read at ``op_attack``'s stage 18 (``combat.py``):

- :func:`offer_payment`: ask the attacker for the card(s) to pay.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A4,
    FR_ST,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    PUR_PAY,
)
from qxs_env.rulesets.qxs.legality import (
    count_colour_in_hand,
)


@njit_inlined
def offer_payment(g, tb, i, p, t, ic, fi):
    """九阳神功 (card ic, face fi) of attacker p, whose attack of frame i on t was blocked: when
    p holds enough hand cards of the face's colour (param 0; param 1 of them, at least 1), ask
    for the first (stage 18), the payments still owed in FR_A4."""
    colours = 1 << tb.face_param[fi, 0]
    need = max(tb.face_param[fi, 1], 1)
    if count_colour_in_hand(g, tb, p, colours) >= need:
        g.stk[i, FR_A4] = need  # payments still owed (the damage is set once all are paid)
        g.stk[i, FR_ST] = 18
        push(g, DEC_HAND, p, t, ic, PUR_PAY, colours, 0)

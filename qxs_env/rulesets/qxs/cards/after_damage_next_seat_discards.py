"""Card effect ``after_damage_next_seat_discards`` (``EFFECT_AFTER_DAMAGE_NEXT_SEAT_DISCARDS``).

Printed on:

- 狮子吼 (``shizihou``, move): After it deals damage, the player seated right after the
  target discards a card of their choice.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`after_damage`: Damage dealt: the seat after the target discards the face's number of hand
  cards (A1 that seat, A5 discards left after this one; op_attack stage 8)
- :func:`after_damage_answer`: One card discarded (r); ask for the next while any are owed
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A1,
    FR_A5,
    FR_ST,
)
from qxs_env.engine.stack import (
    next_alive,
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_logged,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_DISCARD,
)


@njit_inlined
def after_damage(g, tb, cfg, i, p, t, c, f):
    """Damage dealt: the seat after the target discards the face's number of hand cards
    (A1 that seat, A5 discards left after this one; op_attack stage 8)."""
    x = next_alive(g, cfg, t, 1)
    if x != t and g.hand_n[x] > 0:
        g.stk[i, FR_A1] = x
        g.stk[i, FR_A5] = tb.face_param[f, 0] - 1
        g.stk[i, FR_ST] = 8
        push(g, DEC_DISCARD, x, -1, c, -1, 0, 0)


@njit_inlined
def after_damage_answer(g, tb, cfg, i, p, t, c, f, r):
    """One card discarded (r); ask for the next while any are owed."""
    x = g.stk[i, FR_A1]
    if r >= 0:
        discard_logged(g, r, x)
    if g.stk[i, FR_A5] > 0 and g.alive[x] and g.hand_n[x] > 0:
        g.stk[i, FR_A5] -= 1
        g.stk[i, FR_ST] = 8
        push(g, DEC_DISCARD, x, -1, c, -1, 0, 0)

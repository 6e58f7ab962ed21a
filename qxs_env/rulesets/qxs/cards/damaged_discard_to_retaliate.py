"""Card effect ``damaged_discard_to_retaliate`` (``EFFECT_DAMAGED_DISCARD_TO_RETALIATE``).

Printed on:

- 地火功 (``dihuogong``, mental art): Each time you are damaged you may discard a yellow hand
  card to deal 1 damage back to the source.

Its code, called by the optional equipment trigger's frame (``triggers.op_trigger``, after
damage); paying the card is the owner's answer (no separate confirmation):

- :func:`offer`: stage 0, ask for the card to pay.
- :func:`paid`: stage 10, the card paid: the source takes the damage.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_R,
    FR_ST,
    OP_DAMAGE,
)
from qxs_env.engine.stack import (
    pop,
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_logged,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    PUR_PAY,
)
from qxs_env.rulesets.qxs.legality import (
    has_colour_in_hand,
)


@njit_inlined
def offer(g, tb, i, p, q, c, f):
    """地火功 (card c, face f) of damaged p, source q, in trigger frame i: when q is a living
    seat and p holds a hand card of the face's colour (param 0), ask p for one (stage 10);
    otherwise the frame ends."""
    colours = 1 << tb.face_param[f, 0]
    if q < 0 or not g.alive[q] or not has_colour_in_hand(g, tb, p, colours):
        pop(g)
        return
    g.stk[i, FR_ST] = 10
    push(g, DEC_HAND, p, q, c, PUR_PAY, colours, 0)


@njit_inlined
def paid(g, tb, i, p, q, c, f):
    """地火功: p's answer (FR_R: the card paid, -1 declined); a paid card is discarded and the
    living source q takes the face's damage (param 2; ruling: colourless, its source p)."""
    r = g.stk[i, FR_R]
    if r < 0:
        pop(g)
        return
    discard_logged(g, r, p)
    g.stk[i, FR_ST] = 11
    if g.alive[q]:  # ruling: colourless damage, its source the owner
        push(g, OP_DAMAGE, p, q, tb.face_param[f, 2], -1, c, 0)

"""Card effect ``copy_attacker_move`` (``EFFECT_COPY_ATTACKER_MOVE``).

Printed on:

- 斗转星移 (``douzhuanxingyi``, mental art): When defending you may play any blue card from your
  hand as a copy of the attacking move.

Its code, called by ``use.op_convert`` (the frame that makes a virtual move with an equipped
card's skill, used in the defence):

- :func:`make_copy`: ask for the hand card, then make the copy of the attacking move.

and by the legal answers to an attack (``mask.mask_answer``):

- :func:`can_copy`: whether its owner holds a hand card that may become the copy.
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_effect,
    c_face,
)
from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A4,
    FR_Q,
    FR_R,
    FR_ST,
)
from qxs_env.engine.stack import (
    log,
    push,
    ret,
)
from qxs_env.rulesets.qxs.card_model import (
    c_power,
    c_range,
    make_virtual,
)
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    EV_CONVERT,
    PUR_CONVERT,
)
from qxs_env.rulesets.qxs.legality import (
    has_colour_in_hand,
)


@njit_inlined
def make_copy(g, tb, i, p, src, f, st):
    """斗转星移 (card src, face f) of defender p in convert frame i: stage 0 asks for one hand
    card of the face's colour (param 0); then that card (FR_R) becomes a virtual copy of the
    attacking move FR_A4 of FR_Q (same name, colour, power, range and skill; ruling: the skill
    comes with the copy), handed to the parent frame."""
    if st == 0:
        g.stk[i, FR_ST] = 1
        push(g, DEC_HAND, p, g.stk[i, FR_Q], src, PUR_CONVERT, 1 << tb.face_param[f, 0], 0)
        return
    atk = g.stk[i, FR_A4]
    c0 = g.stk[i, FR_R]
    v = make_virtual(
        g,
        CAT_MOVE,
        c_face(g, tb, atk),
        colour_of(g, tb, atk, g.stk[i, FR_Q]),
        c_power(g, tb, atk),
        c_range(g, tb, atk),
        c_effect(g, tb, atk),
        c0,
        -1,
    )
    log(g, EV_CONVERT, p, v, src, 1, 0)
    ret(g, v)


@njit_inlined
def can_copy(g, tb, p, mc):
    """Defending, may p (wearing 斗转星移, card mc) copy the attacking move? When p holds a hand
    card of the face's colour (param 0)."""
    return has_colour_in_hand(g, tb, p, 1 << tb.face_param[tb.card_face[mc], 0])

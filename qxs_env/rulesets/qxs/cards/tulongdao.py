"""Card effect ``tulongdao`` (``EFFECT_TULONGDAO``).

Printed on:

- 屠龙刀 (``tulongdao``, special): Goes to whoever kills the first cult member. Discard it
  in your play phase for an extra turn, 1 red (力) damage to any character, or to summon
  the Dark Iron Sword.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`use`: Used from the hand: choose one of its three options (op_use stage 19)
- :func:`step`: op_use stages 19 (the option chosen: a colour action 0, 1 or 2) and 20 (the damage
  to the chosen target)
- :func:`valid_target`: Its damage option: any other living character
- :func:`usable`: Always usable: one of its options is always possible
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A0,
    FR_R,
    FR_ST,
    OP_DAMAGE,
)
from qxs_env.engine.stack import (
    log,
    pop,
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    to_discard,
    to_judge,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_DELAYED_PASSING_DAMAGE,
)
from qxs_env.rulesets.qxs.death import (
    unwind_turn,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_COLOUR,
    DEC_TARGET,
    EV_PLACE,
    EV_USE,
    H_HARM,
    PUR_CARD,
    PUR_TULONG,
)
from qxs_env.rulesets.qxs.mask import (
    special_card,
)


@njit_inlined
def use(g, tb, cfg, i, p, c, f):
    """Used from the hand: choose one of its three options (op_use stage 19)."""
    log(g, EV_USE, p, c, p, -1, 0)
    g.stk[i, FR_ST] = 19
    push(g, DEC_COLOUR, p, -1, c, PUR_TULONG, 0, 0)


@njit_inlined
def step(g, tb, cfg, i, p, c, f, st):
    """op_use stages 19 (the option chosen: a colour action 0, 1 or 2) and 20 (the damage
    to the chosen target)."""
    if st == 19:
        opt = g.stk[i, FR_R]
        to_discard(g, c)  # a special card leaves the game
        if opt == 0:  # the turn ends at once; the same seat then takes an extra turn
            g.stk[0, FR_A0] = 1
            unwind_turn(g)
        elif opt == 1:
            g.stk[i, FR_ST] = 20
            push(g, DEC_TARGET, p, -1, c, PUR_CARD, 0, 0)
        else:
            x = special_card(g, tb, EFFECT_DELAYED_PASSING_DAMAGE)
            to_judge(g, x, p)
            log(g, EV_PLACE, p, x, p, 0, 0)
            pop(g)
    else:  # 20: the damage
        t = g.stk[i, FR_R]
        g.hist[p, t, H_HARM] += 1
        g.stk[i, FR_ST] = 9
        push(g, OP_DAMAGE, p, t, tb.face_param[f, 0], tb.face_param[f, 1], c, 0)


@njit_inlined
def valid_target(g, tb, cfg, p, c, f, t, dist):
    """Its damage option: any other living character."""
    return t != p


@njit_inlined
def usable(g, tb, cfg, p, c, f):
    """Always usable: one of its options is always possible."""
    return True

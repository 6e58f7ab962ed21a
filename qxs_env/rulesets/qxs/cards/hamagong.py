"""Card effect ``hamagong`` (``EFFECT_HAMAGONG``).

Printed on:

- 蛤蟆功 (``hamagong``, move): In your play phase you may give up one attack opportunity to
  show this card; it stays in hand, unusable this turn, and has +1 power whenever you
  use it later.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`use_move`: Played as a move: unless already revealed, reveal it (yes, op_use stage 16) or
  attack now; True when it asked
- :func:`step`: op_use stage 16: revealed, it spends attack opportunities and goes back to the hand
  charged (+power); not revealed, a plain attack

and by the clash arithmetic (``clash.clash_power``), attacking or defending:

- :func:`charged_power_bonus`: the power a move revealed in an earlier turn gets
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_R,
    FR_ST,
)
from qxs_env.engine.stack import (
    log,
    pop,
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    to_hand,
)
from qxs_env.rulesets.qxs.layout import (
    CF_REVEALED,
    CF_REVEALED_NOW,
    DEC_CONFIRM,
    DEC_TARGET,
    EV_STATUS,
    PT_ATTACKS,
    PUR_ATTACK,
    ST_REVEALED,
)


@njit_inlined
def use_move(g, tb, cfg, i, p, c, f):
    """Played as a move: unless already revealed, reveal it (yes, op_use stage 16) or
    attack now; True when it asked."""
    if (g.cflag[c] & CF_REVEALED) == 0:
        g.stk[i, FR_ST] = 16
        push(g, DEC_CONFIRM, p, -1, c, -1, 0, 0)
        return True
    return False


@njit_inlined
def step(g, tb, cfg, i, p, c, f, st):
    """op_use stage 16: revealed, it spends attack opportunities and goes back to the hand
    charged (+power); not revealed, a plain attack."""
    if g.stk[i, FR_R] != 1:  # used as a plain attack
        g.stk[i, FR_ST] = 1
        push(g, DEC_TARGET, p, -1, c, PUR_ATTACK, 0, 0)
        return
    g.pt[p, PT_ATTACKS] += tb.face_param[f, 1]
    to_hand(g, c, p)
    g.cflag[c] = CF_REVEALED | CF_REVEALED_NOW
    log(g, EV_STATUS, p, ST_REVEALED, 1, p, c)
    pop(g)


@njit_inlined
def charged_power_bonus(tb, f):
    """蛤蟆功 (face f) revealed in an earlier turn (charged), attacking or defending: +param 0
    power."""
    return tb.face_param[f, 0]

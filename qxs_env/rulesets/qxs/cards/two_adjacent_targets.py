"""Card effect ``two_adjacent_targets`` (``EFFECT_TWO_ADJACENT_TARGETS``).

Printed on:

- 天山六阳掌 (``tianshanliuyangzhang``, move): You may attack two neighbouring characters in
  your range with it; the two attacks resolve one after the other, counter-clockwise.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`second_target`: After the first target t: offer a second target next to it (op_use stage
  17); True when one may be chosen
- :func:`step`: op_use stages 17 (second target chosen, -1 none: attack in turn order from p) and
  18 (the second attack)
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    in_proc,
)
from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A4,
    FR_Q,
    FR_R,
    FR_ST,
)
from qxs_env.engine.nrt import (
    stack_i64,
)
from qxs_env.engine.stack import (
    log,
    pop,
    push,
)
from qxs_env.rulesets.qxs import framework
from qxs_env.rulesets.qxs.card_moves import (
    to_discard,
)
from qxs_env.rulesets.qxs.geometry import (
    distances_into,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_TARGET,
    EV_USE,
    OP_ATTACK,
    PUR_ADJACENT,
    TP_CARD_USED,
)
from qxs_env.rulesets.qxs.legality import (
    adjacent_target,
)
from qxs_env.rulesets.qxs.tables import (
    F_KEEP_CARD,
)


@njit_inlined
def second_target(g, tb, cfg, i, p, c, t):
    """After the first target t: offer a second target next to it (op_use stage 17); True when
    one may be chosen."""
    n = cfg[C_PLAYERS]
    dist = stack_i64()
    distances_into(g, tb, cfg, p, dist)
    for x in range(n):
        if adjacent_target(g, tb, cfg, p, c, t, x, dist):
            g.stk[i, FR_Q] = t
            g.stk[i, FR_ST] = 17
            push(g, DEC_TARGET, p, t, c, PUR_ADJACENT, 0, 0)
            return True
    return False


@njit_inlined
def step(g, tb, cfg, i, p, c, f, st):
    """op_use stages 17 (second target chosen, -1 none: attack in turn order from p) and
    18 (the second attack)."""
    if st == 17:
        n = cfg[C_PLAYERS]
        t = g.stk[i, FR_Q]
        t2 = g.stk[i, FR_R]
        if t2 < 0:
            log(g, EV_USE, p, c, t, -1, 0)
            g.stk[i, FR_ST] = 9
            push(g, OP_ATTACK, p, t, c, -1, 0, 0)
            framework.fire(g, tb, cfg, TP_CARD_USED, t, p, i)
            return
        if (t2 - p) % n < (t - p) % n:
            t, t2 = t2, t
        log(g, EV_USE, p, c, t, t2, 0)
        g.stk[i, FR_Q] = t
        g.stk[i, FR_A4] = t2
        g.stk[i, FR_ST] = 18
        push(g, OP_ATTACK, p, t, c, -1, 0, F_KEEP_CARD)
        framework.fire(g, tb, cfg, TP_CARD_USED, t, p, i)
        return
    t2 = g.stk[i, FR_A4]
    if g.alive[p] and g.alive[t2] and in_proc(g, c):
        g.stk[i, FR_ST] = 9
        push(g, OP_ATTACK, p, t2, c, -1, 0, 0)
        framework.fire(g, tb, cfg, TP_CARD_USED, t2, p, i)
        return
    if in_proc(g, c):
        to_discard(g, c)
    pop(g)

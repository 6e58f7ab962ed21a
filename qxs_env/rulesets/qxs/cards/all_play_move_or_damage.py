"""Card effect ``all_play_move_or_damage`` (``EFFECT_ALL_PLAY_MOVE_OR_DAMAGE``).

Printed on:

- 剑魔下凡 (``jianmoxiafan``, strategy): Every other character must play a move card or take
  1 damage.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`use`: Used: every character in turn from the user (A2 counts the seats done, op_use stage
  5)
- :func:`step`: op_use stages 5 (the next seat: its cancel window), 6 (not cancelled: it must play
  a move) and 7 (a move played, or the damage)
- :func:`usable`: Always usable
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A2,
    FR_Q,
    FR_R,
    FR_ST,
    OP_CANCEL,
    OP_DAMAGE,
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
from qxs_env.rulesets.qxs.layout import (
    CANCEL_STRATEGY,
    DEC_RESPOND,
    EV_RESPOND,
    EV_USE,
    H_HARM,
    PUR_MASS,
    TP_CARD_PLAYED,
    TP_CARD_USED,
)
from qxs_env.rulesets.qxs.skill_numbers import (
    jianmo_damage_source,
    jianmo_immune,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_colour_immune,
    skill_immune_strategy,
)


@njit_inlined
def use(g, tb, cfg, i, p, c, f):
    """Used: every character in turn from the user (A2 counts the seats done, op_use stage 5)."""
    log(g, EV_USE, p, c, -1, -1, 0)
    g.stk[i, FR_A2] = 1
    g.stk[i, FR_ST] = 5
    framework.fire(g, tb, cfg, TP_CARD_USED, p, p, i)


@njit_inlined
def step(g, tb, cfg, i, p, c, f, st):
    """op_use stages 5 (the next seat: its cancel window), 6 (not cancelled: it must play a
    move) and 7 (a move played, or the damage)."""
    n = cfg[C_PLAYERS]
    if st == 5:
        k = g.stk[i, FR_A2]
        if k >= n:
            to_discard(g, c)
            pop(g)
            return
        g.stk[i, FR_A2] = k + 1
        t = (p + k) % n
        if not g.alive[t] or (t != p and skill_immune_strategy(g, t)):  # (蒙面)
            return
        if jianmo_immune(g, t):  # (剑魔: 剑魔下凡 does nothing to him)
            return
        if skill_colour_immune(g, tb, t, p, c):  # (九阳护体)
            return
        g.stk[i, FR_Q] = t
        g.hist[p, t, H_HARM] += 1
        g.stk[i, FR_ST] = 6
        push(g, OP_CANCEL, -1, t, c, CANCEL_STRATEGY, 0, 0)
    elif st == 6:
        t = g.stk[i, FR_Q]
        if g.stk[i, FR_R] == 1 or not g.alive[t]:
            g.stk[i, FR_ST] = 5
            return
        g.stk[i, FR_ST] = 7
        push(g, DEC_RESPOND, t, p, c, PUR_MASS, 0, 0)
    else:
        t = g.stk[i, FR_Q]
        r = g.stk[i, FR_R]
        g.stk[i, FR_ST] = 5
        if r >= 0:
            log(g, EV_RESPOND, t, r, p, 0, 0)
            to_discard(g, r)
            framework.fire(g, tb, cfg, TP_CARD_PLAYED, t, p, i)
        else:
            src = jianmo_damage_source(g, cfg, p)  # (剑魔: its holder is the source)
            push(g, OP_DAMAGE, src, t, tb.face_param[f, 0], -1, c, 0)


@njit_inlined
def usable(g, tb, cfg, p, c, f):
    """Always usable."""
    return True

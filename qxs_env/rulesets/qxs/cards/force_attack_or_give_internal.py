"""Card effect ``force_attack_or_give_internal`` (``EFFECT_FORCE_ATTACK_OR_GIVE_INTERNAL``).

Printed on:

- 暗器 (``anqi``, strategy): Name another character with an internal art and a victim in
  its attack range: it must attack the victim with a move, or hand you its internal art.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`resolve`: Not cancelled: t attacks the named victim (A4) or gives its internal art to p
  (op_use stage 13); True when there is nothing to do
- :func:`step`: op_use stages 12 (the victim chosen; the cancel window is for the first target) and
  13 (the target's answer: a move against the victim, or its internal art to p)
- :func:`needs_target`: Used in the play phase on a target chosen by the user (the ordinary target
  prompt)
- :func:`valid_target`: Another character with an internal art whose reach puts some character in
  its attack range
- :func:`valid_second`: The victim x: a character the first target could attack
"""

from __future__ import annotations

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
from qxs_env.engine.stack import (
    log,
    pop,
    push,
)
from qxs_env.rulesets.qxs import framework
from qxs_env.rulesets.qxs.card_moves import (
    to_hand,
)
from qxs_env.rulesets.qxs.constants import (
    SLOT_INTERNAL,
)
from qxs_env.rulesets.qxs.help_history import note_forced
from qxs_env.rulesets.qxs.layout import (
    DEC_RESPOND,
    EV_TAKE,
    EV_USE,
    H_HARM,
    H_TAKE,
    OP_ATTACK,
    PUR_FORCED,
    TP_CARD_USED,
)
from qxs_env.rulesets.qxs.legality import (
    can_force_attack,
    internal_reach,
)
from qxs_env.rulesets.qxs.use import (
    strategy_done,
)


@njit_inlined
def resolve(g, tb, cfg, i, p, t, c, f):
    """Not cancelled: t attacks the named victim (A4) or gives its internal art to p (op_use
    stage 13); True when there is nothing to do."""
    v = g.stk[i, FR_A4]
    if g.equip[t, SLOT_INTERNAL] >= 0:
        g.stk[i, FR_ST] = 13
        if g.alive[v] and v != t:
            push(g, DEC_RESPOND, t, v, c, PUR_FORCED, 0, 0)
        else:  # the named victim is gone: the target can only give up its art
            g.stk[i, FR_R] = -1
        return False
    return True


@njit_inlined
def step(g, tb, cfg, i, p, c, f, st):
    """op_use stages 12 (the victim chosen; the cancel window is for the first target) and
    13 (the target's answer: a move against the victim, or its internal art to p)."""
    if st == 12:
        t = g.stk[i, FR_Q]
        v = g.stk[i, FR_R]
        g.stk[i, FR_A4] = v
        log(g, EV_USE, p, c, t, v, 0)
        if t != p:
            g.hist[p, t, H_HARM] += 1
        g.stk[i, FR_ST] = 3
        framework.fire(g, tb, cfg, TP_CARD_USED, t, p, i)
        return
    t = g.stk[i, FR_Q]
    v = g.stk[i, FR_A4]
    r = g.stk[i, FR_R]
    if r >= 0:
        # the target attacks the victim: a normal attack that uses no attack opportunity
        log(g, EV_USE, t, r, v, -1, 0)
        note_forced(g, p, t, v)  # (p forced t's attack on v: state.helps)
        g.stk[i, FR_ST] = 10
        push(g, OP_ATTACK, t, v, r, -1, 0, 0)
        framework.fire(g, tb, cfg, TP_CARD_USED, v, t, i)
        return
    ic = g.equip[t, SLOT_INTERNAL]
    if ic >= 0 and g.alive[p]:
        to_hand(g, ic, p)
        g.hist[p, t, H_TAKE] += 1
        log(g, EV_TAKE, p, ic, t, 0, 0)
    strategy_done(g, tb, p, t, c)
    pop(g)


@njit_inlined
def needs_target(g, tb, c):
    """Used in the play phase on a target chosen by the user (the ordinary target prompt)."""
    return True


@njit_inlined
def valid_target(g, tb, cfg, p, c, f, t, dist):
    """Another character with an internal art whose reach puts some character in its attack
    range."""
    if t == p or internal_reach(g, tb, t) <= 0:
        return False
    for v in range(cfg[C_PLAYERS]):
        if can_force_attack(g, tb, cfg, t, v):
            return True
    return False


@njit_inlined
def valid_second(g, tb, cfg, c, first, x):
    """The victim x: a character the first target could attack."""
    return can_force_attack(g, tb, cfg, first, x)

"""The damage procedure, written once for every ruleset: damage is announced (rules may lower or
prevent it), taken from the target's HP (a dying window opens at 0 or less), followed up, and
passed on along linked characters (群侠杀's 和合 from 阴阳和合散; 三国杀's 铁索连环 works the same
way). Framework: names no card, skill or identity; a ruleset supplies the rules through the
hooks below (:mod:`qxs_env.engine.hooks`).

The ``OP_DAMAGE`` frame: ``FR_P`` the source (-1: none); ``FR_Q`` the target; ``FR_A0`` the amount
(rules may lower it before it is dealt); ``FR_A1`` its colour or attribute (the ruleset's; -1:
none); ``FR_A2`` the card that dealt it (-1: none); ``FR_A3`` 1 when it is passed on along a link
(it is not passed on again); ``FR_A4`` the amount to pass on; ``FR_A5`` the amount dealt, the
parent's result. The stages:

0. :func:`damage_announced` (rules lower ``FR_A0`` or push frames that do); nothing happens to a
   dead target or for an amount of 0;
1. unless :func:`damage_prevented`, the amount is taken from the target's HP and
   :func:`damage_dealt` is told; a linked target is unlinked (:func:`damage_unlinked`) and the
   amount kept to pass on; the target enters the dying window (``OP_DYING``) at 0 HP or less;
2. :func:`damage_followed_up` (rules acting after the damage and any dying), for a living target;
3. the amount is passed on to every other linked living character, in turn order from the
   current player (each unlinked first), then the parent receives the amount dealt.
"""

from __future__ import annotations

from qxs_env.engine.hooks import declare
from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A0,
    FR_A1,
    FR_A2,
    FR_A3,
    FR_A4,
    FR_A5,
    FR_P,
    FR_Q,
    FR_ST,
    OP_DAMAGE,
    OP_DYING,
)
from qxs_env.engine.stack import (
    push,
    ret,
)

damage_announced = declare(
    "damage_announced",
    "g, tb, cfg, i",
    """The damage of frame ``i`` is about to be dealt: rules may lower its amount (``FR_A0``) or
    push frames that do.""",
)
damage_prevented = declare(
    "damage_prevented",
    "g, tb, cfg, i, t, amt",
    """True when a rule prevents the whole damage ``amt`` to seat ``t`` (log it).""",
)
damage_dealt = declare(
    "damage_dealt",
    "g, tb, cfg, i, src, t, amt",
    """``amt`` HP were taken from seat ``t`` (source ``src``, -1: none): count and log it.""",
)
damage_unlinked = declare(
    "damage_unlinked",
    "g, tb, cfg, q",
    """Damage broke seat ``q``'s link (log it).""",
)
damage_followed_up = declare(
    "damage_followed_up",
    "g, tb, cfg, i",
    """After the damage of frame ``i`` and any dying, its target alive: rules acting now.""",
)


@njit_cached
def op_damage(g, tb, cfg, i):
    """One stage of the damage frame ``i`` (the module docstring lists the stages)."""
    src = g.stk[i, FR_P]
    t = g.stk[i, FR_Q]
    st = g.stk[i, FR_ST]
    if st == 0:
        g.stk[i, FR_ST] = 1
        if not g.alive[t] or g.stk[i, FR_A0] <= 0:
            g.stk[i, FR_ST] = 3
            return
        damage_announced(g, tb, cfg, i)
    elif st == 1:
        amt = g.stk[i, FR_A0]
        g.stk[i, FR_ST] = 3
        if not g.alive[t] or amt <= 0:
            return
        if damage_prevented(g, tb, cfg, i, t, amt):
            return
        g.hp[t] -= amt
        g.stk[i, FR_A5] = amt  # dealt: handed to the parent at the end
        damage_dealt(g, tb, cfg, i, src, t, amt)
        if g.linked[t] and g.stk[i, FR_A3] == 0:
            g.linked[t] = False
            damage_unlinked(g, tb, cfg, t)
            g.stk[i, FR_A4] = amt
        g.stk[i, FR_ST] = 2
        if g.hp[t] <= 0:
            push(g, OP_DYING, t, -1, src, 0, 0, 0)
    elif st == 2:
        g.stk[i, FR_ST] = 3
        if g.alive[t]:
            damage_followed_up(g, tb, cfg, i)
    else:
        amt = g.stk[i, FR_A4]
        if amt <= 0:
            ret(g, g.stk[i, FR_A5])  # the parent learns how much damage was dealt
            return
        g.stk[i, FR_A4] = 0
        n = cfg[C_PLAYERS]
        # pushed last-first so that the others are hurt in turn order from the current player
        for k in range(n - 1, -1, -1):
            q = (g.cur + k) % n
            if q != t and g.alive[q] and g.linked[q]:
                g.linked[q] = False
                damage_unlinked(g, tb, cfg, q)
                push(g, OP_DAMAGE, src, q, amt, g.stk[i, FR_A1], g.stk[i, FR_A2], 1)

"""桃 (peach), S-CARD-TAO: in its play phase a seat below its max HP may use it on itself to heal
1 (S-CARD-TAO-1; not at full HP, ruling S-OPEN-21); any seat may use it on a dying seat, itself
included, to heal it 1 (S-CARD-TAO-2, S-DEATH-1: the framework's rescue window, :func:`rescue`)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.stack import log
from qxs_env.engine.use import add_target

from ..layout import EV_RESCUE
from ..moves import discard_from_hand, heal


@njit_inlined
def usable(g, tb, cfg, p):
    return g.hp[p] < g.max_hp[p]


@njit_inlined
def add_targets(g, tb, cfg, u, p):
    add_target(g, u, p, -1)


@njit_inlined
def effect(g, tb, cfg, i, u, k):
    heal(g, g.use_target[u, k], 1)


@njit_inlined
def rescue(g, tb, cfg, q, t, c):
    """Seat ``q`` uses its 桃 ``c`` on the dying seat ``t``: the card is spent, ``t`` heals 1."""
    discard_from_hand(g, q, c)
    log(g, EV_RESCUE, q, t, c, 0, 0)
    g.hp[t] += 1

"""黃蓋 · 苦肉 (S-HERO-HUANGGAI-1, active; ruling S-OPEN-18): in his play phase, any number of
times, he loses 1 HP (not damage: no source, nothing that follows damage) and then draws 2.
At 0 HP he is dying first; rescued, he draws (this project's ruling: the draw follows the loss,
so it waits for the rescue; dead, he draws nothing).

Its ``OP_SKILL`` frame: stage 0 the HP is lost (a dying window at 0 or below); stage 1 he draws
2 if alive."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_P, FR_ST, OP_DYING
from qxs_env.engine.stack import log, pop, push

from ..layout import EV_LOSE_HP, EV_SKILL, OP_SKILL, SKILL_KUROU
from ..moves import draw


@njit_inlined
def usable(g, tb, cfg, p):
    return g.hp[p] > 0


@njit_inlined
def activate(g, tb, cfg, p):
    log(g, EV_SKILL, p, SKILL_KUROU, 0, 0, 0)
    push(g, OP_SKILL, p, -1, SKILL_KUROU, 0, 0, 0)


@njit_inlined
def step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    if st == 0:
        g.stk[i, FR_ST] = 1
        g.hp[p] -= 1
        log(g, EV_LOSE_HP, p, 1, g.hp[p], 0, 0)
        if g.hp[p] <= 0:
            push(g, OP_DYING, p, -1, -1, 0, 0, 0)  # no killer (ruling S-OPEN-18)
    else:
        pop(g)
        if g.alive[p]:
            draw(g, p, 2)


from ..skill_roles import SR_HP_FOR_CARDS  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_HP_FOR_CARDS
"""The heuristic's role (``skill_roles``): while HP is comfortable."""

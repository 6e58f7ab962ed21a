"""劉備 · 仁德 (S-HERO-LIUBEI-1, active; ruling S-OPEN-44): in his play phase he may give any
number of his hand cards to other seats, in any split; once 2 or more cards have been given in
a turn (over several uses) he heals 1, once per turn.

Its ``OP_SKILL`` frame: stage 0 pushes the framework's ``OP_GIVE`` (a card, then the seat that
gets it, until ``done``; ``procedures.card_given`` counts ``g.rende_n``); stage 1 heals."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import C_PLAYERS, FR_P, FR_ST, OP_GIVE
from qxs_env.engine.stack import log, pop, push

from ..layout import EV_SKILL, OP_SKILL, PURPOSE_RENDE, SKILL_RENDE
from ..moves import heal

RENDE_THRESHOLD = 2  # cards given in a turn for the heal (ruling S-OPEN-44)


@njit_inlined
def usable(g, tb, cfg, p):
    if g.hand_n[p] == 0:
        return False
    for q in range(cfg[C_PLAYERS]):
        if q != p and g.alive[q]:
            return True
    return False


@njit_inlined
def activate(g, tb, cfg, p):
    log(g, EV_SKILL, p, SKILL_RENDE, 0, 0, 0)
    push(g, OP_SKILL, p, -1, SKILL_RENDE, 0, 0, 0)


@njit_inlined
def step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    if st == 0:
        g.stk[i, FR_ST] = 1
        push(g, OP_GIVE, p, -1, 1, g.hand_n[p], PURPOSE_RENDE, 0)
        return
    pop(g)
    if g.rende_n >= RENDE_THRESHOLD and (g.skill_turn[p] >> SKILL_RENDE) & 1 == 0:
        g.skill_turn[p] |= 1 << SKILL_RENDE
        heal(g, p, 1)


from ..skill_roles import SR_GIVE  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_GIVE
"""The heuristic's role (``skill_roles``): spare cards to friends."""

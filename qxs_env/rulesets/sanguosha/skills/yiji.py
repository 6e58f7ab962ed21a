"""郭嘉 · 遺計 (S-HERO-GUOJIA-2, triggered; ruling S-OPEN-42): after damage, if he is alive, for
each point he may draw 2 and give those two cards away at once, both to one seat or one each
to two seats, himself allowed (giving a card to himself keeps it).

Its ``OP_SKILL`` frame (``FR_A1`` the points left, ``FR_A2``/``FR_A3`` the two cards drawn):
stage 0 asks him (``DEC_SKILL_YES``) while points are left; stage 1 draws 2 and pushes the
framework's ``OP_GIVE`` of exactly those two (``hero_decisions`` offers only them), then back
to stage 0."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_A1, FR_A2, FR_A3, FR_A5, FR_P, FR_R, FR_ST, OP_GIVE
from qxs_env.engine.stack import log, pop, push

from ..layout import EV_SKILL, PT_DAMAGED, PURPOSE_YIJI, SKILL_YIJI
from ..moves import draw
from ..skill_frames import ask_yes, skill_frame


@njit_inlined
def hears(g, tb, cfg, point, p, subject, source, ctx, k):
    if point != PT_DAMAGED or subject != p or g.stk[ctx, FR_A5] <= 0:
        return 0
    return skill_frame(g, p, source, SKILL_YIJI, g.stk[ctx, FR_A5])


@njit_inlined
def step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    if st == 0:
        if g.stk[i, FR_A1] <= 0 or not g.alive[p] or g.done:
            pop(g)
            return
        g.stk[i, FR_ST] = 1
        ask_yes(g, p, -1, SKILL_YIJI)
        return
    if g.stk[i, FR_R] != 1:
        pop(g)
        return
    g.stk[i, FR_A1] -= 1
    g.stk[i, FR_ST] = 0
    log(g, EV_SKILL, p, SKILL_YIJI, 0, 0, 0)
    before = g.hand_n[p]
    draw(g, p, 2)
    if g.hand_n[p] - before < 2:
        pop(g)  # both piles ran out: the game is over (ruling S-OPEN-10)
        return
    g.stk[i, FR_A2] = g.hand[p, before]
    g.stk[i, FR_A3] = g.hand[p, before + 1]
    push(g, OP_GIVE, p, -1, 2, 2, PURPOSE_YIJI, 0)


from ..skill_roles import SR_ACCEPT  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_ACCEPT
"""The heuristic's role (``skill_roles``): only helps its owner: yes when asked."""

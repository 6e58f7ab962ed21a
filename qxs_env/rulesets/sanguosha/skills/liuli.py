"""大喬 · 流離 (S-HERO-DAQIAO-2, triggered; ruling S-OPEN-53): when she becomes the target of a
used 殺 (not one played in a 決鬥), she may discard a card to move the 殺 to another seat within
her attack range (measured before the discard, so she may discard the weapon or the horse that
lends that range), not its user and not already its target; the 殺 then acts on that seat as
if aimed at it (its 空城 is respected). The card is any of hers: a hand card or an equipped
one (``skill_frames.select_takes_equipment``; losing it is heard as equipment lost: 梟姬).

The use's target-chosen moment fires ``PT_SHA_TARGETED`` (``procedures.use_moment``, ``ctx``:
the use record * 16 + the target's index). Its ``OP_SKILL`` frame (``FR_A1`` that ``ctx``,
``FR_A2`` the new seat): stage 0 the seat (``DEC_SKILL_TARGET``, pass: she keeps the 殺);
stage 1 the card (``OP_SELECT`` of one, chosen after the seat: the range was read with her
equipment on); stage 2 discards it and moves the 殺."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import C_PLAYERS, FR_A1, FR_A2, FR_OP, FR_P, FR_R, FR_ST, OP_SELECT
from qxs_env.engine.stack import log, pop, push

from ..layout import (
    EFFECT_SHA,
    EV_SKILL,
    OP_SKILL,
    PT_SHA_TARGETED,
    PURPOSE_LIULI,
    SKILL_LIULI,
)
from ..skill_frames import ask_target, discard_selection, hand_and_equipment, skill_frame


@njit_inlined
def may_move_to(g, tb, cfg, p, t, ctx):
    """May 大喬 (``p``) move the 殺 of ``ctx`` to seat ``t``?"""
    u = ctx >> 4
    if t == p or t == g.use_user[u] or not g.alive[t]:
        return False
    for j in range(g.use_n[u]):
        if g.use_target[u, j] == t:
            return False
    if framework.distance(g, tb, cfg, p, t) > framework.attack_range(g, tb, p, -1):
        return False
    return not dispatch.skills_untargetable(g, tb, cfg, t, EFFECT_SHA)


@njit_inlined
def hears(g, tb, cfg, point, p, subject, source, ctx, k):
    if point != PT_SHA_TARGETED or subject != p or hand_and_equipment(g, p) == 0:
        return 0
    for t in range(cfg[C_PLAYERS]):
        if may_move_to(g, tb, cfg, p, t, ctx):
            return skill_frame(g, p, source, SKILL_LIULI, ctx)
    return 0


@njit_inlined
def valid_target(g, tb, cfg, p, t):
    """A seat the 殺 may move to (the frame under the decision holds the use)."""
    parent = g.sp - 2
    if g.stk[parent, FR_OP] != OP_SKILL:
        return False
    return may_move_to(g, tb, cfg, p, t, g.stk[parent, FR_A1])


@njit_inlined
def step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    if st == 0:
        g.stk[i, FR_ST] = 1
        ask_target(g, p, SKILL_LIULI, True)
    elif st == 1:
        if g.stk[i, FR_R] < 0:
            pop(g)
            return
        g.stk[i, FR_A2] = g.stk[i, FR_R]
        g.stk[i, FR_ST] = 2
        push(g, OP_SELECT, p, -1, 1, 1, PURPOSE_LIULI, 0)
    else:
        pop(g)
        ctx = g.stk[i, FR_A1]
        t = g.stk[i, FR_A2]
        discard_selection(g, p)
        g.use_target[ctx >> 4, ctx & 15] = t
        log(g, EV_SKILL, p, SKILL_LIULI, t, 0, 0)


from .. import framework  # noqa: E402  (the bound copies; resolved when numba compiles)
from ..skill_roles import SR_REDIRECT  # noqa: E402  (the heuristic's role, read by the agent)
from . import dispatch  # noqa: E402  (imports this module: resolved when numba compiles)

HEURISTIC_ROLE = SR_REDIRECT
"""The heuristic's role (``skill_roles``): onto an enemy for a spare card."""

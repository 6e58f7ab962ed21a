"""關羽 · 武聖 (S-HERO-GUANYU-1, active; ruling S-OPEN-45): he may use or play any red card, from
his hand or his equipment, as a 殺: red cards answer a request for a 殺 (a 決鬥, 南蠻入侵: the
``answer_pattern``; an equipped one too: ``equipment_answers``), and in his play phase the 武聖
button uses a red card as a 殺 (``skill_frames.convert_step``: the card counts as a 殺 on the
table, its suit and rank its own, ruling S-OPEN-15; it counts toward the 殺 limit).

An equipped card leaves his equipment when it is chosen (梟姬 would hear it), so his attack
range and the 殺 limit are read without it: an equipped red card is offered for the button only
when a 殺 could still be used with that card gone (:func:`equipped_usable`: his red weapon used
as the 殺 no longer lends its range, his red 諸葛連弩 no longer lifts the limit)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.stack import push

from ..layout import (
    ASK_SHA,
    EFFECT_SHA,
    F_SHA,
    N_EQUIP_SLOTS,
    OP_SKILL,
    PURPOSE_WUSHENG,
    SKILL_WUSHENG,
)
from ..skill_frames import convert_step, select_accepts
from ..tables import SHA_OR_RED_PATTERN


@njit_inlined
def answer_pattern(g, tb, cfg, p, ask, pat, k):
    return SHA_OR_RED_PATTERN if ask == ASK_SHA else pat


@njit_inlined
def equipment_answers(g, tb, cfg, p, ask, k):
    return ask == ASK_SHA


@njit_inlined
def equipped_usable(g, tb, cfg, p, c):
    """Could seat ``p`` still use a 殺 with its equipped card ``c`` gone from its slot (the
    card it would use as that 殺)? The slot is emptied for the question and restored."""
    for s in range(N_EQUIP_SLOTS):
        if g.equip[p, s] == c:
            g.equip[p, s] = -1
            ok = decisions.playable(g, tb, cfg, p, EFFECT_SHA)
            g.equip[p, s] = c
            return ok
    return False


@njit_inlined
def usable(g, tb, cfg, p):
    """The button: a red card as a 殺, when one could be used now (an equipped one: with it
    gone, :func:`equipped_usable`)."""
    if not decisions.playable(g, tb, cfg, p, EFFECT_SHA):
        return False
    for k in range(g.hand_n[p]):
        if select_accepts(tb, PURPOSE_WUSHENG, g.hand[p, k]):
            return True
    for s in range(N_EQUIP_SLOTS):
        c = g.equip[p, s]
        if c >= 0 and select_accepts(tb, PURPOSE_WUSHENG, c) and equipped_usable(g, tb, cfg, p, c):
            return True
    return False


@njit_inlined
def activate(g, tb, cfg, p):
    push(g, OP_SKILL, p, -1, SKILL_WUSHENG, 0, 0, 0)


@njit_inlined
def step(g, tb, cfg, i, st):
    convert_step(g, i, st, PURPOSE_WUSHENG, F_SHA)


from .. import decisions  # noqa: E402  (imports the skills: resolved when numba compiles)
from ..skill_roles import SR_CONVERT  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_CONVERT
"""The heuristic's role (``skill_roles``): a card used as another face when worth it."""

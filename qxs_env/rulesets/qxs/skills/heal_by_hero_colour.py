"""Hero skill ``heal_by_hero_colour`` (``SKILL_HEAL_BY_HERO_COLOUR``).

Printed as:

- 见死不救 (胡青牛, ``huqingniu``; active): Whenever needed you may use a hand card as
  黑玉断续膏 on a character whose hero colour matches the card's colour.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    DEC_RESCUE,
    FR_A1,
    FR_Q,
)
from qxs_env.engine.stack import (
    log,
    push,
    ret,
)
from qxs_env.rulesets.qxs.card_model import (
    make_virtual,
)
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    DEC_PLAY,
    EV_CONVERT,
    FR_SKILL,
    PUR_SKILL_CARD,
)
from qxs_env.rulesets.qxs.skill_numbers import (
    skill_heal_ok,
)
from qxs_env.rulesets.qxs.skill_queries import (
    face_usable,
)
from qxs_env.rulesets.qxs.skills import draw_on_heal_skill as draw_on_heal_skill_skill


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    t = g.stk[i, FR_Q] if g.stk[i, FR_A1] == DEC_RESCUE else p  # (play phase: himself)
    if sub == 0:
        cols = 1 << tb.hero_colour[g.hero[t]]
        j = push(g, DEC_HAND, p, t, -1, PUR_SKILL_CARD, cols, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    f = g.sk_param[p, k, 0]
    v = make_virtual(
        g,
        tb.face_category[f],
        f,
        colour_of(g, tb, r, p),
        tb.face_power[f],
        tb.face_range[f],
        tb.face_effect[f],
        r,
        -1,
    )
    log(g, EV_CONVERT, p, v, -1, 1, 0)
    draw_on_heal_skill_skill.after_use(g, p)  # 蝶谷医仙: a card for each use (always taken)
    ret(g, v)
    return False


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_RESCUE:
        return skill_heal_ok(g, tb, p, op, g.stk[g.sp - 1, FR_Q])
    if op != DEC_PLAY or not skill_heal_ok(g, tb, p, op, p):
        return False
    return face_usable(g, tb, cfg, p, g.sk_param[p, k, 0], tb.hero_colour[g.hero[p]], dist)

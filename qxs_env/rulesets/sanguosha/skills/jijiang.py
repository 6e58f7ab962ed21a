"""劉備 · 激將 (S-HERO-LIUBEI-L, lord skill; ruling S-OPEN-37): when the lord 劉備 is asked for a
殺 (a 決鬥, 南蠻入侵), he may first ask the other Shu seats, in turn order from his next seat, to
play one for him; the first that does stands in for his 殺; if all refuse he is asked himself.
Partial: using a 殺 through 激將 in his play phase (an attack) is not implemented yet."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_A0, FR_A3, FR_P
from qxs_env.engine.stack import push

from ..layout import ASK_SHA, KINGDOM_SHU, OP_SKILL, SKILL_JIJIANG
from ..skill_frames import kingdom_ask_step, kingdom_has_other


@njit_inlined
def stand_in(g, tb, cfg, i):
    """Before seat ``FR_P`` of request ``i`` is asked: True when 激將 stands in (frame pushed)."""
    p = g.stk[i, FR_P]
    if g.stk[i, FR_A0] != ASK_SHA or (g.skills[p] >> SKILL_JIJIANG) & 1 == 0:
        return False
    if not kingdom_has_other(g, cfg, p, KINGDOM_SHU):
        return False
    push(g, OP_SKILL, p, -1, SKILL_JIJIANG, g.stk[i, FR_A3], 0, 0)
    return True


@njit_inlined
def step(g, tb, cfg, i, st):
    kingdom_ask_step(g, cfg, i, st, KINGDOM_SHU, ASK_SHA)

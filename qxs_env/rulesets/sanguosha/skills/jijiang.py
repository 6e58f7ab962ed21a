"""劉備 · 激將 (S-HERO-LIUBEI-L, lord skill; ruling S-OPEN-37): when the lord 劉備 is asked for a
殺 (a 決鬥, 南蠻入侵), he may first ask the other Shu seats, in turn order from his next seat, to
play one for him; the first that does stands in for his 殺; if all refuse he is asked himself.
Partial: using a 殺 through 激將 in his play phase (an attack) is not implemented yet."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined

from ..layout import ASK_SHA, KINGDOM_SHU, SKILL_JIJIANG
from ..skill_frames import kingdom_ask_step, kingdom_stand_in


@njit_inlined
def stand_in(g, tb, cfg, i):
    """Before seat ``FR_P`` of request ``i`` is asked: True when it stands in (frame pushed)."""
    return kingdom_stand_in(g, cfg, i, SKILL_JIJIANG, ASK_SHA, KINGDOM_SHU)


@njit_inlined
def step(g, tb, cfg, i, st):
    kingdom_ask_step(g, cfg, i, st, KINGDOM_SHU, ASK_SHA)

"""曹操 · 護駕 (S-HERO-CAOCAO-L, lord skill; ruling S-OPEN-37): when the lord 曹操 is asked for a
閃, he may first ask the other Wei seats, in turn order from his next seat, to play one for him;
the first that does stands in for his 閃; if all refuse he is asked himself. It is the request's
alternative (``procedures.request_alternative``); partial: with 八卦陣 worn, the armour is
tried instead (one alternative per card), and a 閃 he would use is not asked for (none is)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_A0, FR_A3, FR_P
from qxs_env.engine.stack import push

from ..layout import ASK_SHAN, KINGDOM_WEI, OP_SKILL, SKILL_HUJIA
from ..skill_frames import kingdom_ask_step, kingdom_has_other


@njit_inlined
def stand_in(g, tb, cfg, i):
    """Before seat ``FR_P`` of request ``i`` is asked: True when 護駕 stands in (frame pushed)."""
    p = g.stk[i, FR_P]
    if g.stk[i, FR_A0] != ASK_SHAN or (g.skills[p] >> SKILL_HUJIA) & 1 == 0:
        return False
    if not kingdom_has_other(g, cfg, p, KINGDOM_WEI):
        return False
    push(g, OP_SKILL, p, -1, SKILL_HUJIA, g.stk[i, FR_A3], 0, 0)
    return True


@njit_inlined
def step(g, tb, cfg, i, st):
    kingdom_ask_step(g, cfg, i, st, KINGDOM_WEI, ASK_SHAN)

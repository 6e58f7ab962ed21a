"""曹操 · 護駕 (S-HERO-CAOCAO-L, lord skill; ruling S-OPEN-37): when the lord 曹操 is asked for a
閃, he may first ask the other Wei seats, in turn order from his next seat, to play one for him;
the first that does stands in for his 閃; if all refuse he is asked himself. It is the request's
alternative (``procedures.request_alternative``); partial: with 八卦陣 worn, the armour is
tried instead (one alternative per card), and a 閃 he would use is not asked for (none is)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined

from ..layout import ASK_SHAN, KINGDOM_WEI, SKILL_HUJIA
from ..skill_frames import kingdom_ask_step, kingdom_stand_in


@njit_inlined
def stand_in(g, tb, cfg, i):
    """Before seat ``FR_P`` of request ``i`` is asked: True when it stands in (frame pushed)."""
    return kingdom_stand_in(g, cfg, i, SKILL_HUJIA, ASK_SHAN, KINGDOM_WEI)


@njit_inlined
def step(g, tb, cfg, i, st):
    kingdom_ask_step(g, cfg, i, st, KINGDOM_WEI, ASK_SHAN)


from ..skill_roles import SR_LORD_ASK  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_LORD_ASK
"""The heuristic's role (``skill_roles``): the lord asks; a seat gives only for a friend."""

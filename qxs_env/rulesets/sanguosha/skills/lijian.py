"""貂蟬 · 離間 (S-HERO-DIAOCHAN-2, active; ruling S-OPEN-60): once per turn, in her play phase,
she discards a card (from her hand or her equipment) and chooses two male seats in order: the
first uses a 決鬥 on the second (the second plays 殺 first). The 決鬥 is a card-less virtual card
(``engine.cards.make_cardless_virtual``) used through the framework's card use as if the first
seat had used it: its cancel window offers 無懈可擊 (S-USE-4), 無雙 applies when the first is
呂布, the damage's source is the duellist who wins, 奸雄 takes nothing (no card on the table).
空城 forbids choosing an empty-handed 諸葛亮 as the second.

Its ``OP_SKILL`` frame (``FR_A1`` the first seat, ``FR_A2`` the second): stage 0 the first
(``DEC_SKILL_TARGET``); stage 1 the second (pass when none fits: nothing happens); stage 2 the
card (``OP_SELECT`` of one, an equipped card allowed); stage 3 discards it and opens the
決鬥's use (``OP_USE_CARD``, the first its user, the second its target)."""

from __future__ import annotations

from qxs_env.engine.cards import make_cardless_virtual
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A1,
    FR_A2,
    FR_OP,
    FR_P,
    FR_R,
    FR_ST,
    OP_SELECT,
    RANK_NONE,
)
from qxs_env.engine.stack import log, pop, push
from qxs_env.engine.use import add_target, open_use, push_use

from ..layout import (
    EFFECT_JUEDOU,
    EV_SKILL,
    F_JUEDOU,
    GENDER_MALE,
    OP_SKILL,
    PURPOSE_LIJIAN,
    SKILL_LIJIAN,
)
from ..skill_frames import (
    ask_target,
    discard_selection,
    hand_and_equipment,
    once_ready,
    start_once,
)


@njit_inlined
def male_other(g, p, t):
    return t != p and g.alive[t] and g.gender[t] == GENDER_MALE


@njit_inlined
def valid_target(g, tb, cfg, p, t):
    """The first duellist: any other living man; the second: another, not shielded (空城)."""
    if not male_other(g, p, t):
        return False
    parent = g.sp - 2
    if g.stk[parent, FR_OP] != OP_SKILL or g.stk[parent, FR_ST] != 2:
        return True
    first = g.stk[parent, FR_A1]
    return t != first and not dispatch.skills_untargetable(g, tb, cfg, t, EFFECT_JUEDOU)


@njit_inlined
def usable(g, tb, cfg, p):
    if not once_ready(g, p, SKILL_LIJIAN, 0) or hand_and_equipment(g, p) == 0:
        return False
    men = 0
    for t in range(cfg[C_PLAYERS]):
        men += 1 if male_other(g, p, t) else 0
    return men >= 2


@njit_inlined
def activate(g, tb, cfg, p):
    start_once(g, p, SKILL_LIJIAN)


@njit_inlined
def step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    if st == 0:
        g.stk[i, FR_ST] = 1
        ask_target(g, p, SKILL_LIJIAN, False)
    elif st == 1:
        g.stk[i, FR_A1] = g.stk[i, FR_R]
        g.stk[i, FR_ST] = 2
        ask_target(g, p, SKILL_LIJIAN, False)
    elif st == 2:
        if g.stk[i, FR_R] < 0:
            pop(g)
            return
        g.stk[i, FR_A2] = g.stk[i, FR_R]
        g.stk[i, FR_ST] = 3
        push(g, OP_SELECT, p, -1, 1, 1, PURPOSE_LIJIAN, 0)
    else:
        pop(g)
        discard_selection(g, p)
        first = g.stk[i, FR_A1]
        second = g.stk[i, FR_A2]
        log(g, EV_SKILL, p, SKILL_LIJIAN, first, second, 0)
        duel = make_cardless_virtual(g, tb, F_JUEDOU, -1, RANK_NONE, 0, 0)
        u = open_use(g, first, duel)
        add_target(g, u, second, -1)
        push_use(g, u)


from ..skill_roles import SR_DUEL_TWO  # noqa: E402  (the heuristic's role, read by the agent)
from . import dispatch  # noqa: E402  (imports this module: resolved when numba compiles)

HEURISTIC_ROLE = SR_DUEL_TWO
"""The heuristic's role (``skill_roles``): two enemies."""

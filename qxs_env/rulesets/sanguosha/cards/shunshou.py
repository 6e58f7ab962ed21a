"""順手牽羊 (snatch), S-CARD-SHUNSHOU: aimed at another living seat at distance 1 (S-DIST-1,
horses count, weapons do not: the bound ``framework.distance``) that has a card (ruling
S-OPEN-22). The user picks one as for 過河拆橋 (``DEC_PICK``) and takes it into its hand; a hand
card's face is logged for the two seats only (``EV_TAKEN``'s last field)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import Z_HAND
from qxs_env.engine.stack import log

from ..card_steps import pick_from, some_valid_target
from ..layout import EFFECT_SHUNSHOU, EV_TAKEN, F_SHUNSHOU
from ..moves import cards_anywhere, put_in_hand, take_anywhere
from ..skills.dispatch import skills_trick_unbounded


@njit_inlined
def aimed(e):
    return True  # aimed at a seat its user chooses (DEC_TARGET)


@njit_inlined
def valid_target(g, tb, cfg, p, c, t):
    if t == p or not g.alive[t] or cards_anywhere(g, t) == 0:
        return False
    if framework.distance(g, tb, cfg, p, t) <= 1:
        return True
    return g.skills[p] != 0 and skills_trick_unbounded(g, tb, p)


@njit_inlined
def usable(g, tb, cfg, p):
    return some_valid_target(g, tb, cfg, p, EFFECT_SHUNSHOU)


@njit_inlined
def effect(g, tb, cfg, i, u, k):
    pick_from(g, tb, cfg, u, k, F_SHUNSHOU)


@njit_inlined
def picked(g, tb, cfg, p, t, c):
    """Card ``c`` of seat ``t`` was picked: it goes into the user's hand."""
    from_hand = 1 if g.zone[c] == Z_HAND else 0
    take_anywhere(g, c)
    put_in_hand(g, p, c)
    log(g, EV_TAKEN, p, t, c, from_hand, 0)


from .. import framework  # noqa: E402  (the bound copies; resolved when numba compiles)

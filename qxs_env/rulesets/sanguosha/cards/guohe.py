"""過河拆橋 (dismantle), S-CARD-GUOHE: aimed at another living seat that has a card (hand,
equipment or judgement area; ruling S-OPEN-22). The user picks one (``DEC_PICK``: a hand card
at random, or a named card from the equipment or judgement area) and it is discarded."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.stack import log

from ..card_steps import pick_from, some_valid_target
from ..layout import EFFECT_GUOHE, EV_DISMANTLED, F_GUOHE
from ..moves import cards_anywhere, put_in_discard, take_anywhere


@njit_inlined
def aimed(e):
    return True  # aimed at a seat its user chooses (DEC_TARGET)


@njit_inlined
def valid_target(g, tb, cfg, p, c, t):
    return t != p and g.alive[t] != 0 and cards_anywhere(g, t) > 0


@njit_inlined
def usable(g, tb, cfg, p):
    return some_valid_target(g, tb, cfg, p, EFFECT_GUOHE)


@njit_inlined
def effect(g, tb, cfg, i, u, k):
    pick_from(g, tb, cfg, u, k, F_GUOHE)


@njit_inlined
def picked(g, tb, cfg, p, t, c):
    """Card ``c`` of seat ``t`` was picked: it is discarded."""
    take_anywhere(g, c)
    put_in_discard(g, c)
    log(g, EV_DISMANTLED, p, t, c, 0, 0)

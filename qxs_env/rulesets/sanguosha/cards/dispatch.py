"""The card modules by face: the play phase's rule queries and the effects call the module of the
card's face through these chains of static calls (numba resolves them when it compiles; every
module's functions are inlined). A face without a module here is not in any deck
(``tables.DECKS``): asking for it raises."""

from __future__ import annotations

from qxs_env.engine.jit import njit_cached, njit_inlined

from ..layout import (
    F_GUOHE,
    F_JUEDOU,
    F_NANMAN,
    F_SHA,
    F_SHAN,
    F_SHUNSHOU,
    F_TAO,
    F_TAOYUAN,
    F_WANJIAN,
    F_WUGU,
    F_WUXIE,
    F_WUZHONG,
)
from . import (
    guohe,
    juedou,
    nanman,
    sha,
    shan,
    shunshou,
    tao,
    taoyuan,
    wanjian,
    wugu,
    wuxie,
    wuzhong,
)


@njit_inlined
def card_aimed(f):
    """Is a card of face ``f`` aimed at a seat its user chooses (``DEC_TARGET``)?"""
    return f == F_SHA or f == F_JUEDOU or f == F_GUOHE or f == F_SHUNSHOU


@njit_cached
def card_usable(g, tb, cfg, p, f):
    """May seat ``p`` use a card of face ``f`` in its play phase now?"""
    if f == F_SHA:
        return sha.usable(g, tb, cfg, p)
    if f == F_SHAN:
        return shan.usable(g, tb, cfg, p)
    if f == F_TAO:
        return tao.usable(g, tb, cfg, p)
    if f == F_JUEDOU:
        return juedou.usable(g, tb, cfg, p)
    if f == F_GUOHE:
        return guohe.usable(g, tb, cfg, p)
    if f == F_SHUNSHOU:
        return shunshou.usable(g, tb, cfg, p)
    if f == F_WANJIAN:
        return wanjian.usable(g, tb, cfg, p)
    if f == F_NANMAN:
        return nanman.usable(g, tb, cfg, p)
    if f == F_WUZHONG:
        return wuzhong.usable(g, tb, cfg, p)
    if f == F_WUGU:
        return wugu.usable(g, tb, cfg, p)
    if f == F_TAOYUAN:
        return taoyuan.usable(g, tb, cfg, p)
    if f == F_WUXIE:
        return wuxie.usable(g, tb, cfg, p)
    raise RuntimeError("sanguosha engine: a card whose rules are not implemented")


@njit_cached
def card_valid_target(g, tb, cfg, p, c, f, t):
    """May seat ``p`` aim its card ``c`` of face ``f`` at seat ``t``?"""
    if f == F_SHA:
        return sha.valid_target(g, tb, cfg, p, c, t)
    if f == F_JUEDOU:
        return juedou.valid_target(g, tb, cfg, p, c, t)
    if f == F_GUOHE:
        return guohe.valid_target(g, tb, cfg, p, c, t)
    if f == F_SHUNSHOU:
        return shunshou.valid_target(g, tb, cfg, p, c, t)
    raise RuntimeError("sanguosha engine: the card is not aimed at a chosen seat")


@njit_cached
def card_add_targets(g, tb, cfg, u, p, f):
    """The fixed targets of seat ``p``'s card of face ``f`` into use record ``u``."""
    if f == F_TAO:
        tao.add_targets(g, tb, cfg, u, p)
    elif f == F_WANJIAN:
        wanjian.add_targets(g, tb, cfg, u, p)
    elif f == F_NANMAN:
        nanman.add_targets(g, tb, cfg, u, p)
    elif f == F_WUZHONG:
        wuzhong.add_targets(g, tb, cfg, u, p)
    elif f == F_WUGU:
        wugu.add_targets(g, tb, cfg, u, p)
    elif f == F_TAOYUAN:
        taoyuan.add_targets(g, tb, cfg, u, p)
    else:
        raise RuntimeError("sanguosha engine: the card has no fixed targets")


@njit_cached
def card_effect(g, tb, cfg, i, u, k, f):
    """The effect of use ``u``'s card (face ``f``) on its target ``k`` (frame ``i``)."""
    if f == F_SHA:
        sha.effect(g, tb, cfg, i, u, k)
    elif f == F_TAO:
        tao.effect(g, tb, cfg, i, u, k)
    elif f == F_JUEDOU:
        juedou.effect(g, tb, cfg, i, u, k)
    elif f == F_GUOHE:
        guohe.effect(g, tb, cfg, i, u, k)
    elif f == F_SHUNSHOU:
        shunshou.effect(g, tb, cfg, i, u, k)
    elif f == F_WANJIAN:
        wanjian.effect(g, tb, cfg, i, u, k)
    elif f == F_NANMAN:
        nanman.effect(g, tb, cfg, i, u, k)
    elif f == F_WUZHONG:
        wuzhong.effect(g, tb, cfg, i, u, k)
    elif f == F_WUGU:
        wugu.effect(g, tb, cfg, i, u, k)
    elif f == F_TAOYUAN:
        taoyuan.effect(g, tb, cfg, i, u, k)
    else:
        raise RuntimeError("sanguosha engine: a card whose effect is not implemented")


@njit_cached
def card_step(g, tb, cfg, i, st, f):
    """One stage ``st`` of the ``OP_EFFECT`` frame ``i`` of a card of face ``f``."""
    if f == F_SHA:
        sha.step(g, tb, cfg, i, st)
    elif f == F_JUEDOU:
        juedou.step(g, tb, cfg, i, st)
    elif f == F_WANJIAN:
        wanjian.step(g, tb, cfg, i, st)
    elif f == F_NANMAN:
        nanman.step(g, tb, cfg, i, st)
    else:
        raise RuntimeError("sanguosha engine: the card has no effect frame")


@njit_cached
def card_picked(g, tb, cfg, p, t, c, f):
    """Seat ``p``'s card of face ``f`` picked card ``c`` of seat ``t``."""
    if f == F_GUOHE:
        guohe.picked(g, tb, cfg, p, t, c)
    elif f == F_SHUNSHOU:
        shunshou.picked(g, tb, cfg, p, t, c)
    else:
        raise RuntimeError("sanguosha engine: the card picks no card")

"""無中生有 (something from nothing), S-CARD-WUZHONG: a trick its user aims at itself (so
無懈可擊 may cancel it, S-USE-4): draw 2."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.use import add_target

from ..moves import draw


@njit_inlined
def usable(g, tb, cfg, p):
    return True


@njit_inlined
def add_targets(g, tb, cfg, u, p):
    add_target(g, u, p, -1)


@njit_inlined
def effect(g, tb, cfg, i, u, k):
    draw(g, g.use_target[u, k], 2)

"""周瑜 · 英姿 (S-HERO-ZHOUYU-1, locked): he draws 3 instead of 2 in his draw phase."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined


@njit_inlined
def draw_bonus(g, tb, cfg, p, k):
    return 1

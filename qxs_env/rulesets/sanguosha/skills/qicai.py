"""黃月英 · 奇才 (S-HERO-HUANGYUEYING-2, locked): her tricks have no distance limit: she may aim
順手牽羊 at any other seat (``cards/shunshou.py`` asks it)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined


@njit_inlined
def trick_unbounded(g, tb, p, k):
    return True

"""呂蒙 · 克己 (S-HERO-LVMENG-1, locked; ruling S-OPEN-51): if he used or played no 殺 in his
play phase (``g.sha_touched``, set by the 殺 he uses and plays in his own turn), he skips
discarding in this turn's discard phase."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined


@njit_inlined
def keeps_hand(g, tb, cfg, p, k):
    return p == g.cur and g.sha_touched == 0

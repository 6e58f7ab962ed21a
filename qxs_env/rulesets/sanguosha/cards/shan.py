"""閃 (dodge), S-CARD-SHAN: played only when asked (a request of 殺, S-CARD-SHA-2, or of
萬箭齊發, S-CARD-WANJIAN: ``ASK_SHAN``, answered through the framework's card request), never
used in the play phase."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined


@njit_inlined
def usable(g, tb, cfg, p):
    return False

"""關羽 · 武聖 (S-HERO-GUANYU-1, active; ruling S-OPEN-45): he may use or play any red card as a
殺. Partial: red hand cards answer a request for a 殺 (a 決鬥, 南蠻入侵); using a red card as a
殺 in his play phase and red equipped cards are not implemented yet."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined

from ..layout import ASK_SHA
from ..tables import SHA_OR_RED_PATTERN


@njit_inlined
def answer_pattern(g, tb, cfg, p, ask, pat, k):
    return SHA_OR_RED_PATTERN if ask == ASK_SHA else pat

"""趙雲 · 龍膽 (S-HERO-ZHAOYUN-1, active): he may use or play a 殺 as a 閃 and a 閃 as a 殺.
Partial: the conversions apply when a card is asked of him (a 閃 against 殺 or 萬箭齊發, a 殺
in a 決鬥 or against 南蠻入侵: either face answers); using a 閃 as a 殺 in his play phase is
not implemented yet (it needs a converted card in a use)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined

from ..layout import ASK_SHA, ASK_SHAN
from ..tables import SHA_OR_SHAN_PATTERN


@njit_inlined
def answer_pattern(g, tb, cfg, p, ask, pat, k):
    return SHA_OR_SHAN_PATTERN if ask == ASK_SHAN or ask == ASK_SHA else pat

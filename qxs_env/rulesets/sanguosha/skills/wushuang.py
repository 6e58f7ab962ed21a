"""呂布 · 無雙 (S-HERO-LVBU-1, locked; ruling S-OPEN-34): a seat his 殺 targets needs two 閃 to
dodge it (``cards/sha.py`` asks two through the framework's card request; 八卦陣 may stand in
for each). Partial: the 決鬥 half (his opponent plays two 殺 each time, ruling S-OPEN-59) is
not implemented yet."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined


@njit_inlined
def shan_needed(g, tb, cfg, p, k):
    return 1

"""呂布 · 無雙 (S-HERO-LVBU-1, locked; rulings S-OPEN-34, S-OPEN-59): a seat his 殺 targets needs
two 閃 to dodge it (``cards/sha.py`` asks two through the framework's card request; 八卦陣 may
stand in for each); in a 決鬥 he uses (離間's included, S-OPEN-60), his opponent plays two 殺
each time (``cards/juedou.py``). The count is the ``shan_needed`` query: 1 more card."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined


@njit_inlined
def shan_needed(g, tb, cfg, p, k):
    return 1


from ..skill_roles import SR_NONE  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_NONE
"""The heuristic's role (``skill_roles``): locked or passive: nothing to decide."""
